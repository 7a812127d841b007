//! `categorical`, `categorical_logit`, `softmax` and `log_softmax` in the Stan front end: the
//! mpmath references of `tests/fixtures/lpdf_reference.json` (outcome and parameters as data,
//! as parameters, and on the host), log densities of a model using every form on both
//! backends with gradients against the CPU's and finite differences, and Stan's argument
//! checks (data: errors naming the argument; parameters: −inf).

use crate::common;

use common::stan_cases::Case;
use serde_json::Value;
use wgmc::{compile_stan, CpuModel, DataSet};

/// `(name, args, lpmf)` of the fixture's categorical entries (args: the outcome, then K values).
fn references() -> Vec<(String, Vec<f64>, f64)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/lpdf_reference.json");
    let cases: Vec<Value> = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let number = |v: &Value| match v {
        Value::String(s) if s == "-inf" => f64::NEG_INFINITY,
        v => v.as_f64().expect("a number"),
    };
    let out: Vec<_> = cases
        .iter()
        .filter(|c| c["dist"].as_str().is_some_and(|d| d.starts_with("categorical")))
        .map(|c| {
            let args = c["args"].as_array().unwrap().iter().map(number).collect();
            (c["dist"].as_str().unwrap().to_string(), args, number(&c["lpdf"]))
        })
        .collect();
    assert!(out.len() >= 10, "{} categorical references", out.len());
    out
}

fn close(got: f64, want: f64) -> bool {
    got == want || (got - want).abs() <= 1e-13 * want.abs().max(1.0)
}

fn data(y: i64, x: &[f64]) -> DataSet {
    let mut d = DataSet::new();
    d.insert_int("y", vec![], vec![y]).unwrap();
    d.insert_int("K", vec![], vec![x.len() as i64]).unwrap();
    d.insert_real("x", vec![x.len()], x.to_vec()).unwrap();
    d
}

/// Every reference three ways: arguments as data (lowered on the host's counts), the vector
/// as a parameter (checked where it is read), and in generated quantities on the host.
#[test]
fn reference_values() {
    for (name, args, want) in references() {
        let (y, x) = (args[0] as i64, &args[1..]);
        let d = data(y, x);
        let as_data = format!("data {{ int y; int K; vector[K] x; }} model {{ target += {name}_lpmf(y | x); }}");
        let got = match compile_stan(&as_data, "data.stan", &d) {
            Ok(stan) => CpuModel::new(stan.model()).log_density(&[]).unwrap(),
            Err(_) => f64::NEG_INFINITY, // a data theta that is not a simplex: log(0) in the fixture
        };
        assert!(close(got, want), "{name}{args:?} (data): {got} vs {want}");

        let as_param =
            format!("data {{ int y; int K; }} parameters {{ vector[K] x; }} model {{ target += {name}_lpmf(y | x); }}");
        let stan = compile_stan(&as_param, "param.stan", &d).unwrap();
        let got = CpuModel::new(stan.model()).log_density(x).unwrap();
        assert!(close(got, want), "{name}{args:?} (parameter): {got} vs {want}");

        let gq = format!(
            "data {{ int y; int K; }} parameters {{ vector[K] x; }} model {{ }} \
             generated quantities {{ real lp = {name}_lpmf(y | x); }}"
        );
        let stan = compile_stan(&gq, "gq.stan", &d).unwrap();
        match stan.generated(x) {
            Ok(v) => assert!(close(v[0], want), "{name}{args:?} (host): {} vs {want}", v[0]),
            Err(e) => assert_eq!(want, f64::NEG_INFINITY, "{name}{args:?}: {e}"),
        }
    }
}

const DATA: &str = r#"{"N": 5, "K": 3, "y": [1, 3, 3, 2, 1]}"#;
const Y: [usize; 5] = [1, 3, 3, 2, 1];

fn log_softmax(x: &[f64]) -> Vec<f64> {
    let m = x.iter().fold(f64::NEG_INFINITY, |a, &b| a.max(b));
    let lse = m + x.iter().map(|v| (v - m).exp()).sum::<f64>().ln();
    x.iter().map(|v| v - lse).collect()
}

