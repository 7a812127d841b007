//! Zarr v3 output in ArviZ's layout, written block by block: [`ZarrWriter`].
//!
//! The store (a directory) holds:
//!
//! - `zarr.json`: the root group. Its attributes are those of every group (below) and
//!   `wgmc_variables`, the posterior's variables in the program's order; its
//!   `consolidated_metadata` (zarr-python's inline form) repeats the metadata of every group
//!   and array, so xarray opens the store from this one file.
//! - `posterior/`: one float64 array per Stan variable (parameters, transformed parameters,
//!   generated quantities; constrained values, as in the CSV files), shape
//!   `(chain, draw, *dims)`, dimension names `chain`, `draw`, `<name>_dim_0`, ..., the
//!   variable's elements row-major (`m[i,j]` at `m[c, d, i-1, j-1]`); and the coordinate arrays
//!   `chain`, `draw` and `<name>_dim_<k>` (int64, 0-based).
//! - `sample_stats/`: ArviZ's names for the sampler statistics, shape `(chain, draw)`: `lp`,
//!   `acceptance_rate`, `step_size`, `energy` (float64), `tree_depth`, `n_steps` (int64, `-1`
//!   where none was recorded), `diverging` (bool); and the coordinates `chain`, `draw`.
//!
//! Group attributes: `inference_library` (`wgmc`), `inference_library_version`, `created_at`
//! (ISO 8601, UTC), `model`, `data_file`, `seed`, `chains`, `warmup`, `draws` (asked for),
//! `algorithm`, `max_depth` (NUTS), `steps` and `jitter` (HMC), `target_accept`, `metric`,
//! `initial_step_size`, `backend_requested`, `layout_requested`; from warmup's end `backend`
//! and `layout`; at [`finish`](ZarrWriter::finish) `compile_time`, `warmup_time` and
//! `sampling_time` (seconds). The adapted step sizes are `sample_stats/step_size`.
//!
//! Arrays are chunked along `draw` by bytes: about [`CHUNK_BYTES`] per chunk (every chain and
//! every element of a variable in one chunk; the whole run when it is smaller). Blocks of draws
//! are gathered in memory up to about [`FLUSH_BYTES`] and written together at a checkpoint:
//! the chunks, then the grown shapes, then the groups and the root's consolidated metadata, so
//! the store on disk is valid at every moment and holds exactly the draws of the last
//! checkpoint. [`finish`](ZarrWriter::finish), [`flush`](ZarrWriter::flush) and dropping the
//! writer (a run stopped by Ctrl-C) write the draws gathered since. A run replaces an earlier
//! wgmc store at the same path; a path holding anything else (files, a store another program
//! wrote) is refused.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde_json::{json, Map, Value};
use zarrs::array_subset::ArraySubset;
use zarrs::filesystem::FilesystemStore;

use crate::lang::StanModel;
use crate::model::Model;
use crate::sampler::{DrawBlock, DrawSink, RunInfo, SinkError, Stat};

use super::csv::CsvHeader;
use super::draw_values::DrawValues;
use super::zarr_layout::{
    attributes, iso_now, new_array, store_metadata, variables, write_groups, FsArray, Kind, Variable, STATS,
};

/// Errors of writing or reading a Zarr store.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ZarrError {
    /// The store (or a node in it) could not be created, written or read.
    #[error("{path}")]
    Store {
        /// The store, or the node within it.
        path: String,
        /// What failed: the file system's, the Zarr library's or the JSON encoder's error.
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
    /// The path holds something that is not a Zarr store; it is left as it is.
    #[error("'{0}' exists and is not a Zarr store: give a new path (or an earlier run's store to replace)")]
    NotAStore(String),
    /// The path holds a Zarr store that wgmc did not write; it is left as it is.
    #[error("'{0}' is a Zarr store that wgmc did not write: give a new path (or an earlier run's store to replace)")]
    Foreign(String),
    /// A store without the groups, arrays or attributes of a wgmc run.
    #[error("{path}: {message}")]
    Layout {
        /// The store.
        path: String,
        /// What is missing or wrong.
        message: String,
    },
}

