//! Error messages of the Stan front end: exact text with file, line, column, source line and
//! caret for syntax, name, type and unsupported-feature errors; data errors name the variable.

use wgmc::{compile_stan, BackendRequest, DataSet, ErrorKind, LangError, Sampler, SamplerConfig};

fn error(src: &str) -> LangError {
    let data = DataSet::from_json_str(r#"{"N": 3, "y": [0.5, 1.0, -0.2], "k": [1, 0, 2]}"#).unwrap();
    match compile_stan(src, "bad.stan", &data) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(e) => e,
    }
}

/// The rendered message, and the kind, line and column of a located error.
fn located(src: &str) -> (String, ErrorKind, usize, usize) {
    match error(src) {
        e @ LangError::Source { kind, line, column, .. } => (e.to_string(), kind, line, column),
        other => panic!("expected a located error, got {other:?}"),
    }
}

const HEAD: &str = "data { int N; vector[N] y; }\nparameters { real mu; }\n";

#[test]
fn missing_semicolon_points_after_the_previous_token() {
    let (text, kind, line, col) = located("data {\n  int N;\n  vector[N] y\n}\n");
    assert_eq!((kind, line, col), (ErrorKind::Syntax, 3, 14));
    let want = "syntax error: expected ';' after this, found '}'\n --> bad.stan:3:14\n  |\n3 |   vector[N] y\n  |              ^";
    assert_eq!(text, want);
}

#[test]
fn unexpected_token() {
    let (text, kind, ..) = located(&format!("{HEAD}model {{\n  y ~ normal(mu, * 2);\n}}\n"));
    assert_eq!(kind, ErrorKind::Syntax);
    let want = "syntax error: expected an expression, found '*'\n --> bad.stan:4:18\n  |\n4 |   y ~ normal(mu, * 2);\n  |                  ^";
    assert_eq!(text, want);
}

#[test]
fn undeclared_variable() {
    let (text, kind, ..) = located(&format!("{HEAD}model {{\n  y ~ normal(mu2, 1);\n}}\n"));
    assert_eq!(kind, ErrorKind::Type);
    let want =
        "error: undeclared variable 'mu2'\n --> bad.stan:4:14\n  |\n4 |   y ~ normal(mu2, 1);\n  |              ^^^";
    assert_eq!(text, want);
}

#[test]
fn type_mismatch_in_initialization() {
    let (text, ..) = located(&format!("{HEAD}model {{\n  int n = mu;\n}}\n"));
    let want = "error: type mismatch: cannot initialize 'n' of type int with real\n --> bad.stan:4:11\n  |\n4 |   int n = mu;\n  |           ^^";
    assert_eq!(text, want);
}

#[test]
fn type_mismatch_in_an_operator() {
    let (text, ..) = located(&format!("{HEAD}model {{\n  target += y * y;\n}}\n"));
    let want = "error: type mismatch: * cannot combine vector and vector\n --> bad.stan:4:13\n  |\n4 |   target += y * y;\n  |             ^^^^^";
    assert_eq!(text, want);
}

#[test]
fn size_mismatch_known_once_data_is_bound() {
    let (text, ..) =
        located("data { int N; vector[N] y; }\nparameters { vector[N + 1] mu; }\nmodel {\n  y ~ normal(mu, 1);\n}\n");
    let want = "error: size mismatch: normal arguments have lengths 3 and 4\n --> bad.stan:4:3\n  |\n4 |   y ~ normal(mu, 1);\n  |   ^^^^^^^^^^^^^^^^^^";
    assert_eq!(text, want);
}

#[test]
fn unsupported_features_name_the_feature() {
    let (text, kind, ..) = located(&format!("{HEAD}model {{\n  y ~ normal(mu, 1);\n  while (1) {{ }}\n}}\n"));
    assert_eq!(kind, ErrorKind::Unsupported);
    let want = "error: not supported yet: 'while' statements\n --> bad.stan:5:3\n  |\n5 |   while (1) { }\n  |   ^^^^^";
    assert_eq!(text, want);
    let (text, ..) = located("#include foo.stan\nmodel { }\n");
    assert_eq!(
        text,
        "error: not supported yet: #include\n --> bad.stan:1:1\n  |\n1 | #include foo.stan\n  | ^^^^^^^^^^^^^^^^^"
    );
    let (text, ..) = located("parameters { unit_vector[3] theta; }\nmodel { }\n");
    assert!(text.starts_with("error: not supported yet: the type unit_vector\n --> bad.stan:1:14\n"), "{text}");
    let (text, ..) = located("parameters { real<offset=1> a; }\nmodel { }\n");
    assert!(text.starts_with("error: not supported yet: offset and multiplier\n --> bad.stan:1:19\n"), "{text}");
    let (text, ..) = located(&format!("{HEAD}model {{\n  mu ~ gamma(2, 2) T[0, ];\n}}\n"));
    assert!(text.starts_with("error: not supported yet: truncation of gamma\n --> bad.stan:4:8\n"), "{text}");
}

