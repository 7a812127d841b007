//! Without a usable adapter, `Auto` falls back to the CPU backend (with a warning) and an
//! explicit GPU request stops with a clear error. The adapter is hidden by asking for one
//! that does not exist; the process's GPU context is made once, so the test runs in processes
//! of its own (`common::own_process`): one without `WGMC_REQUIRE_GPU`, one with it set.

use crate::common;

use common::own_process;
use wgmc::{BackendRequest, Evaluator, ADAPTER_ENV, REQUIRE_GPU_ENV};

const NO_SUCH_ADAPTER: &str = "no-such-adapter-in-this-machine";

#[test]
fn falls_back_to_cpu_or_stops_with_a_clear_error() {
    let name = own_process::name(module_path!(), "falls_back_to_cpu_or_stops_with_a_clear_error");
    if !own_process::is_child(&name) {
        own_process::run(&name, &[(ADAPTER_ENV, Some(NO_SUCH_ADAPTER)), (REQUIRE_GPU_ENV, None)]);
        own_process::run(&name, &[(ADAPTER_ENV, Some(NO_SUCH_ADAPTER)), (REQUIRE_GPU_ENV, Some("1"))]);
        return;
    }
    let model = common::zoo::eight_schools_noncentered();
    if wgmc::gpu_required() {
        let err = Evaluator::new(&model, BackendRequest::Auto).expect_err("required").to_string();
        assert!(err.contains("no GPU adapter"), "{err}");
        return;
    }
    let auto = Evaluator::new(&model, BackendRequest::Auto).expect("falls back");
    assert!(!auto.is_gpu());
    assert_eq!(auto.description(), "CPU reference (f64)");
    let err = Evaluator::new(&model, BackendRequest::Gpu).expect_err("no such adapter").to_string();
    assert!(err.contains("no GPU adapter") && err.contains(NO_SUCH_ADAPTER), "{err}");
}
