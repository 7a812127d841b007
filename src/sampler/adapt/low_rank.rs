//! The low-rank metric: a diagonal inverse metric corrected along the few directions where the
//! window's draws and gradients say it is most wrong, as nutpie estimates it (Seyboldt et al.,
//! the "low-rank modified mass matrix" of nuts-rs; re-derived here, no code copied).
//!
//! From `n` draws `x` and the gradients `g = ∇log p(x)` at them:
//!
//! 1. the diagonal `D = diag(σ²)`, the gradient-based estimate `sqrt(var(x) / var(g))` of
//!    [`fisher_diagonal`]; in the scaled coordinates `x̃ = (x − x̄)/σ`, `g̃ = (g − ḡ) σ` the
//!    diagonal is the identity;
//! 2. a basis `Q` of the span of the scaled draws and gradients (the identity when `2n ≥ d`, else
//!    the left singular vectors of `[x̃ g̃]`);
//! 3. in that basis, `A = Qᵀ x̃ᵀ x̃ Q + γ I` and `B = Qᵀ g̃ᵀ g̃ Q + γ I` and their SPD geometric
//!    mean `M = A # B⁻¹ = B^-½ (B^½ A B^½)^½ B^-½`, the unique SPD `M` with `M B M = A`. For a
//!    Gaussian with covariance `Σ`, `g = −Σ⁻¹(x − x̄)`, so `B = Σ⁻¹ A Σ⁻¹` and `M = Σ` exactly
//!    once the draws span the space (more draws than dimensions); with fewer, `M` is an
//!    approximation in which the gradients add the curvature along the directions the draws
//!    explore (the tests measure both cases);
//! 4. the eigenvectors `v` of `M` whose eigenvalues `λ` lie outside `[1/c, c]` (`c` =
//!    [`LOW_RANK_CUTOFF`], 2 as nutpie) are the corrections: `Σ = diag(σ) (I + Σ_v (λ − 1) v vᵀ)
//!    diag(σ)`, the identity (the diagonal) elsewhere.
//!
//! The result runs as the diagonal metric σ² with the factor `A = I + Σ_v (√λ − 1) (σ ⊙ v) (v / σ)ᵀ`,
//! `Σ = A diag(σ²) Aᵀ` (`dense.rs`, `FactorForm::LowRank`), whose cost per gradient grows with the
//! number of corrections, at most [`MAX_LOW_RANK`](crate::sampler::MAX_LOW_RANK) of them (those
//! farthest from 1).

use std::collections::VecDeque;

use nalgebra::{DMatrix, SymmetricEigen};

use super::{fisher_diagonal, Welford};

/// Eigenvalues of the scaled estimate within `[1/c, c]` keep the diagonal (nutpie's cutoff).
pub const LOW_RANK_CUTOFF: f64 = 2.0;
/// The ridge added to both scaled sums of squares (nutpie's γ): keeps them invertible where
/// the draws span fewer directions than the basis.
const RIDGE: f64 = 1e-5;

/// The draws and gradients of one metric window (one chain's, or all chains' pooled), the
/// most recent `cap` of them.
#[derive(Clone, Debug)]
pub struct LowRankWindow {
    dim: usize,
    cap: usize,
    draws: VecDeque<Vec<f64>>,
    grads: VecDeque<Vec<f64>>,
}

impl LowRankWindow {
    /// An empty window of `dim`-vectors keeping at most `cap` (at least 3) draws.
    pub fn new(dim: usize, cap: usize) -> Self {
        LowRankWindow { dim, cap: cap.max(3), draws: VecDeque::new(), grads: VecDeque::new() }
    }

    /// Adds a draw and the gradient at it (ignored unless both have `dim` finite values); the
    /// oldest pair goes when the window is full.
    pub fn add(&mut self, x: &[f64], g: &[f64]) {
        let ok = |v: &[f64]| v.len() == self.dim && v.iter().all(|a| a.is_finite());
        if !(ok(x) && ok(g)) {
            return;
        }
        if self.draws.len() == self.cap {
            self.draws.pop_front();
            self.grads.pop_front();
        }
        self.draws.push_back(x.to_vec());
        self.grads.push_back(g.to_vec());
    }

    /// Draws held.
    fn len(&self) -> usize {
        self.draws.len()
    }

    /// Forgets the window (at its end).
    pub fn reset(&mut self) {
        self.draws.clear();
        self.grads.clear();
    }

