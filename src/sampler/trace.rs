//! Where draws go: the [`DrawSink`] interface, blocks of draws, and the in-memory [`Trace`].

use std::time::Duration;

use crate::cpu::CpuModel;
use crate::diagnostics::{self, Draws, Summary};
use crate::model::Model;
use crate::parallel::parallel_map;

use super::stats::Stat;
use super::timings::Timings;

/// A block of consecutive draws of every chain, as it leaves the backend.
#[derive(Debug, Clone, Copy)]
pub struct DrawBlock<'a> {
    /// Index (within the sampling phase) of the block's first draw.
    pub first_draw: usize,
    /// Draws per chain in the block.
    pub n_draws: usize,
    pub chains: usize,
    /// Unconstrained parameters per draw.
    pub dim: usize,
    /// Unconstrained positions, `n_draws × chains × dim`.
    pub unconstrained: &'a [f64],
    /// Statistics, `n_draws × chains × Stat::COUNT`, in [`Stat::ALL`] order.
    pub stats: &'a [f64],
}

impl DrawBlock<'_> {
    /// Draw `k` of the block for chain `c`: unconstrained position and statistics.
    pub fn draw(&self, k: usize, c: usize) -> (&[f64], &[f64]) {
        let at = k * self.chains + c;
        (&self.unconstrained[at * self.dim..(at + 1) * self.dim], &self.stats[at * Stat::COUNT..(at + 1) * Stat::COUNT])
    }
}

/// Why a [`DrawSink`] refused a block: any error (a file that cannot be written, a
/// generated quantity that fails), kept as the source of [`SampleError::Sink`].
///
/// [`SampleError::Sink`]: super::SampleError::Sink
pub type SinkError = Box<dyn std::error::Error + Send + Sync>;

/// A consumer of draws, block by block (an in-memory trace, a CSV writer, running means).
pub trait DrawSink {
    /// Takes one block; an error stops the run (the draws already taken stay taken).
    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError>;

    /// Called once when warmup ends, before the first block, with the adapted `step_size` and
    /// `inv_metric` and the warmup timing filled in; an error stops the run.
    fn warmup_done(&mut self, _info: &RunInfo) -> Result<(), SinkError> {
        Ok(())
    }

    /// Takes one warmup iteration of every chain (`first_draw` its index within warmup,
    /// `n_draws` 1), for a sink that keeps warmup draws (CmdStan's `save_warmup`); the default
    /// drops it. An error stops the run.
    fn warmup_block(&mut self, _block: &DrawBlock) -> Result<(), SinkError> {
        Ok(())
    }
}

/// How a run went: adaptation results and timings.
#[derive(Debug, Clone, Default)]
pub struct RunInfo {
    /// What ran the chains.
    pub backend: String,
    /// The GPU kernel's layout (`lanes`, `rows:N`; `cpu` on the CPU reference). Draws do not
    /// depend on it; `Sampler::layout` pins it.
    pub layout: String,
    /// Where the GPU kernel kept a lane's per-coordinate arrays and the driver workarounds it
    /// carried (`private (quirks: rolled-loops)`, `storage (quirks: none)`; `cpu` on the CPU
    /// reference). Draws do not depend on it; `Sampler::memory_policy` pins the policy.
    pub memory: String,
    /// Per chain, after warmup.
    pub step_size: Vec<f64>,
    /// Per chain (`chains × dim`), after warmup: the diagonal inverse metric, or the diagonal
    /// of the dense one.
    pub inv_metric: Vec<f64>,
    /// A dense metric: per chain, the whole inverse metric (`chains × dim × dim`, row-major);
    /// empty with a diagonal one.
    pub dense_inv_metric: Vec<f64>,
    /// A low-rank metric, `dense_inv_metric` = diag(σ) (I + Σⱼ (λⱼ − 1) vⱼ vⱼᵀ) diag(σ), as the
    /// chains ran it: per chain σ² (`dim`), the number n of corrections (at most
    /// `r = min(dim, MAX_LOW_RANK)`), the coefficients √λⱼ − 1 (`r`, zeros after n), and for
    /// each of the `r` corrections σ ⊙ vⱼ and vⱼ / σ (`dim` each, zeros after n):
    /// `chains × (dim + 1 + r + 2 r dim)` values. Empty otherwise.
    pub low_rank_factors: Vec<f64>,
    /// ChEES: the adapted trajectory length.
    pub trajectory_length: Option<f64>,
    pub compile_time: Duration,
    pub warmup_time: Duration,
    pub sampling_time: Duration,
    /// Leapfrog steps (gradient evaluations) in warmup and in sampling, all chains.
    pub warmup_leapfrogs: u64,
    pub sampling_leapfrogs: u64,
    /// Time spent exchanging results with the run's other processes
    /// ([`Sampler::exchange`](crate::Sampler::exchange)), waiting for them included: in
    /// warmup (initialisation and engine creation too), and in the whole run.
    pub warmup_exchange_time: Duration,
    pub exchange_time: Duration,
    /// Where `warmup_time` went: waiting on the engine, reading back, widening, adaptation,
    /// the rest (see [`Timings`]).
    pub warmup_timings: Timings,
    /// Where `sampling_time` went: waiting on the engine, reading back, widening, the sink,
    /// the rest.
    pub sampling_timings: Timings,
    /// ChEES: chains restarted in warmup at another chain's position after they stopped
    /// moving (see `STUCK_ITERATIONS`), counted once per restart.
    pub warmup_restarts: usize,
    /// Chains (0-based) whose log density at the end of warmup lay far below the others'
    /// (more than 10 robust spreads and 10 below the median, with at least 16 chains; see
    /// `src/sampler/adapt/stragglers.rs`), or was not finite: stuck in a minor mode or still
    /// far from the bulk. Their draws are in the output like the others'; the CLI warns.
    pub warmup_stragglers: Vec<usize>,
}

