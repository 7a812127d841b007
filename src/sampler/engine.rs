//! The backends' common interface: advance every chain by a block of iterations, and the f64
//! CPU engine that runs chains on every core.

use std::cell::RefCell;
use std::ops::Range;
use std::time::Duration;

use crate::cpu::{CpuModel, EvalError};
use crate::parallel::{parallel_map, parallel_map_mut};
use crate::rng::Philox;

use super::dense::{Factored, Factors};
use super::mams::mams;
use super::stats::Stat;
use super::timings::{timed, EngineTimings};
use super::transition::{hmc, hmc_steps, nuts, Density, Point, Stream, Tuning};
use super::SampleError;

/// Which transition every chain runs in a block.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Kernel<'a> {
    /// Multinomial NUTS.
    Nuts { max_depth: u32 },
    /// Static HMC: `steps[k]` leapfrog steps at the block's iteration k (with jitter: uniform
    /// on 1..=steps[k], drawn per chain).
    Hmc { steps: &'a [u32], jitter: bool },
    /// MAMS: `steps[k]` isokinetic steps at the block's iteration k, the same for every chain,
    /// with a partial velocity refresh of noise ν = `noise` between steps (0: none).
    Mams { steps: &'a [u32], noise: f64 },
}

/// One block of iterations: what every chain needs to run it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Block<'a> {
    /// The first iteration's number (warmup included): the random numbers' counter.
    pub first_iteration: u32,
    pub n_iter: usize,
    /// Per chain.
    pub step_size: &'a [f64],
    /// Per chain, `chains × dim`.
    pub inv_metric: &'a [f64],
    /// A dense or low-rank metric: per chain, the factor A of its inverse metric Σ = A D Aᵀ (D
    /// the diagonal `inv_metric`: all ones with a dense metric); the chains' positions are then
    /// y = A⁻¹ x, and the engine evaluates the model at x = A y (see `dense.rs`). Only
    /// [`Engine::evaluate`] stays in the model's coordinates.
    pub dense: Option<Factors<'a>>,
    pub kernel: Kernel<'a>,
}

/// What a block returns: unconstrained draws (`n_iter × chains × dim`), statistics (`n_iter ×
/// chains × Stat::COUNT`), and for HMC the last iteration's proposals (ChEES adaptation).
#[derive(Debug, Clone, Default)]
pub(crate) struct BlockDraws {
    pub q: Vec<f64>,
    pub stats: Vec<f64>,
    /// Positions, momenta (`chains × dim` each) and acceptance probabilities.
    pub proposals: Option<(Vec<f64>, Vec<f64>, Vec<f64>)>,
}

/// A backend that runs chains.
pub(crate) trait Engine {
    /// Log densities and gradients of `chains × dim` points (initialisation).
    fn evaluate(&mut self, q: &[f64]) -> Result<(Vec<f64>, Vec<f64>), SampleError>;
    /// Sets every chain's state (position, log density, gradient).
    fn set_state(&mut self, q: &[f64], logp: &[f64], grad: &[f64]) -> Result<(), SampleError>;
    /// Runs one block.
    fn run_block(&mut self, block: &Block) -> Result<BlockDraws, SampleError>;
    /// Sets the engine working on `block` and returns at once, where it can (a GPU: the block
    /// submitted), so that the host may do other work (hand the previous block to the sink)
    /// meanwhile; returns whether it did. [`Engine::finish_block`] with the same block and that
    /// answer then gives its draws. The default starts nothing.
    fn start_block(&mut self, _block: &Block) -> Result<bool, SampleError> {
        Ok(false)
    }
    /// The draws of `block`: collected if [`Engine::start_block`] started it (`started`), else
    /// run now.
    fn finish_block(&mut self, block: &Block, started: bool) -> Result<BlockDraws, SampleError> {
        debug_assert!(!started, "an engine that starts blocks collects them");
        self.run_block(block)
    }
    /// What runs the chains, for reports.
    fn description(&self) -> String;
    /// The kernel layout (`lanes`, `rows:N`), or `cpu` for the CPU reference.
    fn layout(&self) -> String {
        "cpu".to_string()
    }
    /// Where the kernel keeps a lane's per-coordinate arrays (`private`, `storage`: see
    /// `MemoryPolicy`) and the driver workarounds it carries, or `cpu` for the CPU reference.
    fn memory(&self) -> String {
        "cpu".to_string()
    }
    /// Makes every process of a run agree after a step that may fail or stop on one of them
    /// (a sink's write, a stop request): `local` is this process's outcome; the result is an
    /// error if any process failed, else whether any asked to stop. One process: `local`.
    fn agree(&mut self, local: Result<bool, SampleError>) -> Result<bool, SampleError> {
        local
    }
    /// Time spent exchanging results with other processes.
    fn exchange_time(&self) -> Duration {
        Duration::ZERO
    }
    /// The engine's running account of its own time (waiting on gradient work, reading back,
    /// widening) since it was made; zero for engines that keep none.
    fn timings(&self) -> EngineTimings {
        EngineTimings::default()
    }
}

