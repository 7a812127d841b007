//! The run loop: initial points, warmup with adaptation between iterations, then sampling in
//! blocks handed to a sink.

use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::backend::gpu_contexts;
use crate::cpu::{CpuModel, EvalError};
use crate::gpu::GpuContext;
use crate::model::Model;
use crate::rng::{purpose, uniform_f32, Philox};

use super::adapt::{Chees, DualAveraging, WarmupSchedule, Welford};
use super::engine::{Block, BlockDraws, CpuEngine, Engine, Kernel};
use super::gpu::GpuEngine;
use super::multi::{split_chains, MultiEngine};
use super::ranks::{rank_chains, Exchange, NoChains, RankEngine};
use super::stats::Stat;
use super::stepsize;
use super::trace::{DrawBlock, DrawSink, RunInfo};
use super::{Algorithm, MetricAdaptation, SampleError, SamplerConfig};

/// Most leapfrog steps of one ChEES trajectory.
pub const MAX_CHEES_STEPS: u32 = 1024;
/// ChEES's initial trajectory length (in units of the unconstrained scale).
const CHEES_INITIAL_LENGTH: f64 = 1.0;
/// ChEES warmup: a chain whose last `STUCK_ITERATIONS` transitions all had an acceptance
/// statistic below `STUCK_ACCEPT` restarts at the position of a chain that is moving. ChEES
/// shares one step size across chains; a chain that starts far out in a badly scaled posterior
/// (radon's likelihood at a tiny sigma, say) diverges at that step size on every transition
/// and would never reach the typical set. Warmup draws are discarded, and ChEES's warmup
/// depends on the set of chains by design, so this changes no guarantee.
const STUCK_ITERATIONS: u32 = 10;
const STUCK_ACCEPT: f64 = 1e-3;

/// Which phase a progress report is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProgressPhase {
    Warmup,
    Sampling,
}

/// A progress report: iterations done out of the phase's total. The first report, warmup with
/// none done, comes once the kernels are compiled and every chain has its initial point; then
/// one follows every warmup iteration and every block of draws.
#[derive(Debug, Clone, Copy)]
pub struct Progress {
    pub phase: ProgressPhase,
    pub done: usize,
    pub total: usize,
    /// Since the phase began.
    pub elapsed: Duration,
}

type ProgressFn<'a, 'b> = Option<&'a mut (dyn FnMut(&Progress) + 'b)>;

/// What a run reports to and hears from outside: progress, a stop flag, other processes.
pub(crate) struct Hooks<'a, 'b> {
    pub progress: ProgressFn<'a, 'b>,
    pub stop: Option<&'a AtomicBool>,
    pub exchange: Option<&'a dyn Exchange>,
}

pub(super) fn check(config: &SamplerConfig, dim: usize) -> Result<(), SampleError> {
    let bad = |m: &str| Err(SampleError::Settings(m.to_string()));
    if config.chains == 0 {
        return bad("at least one chain is needed");
    }
    if dim == 0 {
        return bad("the model has no parameters to sample");
    }
    if config.chains > u32::MAX as usize || config.warmup + config.draws >= stepsize::SEARCH_ITERATIONS as usize {
        return bad("too many chains or iterations");
    }
    if !(config.initial_step_size > 0.0 && config.initial_step_size.is_finite()) {
        return bad("the initial step size must be positive and finite");
    }
    if let Some(t) = config.target_accept {
        if !(t > 0.0 && t < 1.0) {
            return bad("the target acceptance must be in (0, 1)");
        }
    }
    match config.algorithm {
        Algorithm::Nuts { max_depth } if !(1..=30).contains(&max_depth) => {
            bad(&format!("the NUTS max_depth must be in 1..=30, not {max_depth}"))
        }
        Algorithm::Hmc { steps: 0, .. } => bad("HMC needs at least one leapfrog step"),
        _ => Ok(()),
    }
}

