//! CmdStan-compatible CSV output: one `chain_<k>.csv` per chain, written and flushed block by block.
//!
//! The files appear with the first block of draws (a run that fails earlier leaves none behind,
//! not even a header). With many chains they are not all held open: each write opens its file
//! for appending and closes it, so any number of chains fits within the process's limit on open
//! files. A run replaces an earlier one in the same directory: when it creates its chain files
//! it removes the earlier run's `chain_<k>.csv` beyond its own chain count.
//! A block that cannot be written whole (a full disk, say) is cut back from every chain file, so
//! each file ends at a whole draw and every chain keeps the same draws.

use std::fmt::Write as _;
use std::fs::{File, OpenOptions};
use std::io::{Seek, SeekFrom, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};

use crate::lang::StanModel;
use crate::model::Model;
use crate::parallel::parallel_map;
use crate::sampler::{Algorithm, DrawBlock, DrawSink, MetricAdaptation, RunInfo, SamplerConfig, SinkError, Stat};

use super::csv_names::{cmdstan_name, column_major_order, push_real};
use super::draw_values::DrawValues;

/// Errors of reading or writing CmdStan CSV files.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum CsvError {
    /// A file could not be created, written or read.
    #[error("{path}")]
    Io {
        /// The file or directory.
        path: String,
        /// The operating system's error.
        #[source]
        source: std::io::Error,
    },
    /// A file is not a Stan CSV file this reader understands.
    #[error("{path}:{line}: {message}")]
    Parse {
        /// The file.
        path: String,
        /// 1-based line.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// A run directory without chain files.
    #[error("no chain files (chain_1.csv, ...) in '{0}'")]
    NoChains(String),
    /// Chain files that do not belong to the same run.
    #[error("{path}: {message}")]
    Mismatch {
        /// The file that differs from `chain_1.csv`.
        path: String,
        /// How.
        message: String,
    },
}

impl CsvError {
    pub(crate) fn io(path: &Path, e: std::io::Error) -> CsvError {
        CsvError::Io { path: path.display().to_string(), source: e }
    }
}

/// What the config comments of every chain file record.
#[derive(Debug, Clone)]
pub struct CsvHeader {
    /// The model's name (CmdStan: `<file stem>_model`).
    pub model: String,
    /// The data file, if any.
    pub data_file: Option<String>,
    /// The sampler settings.
    pub config: SamplerConfig,
}

/// The path of chain `chain`'s file (0-based chain, 1-based file number) in `dir`.
pub fn chain_path(dir: &Path, chain: usize) -> PathBuf {
    dir.join(format!("chain_{}.csv", chain + 1))
}

/// Up to this many chains, the writer keeps every chain file open from warmup's end to the
/// end of the run; with more, it opens a file for each write and closes it again.
const MAX_OPEN_FILES: usize = 64;

/// One chain's file: where it is, its handle while it is kept open, and its length in bytes
/// after the last write that succeeded (always at the end of a line).
struct ChainFile {
    path: PathBuf,
    handle: Option<File>,
    len: u64,
}

impl ChainFile {
    /// Appends `text`, through the kept handle or by opening the file for this write alone. A
    /// write that fails (a full disk, say) is undone: the file is cut back to its length before.
    fn append(&mut self, text: &str) -> Result<(), CsvError> {
        let written = match &mut self.handle {
            Some(f) => f.write_all(text.as_bytes()),
            None => OpenOptions::new().append(true).open(&self.path).and_then(|mut f| f.write_all(text.as_bytes())),
        };
        match written {
            Ok(()) => {
                self.len += text.len() as u64;
                Ok(())
            }
            Err(e) => {
                self.cut_back(self.len);
                Err(CsvError::io(&self.path, e))
            }
        }
    }

    /// Cuts the file back to `len` bytes (best effort: this runs after another failure).
    fn cut_back(&mut self, len: u64) {
        self.len = len;
        let _ = match &mut self.handle {
            // The kept handle writes at its position, which goes back with the end.
            Some(f) => f.set_len(len).and_then(|()| f.seek(SeekFrom::Start(len)).map(|_| ())),
            None => OpenOptions::new().write(true).open(&self.path).and_then(|f| f.set_len(len)),
        };
    }
}

