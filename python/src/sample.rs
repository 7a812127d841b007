//! `wgmc._core.sample`: one sampling run with the GIL released. Draws are collected block by
//! block into chain-major NumPy arrays; progress reports reach a Python callable (throttled),
//! and Ctrl-C, seen at each report, stops the run after the current warmup iteration or block
//! of draws, keeping the finished blocks.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use numpy::{PyArray1, PyArrayMethods};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use wgmc::{
    Algorithm, CsvHeader, DrawBlock, DrawSink, DrawValues, Layout, Metric, Progress, ProgressPhase, RunInfo,
    SampleError, Sampler, SamplerConfig, SinkError, StanModel, Stat, ZarrWriter,
};

use crate::model::{backend_request, Model};
use crate::{error, sample_error};

/// The draws of one phase: constrained values and generated quantities, and the statistics.
struct Phase {
    draws: usize,
    /// `chains × draws × columns`.
    values: Vec<f64>,
    /// `chains × draws × Stat::COUNT`.
    stats: Vec<f64>,
    /// Draws per chain received.
    done: usize,
}

impl Phase {
    fn new(chains: usize, draws: usize, columns: usize) -> Phase {
        Phase {
            draws,
            values: vec![f64::NAN; chains * draws * columns],
            stats: vec![f64::NAN; chains * draws * Stat::COUNT],
            done: 0,
        }
    }
}

/// Every draw of a run (and of warmup, with `save_warmup`).
struct Collector<'a> {
    values_of: DrawValues<'a>,
    chains: usize,
    columns: usize,
    sampling: Phase,
    warmup: Option<Phase>,
}

impl<'a> Collector<'a> {
    fn new(stan: &'a StanModel, config: &SamplerConfig, save_warmup: bool) -> Collector<'a> {
        let values_of = DrawValues::new(stan.model(), Some(stan), config.seed);
        let (chains, columns) = (config.chains, values_of.names().len());
        Collector {
            values_of,
            chains,
            columns,
            sampling: Phase::new(chains, config.draws, columns),
            warmup: save_warmup.then(|| Phase::new(chains, config.warmup, columns)),
        }
    }

    /// Every chain's rows of `block` into `phase` (chain-major), each draw evaluated on the CPU
    /// backend's threads (the first error in chain and draw order); generated quantities draw
    /// their random numbers as draw `key + draw`.
    fn fill(&self, block: &DrawBlock, phase: &mut Phase, key: usize) -> Result<(), SinkError> {
        if block.first_draw + block.n_draws > phase.draws || block.chains != self.chains {
            return Err("a block does not fit the run's draws".into());
        }
        let rows = self.values_of.block_values(block, 0..self.chains, key)?;
        for (c, chain) in rows.iter().enumerate() {
            for (k, row) in chain.iter().enumerate() {
                let at = (c * phase.draws + block.first_draw + k) * self.columns;
                phase.values[at..at + self.columns].copy_from_slice(row);
            }
        }
        for k in 0..block.n_draws {
            for c in 0..self.chains {
                let (_, stats) = block.draw(k, c);
                let at = (c * phase.draws + block.first_draw + k) * Stat::COUNT;
                phase.stats[at..at + Stat::COUNT].copy_from_slice(stats);
            }
        }
        phase.done = block.first_draw + block.n_draws;
        Ok(())
    }
}

impl DrawSink for Collector<'_> {
    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        let mut phase = std::mem::replace(&mut self.sampling, Phase::new(0, 0, 0));
        let result = self.fill(block, &mut phase, 0);
        self.sampling = phase;
        result
    }

    /// Warmup's generated quantities draw their random numbers as the draws after the last
    /// sampling draw, so they do not repeat the sampling draws'.
    fn warmup_block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        let Some(mut phase) = self.warmup.take() else { return Ok(()) };
        let result = self.fill(block, &mut phase, self.sampling.draws);
        self.warmup = Some(phase);
        result
    }
}

/// Where a run's draws go: memory (returned as arrays), a Zarr store, or both.
struct Sinks<'a> {
    memory: Option<Collector<'a>>,
    store: Option<ZarrWriter<'a>>,
}

impl DrawSink for Sinks<'_> {
    fn warmup_done(&mut self, info: &RunInfo) -> Result<(), SinkError> {
        if let Some(m) = &mut self.memory {
            m.warmup_done(info)?;
        }
        if let Some(s) = &mut self.store {
            s.warmup_done(info)?;
        }
        Ok(())
    }

    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        if let Some(m) = &mut self.memory {
            m.block(block)?;
        }
        if let Some(s) = &mut self.store {
            s.block(block)?;
        }
        Ok(())
    }

    fn warmup_block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        match &mut self.memory {
            Some(m) => m.warmup_block(block),
            None => Ok(()),
        }
    }
}

