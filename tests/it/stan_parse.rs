//! Stan syntax and semantics through the public API: operators, promotion, int division,
//! indexing and slicing (host interpreter via generated quantities, and lowered model code),
//! host CDFs against closed forms, and fuzzing: no input makes the front end panic.

use crate::common;

use proptest::prelude::*;
use wgmc::{compile_stan, CpuModel, DataSet, StanModel};

fn data() -> DataSet {
    DataSet::from_json_str(r#"{"N": 3, "y": [0.5, 1.0, -0.2], "X": [[1, 2], [3, 4], [5, 6]], "k": [3, 1, 2]}"#).unwrap()
}

fn compile(src: &str) -> StanModel {
    compile_stan(src, "test.stan", &data()).unwrap_or_else(|e| panic!("{e}"))
}

/// Generated quantities of a program without parameters.
fn gq(body: &str) -> Vec<(String, f64)> {
    let src = format!(
        "data {{ int N; vector[N] y; matrix[N, 2] X; array[N] int k; }}\n\
         parameters {{ real mu; }}\nmodel {{ mu ~ normal(0, 1); }}\ngenerated quantities {{\n{body}\n}}\n"
    );
    let stan = compile(&src);
    let values = stan.generated(&[0.25]).unwrap_or_else(|e| panic!("{e}"));
    stan.generated_names().iter().cloned().zip(values).collect()
}

#[test]
fn int_division_promotion_and_precedence() {
    let got = gq("int a = 7 / 2; real b = 7.0 / 2; int c = -7 %/% 2; int d = 7 % 3; real e = -2 ^ 2; \
                  real f = 2 * 3 + 4; int g = 1 < 2 && 3 >= 3; int h = !(0 || 0); real m = mu * 4;");
    let want =
        [("a", 3.0), ("b", 3.5), ("c", -3.0), ("d", 1.0), ("e", -4.0), ("f", 10.0), ("g", 1.0), ("h", 1.0), ("m", 1.0)];
    for ((name, value), (wn, wv)) in got.iter().zip(want) {
        assert_eq!((name.as_str(), *value), (wn, wv));
    }
}

/// The Stan reference manual's operator precedence table, level by level, loosest first:
/// `||` 9, `&&` 8, `==` `!=` 7, `<` `<=` `>` `>=` 6, `+` `-` 5, `*` `/` `%` `.*` `./` 4, `%/%` 3,
/// prefix `!` `-` `+` 2, `^` 1 (right-associative), indexing 0. Every expression below groups
/// differently (and so evaluates differently) if the two operators it pairs had their
/// precedences swapped or equal, or if the operator it repeats associated the other way.
const PRECEDENCE_CASES: &[(&str, &str, f64)] = &[
    // Adjacent levels, each way round.
    ("int", "1 || 1 && 0", 1.0),
    ("int", "0 && 1 || 1", 1.0),
    ("int", "0 && 0 == 0", 0.0),
    ("int", "0 == 0 && 0", 0.0),
    ("int", "2 == 2 < 3", 0.0),
    ("int", "3 > 2 == 2", 0.0),
    ("int", "1 < 0 + 2", 1.0),
    ("int", "0 + 2 > 1", 1.0),
    ("int", "2 + 3 * 4", 14.0),
    ("int", "3 * 4 - 2", 10.0),
    ("int", "3 * 5 %/% 2", 6.0),
    ("int", "7 / 7 %/% 2", 2.0),
    ("int", "8 % 5 %/% 2", 0.0),
    ("int", "12 %/% 2 - 3", 3.0),
    ("int", "!0 %/% 2", 0.0),
    ("int", "!0 * 0", 0.0),
    ("real", "-2 ^ 2", -4.0),
    ("real", "2 ^ -1", 0.5),
    ("real", "2 ^ k[1]", 8.0),
    ("real", "-k[1]", -3.0),
    // Associativity within a level.
    ("int", "2 == 2 == 1", 1.0),
    ("int", "2 != 1 != 1", 0.0),
    ("int", "3 < 2 < 1", 1.0),
    ("int", "10 - 4 - 3", 3.0),
    ("int", "10 - 4 + 3", 9.0),
    ("int", "8 / 2 * 4", 16.0),
    ("real", "64.0 / 8 / 2", 4.0),
    ("int", "10 % 7 % 4", 3.0),
    ("int", "16 %/% 4 %/% 2", 2.0),
    ("real", "2 ^ 3 ^ 2", 512.0),
];

#[test]
fn operator_precedence_and_associativity_follow_the_reference_manual() {
    let body: String =
        PRECEDENCE_CASES.iter().enumerate().map(|(i, (ty, e, _))| format!("{ty} v{i} = {e};\n")).collect();
    let got = gq(&body);
    assert_eq!(got.len(), PRECEDENCE_CASES.len());
    for ((name, value), (_, expr, want)) in got.iter().zip(PRECEDENCE_CASES) {
        assert_eq!(*value, *want, "{name} = {expr}");
    }
}

/// Runs `f` on a thread with a 2 MiB stack (what `cargo test` gives a test thread): a stack
/// overflow there aborts the whole test binary.
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new().stack_size(2 << 20).spawn(f).unwrap().join().unwrap()
}

