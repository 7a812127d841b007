//! Zarr output: a store written by a CPU run reads back equal to the in-memory trace and to the
//! CSV files of the same run; a run stopped by its sink keeps exactly its finished blocks once
//! flushed (or dropped); chunks sized by bytes and metadata written at checkpoints only;
//! shapes, dimension names and consolidated metadata; a run replacing an earlier store; bad
//! paths; and (when Python has xarray and zarr) xarray opening the store without a warning.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use wgmc::{
    cmdstan_name, compile_stan, read_run, read_zarr_run, BackendRequest, CsvHeader, CsvWriter, DataSet, DrawBlock,
    DrawSink, RunDraws, RunInfo, Sampler, SamplerConfig, SinkError, StanModel, ZarrError, ZarrWriter,
};

const MODEL: &str = "parameters { real mu; matrix[2, 3] B; real<lower=0> sigma; }\n\
    model { mu ~ normal(0, 1); for (i in 1:2) B[i] ~ normal(mu, sigma); sigma ~ exponential(1); }\n\
    generated quantities { real mu2 = 2 * mu; array[2] int k = {1, 2}; }\n";

fn temp(name: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("wgmc-zarr-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&path);
    let _ = std::fs::remove_file(&path);
    path
}

fn stan() -> StanModel {
    compile_stan(MODEL, "m.stan", &DataSet::new()).unwrap()
}

/// 3 chains, 40 warmup, 50 draws on the CPU, in blocks of a few draws.
fn config(chains: usize, seed: u64) -> SamplerConfig {
    SamplerConfig {
        chains,
        warmup: 40,
        draws: 50,
        seed,
        backend: BackendRequest::Cpu,
        memory_cap_bytes: 2048,
        ..Default::default()
    }
}

fn header(config: &SamplerConfig) -> CsvHeader {
    CsvHeader { model: "m_model".into(), data_file: None, config: config.clone() }
}

/// Runs `stan` with `config` into a Zarr store at `path`.
fn write_store(stan: &StanModel, config: &SamplerConfig, path: &Path) -> RunInfo {
    let mut writer = ZarrWriter::for_stan(path, stan, &header(config)).unwrap();
    let info = Sampler::new(stan.model()).config(config.clone()).run_with(&mut writer).unwrap();
    writer.finish(&info).unwrap();
    assert_eq!(writer.draws_written(), config.draws);
    info
}

fn same(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.to_bits() == y.to_bits())
}

fn json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn a_store_reads_back_equal_to_the_trace_and_the_csv_files() {
    let (stan, config) = (stan(), config(3, 11));
    let store = temp("equal.zarr");
    write_store(&stan, &config, &store);
    let zarr = read_zarr_run(&store).unwrap();
    assert_eq!((zarr.chains, zarr.draws, zarr.requested_draws), (3, 50, Some(50)));
    assert_eq!(zarr.backend.as_deref(), Some("CPU reference (f64)"));
    assert!(zarr.sampling_seconds.is_some_and(|s| s > 0.0));

    let trace = Sampler::new(stan.model()).config(config.clone()).run().unwrap();
    for (i, name) in trace.names().iter().enumerate() {
        let column = zarr.column(&cmdstan_name(name)).unwrap_or_else(|| panic!("no column for {name}"));
        assert!(same(column, trace.values(i)), "{name} differs from the trace");
    }
    assert!(same(zarr.column("lp__").unwrap(), trace.stat(wgmc::Stat::Lp)));
    assert!(same(zarr.column("divergent__").unwrap(), trace.stat(wgmc::Stat::Divergent)));

    let dir = temp("equal-csv");
    let mut csv = CsvWriter::for_stan(&dir, &stan, &header(&config)).unwrap();
    let info = Sampler::new(stan.model()).config(config).run_with(&mut csv).unwrap();
    csv.finish(&info).unwrap();
    let csv = read_run(&dir).unwrap();
    assert_eq!(zarr.columns, csv.columns, "the same columns in the same (CmdStan) order");
    for (j, name) in csv.columns.iter().enumerate() {
        assert!(same(&zarr.values[j], &csv.values[j]), "{name} differs from the CSV files");
    }
    let _ = std::fs::remove_dir_all(&store);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Passes blocks on to a Zarr writer and stops the run after `stop_after` of them.
/// The error [`StopAfter`] stops the run with.
#[derive(Debug, PartialEq)]
struct Stopped;

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("stopped")
    }
}

