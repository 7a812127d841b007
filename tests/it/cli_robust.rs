//! Nothing lost, nothing torn: two runs on one output (the second refused, naming the first; a
//! killed run's lock taken over), SIGINT twice and SIGTERM mid-run on both backends (also with
//! SIGINT ignored on entry, as in a background job), a write failure part way (a file size
//! limit), each ending with every chain file whole and read by `wgmc summary`; and bounded
//! input (an endless model file, a huge data string, a huge parameter name).

use crate::common;

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::{Duration, Instant};

use common::cli::{text, wgmc};

const MODEL: &str = "parameters { real mu; vector[3] z; }\nmodel { mu ~ normal(0, 1); z ~ normal(mu, 1); }\n";

/// A fresh directory with the model in it.
fn temp_dir(name: &str) -> (PathBuf, PathBuf) {
    let dir = std::env::temp_dir().join(format!("wgmc-robust-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let model = dir.join("m.stan");
    std::fs::write(&model, MODEL).unwrap();
    (dir, model)
}

/// `sample` arguments for a long run (2 000 000 draws in blocks of 20 000) into `out`.
fn long_run(model: &Path, out: &Path, backend: &str) -> Vec<String> {
    let args = ["sample", model.to_str().unwrap(), "--backend", backend, "--chains", "2", "--warmup", "50"];
    let more = ["--draws", "2000000", "--seed", "3", "--output", out.to_str().unwrap()];
    args.iter().chain(&more).map(|s| s.to_string()).collect()
}

/// Starts `wgmc` through `sh -c script` (`$@` being wgmc and `args`), output piped.
fn start(script: &str, args: &[String]) -> Child {
    Command::new("sh")
        .args(["-c", script, "sh", env!("CARGO_BIN_EXE_wgmc")])
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start wgmc")
}

/// Waits (at most 120 s) until `ready()`.
fn wait_for(what: &str, ready: impl Fn() -> bool) {
    let start = Instant::now();
    while !ready() {
        assert!(start.elapsed() < Duration::from_secs(120), "waited 120 s for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// Whether chain 1 of `out` holds a draw.
fn has_draws(out: &Path) -> bool {
    std::fs::read_to_string(out.join("chain_1.csv"))
        .is_ok_and(|t| t.lines().any(|l| !l.starts_with('#') && !l.starts_with("lp__")))
}

fn signal(child: &Child, name: &str) {
    assert!(Command::new("kill").args([&format!("-{name}"), &child.id().to_string()]).status().unwrap().success());
}

/// Every chain file of `out` ends with a newline and has as many draws as the others, a whole
/// number of blocks of 20 000; `wgmc summary` reads them. Returns the draws per chain.
fn whole_and_readable(out: &Path, chains: usize) -> usize {
    let mut counts = Vec::new();
    for c in 1..=chains {
        let text = std::fs::read_to_string(out.join(format!("chain_{c}.csv"))).unwrap();
        assert!(text.ends_with('\n'), "chain_{c}.csv ends mid-line");
        counts.push(text.lines().filter(|l| !l.starts_with('#')).count() - 1);
    }
    let n = counts[0];
    assert!(counts.iter().all(|&k| k == n) && n.is_multiple_of(20_000), "draws per chain: {counts:?}");
    let summary = wgmc(&["summary", out.to_str().unwrap()]);
    assert!(summary.status.success(), "{}", text(&summary.stderr));
    assert!(text(&summary.stdout).starts_with(&format!("{chains} chains × {n} draws\n")));
    n
}

/// Whether a GPU adapter is usable (else the GPU variant says it skips, or fails under
/// `WGMC_REQUIRE_GPU=1`).
fn gpu_usable() -> bool {
    common::gpu::or_skip(wgmc::GpuContext::shared()).is_some()
}

/// SIGINT twice (the second while the first block is in hand) or SIGTERM, on `backend`, with
/// SIGINT ignored on entry when `ignored`: one message, status 130, whole blocks in every file.
fn stop_mid_run(backend: &str, signals: &[&str], ignored: bool) {
    let name = format!("stop-{backend}-{}-{ignored}", signals.join("-"));
    let (dir, model) = temp_dir(&name);
    let out = dir.join("out");
    let script = if ignored { "trap '' INT; exec \"$@\"" } else { "exec \"$@\"" };
    let child = start(script, &long_run(&model, &out, backend));
    wait_for("a block of draws", || has_draws(&out));
    for s in signals {
        signal(&child, s);
    }
    let result = child.wait_with_output().unwrap();
    let stderr = text(&result.stderr);
    assert_eq!(result.status.code(), Some(130), "{stderr}");
    let n = whole_and_readable(&out, 2);
    assert!(n < 2_000_000, "the run stopped early");
    let kept = format!("wgmc: interrupted: kept {n} of 2000000 draws per chain");
    assert!(stderr.contains(&kept) && stderr.matches("interrupted").count() == 1, "{stderr}");
    assert!(!out.join(wgmc::LOCK_NAME).exists(), "the lock is released");
    let _ = std::fs::remove_dir_all(&dir);
}

#[cfg(unix)]
#[test]
fn sigint_twice_stops_after_the_block_in_hand_on_the_cpu() {
    stop_mid_run("cpu", &["INT", "INT"], false);
}

#[cfg(unix)]
#[test]
fn sigterm_stops_after_the_block_in_hand_on_the_cpu() {
    stop_mid_run("cpu", &["TERM"], false);
}

/// A run started with SIGINT ignored (a background job's disposition) still stops on it.
#[cfg(unix)]
#[test]
fn sigint_stops_a_run_started_with_sigint_ignored() {
    stop_mid_run("cpu", &["INT"], true);
}

#[cfg(unix)]
#[test]
fn sigint_twice_and_sigterm_stop_after_the_block_in_hand_on_the_gpu() {
    if gpu_usable() {
        stop_mid_run("gpu", &["INT", "INT"], false);
        stop_mid_run("gpu", &["TERM"], false);
    }
}

/// A stop during warmup: one message, no chain files.
#[cfg(unix)]
#[test]
fn a_stop_during_warmup_says_no_draws_were_kept() {
    let (dir, model) = temp_dir("warmup-stop");
    let out = dir.join("out");
    let mut args = long_run(&model, &out, "cpu");
    args[7] = "1000000".into();
    let child = start("exec \"$@\"", &args);
    wait_for("the lock", || out.join(wgmc::LOCK_NAME).is_file());
    std::thread::sleep(Duration::from_millis(300));
    signal(&child, "INT");
    signal(&child, "INT");
    let result = child.wait_with_output().unwrap();
    let stderr = text(&result.stderr);
    assert_eq!(result.status.code(), Some(130), "{stderr}");
    assert!(stderr.contains("interrupted during warmup: no draws were kept"), "{stderr}");
    assert_eq!(stderr.matches("interrupted").count(), 1, "{stderr}");
    assert!(!out.join("chain_1.csv").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// A second run into the output of a live one is refused at once, naming the first (which
/// goes on and ends normally); a run into the output of a killed one takes its lock over.
#[cfg(unix)]
#[test]
fn two_runs_cannot_write_one_output_and_a_killed_run_s_lock_is_taken_over() {
    let (dir, model) = temp_dir("two-runs");
    let out = dir.join("out");
    let first = start("exec \"$@\"", &long_run(&model, &out, "cpu"));
    let pid = first.id();
    wait_for("a block of draws", || has_draws(&out));
    let started = Instant::now();
    let mut second_args = long_run(&model, &out, "cpu");
    second_args[9] = "200".into();
    let second = wgmc(&second_args.iter().map(String::as_str).collect::<Vec<_>>());
    let stderr = text(&second.stderr);
    assert!(!second.status.success() && started.elapsed() < Duration::from_secs(30), "{stderr}");
    assert!(stderr.contains("is in use by another run of wgmc") && stderr.contains(&format!("pid {pid}")), "{stderr}");
    assert!(has_draws(&out), "the first run's files are untouched");

    // Killed outright: the lock file stays, its lock does not; the files end at whole draws
    // or with half a line, which the reader drops.
    signal(&first, "KILL");
    let _ = first.wait_with_output().unwrap();
    assert!(out.join(wgmc::LOCK_NAME).is_file());
    let summary = wgmc(&["summary", out.to_str().unwrap()]);
    assert!(summary.status.success(), "{}", text(&summary.stderr));
    let third = wgmc(&second_args.iter().map(String::as_str).collect::<Vec<_>>());
    let stderr = text(&third.stderr);
    assert!(third.status.success(), "{stderr}");
    assert!(
        stderr.contains("took over the lock of an earlier run") && stderr.contains(&format!("pid {pid}")),
        "{stderr}"
    );
    assert!(!out.join(wgmc::LOCK_NAME).exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// Writes that fail part way (files limited to 64 KiB: SIGXFSZ ignored, so a write past the
/// limit fails as on a full disk) end the run with the file named, and every chain file cut
/// back to the last whole block.
#[cfg(unix)]
#[test]
fn a_failed_write_leaves_every_chain_file_at_a_whole_block() {
    let (dir, model) = temp_dir("full");
    let out = dir.join("out");
    let mut args = long_run(&model, &out, "cpu");
    args[9] = "2000".into();
    // `ulimit -f` counts blocks of 512 bytes in sh (dash) and of 1024 in bash: 128 or 256
    // blocks are 64 KiB or more, below the run's 2 × 400 KB, above its first blocks of 20 draws.
    let child = start("trap '' XFSZ; ulimit -f 128 && exec \"$@\"", &args);
    let result = child.wait_with_output().unwrap();
    let stderr = text(&result.stderr);
    assert_eq!(result.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("chain_") && stderr.to_lowercase().contains("file too large"), "{stderr}");
    let mut counts = Vec::new();
    for c in 1..=2 {
        let text = std::fs::read_to_string(out.join(format!("chain_{c}.csv"))).unwrap();
        assert!(text.ends_with('\n') && text.len() <= 128 * 1024, "chain_{c}.csv: {} bytes", text.len());
        counts.push(text.lines().filter(|l| !l.starts_with('#')).count() - 1);
    }
    assert!(counts[0] == counts[1] && counts[0] > 0 && counts[0].is_multiple_of(20), "draws per chain: {counts:?}");
    let summary = wgmc(&["summary", out.to_str().unwrap()]);
    assert!(summary.status.success(), "{}", text(&summary.stderr));
    assert!(text(&summary.stdout).starts_with(&format!("2 chains × {} draws\n", counts[0])));
    let _ = std::fs::remove_dir_all(&dir);
}

fn failure(args: &[&str]) -> (Output, String) {
    let out = wgmc(args);
    let stderr = text(&out.stderr);
    assert!(!out.status.success(), "{stderr}");
    (out, stderr)
}

/// An endless model file is refused once the limit is read.
#[cfg(unix)]
#[test]
fn an_endless_model_file_is_refused_at_the_limit() {
    let started = Instant::now();
    let (_, stderr) = failure(&["sample", "/dev/zero"]);
    assert!(stderr.contains("model file '/dev/zero' holds more than 16777216 bytes"), "{stderr}");
    assert!(started.elapsed() < Duration::from_secs(20));
}

/// A huge string in the data is not echoed whole.
#[test]
fn a_huge_data_string_is_not_echoed_whole() {
    let (dir, model) = temp_dir("huge-string");
    let data = dir.join("d.json");
    std::fs::write(&data, format!("{{\"note\": \"{}\"}}", "x".repeat(1_000_000))).unwrap();
    let (_, stderr) = failure(&["sample", model.to_str().unwrap(), "--data", data.to_str().unwrap()]);
    assert!(
        stderr.len() < 1_000 && stderr.contains("(1000000 characters in all)"),
        "{}",
        &stderr[..1_000.min(stderr.len())]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A parameter name of 70 000 characters: the run finishes and the table shows it cut short.
#[test]
fn a_huge_parameter_name_is_cut_short_in_the_table() {
    let (dir, _) = temp_dir("huge-name");
    let name = "a".repeat(70_000);
    let model = dir.join("long.stan");
    std::fs::write(&model, format!("parameters {{ real {name}; }}\nmodel {{ {name} ~ normal(0, 1); }}\n")).unwrap();
    let out = dir.join("out");
    let args = ["sample", model.to_str().unwrap(), "--backend", "cpu", "--chains", "1", "--warmup", "20"];
    let run = wgmc(&[&args[..], &["--draws", "10", "--output", out.to_str().unwrap()]].concat());
    assert!(run.status.success(), "{}", &text(&run.stderr)[..2_000.min(run.stderr.len())]);
    let stdout = text(&run.stdout);
    assert!(stdout.contains("… (70000 characters in all)") && stdout.len() < 5_000, "{} bytes", stdout.len());
    let summary = wgmc(&["summary", out.to_str().unwrap()]);
    assert!(summary.status.success() && text(&summary.stdout).contains("(70000 characters in all)"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A model whose kernel state exceeds one storage binding of the device (a local 4000 × 4000
/// matrix: 64 MB of scratch per lane, hundreds of MB per workgroup, where lavapipe binds
/// 128 MiB) is an error naming the buffer, its size and the limit, not wgpu's validation
/// panic. Where the device binds it all (a large GPU), the run samples instead.
#[test]
fn a_model_too_large_for_a_gpu_binding_is_an_error_not_a_panic() {
    let Some(ctx) = common::gpu::or_skip(wgmc::GpuContext::shared()) else { return };
    let must_fail = ctx.max_binding_bytes() < 1 << 30;
    let (dir, _) = temp_dir("gpu-too-large");
    let model = dir.join("big.stan");
    let source = "parameters { real mu; }\nmodel {\n  matrix[4000, 4000] K = rep_matrix(mu, 4000, 4000);\n  \
                  target += -0.5 * square(sum(K)) / 16000000.0;\n}\n";
    std::fs::write(&model, source).unwrap();
    let out = dir.join("out");
    let args = ["sample", model.to_str().unwrap(), "--backend", "gpu", "--chains", "1", "--warmup", "3"];
    let run = wgmc(&[&args[..], &["--draws", "2", "--output", out.to_str().unwrap()]].concat());
    let stderr = text(&run.stderr);
    assert_ne!(run.status.code(), Some(101), "a panic: {stderr}");
    assert!(!must_fail || !run.status.success(), "{stderr}");
    if !run.status.success() {
        assert_eq!(run.status.code(), Some(1), "{stderr}");
        let want =
            "too large for the GPU: the kernel's `scratch` buffer for 1 chain(s) of a model of 1 parameters needs ";
        assert!(stderr.contains(want) && stderr.contains("but the device binds at most"), "{stderr}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
