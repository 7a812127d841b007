//! Host-side warmup adaptation in f64: Stan's dual averaging, windowed schedule and Welford variances, and ChEES.

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

// ---------------------------------------------------------------------------------------------------
// Dual averaging
// ---------------------------------------------------------------------------------------------------

/// Dual averaging shrinkage scale gamma [Stan default, HG14 §3.2.1].
pub const DA_GAMMA: f64 = 0.05;
/// Dual averaging iteration offset t0 [Stan default, HG14].
pub const DA_T0: f64 = 10.0;
/// Dual averaging averaging exponent kappa [Stan default, HG14].
pub const DA_KAPPA: f64 = 0.75;
/// Target acceptance used when `new` is given an invalid one (CmdStan's `adapt delta` default).
pub const DEFAULT_TARGET_ACCEPT: f64 = 0.8;
/// |log step size| is kept below this so that `exp` stays finite (e^690 ~ 1e299); Stan has no bound.
const LOG_STEP_LIMIT: f64 = 690.0;

/// Nesterov dual averaging of log step size (Hoffman & Gelman 2014, as in Stan: gamma=0.05, t0=10, kappa=0.75, mu = log(10*eps0)).
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
}

/// A usable step size: finite and positive.
fn valid_positive(x: f64) -> bool {
    x.is_finite() && x > 0.0
}

impl DualAveraging {
    /// Starts at `initial_step_size` (1 if it is not finite and positive) with `mu = log(10 eps0)`;
    /// `target_accept` outside `(0, 1)` (or NaN) falls back to [`DEFAULT_TARGET_ACCEPT`].
    pub fn new(initial_step_size: f64, target_accept: f64) -> Self {
        let eps0 = if valid_positive(initial_step_size) { initial_step_size } else { 1.0 };
        let target = if target_accept > 0.0 && target_accept < 1.0 { target_accept } else { DEFAULT_TARGET_ACCEPT };
        let log_step = eps0.ln();
        DualAveraging { mu: (10.0 * eps0).ln(), target, counter: 0.0, s_bar: 0.0, x_bar: 0.0, log_step }
    }