impl std::error::Error for Stopped {}

struct StopAfter<'a, 'm> {
    inner: &'a mut ZarrWriter<'m>,
    stop_after: usize,
    draws: Vec<usize>,
}

impl DrawSink for StopAfter<'_, '_> {
    fn warmup_done(&mut self, info: &RunInfo) -> Result<(), SinkError> {
        self.inner.warmup_done(info)
    }

    fn block(&mut self, block: &DrawBlock) -> Result<(), SinkError> {
        self.inner.block(block)?;
        self.draws.push(block.n_draws);
        match self.draws.len() >= self.stop_after {
            true => Err(Box::new(Stopped)),
            false => Ok(()),
        }
    }
}

#[test]
fn a_stopped_run_leaves_exactly_its_finished_blocks() {
    let (stan, config) = (stan(), config(2, 5));
    let store = temp("stopped.zarr");
    let mut writer = ZarrWriter::for_stan(&store, &stan, &header(&config)).unwrap();
    let mut sink = StopAfter { inner: &mut writer, stop_after: 2, draws: Vec::new() };
    let result = Sampler::new(stan.model()).config(config.clone()).run_with(&mut sink);
    // The run stops with the sink's own error as the source.
    match result {
        Err(wgmc::SampleError::Sink(e)) => assert_eq!(e.downcast_ref::<Stopped>(), Some(&Stopped)),
        other => panic!("the sink stops the run: {other:?}"),
    }
    let kept: usize = sink.draws.iter().sum();
    assert!(kept > 0 && kept < config.draws, "{:?}", sink.draws);
    // The blocks are gathered in memory (far below a checkpoint's bytes) until a flush.
    assert_eq!(writer.draws_written(), 0);
    writer.flush().unwrap();
    assert_eq!(writer.draws_written(), kept);

    let run = read_zarr_run(&store).unwrap();
    assert_eq!((run.chains, run.draws), (2, kept));
    let posterior = json(&store.join("posterior/B/zarr.json"));
    assert_eq!(posterior["shape"], serde_json::json!([2, kept, 2, 3]));
    let full = temp("stopped-full.zarr");
    write_store(&stan, &config, &full);
    let full = read_zarr_run(&full).unwrap();
    for (j, name) in run.columns.iter().enumerate() {
        let first: Vec<f64> =
            (0..2).flat_map(|c| full.values[j][c * full.draws..c * full.draws + kept].to_vec()).collect();
        assert!(same(&run.values[j], &first), "{name}: the kept draws are the run's first draws");
    }
    let _ = std::fs::remove_dir_all(&store);
    let _ = std::fs::remove_dir_all(temp("stopped-full.zarr"));
}

#[test]
fn a_dropped_writer_writes_its_gathered_draws() {
    let (stan, config) = (stan(), config(2, 6));
    let store = temp("dropped.zarr");
    let mut writer = ZarrWriter::for_stan(&store, &stan, &header(&config)).unwrap();
    let mut sink = StopAfter { inner: &mut writer, stop_after: 3, draws: Vec::new() };
    assert!(Sampler::new(stan.model()).config(config.clone()).run_with(&mut sink).is_err());
    let kept: usize = sink.draws.iter().sum();
    assert!(!store.join("zarr.json").exists(), "nothing is written before a checkpoint");
    drop(writer);
    let run = read_zarr_run(&store).unwrap();
    assert_eq!((run.chains, run.draws), (2, kept));
    let _ = std::fs::remove_dir_all(&store);
}

