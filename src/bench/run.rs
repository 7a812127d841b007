//! Running cases: load and compile each model, sample it, and measure times, gradient throughput, ESS/s, R-hat and divergences.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::{Duration, Instant};

use serde::Serialize;

use crate::diagnostics::{ess_bulk, ess_tail, rhat, Draws};
use crate::parallel::parallel_map;
use crate::sampler::{DrawBlock, DrawSink, Sampler, SamplerConfig, SinkError, Stat, Timings};
use crate::{compile_stan, AdaptOptions, CpuModel, DataSet, DrawValues, GpuContext, StanModel};

use super::suite::{BenchBackend, Case, ModelSpec, Suite};
use super::BenchError;

/// Most memory the draws kept for the diagnostics may take (unconstrained and constrained
/// copies together).
const DRAW_MEMORY_LIMIT: usize = 4 << 30;

/// A model of the suite, read and compiled.
#[derive(Debug)]
pub struct LoadedModel {
    /// The compiled Stan program.
    pub stan: StanModel,
    /// Time to read and parse the data file.
    pub data_load_time: Duration,
    /// Time of the Stan front end (parse, check, lower, differentiate).
    pub frontend_time: Duration,
}

impl ModelSpec {
    /// Reads the data and compiles the Stan program; a data file that does not exist gives
    /// [`BenchError::DataMissing`] with the command that generates it.
    pub fn load(&self) -> Result<LoadedModel, BenchError> {
        let start = Instant::now();
        let data = match &self.data {
            Some(path) if !path.exists() => {
                return Err(BenchError::DataMissing { path: path.clone(), hint: self.generate.clone() })
            }
            Some(path) => DataSet::from_json_file(path)?,
            None => DataSet::new(),
        };
        let data_load_time = start.elapsed();
        let source =
            std::fs::read_to_string(&self.stan).map_err(|error| BenchError::Io { path: self.stan.clone(), error })?;
        let start = Instant::now();
        let stan = compile_stan(&source, &display_name(&self.stan), &data)?;
        Ok(LoadedModel { stan, data_load_time, frontend_time: start.elapsed() })
    }
}

fn display_name(path: &Path) -> String {
    path.display().to_string()
}

/// One phase's wall time split into seconds, as the sampler's [`Timings`] (see there for what
/// each part holds and what it cannot separate).
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
pub struct SplitSeconds {
    /// Waiting on the engine's gradient work (GPU: submission to mapped results).
    pub device: f64,
    /// Copying results into a mappable buffer, mapping and unmapping it (host side).
    pub readback: f64,
    /// f32 → f64 and unpacking into the chains' places.
    pub widen: f64,
    /// Host-side adaptation (warmup).
    pub adapt: f64,
    /// Handing draws to the sink (the harness keeps a plain copy).
    pub sink: f64,
    /// The rest of the phase's wall time.
    pub other: f64,
}

impl From<&Timings> for SplitSeconds {
    fn from(t: &Timings) -> SplitSeconds {
        let [device, readback, widen, adapt, sink, other] = t.parts().map(|(_, s)| s);
        SplitSeconds { device, readback, widen, adapt, sink, other }
    }
}

impl SplitSeconds {
    /// The parts in order, as [`Timings::parts`].
    pub fn parts(&self) -> [f64; 6] {
        [self.device, self.readback, self.widen, self.adapt, self.sink, self.other]
    }
}