/// What warmup adapted, kept from warmup's end until the chain files are created.
struct Adaptation {
    /// Per chain.
    step_size: Vec<f64>,
    /// Per chain, `chains × dim`.
    inv_metric: Vec<f64>,
    /// A dense metric: per chain, `chains × dim × dim` (empty with a diagonal one).
    dense: Vec<f64>,
}

/// Appends `values`, comma separated, and a newline.
fn push_reals(t: &mut String, values: &[f64]) {
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            t.push_str(", ");
        }
        push_real(t, *v);
    }
    t.push('\n');
}

/// A [`DrawSink`] writing CmdStan CSV files, one per chain: the config comments, the header
/// and the adaptation comments with the first block of draws, every block as it arrives (each
/// write goes straight to the file), and the timing comments at [`finish`](CsvWriter::finish).
/// Values are constrained; transformed parameters and generated quantities are columns too.
pub struct CsvWriter<'m> {
    dir: PathBuf,
    header: CsvHeader,
    /// The CSV header line (column names), newline included.
    columns: String,
    /// Set when warmup ends.
    adaptation: Option<Adaptation>,
    /// Empty until the first block of draws (or a run without draws finishes), then one per chain.
    files: Vec<ChainFile>,
    values: DrawValues<'m>,
    /// Output index of each value column, in CmdStan's (column-major) order.
    order: Vec<usize>,
    unit_metric: bool,
    written: usize,
    /// Chain files of an earlier run, beyond this run's chains, removed with the first block.
    removed: Vec<PathBuf>,
    /// The chains this writer writes (all, or one process's share of a run over processes).
    chains: Range<usize>,
    /// Warmup draws are written too, before the adaptation comments (CmdStan's `save_warmup`).
    save_warmup: bool,
}

