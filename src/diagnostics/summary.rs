//! Per-quantity summary: mean, sd, MCSE of the mean, 5/50/95% quantiles, ESS and R-hat.

use super::ess::{ess_mean, ess_of, ess_tail};
use super::matrix::Matrix;
use super::rank::z_scale;
use super::rhat::rank_rhat;
use super::stats::{self, variance};
use super::Draws;

/// The summary of one quantity, as the columns of `arviz.summary` (with quantiles in place of
/// the HDI).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Summary {
    /// Mean of all draws.
    pub mean: f64,
    /// Standard deviation of all draws (denominator n − 1).
    pub sd: f64,
    /// Monte Carlo standard error of the mean: sd / √ess_mean.
    pub mcse_mean: f64,
    /// 5% quantile of all draws (linear interpolation, numpy's default, R type 7).
    pub q5: f64,
    /// Median of all draws.
    pub q50: f64,
    /// 95% quantile of all draws.
    pub q95: f64,
    /// Bulk effective sample size ([`ess_bulk`](super::ess_bulk)).
    pub ess_bulk: f64,
    /// Tail effective sample size ([`ess_tail`](super::ess_tail)).
    pub ess_tail: f64,
    /// Effective sample size of the mean ([`ess_mean`]).
    pub ess_mean: f64,
    /// Rank-normalized split R-hat ([`rhat`](super::rhat)).
    pub rhat: f64,
}

impl Summary {
    /// Every field NaN: the summary of draws that cannot be summarized (a ragged column).
    pub(crate) fn undefined() -> Summary {
        let n = f64::NAN;
        Summary { mean: n, sd: n, mcse_mean: n, q5: n, q50: n, q95: n, ess_bulk: n, ess_tail: n, ess_mean: n, rhat: n }
    }
}

/// Mean of all draws; NaN if any draw is NaN or there are none.
pub fn mean(draws: &Draws<'_>) -> f64 {
    stats::mean(draws.values())
}

/// Standard deviation of all draws with denominator n − 1 (`np.std(ddof=1)`); NaN with fewer
/// than two draws or any NaN draw.
pub fn sd(draws: &Draws<'_>) -> f64 {
    variance(draws.values(), 1).sqrt()
}

/// The `prob` quantile of all draws by linear interpolation between order statistics
/// (`np.quantile`'s default, R's type 7); NaN if any draw is NaN, there are none, or `prob` is
/// outside [0, 1]. O(n) by selection.
pub fn quantile(draws: &Draws<'_>, prob: f64) -> f64 {
    if draws.values().iter().any(|v| v.is_nan()) {
        return f64::NAN;
    }
    stats::quantile(draws.values(), prob)
}

/// Monte Carlo standard error of the mean: sd / √ess_mean (`arviz.mcse(method="mean")`).
///
/// NaN with fewer than 4 draws per chain or any NaN draw; 0 for constant draws.
pub fn mcse_mean(draws: &Draws<'_>) -> f64 {
    if !draws.is_valid(1) {
        return f64::NAN;
    }
    sd(draws) / ess_mean(draws).sqrt()
}

/// Every summary column of one quantity; the same values as the single functions, with the
/// split and rank-normalized draws computed once.
pub fn summary(draws: &Draws<'_>) -> Summary {
    let sd = sd(draws);
    let (ess_bulk, ess_mean, mcse_mean, rhat) = if draws.is_valid(1) {
        let split = Matrix::from_draws(draws).split();
        let z_split = z_scale(&split);
        let ess_mean = ess_of(&split);
        let rhat = if draws.is_valid(2) { rank_rhat(&split, &z_split) } else { f64::NAN };
        (ess_of(&z_split), ess_mean, sd / ess_mean.sqrt(), rhat)
    } else {
        (f64::NAN, f64::NAN, f64::NAN, f64::NAN)
    };
    Summary {
        mean: mean(draws),
        sd,
        mcse_mean,
        q5: quantile(draws, 0.05),
        q50: quantile(draws, 0.5),
        q95: quantile(draws, 0.95),
        ess_bulk,
        ess_tail: ess_tail(draws),
        ess_mean,
        rhat,
    }
}
