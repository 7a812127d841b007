//! Running the `wgmc` binary from tests: plain runs, output as text, and a run stopped with
//! Ctrl-C (SIGINT) once it has written something.

use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs `wgmc` with `args` to the end.
pub fn wgmc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wgmc")).args(args).output().expect("run wgmc")
}

/// Output bytes as text.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Starts `wgmc` with `args`, waits (at most 120 s) until `written()` says a block of draws is
/// out, sends it SIGINT as Ctrl-C does, and returns how it ended.
#[cfg(unix)]
pub fn interrupt_once_written(args: &[&str], written: impl Fn() -> bool) -> Output {
    let child = Command::new(env!("CARGO_BIN_EXE_wgmc"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start wgmc");
    let start = Instant::now();
    while !written() {
        assert!(start.elapsed().as_secs() < 120, "no block written");
        std::thread::sleep(Duration::from_millis(50));
    }
    let kill = Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    assert!(kill.success());
    child.wait_with_output().unwrap()
}
