//! `print`, `reject` and `fatal_error`: a rejection in the model or transformed parameters
//! makes the log density −inf on both backends (Stan rejects the proposal); in transformed
//! data and generated quantities it fails with its message and line; `print` writes to
//! stderr from the host, rate-limited.

use std::path::PathBuf;

use wgmc::{compile_stan, DataSet};

use crate::common;
use common::cli::{text, wgmc};

const REJECTING: &str = "functions {
  real checked(real x) {
    if (x > 1.5) fatal_error(\"x is \", x);
    return x;
  }
}
parameters { real mu; }
transformed parameters {
  real s = mu;
  if (s > 1) reject(\"s is too large: \", s);
}
model {
  print(\"mu = \", mu);
  target += -0.5 * square(checked(mu));
  if (mu < -1) reject(\"mu is too small\");
}";

/// Points on both sides of each rejection, with Stan's log density (−inf where rejected).
fn expected(mu: f64) -> f64 {
    if !(-1.0..=1.0).contains(&mu) {
        f64::NEG_INFINITY
    } else {
        -0.5 * mu * mu
    }
}

backend_test!(reject_makes_the_density_minus_infinity, |compile, tol| {
    let stan = compile_stan(REJECTING, "reject.stan", &DataSet::new()).unwrap_or_else(|e| panic!("{e}"));
    let Some(ev) = compile(stan.model()) else { return };
    let points = [-2.0, -1.2, -0.5, 0.0, 0.7, 1.2, 1.8];
    let (lp, g) = common::backends::eval(&ev, 1, &points);
    for (i, &mu) in points.iter().enumerate() {
        let want = expected(mu);
        if want.is_finite() {
            assert!(tol.logp_ok(lp[i], want), "at {mu}: {} vs {want}", lp[i]);
            assert!(tol.grad_ok(&g[i..=i], &[-mu], want), "at {mu}: gradient {}", g[i]);
        } else {
            assert_eq!(lp[i], f64::NEG_INFINITY, "at {mu}: rejected, so −inf");
        }
    }
});

fn compile_error(source: &str) -> String {
    match compile_stan(source, "p.stan", &DataSet::new()) {
        Ok(_) => panic!("compiled: {source}"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn reject_in_transformed_data_fails_with_its_message_and_line() {
    let e = compile_error("transformed data {\n  int n = 3;\n  if (n > 2) reject(\"n is \", n, \", want <= 2\");\n}\n");
    assert!(e.starts_with("runtime error: reject: n is 3, want <= 2\n"), "{e}");
    assert!(e.contains("p.stan:3:14"), "{e}");
    let e = compile_error("transformed data {\n  vector[2] v = [1, 2.5]';\n  fatal_error(\"v = \", v);\n}\n");
    assert!(e.starts_with("runtime error: fatal_error: v = [1,2.5]\n"), "{e}");
}

#[test]
fn reject_in_generated_quantities_fails_at_the_draw() {
    let source = "parameters { real mu; }\nmodel { mu ~ normal(0, 1); }\n\
        generated quantities {\n  real z = mu;\n  if (mu > 0) reject(\"mu = \", mu);\n}\n";
    let stan = compile_stan(source, "gq.stan", &DataSet::new()).unwrap();
    assert_eq!(stan.generated(&[-0.25]).unwrap(), [-0.25]);
    let e = stan.generated(&[0.5]).unwrap_err().to_string();
    assert!(e.starts_with("runtime error: reject: mu = 0.5\n"), "{e}");
    assert!(e.contains("gq.stan:5:15"), "{e}");
}

#[test]
fn printing_statements_are_parsed_and_checked_as_stan_does() {
    let cases = [
        ("model { reject(); }", "syntax error: reject needs at least one argument"),
        ("model { print(); }", "syntax error: print needs at least one argument"),
        ("model { print(\"a); }", "syntax error: unterminated string literal"),
        ("model { print(\"a\", undefined_x); }", "error: undeclared"),
        ("model { real x = \"a\"; }", "syntax error"),
        ("transformed data { int n = 2147483648; }", "syntax error: integer literal 2147483648 is too large"),
    ];
    for (source, want) in cases {
        let e = compile_error(source);
        assert!(e.starts_with(want), "{source}: {e}");
        assert!(!e.contains("string literals"), "{source}: {e}");
    }
    compile_stan("transformed data { int n = 2147483647; }", "p.stan", &DataSet::new()).unwrap();
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wgmc-print-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `print` in transformed data writes once; in generated quantities once per draw, but at
/// most 20 lines a second reach stderr.
#[test]
fn print_writes_to_stderr_rate_limited() {
    let dir = temp_dir("rate");
    let model = dir.join("p.stan");
    let source = "transformed data { print(\"tdata says \", {1, 2}); }\nparameters { real mu; }\n\
        model { mu ~ normal(0, 1); }\ngenerated quantities { print(\"draw of mu\"); }\n";
    std::fs::write(&model, source).unwrap();
    let out = dir.join("out");
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "1", "--warmup", "100"];
    let run = wgmc(&[&args[..], &["--draws", "500", "--seed", "3", "--output", out.to_str().unwrap()]].concat());
    let stderr = text(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    assert_eq!(stderr.matches("tdata says [1,2]\n").count(), 1, "{stderr}");
    let shown = stderr.matches("draw of mu\n").count();
    assert!((1..=40).contains(&shown), "{shown} of 500 lines shown: {stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}