impl ZarrError {
    pub(crate) fn store(path: &str, e: impl std::error::Error + Send + Sync + 'static) -> ZarrError {
        ZarrError::Store { path: path.to_string(), source: Box::new(e) }
    }

    /// The error with a node's path inside the store (`/posterior/mu`) made the path of the
    /// node in `store` (`run.zarr/posterior/mu`), so that the message names the store.
    pub(crate) fn in_store(self, store: &str) -> ZarrError {
        match self {
            ZarrError::Store { path, source } if !path.starts_with(store) => {
                let path = format!("{store} (writing {path})");
                ZarrError::Store { path, source }
            }
            other => other,
        }
    }
}

/// Bytes of one chunk (about): a variable's chunks hold this many bytes of draws of every
/// chain, or the whole run's.
pub const CHUNK_BYTES: usize = 1 << 20;

/// Bytes of draws gathered in memory (about) before they are written at a checkpoint.
pub const FLUSH_BYTES: usize = 1 << 20;

/// Draws gathered since the last checkpoint: per chain, rows of values and of statistics.
#[derive(Default)]
struct Pending {
    /// Index of the first gathered draw.
    start: usize,
    /// Draws per chain gathered.
    n: usize,
    values: Vec<Vec<f64>>,
    stats: Vec<Vec<f64>>,
}

/// The open store: its arrays that grow along `draw`, and the chunk length.
struct Store {
    fs: Arc<FilesystemStore>,
    posterior: Vec<FsArray>,
    stats: Vec<FsArray>,
    /// The `draw` coordinates of `posterior` and `sample_stats`.
    draws: [FsArray; 2],
    /// The fixed coordinates of `posterior` (`chain`, `<name>_dim_<k>`) and of `sample_stats`.
    coords: [Vec<FsArray>; 2],
}

/// A [`DrawSink`] writing a Zarr v3 store in ArviZ's layout (see the [module](self) docs):
/// the same values as [`CsvWriter`](super::CsvWriter)'s columns, block by block.
pub struct ZarrWriter<'m> {
    path: PathBuf,
    header: CsvHeader,
    values: DrawValues<'m>,
    vars: Vec<Variable>,
    created_at: String,
    warmup: Option<RunInfo>,
    store: Option<Store>,
    written: usize,
    pending: Pending,
}

