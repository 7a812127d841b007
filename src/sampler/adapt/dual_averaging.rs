//! Stan's dual averaging of the log step size (Hoffman & Gelman 2014, Algorithm 5).

use super::{valid_positive, AdaptOptions};

/// Target acceptance used when `new` is given an invalid one (CmdStan's `adapt delta` default).
const DEFAULT_TARGET_ACCEPT: f64 = 0.8;
/// |log step size| is kept below this so that `exp` stays finite (e^690 ~ 1e299); Stan has no bound.
const LOG_STEP_LIMIT: f64 = 690.0;

/// Nesterov dual averaging of log step size (Hoffman & Gelman 2014, as in Stan; gamma, t0 and
/// kappa from [`AdaptOptions`], Stan's 0.05, 10 and 0.75 by default; mu = log(10*eps0)).
///
/// With `a_n` the accept statistic of transition `n` (clamped to `[0, 1]`, NaN = 0) and `delta` the target,
/// one update (Stan's `learn_stepsize`) is
///
/// ```text
/// n      += 1
/// eta     = 1 / (n + t0)
/// s_bar   = (1 - eta) s_bar + eta (delta - a_n)
/// x       = mu - s_bar sqrt(n) / gamma          (log step size used next)
/// w       = n^(-kappa)
/// x_bar   = (1 - w) x_bar + w x                 (averaged log step size)
/// ```
///
/// and the final step size is `exp(x_bar)` (Stan's `complete_adaptation`).
#[derive(Clone, Debug)]
pub struct DualAveraging {
    mu: f64,
    target: f64,
    counter: f64,
    s_bar: f64,
    x_bar: f64,
    log_step: f64,
    gamma: f64,
    kappa: f64,
    t0: f64,
}

impl DualAveraging {
    /// [`DualAveraging::with_options`] with Stan's gamma, kappa and t0.
    #[cfg(test)]
    pub fn new(initial_step_size: f64, target_accept: f64) -> Self {
        Self::with_options(initial_step_size, target_accept, &AdaptOptions::default())
    }

    /// Starts at `initial_step_size` (1 if it is not finite and positive) with `mu = log(10 eps0)`;
    /// `target_accept` outside `(0, 1)` (or NaN) falls back to CmdStan's 0.8.
    pub fn with_options(initial_step_size: f64, target_accept: f64, options: &AdaptOptions) -> Self {
        let eps0 = if valid_positive(initial_step_size) { initial_step_size } else { 1.0 };
        let target = if target_accept > 0.0 && target_accept < 1.0 { target_accept } else { DEFAULT_TARGET_ACCEPT };
        let log_step = eps0.ln();
        let (gamma, kappa, t0) = (options.gamma, options.kappa, options.t0);
        DualAveraging {
            mu: (10.0 * eps0).ln(),
            target,
            counter: 0.0,
            s_bar: 0.0,
            x_bar: 0.0,
            log_step,
            gamma,
            kappa,
            t0,
        }
    }

    /// One update with the transition's accept statistic (NaN counts as 0); returns the step size to use next.
    pub fn update(&mut self, accept_stat: f64) -> f64 {
        // Stan clamps the statistic at 1; we also map NaN (and -inf) to 0 and +inf to 1.
        let a = if accept_stat.is_nan() { 0.0 } else { accept_stat.clamp(0.0, 1.0) };
        self.counter += 1.0;
        let eta = 1.0 / (self.counter + self.t0);
        self.s_bar = (1.0 - eta) * self.s_bar + eta * (self.target - a);
        let x = (self.mu - self.s_bar * self.counter.sqrt() / self.gamma).clamp(-LOG_STEP_LIMIT, LOG_STEP_LIMIT);
        let w = self.counter.powf(-self.kappa);
        self.x_bar = (1.0 - w) * self.x_bar + w * x;
        self.log_step = x;
        x.exp()
    }

    /// Restart around a new step size (Stan does this at each metric window end: mu = log(10*eps), counter reset).
    ///
    /// Resets `n`, `s_bar` and `x_bar` to 0 (Stan's `restart`) and sets `mu = log(10 eps)` (the
    /// `set_mu` call in Stan's `adapt_*_nuts::transition`). An invalid `step_size` keeps the current one.
    pub fn restart(&mut self, step_size: f64) {
        let eps = if valid_positive(step_size) { step_size } else { self.log_step.exp() };
        self.mu = (10.0 * eps).ln();
        self.counter = 0.0;
        self.s_bar = 0.0;
        self.x_bar = 0.0;
        self.log_step = eps.ln();
    }