/// The engine of the chains `chains`: on the CPU, one GPU device, or several side by side.
fn make_engine(
    model: &Model,
    config: &SamplerConfig,
    chains: Range<usize>,
) -> Result<(Box<dyn Engine>, Duration), SampleError> {
    let contexts = gpu_contexts(config.backend, &config.devices)?;
    if contexts.is_empty() {
        let cpu = CpuEngine::new(CpuModel::new(model), config.seed, chains);
        return Ok((Box::new(cpu), Duration::ZERO));
    }
    let slices = split_chains(chains.len(), contexts.len());
    let mut parts: Vec<(Range<usize>, Box<dyn Engine + Send>)> = Vec::with_capacity(slices.len());
    let mut compile_time = Duration::ZERO;
    for (ctx, slice) in contexts.into_iter().zip(slices) {
        let engine = gpu_engine(ctx, model, config, chains.start + slice.start..chains.start + slice.end)?;
        compile_time += engine.compile_time();
        parts.push((slice, Box::new(engine)));
    }
    if parts.len() == 1 {
        let (_, engine) = parts.pop().expect("one part");
        return Ok((engine, compile_time));
    }
    Ok((Box::new(MultiEngine::new(parts, model.dim())), compile_time))
}

fn gpu_engine(
    ctx: Arc<GpuContext>,
    model: &Model,
    config: &SamplerConfig,
    chains: Range<usize>,
) -> Result<GpuEngine, SampleError> {
    let levels = match config.algorithm {
        Algorithm::Nuts { max_depth } => max_depth as usize,
        _ => 0,
    };
    let shape = config.layout.shape(model, chains.len(), &ctx)?;
    let mut engine = GpuEngine::new(ctx, model, config.seed, chains, levels, config.gpu_chains_per_group, shape)?;
    if let Some(n) = config.gpu_leapfrogs_per_dispatch {
        engine.set_leapfrogs_per_dispatch(n);
    }
    Ok(engine)
}

/// This process's engine: all chains, or (with other processes) its slice, its results
/// shared with theirs.
fn process_engine<'x>(
    model: &Model,
    config: &SamplerConfig,
    exchange: Option<&'x dyn Exchange>,
) -> Result<(Box<dyn Engine + 'x>, Duration), SampleError> {
    let Some(exchange) = exchange else {
        return make_engine(model, config, 0..config.chains).map(|(engine, time)| (engine as Box<dyn Engine>, time));
    };
    let mine = rank_chains(config.chains, exchange.size())[exchange.rank()].clone();
    let local = match mine.is_empty() {
        true => Ok((Box::new(NoChains) as Box<dyn Engine>, Duration::ZERO)),
        false => make_engine(model, config, mine),
    };
    let compile_time = local.as_ref().map_or(Duration::ZERO, |(_, t)| *t);
    let engine = RankEngine::new(local.map(|(e, _)| e as Box<dyn Engine>), exchange, config.chains, model.dim())?;
    Ok((Box::new(engine), compile_time))
}

/// Candidate `attempt` of chain `chain`'s initial point: uniform(−2, 2) per coordinate.
pub(crate) fn initial_point(rng: &Philox, chain: u32, dim: usize, attempt: u32) -> Vec<f64> {
    (0..dim)
        .map(|i| {
            let w = rng.words(chain, attempt, purpose::INIT, (i / 4) as u32)[i % 4];
            -2.0 + 4.0 * f64::from(uniform_f32(w))
        })
        .collect()
}

/// Uniform(−2, 2) initial points, redrawn for chains whose log density or gradient is not
/// finite. Returns the chains' positions.
fn initialise(engine: &mut dyn Engine, config: &SamplerConfig, dim: usize) -> Result<Vec<f64>, SampleError> {
    let rng = Philox::new(config.seed);
    let chains = config.chains;
    let mut q = vec![0.0; chains * dim];
    let mut pending: Vec<usize> = (0..chains).collect();
    let (mut logp, mut grad) = (vec![0.0; chains], vec![0.0; chains * dim]);
    for attempt in 0..config.max_init_tries {
        for &c in &pending {
            q[c * dim..(c + 1) * dim].copy_from_slice(&initial_point(&rng, c as u32, dim, attempt));
        }
        let (lp, g) = engine.evaluate(&q)?;
        for &c in &pending {
            logp[c] = lp[c];
            grad[c * dim..(c + 1) * dim].copy_from_slice(&g[c * dim..(c + 1) * dim]);
        }
        pending.retain(|&c| !(logp[c].is_finite() && grad[c * dim..(c + 1) * dim].iter().all(|g| g.is_finite())));
        if pending.is_empty() {
            engine.set_state(&q, &logp, &grad)?;
            return Ok(q);
        }
    }
    Err(SampleError::Init { chain: pending[0], tries: config.max_init_tries, check: None })
}