/// An int array outcome in `~`, one outcome per loop iteration (checked where read), the
/// partial credit model's `categorical(y + 1 | softmax(cumulative_sum(...)))` inside a user
/// function, and `log_softmax`.
const MODEL: Case = Case {
    source: "functions {
  real pcm(int y, real theta, vector beta) {
    vector[rows(beta) + 1] unsummed = append_row(rep_vector(0.0, 1), theta - beta);
    vector[rows(beta) + 1] probs = softmax(cumulative_sum(unsummed));
    return categorical_lpmf(y + 1 | probs);
  }
}
data { int N; int K; array[N] int<lower=1, upper=K> y; }
parameters { vector[K] beta; real theta; vector[K - 1] step; }
model {
  y ~ categorical_logit(beta);
  for (n in 1:N) {
    target += categorical_logit_lpmf(y[n] | 2 * beta);
    target += pcm(y[n] - 1, theta, step);
  }
  target += log_softmax(beta)[2] + sum(softmax(step));
}",
    data: DATA,
    density: |p| {
        let (beta, theta, step) = (&p[0..3], p[3], &p[3 + 1..6]);
        let lb = log_softmax(beta);
        let lb2 = log_softmax(&beta.iter().map(|b| 2.0 * b).collect::<Vec<_>>());
        let unsummed = [0.0, theta - step[0], theta - step[1]];
        let cum = [unsummed[0], unsummed[0] + unsummed[1], unsummed[0] + unsummed[1] + unsummed[2]];
        let lp_pcm = log_softmax(&cum);
        let per: f64 = Y.iter().map(|&y| lb[y - 1] + lb2[y - 1] + lp_pcm[y - 1]).sum();
        per + lb[1] + 1.0
    },
};

stan_cases! {
    categorical_model: MODEL;
}

fn error(source: &str, data: &str) -> String {
    let data = DataSet::from_json_str(data).unwrap();
    compile_stan(source, "bad.stan", &data).map(|_| ()).unwrap_err().to_string()
}

/// Data that breaks Stan's checks is an error naming the argument and the element.
#[test]
fn data_failures_name_the_argument() {
    let e = error(
        "data { array[3] int y; } parameters { vector[2] b; } model { y ~ categorical_logit(b); }",
        r#"{"y": [1, 3, 2]}"#,
    );
    assert!(e.contains("categorical_logit(y | beta): y[2] is 3, but must be in [1, 2]"), "{e}");
    let e = error("data { vector[2] t; } model { target += categorical_lpmf(1 | t); }", r#"{"t": [0.5, 0.6]}"#);
    assert!(e.contains("categorical(y | theta): theta sums to 1.1"), "{e}");
    let e = error("data { vector[2] t; } model { target += categorical_lpmf(1 | t); }", r#"{"t": [-0.5, 1.5]}"#);
    assert!(e.contains("theta[1] is -0.5, but must be nonnegative"), "{e}");
    let e = error("data { vector[2] b; } model { target += categorical_logit_lpmf(1 | b); }", r#"{"b": [0, "Inf"]}"#);
    assert!(e.contains("beta[2] is inf, but must be finite"), "{e}");
}

const REJECTS: &str = "data { int N; array[N] int y; }
parameters { vector<lower=0>[2] t; vector[2] b; }
model {
  target += categorical_lpmf(1 | t);
  for (n in 1:N) target += categorical_logit_lpmf(y[n] | b);
}";

// A theta that is not a simplex, and an outcome outside 1..K read in a loop, reject the point
// on both backends; a simplex theta and outcomes inside keep it.
backend_test!(failed_checks_are_minus_infinity, |compile, tol| {
    for (y, inside) in [("[1, 2, 2]", true), ("[1, 3, 2]", false), ("[0, 1, 1]", false)] {
        let data = DataSet::from_json_str(&format!(r#"{{"N": 3, "y": {y}}}"#)).unwrap();
        let stan = compile_stan(REJECTS, "rejects.stan", &data).unwrap();
        let Some(ev) = compile(stan.model()) else { return };
        let simplex = [0.25f64.ln(), 0.75f64.ln(), 0.3, -0.2];
        let not_simplex = [0.5f64.ln(), 0.75f64.ln(), 0.3, -0.2];
        let pts: Vec<f64> = simplex.iter().chain(&not_simplex).copied().collect();
        let (lp, _) = common::backends::eval(&ev, 4, &pts);
        let lb = log_softmax(&[0.3, -0.2]);
        let want = 0.25f64.ln() + simplex[0] + simplex[1] + lb[0] + 2.0 * lb[1];
        if inside {
            assert!(tol.logp_ok(lp[0], want), "{y}: {lp:?} vs {want}");
        } else {
            assert_eq!(lp[0], f64::NEG_INFINITY, "{y}: {lp:?}");
        }
        assert_eq!(lp[1], f64::NEG_INFINITY, "{y}: {lp:?}");
    }
});

/// `softmax` and `log_softmax` on the host (transformed data and generated quantities).
#[test]
fn softmax_on_the_host() {
    let src = "transformed data { vector[3] s = softmax([1, 2, 3]'); }
parameters { vector[3] b; } model { }
generated quantities { vector[3] p = softmax(b); vector[3] l = log_softmax(b); real t = sum(s); }";
    let stan = compile_stan(src, "host.stan", &DataSet::new()).unwrap();
    let b = [0.5, -1.0, 2.0];
    let got = stan.generated(&b).unwrap();
    let l = log_softmax(&b);
    for k in 0..3 {
        assert!(close(got[k], l[k].exp()) && close(got[3 + k], l[k]), "{got:?}");
    }
    assert!(close(got[6], 1.0), "{got:?}");
}