    /// The estimate: σ and the corrections; None with fewer than three draws or where a
    /// decomposition fails.
    pub fn estimate(&self) -> Option<LowRankEstimate> {
        if self.len() < 3 {
            return None;
        }
        let sigma: Vec<f64> = self.diagonal()?.iter().map(|v| v.sqrt()).collect();
        let (xs, gs) = (self.scaled(&self.draws, &sigma, false), self.scaled(&self.grads, &sigma, true));
        let q = basis(&xs, &gs)?;
        let (a, b) = (gram(&(&xs * &q)), gram(&(&gs * &q)));
        let m = geometric_mean(&a, &b)?;
        let eig = SymmetricEigen::try_new(m, f64::EPSILON, 0)?;
        if !eig.eigenvalues.iter().all(|l| *l > 0.0 && l.is_finite()) {
            return None;
        }
        let mut corrections = Vec::new();
        for (j, &lambda) in eig.eigenvalues.iter().enumerate() {
            if !(1.0 / LOW_RANK_CUTOFF..=LOW_RANK_CUTOFF).contains(&lambda) {
                let v = &q * eig.eigenvectors.column(j);
                corrections.push((lambda, v.iter().copied().collect::<Vec<f64>>()));
            }
        }
        corrections.sort_by(|a, b| b.0.ln().abs().total_cmp(&a.0.ln().abs()));
        let finite = sigma.iter().chain(corrections.iter().flat_map(|(_, v)| v)).all(|v| v.is_finite());
        finite.then_some(LowRankEstimate { sigma, corrections })
    }

    /// The diagonal σ² of step 1.
    fn diagonal(&self) -> Option<Vec<f64>> {
        let (mut wx, mut wg) = (Welford::new(self.dim), Welford::new(self.dim));
        for (x, g) in self.draws.iter().zip(&self.grads) {
            wx.add(x);
            wg.add(g);
        }
        fisher_diagonal(&wx, &wg)
    }

    /// `n × d`: the rows centred and divided by σ (draws) or multiplied by it (gradients).
    fn scaled(&self, rows: &VecDeque<Vec<f64>>, sigma: &[f64], times: bool) -> DMatrix<f64> {
        let n = rows.len();
        let mean: Vec<f64> = (0..self.dim).map(|i| rows.iter().map(|r| r[i]).sum::<f64>() / n as f64).collect();
        DMatrix::from_fn(n, self.dim, |r, i| {
            let c = rows[r][i] - mean[i];
            if times {
                c * sigma[i]
            } else {
                c / sigma[i]
            }
        })
    }
}

/// A low-rank estimate of the inverse metric, `Σ = diag(σ) (I + Σ_v (λ − 1) v vᵀ) diag(σ)`.
#[derive(Clone, Debug)]
pub struct LowRankEstimate {
    /// The diagonal scale σ (the square root of the gradient-based diagonal).
    pub sigma: Vec<f64>,
    /// The corrections: eigenvalues λ and orthonormal eigenvectors `v` in the scaled
    /// coordinates, those farthest from 1 (in `|ln λ|`) first.
    pub corrections: Vec<(f64, Vec<f64>)>,
}

impl LowRankEstimate {
    /// The diagonal metric σ² and the values of the factor `I + Σ_v (√λ − 1) (σ ⊙ v) (v / σ)ᵀ`
    /// with room for `rank` corrections (`FactorForm::LowRank { rank }`): the first `rank`
    /// of them, zeros after.
    pub fn factor(&self, rank: usize) -> (Vec<f64>, Vec<f64>) {
        let d = self.sigma.len();
        let kept = &self.corrections[..rank.min(self.corrections.len())];
        let mut values = vec![kept.len() as f64];
        values.extend(kept.iter().map(|(lambda, _)| lambda.sqrt() - 1.0));
        values.resize(1 + rank, 0.0);
        for (_, v) in kept {
            values.extend(v.iter().zip(&self.sigma).map(|(v, s)| v * s));
            values.extend(v.iter().zip(&self.sigma).map(|(v, s)| v / s));
        }
        values.resize(1 + rank + 2 * d * rank, 0.0);
        (self.sigma.iter().map(|s| s * s).collect(), values)
    }

    /// Σ with every correction, row-major `dim × dim`.
    #[cfg(test)]
    pub fn covariance(&self) -> Vec<f64> {
        let d = self.sigma.len();
        let mut out = vec![0.0; d * d];
        for i in 0..d {
            for j in 0..=i {
                let inner = f64::from(u8::from(i == j))
                    + self.corrections.iter().map(|(lambda, v)| (lambda - 1.0) * v[i] * v[j]).sum::<f64>();
                out[i * d + j] = self.sigma[i] * inner * self.sigma[j];
                out[j * d + i] = out[i * d + j];
            }
        }
        out
    }
}

/// Step 2: `d × k` orthonormal columns spanning the rows of `xs` and `gs` (`n × d` each).
fn basis(xs: &DMatrix<f64>, gs: &DMatrix<f64>) -> Option<DMatrix<f64>> {
    let (n, d) = xs.shape();
    if 2 * n >= d {
        return Some(DMatrix::identity(d, d));
    }
    let stacked = DMatrix::from_fn(d, 2 * n, |i, j| if j < n { xs[(j, i)] } else { gs[(j - n, i)] });
    stacked.try_svd(true, false, f64::EPSILON, 0)?.u
}