/// The measurements of one case.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BenchFigures {
    /// What ran the chains (from the sampler's [`RunInfo`](crate::RunInfo)).
    pub backend_description: String,
    /// The GPU kernel layout used (`lanes`, `rows:N`; `cpu` on the CPU backend).
    pub layout: String,
    /// Unconstrained parameters.
    pub dim: usize,
    /// Reading and parsing the data file (once per model).
    pub data_load_s: f64,
    /// The Stan front end (once per model).
    pub frontend_s: f64,
    /// GPU: building the sampler kernel, measured as the wall time of a run of the same
    /// configuration with one warmup iteration and one draw before the timed run: wgmc's
    /// pipeline creation plus the driver's compile at the first dispatch (lavapipe compiles
    /// there; Mesa's shader disk cache shortens it on later runs). Near zero when an earlier
    /// case of the process built the same kernel; zero on the CPU.
    pub compile_s: f64,
    /// The part of `compile_s` that wgmc measures itself (pipeline creation; zero when the
    /// kernel came from wgmc's cache).
    pub kernel_compile_s: f64,
    pub warmup_s: f64,
    pub sampling_s: f64,
    /// Leapfrog steps (gradient evaluations) of all chains.
    pub warmup_leapfrogs: u64,
    pub sampling_leapfrogs: u64,
    /// Sampling-phase leapfrogs per second of sampling.
    pub grad_evals_per_s: f64,
    /// All leapfrogs per second of warmup and sampling.
    pub grad_evals_per_s_overall: f64,
    /// Sampling-phase leapfrogs per draw (per chain and iteration).
    pub leapfrogs_per_draw: f64,
    /// The smallest bulk ESS over the parameters (constrained; transformed parameters excluded).
    pub min_ess_bulk: f64,
    /// `min_ess_bulk` per gradient evaluation of the sampling phase (all chains): the
    /// sampler's efficiency, apart from the kernel's speed.
    pub min_ess_bulk_per_grad: f64,
    /// The smallest tail ESS (of the 5 % and 95 % quantiles) over the parameters.
    pub min_ess_tail: f64,
    /// `min_ess_tail` per gradient evaluation of the sampling phase: bulk ESS rewards
    /// antithetic draws of the mean, the tail ESS shows what the spread gets.
    pub min_ess_tail_per_grad: f64,
    /// `min_ess_bulk` per second of sampling.
    pub min_ess_bulk_per_s: f64,
    /// `min_ess_bulk` per second of warmup and sampling.
    pub min_ess_bulk_per_s_with_warmup: f64,
    /// The largest rank-normalized split R-hat over the parameters (NaN with one chain).
    pub max_rhat: f64,
    /// Divergent transitions after warmup, all chains.
    pub divergences: usize,
    /// Time to compute ESS and R-hat (not part of any rate).
    pub diagnostics_s: f64,
    /// Generated quantities per draw (a model with a generated-quantities block has them
    /// evaluated for every draw of the sampling phase, as an output writer does).
    pub generated_values: usize,
    /// The part of the sampling phase's sink time spent evaluating them.
    pub generated_s: f64,
    /// Where `warmup_s` went.
    pub warmup_split: SplitSeconds,
    /// Where `sampling_s` went.
    pub sampling_split: SplitSeconds,
}

/// One case and its result: figures, or the error that stopped it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct BenchRow {
    #[serde(flatten)]
    pub case: Case,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub figures: Option<BenchFigures>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl BenchRow {
    fn new(case: &Case, result: Result<BenchFigures, String>) -> BenchRow {
        let (figures, error) = match result {
            Ok(f) => (Some(f), None),
            Err(e) => (None, Some(e)),
        };
        BenchRow { case: case.clone(), figures, error }
    }
}

/// The GPU adapter for report headers: name, type and API, or `none (<why>)`.
pub fn adapter_description() -> String {
    match GpuContext::shared() {
        Ok(ctx) => ctx.adapter().to_string(),
        Err(e) => format!("none ({e})"),
    }
}

/// Runs every case in order and returns one row per case; a case that fails (or panics)
/// becomes a row with its error and the suite goes on. Each model is loaded once, at its first
/// case. `progress` is called before each case (with `None`) and after it (with its row).
pub fn run_suite(suite: &Suite, cases: &[Case], mut progress: impl FnMut(&Case, Option<&BenchRow>)) -> Vec<BenchRow> {
    let mut loaded: Option<(usize, Result<LoadedModel, String>)> = None;
    let mut rows = Vec::with_capacity(cases.len());
    for case in cases {
        progress(case, None);
        if loaded.as_ref().is_none_or(|(i, _)| *i != case.model_index) {
            drop(loaded.take()); // free the previous model's data first
            let result = match suite.models.get(case.model_index) {
                Some(spec) => guarded(|| spec.load()),
                None => Err(format!("the suite has no model {}", case.model_index)),
            };
            loaded = Some((case.model_index, result));
        }
        let result = match &loaded {
            Some((_, Ok(model))) => guarded(|| run_case(case, model)),
            Some((_, Err(e))) => Err(e.clone()),
            None => Err("the model was not loaded".to_string()),
        };
        let row = BenchRow::new(case, result);
        progress(case, Some(&row));
        rows.push(row);
    }
    rows
}

