//! The dense metric (Stan's `dense_e`) as a change of coordinates.
//!
//! With the inverse metric Σ = L Lᵀ (L its lower Cholesky factor), HMC and NUTS with the metric
//! Σ on x are HMC and NUTS with the unit metric on y, x = L y, of the log density logp(L y)
//! (whose constant Jacobian is dropped, so that `lp__` stays the model's), with the gradient
//! Lᵀ ∇logp(x). The engines therefore keep their chains in y, run their unit-metric
//! transitions, and wrap only the gradient call ([`Factored`] on the CPU,
//! `shaders/sampler_dense.wgsl` on the GPU). The host turns draws back into x before anything
//! reads them ([`to_model`]) and moves each chain into the new y when its metric changes
//! ([`engine_state`]).
//!
//! Factors are row-major `dim × dim` lower-triangular matrices, one per chain.

use super::engine::Engine;
use super::transition::Density;
use super::SampleError;
use std::cell::RefCell;

/// Most parameters a dense metric takes: warmup adds a `dim × dim` outer product per draw and
/// the kernel keeps `dim²` factor entries per chain.
pub const MAX_DENSE_DIM: usize = 512;

/// `chains` identity factors of `dim × dim`.
pub(crate) fn identity(chains: usize, dim: usize) -> Vec<f64> {
    let mut l = vec![0.0; chains * dim * dim];
    for c in 0..chains {
        for i in 0..dim {
            l[c * dim * dim + i * dim + i] = 1.0;
        }
    }
    l
}

/// The lower Cholesky factor of the symmetric positive definite `a` (row-major `n × n`); None
/// if `a` is not positive definite (or not finite).
pub fn cholesky(a: &[f64], n: usize) -> Option<Vec<f64>> {
    let mut l = vec![0.0; n * n];
    for i in 0..n {
        for j in 0..=i {
            let s: f64 = (0..j).map(|k| l[i * n + k] * l[j * n + k]).sum();
            let v = a[i * n + j] - s;
            if i == j {
                if !(v > 0.0 && v.is_finite()) {
                    return None;
                }
                l[i * n + i] = v.sqrt();
            } else {
                l[i * n + j] = v / l[j * n + j];
            }
        }
    }
    Some(l)
}

/// x = L y.
pub(crate) fn lower_mul(l: &[f64], y: &[f64], x: &mut [f64]) {
    let n = y.len();
    for (i, xi) in x.iter_mut().enumerate() {
        *xi = l[i * n..i * n + i + 1].iter().zip(y).map(|(a, b)| a * b).sum();
    }
}

/// g_y = Lᵀ g_x.
pub(crate) fn lower_t_mul(l: &[f64], gx: &[f64], gy: &mut [f64]) {
    let n = gx.len();
    for (j, gj) in gy.iter_mut().enumerate() {
        *gj = (j..n).map(|i| l[i * n + j] * gx[i]).sum();
    }
}

/// y = L⁻¹ x (forward substitution).
pub(crate) fn lower_solve(l: &[f64], x: &[f64]) -> Vec<f64> {
    let n = x.len();
    let mut y = vec![0.0; n];
    for i in 0..n {
        let s: f64 = (0..i).map(|k| l[i * n + k] * y[k]).sum();
        y[i] = (x[i] - s) / l[i * n + i];
    }
    y
}

/// Turns engine draws (rows of `dim`, row r of chain `r % chains`) into model coordinates in
/// place, `factors` holding every chain's L.
pub(crate) fn to_model(factors: &[f64], dim: usize, q: &mut [f64]) {
    let chains = factors.len() / (dim * dim).max(1);
    let mut x = vec![0.0; dim];
    for (r, row) in q.chunks_exact_mut(dim).enumerate() {
        let c = r % chains;
        lower_mul(&factors[c * dim * dim..(c + 1) * dim * dim], row, &mut x);
        row.copy_from_slice(&x);
    }
}

/// Every chain's position, log density and gradient, as [`Engine::set_state`] takes them.
pub(crate) type EngineState = (Vec<f64>, Vec<f64>, Vec<f64>);

