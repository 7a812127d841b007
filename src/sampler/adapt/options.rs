//! Warmup's tunables in one options struct, with Stan's (and the algorithms' authors')
//! defaults: dual averaging's gamma, kappa and t0, the windowed schedule's buffers, ChEES's
//! learning rate and MAMS's trajectory length factor.

/// The settings of warmup adaptation (CmdStan's `adapt gamma= kappa= t0= init_buffer=
/// term_buffer= window=`, and the ChEES and MAMS tuners' rates). The target acceptance rate is
/// [`SamplerConfig::target_accept`](crate::SamplerConfig::target_accept).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AdaptOptions {
    /// Dual averaging's shrinkage scale γ (Stan: 0.05) [HG14 §3.2.1].
    pub gamma: f64,
    /// Dual averaging's averaging exponent κ, in (0, 1] (Stan: 0.75).
    pub kappa: f64,
    /// Dual averaging's iteration offset t₀ (Stan: 10).
    pub t0: f64,
    /// The first fast buffer, step size only (CmdStan: 75 iterations).
    pub init_buffer: usize,
    /// The last fast buffer, step size only (CmdStan: 50; MAMS uses at least a fifth of warmup).
    pub term_buffer: usize,
    /// The first slow (metric) window; later windows double (CmdStan: 25).
    pub window: usize,
    /// ChEES: Adam's learning rate on log T (0.025, as TFP and BlackJAX).
    pub chees_learning_rate: f64,
    /// MAMS: the trajectory length L as a fraction of the chains' integrated autocorrelation
    /// time (0.4, as Robnik et al. recommend).
    pub mams_length_factor: f64,
    /// ChEES and MAMS: how the chains' acceptance statistics are averaged for their shared
    /// step size's dual averaging.
    pub accept_mean: AcceptMean,
}

/// The average of the chains' acceptance statistics that a shared step size adapts to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum AcceptMean {
    /// The arithmetic mean.
    #[default]
    Arithmetic,
    /// The harmonic mean (BlackJAX's ChEES adaptation): a chain that accepts little pulls the
    /// step size down more, and one that accepts nothing sets the mean to 0.
    Harmonic,
}

impl AcceptMean {
    /// The mean of `accept` (each in [0, 1]; NaN counts as 0); 0 for no chains.
    pub fn of(self, accept: &[f64]) -> f64 {
        if accept.is_empty() {
            return 0.0;
        }
        let a = accept.iter().map(|&a| if a.is_nan() { 0.0 } else { a.clamp(0.0, 1.0) });
        let n = accept.len() as f64;
        match self {
            AcceptMean::Arithmetic => a.sum::<f64>() / n,
            AcceptMean::Harmonic if accept.iter().any(|&a| a.is_nan() || a <= 0.0) => 0.0,
            AcceptMean::Harmonic => n / a.map(|a| 1.0 / a).sum::<f64>(),
        }
    }
}

impl Default for AdaptOptions {
    fn default() -> Self {
        AdaptOptions {
            gamma: 0.05,
            kappa: 0.75,
            t0: 10.0,
            init_buffer: 75,
            term_buffer: 50,
            window: 25,
            chees_learning_rate: 0.025,
            mams_length_factor: 0.4,
            accept_mean: AcceptMean::Arithmetic,
        }
    }
}

impl AdaptOptions {
    /// `Err` with a message naming the first setting out of its domain.
    pub fn check(&self) -> Result<(), String> {
        let positive = [
            ("gamma", self.gamma),
            ("t0", self.t0),
            ("chees_learning_rate", self.chees_learning_rate),
            ("mams_length_factor", self.mams_length_factor),
        ];
        for (name, value) in positive {
            if !(value.is_finite() && value > 0.0) {
                return Err(format!("adapt {name} must be finite and positive, not {value}"));
            }
        }
        if !(self.kappa > 0.0 && self.kappa <= 1.0) {
            return Err(format!("adapt kappa must be in (0, 1], not {}", self.kappa));
        }
        if self.window == 0 {
            return Err("adapt window must be at least 1".into());
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_means() {
        let a = [1.0, 0.5, 0.25];
        assert!((AcceptMean::Arithmetic.of(&a) - 1.75 / 3.0).abs() < 1e-15);
        assert!((AcceptMean::Harmonic.of(&a) - 3.0 / 7.0).abs() < 1e-15);
        assert_eq!(AcceptMean::Harmonic.of(&[0.9, 0.0]), 0.0);
        assert_eq!(AcceptMean::Harmonic.of(&[0.9, f64::NAN]), 0.0);
        assert_eq!(AcceptMean::Arithmetic.of(&[0.5, f64::NAN]), 0.25);
        assert_eq!(AcceptMean::Arithmetic.of(&[]), 0.0);
    }

    #[test]
    fn defaults_pass_and_each_bad_setting_is_named() {
        assert_eq!(AdaptOptions::default().check(), Ok(()));
        let bad = [
            (AdaptOptions { gamma: 0.0, ..Default::default() }, "gamma"),
            (AdaptOptions { kappa: 1.5, ..Default::default() }, "kappa"),
            (AdaptOptions { t0: f64::NAN, ..Default::default() }, "t0"),
            (AdaptOptions { window: 0, ..Default::default() }, "window"),
            (AdaptOptions { chees_learning_rate: -1.0, ..Default::default() }, "chees_learning_rate"),
            (AdaptOptions { mams_length_factor: f64::INFINITY, ..Default::default() }, "mams_length_factor"),
        ];
        for (options, name) in bad {
            let message = options.check().unwrap_err();
            assert!(message.contains(name), "{message}");
        }
    }
}
