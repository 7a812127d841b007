//! The pieces of a wgmc Zarr store: arrays, group attributes, and the root's consolidated
//! metadata (the variables and statistics' names come from `arviz_names`).

use std::path::Path;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{json, Map, Value};
use zarrs::array::{Array, ArrayBuilder, ArrayMetadataOptions, DataType, FillValue};
use zarrs::filesystem::FilesystemStore;
use zarrs::group::GroupBuilder;
use zarrs::metadata::v3::{AdditionalFieldV3, AdditionalFieldsV3};

use crate::sampler::{Algorithm, RunInfo};

pub(crate) use super::arviz_names::{variables, Kind, Variable, STATS};
use super::csv::CsvHeader;
use super::zarr::ZarrError;

/// An array of the store on the local file system.
pub(crate) type FsArray = Array<FilesystemStore>;

/// Creates the array at `path` (`/group/name`) with its metadata; nothing of its data.
pub(crate) fn new_array(
    store: &Arc<FilesystemStore>,
    path: &str,
    shape: Vec<u64>,
    chunk: Vec<u64>,
    kind: Kind,
    dims: Vec<String>,
) -> Result<FsArray, ZarrError> {
    let (data_type, fill) = match kind {
        Kind::Real => (DataType::Float64, FillValue::from(f64::NAN)),
        Kind::Int => (DataType::Int64, FillValue::from(-1i64)),
        Kind::Bool => (DataType::Bool, FillValue::from(false)),
    };
    let array = ArrayBuilder::new(shape, chunk, data_type, fill)
        .dimension_names(Some(dims))
        .build(Arc::clone(store), path)
        .map_err(|e| ZarrError::store(path, e))?;
    store_metadata(&array)?;
    Ok(array)
}

/// How array metadata is written: without the `_zarrs` attribute naming the library that
/// wrote it (the groups' attributes say that), which readers would show on every variable.
fn metadata_options() -> ArrayMetadataOptions {
    ArrayMetadataOptions::default().with_include_zarrs_metadata(false)
}

/// Writes the metadata (`zarr.json`) of `array`.
pub(crate) fn store_metadata(array: &FsArray) -> Result<(), ZarrError> {
    array.store_metadata_opt(&metadata_options()).map_err(|e| ZarrError::store(array.path().as_str(), e))
}

/// The current time, ISO 8601 in UTC to the second (`2026-05-01T12:34:56Z`).
pub(crate) fn iso_now() -> String {
    iso_time(SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs()))
}

/// `secs` after 1970-01-01T00:00:00Z, ISO 8601 in UTC.
fn iso_time(secs: u64) -> String {
    let (days, rem) = ((secs / 86_400) as i64, secs % 86_400);
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", rem / 3600, rem / 60 % 60, rem % 60)
}

/// The attributes of the root and of every group: the library, the model, the settings, and
/// what the run has reported so far (`warmup`: backend and layout; `done`: timings).
pub(crate) fn attributes(
    h: &CsvHeader,
    created_at: &str,
    warmup: Option<&RunInfo>,
    done: Option<&RunInfo>,
) -> Map<String, Value> {
    let cfg = &h.config;
    let mut a = Map::new();
    let mut set = |k: &str, v: Value| {
        a.insert(k.to_string(), v);
    };
    set("inference_library", json!("wgmc"));
    set("inference_library_version", json!(env!("CARGO_PKG_VERSION")));
    set("created_at", json!(created_at));
    set("model", json!(h.model));
    set("data_file", json!(h.data_file));
    set("seed", json!(cfg.seed));
    set("chains", json!(cfg.chains));
    set("warmup", json!(cfg.warmup));
    set("draws", json!(cfg.draws));
    let algorithm = match cfg.algorithm {
        Algorithm::Nuts { max_depth } => {
            set("max_depth", json!(max_depth));
            "nuts"
        }
        Algorithm::Hmc { steps, jitter } => {
            set("steps", json!(steps));
            set("jitter", json!(jitter));
            "hmc"
        }
        Algorithm::Chees => "chees",
        Algorithm::Mams => "mams",
    };
    let target = cfg.algorithm.default_target_accept();
    set("algorithm", json!(algorithm));
    set("target_accept", json!(cfg.target_accept.unwrap_or(target)));
    set("metric", json!(cfg.metric_name()));
    set("initial_step_size", json!(cfg.initial_step_size));
    set("backend_requested", json!(format!("{:?}", cfg.backend).to_lowercase()));
    set("layout_requested", json!(cfg.layout.to_string()));
    if let Some(info) = warmup {
        set("backend", json!(info.backend));
        set("layout", json!(info.layout));
    }
    if let Some(info) = done {
        set("compile_time", json!(info.compile_time.as_secs_f64()));
        set("warmup_time", json!(info.warmup_time.as_secs_f64()));
        set("sampling_time", json!(info.sampling_time.as_secs_f64()));
    }
    a
}

/// Writes the metadata of the groups `posterior` and `sample_stats` and of the root, whose
/// consolidated metadata lists every group and array (as zarr-python writes it), so that
/// readers open the store from one file.
pub(crate) fn write_groups(
    store: &Arc<FilesystemStore>,
    path: &Path,
    attrs: &Map<String, Value>,
    root_extra: &Map<String, Value>,
    arrays: &[(&str, Vec<&FsArray>)],
) -> Result<(), ZarrError> {
    let mut consolidated = Map::new();
    for (group, members) in arrays {
        let node = format!("/{group}");
        GroupBuilder::new()
            .attributes(attrs.clone())
            .build(Arc::clone(store), &node)
            .and_then(|g| g.store_metadata().map_err(Into::into))
            .map_err(|e| ZarrError::store(&node, e))?;
        let empty = json!({"kind": "inline", "must_understand": false, "metadata": {}});
        let meta = json!({"zarr_format": 3, "node_type": "group", "attributes": attrs, "consolidated_metadata": empty});
        consolidated.insert(group.to_string(), meta);
        for a in members {
            let key = a.path().as_str().trim_start_matches('/').to_string();
            let meta =
                serde_json::to_value(a.metadata_opt(&metadata_options())).map_err(|e| ZarrError::store(&key, e))?;
            consolidated.insert(key, meta);
        }
    }
    let mut root_attrs = attrs.clone();
    root_attrs.extend(root_extra.clone());
    let field = json!({"kind": "inline", "metadata": consolidated});
    let mut extra = AdditionalFieldsV3::new();
    extra.insert("consolidated_metadata".into(), AdditionalFieldV3::new(field, false));
    GroupBuilder::new()
        .attributes(root_attrs)
        .additional_fields(extra)
        .build(Arc::clone(store), "/")
        .and_then(|g| g.store_metadata().map_err(Into::into))
        .map_err(|e| ZarrError::store(&path.display().to_string(), e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_iso_8601() {
        assert_eq!(iso_time(0), "1970-01-01T00:00:00Z");
        assert_eq!(iso_time(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(iso_time(1_767_225_599), "2025-12-31T23:59:59Z");
        assert_eq!(iso_time(4_107_542_400 + 3_723), "2100-03-01T01:02:03Z");
        assert_eq!(iso_now().len(), 20);
    }
}