impl<'m> ZarrWriter<'m> {
    /// Prepares a store at `path` for `model` (no generated quantities); nothing is written
    /// before the first block.
    pub fn new(path: &Path, model: &Model, header: &CsvHeader) -> Result<ZarrWriter<'m>, ZarrError> {
        Self::create(path, model, None, header)
    }

    /// Prepares a store at `path` for a Stan program, with its generated quantities evaluated
    /// at every draw; nothing is written before the first block.
    pub fn for_stan(path: &Path, stan: &'m StanModel, header: &CsvHeader) -> Result<ZarrWriter<'m>, ZarrError> {
        Self::create(path, stan.model(), Some(stan), header)
    }

    fn create(path: &Path, model: &Model, stan: Option<&'m StanModel>, h: &CsvHeader) -> Result<Self, ZarrError> {
        let shown = path.display().to_string();
        let occupied = path.exists() && !path.join("zarr.json").is_file();
        if occupied && (!path.is_dir() || std::fs::read_dir(path).map_or(true, |mut d| d.next().is_some())) {
            return Err(ZarrError::NotAStore(shown));
        }
        if path.join("zarr.json").is_file() && !written_by_wgmc(path) {
            return Err(ZarrError::Foreign(shown));
        }
        std::fs::create_dir_all(path).map_err(|e| ZarrError::store(&shown, e))?;
        let probe = path.join(".wgmc-write-probe");
        std::fs::write(&probe, b"")
            .and_then(|_| std::fs::remove_file(&probe))
            .map_err(|e| ZarrError::store(&shown, e))?;
        let values = DrawValues::new(model, stan, h.config.seed);
        let vars = variables(values.names()).map_err(|message| ZarrError::Layout { path: shown, message })?;
        Ok(ZarrWriter {
            path: path.to_path_buf(),
            header: h.clone(),
            values,
            vars,
            created_at: iso_now(),
            warmup: None,
            store: None,
            written: 0,
            pending: Pending::default(),
        })
    }

    /// Draws per chain written to the store so far (at the last checkpoint).
    pub fn draws_written(&self) -> usize {
        self.written
    }

    /// Writes the draws gathered since the last checkpoint, with the metadata.
    pub fn flush(&mut self) -> Result<(), ZarrError> {
        if self.pending.n == 0 {
            return Ok(());
        }
        let pending = std::mem::take(&mut self.pending);
        self.write_pending(&pending)
    }

    /// Writes the gathered draws and records the run's timings in the attributes (creating
    /// the store of a run without draws).
    pub fn finish(&mut self, info: &RunInfo) -> Result<(), ZarrError> {
        let shown = self.path.display().to_string();
        let written = self.flush().and_then(|()| self.open()).and_then(|()| self.commit(Some(info)));
        written.map_err(|e| e.in_store(&shown))
    }

    /// Draws per chunk of an array with `elements` values per chain and draw: about
    /// [`CHUNK_BYTES`], at most the run's draws.
    fn chunk_draws(&self, elements: usize) -> u64 {
        let per_draw = (self.header.config.chains * elements.max(1) * 8).max(1);
        (CHUNK_BYTES / per_draw).clamp(1, self.header.config.draws.max(1)) as u64
    }

    /// Creates the store, unless that is done, replacing an earlier run's: the groups, the
    /// coordinates, and the arrays with no draws, chunked by bytes.
    fn open(&mut self) -> Result<(), ZarrError> {
        if self.store.is_some() {
            return Ok(());
        }
        let shown = self.path.display().to_string();
        if self.path.join("zarr.json").is_file() {
            std::fs::remove_dir_all(&self.path).map_err(|e| ZarrError::store(&shown, e))?;
        }
        std::fs::create_dir_all(&self.path).map_err(|e| ZarrError::store(&shown, e))?;
        let fs = Arc::new(FilesystemStore::new(&self.path).map_err(|e| ZarrError::store(&shown, e))?);
        let chains = self.header.config.chains as u64;
        let (mut posterior, mut stats) = (Vec::new(), Vec::new());
        let chain = |group: &str| coordinate(&fs, &format!("/{group}/chain"), "chain", chains);
        let mut coords = [vec![chain("posterior")?], vec![chain("sample_stats")?]];
        for v in &self.vars {
            let mut dims = vec!["chain".to_string(), "draw".to_string()];
            let mut shape = vec![chains, 0];
            for (name, &n) in v.dim_names().into_iter().zip(&v.dims) {
                coords[0].push(coordinate(&fs, &format!("/posterior/{name}"), &name, n as u64)?);
                dims.push(name);
                shape.push(n as u64);
            }
            let mut chunks = shape.clone();
            chunks[1] = self.chunk_draws(v.elements());
            let path = format!("/posterior/{}", v.name);
            posterior.push(new_array(&fs, &path, shape, chunks.iter().map(|&n| n.max(1)).collect(), Kind::Real, dims)?);
        }
        let chunk = self.chunk_draws(1);
        for (_, name, kind) in STATS {
            let dims = vec!["chain".to_string(), "draw".to_string()];
            stats.push(new_array(
                &fs,
                &format!("/sample_stats/{name}"),
                vec![chains, 0],
                vec![chains, chunk],
                kind,
                dims,
            )?);
        }
        let draw = |group: &str| {
            new_array(&fs, &format!("/{group}/draw"), vec![0], vec![chunk], Kind::Int, vec!["draw".into()])
        };
        let draws = [draw("posterior")?, draw("sample_stats")?];
        self.store = Some(Store { fs, posterior, stats, draws, coords });
        self.commit(None)
    }

    /// Writes every grown array's metadata, then the groups and the root.
    fn commit<'a>(&'a self, done: Option<&RunInfo>) -> Result<(), ZarrError> {
        let Some(s) = &self.store else {
            return Ok(());
        };
        for a in s.posterior.iter().chain(&s.stats).chain(&s.draws) {
            store_metadata(a)?;
        }
        let attrs = attributes(&self.header, &self.created_at, self.warmup.as_ref(), done);
        let names: Vec<&str> = self.vars.iter().map(|v| v.name.as_str()).collect();
        let root: Map<String, Value> = [("wgmc_variables".to_string(), json!(names))].into_iter().collect();
        let group = |data: &'a [FsArray], i: usize| data.iter().chain(&s.coords[i]).chain([&s.draws[i]]).collect();
        write_groups(
            &s.fs,
            &self.path,
            &attrs,
            &root,
            &[("posterior", group(&s.posterior, 0)), ("sample_stats", group(&s.stats, 1))],
        )
    }
}