impl<'m> CsvWriter<'m> {
    /// Creates `dir` (if needed) and one file per chain for `model` (no generated quantities).
    pub fn new(dir: &Path, model: &Model, header: &CsvHeader) -> Result<CsvWriter<'m>, CsvError> {
        Self::create(dir, model, None, header)
    }

    /// Creates `dir` (if needed) and one file per chain for a Stan program, with its generated
    /// quantities evaluated at every draw.
    pub fn for_stan(dir: &Path, stan: &'m StanModel, header: &CsvHeader) -> Result<CsvWriter<'m>, CsvError> {
        Self::create(dir, stan.model(), Some(stan), header)
    }

    fn create(dir: &Path, model: &Model, stan: Option<&'m StanModel>, h: &CsvHeader) -> Result<Self, CsvError> {
        std::fs::create_dir_all(dir).map_err(|e| CsvError::io(dir, e))?;
        probe_writable(dir)?;
        let values = DrawValues::new(model, stan, h.config.seed);
        let names = values.names();
        let order = column_major_order(names);
        let mut columns: Vec<String> = Stat::ALL.iter().map(|s| s.name().to_string()).collect();
        columns.extend(order.iter().map(|&i| cmdstan_name(&names[i])));
        let columns = format!("{}\n", columns.join(","));
        let unit_metric = h.config.metric == Some(MetricAdaptation::Unit);
        Ok(CsvWriter {
            dir: dir.to_path_buf(),
            header: h.clone(),
            columns,
            adaptation: None,
            files: Vec::new(),
            values,
            order,
            unit_metric,
            written: 0,
            removed: Vec::new(),
            chains: 0..h.config.chains,
            save_warmup: false,
        })
    }

    /// Writes warmup's draws too, as CmdStan's `save_warmup=1`: between the header line and
    /// the adaptation comments (generated quantities draw their random numbers as the draws
    /// after the last sampling draw).
    pub fn with_warmup(mut self) -> Self {
        self.save_warmup = true;
        self
    }

    /// Writes only the files of the chains `chains` (one process's share of a run spread over
    /// processes, each writing its own chains into one directory); the writer of chain 0 also
    /// removes stale chain files of an earlier run.
    pub fn only_chains(mut self, chains: Range<usize>) -> Self {
        self.chains = chains.start.min(self.header.config.chains)..chains.end.min(self.header.config.chains);
        self
    }

    /// Creates every chain file, unless that is done, with its config comments, header line and
    /// adaptation comments, keeping the handles when there are few chains.
    fn start_files(&mut self) -> Result<(), CsvError> {
        if !self.files.is_empty() {
            return Ok(());
        }
        let keep_open = self.chains.len() <= MAX_OPEN_FILES;
        for c in self.chains.clone() {
            let path = chain_path(&self.dir, c);
            let adaptation = if self.adaptation.is_some() || !self.save_warmup {
                self.adaptation_comments(c)
            } else {
                String::new()
            };
            let config = config_comments(&self.header, c, self.save_warmup);
            let text = format!("{config}{}{adaptation}", self.columns);
            let created = File::create(&path).and_then(|mut f| f.write_all(text.as_bytes()).map(|()| f));
            match created {
                Ok(file) => {
                    self.files.push(ChainFile { path, handle: keep_open.then_some(file), len: text.len() as u64 })
                }
                Err(e) => {
                    // No file without its whole header: the run's files go again.
                    let _ = std::fs::remove_file(&path);
                    for f in self.files.drain(..) {
                        let _ = std::fs::remove_file(&f.path);
                    }
                    return Err(CsvError::io(&path, e));
                }
            }
        }
        if self.chains.start == 0 {
            self.removed = remove_stale_chains(&self.dir, self.header.config.chains)?;
        }
        Ok(())
    }

    /// Chain files of an earlier run in the directory (`chain_<k>.csv` with `k` beyond this
    /// run's chains) that the run removed when it created its own.
    pub fn removed_files(&self) -> &[PathBuf] {
        &self.removed
    }

    /// Draws per chain written so far.
    pub fn draws_written(&self) -> usize {
        self.written
    }

    /// CmdStan's adaptation comments of chain `c`: its step size and inverse metric.
    fn adaptation_comments(&self, c: usize) -> String {
        let (step_size, inv_metric) = match &self.adaptation {
            Some(a) => (&a.step_size[..], &a.inv_metric[..]),
            None => (&[][..], &[][..]),
        };
        let dim = if step_size.is_empty() { 0 } else { inv_metric.len() / step_size.len() };
        let mut t = String::from("# Adaptation terminated\n# Step size = ");
        push_real(&mut t, step_size.get(c).copied().unwrap_or(f64::NAN));
        if self.unit_metric {
            t.push_str("\n# No free parameters for unit metric\n");
            return t;
        }
        let dense = self.adaptation.as_ref().map_or(&[][..], |a| &a.dense[..]);
        if !dense.is_empty() {
            // CmdStan's dense_e comments: the matrix, one row per line.
            t.push_str("\n# Elements of inverse mass matrix:\n");
            for row in dense.get(c * dim * dim..(c + 1) * dim * dim).unwrap_or(&[]).chunks(dim) {
                t.push_str("# ");
                push_reals(&mut t, row);
            }
            return t;
        }
        t.push_str("\n# Diagonal elements of inverse mass matrix:\n# ");
        push_reals(&mut t, inv_metric.get(c * dim..(c + 1) * dim).unwrap_or(&[]));
        t
    }

    /// Appends CmdStan's timing comments and flushes every file (creating the files of a run
    /// without draws).
    pub fn finish(&mut self, info: &RunInfo) -> Result<(), CsvError> {
        self.start_files()?;
        let (w, s) = (info.warmup_time.as_secs_f64(), info.sampling_time.as_secs_f64());
        let text = format!(
            "# \n#  Elapsed Time: {w:.3} seconds (Warm-up)\n#                {s:.3} seconds (Sampling)\n\
             #                {:.3} seconds (Total)\n# \n# backend_used = {}\n# layout_used = {}\n\
             # memory_used = {}\n# compile_time_seconds = {:.3}\n",
            w + s,
            info.backend,
            info.layout,
            info.memory,
            info.compile_time.as_secs_f64()
        );
        self.append_all(|_| text.clone())
    }

    fn append_all(&mut self, text: impl Fn(usize) -> String) -> Result<(), CsvError> {
        for (c, file) in self.files.iter_mut().enumerate() {
            file.append(&text(c))?;
        }
        Ok(())
    }

    /// The rows of chain `c` in `block`, given the values of its draws.
    fn rows(&self, block: &DrawBlock, c: usize, values: &[Vec<f64>]) -> String {
        let mut out = String::new();
        for (k, values) in values.iter().enumerate() {
            let (_, stats) = block.draw(k, c);
            for (s, v) in Stat::ALL.iter().zip(stats) {
                match s {
                    Stat::TreeDepth | Stat::NLeapfrog | Stat::Divergent if v.is_finite() => {
                        let _ = write!(out, "{}", *v as i64);
                    }
                    _ => push_real(&mut out, *v),
                }
                out.push(',');
            }
            for (j, &i) in self.order.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                push_real(&mut out, values.get(i).copied().unwrap_or(f64::NAN));
            }
            out.push('\n');
        }
        out
    }
}