/// The settings of a run: the keys of the dict `wgmc.sample` passes.
#[derive(FromPyObject)]
#[pyo3(from_item_all)]
pub struct Settings {
    chains: usize,
    warmup: usize,
    draws: usize,
    seed: u64,
    algorithm: String,
    backend: String,
    target_accept: Option<f64>,
    init_radius: f64,
    max_depth: u32,
    steps: u32,
    layout: String,
    metric: String,
    mams_partial_refresh: Option<f64>,
    /// Stan JSON texts of initial values: one for every chain, or one per chain.
    inits: Option<Vec<String>>,
    save_warmup: bool,
}

impl Settings {
    /// The sampler's configuration, or a SettingsError.
    fn config(&self, py: Python<'_>) -> PyResult<SamplerConfig> {
        let algorithm = match self.algorithm.as_str() {
            "nuts" => Algorithm::Nuts { max_depth: self.max_depth },
            "hmc" => Algorithm::Hmc { steps: self.steps, jitter: false },
            "chees" => Algorithm::Chees,
            "mams" => Algorithm::Mams,
            other => {
                let message = format!("algorithm must be 'nuts', 'hmc', 'chees' or 'mams', not {other:?}");
                return Err(error(py, "SettingsError", message));
            }
        };
        let layout: Layout =
            self.layout.parse().map_err(|e: String| error(py, "SettingsError", format!("layout: {e}")))?;
        let metric_form: Metric = self.metric.parse().map_err(|e: String| error(py, "SettingsError", e))?;
        Ok(SamplerConfig {
            chains: self.chains,
            warmup: self.warmup,
            draws: self.draws,
            seed: self.seed,
            algorithm,
            backend: backend_request(py, &self.backend)?,
            target_accept: self.target_accept,
            init_radius: self.init_radius,
            layout,
            metric_form,
            mams_partial_refresh: self.mams_partial_refresh,
            ..SamplerConfig::default()
        })
    }

    /// The unconstrained initial points of `inits`, or a SettingsError naming what is wrong.
    fn initial_points(&self, py: Python<'_>, model: &wgmc::Model) -> PyResult<Option<Vec<f64>>> {
        let Some(texts) = &self.inits else { return Ok(None) };
        let sets = texts
            .iter()
            .map(|t| wgmc::DataSet::from_json_str(t))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| error(py, "SettingsError", format!("initial values: {}", crate::message(&e))))?;
        let points = wgmc::initial_points(model, self.chains, &sets)
            .map_err(|e| error(py, "SettingsError", crate::message(&e)))?;
        Ok(Some(points))
    }
}

/// Calls the Python progress callable at most every `EVERY`, at phase changes and at the end
/// of each phase, and checks for Ctrl-C at every report.
struct Reporter {
    callback: Option<Py<PyAny>>,
    last: Option<(ProgressPhase, Instant)>,
    stop: Arc<AtomicBool>,
    /// The exception to raise: KeyboardInterrupt, or one the callable raised.
    pending: Option<PyErr>,
}

const EVERY: Duration = Duration::from_millis(100);

impl Reporter {
    fn report(&mut self, p: &Progress) {
        if self.pending.is_some() {
            return;
        }
        let due = match self.last {
            Some((phase, at)) => phase != p.phase || p.done == p.total || at.elapsed() >= EVERY,
            None => true,
        };
        Python::attach(|py| {
            let mut result = py.check_signals();
            if due {
                self.last = Some((p.phase, Instant::now()));
                if let (Ok(()), Some(f)) = (&result, &self.callback) {
                    let phase = if p.phase == ProgressPhase::Warmup { "warmup" } else { "sampling" };
                    result = f.call1(py, (phase, p.done, p.total)).map(drop);
                }
            }
            if let Err(e) = result {
                self.pending = Some(e);
                self.stop.store(true, Ordering::SeqCst);
            }
        });
    }
}