/// The densities' argument checks on data alone, before anything is compiled or sampled.
fn check_data(model: &Model) -> Result<(), SampleError> {
    crate::cpu::check_data(model).map_err(|e| match e {
        EvalError::Check(failure) => SampleError::Data(failure),
        other => SampleError::Model(Box::new(other.into())),
    })
}

/// Adds to a failed initialisation the argument check that failed at the last candidate.
fn explain_init(e: SampleError, model: &Model, config: &SamplerConfig) -> SampleError {
    match e {
        SampleError::Init { chain, tries, .. } => {
            let point = initial_point(&Philox::new(config.seed), chain as u32, model.dim(), tries.saturating_sub(1));
            SampleError::Init { chain, tries, check: crate::cpu::failed_check(model, &point) }
        }
        other => other,
    }
}

/// Moves each chain `c` of `restarts` to the position of its donor `d` (pairs `(c, d)`) and
/// gives the engine the new state, log densities and gradients evaluated afresh.
fn restart(engine: &mut dyn Engine, q: &mut [f64], restarts: &[(usize, usize)], dim: usize) -> Result<(), SampleError> {
    for &(c, d) in restarts {
        q.copy_within(d * dim..(d + 1) * dim, c * dim);
    }
    let (logp, grad) = engine.evaluate(q)?;
    engine.set_state(q, &logp, &grad)
}

/// The ChEES leapfrog count of iteration `t`: the jittered trajectory over the step size.
fn chees_steps(t: usize, length: f64, step_size: f64) -> u32 {
    let steps = (Chees::jitter(t) * length / step_size).ceil();
    if steps.is_finite() {
        (steps as u32).clamp(1, MAX_CHEES_STEPS)
    } else {
        MAX_CHEES_STEPS
    }
}

fn stat_column(out: &BlockDraws, s: Stat) -> impl Iterator<Item = f64> + '_ {
    out.stats.chunks(Stat::COUNT).map(move |row| row[s as usize])
}

/// Warmup state: step sizes, metric and the adapters.
struct Warmup {
    metric: MetricAdaptation,
    step: Vec<f64>,
    inv_metric: Vec<f64>,
    step_adapters: Vec<DualAveraging>,
    variances: Vec<Welford>,
    schedule: WarmupSchedule,
    chees: Option<Chees>,
    length: f64,
    /// ChEES: per chain, warmup transitions in a row that did not move.
    stuck: Vec<u32>,
}

impl Warmup {
    fn new(config: &SamplerConfig, dim: usize) -> Warmup {
        let is_chees = config.algorithm == Algorithm::Chees;
        let target = config.target_accept.unwrap_or(if is_chees { 0.651 } else { 0.8 });
        let metric =
            config.metric.unwrap_or(if is_chees { MetricAdaptation::Pooled } else { MetricAdaptation::PerChain });
        let shared_step = is_chees;
        let n_adapters = if shared_step { 1 } else { config.chains };
        let n_welford = if metric == MetricAdaptation::PerChain { config.chains } else { 1 };
        Warmup {
            metric,
            step: vec![config.initial_step_size; config.chains],
            inv_metric: vec![1.0; config.chains * dim],
            step_adapters: (0..n_adapters).map(|_| DualAveraging::new(config.initial_step_size, target)).collect(),
            variances: (0..n_welford).map(|_| Welford::new(dim)).collect(),
            schedule: WarmupSchedule::new(config.warmup),
            chees: is_chees.then(|| Chees::new(CHEES_INITIAL_LENGTH)),
            length: CHEES_INITIAL_LENGTH,
            stuck: vec![0; if is_chees { config.chains } else { 0 }],
        }
    }