/// `first op t op t ...` with `n` operators.
fn chain(first: &str, op: &str, term: &str, n: usize) -> String {
    let mut s = first.to_string();
    for _ in 0..n {
        s.push_str(&format!(" {op} {term}"));
    }
    s
}

#[test]
fn a_20000_term_sum_compiles_and_evaluates_on_a_small_stack() {
    on_small_stack(|| {
        let sum = chain("x", "+", "x", 20_000);
        let ints = chain("1", "-", "2 + 3", 10_000);
        let src = format!(
            "transformed data {{ real t = {}; }}\nparameters {{ real x; }}\n\
             model {{ target += -0.5 * square({sum}) + t; }}\ngenerated quantities {{ int n = {ints}; }}\n",
            chain("0.5", "+", "0.25", 20_000)
        );
        let stan = compile_stan(&src, "sum.stan", &DataSet::new()).unwrap_or_else(|e| panic!("{e}"));
        let cpu = CpuModel::new(stan.model());
        let mut grad = [0.0];
        let lp = cpu.log_density_gradient(&[0.5], &mut grad).unwrap();
        let s = 20_001.0 * 0.5;
        assert_eq!(lp, -0.5 * s * s + 5000.5);
        assert_eq!(grad[0], -s * 20_001.0);
        // 1 - 2 + 3 - 2 + 3 ... : exact in integers, whatever the grouping.
        assert_eq!(stan.generated(&[0.5]).unwrap(), [10_001.0]);
    });
}

#[test]
fn nesting_beyond_the_limit_is_a_located_error_not_a_stack_overflow() {
    let cases = [
        format!("target += {}x{};", "(".repeat(20_000), ")".repeat(20_000)),
        format!("target += {};", chain("x", "*", "x", 20_000)),
        format!("target += {};", chain("x", "^", "x", 20_000)),
        format!("target += {}x;", "-".repeat(20_000)),
        format!("target += x{};", "[1]".repeat(20_000)),
        format!("{} target += x;", "if (x > 0) ".repeat(20_000)),
        format!("{} target += x; {}", "{".repeat(20_000), "}".repeat(20_000)),
    ];
    for model in cases {
        let head: String = model.chars().take(40).collect();
        let message = on_small_stack(move || {
            let src = format!("parameters {{ real x; }}\nmodel {{\n{model}\n}}\n");
            match compile_stan(&src, "deep.stan", &DataSet::new()) {
                Err(e @ wgmc::LangError::Source { kind: wgmc::ErrorKind::Unsupported, line: 3, .. }) => e.to_string(),
                Err(e) => panic!("unexpected error: {}", e.to_string().chars().take(300).collect::<String>()),
                Ok(_) => panic!("accepted"),
            }
        });
        assert!(message.contains("nested too deeply (nesting budget 160"), "{head}...: {}", &message[..200]);
    }
}