/// Runs the sampler; returns a dict: `values` (`chains × draws × columns`), `stats`
/// (`chains × draws × 7`) unless `output` names a store, `draws_done`, `interrupted`, and the
/// run's `info`.
#[pyfunction]
#[pyo3(signature = (model, settings, progress=None, output=None, data_file=None))]
pub fn sample<'py>(
    py: Python<'py>,
    model: &Model,
    settings: Settings,
    progress: Option<Py<PyAny>>,
    output: Option<std::path::PathBuf>,
    data_file: Option<String>,
) -> PyResult<Bound<'py, PyDict>> {
    let (chains, draws, warmup) = (settings.chains, settings.draws, settings.warmup);
    let stan = &model.stan;
    let mut config = settings.config(py)?;
    config.inits = settings.initial_points(py, stan.model())?;
    config.memory_cap_bytes = config.progress_memory_cap(stan.model().dim());
    config.validate(stan.model()).map_err(|e| sample_error(py, &e))?;
    let stop = Arc::new(AtomicBool::new(false));
    let mut reporter = Reporter { callback: progress, last: None, stop: Arc::clone(&stop), pending: None };
    let store = match &output {
        Some(path) => {
            let header = CsvHeader { model: model_name(&model.file_name), data_file, config: config.clone() };
            Some(ZarrWriter::for_stan(path, stan, &header).map_err(|e| error(py, "OutputError", crate::message(&e)))?)
        }
        None => None,
    };
    // With a store, the draws are read back from it (lazily) rather than kept in memory.
    let memory = output.is_none().then(|| Collector::new(stan, &config, settings.save_warmup));
    let mut sinks = Sinks { memory, store };
    let result = py.detach(|| {
        Sampler::new(stan.model()).config(config).stop_flag(stop).progress(|p| reporter.report(p)).run_with(&mut sinks)
    });
    let out = PyDict::new(py);
    let interrupted = match result {
        Ok(info) => {
            if let Some(store) = &mut sinks.store {
                store.finish(&info).map_err(|e| error(py, "OutputError", crate::message(&e)))?;
            }
            out.set_item("info", info_dict(py, &info)?)?;
            false
        }
        Err(SampleError::Interrupted { .. }) if reporter.pending.is_some() => true,
        Err(e) => return Err(reporter.pending.take().unwrap_or_else(|| sample_error(py, &stan.explain(e)))),
    };
    if let Some(e) = reporter.pending.take() {
        if !e.is_instance_of::<pyo3::exceptions::PyKeyboardInterrupt>(py) {
            return Err(e);
        }
    }
    if let Some(store) = &mut sinks.store {
        // A stopped run's gathered draws go to the store before it is read back.
        store.flush().map_err(|e| error(py, "OutputError", crate::message(&e)))?;
        out.set_item("draws_done", store.draws_written())?;
    }
    if let Some(collector) = sinks.memory {
        let columns = collector.columns;
        let s = collector.sampling;
        out.set_item("values", PyArray1::from_vec(py, s.values).reshape([chains, draws, columns])?)?;
        out.set_item("stats", PyArray1::from_vec(py, s.stats).reshape([chains, draws, Stat::COUNT])?)?;
        out.set_item("draws_done", s.done)?;
        if let Some(w) = collector.warmup {
            out.set_item("warmup_values", PyArray1::from_vec(py, w.values).reshape([chains, warmup, columns])?)?;
            out.set_item("warmup_stats", PyArray1::from_vec(py, w.stats).reshape([chains, warmup, Stat::COUNT])?)?;
            out.set_item("warmup_done", w.done)?;
        }
    }
    out.set_item("interrupted", interrupted)?;
    Ok(out)
}

/// The model's name in the store's attributes, CmdStan's `<file stem>_model`.
fn model_name(file_name: &str) -> String {
    let stem = std::path::Path::new(file_name).file_stem().and_then(|s| s.to_str()).unwrap_or("model");
    let stem = if file_name.starts_with('<') { "model" } else { stem };
    format!("{stem}_model")
}

/// The run's adaptation results and timings as a dict; `warmup_split` and `sampling_split`
/// hold each phase's wall time split as [`wgmc::Timings::parts`] names it.
fn info_dict<'py>(py: Python<'py>, info: &wgmc::RunInfo) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("backend", &info.backend)?;
    d.set_item("layout", &info.layout)?;
    d.set_item("step_size", info.step_size.clone())?;
    d.set_item("inv_metric", info.inv_metric.clone())?;
    d.set_item("dense_inv_metric", info.dense_inv_metric.clone())?;
    d.set_item("low_rank_factors", info.low_rank_factors.clone())?;
    d.set_item("trajectory_length", info.trajectory_length)?;
    d.set_item("warmup_stragglers", info.warmup_stragglers.clone())?;
    d.set_item("compile_time", info.compile_time.as_secs_f64())?;
    d.set_item("warmup_time", info.warmup_time.as_secs_f64())?;
    d.set_item("sampling_time", info.sampling_time.as_secs_f64())?;
    d.set_item("warmup_leapfrogs", info.warmup_leapfrogs)?;
    d.set_item("sampling_leapfrogs", info.sampling_leapfrogs)?;
    for (phase, timings) in [("warmup", &info.warmup_timings), ("sampling", &info.sampling_timings)] {
        let split = PyDict::new(py);
        for (part, seconds) in timings.parts() {
            split.set_item(part, seconds)?;
        }
        d.set_item(format!("{phase}_split"), split)?;
    }
    Ok(d)
}