/// `pᵀ p + γ I`.
fn gram(p: &DMatrix<f64>) -> DMatrix<f64> {
    let k = p.ncols();
    p.transpose() * p + DMatrix::identity(k, k) * RIDGE
}

/// `f(s)` of the symmetric positive definite `s`, through its eigendecomposition; None unless
/// every eigenvalue is positive and finite.
fn spd_map(s: &DMatrix<f64>, f: impl Fn(f64) -> f64) -> Option<DMatrix<f64>> {
    let eig = SymmetricEigen::try_new(s.clone(), f64::EPSILON, 0)?;
    if !eig.eigenvalues.iter().all(|l| l.is_finite() && *l > 0.0) {
        return None;
    }
    let v = &eig.eigenvectors;
    let scaled = DMatrix::from_fn(v.nrows(), v.ncols(), |i, j| v[(i, j)] * f(eig.eigenvalues[j]));
    Some(scaled * v.transpose())
}

/// Step 3: `A # B⁻¹ = B^-½ (B^½ A B^½)^½ B^-½`, symmetrised.
fn geometric_mean(a: &DMatrix<f64>, b: &DMatrix<f64>) -> Option<DMatrix<f64>> {
    let root = spd_map(b, f64::sqrt)?;
    let inv_root = spd_map(b, |l| 1.0 / l.sqrt())?;
    let inner = spd_map(&(&root * a * &root), f64::sqrt)?;
    let m = &inv_root * inner * &inv_root;
    Some((&m + m.transpose()) * 0.5)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sampler::adapt::test_normal as normal;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// A Gaussian's covariance: `diag(s) (I + (λ − 1) u uᵀ) diag(s)` with a unit `u`, and its
    /// inverse; draws are `μ + diag(s)(z + (√λ − 1)(u·z) u)`.
    struct Gaussian {
        s: Vec<f64>,
        u: Vec<f64>,
        lambda: f64,
    }

    impl Gaussian {
        fn new(d: usize, lambda: f64) -> Gaussian {
            let s: Vec<f64> = (0..d).map(|i| 0.1 + i as f64 * 0.3).collect();
            let raw: Vec<f64> = (0..d).map(|i| 1.0 + (i % 3) as f64).collect();
            let norm = raw.iter().map(|x| x * x).sum::<f64>().sqrt();
            Gaussian { s, u: raw.iter().map(|x| x / norm).collect(), lambda }
        }

        fn cov(&self, i: usize, j: usize) -> f64 {
            let inner = f64::from(u8::from(i == j)) + (self.lambda - 1.0) * self.u[i] * self.u[j];
            self.s[i] * inner * self.s[j]
        }

        /// A draw and the gradient of the log density at it.
        fn draw(&self, rng: &mut ChaCha8Rng) -> (Vec<f64>, Vec<f64>) {
            let z: Vec<f64> = self.u.iter().map(|_| normal(rng)).collect();
            let uz: f64 = z.iter().zip(&self.u).map(|(a, b)| a * b).sum();
            let w: Vec<f64> = z.iter().zip(&self.u).map(|(z, u)| z + (self.lambda.sqrt() - 1.0) * uz * u).collect();
            let x: Vec<f64> = w.iter().zip(&self.s).map(|(w, s)| 3.0 + s * w).collect();
            // Σ⁻¹ = diag(1/s) (I + (1/λ − 1) u uᵀ) diag(1/s); g = −Σ⁻¹ (x − μ).
            let y: Vec<f64> = w.iter().zip(&self.s).map(|(w, s)| w / s).collect();
            let uw: f64 = w.iter().zip(&self.u).map(|(a, b)| a * b).sum();
            let g = y
                .iter()
                .zip(&self.u)
                .zip(&self.s)
                .map(|((y, u), s)| -(y + (1.0 / self.lambda - 1.0) * uw * u / s))
                .collect();
            (x, g)
        }
    }

    fn window(g: &Gaussian, n: usize, seed: u64) -> LowRankWindow {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut w = LowRankWindow::new(g.s.len(), 1000);
        for _ in 0..n {
            let (x, grad) = g.draw(&mut rng);
            w.add(&x, &grad);
        }
        w
    }

    /// `Σ_true^-½ Σ Σ_true^-½`'s eigenvalues: all 1 where the estimate is exact.
    fn relative_eigenvalues(sigma: &[f64], g: &Gaussian) -> Vec<f64> {
        let d = g.s.len();
        let truth = DMatrix::from_fn(d, d, |i, j| g.cov(i, j));
        let inv_root = spd_map(&truth, |l| 1.0 / l.sqrt()).unwrap();
        let rel = &inv_root * DMatrix::from_row_slice(d, d, sigma) * &inv_root;
        SymmetricEigen::new(rel).eigenvalues.iter().copied().collect()
    }

    /// The condition number of the Gaussian preconditioned by the estimate: what sets the
    /// leapfrog steps a trajectory needs.
    fn condition(sigma: &[f64], g: &Gaussian) -> f64 {
        let l = relative_eigenvalues(sigma, g);
        l.iter().copied().fold(0.0, f64::max) / l.iter().copied().fold(f64::INFINITY, f64::min)
    }

    /// The diagonal of `sigma` alone.
    fn diagonal_of(sigma: &[f64], d: usize) -> Vec<f64> {
        (0..d * d).map(|k| if k % (d + 1) == 0 { sigma[k] } else { 0.0 }).collect()
    }

    /// With a third as many draws as dimensions the estimate is not exact (measured: the
    /// variance along the long axis is 0.37 of the truth), but it preconditions the Gaussian
    /// 14 times better than its own diagonal (condition number 45 against 647).
    #[test]
    fn few_draws_precondition_far_better_than_the_diagonal() {
        let d = 60;
        let g = Gaussian::new(d, 400.0);
        let estimate = window(&g, 20, 3).estimate().unwrap();
        let (sigma, rank) = (estimate.covariance(), estimate.corrections.len());
        assert!(rank >= 1, "no correction found");
        let (low_rank, diagonal) = (condition(&sigma, &g), condition(&diagonal_of(&sigma, d), &g));
        assert!(low_rank * 10.0 < diagonal, "condition numbers: low-rank {low_rank}, diagonal {diagonal}");
    }

    /// With more draws than dimensions the estimate is within the cutoff's
    /// factor of the covariance in every direction (exact along the corrections: measured
    /// condition number 1.7, the diagonal's 628), symmetric and positive definite.
    #[test]
    fn is_within_the_cutoff_of_a_gaussians_covariance() {
        for (d, n) in [(8, 400), (60, 100)] {
            let g = Gaussian::new(d, 400.0);
            let estimate = window(&g, n, 5).estimate().unwrap();
            let (sigma, rank) = (estimate.covariance(), estimate.corrections.len());
            assert!(rank >= 1);
            for l in relative_eigenvalues(&sigma, &g) {
                assert!(l > 0.99 / LOW_RANK_CUTOFF && l < 1.01 * LOW_RANK_CUTOFF, "d {d}: relative eigenvalue {l}");
            }
            for i in 0..d {
                for j in 0..d {
                    assert_eq!(sigma[i * d + j], sigma[j * d + i]);
                }
            }
            assert!(crate::sampler::dense::cholesky(&sigma, d).is_some());
        }
    }

    /// The factor with room for every correction multiplies out to the covariance; with less
    /// room it keeps the corrections farthest from 1 and zeros after them.
    #[test]
    fn factor_keeps_the_strongest_corrections() {
        use crate::sampler::dense::{Factor, FactorForm};
        let d = 30;
        let estimate = window(&Gaussian::new(d, 400.0), 20, 3).estimate().unwrap();
        let k = estimate.corrections.len();
        assert!(k >= 2, "corrections: {k}");
        let far = |c: &(f64, Vec<f64>)| c.0.ln().abs();
        assert!(estimate.corrections.windows(2).all(|w| far(&w[0]) >= far(&w[1])));
        let (diag, values) = estimate.factor(k + 2);
        let a = Factor { form: FactorForm::LowRank { rank: k + 2 }, dim: d, values: &values };
        let (got, want) = (a.sigma(&diag), estimate.covariance());
        let scale = want.iter().fold(0.0, |m: f64, v| m.max(v.abs()));
        assert!(got.iter().zip(&want).all(|(g, w)| (g - w).abs() <= 1e-10 * scale));
        assert_eq!(values[0], k as f64);
        assert_eq!(values[1 + k..3 + k], [0.0, 0.0]);
        let (_, one) = estimate.factor(1);
        assert_eq!(one.len(), 2 + 2 * d);
        assert_eq!(one[..2], [1.0, estimate.corrections[0].0.sqrt() - 1.0]);
    }

    #[test]
    fn keeps_the_latest_draws_and_skips_bad_ones() {
        let mut w = LowRankWindow::new(2, 3);
        assert!(w.len() == 0 && w.estimate().is_none());
        for k in 0..5 {
            w.add(&[k as f64, 1.0], &[-(k as f64), 0.5]);
        }
        w.add(&[f64::NAN, 1.0], &[0.0, 0.0]);
        w.add(&[1.0], &[0.0]);
        assert_eq!(w.len(), 3);
        assert_eq!(w.draws.front().unwrap()[0], 2.0);
        w.reset();
        assert_eq!(w.len(), 0);
    }
}
