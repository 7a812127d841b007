//! Output locks (one writer per output, stale locks taken over) and bounded data input (a
//! size limit on data files, long strings cut short in messages), through the library.

use std::path::PathBuf;

use wgmc::{DataError, DataSet};

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("wgmc-lock-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// A second lock on one output is refused, naming the holder; once the first is released
/// the output can be locked again, and the lock file is gone.
#[test]
fn a_second_lock_is_refused_until_the_first_is_released() {
    let dir = temp("twice");
    let first = wgmc::OutputLock::csv_dir(&dir).unwrap();
    assert!(first.stale_holder().is_none());
    let err = wgmc::OutputLock::csv_dir(&dir).unwrap_err().to_string();
    assert!(
        err.contains("in use by another run of wgmc") && err.contains(&format!("pid {}", std::process::id())),
        "{err}"
    );
    drop(first);
    assert!(!dir.join(wgmc::LOCK_NAME).exists());
    let again = wgmc::OutputLock::csv_dir(&dir).unwrap();
    drop(again);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A lock file nobody holds (its run was killed) is taken over, and its holder reported.
#[test]
fn a_stale_lock_file_is_taken_over() {
    let dir = temp("stale");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(wgmc::LOCK_NAME), "pid 999999999\nhost h\n").unwrap();
    let lock = wgmc::OutputLock::csv_dir(&dir).unwrap();
    assert_eq!(lock.stale_holder(), Some("pid 999999999, host h"));
    let text = std::fs::read_to_string(lock.path()).unwrap();
    assert!(text.starts_with(&format!("pid {}\n", std::process::id())), "{text}");
    drop(lock);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A Zarr store's lock lies beside it, so that replacing the store's directory keeps it.
#[test]
fn a_store_is_locked_beside_it() {
    let dir = temp("store");
    let store = dir.join("run.zarr");
    let lock = wgmc::OutputLock::store(&store).unwrap();
    assert_eq!(lock.path(), dir.join(".run.zarr.wgmc.lock"));
    assert!(!store.exists());
    assert!(wgmc::OutputLock::store(&store).is_err());
    drop(lock);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A data file beyond the limit, or an endless one, is refused once the limit is read.
#[test]
fn data_files_are_read_up_to_a_limit() {
    let dir = temp("data-limit");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("d.json");
    std::fs::write(&path, "{\"N\": 3, \"y\": [1, 2, 3]}").unwrap();
    assert!(DataSet::from_json_file_limited(&path, 64).is_ok());
    let err = DataSet::from_json_file_limited(&path, 10).unwrap_err();
    assert!(matches!(err, DataError::TooLarge { max: 10, .. }), "{err}");
    assert!(err.to_string().contains("holds more than 10 bytes"), "{err}");
    #[cfg(unix)]
    {
        let err = DataSet::from_json_file_limited("/dev/zero", 1 << 20).unwrap_err();
        assert!(matches!(err, DataError::TooLarge { .. }), "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// A long name or string in the data is cut short in the message, with its length.
#[test]
fn long_data_names_and_strings_are_cut_short_in_messages() {
    let long = "x".repeat(100_000);
    let err = DataSet::from_json_str(&format!("{{\"s\": \"{long}\"}}")).unwrap_err().to_string();
    assert!(err.len() < 600 && err.contains("(100000 characters in all)"), "{}", err.len());
    let err = DataSet::from_json_str(&format!("{{\"{long}\": \"a\"}}")).unwrap_err().to_string();
    assert!(err.len() < 600 && err.contains("(100000 characters in all)"), "{}", err.len());
}

/// The message compiling a program with data declaration `decl` and data `json` gives, if any.
fn data_error(decl: &str, json: &str) -> Option<String> {
    let src = format!("data {{ {decl} }}\nparameters {{ real mu; }}\nmodel {{ mu ~ normal(0, 1); }}\n");
    let data = DataSet::from_json_str(json).unwrap();
    wgmc::compile_stan(&src, "m.stan", &data).err().map(|e| e.to_string())
}

/// Constrained data are checked on load, as Stan does: the variable, its type and the 1-based
/// element are named; data that meet the constraint pass.
#[test]
fn constrained_data_are_validated_on_load() {
    let cases = [
        ("simplex[3] x;", r#"{"x": [0.2, 0.3, 0.5]}"#, None),
        (
            "simplex[3] x;",
            r#"{"x": [0.2, -0.1, 0.9]}"#,
            Some("not a valid simplex: x[2] = -0.1, but should be greater"),
        ),
        ("simplex[3] x;", r#"{"x": [0.2, 0.3, 0.6]}"#, Some("not a valid simplex: its elements sum to 1.1")),
        (
            "array[2] simplex[2] x;",
            r#"{"x": [[0.5, 0.5], [0.7, 0.4]]}"#,
            Some("'x' is not a valid simplex: its elements sum to 1.1"),
        ),
        ("array[2] simplex[2] x;", r#"{"x": [[0.5, 0.5], [-0.5, 1.5]]}"#, Some("x[2, 1] = -0.5")),
        ("ordered[3] x;", r#"{"x": [1, 2, 3]}"#, None),
        (
            "ordered[3] x;",
            r#"{"x": [1, 3, 2]}"#,
            Some("not a valid ordered vector: x[3] = 2, but should be greater than the previous element, 3"),
        ),
        ("ordered[2] x;", r#"{"x": [1, 1]}"#, Some("x[2] = 1, but should be greater than the previous element, 1")),
        ("positive_ordered[2] x;", r#"{"x": [-1, 2]}"#, Some("not a valid positive_ordered vector: x[1] = -1")),
        ("positive_ordered[2] x;", r#"{"x": [0.5, 2]}"#, None),
        ("cov_matrix[2] S;", r#"{"S": [[1, 0.5], [0.5, 1]]}"#, None),
        (
            "cov_matrix[2] S;",
            r#"{"S": [[1, 0.5], [0.4, 1]]}"#,
            Some("not a valid cov_matrix: it is not symmetric: S[1, 2] = 0.5, but S[2, 1] = 0.4"),
        ),
        ("cov_matrix[2] S;", r#"{"S": [[1, 2], [2, 1]]}"#, Some("not a valid cov_matrix: it is not positive definite")),
        ("corr_matrix[2] R;", r#"{"R": [[1, 0.3], [0.3, 1]]}"#, None),
        (
            "corr_matrix[2] R;",
            r#"{"R": [[1, 0.5], [0.5, 2]]}"#,
            Some("not a valid corr_matrix: R[2, 2] = 2, but the diagonal should be 1"),
        ),
        ("cholesky_factor_corr[2] L;", r#"{"L": [[1, 0], [0.6, 0.8]]}"#, None),
        (
            "cholesky_factor_corr[2] L;",
            r#"{"L": [[1, 0.1], [0.6, 0.8]]}"#,
            Some("L[1, 2] = 0.1, but it should be lower triangular"),
        ),
        (
            "cholesky_factor_corr[2] L;",
            r#"{"L": [[1, 0], [0.6, 0.9]]}"#,
            Some("not a valid cholesky_factor_corr: row 2 does not have unit length"),
        ),
    ];
    for (decl, json, want) in cases {
        let got = data_error(decl, json);
        match (want, &got) {
            (None, None) => {}
            (Some(want), Some(got)) if got.contains(want) => {}
            _ => panic!("{decl} with {json}: expected {want:?}, got {got:?}"),
        }
    }
}

/// A program of `n` local variables in the model block.
fn locals_program(n: usize) -> String {
    let body: String = (0..n).map(|i| format!("  real a{i} = mu + {i};\n")).collect();
    format!("parameters {{ real mu; }}\nmodel {{\n{body}  mu ~ normal(0, 1);\n}}\n")
}

/// Seconds this thread has run on a CPU (Linux: `/proc/thread-self/schedstat`), else wall
/// seconds since `start`: on a loaded machine (tests share it with builds) wall time says
/// little about the work done.
fn thread_seconds(start: std::time::Instant) -> f64 {
    let on_cpu = std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|t| t.split_whitespace().next().and_then(|ns| ns.parse::<u64>().ok()));
    on_cpu.map_or_else(|| start.elapsed().as_secs_f64(), |ns| ns as f64 * 1e-9)
}

/// Seconds to compile `src` and prepare it for the CPU backend (what `wgmc sample` does
/// before its first draw), on this thread.
fn compile_seconds(src: &str) -> f64 {
    let start = std::time::Instant::now();
    let before = thread_seconds(start);
    let stan = wgmc::compile_stan(src, "big.stan", &DataSet::new()).unwrap();
    let cpu = wgmc::CpuModel::new(stan.model());
    assert_eq!(cpu.dim(), 1);
    thread_seconds(start) - before
}

/// Compile time grows about linearly with the program: 100 000 statements compile in under
/// 10 s of CPU time (quadratic passes took over 120 s), and ten times the statements take
/// well under a hundred times as long.
#[test]
fn compile_time_is_near_linear_in_program_size() {
    let small = compile_seconds(&locals_program(10_000));
    let large = compile_seconds(&locals_program(100_000));
    assert!(large < 10.0, "100 000 statements: {large:.2} s");
    assert!(large < 30.0 * small.max(0.02), "10 000 statements: {small:.2} s, 100 000: {large:.2} s");
}
