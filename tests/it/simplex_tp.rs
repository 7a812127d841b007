//! `simplex` transformed parameters (and arrays of them): assigned like vectors, checked at
//! the end of the block (non-negative, summing to 1), usable as dirichlet outcomes; log
//! densities against f64 computations on both backends, gradients against the CPU's and
//! finite differences, and −inf where the check fails.

use crate::common;

use common::stan_cases::Case;
use wgmc::{compile_stan, DataSet};

const TP: Case = Case {
    source: "parameters { simplex[3] a; array[2] simplex[2] b; real x; }
transformed parameters {
  simplex[3] s = a;
  array[2] simplex[2] t;
  t[1] = b[2];
  t[2] = b[1];
}
model {
  s ~ dirichlet([2, 3, 4]');
  target += dirichlet_lpdf(t[1] | [2, 2]');
  target += t[2, 1] * x - 0.5 * square(x);
}",
    data: "{}",
    density: |p| {
        let (a, ja) = common::simplex(&p[0..2]);
        let (b1, j1) = common::simplex(&p[2..3]);
        let (b2, j2) = common::simplex(&p[3..4]);
        let x = p[4];
        let dirichlet_kernel = a[0].ln() + 2.0 * a[1].ln() + 3.0 * a[2].ln();
        // log Γ(4) − 2 log Γ(2) = log 6.
        let t1 = 6f64.ln() + b2[0].ln() + b2[1].ln();
        ja + j1 + j2 + dirichlet_kernel + t1 + b1[0] * x - 0.5 * x * x
    },
};

stan_cases! {
    simplex_transformed_parameters: TP;
}

const NOT_SIMPLEX: &str = "parameters { vector<lower=0>[2] v; }
transformed parameters { simplex[2] s = v; }
model { }";

// A transformed parameter that is not a simplex rejects the point; one that is keeps it.
backend_test!(failed_simplex_check_is_minus_infinity, |compile, tol| {
    let stan = compile_stan(NOT_SIMPLEX, "tp.stan", &DataSet::new()).unwrap();
    let Some(ev) = compile(stan.model()) else { return };
    let (ok, negative) = ([0.25f64.ln(), 0.75f64.ln()], [0.5f64.ln(), 0.75f64.ln()]);
    let pts: Vec<f64> = ok.iter().chain(&negative).copied().collect();
    let (lp, _) = common::backends::eval(&ev, 2, &pts);
    assert!(tol.logp_ok(lp[0], ok[0] + ok[1]), "{lp:?}");
    assert_eq!(lp[1], f64::NEG_INFINITY, "{lp:?}");
});

#[test]
fn other_constrained_transformed_parameters_are_refused() {
    for ty in ["ordered[2]", "cholesky_factor_corr[2]", "positive_ordered[2]"] {
        let src = format!("parameters {{ real a; }} transformed parameters {{ {ty} s; }} model {{ }}");
        let e = compile_stan(&src, "bad.stan", &DataSet::new()).map(|_| ()).unwrap_err().to_string();
        assert!(e.contains("outside the parameters block"), "{ty}: {e}");
    }
}