/// Runs `f`, turning its error or a panic into a message.
fn guarded<T>(f: impl FnOnce() -> Result<T, BenchError>) -> Result<T, String> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result.map_err(|e| crate::error_chain(&e)),
        Err(payload) => {
            let message = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".to_string());
            Err(BenchError::Panic(message).to_string())
        }
    }
}

/// Samples one case of a loaded model and measures it.
pub fn run_case(case: &Case, model: &LoadedModel) -> Result<BenchFigures, BenchError> {
    let m = model.stan.model();
    let dim = m.dim();
    let total = case.chains.saturating_mul(case.draws);
    let copies = if m.is_constrained() { 3 } else { 2 };
    let bytes = total.saturating_mul(dim).saturating_mul(8 * copies);
    if bytes > DRAW_MEMORY_LIMIT {
        let gib = |b: usize| b as f64 / (1u64 << 30) as f64;
        return Err(BenchError::TooManyDraws { draws: total, dim, gib: gib(bytes), limit_gib: gib(DRAW_MEMORY_LIMIT) });
    }
    let config = SamplerConfig {
        chains: case.chains,
        warmup: case.warmup,
        draws: case.draws,
        seed: case.seed,
        algorithm: case.algorithm.algorithm(),
        backend: case.backend.request(),
        layout: case.layout,
        metric_form: case.metric,
        mams_partial_refresh: case.mams_partial_refresh,
        adapt: AdaptOptions {
            mams_length_factor: case.mams_length_factor.unwrap_or(AdaptOptions::default().mams_length_factor),
            ..AdaptOptions::default()
        },
        ..SamplerConfig::default()
    };
    // Drivers may compile a pipeline at its first dispatch (lavapipe does: tens of seconds for
    // a new kernel, minus what Mesa's shader disk cache holds), which would land in the first
    // warmup iteration. A one-iteration run of the same configuration builds the kernel first;
    // the timed run then finds it in wgmc's pipeline cache.
    let (kernel_compile_s, compile_s) = match case.backend {
        BenchBackend::Gpu => {
            let start = Instant::now();
            let prime = SamplerConfig { warmup: 1, draws: 1, ..config.clone() };
            let info = Sampler::new(m).config(prime).run_with(&mut Discard)?;
            (info.compile_time.as_secs_f64(), start.elapsed().as_secs_f64())
        }
        BenchBackend::Cpu => (0.0, 0.0),
    };
    let mut sink = KeepDraws::new(case.chains, case.draws, dim);
    let generated_values = model.stan.generated_names().len();
    if generated_values > 0 {
        sink.values = Some(DrawValues::new(m, Some(&model.stan), case.seed));
    }
    let info = Sampler::new(m).config(config).run_with(&mut sink)?;
    let start = Instant::now();
    let values = parameter_draws(m, &sink, case.chains, case.draws);
    let (min_ess, min_tail, max_rhat) = diagnose(&values, case.chains, case.draws);
    let diagnostics_s = start.elapsed().as_secs_f64();
    let (warmup_s, sampling_s) = (info.warmup_time.as_secs_f64(), info.sampling_time.as_secs_f64());
    let leapfrogs = (info.warmup_leapfrogs + info.sampling_leapfrogs) as f64;
    Ok(BenchFigures {
        backend_description: info.backend.clone(),
        layout: info.layout.clone(),
        dim,
        data_load_s: model.data_load_time.as_secs_f64(),
        frontend_s: model.frontend_time.as_secs_f64(),
        compile_s,
        kernel_compile_s,
        warmup_s,
        sampling_s,
        warmup_leapfrogs: info.warmup_leapfrogs,
        sampling_leapfrogs: info.sampling_leapfrogs,
        grad_evals_per_s: info.sampling_leapfrogs as f64 / sampling_s,
        grad_evals_per_s_overall: leapfrogs / (warmup_s + sampling_s),
        leapfrogs_per_draw: info.sampling_leapfrogs as f64 / total.max(1) as f64,
        min_ess_bulk: min_ess,
        min_ess_bulk_per_grad: min_ess / info.sampling_leapfrogs.max(1) as f64,
        min_ess_tail: min_tail,
        min_ess_tail_per_grad: min_tail / info.sampling_leapfrogs.max(1) as f64,
        min_ess_bulk_per_s: min_ess / sampling_s,
        min_ess_bulk_per_s_with_warmup: min_ess / (warmup_s + sampling_s),
        max_rhat,
        divergences: sink.divergences,
        diagnostics_s,
        generated_values,
        generated_s: sink.generated_time.as_secs_f64(),
        warmup_split: SplitSeconds::from(&info.warmup_timings),
        sampling_split: SplitSeconds::from(&info.sampling_timings),
    })
}

