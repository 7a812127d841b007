//! ChEES trajectory-length adaptation (Hoffman, Radul & Sountsov 2021): Adam on the log
//! trajectory length, driven by the cross-chain ChEES criterion, with Halton jitter.

use super::valid_positive;

/// Adam second-moment decay beta2 [TFP: `msg_adaptation_rate = 0.05`, i.e. beta2 = 0.95]; beta1 = 0 (no momentum).
const CHEES_BETA2: f64 = 0.95;
/// Added to the bias-corrected second moment under the square root [TFP].
const CHEES_ADAM_EPS: f64 = 1e-20;
/// Bound on |change of log T| per update, "~log(2)/2" [TFP `tf.clip_by_value(..., -0.35, 0.35)`].
const CHEES_MAX_LOG_UPDATE: f64 = 0.35;
/// T is clipped to `step_size * CHEES_MAX_LEAPFROG_STEPS` [TFP `max_leapfrog_steps=1000`].
const CHEES_MAX_LEAPFROG_STEPS: usize = 1000;
/// Chains with accept probability at or below this contribute no gradient [TFP `accept_prob > 1e-4`].
const CHEES_MIN_ACCEPT: f64 = 1e-4;
/// Guards the acceptance-weighted sums against 0 / 0 [TFP `+ 1e-20`].
const CHEES_WEIGHT_EPS: f64 = 1e-20;

/// ChEES trajectory-length adaptation (Hoffman, Radul & Sountsov 2021, "An Adaptive MCMC Scheme for Setting Trajectory Lengths in Hamiltonian Monte Carlo", AISTATS): Adam on log trajectory length driven by the cross-chain ChEES gradient estimate, with the Halton-sequence jitter.
///
/// Iteration `k` (1-based count of updates), chains `c = 1..C`, trajectory length `T` (the one the caller
/// jittered this iteration), jitter `h`, accept probabilities `a_c`:
///
/// ```text
/// t       = h T                                             jittered integration time
/// θ̄       = mean_c θ_c                                      previous centre (plain mean, TFP)
/// θ̄'      = Σ a_c θ'_c / (Σ a_c + 1e-20)                    proposed centre, acceptance-weighted (TFP)
/// g_c     = (‖θ'_c − θ̄'‖² − ‖θ_c − θ̄‖²) · ((θ'_c − θ̄')·v'_c) · t
/// g_c     = 0 if a_c <= 1e-4 or g_c is not finite           (TFP)
/// g       = Σ a_c g_c / (Σ a_c + 1e-20)                     acceptance-weighted mean (HRS21, TFP)
/// v       = 0.95 v + 0.05 g²;  v̂ = v / (1 − 0.95^k)         Adam, beta1 = 0, beta2 = 0.95 (TFP)
/// Δ       = clip(0.025 g / sqrt(v̂ + 1e-20), ±0.35)          ascent on ChEES (TFP)
/// log T  += Δ;  T = min(T, 1000 ε)                          (TFP's upper bound; no lower bound, see below)
/// log T̄   = k^(−1/2) log T + (1 − k^(−1/2)) log T̄           iterate averaging (TFP)
/// ```
///
/// `g_c` is the derivative with respect to `log T` of the per-chain ChEES term
/// `¼ (‖θ'_c(hT) − θ̄'‖² − ‖θ_c − θ̄‖²)²` along the proposed velocity `v' = dθ'/dt` (centres held fixed,
/// TFP's `stop_gradient`): `d/dlogT = t d/dt`, and `d/dt ¼ S² = S (θ' − θ̄')·v'`. The factor `t = hT` is
/// [HRS21]/[BJ]'s gradient with respect to log T; TFP multiplies by `h` only (gradient w.r.t. T). Adam's
/// normalisation makes the two nearly equivalent.
///
/// `proposed_momentum` must be the velocity `M⁻¹ p'`: with a unit metric that is `p'`; with a diagonal inverse
/// metric the caller multiplies the momenta by it first (TFP assumes a unit metric here).
///
/// Deviations from TFP, all safety: chains with a non-finite row (previous, proposed or momentum) get weight 0
/// and are left out of both centres (TFP zeroes non-finite coordinates); T is clipped before, not after, being
/// averaged, so the averaged value also respects the bound; a non-finite result keeps the old T; invalid input
/// (fewer than 2 chains, slices of the wrong length, non-finite or non-positive jitter) leaves the state
/// unchanged.
#[derive(Clone, Debug)]
pub struct Chees {
    log_t: f64,
    log_t_bar: f64,
    averaged_sq_grad: f64,
    steps: u64,
    learning_rate: f64,
}

