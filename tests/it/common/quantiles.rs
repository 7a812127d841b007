//! z-tests of reference quantiles on the probability scale, for quantities whose tails make
//! the mean and sd tests unreliable.
//!
//! For a reference quantile `q` of level `p`, the fraction `F` of our draws at or below `q`
//! estimates the posterior's CDF at `q`, which is `p` if both agree. Its standard error is
//! `sqrt(p(1 − p)/ESS)`, ESS the effective sample size of the indicator draws `x ≤ q`
//! (Vehtari et al. 2021's quantile MCSE, on the probability scale); the reference quantile's
//! own error, carried to that scale, is `sqrt(p(1 − p)/ESS_ref)`. So
//! `z = (F − p) / sqrt(p(1 − p)(1/ESS + 1/ESS_ref))`. No moment of the draws enters: the test
//! is as valid for a tail without a finite variance as for a normal one.

use wgmc::diagnostics::{ess_mean, Draws};

/// The check of one reference quantile.
#[derive(Debug, Clone)]
pub struct QuantileCheck {
    pub name: String,
    /// The level `p`.
    pub prob: f64,
    /// The reference's `p` quantile.
    pub reference: f64,
    /// The fraction of our draws at or below it.
    pub fraction: f64,
    /// Effective sample size of the indicator draws.
    pub ess: f64,
    pub z: f64,
}

/// Checks `values` (chain-major, `chains` chains) against the reference's `prob` quantile
/// `reference`, made from `ess_ref` effective draws.
pub fn check_quantile(
    name: &str,
    values: &[f64],
    chains: usize,
    prob: f64,
    reference: f64,
    ess_ref: f64,
) -> QuantileCheck {
    let indicator: Vec<f64> = values.iter().map(|&v| if v <= reference { 1.0 } else { 0.0 }).collect();
    let fraction = indicator.iter().sum::<f64>() / indicator.len() as f64;
    let draws = Draws::new(&indicator, chains, values.len() / chains).expect("chains × draws");
    // Every draw on one side: the indicator is constant and has no ESS; the CDF estimate is
    // 0 or 1, as far from `prob` as it can be, so the check must fail.
    let (ess, z) = if fraction == 0.0 || fraction == 1.0 {
        (f64::NAN, (fraction - prob).signum() * f64::INFINITY)
    } else {
        let ess = ess_mean(&draws);
        (ess, (fraction - prob) / (prob * (1.0 - prob) * (1.0 / ess + 1.0 / ess_ref)).sqrt())
    };
    QuantileCheck { name: name.to_string(), prob, reference, fraction, ess, z }
}

impl QuantileCheck {
    /// Whether |z| is below `limit` (NaN fails).
    pub fn passes(&self, limit: f64) -> bool {
        self.z.abs() < limit
    }

    pub fn describe(&self) -> String {
        format!(
            "{} q{:.0} (ref {:.5}): fraction below {:.4} (want {:.2}), ESS {:.0}, z = {:.2}",
            self.name,
            self.prob * 100.0,
            self.reference,
            self.fraction,
            self.prob,
            self.ess,
            self.z
        )
    }
}
