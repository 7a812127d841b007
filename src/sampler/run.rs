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

use super::adapt::typical_chains;
use super::dense::{self, Factors, MAX_DENSE_DIM};
use super::engine::{Block, BlockDraws, CpuEngine, Engine, Kernel};
use super::gpu::GpuEngine;
use super::layout::Layout;
use super::mams;
use super::multi::{split_chains, MultiEngine};
use super::ranks::{rank_chains, Exchange, NoChains, RankEngine};
use super::stats::Stat;
use super::stepsize;
use super::timings::{timed, Timings};
use super::trace::{DrawBlock, DrawSink, RunInfo};
use super::warmup::{stat_column, Warmup};
use super::{Algorithm, Metric, MetricEstimate, SampleError, SamplerConfig};

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
    if config.chains > u32::MAX as usize || config.warmup + config.draws >= stepsize::SEARCH_ITERATIONS as usize {
        return bad("too many chains or iterations");
    }
    if !(config.init_radius >= 0.0 && config.init_radius.is_finite()) {
        return bad("the initial points' radius must be zero or positive and finite");
    }
    if let Some(q) = &config.inits {
        if q.len() != config.chains * dim || q.iter().any(|x| x.is_infinite()) {
            return bad("the initial points must be chains × dim unconstrained values (NaN: drawn)");
        }
    }
    if !(config.initial_step_size > 0.0 && config.initial_step_size.is_finite()) {
        return bad("the initial step size must be positive and finite");
    }
    if let Some(t) = config.target_accept {
        if !(t > 0.0 && t < 1.0) {
            return bad("the target acceptance must be in (0, 1)");
        }
    }
    config.adapt.check().map_err(SampleError::Settings)?;
    check_dense(config, dim)?;
    check_refresh(config)?;
    match config.algorithm {
        Algorithm::Nuts { max_depth } if !(1..=30).contains(&max_depth) => {
            bad(&format!("the NUTS max_depth must be in 1..=30, not {max_depth}"))
        }
        Algorithm::Hmc { steps: 0, .. } => bad("HMC needs at least one leapfrog step"),
        _ => Ok(()),
    }
}

/// MAMS's partial refresh: a positive, finite factor, with MAMS only.
fn check_refresh(config: &SamplerConfig) -> Result<(), SampleError> {
    let Some(factor) = config.mams_partial_refresh else { return Ok(()) };
    if config.algorithm != Algorithm::Mams {
        return Err(SampleError::Settings(format!(
            "the partial velocity refresh (mams_partial_refresh) runs with MAMS, not {:?}",
            config.algorithm
        )));
    }
    if !(factor > 0.0 && factor.is_finite()) {
        return Err(SampleError::Settings(format!(
            "the partial velocity refresh's factor (mams_partial_refresh) must be positive and finite, not {factor}"
        )));
    }
    Ok(())
}

/// A dense or low-rank metric (the dense one from the variance-based estimate) runs in the
/// lanes layout, for at most [`MAX_DENSE_DIM`] parameters and `dim²` values per chain held in
/// memory.
fn check_dense(config: &SamplerConfig, dim: usize) -> Result<(), SampleError> {
    if !config.adapts_dense_metric() {
        return Ok(());
    }
    let bad = |m: String| Err(SampleError::Settings(m));
    let name = config.metric_form.name();
    if config.metric_form == Metric::Dense && config.metric_estimate != MetricEstimate::Variance {
        return bad("the dense metric is estimated from the draws' covariance only (metric estimate: variance)".into());
    }
    if !matches!(config.layout, Layout::Auto | Layout::Lanes) {
        return bad(format!("the {name} metric runs in the lanes kernel layout, not {:?}", config.layout));
    }
    if dim > MAX_DENSE_DIM {
        return bad(format!("the {name} metric takes at most {MAX_DENSE_DIM} parameters; the model has {dim}"));
    }
    if config.chains.saturating_mul(dim * dim) > MAX_DENSE_VALUES {
        return bad(format!(
            "{} chains of a {name} {dim} × {dim} metric exceed {MAX_DENSE_VALUES} values; run fewer chains",
            config.chains
        ));
    }
    Ok(())
}

/// Most values of the dense metrics of all chains together (each held three times in f64: Σ,
/// L and the window's running covariance).
const MAX_DENSE_VALUES: usize = 1 << 25;

