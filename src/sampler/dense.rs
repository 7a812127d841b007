//! The dense and low-rank metrics (Stan's `dense_e`) as a change of coordinates.
//!
//! With the inverse metric Σ = A D Aᵀ (D diagonal), HMC and NUTS with the metric Σ on x are
//! HMC and NUTS with the diagonal metric D on y, x = A y, of the log density logp(A y) (whose
//! constant Jacobian is dropped, so that `lp__` stays the model's), with the gradient
//! Aᵀ ∇logp(x). The engines therefore keep their chains in y, run their diagonal-metric
//! transitions, and wrap only the
//! gradient call ([`Factored`] on the CPU, `shaders/sampler_dense.wgsl` and
//! `shaders/sampler_low_rank.wgsl` on the GPU). The host turns draws back into x before anything
//! reads them ([`to_model`]) and moves each chain into the new y when its metric changes
//! ([`engine_state`]).
//!
//! A is the lower Cholesky factor L of a dense Σ (with the unit diagonal metric), or the
//! low-rank metric's correction of its diagonal metric σ² (Σ = A diag(σ²) Aᵀ, [`FactorForm`]):
//! the latter costs `4 · dim` per correction and gradient instead of `dim²`, and nothing
//! where the estimate found no correction.

use super::engine::Engine;
use super::transition::Density;
use super::SampleError;
use std::cell::RefCell;
use std::ops::Range;

/// Most parameters a dense metric takes: warmup adds a `dim × dim` outer product per draw and
/// the kernel keeps `dim²` factor entries per chain.
pub const MAX_DENSE_DIM: usize = 512;

/// Most corrections a low-rank metric keeps (those whose eigenvalues lie farthest from 1):
/// the kernel holds `1 + rank + 2 · dim · rank` values per chain.
pub const MAX_LOW_RANK: usize = 64;

/// How a chain's factor A of its inverse metric is stored. The chain runs the diagonal metric
/// D of `inv_metric` in coordinates y, x = A y, so that its inverse metric on x is
/// Σ = A D Aᵀ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FactorForm {
    /// The lower Cholesky factor L of Σ, row-major `dim × dim`, with D = I: `dim²` work per
    /// gradient.
    Dense,
    /// The low-rank metric's `Σ = diag(σ) (I + Σⱼ (λⱼ − 1) vⱼ vⱼᵀ) diag(σ)` as D = σ² and
    /// `A = I + Σⱼ sⱼ pⱼ qⱼᵀ`, `sⱼ = √λⱼ − 1`, `pⱼ = σ ⊙ vⱼ`, `qⱼ = vⱼ / σ` (so that qⱼᵀ pₖ = δⱼₖ):
    /// the number of corrections n (≤ `rank`), the `rank` coefficients sⱼ (zeros after n), then
    /// per correction pⱼ and qⱼ (`dim` each). `4 · dim · n` work per gradient, none with n = 0.
    LowRank { rank: usize },
}

impl FactorForm {
    /// The low-rank form for `dim` parameters: room for at most [`MAX_LOW_RANK`] corrections.
    pub fn low_rank(dim: usize) -> FactorForm {
        FactorForm::LowRank { rank: dim.min(MAX_LOW_RANK) }
    }

    /// Values per chain.
    pub fn words(self, dim: usize) -> usize {
        match self {
            FactorForm::Dense => dim * dim,
            FactorForm::LowRank { rank } => 1 + rank + 2 * dim * rank,
        }
    }

    /// `chains` identity factors of `dim`.
    pub(crate) fn identity(self, chains: usize, dim: usize) -> Vec<f64> {
        let words = self.words(dim);
        let mut a = vec![0.0; chains * words];
        if self == FactorForm::Dense {
            for f in a.chunks_exact_mut(words.max(1)) {
                (0..dim).for_each(|i| f[i * dim + i] = 1.0);
            }
        }
        a
    }
}

/// Every chain's factor, one after another.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Factors<'a> {
    pub form: FactorForm,
    pub dim: usize,
    pub values: &'a [f64],
    /// Changes whenever `values` do (the GPU engines upload them again only then).
    pub generation: u64,
}

impl<'a> Factors<'a> {
    /// Chain `c`'s factor.
    pub fn chain(&self, c: usize) -> Factor<'a> {
        let w = self.form.words(self.dim);
        Factor { form: self.form, dim: self.dim, values: &self.values[c * w..(c + 1) * w] }
    }

    /// The factors of the chains `chains`.
    pub fn chains(&self, chains: Range<usize>) -> Factors<'a> {
        let w = self.form.words(self.dim);
        Factors { values: &self.values[chains.start * w..chains.end * w], ..*self }
    }
}

/// One chain's factor A.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Factor<'a> {
    pub form: FactorForm,
    pub dim: usize,
    pub values: &'a [f64],
}