/// A draw sink that drops every block.
struct Discard;

impl DrawSink for Discard {
    fn block(&mut self, _block: &DrawBlock) -> Result<(), SinkError> {
        Ok(())
    }
}

/// A draw sink that keeps the unconstrained positions (`draws × chains × dim`, as blocks
/// arrive) and counts divergences: a plain copy, so that it adds next to nothing to the
/// sampling time. With `values`, it also evaluates every draw's generated quantities (and
/// drops them), as an output writer would.
struct KeepDraws<'m> {
    chains: usize,
    dim: usize,
    q: Vec<f64>,
    divergences: usize,
    values: Option<DrawValues<'m>>,
    generated_time: Duration,
}

impl KeepDraws<'_> {
    fn new(chains: usize, draws: usize, dim: usize) -> Self {
        // Written now, so that the first touch of its pages (a sizeable share of a plain
        // copy) falls before the sampling phase's clock starts.
        let mut q = Vec::with_capacity(chains * draws * dim);
        q.resize(chains * draws * dim, 0.0);
        KeepDraws { chains, dim, q, divergences: 0, values: None, generated_time: Duration::ZERO }
    }
}

impl DrawSink for KeepDraws<'_> {
    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        if block.chains != self.chains || block.dim != self.dim {
            return Err(format!(
                "a block of {} chains × {} values, expected {} × {}",
                block.chains, block.dim, self.chains, self.dim
            )
            .into());
        }
        let at = block.first_draw * self.chains * self.dim;
        let n = block.unconstrained.len();
        let slot = self.q.get_mut(at..at + n).ok_or_else(|| format!("draw {} is beyond the run", block.first_draw))?;
        slot.copy_from_slice(block.unconstrained);
        self.divergences += block.stats.chunks(Stat::COUNT).filter(|s| s[Stat::Divergent as usize] != 0.0).count();
        if let Some(values) = &self.values {
            let start = Instant::now();
            values.block_values(block, 0..block.chains, 0)?;
            self.generated_time += start.elapsed();
        }
        Ok(())
    }
}

/// The parameters' constrained draws, one chain-major vector (`chains × draws`) per
/// parameter. Every supported constraint keeps the dimension, so the first `dim` outputs
/// are the parameters.
fn parameter_draws(model: &crate::Model, sink: &KeepDraws<'_>, chains: usize, draws: usize) -> Vec<Vec<f64>> {
    let dim = sink.dim;
    let constrained: Vec<Vec<f64>> = if model.is_constrained() {
        let cpu = CpuModel::new(model);
        let rows: Vec<&[f64]> = sink.q.chunks(dim.max(1)).collect();
        parallel_map(rows.len(), |i| cpu.constrain(rows[i]).unwrap_or_else(|_| vec![f64::NAN; dim]))
    } else {
        sink.q.chunks(dim.max(1)).map(<[f64]>::to_vec).collect()
    };
    // constrained[k * chains + c] is draw k of chain c.
    (0..dim)
        .map(|p| {
            let mut v = vec![f64::NAN; chains * draws];
            for c in 0..chains {
                for k in 0..draws {
                    v[c * draws + k] =
                        constrained.get(k * chains + c).and_then(|x| x.get(p)).copied().unwrap_or(f64::NAN);
                }
            }
            v
        })
        .collect()
}

/// The smallest bulk and tail ESS and the largest R-hat over the parameters (NaN-free where
/// possible).
fn diagnose(values: &[Vec<f64>], chains: usize, draws: usize) -> (f64, f64, f64) {
    let per = parallel_map(values.len(), |i| match Draws::new(&values[i], chains, draws) {
        Ok(d) => (ess_bulk(&d), ess_tail(&d), rhat(&d)),
        Err(_) => (f64::NAN, f64::NAN, f64::NAN),
    });
    let fold = |pick: fn(&(f64, f64, f64)) -> f64, f: fn(f64, f64) -> f64| {
        per.iter().map(pick).filter(|x| !x.is_nan()).fold(f64::NAN, f)
    };
    (fold(|p| p.0, f64::min), fold(|p| p.1, f64::min), fold(|p| p.2, f64::max))
}