#[test]
fn chunks_hold_the_whole_run_when_it_is_small_and_about_a_mebibyte_otherwise() {
    let (stan, config) = (stan(), config(3, 4));
    let store = temp("chunks.zarr");
    write_store(&stan, &config, &store);
    let chunks = |path: &str| json(&store.join(path))["chunk_grid"]["configuration"]["chunk_shape"].clone();
    // 50 draws in blocks of a few: one chunk per array, not one per block.
    assert_eq!(chunks("posterior/B/zarr.json"), serde_json::json!([3, 50, 2, 3]));
    assert_eq!(chunks("sample_stats/lp/zarr.json"), serde_json::json!([3, 50]));
    let files = std::fs::read_dir(store.join("posterior/B/c")).map_or(0, |d| d.count());
    assert_eq!(files, 1, "one chunk file along chain");
    let _ = std::fs::remove_dir_all(&store);

    let wide = "parameters { vector[40000] x; } model { x ~ std_normal(); }";
    let wide = compile_stan(wide, "w.stan", &DataSet::new()).unwrap();
    let hmc = wgmc::Algorithm::Hmc { steps: 2, jitter: false };
    let config = SamplerConfig { chains: 2, warmup: 3, draws: 20, algorithm: hmc, memory_cap_bytes: 1 << 30, ..config };
    let store = temp("wide.zarr");
    write_store(&wide, &config, &store);
    // 2 chains × 40 000 values × 8 bytes = 640 000 bytes a draw: one draw per chunk (1 MiB).
    let x = json(&store.join("posterior/x/zarr.json"));
    assert_eq!(x["chunk_grid"]["configuration"]["chunk_shape"], serde_json::json!([2, 1, 40000]));
    assert_eq!(x["shape"], serde_json::json!([2, 20, 40000]));
    let _ = std::fs::remove_dir_all(&store);
}

#[test]
fn arrays_have_arviz_shapes_dimension_names_and_coordinates() {
    let (stan, config) = (stan(), config(3, 2));
    let store = temp("shapes.zarr");
    write_store(&stan, &config, &store);
    let b = json(&store.join("posterior/B/zarr.json"));
    assert_eq!(b["shape"], serde_json::json!([3, 50, 2, 3]));
    assert_eq!(b["data_type"], "float64");
    assert_eq!(b["dimension_names"], serde_json::json!(["chain", "draw", "B_dim_0", "B_dim_1"]));
    assert_eq!(json(&store.join("posterior/mu/zarr.json"))["dimension_names"], serde_json::json!(["chain", "draw"]));
    assert_eq!(json(&store.join("posterior/B_dim_1/zarr.json"))["shape"], serde_json::json!([3]));
    for (name, data_type) in [("lp", "float64"), ("tree_depth", "int64"), ("n_steps", "int64"), ("diverging", "bool")] {
        let stat = json(&store.join(format!("sample_stats/{name}/zarr.json")));
        assert_eq!((stat["shape"].clone(), stat["data_type"].clone()), (serde_json::json!([3, 50]), data_type.into()));
    }
    let root = json(&store.join("zarr.json"));
    let attrs = &root["attributes"];
    assert_eq!((attrs["inference_library"].as_str(), attrs["seed"].as_u64()), (Some("wgmc"), Some(2)));
    assert_eq!(attrs["wgmc_variables"], serde_json::json!(["mu", "B", "sigma", "mu2", "k"]));
    assert!(attrs["sampling_time"].is_f64() && attrs["created_at"].as_str().is_some_and(|t| t.ends_with('Z')));
    let consolidated = &root["consolidated_metadata"]["metadata"];
    assert_eq!(consolidated["posterior/B"], b, "the consolidated metadata repeats the array's");
    assert_eq!(consolidated["sample_stats"]["attributes"]["model"], "m_model");
    let _ = std::fs::remove_dir_all(&store);
}

#[test]
fn a_run_replaces_an_earlier_store_at_its_path() {
    let store = temp("replace.zarr");
    let other = compile_stan("parameters { real z; } model { z ~ normal(0, 1); }", "o.stan", &DataSet::new()).unwrap();
    write_store(&other, &config(4, 1), &store);
    assert!(store.join("posterior/z").is_dir());
    write_store(&stan(), &config(2, 1), &store);
    assert!(!store.join("posterior/z").exists(), "nothing of the earlier run stays");
    let run = read_zarr_run(&store).unwrap();
    assert_eq!((run.chains, run.draws), (2, 50));
    let _ = std::fs::remove_dir_all(&store);
}