impl Factor<'_> {
    /// The low-rank form's corrections (sⱼ, pⱼ, qⱼ).
    fn corrections(&self) -> impl Iterator<Item = (f64, &[f64], &[f64])> {
        let FactorForm::LowRank { rank } = self.form else { unreachable!("a low-rank factor") };
        let d = self.dim;
        let n = (self.values[0] as usize).min(rank);
        let columns = self.values[1 + rank..].chunks_exact(2 * d.max(1));
        self.values[1..1 + n].iter().zip(columns).map(move |(s, pq)| (*s, &pq[..d], &pq[d..]))
    }

    /// x = A y.
    pub fn mul(&self, y: &[f64], x: &mut [f64]) {
        if self.form == FactorForm::Dense {
            return lower_mul(self.values, y, x);
        }
        x.copy_from_slice(y);
        for (s, p, q) in self.corrections() {
            axpy(s * dot(q, y), p, x);
        }
    }

    /// g_y = Aᵀ g_x.
    pub fn t_mul(&self, gx: &[f64], gy: &mut [f64]) {
        if self.form == FactorForm::Dense {
            return lower_t_mul(self.values, gx, gy);
        }
        gy.copy_from_slice(gx);
        for (s, p, q) in self.corrections() {
            axpy(s * dot(p, gx), q, gy);
        }
    }

    /// y = A⁻¹ x: for the low-rank form `(I + Σⱼ (1/(1 + sⱼ) − 1) pⱼ qⱼᵀ) x`.
    pub fn solve(&self, x: &[f64]) -> Vec<f64> {
        if self.form == FactorForm::Dense {
            return lower_solve(self.values, x);
        }
        let mut y = x.to_vec();
        for (s, p, q) in self.corrections() {
            axpy((1.0 / (1.0 + s) - 1.0) * dot(q, x), p, &mut y);
        }
        y
    }

    /// The diagonal of Σ = A D Aᵀ for the diagonal metric `diag` (D) of the low-rank form:
    /// `Dᵢ (1 + Σⱼ ((1 + sⱼ)² − 1) pⱼᵢ qⱼᵢ)` (pⱼᵢ qⱼᵢ = vⱼᵢ²). (A dense Σ is kept whole.)
    pub fn sigma_diagonal(&self, diag: &[f64]) -> Vec<f64> {
        let mut out = vec![1.0; self.dim];
        for (s, p, q) in self.corrections() {
            let c = (1.0 + s) * (1.0 + s) - 1.0;
            out.iter_mut().zip(p.iter().zip(q)).for_each(|(o, (p, q))| *o += c * p * q);
        }
        out.iter_mut().zip(diag).for_each(|(o, m)| *o *= m);
        out
    }

    /// The inverse metric Σ = A D Aᵀ of the diagonal metric `diag` (D), row-major `dim × dim`.
    pub fn sigma(&self, diag: &[f64]) -> Vec<f64> {
        let d = self.dim;
        let mut sigma = vec![0.0; d * d];
        let (mut e, mut row, mut column) = (vec![0.0; d], vec![0.0; d], vec![0.0; d]);
        // Σ's column j is A D (Aᵀ eⱼ).
        for j in 0..d {
            e.fill(0.0);
            e[j] = 1.0;
            self.t_mul(&e, &mut row);
            row.iter_mut().zip(diag).for_each(|(r, m)| *r *= m);
            self.mul(&row, &mut column);
            for i in 0..d {
                sigma[i * d + j] = column[i];
            }
        }
        sigma
    }
}

fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(a, b)| a * b).sum()
}

/// y += a x.
fn axpy(a: f64, x: &[f64], y: &mut [f64]) {
    y.iter_mut().zip(x).for_each(|(y, x)| *y += a * x);
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
/// place.
pub(crate) fn to_model(factors: Factors, q: &mut [f64]) {
    let dim = factors.dim;
    let chains = factors.values.len() / factors.form.words(dim).max(1);
    let mut x = vec![0.0; dim];
    for (r, row) in q.chunks_exact_mut(dim.max(1)).enumerate() {
        factors.chain(r % chains).mul(row, &mut x);
        row.copy_from_slice(&x);
    }
}

/// Every chain's position, log density and gradient, as [`Engine::set_state`] takes them.
pub(crate) type EngineState = (Vec<f64>, Vec<f64>, Vec<f64>);

/// The chains' state at the model positions `x` in the engine's coordinates (y = A⁻¹ x, the
/// log density, g_y = Aᵀ ∇logp(x)), the log density and gradient evaluated afresh; with no
/// factors, the state at `x` itself.
pub(crate) fn engine_state(
    engine: &mut dyn Engine,
    x: &[f64],
    factors: Option<Factors>,
) -> Result<EngineState, SampleError> {
    let (logp, grad) = engine.evaluate(x)?;
    Ok(match factors {
        Some(factors) => to_engine(x, logp, &grad, factors),
        None => (x.to_vec(), logp, grad),
    })
}

/// The state at the model positions `x`, with the log density and gradient at them, in the
/// engine's coordinates of `factors`.
pub(crate) fn to_engine(x: &[f64], logp: Vec<f64>, grad: &[f64], factors: Factors) -> EngineState {
    let dim = factors.dim.max(1);
    let (mut y, mut gy) = (Vec::with_capacity(x.len()), vec![0.0; x.len()]);
    for (c, (xc, gc)) in x.chunks_exact(dim).zip(grad.chunks_exact(dim)).enumerate() {
        let a = factors.chain(c);
        y.extend(a.solve(xc));
        a.t_mul(gc, &mut gy[c * dim..(c + 1) * dim]);
    }
    (y, logp, gy)
}

/// A density in the coordinates y of the factor A: logp(A y), gradient Aᵀ ∇logp(A y).
pub(crate) struct Factored<'a> {
    pub inner: &'a dyn Density,
    pub factor: Factor<'a>,
    /// The model's point and gradient (reused between calls).
    pub scratch: RefCell<(Vec<f64>, Vec<f64>)>,
}

