//! Host-side warmup adaptation in f64, one file per concern: Stan's dual averaging
//! (`dual_averaging`), windowed schedule (`schedule`), Welford variances (`welford`) and
//! covariances (`covariance`, the dense metric), the low-rank metric (`low_rank`), ChEES (`chees`), MAMS's trajectory length
//! (`mams`), the chains pooled estimates leave out (`stragglers`); their tunables in one struct (`options`).

// Sources (all formulas below are re-derived and documented; no code is copied):
//
// * [HG14] Hoffman & Gelman (2014), "The No-U-Turn Sampler", JMLR 15, Algorithm 5 / eq. (6).
// * [Stan] stan-dev/stan `src/stan/mcmc/stepsize_adaptation.hpp` (dual averaging, defaults gamma = 0.05,
//   t0 = 10, kappa = 0.75, mu = log(10 eps0) set by the services), `windowed_adaptation.hpp` (the
//   schedule), `welford_var_estimator.hpp` and `var_adaptation.hpp` (variance and its regularisation),
//   CmdStan defaults init_buffer = 75, term_buffer = 50, window = 25, delta = 0.8.
// * [HRS21] Hoffman, Radul & Sountsov (2021), "An Adaptive MCMC Scheme for Setting Trajectory Lengths in
//   Hamiltonian Monte Carlo", AISTATS (ChEES-HMC).
// * [TFP] tensorflow/probability `tfp.experimental.mcmc.GradientBasedTrajectoryLengthAdaptation`
//   (`experimental/mcmc/gradient_based_trajectory_length_adaptation.py`): `chees_criterion`,
//   `_update_trajectory_grad`, `_halton_sequence`, `_clip_max_trajectory_length`.
// * [BJ] blackjax `adaptation/chees_adaptation.py` (the same scheme, gradient taken w.r.t. log T).

mod chees;
mod covariance;
mod dual_averaging;
mod low_rank;
mod mams;
mod options;
mod schedule;
mod stragglers;
mod welford;

pub use chees::*;
pub use covariance::*;
pub use dual_averaging::*;
pub use low_rank::*;
pub use mams::*;
pub use options::{AcceptMean, AdaptOptions};
pub use schedule::*;
pub use stragglers::*;
pub use welford::*;

/// A usable step size or trajectory length: finite and positive.
fn valid_positive(x: f64) -> bool {
    x.is_finite() && x > 0.0
}

/// A standard normal draw (Box–Muller; 1 − u in (0, 1]), for the adapters' tests.
#[cfg(test)]
pub(crate) fn test_normal(rng: &mut rand_chacha::ChaCha8Rng) -> f64 {
    use rand::Rng;
    let u1: f64 = 1.0 - rng.random::<f64>();
    let u2: f64 = rng.random::<f64>();
    (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
}