#[test]
fn indexing_slicing_loops_and_blocks() {
    let got = gq("vector[N] col2 = X[:, 2]; real x32 = X[3, 2]; array[N] int kk = k[k];\n\
                  vector[2] tail = y[2:N]; real s = 0;\n\
                  /* a block comment */ for (i in 1:N) { real t = y[i]; s += t; } // line comment\n\
                  matrix[N, 2] Z; Z[:, 1] = col2; Z[ : , 2] = X[:, 1];\n\
                  real w; if (s > 10) w = 1; else { w = 2; }");
    let names: Vec<&str> = got.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(&names[..5], ["col2[1]", "col2[2]", "col2[3]", "x32", "kk[1]"]);
    let values: Vec<f64> = got.iter().map(|(_, v)| *v).collect();
    let s = 0.5 + 1.0 - 0.2;
    let want = [2.0, 4.0, 6.0, 6.0, 2.0, 3.0, 1.0, 1.0, -0.2, s, 2.0, 1.0, 4.0, 3.0, 6.0, 5.0, 2.0];
    assert_eq!(values.len(), want.len());
    for (i, (g, w)) in values.iter().zip(want).enumerate() {
        assert!((g - w).abs() < 1e-12, "value {i} ({}): {g} vs {w}", got[i].0);
    }
}

#[test]
fn lowered_model_code_uses_one_based_indexes_and_int_division() {
    let src = "data { int N; vector[N] y; matrix[N, 2] X; array[N] int k; }\n\
               parameters { real mu; }\n\
               model {\n  vector[N] m;\n  for (i in 1:N) m[i] = mu * X[i, 2] + (7 / 2);\n  \
               target += -0.5 * dot_self_free(m);\n}\n";
    let src = src.replace("dot_self_free(m)", "dot_product(m[k], X[:, 1])");
    let cpu = CpuModel::new(compile(&src).model());
    let mu = 0.7_f64;
    let x = [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]];
    let m: Vec<f64> = (0..3).map(|i| mu * x[i][1] + 3.0).collect();
    let want = -0.5 * (m[2] * x[0][0] + m[0] * x[1][0] + m[1] * x[2][0]);
    let got = cpu.log_density(&[mu]).unwrap();
    assert!((got - want).abs() < 1e-12, "{got} vs {want}");
    common::check_gradient(&cpu, &[mu]).unwrap();
}

#[test]
fn truncation_forms_parse_and_change_the_density() {
    let base = "parameters { real<lower=0> s; real x; }\nmodel {\n  s ~ normal(0, 1);\n  x ~ normal(0, s)";
    let plain = CpuModel::new(compile(&format!("{base};\n}}\n")).model());
    for trunc in ["T[-1, 2]", "T[-1, ]", "T[, 2]"] {
        let cpu = CpuModel::new(compile(&format!("{base} {trunc};\n}}\n")).model());
        let (a, b) = (cpu.log_density(&[0.3, 0.5]).unwrap(), plain.log_density(&[0.3, 0.5]).unwrap());
        assert!(a.is_finite() && a > b, "{trunc}: truncated {a} vs plain {b}");
        common::check_gradient(&cpu, &[0.3, 0.5]).unwrap();
    }
}

#[test]
fn student_t_and_normal_cdfs_match_closed_forms() {
    let pi = std::f64::consts::PI;
    for t in [-30.0, -2.5, -0.4, 0.0, 0.3, 1.7, 12.0] {
        let body = format!(
            "real c1 = student_t_cdf({t} | 1, 0, 1); real c2 = student_t_cdf({t} | 2, 0, 1);\n\
             real c3 = student_t_cdf({t} | 3, 0, 1); real l3 = student_t_lccdf(5 + 10 * {t} | 3, 5, 10);\n\
             real n1 = normal_lcdf({t} | 1, 2);"
        );
        let got: Vec<f64> = gq(&body).into_iter().map(|(_, v)| v).collect();
        let s3 = 3f64.sqrt();
        let c3 = 0.5 + (t / (s3 * (1.0 + t * t / 3.0)) + (t / s3).atan()) / pi;
        let want = [0.5 + t.atan() / pi, 0.5 + t / (2.0 * (2.0 + t * t).sqrt()), c3, (1.0 - c3).ln()];
        for (k, (g, w)) in got.iter().zip(want).enumerate() {
            assert!((g - w).abs() <= 1e-12 * w.abs().max(1.0), "t = {t}, value {k}: {g} vs {w}");
        }
        let z = (t - 1.0) / 2.0;
        assert!((got[4].exp() - 0.5 * libm_erfc(-z / 2f64.sqrt())).abs() < 1e-12, "normal_lcdf at {t}");
    }
    let l = gq("real l = student_t_lccdf(0 | 3, 0, 10);");
    assert!((l[0].1 - 0.5f64.ln()).abs() < 1e-15);
}

