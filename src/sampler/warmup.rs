//! Warmup state between iterations: step sizes, the metric (diagonal, or dense and low-rank as
//! the factors of `dense.rs`), and the algorithm's
//! adapters — a dual averaging per chain (NUTS, HMC), or one step size and trajectory length
//! shared by all chains and adapted across them (ChEES, MAMS) — and the restart of chains that
//! stopped moving under a shared step size.

use std::ops::Range;

use rayon::prelude::*;

use super::adapt::{
    fisher_diagonal, typical_chains, AcceptMean, Autocorrelation, Chees, CovarianceWelford, DualAveraging,
    LowRankWindow, PosteriorScale, WarmupSchedule, Welford,
};
use super::dense::{self, FactorForm, Factors};
use super::engine::BlockDraws;
use super::stats::Stat;
use super::{Algorithm, MetricAdaptation, MetricEstimate, SamplerConfig};

/// Most leapfrog steps of one ChEES or MAMS trajectory.
pub(super) const MAX_CHEES_STEPS: u32 = 1024;
/// ChEES's initial trajectory length (in units of the unconstrained scale).
const CHEES_INITIAL_LENGTH: f64 = 1.0;
/// Warmup with a shared step size: a chain whose last `STUCK_ITERATIONS` transitions all had
/// an acceptance statistic below `STUCK_ACCEPT` restarts at the position of a chain that is
/// moving. A chain that starts far out in a badly scaled posterior (radon's likelihood at a
/// tiny sigma, say) diverges at the shared step size on every transition and would never reach
/// the typical set. Warmup draws are discarded, and cross-chain warmup depends on the set of
/// chains by design, so this changes no guarantee.
const STUCK_ITERATIONS: u32 = 10;
const STUCK_ACCEPT: f64 = 1e-3;

pub(super) fn stat_column(out: &BlockDraws, s: Stat) -> impl Iterator<Item = f64> + '_ {
    out.stats.chunks(Stat::COUNT).map(move |row| row[s as usize])
}

/// Steps of iteration `t` of a shared-trajectory algorithm: ChEES integrates `h_t T`, MAMS
/// `2 h_t L` (mean L), `h_t` the Halton jitter of `t`; at least one, at most [`MAX_CHEES_STEPS`].
pub(super) fn shared_steps(algorithm: Algorithm, t: usize, length: f64, step_size: f64) -> u32 {
    let factor = if algorithm == Algorithm::Mams { 2.0 } else { 1.0 };
    let steps = (factor * Chees::jitter(t) * length / step_size).ceil();
    if steps.is_finite() {
        (steps as u32).clamp(1, MAX_CHEES_STEPS)
    } else {
        MAX_CHEES_STEPS
    }
}

/// MAMS's trajectory length: from the posterior's scale, then (after the autocorrelation
/// stage, the first half of the terminal buffer) from the chains' autocorrelation.
struct MamsLength {
    scale: PosteriorScale,
    acf: Autocorrelation,
    stage: Range<usize>,
    /// L as a fraction of the autocorrelation time.
    factor: f64,
}

/// Most bytes the low-rank metric's windows hold together (draws and gradients in f64): each
/// keeps the latest [`low_rank_cap`] draws of its window.
const LOW_RANK_WINDOW_BYTES: usize = 256 << 20;

/// Draws each of `windows` low-rank windows of `dim`-vectors keeps: its window's latest, at most
/// 1 000 and what [`LOW_RANK_WINDOW_BYTES`] allows (at least 3, the estimate's minimum).
fn low_rank_cap(windows: usize, dim: usize) -> usize {
    (LOW_RANK_WINDOW_BYTES / (windows.max(1) * dim.max(1) * 16)).clamp(3, 1000)
}

/// A dense or low-rank inverse metric per chain: its factors A (chain after chain) and, for
/// the dense form, the estimates Σ they factor (row-major `dim × dim` blocks; a low-rank Σ is
/// multiplied out when it is reported).
pub(super) struct DenseMetric {
    pub form: FactorForm,
    pub sigma: Vec<f64>,
    pub factor: Vec<f64>,
    /// Counts the updates of `factor`.
    pub generation: u64,
}