/// The chains' state at the model positions `x` in the engine's coordinates (y = L⁻¹ x, the
/// log density, g_y = Lᵀ ∇logp(x)), the log density and gradient evaluated afresh; with no
/// factors, the state at `x` itself.
pub(crate) fn engine_state(
    engine: &mut dyn Engine,
    x: &[f64],
    factors: Option<&[f64]>,
    dim: usize,
) -> Result<EngineState, SampleError> {
    let (logp, grad) = engine.evaluate(x)?;
    Ok(match factors {
        Some(factors) => to_engine(x, logp, &grad, factors, dim),
        None => (x.to_vec(), logp, grad),
    })
}

/// The state at the model positions `x`, with the log density and gradient at them, in the
/// engine's coordinates of `factors`.
pub(crate) fn to_engine(x: &[f64], logp: Vec<f64>, grad: &[f64], factors: &[f64], dim: usize) -> EngineState {
    let (mut y, mut gy) = (Vec::with_capacity(x.len()), vec![0.0; x.len()]);
    for (c, (xc, gc)) in x.chunks_exact(dim).zip(grad.chunks_exact(dim)).enumerate() {
        let l = &factors[c * dim * dim..(c + 1) * dim * dim];
        y.extend(lower_solve(l, xc));
        lower_t_mul(l, gc, &mut gy[c * dim..(c + 1) * dim]);
    }
    (y, logp, gy)
}

/// A density in the coordinates y of the factor L: logp(L y), gradient Lᵀ ∇logp(L y).
pub(crate) struct Factored<'a> {
    pub inner: &'a dyn Density,
    pub factor: &'a [f64],
    /// The model's point and gradient (reused between calls).
    pub scratch: RefCell<(Vec<f64>, Vec<f64>)>,
}

impl<'a> Factored<'a> {
    pub fn new(inner: &'a dyn Density, factor: &'a [f64], dim: usize) -> Factored<'a> {
        Factored { inner, factor, scratch: RefCell::new((vec![0.0; dim], vec![0.0; dim])) }
    }
}

impl Density for Factored<'_> {
    fn logp_grad(&self, y: &[f64], grad: &mut [f64]) -> f64 {
        let (x, gx) = &mut *self.scratch.borrow_mut();
        lower_mul(self.factor, y, x);
        let logp = self.inner.logp_grad(x, gx);
        lower_t_mul(self.factor, gx, grad);
        logp
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cholesky_solves_and_transposes_agree() {
        let a = [4.0, 2.0, 0.4, 2.0, 5.0, 1.0, 0.4, 1.0, 3.0];
        let l = cholesky(&a, 3).unwrap();
        for i in 0..3 {
            for j in 0..3 {
                let llt: f64 = (0..3).map(|k| l[i * 3 + k] * l[j * 3 + k]).sum();
                assert!((llt - a[i * 3 + j]).abs() < 1e-12);
                if j > i {
                    assert_eq!(l[i * 3 + j], 0.0);
                }
            }
        }
        let x = [0.3, -1.2, 2.5];
        let y = lower_solve(&l, &x);
        let mut back = [0.0; 3];
        lower_mul(&l, &y, &mut back);
        assert!(back.iter().zip(x).all(|(b, x)| (b - x).abs() < 1e-12));
        // yᵀ (Lᵀ g) = (L y)ᵀ g
        let g = [1.0, 0.5, -2.0];
        let mut lt_g = [0.0; 3];
        lower_t_mul(&l, &g, &mut lt_g);
        let lhs: f64 = y.iter().zip(lt_g).map(|(a, b)| a * b).sum();
        let rhs: f64 = x.iter().zip(g).map(|(a, b)| a * b).sum();
        assert!((lhs - rhs).abs() < 1e-12);
        assert!(cholesky(&[1.0, 2.0, 2.0, 1.0], 2).is_none());
    }

    #[test]
    fn draws_of_each_chain_use_its_own_factor() {
        let mut factors = identity(2, 2);
        factors[4..8].copy_from_slice(&[2.0, 0.0, 1.0, 3.0]);
        // two iterations of two chains
        let mut q = vec![1.0, 1.0, 1.0, 1.0, 2.0, 0.0, 0.0, 1.0];
        to_model(&factors, 2, &mut q);
        assert_eq!(q, vec![1.0, 1.0, 2.0, 4.0, 2.0, 0.0, 0.0, 3.0]);
    }
}