    /// ChEES: the chains to restart after warmup iteration `t`, each with the chain whose
    /// position it takes (chosen by a fixed rule among the chains that moved, so a run repeats
    /// exactly). Empty for other algorithms, or when no chain moved.
    fn stuck_chains(&mut self, t: usize, out: &BlockDraws) -> Vec<(usize, usize)> {
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

    /// Adapts after warmup iteration `t` from its draws; `before` holds the positions before it.
    fn adapt(&mut self, t: usize, out: &BlockDraws, before: &[f64], dim: usize) {
        let chains = self.step.len();
        let accept: Vec<f64> = stat_column(out, Stat::AcceptStat).map(|a| if a.is_nan() { 0.0 } else { a }).collect();
        if self.chees.is_some() {
            let mean = accept.iter().sum::<f64>() / chains as f64;
            let eps = self.step_adapters[0].update(mean);
            self.step.iter_mut().for_each(|s| *s = eps);
        } else {
            for (c, a) in accept.iter().enumerate() {
                self.step[c] = self.step_adapters[c].update(*a);
            }
        }
        if let (Some(chees), Some((pq, pp, pa))) = (self.chees.as_mut(), out.proposals.as_ref()) {
            // The criterion's gradient takes velocities, M^-1 p.
            let velocity: Vec<f64> = pp.iter().zip(&self.inv_metric).map(|(p, m)| p * m).collect();
            self.length = chees.update(before, pq, &velocity, pa, dim, Chees::jitter(t), self.step[0]);
        }
        if self.metric != MetricAdaptation::Unit && self.schedule.in_metric_window(t) {
            for c in 0..chains {
                let w = if self.variances.len() == 1 { 0 } else { c };
                self.variances[w].add(&out.q[c * dim..(c + 1) * dim]);
            }
        }
        if self.metric != MetricAdaptation::Unit && self.schedule.window_ends_after(t) {
            let pooled = self.variances.len() == 1;
            for (w, welford) in self.variances.iter_mut().enumerate() {
                if let Some(var) = welford.regularized_variance() {
                    let targets: Vec<usize> = if pooled { (0..chains).collect() } else { vec![w] };
                    for c in targets {
                        self.inv_metric[c * dim..(c + 1) * dim].copy_from_slice(&var);
                    }
                }
                welford.reset();
            }
            for (a, adapter) in self.step_adapters.iter_mut().enumerate() {
                adapter.restart(self.step[a]);
            }
            if let Some(chees) = self.chees.as_mut() {
                chees.restart();
            }
        }
    }

    /// Whether warmup iteration `t` ends a metric window (the metric changed after it).
    fn metric_updated_after(&self, t: usize) -> bool {
        self.metric != MetricAdaptation::Unit && self.schedule.window_ends_after(t)
    }

    /// Dual averaging starts afresh around the current step sizes (after a step-size search).
    fn restart_step_sizes(&mut self) {
        for (c, adapter) in self.step_adapters.iter_mut().enumerate() {
            adapter.restart(self.step[c]);
        }
    }

    /// The step sizes (and trajectory length) to sample with.
    fn finish(&mut self) {
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

fn kernel_for(algorithm: Algorithm, steps: &[u32]) -> Kernel<'_> {
    match algorithm {
        Algorithm::Nuts { max_depth } => Kernel::Nuts { max_depth },
        Algorithm::Hmc { jitter, .. } => Kernel::Hmc { steps, jitter },
        Algorithm::Chees => Kernel::Hmc { steps, jitter: false },
    }
}

fn leapfrogs(out: &BlockDraws) -> u64 {
    stat_column(out, Stat::NLeapfrog).map(|n| n as u64).sum()
}

/// Runs warmup and sampling; blocks of draws go to `sink`.
pub(crate) fn run(
    model: &Model,
    config: &SamplerConfig,
    sink: &mut dyn DrawSink,
    hooks: Hooks<'_, '_>,
) -> Result<RunInfo, SampleError> {
    let Hooks { mut progress, stop, exchange } = hooks;
    let stop_asked = || stop.is_some_and(|s| s.load(Ordering::SeqCst));
    let dim = model.dim();
    check(config, dim)?;
    check_data(model)?;
    let (mut engine, compile_time) = process_engine(model, config, exchange)?;
    let mut info =
        RunInfo { backend: engine.description(), layout: engine.layout(), compile_time, ..RunInfo::default() };
    let mut report = |phase, done, total, start: Instant| {
        if let Some(f) = progress.as_mut() {
            f(&Progress { phase, done, total, elapsed: start.elapsed() });
        }
    };
    let start = Instant::now();
    let mut current = initialise(engine.as_mut(), config, dim).map_err(|e| explain_init(e, model, config))?;
    report(ProgressPhase::Warmup, 0, config.warmup, start);
    let mut w = Warmup::new(config, dim);
    let search = config.step_size_search && config.warmup > 0 && config.algorithm != Algorithm::Chees;
    let mut searches = 0;
    if search {
        info.warmup_leapfrogs += stepsize::search(engine.as_mut(), &current, &mut w.step, &w.inv_metric, searches)?;
        w.restart_step_sizes();
        searches += 1;
    }
    for t in 0..config.warmup {
        let steps = match config.algorithm {
            Algorithm::Hmc { steps, .. } => steps,
            _ => chees_steps(t, w.length, w.step[0]),
        };
        let steps = [steps];
        let block = Block {
            first_iteration: t as u32,
            n_iter: 1,
            step_size: &w.step,
            inv_metric: &w.inv_metric,
            kernel: kernel_for(config.algorithm, &steps),
        };
        let out = engine.run_block(&block)?;
        info.warmup_leapfrogs += leapfrogs(&out);
        w.adapt(t, &out, &current, dim);
        let restarts = w.stuck_chains(t, &out);
        current = out.q;
        if search && w.metric_updated_after(t) {
            info.warmup_leapfrogs += stepsize::search(engine.as_mut(), &current, &mut w.step, &w.inv_metric, searches)?;
            w.restart_step_sizes();
            searches += 1;
        }
        if !restarts.is_empty() {
            restart(engine.as_mut(), &mut current, &restarts, dim)?;
            info.warmup_restarts += restarts.len();
        }
        report(ProgressPhase::Warmup, t + 1, config.warmup, start);
        // Every process stops after the same iteration: a stop asked on one is agreed by all.
        if engine.agree(Ok(stop_asked()))? {
            return Err(SampleError::Interrupted { draws: 0 });
        }
    }
    w.finish();
    info.warmup_time = start.elapsed();
    info.warmup_exchange_time = engine.exchange_time();
    info.step_size.clone_from(&w.step);
    info.inv_metric.clone_from(&w.inv_metric);
    let written = sink.warmup_done(&info).map_err(SampleError::Sink).map(|()| false);
    engine.agree(written)?;
    let start = Instant::now();
    let block_len = (config.memory_cap_bytes / config.bytes_per_iteration(dim).max(1)).clamp(1, config.draws.max(1));
    let mut first = 0;
    while first < config.draws {
        let n = block_len.min(config.draws - first);
        let steps: Vec<u32> = (0..n)
            .map(|k| match config.algorithm {
                Algorithm::Hmc { steps, .. } => steps,
                _ => chees_steps(config.warmup + first + k, w.length, w.step[0]),
            })
            .collect();
        let block = Block {
            first_iteration: (config.warmup + first) as u32,
            n_iter: n,
            step_size: &w.step,
            inv_metric: &w.inv_metric,
            kernel: kernel_for(config.algorithm, &steps),
        };
        let out = engine.run_block(&block)?;
        info.sampling_leapfrogs += leapfrogs(&out);
        let draws = DrawBlock {
            first_draw: first,
            n_draws: n,
            chains: config.chains,
            dim,
            unconstrained: &out.q,
            stats: &out.stats,
        };
        first += n;
        let written = sink.block(&draws).map_err(SampleError::Sink);
        if written.is_ok() {
            report(ProgressPhase::Sampling, first, config.draws, start);
        }
        // One agreement per block: whether every sink wrote it, and whether any process stops.
        if engine.agree(written.map(|()| first < config.draws && stop_asked()))? {
            return Err(SampleError::Interrupted { draws: first });
        }
    }
    info.sampling_time = start.elapsed();
    info.exchange_time = engine.exchange_time();
    info.step_size = w.step;
    info.inv_metric = w.inv_metric;
    info.trajectory_length = w.chees.is_some().then_some(w.length);
    Ok(info)
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
    fn no_restart_without_a_moving_chain_or_outside_chees() {
        let mut w = warmup(Algorithm::Chees, 3);
        for t in 0..3 * STUCK_ITERATIONS as usize {
            assert!(w.stuck_chains(t, &draws(&[0.0, 0.0, 0.0])).is_empty());
        }
        let mut nuts = warmup(Algorithm::Nuts { max_depth: 10 }, 2);
        for t in 0..3 * STUCK_ITERATIONS as usize {
            assert!(nuts.stuck_chains(t, &draws(&[0.9, 0.0])).is_empty());
        }
    }
}
