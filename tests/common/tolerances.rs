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