impl Chees {
    /// Starts at `initial_trajectory_length` (1 if it is not finite and positive).
    pub fn new(initial_trajectory_length: f64) -> Self {
        let t0 = if valid_positive(initial_trajectory_length) { initial_trajectory_length } else { 1.0 };
        Chees { log_t: t0.ln(), log_t_bar: t0.ln(), averaged_sq_grad: 0.0, steps: 0, learning_rate: 0.025 }
    }

    /// Adam's learning rate on log T (default 0.025 [TFP `adaptation_rate=0.025`; HRS21 use the
    /// same]; see [`AdaptOptions::chees_learning_rate`](super::AdaptOptions)).
    pub fn with_learning_rate(self, learning_rate: f64) -> Self {
        Chees { learning_rate, ..self }
    }

    /// The jitter multiplier for iteration t (shared by every chain): the base-2 Halton (van der Corput) value of t+1, in (0,1).
    ///
    /// `Σ_b bit_b(t + 1) 2^-(b+1)`: 0.5, 0.25, 0.75, 0.125, ... TFP uses the same sequence truncated to 10 bits
    /// (so its jitter is 0 at `t + 1 = 1024`); all bits are used here, so the value is never 0.
    pub fn jitter(t: usize) -> f64 {
        let mut n = (t as u128) + 1;
        let (mut value, mut scale): (f64, f64) = (0.0, 0.5);
        while n > 0 {
            if n & 1 == 1 {
                value += scale;
            }
            n >>= 1;
            scale *= 0.5;
        }
        // Rounding can reach 1.0 only for t + 1 near 2^64 (53+ low bits set); keep the value below 1.
        value.min(1.0 - f64::EPSILON / 2.0)
    }

    /// One update from a whole set of chains' transitions at one iteration.
    /// `previous`, `proposed`: chains × dim positions (row-major) before and at the end of the trajectory (before accept/reject);
    /// `proposed_momentum`: chains × dim final momenta; `accept_prob`: per chain (NaN/divergent = 0);
    /// `jitter`: the multiplier used this iteration; `step_size` the common step size.
    /// Returns the new (un-jittered) trajectory length.
    #[allow(clippy::too_many_arguments)]
    pub fn update(
        &mut self,
        previous: &[f64],
        proposed: &[f64],
        proposed_momentum: &[f64],
        accept_prob: &[f64],
        dim: usize,
        jitter: f64,
        step_size: f64,
    ) -> f64 {
        let chains = accept_prob.len();
        let Some(len) = chains.checked_mul(dim) else { return self.trajectory_length() };
        if chains < 2
            || previous.len() != len
            || proposed.len() != len
            || proposed_momentum.len() != len
            || !valid_positive(jitter)
        {
            return self.trajectory_length();
        }
        let t = jitter * self.log_t.exp();
        let g = chees_gradient(previous, proposed, proposed_momentum, accept_prob, dim, t);

        // Adam without momentum, on log T, ascending.
        self.steps += 1;
        let k = self.steps as f64;
        let v = CHEES_BETA2 * self.averaged_sq_grad + (1.0 - CHEES_BETA2) * g * g;
        let v_hat = v / (1.0 - CHEES_BETA2.powf(k));
        let delta = (self.learning_rate * g / (v_hat + CHEES_ADAM_EPS).sqrt())
            .clamp(-CHEES_MAX_LOG_UPDATE, CHEES_MAX_LOG_UPDATE);
        let mut log_t = self.log_t + delta;
        if valid_positive(step_size) {
            // No lower bound at ε: during warmup dual averaging makes ε spike (to 10 ε0 at every
            // restart), and a bound would drag T up with it. One leapfrog step is the floor anyway.
            let hi = (step_size * CHEES_MAX_LEAPFROG_STEPS as f64).ln();
            log_t = log_t.min(hi);
        }
        if log_t.is_finite() && v.is_finite() {
            self.log_t = log_t;
            self.averaged_sq_grad = v;
        }
        // Iterate averaging with weight k^(-1/2) (k = 1 gives weight 1, so the initial value drops out).
        let w = k.powf(-0.5);
        self.log_t_bar = w * self.log_t + (1.0 - w) * self.log_t_bar;
        self.trajectory_length()
    }

