//! MCMC sampling: HMC, NUTS and ChEES-HMC with warmup adaptation, on the GPU (one lane per
//! chain, the sampler inside the kernel) or on the f64 CPU reference.

mod adapt;
mod dense;
mod engine;
mod fixed_param;
mod gpu;
mod inits;
mod kernel_abi;
mod layout;
mod mams;
mod multi;
mod ranks;
mod run;
mod stats;
mod stepsize;
mod timings;
mod trace;
mod transition;
mod warmup;

pub use adapt::{AcceptMean, AdaptOptions};
pub use dense::FactorForm;
pub use dense::{MAX_DENSE_DIM, MAX_LOW_RANK};
pub use gpu::{
    sampler_module, sampler_module_dense, sampler_module_for, sampler_module_low_rank, sampler_module_with,
    KernelOptions, SAMPLER_TEMPLATE,
};
pub use inits::{initial_points, InitError};
pub use layout::Layout;
pub use ranks::{rank_chains, Exchange};
pub use run::{Progress, ProgressPhase};
pub use stats::Stat;
pub use timings::Timings;
pub use trace::{DrawBlock, DrawSink, RunInfo, SinkError, Trace};

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use crate::backend::{BackendRequest, Devices};
use crate::codegen::MemoryPolicy;
use crate::ir::CheckFailure;
use crate::model::Model;

/// The transition algorithm.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Algorithm {
    /// Multinomial NUTS with Stan's U-turn checks, tree depth at most `max_depth`.
    Nuts { max_depth: u32 },
    /// Static HMC with `steps` leapfrog steps; with `jitter`, uniform on 1..=steps each iteration.
    Hmc { steps: u32, jitter: bool },
    /// ChEES-HMC (Hoffman, Radul & Sountsov 2021): one step size and trajectory length for all
    /// chains, adapted across them; Halton-jittered trajectory lengths.
    Chees,
    /// Metropolis-adjusted microcanonical HMC (Robnik, Cohn-Gordon & Seljak 2025): isokinetic
    /// dynamics, a full velocity refresh and a Metropolis test per transition; one step size
    /// and trajectory length for all chains, adapted across them, the number of steps the same
    /// for every chain (Halton-jittered).
    Mams,
}

impl Algorithm {
    /// The default target acceptance statistic of step-size adaptation: 0.8 (NUTS, HMC, as
    /// Stan), 0.651 (ChEES, as its authors), 0.9 (MAMS, as its authors).
    pub fn default_target_accept(self) -> f64 {
        match self {
            Algorithm::Nuts { .. } | Algorithm::Hmc { .. } => 0.8,
            Algorithm::Chees => 0.651,
            Algorithm::Mams => 0.9,
        }
    }

    /// Whether chains share one step size and trajectory length, adapted across them.
    pub fn is_cross_chain(self) -> bool {
        matches!(self, Algorithm::Chees | Algorithm::Mams)
    }
}

impl Default for Algorithm {
    fn default() -> Self {
        Algorithm::Nuts { max_depth: 10 }
    }
}

/// How warmup estimates the diagonal inverse metric.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MetricAdaptation {
    /// Stan-style windows, each chain on its own draws.
    PerChain,
    /// The same windows, pooling the draws of every chain into one metric.
    Pooled,
    /// The unit metric, never adapted.
    Unit,
}

/// The form of the inverse metric warmup adapts (Stan's `metric`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Metric {
    /// A diagonal inverse metric, the draws' variances (Stan's `diag_e`).
    #[default]
    Diagonal,
    /// A dense inverse metric, the draws' covariance (Stan's `dense_e`), in the lanes kernel
    /// layout, for at most [`MAX_DENSE_DIM`] parameters. Each slow window estimates the
    /// covariance of its draws (per chain, or pooled: ChEES and MAMS), regularised as Stan
    /// does; the chains then run in the coordinates of its Cholesky factor (`dim²` work per
    /// gradient). With [`MetricAdaptation::Unit`] the form is moot.
    Dense,
    /// nutpie's low-rank metric: the gradient-based diagonal corrected along the directions
    /// where the window's draws and the gradients at them disagree with it most (eigenvalues of
    /// the scaled estimate beyond a factor 2; the [`MAX_LOW_RANK`] farthest from 1 are kept).
    /// Estimated from draws and gradients whatever the [`MetricEstimate`] (one more gradient per
    /// chain and iteration in the metric windows). The chains run the diagonal metric in the
    /// coordinates of the corrections, at `4 · dim` work per correction and gradient; otherwise
    /// under [`Metric::Dense`]'s conditions.
    LowRank,
}

