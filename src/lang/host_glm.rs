//! The GLM densities on the host (transformed data, generated quantities): the model block
//! desugars them to IR densities, the host computes their linear predictor `alpha + X * beta`
//! in f64 and sums the same density with every constant term.

use crate::ir::{lpdf_value, Dist};

use super::builtins::DistKind;
use super::value::Value;

/// `normal_id_glm_lpdf(y | X, alpha, beta, sigma)` or `bernoulli_logit_glm_lpmf(y | X, alpha,
/// beta)` of host values (`X` a matrix of N rows; `y`, `alpha` and `sigma` scalars or of size
/// N; `beta` of X's column count).
pub fn glm_lpdf(d: DistKind, a: &[Value]) -> Result<f64, String> {
    let (name, dist) = match d {
        DistKind::NormalIdGlm => ("normal_id_glm", Dist::Normal),
        DistKind::BernoulliLogitGlm => ("bernoulli_logit_glm", Dist::BernoulliLogit),
        _ => return Err("not a GLM".into()),
    };
    let (x, alpha, beta) = (&a[1], a[2].reals(), a[3].reals());
    let (n, k) = (x.shape[0], x.shape[1]);
    if beta.len() != k {
        return Err(format!("{name}: x has {k} columns, but beta has {} elements", beta.len()));
    }
    if alpha.len() != 1 && alpha.len() != n {
        return Err(format!("{name}: x has {n} rows, but alpha has {} elements", alpha.len()));
    }
    let xs = x.reals();
    let predictor: Vec<f64> = (0..n)
        .map(|i| {
            let dot: f64 = (0..k).map(|j| xs[i * k + j] * beta[j]).sum();
            alpha[if alpha.len() == 1 { 0 } else { i }] + dot
        })
        .collect();
    let y = a[0].reals();
    if y.len() != 1 && y.len() != n {
        return Err(format!("{name}: x has {n} rows, but y has {} elements", y.len()));
    }
    let mut args = vec![y, predictor];
    if dist == Dist::Normal {
        args.push(a[4].reals());
    }
    lpdf_value(dist, &args)
}