impl<'a> Factored<'a> {
    pub fn new(inner: &'a dyn Density, factor: Factor<'a>) -> Factored<'a> {
        let dim = factor.dim;
        Factored { inner, factor, scratch: RefCell::new((vec![0.0; dim], vec![0.0; dim])) }
    }
}

impl Density for Factored<'_> {
    fn logp_grad(&self, y: &[f64], grad: &mut [f64]) -> f64 {
        let (x, gx) = &mut *self.scratch.borrow_mut();
        self.factor.mul(y, x);
        let logp = self.inner.logp_grad(x, gx);
        self.factor.t_mul(gx, grad);
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
        let mut values = FactorForm::Dense.identity(2, 2);
        values[4..8].copy_from_slice(&[2.0, 0.0, 1.0, 3.0]);
        // two iterations of two chains
        let mut q = vec![1.0, 1.0, 1.0, 1.0, 2.0, 0.0, 0.0, 1.0];
        to_model(Factors { form: FactorForm::Dense, dim: 2, values: &values, generation: 0 }, &mut q);
        assert_eq!(q, vec![1.0, 1.0, 2.0, 4.0, 2.0, 0.0, 0.0, 3.0]);
    }

    /// A low-rank factor of `diag(σ) (I + Σ (λ − 1) v vᵀ) diag(σ)`: A D Aᵀ is that Σ, A⁻¹ undoes
    /// A, Aᵀ is A's transpose, and the identity factor (no corrections) changes nothing.
    #[test]
    fn low_rank_factors_multiply_solve_and_transpose() {
        let (d, rank) = (4, 3);
        let sigma = [0.5f64, 2.0, 1.0, 3.0];
        let (h, lambda) = (0.5, [9.0f64, 0.25]);
        let v = [[h, h, h, h], [h, -h, h, -h]];
        let mut values = vec![2.0, lambda[0].sqrt() - 1.0, lambda[1].sqrt() - 1.0, 0.0];
        for v in v {
            values.extend((0..d).map(|i| sigma[i] * v[i]));
            values.extend((0..d).map(|i| v[i] / sigma[i]));
        }
        values.resize(FactorForm::LowRank { rank }.words(d), 0.0);
        let a = Factor { form: FactorForm::LowRank { rank }, dim: d, values: &values };
        let diag: Vec<f64> = sigma.iter().map(|s| s * s).collect();
        let got = a.sigma(&diag);
        let on_diagonal = a.sigma_diagonal(&diag);
        assert!((0..d).all(|i| (on_diagonal[i] - got[i * d + i]).abs() < 1e-12));
        for i in 0..d {
            for j in 0..d {
                let inner =
                    f64::from(u8::from(i == j)) + (0..2).map(|k| (lambda[k] - 1.0) * v[k][i] * v[k][j]).sum::<f64>();
                assert!((got[i * d + j] - sigma[i] * inner * sigma[j]).abs() < 1e-12, "Σ[{i}][{j}]");
            }
        }
        let x = [0.3, -1.2, 2.5, 0.7];
        let y = a.solve(&x);
        let mut back = [0.0; 4];
        a.mul(&y, &mut back);
        assert!(back.iter().zip(x).all(|(b, x)| (b - x).abs() < 1e-12));
        let g = [1.0, 0.5, -2.0, 0.1];
        let mut at_g = [0.0; 4];
        a.t_mul(&g, &mut at_g);
        assert!((dot(&y, &at_g) - dot(&x, &g)).abs() < 1e-12);
        let identity = FactorForm::LowRank { rank }.identity(1, d);
        let one = Factor { values: &identity, ..a };
        assert_eq!(one.solve(&x), x.to_vec());
    }
}