#[test]
fn unknown_distribution_and_function() {
    let (text, ..) = located(&format!("{HEAD}model {{\n  mu ~ foo(1);\n}}\n"));
    assert!(text.starts_with("error: unknown distribution 'foo'\n --> bad.stan:4:8\n"), "{text}");
    let (text, kind, ..) = located(&format!("{HEAD}model {{\n  target += bar(mu);\n}}\n"));
    assert_eq!(kind, ErrorKind::Unsupported);
    assert!(text.starts_with("error: not supported yet: the function 'bar'\n --> bad.stan:4:13\n"), "{text}");
}

#[test]
fn assignments_to_data_and_target_outside_the_model_are_errors() {
    let (text, ..) = located(&format!("{HEAD}model {{\n  y[1] = 2;\n}}\n"));
    assert!(text.starts_with("error: cannot assign to 'y': it is data\n --> bad.stan:4:3\n"), "{text}");
    let (text, ..) = located(&format!("{HEAD}generated quantities {{\n  target += 1;\n}}\n"));
    assert!(text.starts_with("error: 'target +=' can only be used in the model block\n"), "{text}");
}

#[test]
fn data_errors_name_the_variable() {
    let e = error("data { int N; vector[N] z; }\nmodel { }\n");
    assert_eq!(e.to_string(), "data variable 'z' is missing (the model expects shape [3])");
    let e = error("data { int N; array[N] int<lower=1> k; }\nmodel { }\n");
    assert_eq!(e.to_string(), "data variable 'k' is out of bounds: k[2] is 0, but must be greater than or equal to 1");
    let e = error("data { int N; array[N] int y; }\nmodel { }\n");
    assert_eq!(e.to_string(), "data variable 'y' has real values but the model expects int values");
}