impl DenseMetric {
    /// Every chain's factor, of `dim` parameters.
    pub fn factors(&self, dim: usize) -> Factors<'_> {
        Factors { form: self.form, dim, values: &self.factor, generation: self.generation }
    }
}

/// Warmup state: step sizes, metric and the adapters.
pub(super) struct Warmup {
    algorithm: Algorithm,
    pub metric: MetricAdaptation,
    pub step: Vec<f64>,
    /// The diagonal inverse metric the engines run with (all ones with a dense metric, σ² with
    /// a low-rank one).
    pub inv_metric: Vec<f64>,
    /// A dense or low-rank metric: every chain's factor (the identity until the first window
    /// ends) and, dense, its Σ.
    pub dense: Option<DenseMetric>,
    step_adapters: Vec<DualAveraging>,
    variances: Vec<Welford>,
    /// A dense metric: the covariance of the window's draws, as `variances`.
    covariances: Vec<CovarianceWelford>,
    /// A low-rank metric: the window's draws and the gradients at them, as `variances`.
    low_rank: Vec<LowRankWindow>,
    /// The gradient-based estimate: the gradients at the window's draws, as `variances`.
    gradients: Vec<Welford>,
    schedule: WarmupSchedule,
    chees: Option<Chees>,
    mams: Option<MamsLength>,
    /// ChEES: the trajectory length T; MAMS: the mean trajectory length L.
    pub length: f64,
    /// Shared step size: per chain, warmup transitions in a row that did not move.
    stuck: Vec<u32>,
    /// Shared step size: the mean of the chains' acceptance it adapts to.
    accept_mean: AcceptMean,
}

impl Warmup {
    pub fn new(config: &SamplerConfig, dim: usize) -> Warmup {
        let algorithm = config.algorithm;
        let shared = algorithm.is_cross_chain();
        let target = config.target_accept.unwrap_or(algorithm.default_target_accept());
        let metric =
            config.metric.unwrap_or(if shared { MetricAdaptation::Pooled } else { MetricAdaptation::PerChain });
        let n_adapters = if shared { 1 } else { config.chains };
        let n_welford = if metric == MetricAdaptation::PerChain { config.chains } else { 1 };
        let form = config.factor_form(dim);
        let n_diagonal = if form.is_some() { 0 } else { n_welford };
        // MAMS: a terminal buffer of a fifth of warmup, its first half for the autocorrelation.
        let o = &config.adapt;
        let schedule = match algorithm {
            Algorithm::Mams => WarmupSchedule::with_buffers(
                config.warmup,
                o.init_buffer,
                o.term_buffer.max(config.warmup / 5),
                o.window,
            ),
            _ => WarmupSchedule::with_buffers(config.warmup, o.init_buffer, o.term_buffer, o.window),
        };
        let mams = (algorithm == Algorithm::Mams).then(|| {
            let start = schedule.term_start().unwrap_or(config.warmup);
            let stage = start..start + (config.warmup - start) / 2;
            MamsLength {
                scale: PosteriorScale::new(dim),
                acf: Autocorrelation::new(dim, config.chains),
                stage,
                factor: o.mams_length_factor,
            }
        });
        let length = if mams.is_some() { (dim as f64).sqrt() } else { CHEES_INITIAL_LENGTH };
        Warmup {
            algorithm,
            metric,
            step: vec![config.initial_step_size; config.chains],
            inv_metric: vec![1.0; config.chains * dim],
            dense: form.map(|form| {
                let factor = form.identity(config.chains, dim);
                let sigma = match form {
                    FactorForm::Dense => factor.clone(),
                    FactorForm::LowRank { .. } => Vec::new(),
                };
                DenseMetric { form, sigma, factor, generation: 0 }
            }),
            covariances: match form == Some(FactorForm::Dense) {
                true => (0..n_welford).map(|_| CovarianceWelford::new(dim)).collect(),
                false => Vec::new(),
            },
            low_rank: match matches!(form, Some(FactorForm::LowRank { .. })) {
                true => {
                    let cap = low_rank_cap(n_welford, dim);
                    (0..n_welford).map(|_| LowRankWindow::new(dim, cap)).collect()
                }
                false => Vec::new(),
            },
            step_adapters: (0..n_adapters)
                .map(|_| DualAveraging::with_options(config.initial_step_size, target, o))
                .collect(),
            variances: (0..n_diagonal).map(|_| Welford::new(dim)).collect(),
            gradients: match config.metric_estimate {
                MetricEstimate::Gradient => (0..n_diagonal).map(|_| Welford::new(dim)).collect(),
                MetricEstimate::Variance => Vec::new(),
            },
            schedule,
            chees: (algorithm == Algorithm::Chees)
                .then(|| Chees::new(CHEES_INITIAL_LENGTH).with_learning_rate(o.chees_learning_rate)),
            mams,
            length,
            stuck: vec![0; if shared { config.chains } else { 0 }],
            accept_mean: o.accept_mean,
        }
    }

