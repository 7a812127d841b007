//! Without a usable adapter, `Auto` falls back to the CPU backend (with a warning) and an
//! explicit GPU request stops with a clear error. The adapter is hidden by asking for one
//! that does not exist; this file runs as its own process, so the shared context sees it.

use wgmc::{BackendRequest, Evaluator, ADAPTER_ENV, REQUIRE_GPU_ENV};

use crate::common;

#[test]
fn falls_back_to_cpu_or_stops_with_a_clear_error() {
    std::env::set_var(ADAPTER_ENV, "no-such-adapter-in-this-machine");
    std::env::remove_var(REQUIRE_GPU_ENV);
    let model = common::zoo::eight_schools_noncentered();
    let auto = Evaluator::new(&model, BackendRequest::Auto).expect("falls back");
    assert!(!auto.is_gpu());
    assert_eq!(auto.description(), "CPU reference (f64)");
    let err = Evaluator::new(&model, BackendRequest::Gpu).expect_err("no such adapter").to_string();
    assert!(err.contains("no GPU adapter") && err.contains("no-such-adapter-in-this-machine"), "{err}");
    std::env::set_var(REQUIRE_GPU_ENV, "1");
    let err = Evaluator::new(&model, BackendRequest::Auto).expect_err("required").to_string();
    assert!(err.contains("no GPU adapter"), "{err}");
}
