//! Named tolerances of the test suite, each with the reason for its size.

#![allow(dead_code)]

/// f64 log densities against 50-digit reference values (tests/fixtures/lpdf_reference.json):
/// the densities are sums of a few terms each rounded once, so a few ulps of the largest term.
pub const LPDF_REL: f64 = 1e-12;
/// Absolute floor for [`LPDF_REL`] where the reference is near zero.
pub const LPDF_ABS: f64 = 1e-12;

/// Central finite differences with step `FD_STEP · max(1, |x|)`: truncation error O(h²) and
/// rounding error O(ε/h) balance near h = 1e-5, giving about 1e-9 relative accuracy on smooth
/// terms; the tolerance leaves two orders of magnitude for curvature.
pub const FD_STEP: f64 = 1e-5;
/// Relative tolerance of reverse-mode gradients against finite differences.
pub const FD_REL: f64 = 1e-6;
/// Absolute floor of the finite-difference comparison, scaled by the largest of |logp| and 1:
/// rounding in `logp(x+h) − logp(x−h)` is about ε·|logp|/h.
pub const FD_ABS: f64 = 1e-6;

/// Constrain/unconstrain round trips: a few ulps through exp/log and logit/inv_logit.
pub const ROUND_TRIP_REL: f64 = 1e-9;

/// Masked model vs model with the masked rows dropped: same terms summed in another order.
pub const MASK_REL: f64 = 1e-12;

/// f32 carries 24 bits, so a term of size |t| is known on the GPU to about ε32·|t|.
pub const EPS32: f64 = f32::EPSILON as f64;

/// GPU log density against the CPU reference, relative to max(1, |logp|): per-term rounding
/// of a few ulps, compensated sums, and recurrences (garch, arK) that carry rounding from
/// step to step; the worst zoo model (garch11) stays near 7.5e-6.
pub const GPU_LOGP: f64 = 5e-5;

/// GPU gradient component against the CPU reference, as a fraction of max(1, ‖g‖∞): the
/// base term covers well-conditioned points, the second grows with |logp| because gradients
/// built from differences of large terms (mixture weights, truncation ratios, recursions)
/// inherit their absolute f32 error ε32·|logp| as a relative one. Over the zoo's 194 points
/// per model the error stays below half of `1e-6 + ε32·|logp|`.
pub fn gpu_grad_tolerance(logp: f64) -> f64 {
    GPU_GRAD_BASE + GPU_GRAD_PER_LOGP * EPS32 * logp.abs()
}
/// Base of [`gpu_grad_tolerance`].
pub const GPU_GRAD_BASE: f64 = 1e-5;
/// Slope of [`gpu_grad_tolerance`] in units of ε32·|logp|.
pub const GPU_GRAD_PER_LOGP: f64 = 4.0;

/// Logistic regression over 500 000 rows, f32 kernel vs f64: with compensated sums the error
/// is that of the per-row terms (a few f32 ulps each, partly cancelling), not of the sum.
pub const BIG_DATA_LOGP: f64 = 1e-5;
/// The same for the gradient, as ‖g_gpu − g_cpu‖₂ / max(1, ‖g_cpu‖₂).
pub const BIG_DATA_GRAD: f64 = 1e-4;

/// Added to the gradient tolerance's base for truncated normals: when σ is much wider than the
/// truncation interval, d/d(log σ) of −log(Φ(z_U) − Φ(z_L)) is z_L·∂_a + z_U·∂_b, two terms of
/// size ~|z|/(z_U − z_L) (about 24 at σ = 540 on [−40, −38]) that cancel to about 1; each is
/// right to 1–2 f32 ulps, so the sum carries ~48·ε32·few ≈ 1.5e-5 of absolute error.
pub const GPU_GRAD_TRUNCATION_EXTRA: f64 = 4e-5;

/// GPU transitions against the f64 reference, relative to max(1, |x|): a trajectory of up to a
/// few hundred leapfrog steps in f32 accumulates rounding (about 1e-6 per step, amplified by
/// the dynamics' sensitivity to initial conditions, modest over one transition). Measured
/// worst on eight schools and gauss_mix: see `gpu_transitions_follow_the_f64_reference`.
pub const TRANSITION_REL: f64 = 2e-3;
/// Random decisions closer than this to their threshold, on a log scale, may go either way in
/// f32 (log acceptance probabilities are known to about 1e-5 of |H|, with |H| up to ~100), so
/// transitions after one are not compared.
pub const TRANSITION_MARGIN: f64 = 1e-3;

/// Kernels with the immediate table (`shaders/uniform_table.wgsl`) against the same kernels
/// without it, on the same device, in f32 ulps. The values loaded are the same; llvmpipe
/// compiles the code around a load it knows to be uniform differently, and on one zoo model
/// (poisson_gamma_10's gradient) results moved by 2 ulps. Every other model agrees bit for bit.
pub const UNIFORM_TABLE_ULPS: u64 = 4;