    /// Forgets the optimiser's gradient scale and the iterate average, keeping T: called where
    /// the metric changes (the end of a warmup window). The scale of the first gradients, taken
    /// while chains still travel to the typical set, can be many orders of magnitude above the
    /// later ones; Adam's running mean of squared gradients would keep it for hundreds of
    /// iterations and freeze T.
    pub fn restart(&mut self) {
        self.averaged_sq_grad = 0.0;
        self.steps = 0;
        self.log_t_bar = self.log_t;
    }

    /// Trajectory length to use after warmup (the averaged value, as in the paper/TFP: exponential moving / iterate average of log T).
    pub fn final_trajectory_length(&self) -> f64 {
        if self.steps == 0 {
            self.log_t.exp()
        } else {
            self.log_t_bar.exp()
        }
    }

    /// The current (un-jittered) trajectory length.
    pub fn trajectory_length(&self) -> f64 {
        self.log_t.exp()
    }

    /// Leapfrog steps for a (jittered) trajectory length: `max(1, ceil(length / step_size))` (TFP), at most
    /// [`CHEES_MAX_LEAPFROG_STEPS`]; 1 for invalid input.
    #[allow(dead_code)] // optional helper for the samplers
    pub fn leapfrog_steps(length: f64, step_size: f64) -> usize {
        let steps = (length / step_size).ceil();
        if steps.is_nan() || steps < 1.0 {
            1
        } else {
            steps.min(CHEES_MAX_LEAPFROG_STEPS as f64) as usize
        }
    }
}