    /// The final (averaged) step size: exp(x_bar).
    ///
    /// Before any update since the last (re)start there is no average yet, and this returns the current
    /// step size instead of Stan's `exp(0) = 1` (Stan issue #3023, the `term_buffer = 0` reset to 1).
    pub fn final_step_size(&self) -> f64 {
        if self.counter == 0.0 {
            self.log_step.exp()
        } else {
            self.x_bar.exp()
        }
    }

    /// The step size to use next (the last value [`update`](Self::update) returned).
    #[allow(dead_code)] // optional accessor; the samplers may only need `update`'s return value
    pub fn step_size(&self) -> f64 {
        self.log_step.exp()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn dual_averaging_hits_target_on_toy_model() {
        // accept(eps) = exp(-eps^2) is decreasing; accept = delta at eps* = sqrt(-ln delta).
        for &(delta, eps0) in &[(0.8, 1.0), (0.8, 0.01), (0.8, 10.0), (0.65, 0.3), (0.95, 2.0)] {
            let target = (-f64::ln(delta)).sqrt();
            let mut da = DualAveraging::new(eps0, delta);
            let mut eps = eps0;
            // Dual averaging's bias decays like 1/sqrt(n): after 10 000 updates the worst case here (delta 0.95,
            // where accept is flat in eps) is 1.2% off; after 2 000 it is 2.7%.
            for _ in 0..10_000 {
                eps = da.update((-eps * eps).exp());
            }
            let fin = da.final_step_size();
            assert!((fin / target - 1.0).abs() < 0.02, "delta {delta} eps0 {eps0}: final {fin} vs {target}");
            assert!((eps / target - 1.0).abs() < 0.02, "delta {delta} eps0 {eps0}: last {eps} vs {target}");
        }
    }

    #[test]
    fn dual_averaging_hits_target_with_noisy_accept() {
        // Accept statistic = Bernoulli-ish noise around exp(-eps^2): uniform in [0, 2 p] clamped, mean ~p.
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let delta = 0.7;
        let target = (-f64::ln(delta)).sqrt();
        let mut da = DualAveraging::new(1.0, delta);
        let mut eps: f64 = 1.0;
        for _ in 0..5000 {
            let p = (-eps * eps).exp();
            let noisy = p + 0.2 * (rng.random::<f64>() - 0.5);
            eps = da.update(noisy);
        }
        let fin = da.final_step_size();
        assert!((fin / target - 1.0).abs() < 0.05, "final {fin} vs {target}");
    }

    #[test]
    fn dual_averaging_restart_and_edge_cases() {
        let mut da = DualAveraging::new(0.5, 0.8);
        assert_eq!(da.final_step_size(), 0.5);
        // First update with accept == target: s_bar = 0, x = mu = log(10 eps0).
        let e = da.update(0.8);
        assert!((e - 5.0).abs() < 1e-12, "{e}");
        // NaN counts as 0: the step size must shrink below mu's 10 eps0.
        let mut db = DualAveraging::new(0.5, 0.8);
        let e_nan = db.update(f64::NAN);
        let mut dc = DualAveraging::new(0.5, 0.8);
        let e_zero = dc.update(0.0);
        assert_eq!(e_nan, e_zero);
        assert!(e_nan < 5.0);
        // Restart: counter and averages reset, mu = log(10 eps).
        for _ in 0..50 {
            da.update(0.3);
        }
        da.restart(0.2);
        assert!((da.final_step_size() - 0.2).abs() < 1e-15);
        assert!((da.step_size() - 0.2).abs() < 1e-15);
        let e = da.update(0.8);
        assert!((e - 2.0).abs() < 1e-12, "{e}");
        // Garbage in: no panic, finite out.
        let mut dd = DualAveraging::new(f64::NAN, f64::INFINITY);
        for a in [f64::INFINITY, f64::NEG_INFINITY, -3.0, 7.0, f64::NAN] {
            assert!(dd.update(a).is_finite());
        }
        dd.restart(-1.0);
        dd.restart(0.0);
        assert!(dd.final_step_size().is_finite());
        // Always accepting for very long: the step size grows but stays finite.
        let mut de = DualAveraging::new(1.0, 0.8);
        for _ in 0..1_000_000 {
            de.update(1.0);
        }
        assert!(de.final_step_size().is_finite() && de.step_size().is_finite());
    }
}
