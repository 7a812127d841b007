//! The `wgmc` command line's outputs: `--format zarr` (and an `--output` ending in `.zarr`),
//! `wgmc summary` of a store, Ctrl-C with a store, and a CSV run replacing an earlier one in
//! its directory (stale chain files removed, chain files of another run refused).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Output;

use common::cli::{text, wgmc};

const MODEL: &str = "parameters { real mu; matrix[2, 2] B; }\n\
    model { mu ~ normal(0, 1); for (i in 1:2) B[i] ~ normal(mu, 1); }\n\
    generated quantities { real mu2 = 2 * mu; }\n";

/// A fresh directory for one test, with the model in it.
fn temp_dir(name: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("wgmc-cli-out-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let model = dir.join("m.stan");
    std::fs::write(&model, MODEL).unwrap();
    (dir, model)
}

/// Samples the model on the CPU (80 warmup, 60 draws, seed 3) with `extra` arguments.
fn sample(model: &Path, chains: &str, extra: &[&str]) -> Output {
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", chains, "--warmup", "80"];
    let out = wgmc(&[&args[..], &["--draws", "60", "--seed", "3"], extra].concat());
    assert!(out.status.success(), "{}", text(&out.stderr));
    out
}

/// The summary table without its last lines (the timings differ from run to run).
#[cfg(feature = "zarr")]
fn table(stdout: &str) -> String {
    stdout.lines().take_while(|l| !l.starts_with("divergences:")).collect::<Vec<_>>().join("\n")
}

#[cfg(feature = "zarr")]
#[test]
fn zarr_output_prints_and_reprints_the_summary_of_the_csv_files() {
    let (dir, model) = temp_dir("zarr");
    let csv = dir.join("csv");
    let csv_run = sample(&model, "2", &["--output", csv.to_str().unwrap()]);
    let store = dir.join("run.zarr");
    let zarr_run = sample(&model, "2", &["--output", store.to_str().unwrap()]);
    assert!(store.join("posterior/B/zarr.json").is_file(), "a .zarr output is a Zarr store");
    assert!(!store.join("chain_1.csv").exists() && !store.join("summary").exists());
    let want = table(&text(&csv_run.stdout));
    assert!(want.contains("\nB[2,1] ") && want.contains("\nmu2 "), "{want}");
    assert_eq!(table(&text(&zarr_run.stdout)), want, "the same draws, the same summary");
    let again = wgmc(&["summary", store.to_str().unwrap()]);
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert_eq!(table(&text(&again.stdout)), want);

    let named = dir.join("named");
    sample(&model, "2", &["--format", "zarr", "--output", named.to_str().unwrap()]);
    assert!(named.join("zarr.json").is_file(), "--format zarr whatever the name");
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(feature = "zarr")]
#[test]
fn zarr_output_refuses_a_directory_that_is_not_a_store() {
    let (dir, model) = temp_dir("not-a-store");
    let csv = dir.join("csv");
    sample(&model, "2", &["--output", csv.to_str().unwrap()]);
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--format", "zarr", "--output"];
    let out = wgmc(&[&args[..], &[csv.to_str().unwrap()]].concat());
    let stderr = text(&out.stderr);
    assert!(!out.status.success() && stderr.contains("is not a Zarr store"), "{stderr}");
    assert!(csv.join("chain_2.csv").is_file(), "the CSV run is left as it was");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Ctrl-C during sampling into a store: exit status 130, the store holds whole blocks, and
/// `wgmc summary` reads them.
#[cfg(all(unix, feature = "zarr"))]
#[test]
fn interrupt_keeps_the_blocks_written_to_the_store() {
    let (dir, model) = temp_dir("interrupt");
    let store = dir.join("run.zarr");
    let draws = || {
        let meta = std::fs::read_to_string(store.join("posterior/mu/zarr.json")).ok()?;
        let meta: serde_json::Value = serde_json::from_str(&meta).ok()?;
        meta["shape"][1].as_u64().filter(|&n| n > 0)
    };
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "2", "--warmup", "50"];
    let more = ["--draws", "2000000", "--seed", "5", "--output", store.to_str().unwrap()];
    let result = common::cli::interrupt_once_written(&[&args[..], &more].concat(), || draws().is_some());
    let stderr = text(&result.stderr);
    assert_eq!(result.status.code(), Some(130), "{stderr}");
    let n = draws().unwrap();
    assert!(n < 2_000_000 && n.is_multiple_of(20_000), "{n} draws: whole blocks only");
    assert!(stderr.contains(&format!("kept {n} of 2000000 draws per chain")), "{stderr}");
    assert!(!dir.join(".run.zarr.wgmc.lock").exists(), "the lock beside the store is released");
    let summary = wgmc(&["summary", store.to_str().unwrap()]);
    let stdout = text(&summary.stdout);
    assert!(summary.status.success(), "{}", text(&summary.stderr));
    assert!(stdout.starts_with(&format!("2 chains × {n} draws\n")), "{stdout}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_csv_run_removes_the_chain_files_of_an_earlier_run_with_more_chains() {
    let (dir, model) = temp_dir("stale");
    let out = dir.join("out");
    let out_arg = ["--output", out.to_str().unwrap()];
    sample(&model, "4", &out_arg);
    std::fs::write(out.join("notes.csv"), "mine\n").unwrap();
    let second = sample(&model, "2", &out_arg);
    let stderr = text(&second.stderr);
    for k in [3, 4] {
        let stale = out.join(format!("chain_{k}.csv"));
        assert!(!stale.exists(), "chain_{k}.csv is left");
        assert!(stderr.contains(&format!("note: removed {}", stale.display())), "{stderr}");
    }
    assert!(out.join("chain_2.csv").is_file() && out.join("notes.csv").is_file());
    assert!(out.join("summary").join("summary.csv").is_file());
    let names: Vec<String> =
        std::fs::read_dir(&out).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    assert_eq!(names.iter().filter(|n| n.starts_with("chain_")).count(), 2, "{names:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn summary_refuses_chain_files_of_different_runs() {
    let (dir, model) = temp_dir("mix");
    let (a, b) = (dir.join("a"), dir.join("b"));
    sample(&model, "2", &["--output", a.to_str().unwrap()]);
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "2", "--warmup", "80"];
    let other = wgmc(&[&args[..], &["--draws", "60", "--seed", "4", "--output", b.to_str().unwrap()]].concat());
    assert!(other.status.success(), "{}", text(&other.stderr));
    std::fs::copy(b.join("chain_2.csv"), a.join("chain_2.csv")).unwrap();
    let out = wgmc(&["summary", a.to_str().unwrap()]);
    let stderr = text(&out.stderr);
    assert!(!out.status.success(), "a mix of runs is refused");
    assert!(
        stderr.contains("chain_2.csv: it is from another run (2 chains, seed 4; chain_1.csv: 2 chains, seed 3)"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn init_files_and_save_warmup_as_cmdstan() {
    let (dir, model) = temp_dir("init");
    let init = dir.join("init.json");
    std::fs::write(&init, r#"{"mu": 0.25, "B": [[1, 2], [3, 4]]}"#).unwrap();
    let out = dir.join("warm");
    let run =
        sample(&model, "2", &["--output", out.to_str().unwrap(), "--init", init.to_str().unwrap(), "--save-warmup"]);
    assert!(text(&run.stdout).starts_with("2 chains × 60 draws"), "the summary leaves warmup out");
    let csv = std::fs::read_to_string(out.join("chain_1.csv")).unwrap();
    assert!(csv.contains("#     save_warmup = true\n"), "{csv}");
    let (warmup, sampling) = csv.split_once("# Adaptation terminated").expect("adaptation comments");
    let rows = |t: &str| t.lines().filter(|l| !l.starts_with('#') && !l.starts_with("lp__") && !l.is_empty()).count();
    assert_eq!((rows(warmup), rows(sampling)), (80, 60), "warmup rows, then the adaptation, then the draws");

    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"B": [1, 2]}"#).unwrap();
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--init", bad.to_str().unwrap()];
    let refused = wgmc(&[&args[..], &["--output", dir.join("bad").to_str().unwrap()]].concat());
    assert!(!refused.status.success());
    let message = text(&refused.stderr);
    assert!(message.contains("initial values") && message.contains('B'), "{message}");
    assert!(!dir.join("bad").exists(), "nothing is written when the initial values are refused");
    sample(&model, "1", &["--output", dir.join("origin").to_str().unwrap(), "--init", "0"]);
    let _ = std::fs::remove_dir_all(&dir);
}
