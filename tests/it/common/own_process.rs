//! One test in a process of its own. All the tests share one process (one test binary), so a
//! test that changes process-wide state (the environment, the process's shared GPU context) or
//! measures the process (its peak memory) re-runs this binary with its own name as an exact
//! filter: the child runs that test alone, and the parent checks that it ran and passed.
//!
//! ```ignore
//! #[test]
//! fn a_test() {
//!     let name = own_process::name(module_path!(), "a_test");
//!     if !own_process::is_child(&name) {
//!         own_process::run(&name, &[("SOME_VAR", Some("value"))]);
//!         return;
//!     }
//!     // The body, alone in its process.
//! }
//! ```

use std::process::Command;

/// Set in the child to the name of the test it runs.
const CHILD_ENV: &str = "WGMC_TEST_OWN_PROCESS";

/// The name the test harness gives test `function` of module `module_path` (`module_path!()`,
/// whose first part is the crate's name and not part of a test's name).
pub fn name(module_path: &str, function: &str) -> String {
    let module = module_path.split_once("::").map_or("", |(_, m)| m);
    if module.is_empty() {
        function.to_string()
    } else {
        format!("{module}::{function}")
    }
}

/// Whether this process is the child that runs test `name` alone.
pub fn is_child(name: &str) -> bool {
    std::env::var(CHILD_ENV).is_ok_and(|v| v == name)
}

/// Runs test `name` alone in a new process of this test binary, with `env` changed (a value
/// sets a variable, `None` removes it), and relays its output; panics unless exactly that one
/// test ran and passed.
pub fn run(name: &str, env: &[(&str, Option<&str>)]) {
    let exe = std::env::current_exe().expect("the test binary's path");
    let mut cmd = Command::new(exe);
    cmd.args([name, "--exact", "--nocapture", "--test-threads=1"]).env(CHILD_ENV, name);
    for (var, value) in env {
        match value {
            Some(value) => cmd.env(var, value),
            None => cmd.env_remove(var),
        };
    }
    let out = cmd.output().expect("re-run the test binary");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    print!("{stdout}");
    eprint!("{stderr}");
    // The child's skip notices, said again where `cargo test` shows them.
    for line in stderr.lines().filter_map(|l| l.strip_prefix(super::SKIPPED)) {
        super::say_skipped(line.trim_start().split_once(": ").map_or(line, |(_, why)| why));
    }
    assert!(out.status.success(), "{name} failed in its own process ({})", out.status);
    assert!(stdout.contains("test result: ok. 1 passed"), "{name} did not run in its own process");
}