/// erfc by its continued fraction / series, independent of the crate (|x| < 25).
fn libm_erfc(x: f64) -> f64 {
    if x < 0.0 {
        return 2.0 - libm_erfc(-x);
    }
    if x < 3.0 {
        let mut sum = 0.0_f64;
        let mut term = x;
        let mut n = 0.0;
        while term.abs() > 1e-17 * sum.abs().max(1e-300) || n < 3.0 {
            sum += term / (2.0 * n + 1.0);
            n += 1.0;
            term *= -x * x / n;
        }
        return 1.0 - 2.0 / std::f64::consts::PI.sqrt() * sum;
    }
    let mut f = 0.0;
    for k in (1..200).rev() {
        f = (k as f64 / 2.0) / (x + f);
    }
    (-x * x).exp() / std::f64::consts::PI.sqrt() / (x + f)
}

fn posteriordb() -> Vec<(String, DataSet)> {
    let dir = format!("{}/tests/fixtures/posteriordb", env!("CARGO_MANIFEST_DIR"));
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().filter(|e| e.path().is_dir()).collect();
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let src = std::fs::read_to_string(e.path().join("model.stan")).unwrap();
        out.push((src, DataSet::from_json_file(e.path().join("data.json")).unwrap()));
    }
    out
}

const VOCAB: &[&str] = &[
    "data",
    "parameters",
    "model",
    "transformed",
    "generated",
    "quantities",
    "functions",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    "lower",
    "upper",
    "=",
    ";",
    ",",
    ":",
    "|",
    "~",
    "+=",
    "-=",
    "*=",
    "+",
    "-",
    "*",
    "/",
    "%",
    "%/%",
    ".*",
    "./",
    "^",
    "'",
    "!",
    "&&",
    "||",
    "==",
    "<=",
    "int",
    "real",
    "vector",
    "matrix",
    "array",
    "row_vector",
    "ordered",
    "for",
    "in",
    "if",
    "else",
    "while",
    "target",
    "T",
    "N",
    "y",
    "mu",
    "sigma",
    "x",
    "normal",
    "normal_lpdf",
    "student_t_lccdf",
    "cholesky_decompose",
    "gp_exp_quad_cov",
    "rep_vector",
    "sum",
    "mean",
    "log_mix",
    "0",
    "1",
    "2",
    "3",
    "1.5",
    "1e-3",
    "/*",
    "*/",
    "//",
    "\n",
    "#include",
    "?",
    "\"",
    "10000000000000000000000",
];

proptest! {
    #![proptest_config(common::proptest_config(2000))]

    #[test]
    fn random_token_streams_never_panic(toks in proptest::collection::vec(0..VOCAB.len(), 0..60)) {
        let src: Vec<&str> = toks.iter().map(|&t| VOCAB[t]).collect();
        let _ = compile_stan(&src.join(" "), "fuzz.stan", &data());
    }

    #[test]
    fn mutated_posteriordb_models_never_panic(
        model in 0usize..20,
        edits in proptest::collection::vec((any::<prop::sample::Index>(), 0u8..4, any::<u8>()), 1..4),
    ) {
        thread_local!(static MODELS: Vec<(String, DataSet)> = posteriordb());
        MODELS.with(|models| {
            let (src, data) = &models[model % models.len()];
            let mut bytes = src.as_bytes().to_vec();
            for (at, op, b) in &edits {
                let i = at.index(bytes.len().max(1));
                let printable = b' ' + b % 95;
                match op {
                    0 if !bytes.is_empty() => { bytes.remove(i.min(bytes.len() - 1)); }
                    1 => bytes.insert(i.min(bytes.len()), printable),
                    2 if !bytes.is_empty() => { let j = i.min(bytes.len() - 1); bytes[j] = *b; }
                    _ => { let j = i.min(bytes.len()); bytes.splice(j..j, src.as_bytes()[..i.min(src.len()).min(40)].iter().copied()); }
                }
            }
            let text = String::from_utf8_lossy(&bytes);
            let _ = compile_stan(&text, "fuzz.stan", data);
        });
    }
}