/// The engine of the chains `chains`: on the CPU, one GPU device, or several side by side.
fn make_engine(
    model: &Model,
    config: &SamplerConfig,
    chains: Range<usize>,
) -> Result<(Box<dyn Engine>, Duration), SampleError> {
    let contexts = gpu_contexts(crate::backend::for_model(model, config.backend), &config.devices)?;
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
    let form = config.factor_form(model.dim());
    let layout = if form.is_some() { Layout::Lanes } else { config.layout };
    let shape = layout.shape(model, chains.len(), &ctx)?;
    let kernel = (levels, form, config.memory_policy);
    let engine = GpuEngine::new(ctx, model, config.seed, chains, kernel, config.gpu_chains_per_group, shape);
    let mut engine = engine?;
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

/// Candidate `attempt` of chain `chain`'s initial point: uniform(−radius, radius) per
/// coordinate (the same uniforms whatever the radius).
pub(crate) fn initial_point(rng: &Philox, chain: u32, dim: usize, attempt: u32, radius: f64) -> Vec<f64> {
    (0..dim)
        .map(|i| {
            let w = rng.words(chain, attempt, purpose::INIT, (i / 4) as u32)[i % 4];
            radius * (2.0 * f64::from(uniform_f32(w)) - 1.0)
        })
        .collect()
}

/// Candidate `attempt` of chain `chain`'s initial point: the user's values where
/// [`SamplerConfig::inits`] gives them, uniform(−R, R) elsewhere.
fn candidate(rng: &Philox, config: &SamplerConfig, chain: usize, dim: usize, attempt: u32) -> Vec<f64> {
    let mut q = initial_point(rng, chain as u32, dim, attempt, config.init_radius);
    if let Some(given) = &config.inits {
        for (x, &g) in q.iter_mut().zip(&given[chain * dim..(chain + 1) * dim]) {
            if !g.is_nan() {
                *x = g;
            }
        }
    }
    q
}

/// Uniform(−R, R) initial points (R = `init_radius`), redrawn for chains whose log density or
/// gradient is not finite (at R = 0 there is one candidate, the origin). Returns the chains'
/// positions.
fn initialise(engine: &mut dyn Engine, config: &SamplerConfig, dim: usize) -> Result<Vec<f64>, SampleError> {
    let rng = Philox::new(config.seed);
    let chains = config.chains;
    let mut q = vec![0.0; chains * dim];
    let mut pending: Vec<usize> = (0..chains).collect();
    let (mut logp, mut grad) = (vec![0.0; chains], vec![0.0; chains * dim]);
    let tries = init_tries(config);
    for attempt in 0..tries {
        for &c in &pending {
            q[c * dim..(c + 1) * dim].copy_from_slice(&candidate(&rng, config, c, dim, attempt));
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
    Err(SampleError::Init { chain: pending[0], tries, check: None, point: Box::new([]), reason: None })
}

/// Candidates per chain: `max_init_tries`, or one at radius 0 (every candidate the origin)
/// or when the user gives every coordinate.
fn init_tries(config: &SamplerConfig) -> u32 {
    let all_given = config.inits.as_ref().is_some_and(|q| !q.iter().any(|x| x.is_nan()));
    if config.init_radius == 0.0 || all_given {
        config.max_init_tries.min(1)
    } else {
        config.max_init_tries
    }
}

/// The densities' argument checks on data alone, before anything is compiled or sampled;
/// then one evaluation of the log density on the f64 CPU reference at the origin
/// ([`crate::cpu::check_structure`]), where an error that is not a domain error (an index out
/// of range) stops the run. A GPU kernel reads out of range without a word; this gives every
/// backend Stan's error.
fn check_data(model: &Model) -> Result<(), SampleError> {
    crate::cpu::check_data(model).map_err(|e| match e {
        EvalError::Check(failure) => SampleError::Data(failure),
        other => SampleError::Eval(other),
    })?;
    crate::cpu::check_structure(model).map_err(SampleError::Eval)
}

/// Adds to a failed initialisation the argument check that failed at the last candidate.
fn explain_init(e: SampleError, model: &Model, config: &SamplerConfig) -> SampleError {
    match e {
        SampleError::Init { chain, tries, .. } => {
            let attempt = tries.saturating_sub(1);
            let point = candidate(&Philox::new(config.seed), config, chain, model.dim(), attempt);
            let check = crate::cpu::failed_check(model, &point).map(Box::new);
            SampleError::Init { chain, tries, check, point: point.into(), reason: None }
        }
        other => other,
    }
}

/// Moves each chain `c` of `restarts` to the position of its donor `d` (pairs `(c, d)`) and
/// gives the engine the new state, log densities and gradients evaluated afresh.
fn restart(engine: &mut dyn Engine, q: &mut [f64], restarts: &[(usize, usize)], w: &Warmup) -> Result<(), SampleError> {
    let dim = w.dim();
    for &(c, d) in restarts {
        q.copy_within(d * dim..(d + 1) * dim, c * dim);
    }
    let (y, logp, grad) = dense::engine_state(engine, q, w.factors())?;
    engine.set_state(&y, &logp, &grad)
}

/// Stan's step-size search from the positions `current` (model coordinates), with warmup's
/// metric; its gradient evaluations, that of the starting point included.
fn search_step_sizes(
    engine: &mut dyn Engine,
    current: &[f64],
    w: &mut Warmup,
    search: u32,
    isokinetic: bool,
) -> Result<u64, SampleError> {
    let start = dense::engine_state(engine, current, w.factors())?;
    let chains = w.step.len() as u64;
    let (dim, factors) = (w.dim(), w.dense.as_ref());
    let metric = (&w.inv_metric[..], factors.map(|m| m.factors(dim)));
    let taken = stepsize::search(engine, &start, &mut w.step, metric, search, isokinetic)?;
    w.searched();
    Ok(chains + taken)
}

/// Turns a block's draws into model coordinates (a dense metric's engine runs in its own).
fn to_model(w: &Warmup, out: &mut BlockDraws) {
    if let Some(factors) = w.factors() {
        dense::to_model(factors, &mut out.q);
    }
}

/// The kernel of a block of `config`'s algorithm with `steps` per iteration, at the warmup
/// state `w` (MAMS's partial refresh takes its step size and trajectory length).
fn kernel_for<'a>(config: &SamplerConfig, w: &Warmup, steps: &'a [u32]) -> Kernel<'a> {
    match config.algorithm {
        Algorithm::Nuts { max_depth } => Kernel::Nuts { max_depth },
        Algorithm::Hmc { jitter, .. } => Kernel::Hmc { steps, jitter },
        Algorithm::Chees => Kernel::Hmc { steps, jitter: false },
        Algorithm::Mams => Kernel::Mams { steps, noise: refresh_noise(config, w) },
    }
}

/// MAMS's partial-refresh noise ν at the warmup state `w` (0: no partial refresh): Langevin
/// length L_p = factor × L, with the chains' shared step size.
fn refresh_noise(config: &SamplerConfig, w: &Warmup) -> f64 {
    match config.mams_partial_refresh {
        Some(factor) => mams::refresh_noise(w.step[0], factor * w.length, w.dim()),
        None => 0.0,
    }
}

fn leapfrogs(out: &BlockDraws) -> u64 {
    stat_column(out, Stat::NLeapfrog).map(|n| n as u64).sum()
}

/// Reports progress: the phase, iterations done, the phase's total, and when it began.
type Report<'r> = &'r mut dyn FnMut(ProgressPhase, usize, usize, Instant);

/// Runs warmup and sampling; blocks of draws go to `sink`.
pub(crate) fn run(
    model: &Model,
    config: &SamplerConfig,
    sink: &mut dyn DrawSink,
    hooks: Hooks<'_, '_>,
) -> Result<RunInfo, SampleError> {
    let Hooks { mut progress, stop, exchange } = hooks;
    let stop_asked = || stop.is_some_and(|s| s.load(Ordering::SeqCst));
    check(config, model.dim())?;
    check_data(model)?;
    if model.dim() == 0 {
        let mut report = |phase, done, total, start: Instant| {
            if let Some(f) = progress.as_mut() {
                f(&Progress { phase, done, total, elapsed: start.elapsed() });
            }
        };
        return super::fixed_param::run(config, sink, &mut report, &stop_asked);
    }
    let (mut engine, compile_time) = process_engine(model, config, exchange)?;
    let mut info = RunInfo {
        backend: engine.description(),
        layout: engine.layout(),
        memory: engine.memory(),
        compile_time,
        ..RunInfo::default()
    };
    let mut report = |phase, done, total, start: Instant| {
        if let Some(f) = progress.as_mut() {
            f(&Progress { phase, done, total, elapsed: start.elapsed() });
        }
    };
    let w = warm_up(engine.as_mut(), model, config, &mut info, sink, &mut report, &stop_asked)?;
    info.step_size.clone_from(&w.step);
    info.dense_inv_metric = w.dense_inverse_metric();
    info.low_rank_factors = w.low_rank_factors();
    info.inv_metric = w.metric_diagonals();
    let written = sink.warmup_done(&info).map_err(SampleError::Sink).map(|()| false);
    engine.agree(written)?;
    sample(engine.as_mut(), config, &w, sink, &mut info, &mut report, &stop_asked)?;
    info.exchange_time = engine.exchange_time();
    info.step_size = w.step;
    info.trajectory_length = config.algorithm.is_cross_chain().then_some(w.length);
    Ok(info)
}

/// Warmup: initial points, step-size searches, and one adapted iteration at a time. Fills in
/// the warmup time, its split, leapfrogs and restarts; returns the adapted state.
fn warm_up(
    engine: &mut dyn Engine,
    model: &Model,
    config: &SamplerConfig,
    info: &mut RunInfo,
    sink: &mut dyn DrawSink,
    report: Report<'_>,
    stop_asked: &dyn Fn() -> bool,
) -> Result<Warmup, SampleError> {
    let dim = model.dim();
    let engine_before = engine.timings();
    let mut timings = Timings::default();
    let start = Instant::now();
    let mut current = initialise(engine, config, dim).map_err(|e| explain_init(e, model, config))?;
    report(ProgressPhase::Warmup, 0, config.warmup, start);
    let mut w = Warmup::new(config, dim);
    let search = config.step_size_search && config.warmup > 0;
    let isokinetic = config.algorithm == Algorithm::Mams;
    let mut searches = 0;
    if search {
        info.warmup_leapfrogs += search_step_sizes(engine, &current, &mut w, searches, isokinetic)?;
        searches += 1;
    }
    for t in 0..config.warmup {
        let steps = [w.steps(t)];
        let block = Block {
            first_iteration: t as u32,
            n_iter: 1,
            step_size: &w.step,
            inv_metric: &w.inv_metric,
            dense: w.factors(),
            kernel: kernel_for(config, &w, &steps),
        };
        let mut out = engine.run_block(&block)?;
        to_model(&w, &mut out);
        info.warmup_leapfrogs += leapfrogs(&out);
        let grads = match w.wants_gradients(t) {
            true => {
                info.warmup_leapfrogs += config.chains as u64;
                Some(gradients_at_draws(engine, &out.q, w.factors())?)
            }
            false => None,
        };
        let restarts = timed(&mut timings.adapt, || {
            w.adapt(t, &out, grads.as_deref(), &current, dim);
            w.stuck_chains(t, &out)
        });
        if t + 1 == config.warmup {
            let lp: Vec<f64> = stat_column(&out, Stat::Lp).collect();
            info.warmup_stragglers =
                typical_chains(&lp).iter().enumerate().filter(|(_, &ok)| !ok).map(|(c, _)| c).collect();
        }
        let iteration = DrawBlock {
            first_draw: t,
            n_draws: 1,
            chains: config.chains,
            dim,
            unconstrained: &out.q,
            stats: &out.stats,
        };
        timed(&mut timings.sink, || sink.warmup_block(&iteration).map_err(SampleError::Sink))?;
        current = out.q;
        if search && w.metric_updated_after(t) {
            info.warmup_leapfrogs += search_step_sizes(engine, &current, &mut w, searches, isokinetic)?;
            searches += 1;
        } else if w.dense.is_some() && w.metric_updated_after(t) {
            // The chains move into the coordinates of their new metric.
            let (y, logp, grad) = dense::engine_state(engine, &current, w.factors())?;
            engine.set_state(&y, &logp, &grad)?;
            info.warmup_leapfrogs += config.chains as u64;
        }
        if !restarts.is_empty() {
            restart(engine, &mut current, &restarts, &w)?;
            info.warmup_restarts += restarts.len();
        }
        report(ProgressPhase::Warmup, t + 1, config.warmup, start);
        // Every process stops after the same iteration: a stop asked on one is agreed by all.
        if engine.agree(Ok(stop_asked()))? {
            return Err(SampleError::Interrupted { draws: 0 });
        }
    }
    timed(&mut timings.adapt, || w.finish());
    info.warmup_time = start.elapsed();
    info.warmup_exchange_time = engine.exchange_time();
    timings.add_engine(engine.timings().since(&engine_before));
    timings.close(info.warmup_time);
    info.warmup_timings = timings;
    Ok(w)
}

/// The gradients at the chains' draws `x` (model coordinates). A GPU evaluation replaces the
/// chains' state, so with a dense metric the state goes back into the engine's coordinates.
fn gradients_at_draws(engine: &mut dyn Engine, x: &[f64], factors: Option<Factors>) -> Result<Vec<f64>, SampleError> {
    let (logp, grad) = engine.evaluate(x)?;
    if let Some(factors) = factors {
        let (y, logp, gy) = dense::to_engine(x, logp, &grad, factors);
        engine.set_state(&y, &logp, &gy)?;
    }
    Ok(grad)
}

/// A block of sampling: its first draw, its draws, and each iteration's steps.
struct Planned {
    first: usize,
    n: usize,
    steps: Vec<u32>,
}

/// The block `p` of sampling at the adapted settings `w`.
fn sampling_block<'a>(config: &SamplerConfig, w: &'a Warmup, p: &'a Planned) -> Block<'a> {
    Block {
        first_iteration: (config.warmup + p.first) as u32,
        n_iter: p.n,
        step_size: &w.step,
        inv_metric: &w.inv_metric,
        dense: w.factors(),
        kernel: kernel_for(config, w, &p.steps),
    }
}

/// Sampling: blocks of iterations at the adapted settings `w`, each handed to `sink`. Fills
/// in the sampling time, its split and leapfrogs.
fn sample(
    engine: &mut dyn Engine,
    config: &SamplerConfig,
    w: &Warmup,
    sink: &mut dyn DrawSink,
    info: &mut RunInfo,
    report: Report<'_>,
    stop_asked: &dyn Fn() -> bool,
) -> Result<(), SampleError> {
    let dim = w.dim();
    let engine_before = engine.timings();
    let mut timings = Timings::default();
    let start = Instant::now();
    let block_len = (config.memory_cap_bytes / config.bytes_per_iteration(dim).max(1)).clamp(1, config.draws.max(1));
    // The block of draws from `first`: its length and each iteration's steps.
    let plan = |first: usize| {
        let n = block_len.min(config.draws - first);
        Planned { first, n, steps: (0..n).map(|k| w.steps(config.warmup + first + k)).collect() }
    };
    let mut next = (config.draws > 0).then(|| plan(0));
    let mut started = match &next {
        Some(p) => engine.start_block(&sampling_block(config, w, p))?,
        None => false,
    };
    while let Some(this) = next.take() {
        let mut out = engine.finish_block(&sampling_block(config, w, &this), started)?;
        to_model(w, &mut out);
        info.sampling_leapfrogs += leapfrogs(&out);
        let Planned { first, n, .. } = this;
        let done = first + n;
        // The next block goes to the engine before this one goes to the sink: where the engine
        // works on its own (a GPU), the sink's work overlaps it.
        if done < config.draws {
            let p = plan(done);
            started = engine.start_block(&sampling_block(config, w, &p))?;
            next = Some(p);
        }
        let draws = DrawBlock {
            first_draw: first,
            n_draws: n,
            chains: config.chains,
            dim,
            unconstrained: &out.q,
            stats: &out.stats,
        };
        let written = timed(&mut timings.sink, || sink.block(&draws).map_err(SampleError::Sink));
        if written.is_ok() {
            report(ProgressPhase::Sampling, done, config.draws, start);
        }
        // One agreement per block: whether every sink wrote it, and whether any process stops.
        if engine.agree(written.map(|()| done < config.draws && stop_asked()))? {
            return Err(SampleError::Interrupted { draws: done });
        }
    }
    info.sampling_time = start.elapsed();
    timings.add_engine(engine.timings().since(&engine_before));
    timings.close(info.sampling_time);
    info.sampling_timings = timings;
    Ok(())
}