impl CsvWriter<'_> {
    /// Appends the rows of `block` to every chain's file once they are all ready: rows that
    /// cannot be made (generated quantities that fail) leave the files as they were.
    fn append_block(&mut self, block: &DrawBlock, key: usize) -> Result<(), SinkError> {
        let first = self.chains.start;
        let chains = block.chains.min(self.chains.end).saturating_sub(first);
        let values = self.values.block_values(block, first..first + chains, key)?;
        let texts = parallel_map(chains, |c| self.rows(block, first + c, &values[c]));
        self.start_files()?;
        // A block is in every chain file or in none: a failed write cuts every file back.
        let before: Vec<u64> = self.files.iter().map(|f| f.len).collect();
        for (file, text) in self.files.iter_mut().zip(texts) {
            if let Err(e) = file.append(&text) {
                for (f, &len) in self.files.iter_mut().zip(&before) {
                    f.cut_back(len);
                }
                return Err(e.into());
            }
        }
        Ok(())
    }
}

impl DrawSink for CsvWriter<'_> {
    fn warmup_done(&mut self, info: &RunInfo) -> Result<(), SinkError> {
        let (step_size, inv_metric) = (info.step_size.clone(), info.inv_metric.clone());
        self.adaptation = Some(Adaptation { step_size, inv_metric, dense: info.dense_inv_metric.clone() });
        if self.save_warmup && !self.files.is_empty() {
            // The warmup rows are written: the adaptation comments follow them.
            let first = self.chains.start;
            let texts: Vec<String> = (0..self.files.len()).map(|i| self.adaptation_comments(first + i)).collect();
            for (file, text) in self.files.iter_mut().zip(texts) {
                file.append(&text)?;
            }
        }
        Ok(())
    }

    fn warmup_block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        if self.save_warmup {
            self.append_block(block, self.header.config.draws)?;
        }
        Ok(())
    }

    /// Writes the block once every chain's rows are ready: rows that cannot be made (generated
    /// quantities that fail) leave the files as they were, and before the first block, absent.
    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        self.append_block(block, 0)?;
        self.written = self.written.max(block.first_draw + block.n_draws);
        Ok(())
    }
}

/// Removes `chain_<k>.csv` for every `k` above `chains` in `dir`, returning the removed paths.
fn remove_stale_chains(dir: &Path, chains: usize) -> Result<Vec<PathBuf>, CsvError> {
    let mut removed = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(|e| CsvError::io(dir, e))? {
        let path = entry.map_err(|e| CsvError::io(dir, e))?.path();
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let k = name.strip_prefix("chain_").and_then(|n| n.strip_suffix(".csv")).and_then(|n| n.parse::<usize>().ok());
        if k.is_some_and(|k| k > chains) && path.is_file() {
            std::fs::remove_file(&path).map_err(|e| CsvError::io(&path, e))?;
            removed.push(path);
        }
    }
    removed.sort();
    Ok(removed)
}

/// Fails early, before any sampling, when files cannot be created in `dir`.
fn probe_writable(dir: &Path) -> Result<(), CsvError> {
    // Named per process: several processes of one run probe the same directory.
    let probe = dir.join(format!(".wgmc-write-probe-{}", std::process::id()));
    File::create(&probe).map_err(|e| CsvError::io(&probe, e))?;
    std::fs::remove_file(&probe).map_err(|e| CsvError::io(&probe, e))
}

