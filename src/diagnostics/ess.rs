//! Effective sample sizes: Geyer's initial monotone sequence on split chains (bulk, tail, mean, quantile).

use super::fft::mean_autocovariance;
use super::matrix::Matrix;
use super::rank::z_scale;
use super::stats::{mean, quantile, variance};
use super::Draws;

/// ArviZ's `_ess` on a chains × draws matrix (already split or transformed as needed).
///
/// Multi-chain autocorrelations ρ̂ₜ = 1 − (W − mean acovₜ) / var⁺ are summed in pairs while
/// the pairs stay positive (Geyer's initial positive sequence), made monotone, and turned into
/// τ̂ = −1 + 2·Σρ̂ₜ (+ the last positive even lag), bounded below by 1/log₁₀(S); ESS = S/τ̂.
/// Constant input (max − min < 1e-15) gives S, the number of elements.
pub(super) fn ess_of(m: &Matrix) -> f64 {
    let size = m.data.len() as f64;
    let (lo, hi) = m.data.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &v| (lo.min(v), hi.max(v)));
    if hi - lo < 1e-15 {
        return size;
    }
    let n = m.cols;
    if n < 2 {
        return f64::NAN; // unreachable from the public functions, which need 4 draws per chain
    }
    let acov = mean_autocovariance(m.rows(), n);
    let chain_means: Vec<f64> = m.rows().map(mean).collect();
    let nf = n as f64;
    let mean_var = acov[0] * nf / (nf - 1.0);
    let mut var_plus = mean_var * (nf - 1.0) / nf;
    if m.rows > 1 {
        var_plus += variance(&chain_means, 1);
    }
    let rho_at = |t: usize| 1.0 - (mean_var - acov[t]) / var_plus;
    let tau = tau_hat(n, rho_at);
    let ess = size / tau.max(1.0 / size.log10());
    if tau.is_nan() {
        f64::NAN
    } else {
        ess
    }
}

/// τ̂ from the autocorrelations `rho_at(t)`, t < n, exactly as ArviZ's `_ess` loops.
fn tau_hat(n: usize, rho_at: impl Fn(usize) -> f64) -> f64 {
    let mut rho = vec![0.0; n];
    let mut rho_even = 1.0;
    rho[0] = rho_even;
    let mut rho_odd = rho_at(1);
    rho[1] = rho_odd;
    // Geyer's initial positive sequence.
    let mut t = 1;
    while t + 3 < n && rho_even + rho_odd > 0.0 {
        rho_even = rho_at(t + 1);
        rho_odd = rho_at(t + 2);
        if rho_even + rho_odd >= 0.0 {
            rho[t + 1] = rho_even;
            rho[t + 2] = rho_odd;
        }
        t += 2;
    }
    // ArviZ's max_t is t − 2; `last` = max_t + 1 is the first lag not summed twice.
    let last = t - 1;
    if rho_even > 0.0 {
        rho[last] = rho_even;
    }
    // Geyer's initial monotone sequence.
    let mut t = 1;
    while t + 3 <= last {
        if rho[t + 1] + rho[t + 2] > rho[t - 1] + rho[t] {
            rho[t + 1] = (rho[t - 1] + rho[t]) / 2.0;
            rho[t + 2] = rho[t + 1];
        }
        t += 2;
    }
    if rho.iter().any(|r| r.is_nan()) {
        return f64::NAN;
    }
    -1.0 + 2.0 * rho[..last].iter().sum::<f64>() + rho[last]
}

/// Bulk effective sample size: ESS of the rank-normalized split chains.
///
/// NaN with fewer than 4 draws per chain or any NaN draw.
pub fn ess_bulk(draws: &Draws<'_>) -> f64 {
    if !draws.is_valid(1) {
        return f64::NAN;
    }
    ess_of(&z_scale(&Matrix::from_draws(draws).split()))
}

/// Tail effective sample size: the smaller of the 5% and 95% quantile ESS.
///
/// NaN with fewer than 4 draws per chain or any NaN draw.
pub fn ess_tail(draws: &Draws<'_>) -> f64 {
    let (low, high) = (ess_quantile(draws, 0.05), ess_quantile(draws, 0.95));
    // Python's `min(low, high)`, NaN handling included.
    if high < low {
        high
    } else {
        low
    }
}

/// Effective sample size of the mean: ESS of the split chains as they are.
///
/// NaN with fewer than 4 draws per chain or any NaN draw.
pub fn ess_mean(draws: &Draws<'_>) -> f64 {
    if !draws.is_valid(1) {
        return f64::NAN;
    }
    ess_of(&Matrix::from_draws(draws).split())
}

/// Effective sample size of the `prob` quantile: ESS of the split indicator draws ≤ q, q the
/// quantile of all draws (linear interpolation).
///
/// NaN with fewer than 4 draws per chain, any NaN draw, or `prob` outside [0, 1].
pub fn ess_quantile(draws: &Draws<'_>, prob: f64) -> f64 {
    if !draws.is_valid(1) || !(0.0..=1.0).contains(&prob) {
        return f64::NAN;
    }
    let q = quantile(draws.values(), prob);
    let indicator = Matrix::from_draws(draws).map(|v| if v <= q { 1.0 } else { 0.0 });
    ess_of(&indicator.split())
}