#[test]
fn bad_paths_are_errors() {
    let (stan, config) = (stan(), config(2, 1));
    let file = temp("a-file");
    std::fs::write(&file, "not a store").unwrap();
    let e = ZarrWriter::for_stan(&file, &stan, &header(&config)).err().unwrap();
    assert!(matches!(e, ZarrError::NotAStore(_)), "{e}");
    let e = ZarrWriter::for_stan(&file.join("run.zarr"), &stan, &header(&config)).err().unwrap();
    assert!(matches!(e, ZarrError::Store { .. }), "{e}");
    // The file system's error is kept as the source, and the message names it.
    let source = std::error::Error::source(&e).expect("the file system's error");
    assert!(source.downcast_ref::<std::io::Error>().is_some(), "{source:?}");
    assert_eq!(wgmc::error_chain(&e), format!("{e}: {source}"));
    // The same for CSV output.
    let e = CsvWriter::for_stan(&file.join("csv-run"), &stan, &header(&config)).err().unwrap();
    assert!(matches!(e, wgmc::CsvError::Io { .. }), "{e}");
    let source = std::error::Error::source(&e).expect("the file system's error");
    assert!(source.downcast_ref::<std::io::Error>().is_some(), "{source:?}");
    let dir = temp("a-dir");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("notes.txt"), "mine").unwrap();
    let e = ZarrWriter::for_stan(&dir, &stan, &header(&config)).err().unwrap();
    assert!(e.to_string().contains("is not a Zarr store"), "{e}");
    assert!(dir.join("notes.txt").is_file(), "left as it was");
    let e: ZarrError = read_zarr_run(&dir).err().unwrap();
    assert!(e.to_string().contains("not a Zarr store"), "{e}");
    std::fs::write(dir.join("zarr.json"), "{").unwrap();
    assert!(read_zarr_run(&dir).is_err());
    let foreign = r#"{"zarr_format": 3, "node_type": "group", "attributes": {"inference_library": "other"}}"#;
    std::fs::write(dir.join("zarr.json"), foreign).unwrap();
    let e = ZarrWriter::for_stan(&dir, &stan, &header(&config)).err().unwrap();
    assert!(matches!(e, ZarrError::Foreign(_)), "a store another program wrote is not replaced: {e}");
    assert!(dir.join("notes.txt").is_file() && dir.join("zarr.json").is_file());
    let e = read_zarr_run(&dir).err().unwrap();
    assert!(e.to_string().contains("wgmc_variables"), "{e}");
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_dir_all(&dir);
}

/// What the store holds, seen from xarray, compared with `run`.
fn xarray_check(python: &str, store: &Path, run: &RunDraws) -> std::process::Output {
    let script = r#"
import sys, warnings
warnings.simplefilter("error")
import numpy as np, xarray as xr
store, mu_sum, b12_first = sys.argv[1], float(sys.argv[2]), float(sys.argv[3])
tree = xr.open_datatree(store, engine="zarr")
post, stats = tree["posterior"].to_dataset(), tree["sample_stats"].to_dataset()
assert post["B"].dims == ("chain", "draw", "B_dim_0", "B_dim_1"), post["B"].dims
assert post["B"].shape == (3, 50, 2, 3) and post["k"].shape == (3, 50, 2)
assert list(post["draw"].values) == list(range(50)) and list(post["B_dim_1"].values) == [0, 1, 2]
assert stats["diverging"].dtype == bool and stats["tree_depth"].dtype == np.int64
assert np.isclose(float(post["mu"].sum()), mu_sum, rtol=1e-12, atol=1e-12)
assert float(post["B"][0, 0, 0, 1]) == b12_first
assert tree.attrs["inference_library"] == "wgmc" and post.attrs["seed"] == 9
print("ok")
"#;
    let mu_sum: f64 = run.column("mu").unwrap().iter().sum();
    let b12 = run.column("B.1.2").unwrap()[0];
    let args = ["-c", script, store.to_str().unwrap(), &format!("{mu_sum:e}"), &format!("{b12:e}")];
    Command::new(python).args(args).output().unwrap()
}

/// xarray opens the store as a DataTree, with no warning, when the Python given by
/// `WGMC_PYTHON` (default `python3`) has xarray and zarr; otherwise the check is skipped.
#[test]
fn xarray_opens_the_store() {
    let python = std::env::var("WGMC_PYTHON").unwrap_or_else(|_| "python3".into());
    let probe = Command::new(&python).args(["-c", "import xarray, zarr"]).output();
    if !probe.is_ok_and(|o| o.status.success()) {
        crate::common::say_skipped(&format!(
            "{python} cannot import xarray and zarr (set WGMC_PYTHON to a Python that can)"
        ));
        return;
    }
    let store = temp("xarray.zarr");
    write_store(&stan(), &config(3, 9), &store);
    let run = read_zarr_run(&store).unwrap();
    let out = xarray_check(&python, &store, &run);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "stdout {stdout}\nstderr {}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout.trim(), "ok");
    let _ = std::fs::remove_dir_all(&store);
}