/// The CPU model as one chain's transitions see it. A domain error rejects the point as in
/// Stan (a log density of −inf); any other error is a bug in the model (an index out of
/// range): the first is kept to stop the run with it, and the point gets NaN so that the
/// trajectory ends at once.
pub(crate) struct Guarded<'a> {
    model: &'a CpuModel,
    error: RefCell<Option<EvalError>>,
}

impl<'a> Guarded<'a> {
    pub fn new(model: &'a CpuModel) -> Guarded<'a> {
        Guarded { model, error: RefCell::new(None) }
    }

    /// The first error that was not a domain error, if one happened.
    pub fn take_error(&self) -> Option<EvalError> {
        self.error.borrow_mut().take()
    }
}

impl Density for Guarded<'_> {
    fn logp_grad(&self, q: &[f64], grad: &mut [f64]) -> f64 {
        match self.model.log_density_gradient(q, grad) {
            Ok(logp) => logp,
            Err(e) if e.is_domain_error() => f64::NEG_INFINITY,
            Err(e) => {
                self.error.borrow_mut().get_or_insert(e);
                f64::NAN
            }
        }
    }
}

/// Chains on the f64 CPU interpreter, one job per chain on every core.
pub(crate) struct CpuEngine {
    model: CpuModel,
    rng: Philox,
    /// The run's id of the first chain (chain ids key the random streams).
    first_chain: usize,
    states: Vec<Point>,
    /// Running account of the engine's time.
    timings: EngineTimings,
}

impl CpuEngine {
    /// An engine for the chains `chains` of a run.
    pub fn new(model: CpuModel, seed: u64, chains: Range<usize>) -> CpuEngine {
        let dim = model.dim();
        let zero = Point { q: vec![0.0; dim], p: vec![0.0; dim], g: vec![0.0; dim], logp: f64::NAN };
        CpuEngine {
            model,
            rng: Philox::new(seed),
            first_chain: chains.start,
            states: vec![zero; chains.len()],
            timings: EngineTimings::default(),
        }
    }
}

/// One iteration of one chain: its draw, statistics and (HMC) proposal.
type ChainIteration = (Vec<f64>, [f64; Stat::COUNT], Option<(Vec<f64>, Vec<f64>, f64)>);

/// Runs chain `c` of the engine (the run's chain `id`) through a block. Stops at the first
/// iteration where the model fails with an error that is not a domain error.
fn run_chain(
    model: &CpuModel,
    rng: Philox,
    (c, id): (usize, usize),
    state: &mut Point,
    block: &Block,
) -> Result<Vec<ChainIteration>, EvalError> {
    let guarded = &Guarded::new(model);
    let dim = state.q.len();
    let factored = block.dense.map(|factors| Factored::new(guarded, factors.chain(c)));
    let model: &dyn Density = match &factored {
        Some(f) => f,
        None => guarded,
    };
    let tuning = Tuning { step_size: block.step_size[c], inv_metric: &block.inv_metric[c * dim..(c + 1) * dim] };
    let mut out = Vec::with_capacity(block.n_iter);
    for k in 0..block.n_iter {
        let stream = Stream { rng, chain: id as u32, iteration: block.first_iteration + k as u32 };
        let (next, outcome) = match block.kernel {
            Kernel::Nuts { max_depth } => nuts(model, state, tuning, stream, max_depth),
            Kernel::Hmc { steps, jitter } => hmc(model, state, tuning, stream, hmc_steps(stream, steps[k], jitter)),
            Kernel::Mams { steps, noise } => mams(model, state, tuning, stream, (steps[k], noise)),
        };
        if let Some(e) = guarded.take_error() {
            return Err(e);
        }
        *state = next;
        out.push((state.q.clone(), outcome.stats, outcome.proposal));
    }
    Ok(out)
}

