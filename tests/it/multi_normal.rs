//! `multi_normal(y | mu, Sigma)` of a vector and of an array of vectors (Sigma's Cholesky
//! factor, then `multi_normal_cholesky`): log densities against the 2×2 closed form on both
//! backends, gradients against the CPU's and finite differences; and `multi_normal_rng` on
//! the host, whose draws have the given mean and covariance.

use crate::common;

use common::stan_cases::Case;
use wgmc::{compile_stan, DataSet, DrawKey};

const Y: [[f64; 2]; 3] = [[0.5, -1.0], [1.5, 0.2], [-0.3, 0.8]];
const LOG_TWO_PI: f64 = 1.837_877_066_409_345_5;

/// log N(x | mu, Sigma) for Sigma = [[s², ρ s], [ρ s, 1]], without the log 2π term.
fn kernel(x: [f64; 2], mu: [f64; 2], s: f64, rho: f64) -> f64 {
    let det = s * s * (1.0 - rho * rho);
    let (r1, r2) = (x[0] - mu[0], x[1] - mu[1]);
    let q = (r1 * r1 - 2.0 * rho * s * r1 * r2 + s * s * r2 * r2) / det;
    -0.5 * q - 0.5 * det.ln()
}

const MULTI_NORMAL: Case = Case {
    source: "data { array[3] vector[2] y; }
parameters { vector[2] mu; real<lower=0> s; real<lower=-1, upper=1> rho; vector[2] z; }
model {
  matrix[2, 2] S = [[square(s), rho * s], [rho * s, 1]];
  y ~ multi_normal(mu, S);
  target += multi_normal_lpdf(z | mu, S);
}",
    data: r#"{"y": [[0.5, -1.0], [1.5, 0.2], [-0.3, 0.8]]}"#,
    density: |p| {
        let (mu, u, v, z) = ([p[0], p[1]], p[2], p[3], [p[4], p[5]]);
        let (s, rho) = (u.exp(), 2.0 / (1.0 + (-v).exp()) - 1.0);
        let jacobian = u + 2f64.ln() - v - 2.0 * (-v).exp().ln_1p();
        let fit: f64 = Y.iter().map(|&y| kernel(y, mu, s, rho)).sum();
        jacobian + fit + kernel(z, mu, s, rho) - LOG_TWO_PI
    },
};

stan_cases! {
    multi_normal_of_vectors_and_arrays: MULTI_NORMAL;
}

/// 4000 draws of multi_normal_rng([1, −1], [[4, 1.2], [1.2, 1]]): means within 4 standard
/// errors, and the covariance within 4 of its standard errors (for normal draws, the sample
/// covariance of x and y has variance (σ_xy² + σ_x² σ_y²) / n).
#[test]
fn multi_normal_rng_has_its_mean_and_covariance() {
    let src = "parameters { real a; } model { a ~ normal(0, 1); }
generated quantities { vector[2] x = multi_normal_rng([1, -1]', [[4, 1.2], [1.2, 1]]); }";
    let stan = compile_stan(src, "rng.stan", &DataSet::new()).unwrap();
    let mut scope = stan.generated_scope();
    let n = 4000;
    let draws: Vec<Vec<f64>> = (0..n)
        .map(|draw| stan.generated_in(&mut scope, &[0.0], DrawKey { seed: 3, chain: 0, draw }).unwrap())
        .collect();
    let mean = |k: usize| draws.iter().map(|d| d[k]).sum::<f64>() / n as f64;
    let (m0, m1) = (mean(0), mean(1));
    let se = |var: f64| 4.0 * (var / n as f64).sqrt();
    assert!((m0 - 1.0).abs() < se(4.0) && (m1 + 1.0).abs() < se(1.0), "means {m0} {m1}");
    let cov = draws.iter().map(|d| (d[0] - m0) * (d[1] - m1)).sum::<f64>() / (n - 1) as f64;
    assert!((cov - 1.2).abs() < se(1.2 * 1.2 + 4.0), "covariance {cov}");
    let bad = "parameters { real a; } model { a ~ normal(0, 1); }
generated quantities { vector[2] x = multi_normal_rng([1, -1]', [[1, 2], [2, 1]]); }";
    let stan = compile_stan(bad, "bad.stan", &DataSet::new()).unwrap();
    let e = stan.generated(&[0.0]).unwrap_err().to_string();
    assert!(e.contains("multi_normal_rng") && e.contains("not positive definite"), "{e}");
}