    /// Unconstrained parameters per chain.
    pub fn dim(&self) -> usize {
        self.inv_metric.len() / self.step.len().max(1)
    }

    /// A dense or low-rank metric's factors, per chain.
    pub fn factors(&self) -> Option<Factors<'_>> {
        self.dense.as_ref().map(|m| m.factors(self.dim()))
    }

    /// The leapfrog (or isokinetic) steps of iteration `t`: HMC's own, or the shared
    /// trajectory's.
    pub fn steps(&self, t: usize) -> u32 {
        match self.algorithm {
            Algorithm::Hmc { steps, .. } => steps,
            _ => shared_steps(self.algorithm, t, self.length, self.step[0]),
        }
    }

    /// After a step-size search: chains that share a step size start from the median of
    /// their searches' results; dual averaging starts afresh around the step sizes.
    pub fn searched(&mut self) {
        if self.algorithm.is_cross_chain() {
            let mut sorted = self.step.clone();
            sorted.sort_by(f64::total_cmp);
            let median = sorted[sorted.len() / 2];
            self.step.iter_mut().for_each(|s| *s = median);
        }
        self.restart_step_sizes();
    }

    /// Dual averaging starts afresh around the current step sizes.
    fn restart_step_sizes(&mut self) {
        for (a, adapter) in self.step_adapters.iter_mut().enumerate() {
            adapter.restart(self.step[a]);
        }
    }

    /// Shared step size: the chains to restart after warmup iteration `t`, each with the
    /// chain whose position it takes (chosen by a fixed rule among the chains that moved, so a
    /// run repeats exactly). Empty for per-chain step sizes, or when no chain moved.
    pub fn stuck_chains(&mut self, t: usize, out: &BlockDraws) -> Vec<(usize, usize)> {
        if self.stuck.is_empty() {
            return Vec::new();
        }
        for (n, a) in self.stuck.iter_mut().zip(stat_column(out, Stat::AcceptStat)) {
            *n = if a >= STUCK_ACCEPT { 0 } else { *n + 1 };
        }
        let moving: Vec<usize> = (0..self.stuck.len()).filter(|&c| self.stuck[c] == 0).collect();
        if moving.is_empty() {
            return Vec::new();
        }
        let mut restarts = Vec::new();
        for c in 0..self.stuck.len() {
            if self.stuck[c] >= STUCK_ITERATIONS {
                restarts.push((c, moving[(c + 7919 * t) % moving.len()]));
                self.stuck[c] = 0;
            }
        }
        restarts
    }

    /// Whether the adaptation after iteration `t` needs the gradients at its draws.
    pub fn wants_gradients(&self, t: usize) -> bool {
        let estimates = !self.gradients.is_empty() || !self.low_rank.is_empty();
        estimates && self.metric != MetricAdaptation::Unit && self.schedule.in_metric_window(t)
    }

    /// Adapts after warmup iteration `t` from its draws (and the gradients at them, where
    /// [`Warmup::wants_gradients`]); `before` holds the positions before it.
    pub fn adapt(&mut self, t: usize, out: &BlockDraws, grads: Option<&[f64]>, before: &[f64], dim: usize) {
        let chains = self.step.len();
        let accept: Vec<f64> = stat_column(out, Stat::AcceptStat).map(|a| if a.is_nan() { 0.0 } else { a }).collect();
        if self.algorithm.is_cross_chain() {
            let eps = self.step_adapters[0].update(self.accept_mean.of(&accept));
            self.step.iter_mut().for_each(|s| *s = eps);
        } else {
            for (c, a) in accept.iter().enumerate() {
                self.step[c] = self.step_adapters[c].update(*a);
            }
        }
        if let (Some(chees), Some((pq, pp, pa))) = (self.chees.as_mut(), out.proposals.as_ref()) {
            // The criterion's gradient takes velocities, M^-1 p.
            let mut velocity: Vec<f64> = pp.iter().zip(&self.inv_metric).map(|(p, m)| p * m).collect();
            let mut pq = pq.clone();
            // The proposals come in the engine's coordinates y (x = A y): both go to the model's.
            if let Some(m) = &self.dense {
                dense::to_model(m.factors(dim), &mut pq);
                dense::to_model(m.factors(dim), &mut velocity);
            }
            self.length = chees.update(before, &pq, &velocity, pa, dim, Chees::jitter(t), self.step[0]);
        }
        // Pooled estimates leave out the chains far below the bulk (adapt::stragglers).
        let pooled = match self.metric {
            MetricAdaptation::Pooled => typical_chains(&stat_column(out, Stat::Lp).collect::<Vec<_>>()),
            _ => vec![true; chains],
        };
        self.adapt_metric(t, (&out.q, grads), &pooled, dim);
        self.adapt_mams_length(t, out, &pooled, dim);
    }

    /// The metric windows: add the draws, and at a window's end set the metric and restart
    /// the adapters around the current values.
    /// `enters[c]`: whether chain c's draw enters its window.
    fn adapt_metric(&mut self, t: usize, (q, grads): (&[f64], Option<&[f64]>), enters: &[bool], dim: usize) {
        let chains = enters.len();
        if self.metric == MetricAdaptation::Unit {
            return;
        }
        if self.dense.is_some() {
            self.adapt_dense(t, (q, grads), enters, dim);
            return;
        }
        if self.schedule.in_metric_window(t) {
            for c in (0..chains).filter(|&c| enters[c]) {
                let w = self.window_of(c);
                self.variances[w].add(&q[c * dim..(c + 1) * dim]);
                if let (Some(g), Some(welford)) = (grads, self.gradients.get_mut(w)) {
                    welford.add(&g[c * dim..(c + 1) * dim]);
                }
            }
        }
        if !self.schedule.window_ends_after(t) {
            return;
        }
        for (w, welford) in self.variances.iter_mut().enumerate() {
            let gradient_based = self.gradients.get(w).and_then(|g| fisher_diagonal(welford, g));
            if let Some(var) = gradient_based.or_else(|| welford.regularized_variance()) {
                for c in Self::chains_of(self.metric, w, chains) {
                    self.inv_metric[c * dim..(c + 1) * dim].copy_from_slice(&var);
                }
            }
            welford.reset();
        }
        self.gradients.iter_mut().for_each(Welford::reset);
        self.window_ended();
    }

    /// The metric window chain `c`'s draws go into: its own, or the one pooled window.
    fn window_of(&self, c: usize) -> usize {
        if self.metric == MetricAdaptation::PerChain {
            c
        } else {
            0
        }
    }

    /// The chains whose metric window `w` sets under `metric`: chain `w`, or all of them.
    fn chains_of(metric: MetricAdaptation, w: usize, chains: usize) -> Range<usize> {
        if metric == MetricAdaptation::PerChain {
            w..w + 1
        } else {
            0..chains
        }
    }

    /// The adapters restart around the current values after a metric window.
    fn window_ended(&mut self) {
        self.restart_step_sizes();
        if let Some(chees) = self.chees.as_mut() {
            chees.restart();
        }
    }

    /// The dense metric's windows: the covariance of each window's draws (per chain or pooled),
    /// regularised as Stan's `covar_adaptation`, and its Cholesky factor at the window's end; or
    /// the low-rank estimate from its draws and gradients, as its factor. An estimate that is
    /// not positive definite (in rounding), or none, leaves the chain's metric as it was.
    fn adapt_dense(&mut self, t: usize, (q, grads): (&[f64], Option<&[f64]>), enters: &[bool], dim: usize) {
        let chains = enters.len();
        if self.schedule.in_metric_window(t) {
            for c in (0..chains).filter(|&c| enters[c]) {
                let (w, rows) = (self.window_of(c), c * dim..(c + 1) * dim);
                if let Some(covariance) = self.covariances.get_mut(w) {
                    covariance.add(&q[rows.clone()]);
                }
                if let (Some(window), Some(g)) = (self.low_rank.get_mut(w), grads) {
                    window.add(&q[rows.clone()], &g[rows]);
                }
            }
        }
        if !self.schedule.window_ends_after(t) {
            return;
        }
        let Some(m) = self.dense.as_mut() else { return };
        // Per window: Σ (dense) or the diagonal metric (low-rank), and the factor.
        let estimates: Vec<Option<(Vec<f64>, Vec<f64>)>> = match m.form {
            FactorForm::Dense => self
                .covariances
                .iter()
                .map(|w| w.regularized_covariance().and_then(|cov| dense::cholesky(&cov, dim).map(|l| (cov, l))))
                .collect(),
            FactorForm::LowRank { rank } => {
                self.low_rank.par_iter().map(|w| w.estimate().map(|e| e.factor(rank))).collect()
            }
        };
        self.covariances.iter_mut().for_each(CovarianceWelford::reset);
        self.low_rank.iter_mut().for_each(LowRankWindow::reset);
        let words = m.form.words(dim);
        for (w, estimate) in estimates.into_iter().enumerate() {
            let Some((first, factor)) = estimate else { continue };
            m.generation += 1;
            let (into, size) = match m.form {
                FactorForm::Dense => (&mut m.sigma, dim * dim),
                FactorForm::LowRank { .. } => (&mut self.inv_metric, dim),
            };
            for c in Self::chains_of(self.metric, w, chains) {
                into[c * size..(c + 1) * size].copy_from_slice(&first);
                m.factor[c * words..(c + 1) * words].copy_from_slice(&factor);
            }
        }
        self.window_ended();
    }

    /// A dense or low-rank metric's Σ per chain (`chains × dim × dim`, row-major), empty with
    /// a diagonal one.
    pub fn dense_inverse_metric(&self) -> Vec<f64> {
        let Some(m) = &self.dense else { return Vec::new() };
        match m.form {
            FactorForm::Dense => m.sigma.clone(),
            FactorForm::LowRank { .. } => {
                let (chains, dim) = (self.step.len(), self.dim());
                let diag = |c: usize| &self.inv_metric[c * dim..(c + 1) * dim];
                (0..chains).into_par_iter().flat_map_iter(|c| m.factors(dim).chain(c).sigma(diag(c))).collect()
            }
        }
    }

    /// A low-rank metric per chain, as [`RunInfo::low_rank_factors`](super::RunInfo) reports
    /// it: the diagonal metric, then the factor (empty with another metric).
    pub fn low_rank_factors(&self) -> Vec<f64> {
        let Some(m) = self.dense.as_ref().filter(|m| m.form != FactorForm::Dense) else { return Vec::new() };
        let (dim, words) = (self.dim(), m.form.words(self.dim()));
        let per_chain = self.inv_metric.chunks_exact(dim.max(1)).zip(m.factor.chunks_exact(words.max(1)));
        per_chain.flat_map(|(d, f)| d.iter().chain(f).copied()).collect()
    }

    /// The diagonal of every chain's inverse metric (`chains × dim`): the diagonal metric, or
    /// the diagonal of the dense or low-rank one.
    pub fn metric_diagonals(&self) -> Vec<f64> {
        let Some(m) = &self.dense else { return self.inv_metric.clone() };
        let dim = self.dim().max(1);
        if m.form == FactorForm::Dense {
            return m.sigma.chunks(dim * dim).flat_map(|s| (0..dim).map(move |i| s[i * dim + i])).collect();
        }
        let diagonals = self.inv_metric.chunks_exact(dim).enumerate();
        diagonals.flat_map(|(c, d)| m.factors(dim).chain(c).sigma_diagonal(d)).collect()
    }

    /// MAMS: before the autocorrelation stage, L from the posterior's scale (in the metric's
    /// whitened coordinates, averaged over the chains' metrics); during it, L fixed and the
    /// draws recorded; at its end, L from the autocorrelation and dual averaging restarted.
    fn adapt_mams_length(&mut self, t: usize, out: &BlockDraws, enters: &[bool], dim: usize) {
        // A dense or low-rank metric: its diagonal whitens the scale.
        let diagonals = match (&self.mams, &self.dense) {
            (Some(m), Some(_)) if t < m.stage.start => Some(self.metric_diagonals()),
            _ => None,
        };
        let Some(m) = self.mams.as_mut() else { return };
        if t < m.stage.start {
            m.scale.add(&out.q, enters, dim);
            let chains = self.step.len();
            let diagonals = diagonals.as_deref().unwrap_or(&self.inv_metric);
            let sq: f64 = diagonals.chunks(dim).filter_map(|metric| m.scale.length(metric).map(|l| l * l)).sum::<f64>()
                / chains as f64;
            if sq.is_finite() && sq > 0.0 {
                self.length = sq.sqrt();
            }
        } else if m.stage.contains(&t) {
            // The integration time of the iteration: its steps (all of them, in a chain that
            // did not diverge) times the step size it ran with.
            let steps = stat_column(out, Stat::NLeapfrog).fold(0.0, f64::max);
            let eps = stat_column(out, Stat::StepSize).next().unwrap_or(0.0);
            m.acf.add(&out.q, enters, dim, steps * eps);
            if t + 1 == m.stage.end {
                if let Some(l) = m.acf.length(m.factor) {
                    self.length = l;
                }
                self.restart_step_sizes();
            }
        }
    }

    /// Whether warmup iteration `t` ends a metric window (the metric changed after it).
    pub fn metric_updated_after(&self, t: usize) -> bool {
        self.metric != MetricAdaptation::Unit && self.schedule.window_ends_after(t)
    }

    /// The step sizes (and trajectory length) to sample with.
    pub fn finish(&mut self) {
        let chains = self.step.len();
        for c in 0..chains {
            let a = if self.step_adapters.len() == 1 { 0 } else { c };
            self.step[c] = self.step_adapters[a].final_step_size();
        }
        if let Some(chees) = &self.chees {
            self.length = chees.final_trajectory_length();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One warmup iteration's draws of `accept.len()` chains with these acceptance statistics.
    fn draws(accept: &[f64]) -> BlockDraws {
        let mut stats = vec![0.0; accept.len() * Stat::COUNT];
        for (row, a) in stats.chunks_mut(Stat::COUNT).zip(accept) {
            row[Stat::AcceptStat as usize] = *a;
        }
        BlockDraws { q: vec![0.0; accept.len()], stats, proposals: None }
    }

    fn warmup(algorithm: Algorithm, chains: usize) -> Warmup {
        Warmup::new(&SamplerConfig { algorithm, chains, warmup: 100, ..SamplerConfig::default() }, 1)
    }

    #[test]
    fn chees_restarts_a_chain_that_stopped_moving_at_a_moving_one() {
        let mut w = warmup(Algorithm::Chees, 4);
        // Chain 1 never moves; chain 2 moves once, at iteration 5, which restarts its count;
        // chain 3 has a NaN statistic (not evaluable), which counts as not moving.
        for t in 0..STUCK_ITERATIONS as usize - 1 {
            let a2 = if t == 5 { 0.9 } else { 0.0 };
            assert!(w.stuck_chains(t, &draws(&[0.7, 0.0, a2, f64::NAN])).is_empty(), "iteration {t}");
        }
        let restarts = w.stuck_chains(9, &draws(&[0.7, 0.0, 0.0, f64::NAN]));
        assert_eq!(restarts, vec![(1, 0), (3, 0)], "only chain 0 moved, so it is the donor");
        // Restarted chains count afresh.
        assert!(w.stuck_chains(10, &draws(&[0.7, 0.0, 0.0, 0.0])).is_empty());
    }

    #[test]
    fn no_restart_without_a_moving_chain_or_with_per_chain_step_sizes() {
        let mut w = warmup(Algorithm::Mams, 3);
        for t in 0..3 * STUCK_ITERATIONS as usize {
            assert!(w.stuck_chains(t, &draws(&[0.0, 0.0, 0.0])).is_empty());
        }
        let mut nuts = warmup(Algorithm::Nuts { max_depth: 10 }, 2);
        for t in 0..3 * STUCK_ITERATIONS as usize {
            assert!(nuts.stuck_chains(t, &draws(&[0.9, 0.0])).is_empty());
        }
    }

    /// MAMS pools its metric window and posterior scale over the chains: one chain of 64 far
    /// out in a low-density region (a straggler) would make the pooled variance of a standard
    /// normal 1 + 40²/64 = 26; left out, it stays near 1, and so does L.
    #[test]
    fn pooled_estimates_leave_out_a_straggler() {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
        let (chains, warmup_iterations) = (64, 100);
        let config =
            SamplerConfig { algorithm: Algorithm::Mams, chains, warmup: warmup_iterations, ..SamplerConfig::default() };
        let mut w = Warmup::new(&config, 1);
        for t in 0..warmup_iterations {
            let q: Vec<f64> =
                (0..chains).map(|c| if c == 0 { 40.0 } else { super::super::adapt::test_normal(&mut rng) }).collect();
            let mut stats = vec![0.0; chains * Stat::COUNT];
            for (row, x) in stats.chunks_mut(Stat::COUNT).zip(&q) {
                row[Stat::Lp as usize] = -0.5 * x * x;
                row[Stat::AcceptStat as usize] = 0.9;
                row[Stat::NLeapfrog as usize] = 2.0;
                row[Stat::StepSize as usize] = 0.5;
            }
            let out = BlockDraws { q: q.clone(), stats, proposals: None };
            w.adapt(t, &out, None, &q, 1);
        }
        assert!((w.inv_metric[0] - 1.0).abs() < 0.3, "pooled variance {}", w.inv_metric[0]);
        assert!(w.length < 3.0, "L {}", w.length);
    }

    #[test]
    fn mams_steps_average_the_trajectory_length() {
        let n = 1024;
        let mean = (0..n).map(|t| f64::from(shared_steps(Algorithm::Mams, t, 10.0, 0.1))).sum::<f64>() / n as f64;
        assert!((mean - 100.0).abs() < 1.0, "{mean}");
        assert_eq!(shared_steps(Algorithm::Mams, 0, 1e9, 1e-9), MAX_CHEES_STEPS);
        assert_eq!(shared_steps(Algorithm::Mams, 0, 0.0, 1.0), 1);
    }

    #[test]
    fn the_searched_shared_step_size_is_the_median() {
        let mut w = warmup(Algorithm::Mams, 3);
        w.step = vec![0.5, 4.0, 1.0];
        w.searched();
        assert_eq!(w.step, vec![1.0; 3]);
        let mut nuts = warmup(Algorithm::Nuts { max_depth: 10 }, 3);
        nuts.step = vec![0.5, 4.0, 1.0];
        nuts.searched();
        assert_eq!(nuts.step, vec![0.5, 4.0, 1.0]);
    }
}