/// Every draw of a run in memory: constrained parameters and transformed parameters, and the
/// sampler statistics.
#[derive(Debug)]
pub struct Trace {
    names: Vec<String>,
    chains: usize,
    draws: usize,
    /// `values[i][c * draws + k]`: quantity i, chain c, draw k.
    values: Vec<Vec<f64>>,
    /// `stats[s][c * draws + k]`.
    stats: Vec<Vec<f64>>,
    constrain: Option<CpuModel>,
    info: RunInfo,
}

impl Trace {
    /// An empty trace for `chains` chains of `draws` draws of `model`.
    pub fn new(model: &Model, chains: usize, draws: usize) -> Trace {
        let names = model.output_names();
        let constrain = (model.is_constrained() || names.len() != model.dim()).then(|| CpuModel::new(model));
        Trace {
            values: vec![vec![f64::NAN; chains * draws]; names.len()],
            stats: vec![vec![f64::NAN; chains * draws]; Stat::COUNT],
            names,
            chains,
            draws,
            constrain,
            info: RunInfo::default(),
        }
    }

    pub(crate) fn set_info(&mut self, info: RunInfo) {
        self.info = info;
    }

    /// Names of the quantities (`beta[1]`, `m[1,2]`), parameters then transformed parameters.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    pub fn chains(&self) -> usize {
        self.chains
    }

    pub fn draws_per_chain(&self) -> usize {
        self.draws
    }

    /// Draws of quantity `i`, chain-major (`chains × draws`).
    pub fn values(&self, i: usize) -> &[f64] {
        &self.values[i]
    }

    /// Draws of a quantity by name.
    pub fn values_of(&self, name: &str) -> Option<&[f64]> {
        self.names.iter().position(|n| n == name).map(|i| self.values(i))
    }

    /// One statistic of every draw, chain-major.
    pub fn stat(&self, s: Stat) -> &[f64] {
        &self.stats[s as usize]
    }

    /// Number of divergent transitions after warmup.
    pub fn divergences(&self) -> usize {
        self.stat(Stat::Divergent).iter().filter(|&&d| d != 0.0).count()
    }

    /// Adaptation results and timings.
    pub fn info(&self) -> &RunInfo {
        &self.info
    }

    /// The summary (mean, sd, MCSE, quantiles, ESS, R-hat) of every quantity.
    pub fn summary(&self) -> Vec<Summary> {
        parallel_map(self.values.len(), |i| match Draws::new(&self.values[i], self.chains, self.draws) {
            Ok(d) => diagnostics::summary(&d),
            Err(_) => Summary::undefined(),
        })
    }
}

impl DrawSink for Trace {
    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        for k in 0..block.n_draws {
            let d = block.first_draw + k;
            if d >= self.draws {
                return Err(format!("draw {d} is beyond the {} the trace holds", self.draws).into());
            }
            for c in 0..block.chains.min(self.chains) {
                let (q, stats) = block.draw(k, c);
                let at = c * self.draws + d;
                let values = match &self.constrain {
                    Some(m) => m.constrain(q).unwrap_or_else(|_| vec![f64::NAN; self.names.len()]),
                    None => q.to_vec(),
                };
                for (column, v) in self.values.iter_mut().zip(values) {
                    column[at] = v;
                }
                for (column, s) in self.stats.iter_mut().zip(stats) {
                    column[at] = *s;
                }
            }
        }
        Ok(())
    }
}