/// CmdStan's config comments for chain `c` (0-based).
fn config_comments(h: &CsvHeader, c: usize, save_warmup: bool) -> String {
    let cfg = &h.config;
    let delta = cfg.target_accept.unwrap_or(cfg.algorithm.default_target_accept());
    let engine = match cfg.algorithm {
        Algorithm::Nuts { max_depth } => {
            format!("engine = nuts\n#           nuts\n#             max_depth = {max_depth}\n")
        }
        // CmdStanPy reads `max_depth` whatever the engine; static trajectories record tree depth
        // 0, so no draw counts as hitting the NUTS default written here.
        Algorithm::Hmc { steps, jitter } => format!(
            "engine = static\n#           static\n#             steps = {steps}\n#             jitter = {jitter}\n\
             #             max_depth = 10\n"
        ),
        Algorithm::Chees => "engine = chees\n#           chees\n#             max_depth = 10\n".to_string(),
        Algorithm::Mams => {
            let refresh =
                cfg.mams_partial_refresh.map_or(String::new(), |f| format!("#             partial_refresh = {f}\n"));
            format!("engine = mams\n#           mams\n{refresh}#             max_depth = 10\n")
        }
    };
    let metric = cfg.metric_name();
    let data = h.data_file.as_deref().unwrap_or("");
    format!(
        "# model = {model}\n# method = sample (Default)\n#   sample\n#     num_samples = {draws}\n\
         #     num_warmup = {warmup}\n#     save_warmup = {save_warmup}\n#     thin = 1\n#     adapt\n\
         #       engaged = true\n#       gamma = {gamma}\n#       delta = {delta}\n#       kappa = {kappa}\n\
         #       t0 = {t0}\n#       init_buffer = {init}\n#       term_buffer = {term}\n#       window = {window}\n\
         #       chees_learning_rate = {chees}\n#       mams_length_factor = {mams}\n\
         #     algorithm = hmc (Default)\n#       hmc\n\
         #         {engine}#         metric = {metric}\n#         stepsize = {step}\n#     num_chains = {chains}\n\
         # id = {id}\n# data\n#   file = {data}\n# init = {init_radius}\n# random\n#   seed = {seed}\n# output\n\
         #   file = chain_{id}.csv\n# wgmc_version = {version}\n# backend = {backend}\n# layout = {layout}\n",
        model = h.model,
        gamma = cfg.adapt.gamma,
        kappa = cfg.adapt.kappa,
        t0 = cfg.adapt.t0,
        init = cfg.adapt.init_buffer,
        term = cfg.adapt.term_buffer,
        window = cfg.adapt.window,
        chees = cfg.adapt.chees_learning_rate,
        mams = cfg.adapt.mams_length_factor,
        draws = cfg.draws,
        warmup = cfg.warmup,
        step = cfg.initial_step_size,
        chains = cfg.chains,
        id = c + 1,
        seed = cfg.seed,
        init_radius = cfg.init_radius,
        version = env!("CARGO_PKG_VERSION"),
        backend = format!("{:?}", cfg.backend).to_lowercase(),
        layout = cfg.layout,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::DataSet;
    use crate::ir::Type;
    use crate::model::ModelBuilder;
    use crate::sampler::Sampler;
    use crate::{BackendRequest, Dist};

    /// The chain files appear with the first block of draws; a run without draws gets them
    /// (config, header, adaptation and timing comments) when it finishes.
    #[test]
    fn a_run_without_draws_gets_its_files_when_it_finishes() {
        let data = DataSet::new();
        let mut b = ModelBuilder::new(&data);
        let x = b.param("x", Type::REAL);
        b.sample(Dist::StdNormal, vec![x.into()]);
        let model = b.build().unwrap();
        let dir = std::env::temp_dir().join(format!("wgmc-csv-{}-no-draws", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let config =
            SamplerConfig { chains: 2, warmup: 10, draws: 0, backend: BackendRequest::Cpu, ..Default::default() };
        let header = CsvHeader { model: "m_model".into(), data_file: None, config: config.clone() };
        let mut writer = CsvWriter::new(&dir, &model, &header).unwrap();
        let info = Sampler::new(&model).config(config).run_with(&mut writer).unwrap();
        assert!(!chain_path(&dir, 0).exists(), "no file before the run finishes");
        writer.finish(&info).unwrap();
        for c in 0..2 {
            let text = std::fs::read_to_string(chain_path(&dir, c)).unwrap();
            assert!(text.contains("\nlp__,") && text.contains("# Adaptation terminated\n"), "{text}");
            let rows = text.lines().filter(|l| !l.starts_with('#')).count();
            assert!(text.contains("Elapsed Time") && rows == 1, "only the header line: {text}");
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