    /// One update with the transition's accept statistic (NaN counts as 0); returns the step size to use next.
    pub fn update(&mut self, accept_stat: f64) -> f64 {
        // Stan clamps the statistic at 1; we also map NaN (and -inf) to 0 and +inf to 1.
        let a = if accept_stat.is_nan() { 0.0 } else { accept_stat.clamp(0.0, 1.0) };
        self.counter += 1.0;
        let eta = 1.0 / (self.counter + DA_T0);
        self.s_bar = (1.0 - eta) * self.s_bar + eta * (self.target - a);
        let x = (self.mu - self.s_bar * self.counter.sqrt() / DA_GAMMA).clamp(-LOG_STEP_LIMIT, LOG_STEP_LIMIT);
        let w = self.counter.powf(-DA_KAPPA);
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

// ---------------------------------------------------------------------------------------------------
// Windowed warmup schedule
// ---------------------------------------------------------------------------------------------------

/// CmdStan's default initial fast buffer (step size only).
pub const INIT_BUFFER: usize = 75;
/// CmdStan's default terminal fast buffer (step size only, final metric).
pub const TERM_BUFFER: usize = 50;
/// CmdStan's default first slow (metric) window.
pub const BASE_WINDOW: usize = 25;

/// Stan's windowed warmup schedule (init_buffer=75, term_buffer=50, base window=25, windows doubling, last window stretched to the term buffer; Stan's rules for short warmups where 15%/75%/10% is used when warmup < init+term+base).
///
/// Rules (Stan's `windowed_adaptation::set_window_params`, `adaptation_window`, `end_adaptation_window`,
/// `compute_next_window`), with `N = num_warmup` and 0-based iterations `i`:
///
/// * `N < 20`: no metric adaptation at all (no window, no window end).
/// * `init + base + term > N`: `init = floor(0.15 N)`, `term = floor(0.10 N)` (f64 product truncated, as
///   Stan's `unsigned = 0.15 * N`), `base = N - init - term`: one window.
/// * Draw `i` feeds the metric estimator iff `init <= i < N - term`.
/// * The first window ends after `init + base - 1`. At each end `e` the window size doubles and the next end is
///   `e + size`; if the window after that one (`next + 2 size`) would reach `N - term`, the next window is
///   stretched to end after `N - term - 1`, which is the last end.
///
/// For `N = 1000`: ends after 99, 149, 249, 449, 949 (windows 25, 50, 100, 200, 500).
///
/// Deviation: in Stan's source the short-warmup branch returns without calling `restart()`, so the stale
/// next-window index from the constructor (`0 + 0 - 1`, unsigned, i.e. `UINT_MAX`) is kept and the single
/// window never closes. We implement the evident intent (as if `restart()` were called): for `N = 100` the
/// window covers iterations 15..=89 and ends after 89.
#[derive(Clone, Debug)]
pub struct WarmupSchedule {
    num_warmup: usize,
    init_buffer: usize,
    term_buffer: usize,
    adapt: bool,
    ends: Vec<usize>,
}

impl WarmupSchedule {
    /// The schedule with CmdStan's defaults (75 / 25 / 50).
    pub fn new(num_warmup: usize) -> Self {
        Self::with_buffers(num_warmup, INIT_BUFFER, TERM_BUFFER, BASE_WINDOW)
    }

    /// The schedule for explicit buffers and base window, with Stan's rules for short warmups.
    pub fn with_buffers(num_warmup: usize, init_buffer: usize, term_buffer: usize, base_window: usize) -> Self {
        if num_warmup < 20 {
            return WarmupSchedule { num_warmup, init_buffer: 0, term_buffer: 0, adapt: false, ends: Vec::new() };
        }
        let (init, term, base) = if init_buffer.saturating_add(base_window).saturating_add(term_buffer) > num_warmup {
            // Truncation of the f64 product, as in Stan's `unsigned int = 0.15 * num_warmup`.
            let init = (0.15 * num_warmup as f64) as usize;
            let term = (0.10 * num_warmup as f64) as usize;
            (init, term, num_warmup - init - term)
        } else {
            (init_buffer, term_buffer, base_window)
        };
        let ends = Self::window_ends_for(num_warmup, init, term, base);
        WarmupSchedule { num_warmup, init_buffer: init, term_buffer: term, adapt: true, ends }
    }

    /// Replays Stan's `end_adaptation_window` / `compute_next_window` without iterating over every draw.
    fn window_ends_for(n: usize, init: usize, term: usize, base: usize) -> Vec<usize> {
        let mut ends = Vec::new();
        // Here init + base + term <= n, n >= 20, so n - term >= 1.
        let Some(slow_end) = n.checked_sub(term) else { return ends };
        if base == 0 || slow_end == 0 {
            // Stan with window = 0 would end a "window" after init - 1 with no draws; we skip metric updates.
            return ends;
        }
        let last = slow_end - 1; // Stan's `num_warmup_ - adapt_term_buffer_ - 1`
        let mut size = base;
        let mut next = init.saturating_add(base) - 1;
        // An end at `next` happens only if the counter reaches it (counter < n).
        while next < n && next <= last {
            ends.push(next);
            if next == last {
                break;
            }
            size = size.saturating_mul(2);
            next = next.saturating_add(size);
            if next != last && next.saturating_add(size.saturating_mul(2)) >= slow_end {
                next = last;
            }
        }
        ends
    }

    /// Whether iteration `i` (0-based within warmup) adds its draw to the metric estimator.
    pub fn in_metric_window(&self, i: usize) -> bool {
        self.adapt && i >= self.init_buffer && i < self.num_warmup.saturating_sub(self.term_buffer)
    }

    /// Whether the metric window ends after iteration `i` (then: update the metric, restart dual averaging).
    pub fn window_ends_after(&self, i: usize) -> bool {
        self.ends.binary_search(&i).is_ok()
    }

    /// All window ends, increasing (0-based iterations after which the metric is updated).
    #[allow(dead_code)] // optional accessor for diagnostics
    pub fn window_ends(&self) -> &[usize] {
        &self.ends
    }
}

// ---------------------------------------------------------------------------------------------------
// Welford
// ---------------------------------------------------------------------------------------------------

/// Welford running mean/variance per coordinate, for one chain or pooled over many chains.
///
/// `add`: `n += 1; d = x - m; m += d / n; m2 += (x - m) d` (Stan's `welford_var_estimator`); the sample
/// variance is `m2 / (n - 1)`. Draws whose length is not `dim` or that hold a non-finite value are skipped
/// (Stan would throw once the variance went non-finite); pooling many chains is just adding all their draws,
/// or [`merge`](Self::merge)-ing per-chain estimators.
#[derive(Clone, Debug)]
pub struct Welford {
    n: usize,
    mean: Vec<f64>,
    m2: Vec<f64>,
}

impl Welford {
    /// An empty estimator for `dim` coordinates.
    pub fn new(dim: usize) -> Self {
        Welford { n: 0, mean: vec![0.0; dim], m2: vec![0.0; dim] }
    }

    /// Adds one draw (ignored unless `x.len() == dim` and every value is finite).
    pub fn add(&mut self, x: &[f64]) {
        if x.len() != self.mean.len() || !x.iter().all(|v| v.is_finite()) {
            return;
        }
        self.n += 1;
        let n = self.n as f64;
        for ((m, m2), &v) in self.mean.iter_mut().zip(self.m2.iter_mut()).zip(x) {
            let d = v - *m;
            *m += d / n;
            *m2 += (v - *m) * d;
        }
    }

    /// Number of draws added since the last reset.
    #[cfg_attr(not(test), allow(dead_code))]
    pub fn count(&self) -> usize {
        self.n
    }

    /// Stan's regularised variance: (n/(n+5)) * var + 1e-3 * (5/(n+5)); None if count < 2.
    pub fn regularized_variance(&self) -> Option<Vec<f64>> {
        if self.n < 2 {
            return None;
        }
        let n = self.n as f64;
        let (w, shrink) = (n / (n + 5.0), 1e-3 * (5.0 / (n + 5.0)));
        Some(self.m2.iter().map(|m2| w * (m2 / (n - 1.0)) + shrink).collect())
    }

    /// Forgets all draws (Stan's `estimator_.restart()` at a window end).
    pub fn reset(&mut self) {
        self.n = 0;
        self.mean.iter_mut().for_each(|m| *m = 0.0);
        self.m2.iter_mut().for_each(|m| *m = 0.0);
    }

    /// Running mean per coordinate.
    #[allow(dead_code)] // optional accessor
    pub fn mean(&self) -> &[f64] {
        &self.mean
    }

    /// Pools another estimator into this one (Chan et al. parallel update:
    /// `d = mb - ma; m = ma + d nb / n; m2 = m2a + m2b + d^2 na nb / n`). Ignored if the dims differ.
    #[allow(dead_code)] // optional: per-chain estimators pooled at a window end
    pub fn merge(&mut self, other: &Welford) {
        if other.mean.len() != self.mean.len() || other.n == 0 {
            return;
        }
        let (na, nb) = (self.n as f64, other.n as f64);
        let n = na + nb;
        for i in 0..self.mean.len() {
            let d = other.mean[i] - self.mean[i];
            self.mean[i] += d * nb / n;
            self.m2[i] += other.m2[i] + d * d * na * nb / n;
        }
        self.n += other.n;
    }
}

// ---------------------------------------------------------------------------------------------------
// ChEES
// ---------------------------------------------------------------------------------------------------

/// Adam learning rate on log T [TFP `adaptation_rate=0.025`; HRS21 use the same].
pub const CHEES_LEARNING_RATE: f64 = 0.025;
/// Adam second-moment decay beta2 [TFP: `msg_adaptation_rate = 0.05`, i.e. beta2 = 0.95]; beta1 = 0 (no momentum).
pub const CHEES_BETA2: f64 = 0.95;
/// Added to the bias-corrected second moment under the square root [TFP].
pub const CHEES_ADAM_EPS: f64 = 1e-20;
/// Bound on |change of log T| per update, "~log(2)/2" [TFP `tf.clip_by_value(..., -0.35, 0.35)`].
pub const CHEES_MAX_LOG_UPDATE: f64 = 0.35;
/// T is clipped to `step_size * CHEES_MAX_LEAPFROG_STEPS` [TFP `max_leapfrog_steps=1000`].
pub const CHEES_MAX_LEAPFROG_STEPS: usize = 1000;
/// Chains with accept probability at or below this contribute no gradient [TFP `accept_prob > 1e-4`].
pub const CHEES_MIN_ACCEPT: f64 = 1e-4;
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
}

impl Chees {
    /// Starts at `initial_trajectory_length` (1 if it is not finite and positive).
    pub fn new(initial_trajectory_length: f64) -> Self {
        let t0 = if valid_positive(initial_trajectory_length) { initial_trajectory_length } else { 1.0 };
        Chees { log_t: t0.ln(), log_t_bar: t0.ln(), averaged_sq_grad: 0.0, steps: 0 }
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
        let delta = (CHEES_LEARNING_RATE * g / (v_hat + CHEES_ADAM_EPS).sqrt())
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
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn normal(rng: &mut ChaCha8Rng) -> f64 {
        // Box–Muller; 1 - u in (0, 1].
        let u1: f64 = 1.0 - rng.random::<f64>();
        let u2: f64 = rng.random::<f64>();
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }

    // ----- dual averaging -----

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

    // ----- schedule -----

    fn ends(s: &WarmupSchedule, n: usize) -> Vec<usize> {
        (0..n).filter(|&i| s.window_ends_after(i)).collect()
    }

    fn window(s: &WarmupSchedule, n: usize) -> Option<(usize, usize)> {
        let v: Vec<usize> = (0..n).filter(|&i| s.in_metric_window(i)).collect();
        let (first, last) = (*v.first()?, *v.last()?);
        assert_eq!(v.len(), last - first + 1, "metric window not contiguous");
        Some((first, last))
    }

    /// A literal replay of Stan's windowed_adaptation counter logic (with `restart()` in the short branch),
    /// iteration by iteration, to cross-check the closed-form schedule.
    fn stan_replay(n: usize, init: usize, term: usize, base: usize) -> (Vec<usize>, Vec<usize>) {
        if n < 20 {
            return (vec![], vec![]);
        }
        let (init, term, base) = if init + base + term > n {
            let i = (0.15 * n as f64) as usize;
            let t = (0.10 * n as f64) as usize;
            (i, t, n - i - t)
        } else {
            (init, term, base)
        };
        let (mut size, mut next) = (base as i64, init as i64 + base as i64 - 1);
        let last = n as i64 - term as i64 - 1;
        let (mut win, mut ends) = (vec![], vec![]);
        for counter in 0..n as i64 {
            if counter >= init as i64 && counter < n as i64 - term as i64 {
                win.push(counter as usize);
            }
            if counter == next {
                ends.push(counter as usize);
                if next != last {
                    size *= 2;
                    next = counter + size;
                    if next != last && next + 2 * size >= n as i64 - term as i64 {
                        next = last;
                    }
                }
            }
        }
        (win, ends)
    }

    #[test]
    fn schedule_1000_matches_stan() {
        let s = WarmupSchedule::new(1000);
        assert_eq!(ends(&s, 1000), vec![99, 149, 249, 449, 949]);
        assert_eq!(s.window_ends(), &[99, 149, 249, 449, 949]);
        assert_eq!(window(&s, 1000), Some((75, 949)));
        assert!(!s.in_metric_window(74) && s.in_metric_window(75) && s.in_metric_window(949));
        assert!(!s.in_metric_window(950) && !s.in_metric_window(999) && !s.in_metric_window(1000));
    }

    #[test]
    fn schedule_other_lengths() {
        // 2000: AdvancedHMC prints Stan's windows as 1-based boundaries (75, 100, 150, 250, 450, 850, 1950).
        assert_eq!(WarmupSchedule::new(2000).window_ends(), &[99, 149, 249, 449, 849, 1949]);
        assert_eq!(WarmupSchedule::new(150).window_ends(), &[99]);
        assert_eq!(WarmupSchedule::new(200).window_ends(), &[99, 149]);
        // 300 (slow phase 75..=249): after 99 the next end is 149 (the one after, 149 + 100 = 249, stays below
        // 250, so no stretch); after 149 the next end is 149 + 100 = 249, the last.
        assert_eq!(WarmupSchedule::new(300).window_ends(), &[99, 149, 249]);
    }

    #[test]
    fn schedule_short_warmups() {
        // 100 < 150: 15% / 75% / 10% -> init 15, window 75, term 10; one window ending after 89.
        let s = WarmupSchedule::new(100);
        assert_eq!(ends(&s, 100), vec![89]);
        assert_eq!(window(&s, 100), Some((15, 89)));
        // 20: init 3, term 2, window 15.
        let s = WarmupSchedule::new(20);
        assert_eq!(ends(&s, 20), vec![17]);
        assert_eq!(window(&s, 20), Some((3, 17)));
        // 19 and below: Stan does no metric adaptation.
        for n in [0, 1, 5, 19] {
            let s = WarmupSchedule::new(n);
            assert!(ends(&s, n + 5).is_empty());
            assert_eq!(window(&s, n + 5), None);
        }
    }

    #[test]
    fn schedule_matches_literal_replay() {
        for n in 0..=2600 {
            let s = WarmupSchedule::new(n);
            let (win, e) = stan_replay(n, 75, 50, 25);
            assert_eq!(ends(&s, n), e, "ends, n = {n}");
            let got: Vec<usize> = (0..n).filter(|&i| s.in_metric_window(i)).collect();
            assert_eq!(got, win, "window, n = {n}");
            // Every end is inside the metric window, and the last one closes it.
            if let Some(&l) = e.last() {
                assert!(s.in_metric_window(l) && !s.in_metric_window(l + 1), "n = {n}");
            }
        }
        for (n, i, t, b) in [(500, 10, 10, 10), (1000, 0, 0, 5), (60, 5, 5, 5), (1000, 100, 100, 0)] {
            let s = WarmupSchedule::with_buffers(n, i, t, b);
            let (win, e) = stan_replay(n, i, t, b);
            let got: Vec<usize> = (0..n).filter(|&k| s.in_metric_window(k)).collect();
            assert_eq!(got, win, "window {n} {i} {t} {b}");
            if b > 0 {
                assert_eq!(ends(&s, n), e, "ends {n} {i} {t} {b}");
            }
        }
    }

    #[test]
    fn schedule_huge_does_not_panic() {
        let s = WarmupSchedule::new(usize::MAX);
        assert!(s.in_metric_window(usize::MAX - 51));
        assert!(!s.in_metric_window(usize::MAX));
        assert!(s.window_ends_after(usize::MAX - 51));
        assert!(!s.window_ends().is_empty());
        let s = WarmupSchedule::with_buffers(usize::MAX, usize::MAX, usize::MAX, usize::MAX);
        let _ = (s.in_metric_window(0), s.window_ends_after(0));
    }

    // ----- Welford -----

    #[test]
    fn welford_equals_two_pass() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let (dim, n) = (4, 537);
        let data: Vec<Vec<f64>> =
            (0..n).map(|_| (0..dim).map(|j| 1e3 + (j as f64 + 1.0) * normal(&mut rng)).collect()).collect();
        let mut w = Welford::new(dim);
        assert_eq!(w.regularized_variance(), None);
        for x in &data {
            w.add(x);
        }
        assert_eq!(w.count(), n);
        let var = w.regularized_variance().unwrap();
        let nf = n as f64;
        for j in 0..dim {
            let mean = data.iter().map(|x| x[j]).sum::<f64>() / nf;
            let v = data.iter().map(|x| (x[j] - mean).powi(2)).sum::<f64>() / (nf - 1.0);
            let expect = nf / (nf + 5.0) * v + 1e-3 * 5.0 / (nf + 5.0);
            assert!((w.mean()[j] - mean).abs() < 1e-9, "mean {j}");
            assert!((var[j] - expect).abs() < 1e-10 * expect, "var {j}: {} vs {expect}", var[j]);
        }
        // Pooling per-chain estimators equals one estimator over all draws.
        let (mut a, mut b) = (Welford::new(dim), Welford::new(dim));
        for (k, x) in data.iter().enumerate() {
            if k % 3 == 0 {
                a.add(x)
            } else {
                b.add(x)
            }
        }
        a.merge(&b);
        assert_eq!(a.count(), n);
        for (x, y) in a.regularized_variance().unwrap().iter().zip(&var) {
            assert!((x - y).abs() < 1e-9 * y);
        }
        // Reset.
        w.reset();
        assert_eq!(w.count(), 0);
        assert_eq!(w.regularized_variance(), None);
        w.add(&[1.0, 2.0, 3.0, 4.0]);
        assert_eq!(w.regularized_variance(), None);
        w.add(&[3.0, 2.0, 3.0, 4.0]);
        let v = w.regularized_variance().unwrap();
        assert!((v[0] - (2.0 / 7.0 * 2.0 + 1e-3 * 5.0 / 7.0)).abs() < 1e-15);
        assert!((v[1] - 1e-3 * 5.0 / 7.0).abs() < 1e-15);
    }

    #[test]
    fn welford_edge_cases() {
        let mut w = Welford::new(0);
        w.add(&[]);
        w.add(&[]);
        assert_eq!(w.regularized_variance(), Some(vec![]));
        let mut w = Welford::new(2);
        w.add(&[1.0]); // wrong length: ignored
        w.add(&[f64::NAN, 1.0]); // non-finite: ignored
        w.add(&[1.0, f64::INFINITY]);
        assert_eq!(w.count(), 0);
        w.merge(&Welford::new(3));
        w.merge(&Welford::new(2));
        assert_eq!(w.count(), 0);
    }

    // ----- ChEES -----

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
        assert!(((ta.ln()).abs() - CHEES_LEARNING_RATE).abs() < 1e-12, "{ta}");

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