impl Engine for CpuEngine {
    fn evaluate(&mut self, q: &[f64]) -> Result<(Vec<f64>, Vec<f64>), SampleError> {
        let (n, dim) = (self.states.len(), self.model.dim());
        let model = &self.model;
        let evaluations = timed(&mut self.timings.device, || {
            parallel_map(n, |c| {
                let (model, mut g) = (Guarded::new(model), vec![0.0; dim]);
                let logp = model.logp_grad(&q[c * dim..(c + 1) * dim], &mut g);
                model.take_error().map_or(Ok((logp, g)), Err)
            })
        });
        let start = std::time::Instant::now();
        let (mut logp, mut grad) = (Vec::with_capacity(n), Vec::with_capacity(q.len()));
        for (c, evaluation) in evaluations.into_iter().enumerate() {
            let (lp, g) =
                evaluation.map_err(|source| SampleError::Evaluation { chain: self.first_chain + c, source })?;
            logp.push(lp);
            grad.extend(g);
        }
        self.timings.widen += start.elapsed();
        Ok((logp, grad))
    }

    fn set_state(&mut self, q: &[f64], logp: &[f64], grad: &[f64]) -> Result<(), SampleError> {
        let dim = self.model.dim();
        for (c, s) in self.states.iter_mut().enumerate() {
            s.q.copy_from_slice(&q[c * dim..(c + 1) * dim]);
            s.g.copy_from_slice(&grad[c * dim..(c + 1) * dim]);
            s.logp = logp[c];
        }
        Ok(())
    }

    fn run_block(&mut self, block: &Block) -> Result<BlockDraws, SampleError> {
        let (chains, dim, n_iter) = (self.states.len(), self.model.dim(), block.n_iter);
        let (model, rng, first_chain) = (&self.model, self.rng, self.first_chain);
        let results = timed(&mut self.timings.device, || {
            parallel_map_mut(&mut self.states, |c, state| run_chain(model, rng, (c, first_chain + c), state, block))
        });
        let start = std::time::Instant::now();
        let mut draws = BlockDraws {
            q: vec![0.0; n_iter * chains * dim],
            stats: vec![0.0; n_iter * chains * Stat::COUNT],
            proposals: None,
        };
        let mut proposals = (vec![0.0; chains * dim], vec![0.0; chains * dim], vec![0.0; chains]);
        let mut any_proposal = false;
        for (c, chain) in results.into_iter().enumerate() {
            let chain = chain.map_err(|source| SampleError::Evaluation { chain: self.first_chain + c, source })?;
            for (k, (q, stats, proposal)) in chain.into_iter().enumerate() {
                let at = k * chains + c;
                draws.q[at * dim..(at + 1) * dim].copy_from_slice(&q);
                draws.stats[at * Stat::COUNT..(at + 1) * Stat::COUNT].copy_from_slice(&stats);
                if let (true, Some((pq, pp, a))) = (k + 1 == n_iter, proposal) {
                    proposals.0[c * dim..(c + 1) * dim].copy_from_slice(&pq);
                    proposals.1[c * dim..(c + 1) * dim].copy_from_slice(&pp);
                    proposals.2[c] = a;
                    any_proposal = true;
                }
            }
        }
        draws.proposals = any_proposal.then_some(proposals);
        self.timings.widen += start.elapsed();
        Ok(draws)
    }

    fn timings(&self) -> EngineTimings {
        self.timings
    }

    fn description(&self) -> String {
        "CPU reference (f64)".to_string()
    }
}