/// The acceptance-weighted cross-chain ChEES gradient w.r.t. log T (see [`Chees`]); 0 when no chain counts.
/// Slice lengths are checked by the caller (`chains * dim` each, `chains = accept_prob.len()`).
fn chees_gradient(prev: &[f64], prop: &[f64], mom: &[f64], accept_prob: &[f64], dim: usize, t: f64) -> f64 {
    fn row(x: &[f64], c: usize, dim: usize) -> &[f64] {
        &x[c * dim..(c + 1) * dim]
    }
    let finite = |x: &[f64]| x.iter().all(|v| v.is_finite());
    let prev_ok: Vec<bool> = (0..accept_prob.len()).map(|c| finite(row(prev, c, dim))).collect();
    // Weights: accept probability in [0, 1] for chains whose rows are all finite, else 0.
    let weights: Vec<f64> = accept_prob
        .iter()
        .enumerate()
        .map(|(c, &a)| {
            let ok = a.is_finite() && a > 0.0 && prev_ok[c] && finite(row(prop, c, dim)) && finite(row(mom, c, dim));
            if ok {
                a.min(1.0)
            } else {
                0.0
            }
        })
        .collect();
    let weight_sum: f64 = weights.iter().sum();
    let n_prev = prev_ok.iter().filter(|&&ok| ok).count();
    if weight_sum <= 0.0 || n_prev == 0 || !t.is_finite() {
        return 0.0;
    }

    let mut prev_centre = vec![0.0; dim];
    let mut prop_centre = vec![0.0; dim];
    for c in 0..accept_prob.len() {
        if prev_ok[c] {
            prev_centre.iter_mut().zip(row(prev, c, dim)).for_each(|(m, &x)| *m += x);
        }
        if weights[c] > 0.0 {
            prop_centre.iter_mut().zip(row(prop, c, dim)).for_each(|(m, &x)| *m += weights[c] * x);
        }
    }
    prev_centre.iter_mut().for_each(|m| *m /= n_prev as f64);
    prop_centre.iter_mut().for_each(|m| *m /= weight_sum + CHEES_WEIGHT_EPS);

    let mut num = 0.0;
    for (c, &w) in weights.iter().enumerate() {
        if w <= CHEES_MIN_ACCEPT {
            continue;
        }
        let (mut sq_prop, mut sq_prev, mut dot) = (0.0, 0.0, 0.0);
        for i in 0..dim {
            let dp = row(prop, c, dim)[i] - prop_centre[i];
            let dq = row(prev, c, dim)[i] - prev_centre[i];
            sq_prop += dp * dp;
            sq_prev += dq * dq;
            dot += dp * row(mom, c, dim)[i];
        }
        let g = (sq_prop - sq_prev) * dot * t;
        if g.is_finite() {
            num += w * g;
        }
    }
    let g = num / (weight_sum + CHEES_WEIGHT_EPS);
    if g.is_finite() {
        g
    } else {
        0.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sampler::adapt::test_normal as normal;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn halton_jitter() {
        let expect = [0.5, 0.25, 0.75, 0.125, 0.625, 0.375, 0.875, 0.0625];
        for (t, &e) in expect.iter().enumerate() {
            assert_eq!(Chees::jitter(t), e);
        }
        for t in (0..5000).chain([1023, 1024, usize::MAX - 1, usize::MAX]) {
            let h = Chees::jitter(t);
            assert!(h > 0.0 && h < 1.0, "t = {t}: {h}");
        }
        // Equidistribution: the mean of the first 1023 values is 1/2 exactly-ish.
        let m = (0..1023).map(Chees::jitter).sum::<f64>() / 1023.0;
        assert!((m - 0.5).abs() < 1e-3);
    }

    #[test]
    fn leapfrog_steps_helper() {
        assert_eq!(Chees::leapfrog_steps(1.0, 0.1), 10);
        assert_eq!(Chees::leapfrog_steps(1.01, 0.1), 11);
        assert_eq!(Chees::leapfrog_steps(0.0, 0.1), 1);
        assert_eq!(Chees::leapfrog_steps(f64::NAN, 0.1), 1);
        assert_eq!(Chees::leapfrog_steps(1.0, 0.0), CHEES_MAX_LEAPFROG_STEPS);
        assert_eq!(Chees::leapfrog_steps(1e9, 1.0), CHEES_MAX_LEAPFROG_STEPS);
    }

    /// Jittered HMC with exact leapfrog on a standard normal in `dim` dimensions with `chains` chains; returns
    /// the ChEES state after `iters` adaptive iterations and the trace of T.
    fn run_chees(dim: usize, chains: usize, t0: f64, eps: f64, iters: usize, seed: u64) -> (Chees, Vec<f64>) {
        run_chees_from(Chees::new(t0), dim, chains, eps, iters, seed)
    }

    /// [`run_chees`] from a given ChEES state.
    fn run_chees_from(
        mut chees: Chees,
        dim: usize,
        chains: usize,
        eps: f64,
        iters: usize,
        seed: u64,
    ) -> (Chees, Vec<f64>) {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut theta: Vec<f64> = (0..chains * dim).map(|_| normal(&mut rng)).collect();
        let mut trace = Vec::with_capacity(iters);
        let mut prop = vec![0.0; chains * dim];
        let mut mom = vec![0.0; chains * dim];
        let mut accept = vec![0.0; chains];
        for it in 0..iters {
            let h = Chees::jitter(it);
            let steps = Chees::leapfrog_steps(h * chees.trajectory_length(), eps);
            for c in 0..chains {
                let q0 = &theta[c * dim..(c + 1) * dim];
                let q = &mut prop[c * dim..(c + 1) * dim];
                let p = &mut mom[c * dim..(c + 1) * dim];
                q.copy_from_slice(q0);
                p.iter_mut().for_each(|x| *x = normal(&mut rng));
                let h0: f64 = q.iter().chain(p.iter()).map(|x| 0.5 * x * x).sum();
                // grad log p(q) = -q.
                for _ in 0..steps {
                    for i in 0..dim {
                        p[i] -= 0.5 * eps * q[i];
                        q[i] += eps * p[i];
                        p[i] -= 0.5 * eps * q[i];
                    }
                }
                let h1: f64 = q.iter().chain(p.iter()).map(|x| 0.5 * x * x).sum();
                accept[c] = (h0 - h1).exp().min(1.0);
            }
            chees.update(&theta, &prop, &mom, &accept, dim, h, eps);
            for c in 0..chains {
                if rng.random::<f64>() < accept[c] {
                    theta[c * dim..(c + 1) * dim].copy_from_slice(&prop[c * dim..(c + 1) * dim]);
                }
            }
            trace.push(chees.trajectory_length());
        }
        (chees, trace)
    }

    // For a standard normal with unit metric and exact dynamics, θ(t) = θ cos t + p sin t, so per chain
    // ‖θ(t)‖² − ‖θ‖² = sin²t Σ(p² − θ²) + sin 2t Σ θp, whose second moment is 4d sin²t (E(p²−θ²)² = 4,
    // E(θp)² = 1, cross term 0): ChEES(t) = d sin²t, maximal at t = π/2. With the jitter t = hT, h ~ U(0, 1)
    // (the Halton sequence is equidistributed), E_h ChEES = d (1/2 − sin 2T / (4T)), stationary where
    // tan 2T = 2T: the global maximum is at 2T = 4.4934, T* = 2.2467 (next local minimum at 2T = 7.7253,
    // T = 3.863, so starts below 3.86 lie in its basin).
    const T_STAR: f64 = 2.2467;

    #[test]
    fn chees_grows_from_too_small_toward_optimum() {
        for (dim, chains, seed) in [(10, 128, 1), (1, 256, 2)] {
            let (chees, trace) = run_chees(dim, chains, 0.1, 0.05, 1500, seed);
            let fin = chees.final_trajectory_length();
            assert!(trace.iter().all(|t| t.is_finite() && *t > 0.0));
            assert!(fin > 0.1 * 5.0, "dim {dim}: T must grow from 0.1, got {fin}");
            // Observed over seeds 0..6 and dims 1/10/100: final T in [2.13, 2.29] (|log ratio| <= 0.05).
            assert!((fin / T_STAR).ln().abs() < 0.1, "dim {dim}: final T {fin}, optimum {T_STAR}");
        }
    }

    #[test]
    fn chees_shrinks_from_too_large_toward_optimum() {
        let (chees, trace) = run_chees(10, 128, 3.5, 0.05, 1500, 3);
        let fin = chees.final_trajectory_length();
        assert!(trace.iter().all(|t| t.is_finite() && *t > 0.0));
        assert!(trace[100] < 3.0 && fin < 3.0, "T must shrink from 3.5, got {} then {fin}", trace[100]);
        assert!((fin / T_STAR).ln().abs() < 0.1, "final T {fin}, optimum {T_STAR}");
    }

    #[test]
    fn chees_restart_forgets_the_gradient_scale_of_a_transient() {
        // Chains still travelling to the typical set: jumps of 10^4 standard deviations, whose
        // squared gradients dwarf the stationary ones by ~10^30.
        let poisoned = || {
            let (dim, chains) = (10, 128);
            let mut rng = ChaCha8Rng::seed_from_u64(9);
            let mut chees = Chees::new(0.5);
            for it in 0..5 {
                let prev: Vec<f64> = (0..chains * dim).map(|_| normal(&mut rng)).collect();
                let prop: Vec<f64> = (0..chains * dim).map(|_| 1e4 * normal(&mut rng)).collect();
                chees.update(&prev, &prop, &prop, &vec![1.0; chains], dim, Chees::jitter(it), 0.05);
            }
            chees
        };
        let (frozen, _) = run_chees_from(poisoned(), 10, 128, 0.05, 600, 4);
        let mut restarted = poisoned();
        restarted.restart();
        let (adapted, _) = run_chees_from(restarted, 10, 128, 0.05, 600, 4);
        let (t_frozen, t_adapted) = (frozen.final_trajectory_length(), adapted.final_trajectory_length());
        assert!(t_frozen < 0.7, "without a restart T stays near its start (0.5 · e^0.125), got {t_frozen}");
        assert!((t_adapted / T_STAR).ln().abs() < 0.25, "after a restart T adapts: {t_adapted}, optimum {T_STAR}");
    }

    #[test]
    fn chees_zero_acceptance_and_garbage_do_not_poison() {
        let dim = 3;
        let prev = vec![0.5, -1.0, 2.0, 1.5, 0.0, -0.5];
        let prop = vec![1.0, 0.3, -2.0, -1.0, 0.2, 0.4];
        let mom = vec![0.1, 0.2, 0.3, -0.4, 0.5, 0.6];
        // All chains rejected: zero gradient, T unchanged, no NaN.
        let mut ch = Chees::new(1.3);
        let t = ch.update(&prev, &prop, &mom, &[0.0, 0.0], dim, 0.5, 0.1);
        assert_eq!(t, 1.3);
        assert!((ch.final_trajectory_length() - 1.3).abs() < 1e-12);
        let t = ch.update(&prev, &prop, &mom, &[f64::NAN, -1.0], dim, 0.5, 0.1);
        assert!((t - 1.3).abs() < 1e-12);

        // A NaN / inf chain with accept 1 must be ignored: result equals the update without that chain.
        let mut bad_prop = prop.clone();
        bad_prop.extend([f64::NAN, 1.0, 1.0]);
        let mut bad_prev = prev.clone();
        bad_prev.extend([0.0, 0.0, 0.0]);
        let mut bad_mom = mom.clone();
        bad_mom.extend([f64::INFINITY, 0.0, 0.0]);
        let mut a = Chees::new(1.0);
        let mut b = Chees::new(1.0);
        let ta = a.update(&bad_prev, &bad_prop, &bad_mom, &[0.9, 0.7, 1.0], dim, 0.5, 0.1);
        let tb = b.update(&prev, &prop, &mom, &[0.9, 0.7], dim, 0.5, 0.1);
        assert!(ta.is_finite() && ta != 1.0);
        assert_eq!(ta, tb);
        // First update moves log T by exactly lr (Adam with a single nonzero gradient, bias-corrected).
        assert!(((ta.ln()).abs() - 0.025).abs() < 1e-12, "{ta}");

        // Invalid shapes or jitter: unchanged.
        let mut c = Chees::new(2.0);
        assert_eq!(c.update(&[], &[], &[], &[], 0, 0.5, 0.1), 2.0);
        assert_eq!(c.update(&prev, &prop, &mom, &[1.0], dim, 0.5, 0.1), 2.0);
        assert_eq!(c.update(&prev[..5], &prop, &mom, &[1.0, 1.0], dim, 0.5, 0.1), 2.0);
        assert_eq!(c.update(&prev, &prop, &mom, &[1.0, 1.0], dim, f64::NAN, 0.1), 2.0);
        assert_eq!(c.update(&prev, &prop, &mom, &[1.0, 1.0], dim, 0.0, 0.1), 2.0);
        assert_eq!(c.update(&prev, &prop, &mom, &[1.0, 1.0], usize::MAX, 0.5, 0.1), 2.0);
        // dim 0 with chains: zero gradient, finite.
        assert_eq!(c.update(&[], &[], &[], &[1.0, 1.0], 0, 0.5, 0.1), 2.0);
        // Bad step size: no clipping, still finite.
        assert!(c.update(&prev, &prop, &mom, &[1.0, 1.0], dim, 0.5, f64::NAN).is_finite());
        // Huge values: overflowing gradients are dropped, not propagated.
        let huge = vec![1e200; 6];
        let t = c.update(&huge, &huge.iter().map(|x| -x).collect::<Vec<_>>(), &huge, &[1.0, 1.0], dim, 0.5, 0.1);
        assert!(t.is_finite() && c.final_trajectory_length().is_finite());
        let mut d = Chees::new(f64::NAN);
        assert_eq!(d.trajectory_length(), 1.0);
        assert!(d.update(&prev, &prop, &mom, &[1.0, 1.0], dim, 0.5, 0.1).is_finite());
    }

    #[test]
    fn chees_respects_max_leapfrog_bound() {
        // Consistently positive gradient with a tiny step size: T is capped at 1000 eps.
        let dim = 1;
        let mut ch = Chees::new(0.5);
        for _ in 0..500 {
            // Proposed far out and moving outward, previous at the centre: ascent wants T larger.
            let prev = [-0.1, 0.1];
            let prop = [-3.0, 3.0];
            let mom = [-1.0, 1.0];
            ch.update(&prev, &prop, &mom, &[1.0, 1.0], dim, 0.5, 1e-3);
        }
        assert!((ch.trajectory_length() - 1.0).abs() < 1e-9, "{}", ch.trajectory_length());
        assert!(ch.final_trajectory_length() <= 1.0 + 1e-9);
        // And the opposite: T shrinks (below the step size: no lower bound), staying positive.
        let mut ch = Chees::new(0.5);
        for _ in 0..500 {
            let prev = [-3.0, 3.0];
            let prop = [-0.1, 0.1];
            let mom = [-1.0, 1.0];
            ch.update(&prev, &prop, &mom, &[1.0, 1.0], dim, 0.5, 0.01);
        }
        let t = ch.trajectory_length();
        assert!(t > 0.0 && t < 0.01, "{t}");
    }
}
