//! Reads a store a [`ZarrWriter`](super::ZarrWriter) wrote (finished or interrupted) back into
//! the draws of a run: [`read_zarr_run`].

use std::path::Path;
use std::sync::Arc;

use serde_json::{Map, Value};
use zarrs::array::{Array, DataType};
use zarrs::array_subset::ArraySubset;
use zarrs::filesystem::FilesystemStore;
use zarrs::group::Group;

use crate::parallel::parallel_map;

use super::csv_names::{cmdstan_name, column_major_order};
use super::csv_read::RunDraws;
use super::zarr::ZarrError;
use super::zarr_layout::{FsArray, STATS};

/// Whether `path` is a Zarr v3 store (a directory with a root `zarr.json`).
pub fn is_zarr_store(path: &Path) -> bool {
    path.join("zarr.json").is_file()
}

/// Reads the draws of a wgmc store: the columns of [`RunDraws`] named as in the CSV files
/// (`lp__`, ..., `theta.1`, CmdStan's order), as many draws per chain as every array holds.
pub fn read_zarr_run(path: &Path) -> Result<RunDraws, ZarrError> {
    let shown = path.display().to_string();
    let layout = |message: String| ZarrError::Layout { path: shown.clone(), message };
    if !is_zarr_store(path) {
        return Err(layout("no zarr.json: this is not a Zarr store".into()));
    }
    let fs = Arc::new(FilesystemStore::new(path).map_err(|e| ZarrError::store(&shown, e))?);
    let root = Group::open(Arc::clone(&fs), "/").map_err(|e| ZarrError::store(&shown, e))?;
    let attrs = root.attributes();
    let names: Vec<String> = match attrs.get("wgmc_variables").and_then(Value::as_array) {
        Some(list) => list.iter().filter_map(|v| v.as_str().map(str::to_string)).collect(),
        None => return Err(layout("the root has no `wgmc_variables` attribute: not a store wgmc wrote".into())),
    };
    let open = |node: String| Array::open(Arc::clone(&fs), &node).map_err(|e| ZarrError::store(&node, e));
    let stats: Vec<FsArray> =
        STATS.iter().map(|(_, name, _)| open(format!("/sample_stats/{name}"))).collect::<Result<_, _>>()?;
    let vars: Vec<FsArray> = names.iter().map(|n| open(format!("/posterior/{n}"))).collect::<Result<_, _>>()?;
    let chains = stats[0].shape()[0];
    let mut draws = u64::MAX;
    for a in stats.iter().chain(&vars) {
        let shape = a.shape();
        if shape.len() < 2 || shape[0] != chains {
            return Err(layout(format!("{} has shape {shape:?}, not (chain, draw, ...)", a.path())));
        }
        draws = draws.min(shape[1]);
    }
    let (c, d) = (chains as usize, draws as usize);
    let mut columns: Vec<String> = STATS.iter().map(|(s, _, _)| s.name().to_string()).collect();
    let mut values: Vec<Vec<f64>> = Vec::new();
    for a in &stats {
        values.push(read_f64(a, chains, draws)?);
    }
    for (name, a) in names.iter().zip(&vars) {
        let dims: Vec<usize> = a.shape()[2..].iter().map(|&n| n as usize).collect();
        let data = read_f64(a, chains, draws)?;
        let elements = element_names(name, &dims);
        let n = elements.len();
        let order = column_major_order(&elements);
        let per = parallel_map(n, |e| (0..c * d).map(|cd| data[cd * n + order[e]]).collect::<Vec<f64>>());
        columns.extend(order.iter().map(|&e| cmdstan_name(&elements[e])));
        values.extend(per);
    }
    Ok(RunDraws {
        columns,
        chains: c,
        draws: d,
        values,
        backend: attrs.get("backend").and_then(Value::as_str).map(str::to_string),
        compile_seconds: number(attrs, "compile_time"),
        warmup_seconds: number(attrs, "warmup_time"),
        sampling_seconds: number(attrs, "sampling_time"),
        requested_draws: attrs.get("draws").and_then(Value::as_u64).map(|n| n as usize),
    })
}

fn number(attrs: &Map<String, Value>, key: &str) -> Option<f64> {
    attrs.get(key).and_then(Value::as_f64)
}

/// The first `draws` draws of every chain of array `a` as f64, in its (row-major) order.
fn read_f64(a: &FsArray, chains: u64, draws: u64) -> Result<Vec<f64>, ZarrError> {
    let mut shape = a.shape().to_vec();
    shape[..2].copy_from_slice(&[chains, draws]);
    let subset = ArraySubset::new_with_shape(shape);
    let err = |e: zarrs::array::ArrayError| ZarrError::store(a.path().as_str(), e);
    Ok(match a.data_type() {
        DataType::Float64 => a.retrieve_array_subset_elements::<f64>(&subset).map_err(err)?,
        DataType::Int64 => {
            a.retrieve_array_subset_elements::<i64>(&subset).map_err(err)?.into_iter().map(|v| v as f64).collect()
        }
        DataType::Bool => a
            .retrieve_array_subset_elements::<bool>(&subset)
            .map_err(err)?
            .into_iter()
            .map(|v| f64::from(u8::from(v)))
            .collect(),
        other => {
            let message = format!("{} has data type {other}, not float64, int64 or bool", a.path());
            return Err(ZarrError::Layout { path: a.path().to_string(), message });
        }
    })
}

/// The Stan names of the elements of `name` with shape `dims`, row-major (`m[1,1]`, `m[1,2]`, ...).
fn element_names(name: &str, dims: &[usize]) -> Vec<String> {
    let total: usize = dims.iter().product();
    (0..total)
        .map(|mut flat| {
            if dims.is_empty() {
                return name.to_string();
            }
            let mut idx = vec![String::new(); dims.len()];
            for (k, &n) in dims.iter().enumerate().rev() {
                idx[k] = (flat % n + 1).to_string();
                flat /= n;
            }
            format!("{name}[{}]", idx.join(","))
        })
        .collect()
}
