//! `corr_matrix` and `cov_matrix` transformed parameters, transformed data and generated
//! quantities, checked as Stan checks them (symmetric, positive definite, unit diagonal for
//! a correlation matrix), and `multiply_lower_tri_self_transpose`: log densities on both
//! backends (valid matrices built in f32 pass the checks; broken ones give −inf), gradients
//! against finite differences, and the host's errors naming the variable.

use crate::common;

use common::stan_cases::Case;
use wgmc::{compile_stan, DataSet};

/// The Cholesky factor of a 3×3 correlation matrix from its 3 free coordinates (tanh'd
/// canonical partial correlations, row by row) and the log-Jacobian of that transform.
fn factor3(y: &[f64]) -> ([[f64; 3]; 3], f64) {
    let z: Vec<f64> = y.iter().map(|v| v.tanh()).collect();
    let mut l = [[0.0; 3]; 3];
    l[0][0] = 1.0;
    l[1][0] = z[0];
    l[1][1] = (1.0 - z[0] * z[0]).sqrt();
    l[2][0] = z[1];
    l[2][1] = z[2] * (1.0 - z[1] * z[1]).sqrt();
    l[2][2] = (1.0 - l[2][0] * l[2][0] - l[2][1] * l[2][1]).sqrt();
    let logjac = z.iter().map(|z| (1.0 - z * z).ln()).sum::<f64>() + 0.5 * (1.0 - z[1] * z[1]).ln();
    (l, logjac)
}

/// Built from a Cholesky factor parameter: every point is valid on both backends.
const VALID: Case = Case {
    source: "data { matrix[3, 3] M; }
transformed data { cov_matrix[3] H = multiply_lower_tri_self_transpose(M); }
parameters { cholesky_factor_corr[3] L; }
transformed parameters {
  corr_matrix[3] Omega = multiply_lower_tri_self_transpose(L);
  cov_matrix[3] S = 4 * Omega;
}
model { target += Omega[2, 1] + S[3, 2] - Omega[1, 3] + S[3, 3] + H[3, 2]; }",
    data: r#"{"M": [[2, 9, 9], [1, 3, 9], [0.5, -1, 1]]}"#,
    density: |p| {
        let (l, logjac) = factor3(p);
        let omega = |i: usize, j: usize| (0..3).map(|k| l[i][k] * l[j][k]).sum::<f64>();
        // H = M_low M_low': H[3, 2] = 0.5·1 + (−1)·3.
        logjac + omega(1, 0) + 4.0 * omega(2, 1) - omega(0, 2) + 4.0 + (0.5 - 3.0)
    },
};

stan_cases! {
    corr_and_cov_transformed_parameters: VALID;
}

/// Each model's log density at a point where its matrix is valid, and −inf at one where not.
const BROKEN: [(&str, f64, f64); 3] = [
    // Not positive definite for |r| ≥ 1.
    (
        "parameters { real<lower=-2, upper=2> r; }
transformed parameters { corr_matrix[2] C = [[1, r], [r, 1]]; }
model { }",
        0.3,
        1.6,
    ),
    // Not symmetric unless r = 0.25 (held exactly by the unconstrained point 0).
    (
        "parameters { real<lower=0, upper=0.5> r; }
transformed parameters { cov_matrix[2] S = [[1, r], [0.25, 1]]; }
model { }",
        0.0,
        0.4,
    ),
    // A diagonal other than 1 (s = exp(0) = 1 exactly at 0).
    (
        "parameters { real<lower=0> s; }
transformed parameters { corr_matrix[2] C = [[s, 0], [0, 1]]; }
model { }",
        0.0,
        0.5,
    ),
];

backend_test!(broken_matrices_are_minus_infinity, |compile, _tol| {
    for (source, inside, outside) in BROKEN {
        let stan = compile_stan(source, "broken.stan", &DataSet::new()).unwrap();
        let Some(ev) = compile(stan.model()) else { return };
        let (lp, _) = common::backends::eval(&ev, 1, &[inside, outside]);
        assert!(lp[0].is_finite(), "{source}: {lp:?}");
        assert_eq!(lp[1], f64::NEG_INFINITY, "{source}: {lp:?}");
    }
});

/// On the host: a generated correlation matrix from the factor, and errors naming the
/// variable for broken ones in generated quantities and transformed data.
#[test]
fn host_checks_name_the_variable() {
    let src = "parameters { cholesky_factor_corr[2] L; } model { }
generated quantities { corr_matrix[2] Omega = multiply_lower_tri_self_transpose(L); }";
    let stan = compile_stan(src, "gq.stan", &DataSet::new()).unwrap();
    let got = stan.generated(&[1.0, 0.0, 0.6, 0.8]).unwrap();
    assert!(got.iter().zip([1.0, 0.6, 0.6, 1.0]).all(|(a, b)| (a - b).abs() < 1e-15), "{got:?}");

    let src = "parameters { real r; } model { }
generated quantities { corr_matrix[2] bad = [[1, r], [r, 1]]; }";
    let stan = compile_stan(src, "gq.stan", &DataSet::new()).unwrap();
    assert!(stan.generated(&[0.5]).is_ok());
    let e = stan.generated(&[2.0]).unwrap_err().to_string();
    assert!(e.contains("bad is not positive definite"), "{e}");

    let src = "transformed data { cov_matrix[2] T = [[1, 0.5], [0.4, 1]]; } parameters { real r; } model { }";
    let e = compile_stan(src, "td.stan", &DataSet::new()).map(|_| ()).unwrap_err().to_string();
    assert!(e.contains("T is not symmetric: T[2, 1] = 0.4, T[1, 2] = 0.5"), "{e}");
    let src = "transformed data { corr_matrix[2] T = [[2, 0], [0, 1]]; } parameters { real r; } model { }";
    let e = compile_stan(src, "td.stan", &DataSet::new()).map(|_| ()).unwrap_err().to_string();
    assert!(e.contains("T[1, 1] is 2, but the diagonal of a correlation matrix must be 1"), "{e}");
}

#[test]
fn parameters_of_these_types_are_not_supported_yet() {
    for ty in ["corr_matrix[2]", "cov_matrix[2]"] {
        let src = format!("parameters {{ {ty} m; }} model {{ }}");
        let e = compile_stan(&src, "p.stan", &DataSet::new()).map(|_| ()).unwrap_err().to_string();
        assert!(e.contains("corr_matrix and cov_matrix parameters"), "{ty}: {e}");
    }
}
