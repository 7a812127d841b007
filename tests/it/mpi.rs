//! `mpirun -n 2 wgmc sample …` (built with the `mpi` feature; Open MPI over shared memory on
//! this machine only): each rank writes its chains, rank 0 the summary, and the draws equal a
//! run in one process for NUTS and for ChEES (cross-chain adaptation); a rank that fails,
//! before or during the run, ends the job with a message naming it, never a hang.

use crate::common;

use std::path::Path;
use std::process::{Command, Output};

use common::cli::{text, wgmc};

const WGMC: &str = env!("CARGO_BIN_EXE_wgmc");

/// The arguments of a small run writing to `out` (8 schools, 5 chains).
fn run_args(out: &Path, algorithm: &str, backend: &str) -> Vec<String> {
    let example = |f: &str| format!("{}/examples/{f}", env!("CARGO_MANIFEST_DIR"));
    [
        "sample",
        &example("eight_schools.stan"),
        "--data",
        &example("eight_schools.json"),
        "--chains",
        "5",
        "--warmup",
        "150",
        "--draws",
        "60",
        "--seed",
        "17",
        "--algorithm",
        algorithm,
        "--backend",
        backend,
        "--output",
        out.to_str().unwrap(),
    ]
    .map(String::from)
    .to_vec()
}

/// `mpirun` with loopback-only transports, allowed as root, one program per `ranks` entry
/// (MPMD: `-n 1 env … wgmc …` per rank), ended after 180 s at most.
fn mpirun(ranks: &[Vec<String>]) -> Output {
    let mut cmd = Command::new("timeout");
    cmd.args(["180", "mpirun", "--oversubscribe", "--mca", "btl", "self,vader", "--mca", "oob_tcp_if_include", "lo"]);
    cmd.env("OMPI_ALLOW_RUN_AS_ROOT", "1").env("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1");
    for (r, args) in ranks.iter().enumerate() {
        if r > 0 {
            cmd.arg(":");
        }
        cmd.args(["-n", "1"]).args(args);
    }
    let out = cmd.output().expect("mpirun (install Open MPI: openmpi-bin)");
    assert_ne!(out.status.code(), Some(124), "the MPI job hung: {}", text(&out.stderr));
    out
}

/// Every line of every chain file but the comments.
fn draws(dir: &Path, chains: usize) -> Vec<String> {
    (1..=chains)
        .flat_map(|c| {
            let file = std::fs::read_to_string(dir.join(format!("chain_{c}.csv"))).unwrap();
            file.lines().filter(|l| !l.starts_with('#')).map(String::from).collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn two_ranks_give_the_draws_of_one_process() {
    let tmp = std::env::temp_dir().join(format!("wgmc-mpi-{}", std::process::id()));
    let backends: &[&str] = if common::sampling::gpu_usable() { &["cpu", "gpu"] } else { &["cpu"] };
    for backend in backends {
        for algorithm in ["nuts", "chees"] {
            let (alone, ranked) = (tmp.join(format!("{algorithm}-1")), tmp.join(format!("{algorithm}-2")));
            let one = wgmc(&run_args(&alone, algorithm, backend).iter().map(String::as_str).collect::<Vec<_>>());
            assert!(one.status.success(), "{}", text(&one.stderr));
            let args: Vec<String> =
                [WGMC.to_string()].into_iter().chain(run_args(&ranked, algorithm, backend)).collect();
            let two = mpirun(&[args.clone(), args]);
            assert!(two.status.success(), "{backend} {algorithm}: {}", text(&two.stderr));
            assert_eq!(draws(&alone, 5), draws(&ranked, 5), "{backend} {algorithm}: draws differ");
            let summary = |o: &Output| text(&o.stdout).lines().take(21).collect::<Vec<_>>().join("\n");
            assert_eq!(summary(&one), summary(&two), "{backend} {algorithm}: rank 0 prints the same summary");
            assert!(text(&two.stderr).contains("5 chains over 2 ranks"), "{}", text(&two.stderr));
            assert!(ranked.join("summary/summary.csv").is_file());
            let rank1 = std::fs::read_to_string(ranked.join("chain_4.csv")).unwrap();
            assert!(rank1.contains("(rank 1 of 2)"), "chain 4 is rank 1's");
        }
    }
    std::fs::remove_dir_all(&tmp).ok();
}

#[test]
fn a_failing_rank_ends_the_job_with_its_name() {
    let tmp = std::env::temp_dir().join(format!("wgmc-mpi-fail-{}", std::process::id()));
    let good: Vec<String> = [WGMC.to_string()].into_iter().chain(run_args(&tmp, "nuts", "cpu")).collect();
    // Before the run: rank 1 cannot read its data file.
    let missing: Vec<String> = good.iter().map(|a| a.replace("eight_schools.json", "missing.json")).collect();
    let out = mpirun(&[good.clone(), missing]);
    let stderr = text(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("wgmc: error: rank 1: cannot read data file"), "{stderr}");
    // In the run: rank 1's engine cannot be made (GPU devices asked with the CPU backend).
    let devices: Vec<String> = good.iter().cloned().chain(["--devices".into(), "0".into()]).collect();
    let out = mpirun(&[good, devices]);
    let stderr = text(&out.stderr);
    assert!(!out.status.success());
    assert!(stderr.contains("wgmc: error: rank 1 of the run failed:"), "{stderr}");
    assert!(stderr.contains("CPU backend"), "{stderr}");
    std::fs::remove_dir_all(&tmp).ok();
}