impl Metric {
    /// The form's name on the command line, in the Python package and in benchmark reports:
    /// `diag`, `dense` or `low-rank`.
    pub fn name(self) -> &'static str {
        match self {
            Metric::Diagonal => "diag",
            Metric::Dense => "dense",
            Metric::LowRank => "low-rank",
        }
    }
}

impl std::str::FromStr for Metric {
    type Err = String;

    /// A [`Metric::name`] (`low_rank` too).
    fn from_str(s: &str) -> Result<Metric, String> {
        match s {
            "diag" => Ok(Metric::Diagonal),
            "dense" => Ok(Metric::Dense),
            "low-rank" | "low_rank" => Ok(Metric::LowRank),
            other => Err(format!("metric must be 'diag', 'dense' or 'low-rank', not {other:?}")),
        }
    }
}

/// What the diagonal metric is estimated from, in each warmup window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MetricEstimate {
    /// Stan's: the variance of the draws.
    #[default]
    Variance,
    /// nutpie's gradient-based ("Fisher") estimate, `sqrt(var(draws) / var(gradients))`: the
    /// gradients at the window's draws cost one more evaluation per chain and iteration.
    Gradient,
}

/// Errors of a sampling run.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SampleError {
    /// A chain found no initial point with a finite log density and gradient.
    #[error(
        "chain {chain}: no initial point with a finite log density and gradient after {tries} tries \
         (uniform(-2, 2) on the unconstrained scale); {}",
        reason.as_deref().cloned().or(check.as_ref().map(|c| format!("at the last try, {c}")))
            .unwrap_or_else(|| "check the model's support and data".to_string())
    )]
    Init {
        /// The first chain without one.
        chain: usize,
        /// Candidates tried.
        tries: u32,
        /// The argument check that failed at the last candidate, if one did.
        check: Option<Box<CheckFailure>>,
        /// The last candidate (unconstrained).
        point: Box<[f64]>,
        /// Why the program rejects the last candidate, located in its source (see
        /// `StanModel::explain`), where a front end found it.
        reason: Option<Box<String>>,
    },
    /// A density's argument fails Stan's check on data alone (found before sampling).
    #[error("invalid data for a density: {0}")]
    Data(CheckFailure),
    /// Settings that cannot run.
    #[error("invalid sampler settings: {0}")]
    Settings(String),
    /// No GPU, or the GPU failed.
    #[error(transparent)]
    Gpu(#[from] crate::gpu::GpuError),
    /// The WGSL code generator cannot handle the model.
    #[error(transparent)]
    Codegen(#[from] crate::codegen::CodegenError),
    /// The CPU interpreter failed on the model (other than at a chain's point; see
    /// [`SampleError::Evaluation`]).
    #[error(transparent)]
    Eval(#[from] crate::cpu::EvalError),
    /// Another process of a run spread over processes ([`Sampler::exchange`]) failed; every
    /// process ends with its message (an error does not cross processes but as text).
    #[error("rank {rank} of the run failed: {message}")]
    Rank {
        /// The first failing process.
        rank: usize,
        /// Its error.
        message: String,
    },
    /// Exchanging results with the run's other processes failed.
    #[error("exchanging results with the other processes failed: {0}")]
    Exchange(String),
    /// The model failed at a chain's point with an error that is not a domain error (an index
    /// out of range, an element assigned twice): a bug in the model, which stops the run. (A
    /// domain error, such as a density's failed argument check, rejects the point instead.)
    #[error("chain {chain}: the model cannot be evaluated")]
    Evaluation {
        /// The first chain (in chain order) that met it.
        chain: usize,
        /// What the interpreter reported.
        #[source]
        source: crate::cpu::EvalError,
    },
    /// An error of the run with where the program meets it, found by its front end
    /// (`StanModel::explain`): an index error's source line and 1-based index.
    #[error("{}; {reason}", crate::error_chain(&**error))]
    Located {
        /// The run's error.
        error: Box<SampleError>,
        /// Where and why, in the program's terms.
        reason: String,
    },
    /// The draw sink refused a block (its error is the source).
    #[error("could not store draws")]
    Sink(#[source] SinkError),
    /// The stop flag was raised ([`Sampler::stop_flag`]); the sink kept `draws` draws per
    /// chain (none when warmup was stopped).
    #[error("interrupted after {draws} draws per chain")]
    Interrupted {
        /// Draws per chain handed to the sink before the stop.
        draws: usize,
    },
}

/// Settings of a run; see [`Sampler`] for the builder.
#[derive(Debug, Clone)]
pub struct SamplerConfig {
    pub chains: usize,
    pub warmup: usize,
    pub draws: usize,
    pub seed: u64,
    pub algorithm: Algorithm,
    pub backend: BackendRequest,
    /// The GPU devices the chains are spread over (default: one). Draws do not depend on it.
    pub devices: Devices,
    /// Default: per chain for NUTS and HMC, pooled for ChEES and MAMS.
    pub metric: Option<MetricAdaptation>,
    /// What the metric is estimated from (default: the draws' variance, as Stan).
    pub metric_estimate: MetricEstimate,
    /// Diagonal (default), dense or low-rank inverse metric.
    pub metric_form: Metric,
    /// Default: [`Algorithm::default_target_accept`].
    pub target_accept: Option<f64>,
    pub initial_step_size: f64,
    /// NUTS and HMC: Stan's step-size search from `initial_step_size` before the first warmup
    /// iteration and after each metric update (default: on).
    pub step_size_search: bool,
    /// Most bytes a block of draws may take (host and device together, roughly).
    pub memory_cap_bytes: usize,
    /// Tries per chain to find a finite initial point.
    pub max_init_tries: u32,
    /// Initial points are drawn uniformly from (−R, R) in every unconstrained coordinate (Stan's
    /// `init=R`; default 2); 0 starts every chain at the origin (one try).
    pub init_radius: f64,
    /// User initial points (`chains × dim`, unconstrained; see [`initial_points`]): NaN where a
    /// coordinate is drawn uniformly as `init_radius` says. Default: none.
    pub inits: Option<Vec<f64>>,
    /// GPU: most chains per group of buffers (default: as many as one binding holds). Results do
    /// not depend on it.
    pub gpu_chains_per_group: Option<usize>,
    /// GPU: most leapfrog steps a lane takes per dispatch (default: 256 on hardware GPUs, as many
    /// as the driver's loop limit allows on llvmpipe). Results do not depend on it; it bounds a
    /// dispatch's duration.
    pub gpu_leapfrogs_per_dispatch: Option<u32>,
    /// GPU: the kernel layout (default: chosen from the model's data, the chains and the
    /// device). Results do not depend on it.
    pub layout: Layout,
    /// GPU: where the kernel keeps a lane's per-coordinate arrays (default: private memory on
    /// a software adapter, lane-interleaved storage on a GPU). Results do not depend on it.
    pub memory_policy: Option<MemoryPolicy>,
    /// Warmup's tunables (dual averaging, the windows, ChEES's and MAMS's rates).
    pub adapt: AdaptOptions,
    /// MAMS: a partial (Langevin) velocity refresh between the steps of every trajectory, with
    /// the velocity decorrelating over `factor × L` (L the adapted trajectory length; BlackJAX's
    /// `L_proposal_factor`). Default: none (a full refresh at each transition only). A positive,
    /// finite factor; MAMS only.
    pub mams_partial_refresh: Option<f64>,
}

impl Default for SamplerConfig {
    fn default() -> Self {
        SamplerConfig {
            chains: 4,
            warmup: 1000,
            draws: 1000,
            seed: 1,
            algorithm: Algorithm::default(),
            backend: BackendRequest::Auto,
            devices: Devices::Default,
            metric: None,
            metric_estimate: MetricEstimate::Variance,
            metric_form: Metric::Diagonal,
            target_accept: None,
            initial_step_size: 1.0,
            step_size_search: true,
            memory_cap_bytes: 256 << 20,
            max_init_tries: 100,
            init_radius: 2.0,
            inits: None,
            gpu_chains_per_group: None,
            gpu_leapfrogs_per_dispatch: None,
            layout: Layout::Auto,
            memory_policy: None,
            adapt: AdaptOptions::default(),
            mams_partial_refresh: None,
        }
    }
}

impl SamplerConfig {
    /// The memory one iteration of every chain takes in a block of draws (positions and
    /// statistics, as the backends hand them over).
    pub fn bytes_per_iteration(&self, dim: usize) -> usize {
        self.chains * (dim + Stat::COUNT) * 12
    }

    /// A memory cap that cuts sampling into blocks of about a hundredth of the draws (progress
    /// reports and Ctrl-C come once per block), never above `memory_cap_bytes`.
    pub fn progress_memory_cap(&self, dim: usize) -> usize {
        (self.draws.div_ceil(100).max(1) * self.bytes_per_iteration(dim)).min(self.memory_cap_bytes)
    }

    /// Whether the run adapts a dense metric: [`Metric::Dense`] unless the metric is the unit
    /// one, never adapted (whatever its form).
    pub fn adapts_dense_metric(&self) -> bool {
        matches!(self.metric_form, Metric::Dense | Metric::LowRank) && self.metric != Some(MetricAdaptation::Unit)
    }

    /// How an adapted dense or low-rank metric's factor is stored and applied (None: the
    /// diagonal metric): the low-rank one with room for at most [`MAX_LOW_RANK`] corrections.
    pub(crate) fn factor_form(&self, dim: usize) -> Option<dense::FactorForm> {
        if !self.adapts_dense_metric() {
            return None;
        }
        Some(match self.metric_form {
            Metric::LowRank => dense::FactorForm::low_rank(dim),
            _ => dense::FactorForm::Dense,
        })
    }

    /// Stan's name of the metric: `unit_e`, `diag_e` or `dense_e` (the low-rank metric too: it is
    /// a dense inverse metric).
    pub fn metric_name(&self) -> &'static str {
        match (self.metric, self.metric_form) {
            (Some(MetricAdaptation::Unit), _) => "unit_e",
            (_, Metric::Diagonal) => "diag_e",
            (_, Metric::Dense | Metric::LowRank) => "dense_e",
        }
    }

    /// Checks that these settings can run on `model`: the check a run makes before it starts,
    /// for callers that refuse bad settings before creating any output.
    pub fn validate(&self, model: &Model) -> Result<(), SampleError> {
        run::check(self, model.dim())
    }
}

/// Runs chains of a model: set the options, then [`Sampler::run`].
///
/// ```
/// use wgmc::{BackendRequest, DataSet, Dist, ModelBuilder, Sampler, Type};
/// let data = DataSet::from_json_str("{}")?;
/// let mut b = ModelBuilder::new(&data);
/// let x = b.param("x", Type::vector(3));
/// b.sample(Dist::StdNormal, vec![x.into()]);
/// let model = b.build()?;
/// let trace = Sampler::new(&model).chains(4).warmup(200).draws(200).seed(7).backend(BackendRequest::Cpu).run()?;
/// assert_eq!(trace.draws_per_chain(), 200);
/// let mean = trace.summary()[0].mean;
/// assert!(mean.abs() < 0.3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub struct Sampler<'m> {
    model: &'m Model,
    config: SamplerConfig,
    progress: Option<ProgressCallback<'m>>,
    stop: Option<Arc<AtomicBool>>,
    exchange: Option<&'m dyn Exchange>,
}

/// A progress callback.
type ProgressCallback<'m> = Box<dyn FnMut(&Progress) + 'm>;

impl<'m> Sampler<'m> {
    /// A sampler over `model` with default settings (4 chains, 1000 warmup, 1000 draws, NUTS).
    pub fn new(model: &'m Model) -> Sampler<'m> {
        Sampler { model, config: SamplerConfig::default(), progress: None, stop: None, exchange: None }
    }

    /// Number of chains.
    pub fn chains(mut self, n: usize) -> Self {
        self.config.chains = n;
        self
    }

    /// Warmup iterations.
    pub fn warmup(mut self, n: usize) -> Self {
        self.config.warmup = n;
        self
    }

    /// Draws kept per chain.
    pub fn draws(mut self, n: usize) -> Self {
        self.config.draws = n;
        self
    }

    /// The seed: the same seed gives the same draws.
    pub fn seed(mut self, seed: u64) -> Self {
        self.config.seed = seed;
        self
    }

    /// The transition algorithm.
    pub fn algorithm(mut self, a: Algorithm) -> Self {
        self.config.algorithm = a;
        self
    }

    /// Where to run.
    pub fn backend(mut self, b: BackendRequest) -> Self {
        self.config.backend = b;
        self
    }

    /// How to adapt the metric.
    pub fn metric(mut self, m: MetricAdaptation) -> Self {
        self.config.metric = Some(m);
        self
    }

    /// What the metric is estimated from.
    pub fn metric_estimate(mut self, m: MetricEstimate) -> Self {
        self.config.metric_estimate = m;
        self
    }

    /// A diagonal (default) or dense inverse metric.
    pub fn metric_form(mut self, m: Metric) -> Self {
        self.config.metric_form = m;
        self
    }

    /// Where the GPU kernel keeps a lane's per-coordinate arrays (see [`MemoryPolicy`]); draws
    /// are the same under every policy.
    pub fn memory_policy(mut self, policy: MemoryPolicy) -> Self {
        self.config.memory_policy = Some(policy);
        self
    }

    /// The GPU kernel's layout (see [`Layout`]); draws are the same in every layout.
    pub fn layout(mut self, layout: Layout) -> Self {
        self.config.layout = layout;
        self
    }

    /// The GPU devices to spread the chains over ([`Devices`]); draws do not depend on it.
    pub fn devices(mut self, devices: Devices) -> Self {
        self.config.devices = devices;
        self
    }

    /// Runs this process's share of the chains ([`rank_chains`]) as one of `exchange.size()`
    /// processes that all run the same settings and call this together (MPI ranks): every
    /// process receives every chain's draws, identical to a run in one process, and the sink
    /// of each gets all blocks. A failure on any process ends the run on all of them
    /// ([`SampleError::Rank`]), and a stop raised on one stops all after the same block.
    pub fn exchange(mut self, exchange: &'m dyn Exchange) -> Self {
        self.exchange = Some(exchange);
        self
    }

    /// Target acceptance statistic of step-size adaptation.
    pub fn target_accept(mut self, t: f64) -> Self {
        self.config.target_accept = Some(t);
        self
    }

    /// Initial points uniform on (−r, r) per unconstrained coordinate (Stan's `init=r`).
    pub fn init_radius(mut self, r: f64) -> Self {
        self.config.init_radius = r;
        self
    }

    /// Warmup's tunables ([`AdaptOptions`]: dual averaging, the windows, ChEES's and MAMS's
    /// rates); checked when the run starts.
    pub fn adapt(mut self, options: AdaptOptions) -> Self {
        self.config.adapt = options;
        self
    }

    /// MAMS's partial velocity refresh over `factor` × the trajectory length
    /// ([`SamplerConfig::mams_partial_refresh`]); checked when the run starts.
    pub fn mams_partial_refresh(mut self, factor: f64) -> Self {
        self.config.mams_partial_refresh = Some(factor);
        self
    }

    /// The memory a block of draws may take.
    pub fn memory_cap_bytes(mut self, bytes: usize) -> Self {
        self.config.memory_cap_bytes = bytes;
        self
    }

    /// All settings at once.
    pub fn config(mut self, config: SamplerConfig) -> Self {
        self.config = config;
        self
    }

    /// A callback after every warmup iteration and every block of draws.
    pub fn progress(mut self, f: impl FnMut(&Progress) + 'm) -> Self {
        self.progress = Some(Box::new(f));
        self
    }

    /// A flag that stops the run when raised (by a Ctrl-C handler, another thread): it is read
    /// after every warmup iteration and every block of draws, and the run ends with
    /// [`SampleError::Interrupted`], the blocks already handed to the sink kept there.
    pub fn stop_flag(mut self, flag: Arc<AtomicBool>) -> Self {
        self.stop = Some(flag);
        self
    }

    /// Runs and keeps every draw in memory.
    pub fn run(self) -> Result<Trace, SampleError> {
        let mut trace = Trace::new(self.model, self.config.chains, self.config.draws);
        let info = self.run_with(&mut trace)?;
        trace.set_info(info);
        Ok(trace)
    }

    /// Runs and hands each block of draws to `sink` (for runs too large to keep in memory).
    pub fn run_with(mut self, sink: &mut dyn DrawSink) -> Result<RunInfo, SampleError> {
        let hooks =
            run::Hooks { progress: self.progress.as_deref_mut(), stop: self.stop.as_deref(), exchange: self.exchange };
        run::run(self.model, &self.config, sink, hooks)
    }
}

/// The f64 reference transitions, one chain at a time, for tests that compare backends.
#[doc(hidden)]
pub mod reference {
    use crate::cpu::CpuModel;
    use crate::rng::Philox;

    use super::mams::mams;
    use super::transition::{hmc, hmc_steps, nuts, Density, Point, Stream, Tuning};
    use super::Algorithm;

    /// The `attempt`-th candidate initial point of `chain` at the default radius (uniform(−2, 2)
    /// per coordinate).
    pub fn initial_point(seed: u64, chain: u32, dim: usize, attempt: u32) -> Vec<f64> {
        super::run::initial_point(&Philox::new(seed), chain, dim, attempt, 2.0)
    }

    /// The steps ChEES and MAMS take at iteration `t` with trajectory length `length` (ChEES's
    /// T, MAMS's L) and step size `step_size`: the same for every chain.
    pub fn shared_steps(algorithm: Algorithm, t: usize, length: f64, step_size: f64) -> u32 {
        super::warmup::shared_steps(algorithm, t, length, step_size)
    }

    /// One transition of `chain` at `iteration` from `q`: the new position, its statistics, and
    /// the smallest log-scale gap between a random number and its threshold (decisions closer
    /// than rounding may go the other way in f32). ChEES and MAMS take `length` (their
    /// trajectory length, see [`shared_steps`]); NUTS and HMC ignore it.
    #[allow(clippy::too_many_arguments)]
    pub fn transition(
        model: &CpuModel,
        algorithm: Algorithm,
        q: &[f64],
        (step_size, length): (f64, f64),
        inv_metric: &[f64],
        seed: u64,
        chain: u32,
        iteration: u32,
    ) -> (Vec<f64>, [f64; 7], f64) {
        let stream = Stream { rng: Philox::new(seed), chain, iteration };
        transition_of(&super::engine::Guarded::new(model), algorithm, q, (step_size, length), inv_metric, stream, 0.0)
    }

    /// [`transition`] of MAMS with the partial velocity refresh of factor `factor`
    /// ([`SamplerConfig::mams_partial_refresh`](super::SamplerConfig::mams_partial_refresh)):
    /// the Langevin length is `factor × length`, as in a run.
    #[allow(clippy::too_many_arguments)]
    pub fn transition_mams_refresh(
        model: &CpuModel,
        q: &[f64],
        (step_size, length): (f64, f64),
        factor: f64,
        inv_metric: &[f64],
        seed: u64,
        chain: u32,
        iteration: u32,
    ) -> (Vec<f64>, [f64; 7], f64) {
        let stream = Stream { rng: Philox::new(seed), chain, iteration };
        let noise = super::mams::refresh_noise(step_size, factor * length, q.len());
        let model = &super::engine::Guarded::new(model);
        transition_of(model, Algorithm::Mams, q, (step_size, length), inv_metric, stream, noise)
    }

    /// [`transition`] of NUTS or static HMC with the dense inverse metric `sigma` (row-major
    /// `dim × dim`) from the model position `q`: the chain moves in the coordinates of the
    /// Cholesky factor L of `sigma` (y = L⁻¹ q) as a run with a dense metric does; returns the
    /// new model position, its statistics and the smallest margin. None if `sigma` is not
    /// positive definite or the algorithm takes no dense metric.
    #[allow(clippy::too_many_arguments)]
    pub fn transition_dense(
        model: &CpuModel,
        algorithm: Algorithm,
        q: &[f64],
        step_size: f64,
        sigma: &[f64],
        seed: u64,
        chain: u32,
        iteration: u32,
    ) -> Option<(Vec<f64>, [f64; 7], f64)> {
        if algorithm.is_cross_chain() {
            return None;
        }
        let dim = q.len();
        let l = super::dense::cholesky(sigma, dim)?;
        let factor = super::dense::Factor { form: super::dense::FactorForm::Dense, dim, values: &l };
        let stream = Stream { rng: Philox::new(seed), chain, iteration };
        Some(factored_transition(model, algorithm, q, (step_size, 0.0, &vec![1.0; dim]), factor, stream))
    }

    /// [`transition`] with a low-rank metric `factor` (one chain's values of
    /// [`RunInfo::low_rank_factors`](super::RunInfo::low_rank_factors)): the chain moves in
    /// y = A⁻¹ q with the diagonal metric σ², as a run with the low-rank metric does (ChEES and
    /// MAMS with the trajectory length `length`, MAMS without a partial refresh). None if
    /// `factor` is not of the length of one for `q`.
    #[allow(clippy::too_many_arguments)]
    pub fn transition_low_rank(
        model: &CpuModel,
        algorithm: Algorithm,
        q: &[f64],
        (step_size, length): (f64, f64),
        factor: &[f64],
        seed: u64,
        chain: u32,
        iteration: u32,
    ) -> Option<(Vec<f64>, [f64; 7], f64)> {
        let dim = q.len();
        let form = super::dense::FactorForm::low_rank(dim);
        if factor.len() != dim + form.words(dim) {
            return None;
        }
        let (diag, values) = factor.split_at(dim);
        let factor = super::dense::Factor { form, dim, values };
        let stream = Stream { rng: Philox::new(seed), chain, iteration };
        Some(factored_transition(model, algorithm, q, (step_size, length, diag), factor, stream))
    }

    /// One transition of `algorithm` from the model position `q` in the coordinates of
    /// `factor`, with the diagonal metric `inv_metric` there (and ChEES's or MAMS's trajectory
    /// length `length`), back in the model's.
    fn factored_transition(
        model: &CpuModel,
        algorithm: Algorithm,
        q: &[f64],
        (step_size, length, inv_metric): (f64, f64, &[f64]),
        factor: super::dense::Factor,
        stream: Stream,
    ) -> (Vec<f64>, [f64; 7], f64) {
        let guarded = super::engine::Guarded::new(model);
        let density = super::dense::Factored::new(&guarded, factor);
        let y = factor.solve(q);
        let (next, stats, margin) =
            transition_of(&density, algorithm, &y, (step_size, length), inv_metric, stream, 0.0);
        let mut x = vec![0.0; q.len()];
        factor.mul(&next, &mut x);
        (x, stats, margin)
    }

    /// One transition of `algorithm` on `density` from `q` (in the density's coordinates);
    /// MAMS with a partial refresh of noise `noise` (ν; 0: none).
    fn transition_of(
        density: &dyn Density,
        algorithm: Algorithm,
        q: &[f64],
        (step_size, length): (f64, f64),
        inv_metric: &[f64],
        stream: Stream,
        noise: f64,
    ) -> (Vec<f64>, [f64; 7], f64) {
        let mut g = vec![0.0; q.len()];
        let logp = density.logp_grad(q, &mut g);
        let state = Point { q: q.to_vec(), p: vec![0.0; q.len()], g, logp };
        let tuning = Tuning { step_size, inv_metric };
        let shared = || shared_steps(algorithm, stream.iteration as usize, length, step_size);
        let (next, out) = match algorithm {
            Algorithm::Nuts { max_depth } => nuts(density, &state, tuning, stream, max_depth),
            Algorithm::Hmc { steps, jitter } => hmc(density, &state, tuning, stream, hmc_steps(stream, steps, jitter)),
            Algorithm::Chees => hmc(density, &state, tuning, stream, shared()),
            Algorithm::Mams => mams(density, &state, tuning, stream, (shared(), noise)),
        };
        (next.q, out.stats, out.min_margin)
    }
}
