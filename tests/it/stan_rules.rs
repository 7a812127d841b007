//! Stan's rules, as stanc and CmdStan apply them: `_rng` only where random numbers may be
//! drawn, reserved identifiers, int bounds, int parameters; a NaN transformed parameter rejects
//! the point and an infinite data bound is no bound (both backends); `sd` of one element is 0;
//! a model without parameters runs as CmdStan's fixed_param sampler.

use std::path::PathBuf;

use wgmc::{compile_stan, DataSet};

use crate::common;
use common::cli::{text, wgmc};

fn compile_error(source: &str) -> String {
    match compile_stan(source, "p.stan", &DataSet::new()) {
        Ok(_) => panic!("compiled: {source}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn programs_stanc_refuses_are_refused_with_stan_words() {
    let cases = [
        ("parameters { real mu; } model { real z = normal_rng(0, 1); mu ~ normal(z, 1); }", "'normal_rng' can only"),
        ("parameters { real mu; } transformed parameters { real z = uniform_rng(0, 1); } model { }", "'uniform_rng'"),
        ("functions { real f(real x) { return normal_rng(x, 1); } } model { }", "'normal_rng' can only"),
        ("transformed data { real x__ = 1; }", "error: identifier 'x__' ends in '__'"),
        ("functions { real g__(real x) { return x; } } model { }", "error: identifier 'g__' ends in '__'"),
        ("functions { real g(real y__) { return y__; } } model { }", "error: identifier 'y__' ends in '__'"),
        ("data { int<lower=0.5> n; }", "error: the bounds of an int must be int, got real"),
        ("parameters { int k; }", "error: (transformed) parameters cannot be integers: 'k' is an int in parameters"),
        ("parameters { real a; } transformed parameters { int k = 1; }", "error: (transformed) parameters cannot"),
    ];
    for (source, want) in cases {
        let e = compile_error(source);
        assert!(e.starts_with(want) || e.contains(want), "{source}: {e}");
    }
    // Where stanc accepts them.
    let accepted = [
        "functions { real f_rng(real x) { return normal_rng(x, 1); } } transformed data { real z = f_rng(0); }",
        "parameters { real mu; } model { mu ~ normal(0, 1); } generated quantities { real z = normal_rng(mu, 1); }",
        "data { int<lower=0, upper=5> n; } model { int k = 2; }",
    ];
    let data = DataSet::from_json_str(r#"{"n": 3}"#).unwrap();
    for source in accepted {
        compile_stan(source, "p.stan", &data).unwrap_or_else(|e| panic!("{source}: {e}"));
    }
}

/// A transformed parameter that is NaN (here for mu ≤ 0) rejects the point: −inf.
const NAN_TP: &str = "parameters { real mu; }
transformed parameters { real t = mu; if (mu <= 0) t = not_a_number(); }
model { mu ~ normal(0, 1); }";

/// On the CPU an element left unassigned is NaN too, and rejects the point.
#[test]
fn an_unassigned_transformed_parameter_rejects_the_point_on_the_cpu() {
    let source = "parameters { real mu; }\ntransformed parameters { real t; if (mu > 0) t = mu; }\nmodel { }";
    let stan = compile_stan(source, "nan.stan", &DataSet::new()).unwrap();
    let cpu = common::backends::cpu(stan.model()).unwrap();
    let (lp, _) = common::backends::eval(&cpu, 1, &[-1.0, 1.0]);
    assert_eq!(lp, [f64::NEG_INFINITY, 0.0]);
}

backend_test!(a_nan_transformed_parameter_rejects_the_point, |compile, tol| {
    let stan = compile_stan(NAN_TP, "nan.stan", &DataSet::new()).unwrap();
    let Some(ev) = compile(stan.model()) else { return };
    let points = [-1.0, -0.1, 0.5, 1.5];
    let (lp, _) = common::backends::eval(&ev, 1, &points);
    for (i, &mu) in points.iter().enumerate() {
        if mu > 0.0 {
            assert!(tol.logp_ok(lp[i], -0.5 * mu * mu), "at {mu}: {}", lp[i]);
        } else {
            assert_eq!(lp[i], f64::NEG_INFINITY, "at {mu}");
        }
    }
});

// `lower = -inf` (and `upper = inf`) from data is no bound: the parameter is unconstrained,
// its log density the plain normal at any point (no Jacobian term).
backend_test!(an_infinite_data_bound_is_no_bound, |compile, tol| {
    let source = "data { real L; real U; } parameters { real<lower=L> x; real<lower=L, upper=U> y; }
model { x ~ normal(0, 1); y ~ normal(0, 1); }";
    let data = DataSet::from_json_str(r#"{"L": "-Inf", "U": "Infinity"}"#).unwrap();
    let stan = compile_stan(source, "inf.stan", &data).unwrap_or_else(|e| panic!("{e}"));
    let Some(ev) = compile(stan.model()) else { return };
    let points = [-3.0, 0.5, 1.0, -0.25];
    let (lp, _) = common::backends::eval(&ev, 2, &points);
    for (i, p) in points.chunks(2).enumerate() {
        let want = -0.5 * (p[0] * p[0] + p[1] * p[1]);
        assert!(tol.logp_ok(lp[i], want), "at {p:?}: {} vs {want}", lp[i]);
    }
});

// `sd` of one element is 0, in the model (both backends) and on the host.
backend_test!(sd_of_one_element_is_zero, |compile, tol| {
    let source = "transformed data { real s = sd([3.5]'); }
parameters { real mu; } model { vector[1] v = [mu]'; target += sd(v) + s - 0.5 * square(mu); }";
    let stan = compile_stan(source, "sd.stan", &DataSet::new()).unwrap_or_else(|e| panic!("{e}"));
    let Some(ev) = compile(stan.model()) else { return };
    let (lp, _) = common::backends::eval(&ev, 1, &[0.5, -2.0]);
    assert!(tol.logp_ok(lp[0], -0.125) && tol.logp_ok(lp[1], -2.0), "{lp:?}");
});

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wgmc-rules-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A model without parameters: generated quantities only, every chain `draws` rows with lp__
/// 0, the simulated values from their distribution.
#[test]
fn a_model_without_parameters_runs_as_fixed_param() {
    let dir = temp_dir("fixed");
    let model = dir.join("sim.stan");
    let source = "data { real m; }\ngenerated quantities {\n  real y = normal_rng(m, 1);\n  int k = 3;\n}\n";
    std::fs::write(&model, source).unwrap();
    let data = dir.join("sim.json");
    std::fs::write(&data, r#"{"m": 5}"#).unwrap();
    let out = dir.join("out");
    let args = ["sample", model.to_str().unwrap(), "--data", data.to_str().unwrap(), "--chains", "2"];
    let run = wgmc(&[&args[..], &["--draws", "400", "--seed", "4", "--output", out.to_str().unwrap()]].concat());
    assert!(run.status.success(), "{}", text(&run.stderr));
    for chain in ["chain_1.csv", "chain_2.csv"] {
        let body = std::fs::read_to_string(out.join(chain)).unwrap();
        let mut lines = body.lines().filter(|l| !l.starts_with('#'));
        let header: Vec<&str> = lines.next().unwrap().split(',').collect();
        let pos = |c: &str| header.iter().position(|h| *h == c).expect(c);
        let (lp, y, k) = (pos("lp__"), pos("y"), pos("k"));
        let rows: Vec<Vec<f64>> = lines.map(|l| l.split(',').map(|x| x.parse().unwrap()).collect()).collect();
        assert_eq!(rows.len(), 400, "{chain}");
        assert!(rows.iter().all(|r| r[lp] == 0.0 && r[k] == 3.0), "{chain}");
        let mean = rows.iter().map(|r| r[y]).sum::<f64>() / 400.0;
        // y ~ normal(5, 1): the mean of 400 draws is within 5 standard errors (0.05 each).
        assert!((mean - 5.0).abs() < 0.25, "{chain}: mean {mean}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