/// Whether the root of the store at `path` says wgmc wrote it (`inference_library`).
fn written_by_wgmc(path: &Path) -> bool {
    let root = std::fs::read_to_string(path.join("zarr.json")).unwrap_or_default();
    let root: Value = serde_json::from_str(&root).unwrap_or(Value::Null);
    root["attributes"]["inference_library"] == "wgmc"
}

/// An int64 coordinate array `0..n` along dimension `dim`, data and metadata written.
fn coordinate(fs: &Arc<FilesystemStore>, path: &str, dim: &str, n: u64) -> Result<FsArray, ZarrError> {
    let array = new_array(fs, path, vec![n], vec![n.max(1)], Kind::Int, vec![dim.to_string()])?;
    let values: Vec<i64> = (0..n as i64).collect();
    array
        .store_array_subset_elements(&ArraySubset::new_with_shape(vec![n]), &values)
        .map_err(|e| ZarrError::store(path, e))?;
    Ok(array)
}

impl ZarrWriter<'_> {
    /// The values of every draw of `block` for chains `0..chains`: per chain, `n_draws` rows
    /// of a draw's values, computed on every core.
    fn block_values(&self, block: &DrawBlock, chains: usize) -> Result<Vec<Vec<f64>>, String> {
        let rows = self.values.block_values(block, 0..chains, 0)?;
        Ok(rows.into_iter().map(|chain| chain.concat()).collect())
    }

    /// Adds one block's values and statistics to the gathered draws; writes them at a
    /// checkpoint once they reach [`FLUSH_BYTES`] or the run's last draw.
    fn gather(&mut self, block: &DrawBlock, rows: Vec<Vec<f64>>) -> Result<(), ZarrError> {
        let p = &mut self.pending;
        if p.n == 0 {
            p.start = block.first_draw;
            p.values = vec![Vec::new(); rows.len()];
            p.stats = vec![Vec::new(); rows.len()];
        }
        for (c, row) in rows.into_iter().enumerate() {
            p.values[c].extend(row);
            for k in 0..block.n_draws {
                p.stats[c].extend_from_slice(block.draw(k, c).1);
            }
        }
        p.n += block.n_draws;
        let bytes: usize = p.values.iter().chain(&p.stats).map(|v| v.len() * 8).sum();
        if bytes >= FLUSH_BYTES || p.start + p.n >= self.header.config.draws {
            self.flush()?;
        }
        Ok(())
    }

    /// Writes the gathered draws' chunks and grows the arrays to hold them, then the
    /// metadata.
    fn write_pending(&mut self, p: &Pending) -> Result<(), ZarrError> {
        self.open()?;
        let rows = &p.values;
        let (chains, start, n) = (rows.len() as u64, p.start as u64, p.n as u64);
        let width = self.values.names().len();
        let end = (start + n).max(self.written as u64);
        let store = self.store.as_mut().expect("the store is open");
        for a in store.posterior.iter_mut().chain(&mut store.stats).chain(&mut store.draws) {
            let mut shape = a.shape().to_vec();
            let axis = shape.len().min(2) - 1;
            shape[axis] = end;
            let path = a.path().as_str().to_string();
            a.set_shape(shape).map_err(|e| ZarrError::store(&path, e))?;
        }
        let err = |a: &FsArray, e: zarrs::array::ArrayError| ZarrError::store(a.path().as_str(), e);
        for (v, a) in self.vars.iter().zip(&store.posterior) {
            let mut data = Vec::with_capacity(rows.len() * p.n * v.elements());
            for row in rows {
                for k in 0..p.n {
                    data.extend_from_slice(&row[k * width + v.start..k * width + v.start + v.elements()]);
                }
            }
            let mut shape = vec![chains, n];
            shape.extend(v.dims.iter().map(|&d| d as u64));
            let mut origin = vec![0, start];
            origin.resize(shape.len(), 0);
            let subset = ArraySubset::new_with_start_shape(origin, shape).map_err(|e| ZarrError::store("subset", e))?;
            a.store_array_subset_elements(&subset, &data).map_err(|e| err(a, e))?;
        }
        let subset = ArraySubset::new_with_start_shape(vec![0, start], vec![chains, n])
            .map_err(|e| ZarrError::store("subset", e))?;
        for ((stat, _, kind), a) in STATS.iter().zip(&store.stats) {
            let values = p.stats.iter().flat_map(|s| s.chunks_exact(Stat::COUNT).map(|row| row[*stat as usize]));
            let stored = match kind {
                Kind::Real => a.store_array_subset_elements(&subset, &values.collect::<Vec<f64>>()),
                Kind::Int => {
                    let ints: Vec<i64> = values.map(|v| if v.is_finite() { v as i64 } else { -1 }).collect();
                    a.store_array_subset_elements(&subset, &ints)
                }
                Kind::Bool => a.store_array_subset_elements(&subset, &values.map(|v| v != 0.0).collect::<Vec<bool>>()),
            };
            stored.map_err(|e| err(a, e))?;
        }
        let draws: Vec<i64> = (start as i64..(start + n) as i64).collect();
        let subset =
            ArraySubset::new_with_start_shape(vec![start], vec![n]).map_err(|e| ZarrError::store("subset", e))?;
        for a in &store.draws {
            a.store_array_subset_elements(&subset, &draws).map_err(|e| err(a, e))?;
        }
        self.written = end as usize;
        self.commit(None)
    }
}

impl DrawSink for ZarrWriter<'_> {
    /// Keeps what the attributes record of warmup (the backend and layout), not the metric.
    fn warmup_done(&mut self, info: &RunInfo) -> Result<(), SinkError> {
        self.warmup =
            Some(RunInfo { backend: info.backend.clone(), layout: info.layout.clone(), ..Default::default() });
        Ok(())
    }

    /// Writes the block once every chain's values are ready: values that cannot be made
    /// (generated quantities that fail) leave the store as it was, and before the first block,
    /// absent.
    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        let chains = block.chains.min(self.header.config.chains);
        let rows = self.block_values(block, chains)?;
        let shown = self.path.display().to_string();
        Ok(self.gather(block, rows).map_err(|e| e.in_store(&shown))?)
    }
}

/// A writer dropped with gathered draws (a run stopped by Ctrl-C or an error) writes them,
/// as far as it can: the store stays valid either way.
impl Drop for ZarrWriter<'_> {
    fn drop(&mut self) {
        let _ = self.flush();
    }
}
