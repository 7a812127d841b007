//! Conformance with stanc: every Stan program of the test fixtures (posteriordb folders
//! included), and simple mutants of each that break or keep a rule of the language, goes
//! through wgmc's parser and checker and through stanc 2.35; wgmc must accept exactly the
//! programs stanc accepts, except those it reports as "not supported yet" (listed when the test
//! runs).
//!
//! stanc ships inside the `httpstan` Python package: `python3 -m venv target/stanc-venv &&
//! target/stanc-venv/bin/pip install httpstan`. The test finds it there or at `$WGMC_STANC`;
//! without it the test says so and passes, unless `WGMC_REQUIRE_STANC=1` demands it.

use std::path::{Path, PathBuf};
use std::process::Command;

use wgmc::{check_stan, ErrorKind, LangError};

/// What a front end made of a program.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Accepted,
    Rejected,
    /// wgmc only: valid Stan it does not handle yet.
    Unsupported,
}

/// The stanc binary, if installed.
fn stanc() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("WGMC_STANC") {
        return Some(PathBuf::from(p));
    }
    let lib = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/stanc-venv/lib");
    let pythons = std::fs::read_dir(lib).ok()?;
    pythons.flatten().map(|d| d.path().join("site-packages/httpstan/stanc")).find(|p| p.is_file())
}

/// Every `.stan` file under `dir`, recursively, sorted.
fn stan_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            stan_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "stan") {
            out.push(p);
        }
    }
    out.sort();
}

/// Statements inserted at the start of the model block, each a mutant: those stanc refuses
/// (reserved names, `_rng` in the model, a real bound on an int, a 33-bit literal, a missing
/// semicolon) and those it accepts (printing, rejecting, a chained index on the left).
const MODEL_MUTANTS: &[&str] = &[
    "real z__ = 1;",
    "real z_m = normal_rng(0, 1);",
    "int<lower=0.5> k_m = 1;",
    "int big_m = 2147483648;",
    "real z_m = 1",
    "print(\"m: \", 1); if (0) reject(\"never \", 2.5);",
    "array[2, 2] real w_m; w_m[1][2] = 1; w_m[2, 1] = w_m[1][2];",
];

/// The program with `insert` placed right after the opening brace of block `block`.
fn mutant(source: &str, block: &str, insert: &str) -> Option<String> {
    let at = find_block(source, block)?;
    Some(format!("{}\n  {insert}\n{}", &source[..at], &source[at..]))
}

/// The byte just after `block {` (the block's keyword at a line start, as fixtures write it).
fn find_block(source: &str, block: &str) -> Option<usize> {
    let mut from = 0;
    while let Some(k) = source[from..].find(block) {
        let start = from + k;
        let line_start = start == 0 || source[..start].ends_with('\n');
        let rest = source[start + block.len()..].trim_start();
        if line_start && rest.starts_with('{') {
            let brace = source.len() - rest.len();
            return Some(brace + 1);
        }
        from = start + block.len();
    }
    None
}

fn wgmc_verdict(source: &str) -> (Verdict, String) {
    match check_stan(source, "m.stan") {
        Ok(()) => (Verdict::Accepted, String::new()),
        Err(LangError::Source { kind: ErrorKind::Unsupported, message, .. }) => (Verdict::Unsupported, message),
        Err(e) => (Verdict::Rejected, e.to_string()),
    }
}

fn stanc_verdict(stanc: &Path, dir: &Path, k: usize, source: &str) -> (Verdict, String) {
    let file = dir.join(format!("m{k}.stan"));
    std::fs::write(&file, source).unwrap();
    let out = Command::new(stanc)
        .arg(format!("--o={}", dir.join(format!("m{k}.hpp")).display()))
        .arg(&file)
        .output()
        .expect("run stanc");
    let verdict = if out.status.success() { Verdict::Accepted } else { Verdict::Rejected };
    (verdict, String::from_utf8_lossy(&out.stderr).into_owned())
}

/// The programs: each fixture, then its mutants.
fn programs() -> Vec<(String, String)> {
    let mut files = Vec::new();
    stan_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures"), &mut files);
    assert!(files.len() >= 40, "expected the fixtures' Stan programs, found {}", files.len());
    let mut out = Vec::new();
    for f in files {
        let source = std::fs::read_to_string(&f).unwrap();
        let name = f.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&f).display().to_string();
        for (i, m) in MODEL_MUTANTS.iter().enumerate() {
            if let Some(s) = mutant(&source, "model", m) {
                out.push((format!("{name} (model mutant {i}: {m})"), s));
            }
        }
        if let Some(s) = mutant(&source, "parameters", "int k_m;") {
            out.push((format!("{name} (an int parameter)"), s));
        }
        out.push((name, source));
    }
    out
}

#[test]
fn wgmc_accepts_exactly_what_stanc_accepts() {
    let Some(stanc) = stanc() else {
        let demanded = std::env::var("WGMC_REQUIRE_STANC").is_ok_and(|v| v == "1");
        assert!(!demanded, "WGMC_REQUIRE_STANC=1 but no stanc: install httpstan into target/stanc-venv");
        eprintln!("stan_conformance: skipped, no stanc (pip install httpstan into target/stanc-venv)");
        return;
    };
    let dir = std::env::temp_dir().join(format!("wgmc-stanc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let programs = programs();
    let workers = 4;
    let verdicts: Vec<(Verdict, String)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let (programs, stanc, dir) = (&programs, &stanc, &dir);
                s.spawn(move || {
                    (w..programs.len())
                        .step_by(workers)
                        .map(|k| (k, stanc_verdict(stanc, dir, k, &programs[k].1)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<_> = handles.into_iter().flat_map(|h| h.join().unwrap()).collect();
        all.sort_by_key(|(k, _)| *k);
        all.into_iter().map(|(_, v)| v).collect()
    });
    let _ = std::fs::remove_dir_all(&dir);
    let (mut wrong, mut unsupported, mut accepted) = (Vec::new(), Vec::new(), 0);
    for ((name, source), (theirs, their_text)) in programs.iter().zip(&verdicts) {
        let (ours, our_text) = wgmc_verdict(source);
        match (ours, *theirs) {
            (Verdict::Unsupported, Verdict::Accepted) => unsupported.push(format!("{name}: {our_text}")),
            (Verdict::Unsupported, _) => {}
            (a, b) if a == b => accepted += usize::from(a == Verdict::Accepted),
            (a, b) => wrong.push(format!("{name}: wgmc {a:?} ({our_text}), stanc {b:?} ({their_text})")),
        }
    }
    eprintln!(
        "stan_conformance: {} programs, {accepted} accepted by both, {} not supported yet by wgmc:\n  {}",
        programs.len(),
        unsupported.len(),
        unsupported.join("\n  ")
    );
    assert!(wrong.is_empty(), "{} programs judged differently:\n{}", wrong.len(), wrong.join("\n"));
}