/// Stan JSON's "NaN" and "Inf" are data like any other where no bound is declared; a bound
/// rejects NaN (it is not within any bound) and names the element, 1-based and row-major.
#[test]
fn nan_in_data_breaks_every_bound_and_the_element_is_named() {
    let compile = |decl: &str, json: &str| {
        let data = DataSet::from_json_str(json).unwrap();
        let src = format!("data {{ {decl} }}\nparameters {{ real mu; }}\nmodel {{ mu ~ normal(0, 1); }}\n");
        compile_stan(&src, "nan.stan", &data).map(|_| ()).map_err(|e| e.to_string())
    };
    let y = r#"{"y": [1, 2, "NaN"], "m": [[0, 0.5], [0, "Inf"]]}"#;
    assert_eq!(compile("vector[3] y;", y), Ok(()));
    assert_eq!(compile("array[3] real y; matrix[2, 2] m;", y), Ok(()));
    let want = "data variable 'y' is out of bounds: y[3] is NaN, but must be greater than or equal to 0";
    assert_eq!(compile("vector<lower=0>[3] y;", y), Err(want.to_string()));
    let want = "data variable 'y' is out of bounds: y[3] is NaN, but must be less than or equal to 5";
    assert_eq!(compile("array[3] real<upper=5> y;", y), Err(want.to_string()));
    let want = "data variable 'm' is out of bounds: m[2, 2] is Inf, but must be less than or equal to 1";
    assert_eq!(compile("matrix<lower=0, upper=1>[2, 2] m;", y), Err(want.to_string()));
    let e = compile("real<lower=0> x;", r#"{"x": "NaN"}"#).unwrap_err();
    assert_eq!(e, "data variable 'x' is out of bounds: x is NaN, but must be greater than or equal to 0");
}

#[test]
fn a_bounded_transformed_data_value_that_is_nan_is_located() {
    let src = "data { int N; vector[N] y; }\ntransformed data {\n  vector<lower=0>[N] z = sqrt(y);\n}\nmodel { }\n";
    let (text, kind, ..) = located(src);
    assert_eq!(kind, ErrorKind::Runtime);
    assert!(text.starts_with("runtime error: z[3] is NaN, but must be greater than or equal to 0\n"), "{text}");
}

/// A byte order mark, a NUL byte or a control character is named by its code point, and shows
/// as U+FFFD in the quoted line (one column, so the caret stays under it).
#[test]
fn invisible_characters_in_the_source_are_named_not_printed() {
    let (text, kind, line, column) = located("\u{feff}parameters { real mu; }\nmodel { }\n");
    assert_eq!((kind, line, column), (ErrorKind::Syntax, 1, 1));
    let want = "syntax error: unexpected byte order mark U+FEFF\n --> bad.stan:1:1\n  |\n1 | \u{fffd}parameters { real mu; }\n  | ^";
    assert_eq!(text, want);
    let (text, ..) = located("parameters { real mu; }\0\nmodel { }\n");
    let want = "syntax error: unexpected NUL byte U+0000\n --> bad.stan:1:24\n  |\n1 | parameters { real mu; }\u{fffd}\n  |                        ^";
    assert_eq!(text, want);
    let (text, ..) = located("parameters { real mu; }\nmodel { \u{7} }\n");
    assert!(text.starts_with("syntax error: unexpected control character U+0007\n"), "{text}");
    assert!(!text.contains('\u{7}'), "{text:?}");
}

#[test]
fn runtime_errors_in_transformed_data_are_located() {
    let src = "data { int N; vector[N] y; }\ntransformed data {\n  real z = y[N + 1];\n}\nmodel { }\n";
    let (text, kind, ..) = located(src);
    assert_eq!(kind, ErrorKind::Runtime);
    let want = "runtime error: index 4 out of range; expecting index to be between 1 and 3\n --> bad.stan:3:14\n  |\n3 |   real z = y[N + 1];\n  |              ^^^^^";
    assert_eq!(text, want);
}

/// The model of a Stan program on the test data.
fn model_of(src: &str) -> wgmc::Model {
    let data = DataSet::from_json_str(r#"{"N": 3, "y": [0.5, 1.0, -0.2], "k": [1, 0, 2]}"#).unwrap();
    compile_stan(src, "checks.stan", &data).unwrap_or_else(|e| panic!("{e}")).model().clone()
}

/// The error of sampling `src` briefly on the CPU.
fn sampling_error(src: &str) -> String {
    let model = model_of(src);
    let config = SamplerConfig { backend: BackendRequest::Cpu, chains: 2, warmup: 20, draws: 10, ..Default::default() };
    match Sampler::new(&model).config(config).run() {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn density_arguments_that_fail_on_data_are_errors_before_sampling() {
    let text = sampling_error("parameters { real mu; }\nmodel { mu ~ normal(0, -1); }\n");
    assert_eq!(text, "invalid data for a density: normal(y | mu, sigma): sigma is -1, but must be positive");
    let text = sampling_error("parameters { real<lower=0> s; }\nmodel { s ~ exponential(-1); }\n");
    assert!(text.ends_with("exponential(y | beta): beta is -1, but must be positive and finite"), "{text}");
    // An element of a data vector, by its 1-based index.
    let text = sampling_error(&format!("{HEAD}model {{\n  y ~ exponential(1);\n  mu ~ normal(0, 1);\n}}\n"));
    assert!(text.ends_with("exponential(y | beta): y is -0.2 (y[3]), but must be nonnegative"), "{text}");
    let text =
        sampling_error("data { int N; array[N] int k; }\nparameters { real a; }\nmodel { k ~ bernoulli_logit(a); }\n");
    assert!(text.ends_with("bernoulli_logit(n | alpha): n is 2 (k[3]), but must be in [0, 1]"), "{text}");
}

#[test]
fn a_check_under_a_branch_on_parameters_rejects_instead() {
    // Whether the density runs depends on mu: its check cannot run before sampling, so it
    // rejects the proposals that reach it (half the space here).
    let model =
        model_of("parameters { real mu; }\nmodel {\n  mu ~ normal(0, 1);\n  if (mu > 0) mu ~ normal(0, -1);\n}\n");
    wgmc::check_data(&model).expect("no check on data alone");
    let cpu = wgmc::CpuModel::new(&model);
    assert!(cpu.log_density(&[-0.5]).unwrap().is_finite());
    assert!(!cpu.log_density(&[0.5]).unwrap().is_finite());
}

#[test]
fn a_failed_initialisation_names_the_failing_argument() {
    let src = "parameters { real t; }\ntransformed parameters { real s = -exp(t); }\nmodel { 1 ~ normal(0, s); }\n";
    let text = sampling_error(src);
    assert!(text.contains("no initial point"), "{text}");
    assert!(text.contains("at the last try, normal(y | mu, sigma): sigma is -"), "{text}");
    assert!(text.ends_with("but must be positive"), "{text}");
}
