//! GPU test policy: a missing adapter fails when `WGMC_REQUIRE_GPU=1` (CI), else the test
//! says it skips (`common::say_skipped`, shown by `cargo test`) and passes; and helpers to evaluate a model on both backends.

use wgmc::{gpu_required, CpuModel, GpuContext, GpuModel, Model};

/// The GPU model, or `None` (after a warning) when no adapter exists and none is required.
pub fn gpu_model(model: &Model) -> Option<GpuModel> {
    let ctx = or_skip(GpuContext::shared())?;
    Some(GpuModel::new(ctx, model).expect("the model compiles for the GPU"))
}

/// The GPU resource `found`, or `None` after a loud warning when it failed and no GPU is
/// required; a failure panics when `WGMC_REQUIRE_GPU=1`.
pub fn or_skip<T, E: std::fmt::Display>(found: Result<T, E>) -> Option<T> {
    match found {
        Ok(found) => Some(found),
        Err(e) if !gpu_required() => {
            super::say_skipped(&format!("no usable GPU ({e}); set WGMC_REQUIRE_GPU=1 to make this fail"));
            None
        }
        Err(e) => panic!("WGMC_REQUIRE_GPU is set but no GPU is usable: {e}"),
    }
}

/// Log densities and gradients of `points` (n × dim) on the CPU reference.
pub fn cpu_eval(model: &Model, points: &[f64]) -> (Vec<f64>, Vec<f64>) {
    let cpu = CpuModel::new(model);
    let n = points.len() / model.dim().max(1);
    let (mut lp, mut g) = (vec![0.0; n], vec![0.0; points.len()]);
    cpu.batch_log_density_gradient(points, &mut lp, &mut g).expect("CPU evaluation");
    (lp, g)
}

/// The same on the GPU.
pub fn gpu_eval(gpu: &GpuModel, n: usize, points: &[f64]) -> (Vec<f64>, Vec<f64>) {
    let (mut lp, mut g) = (vec![0.0; n], vec![0.0; points.len()]);
    gpu.batch_log_density_gradient(points, &mut lp, &mut g).expect("GPU evaluation");
    (lp, g)
}

/// The class of a result: finite, +inf, -inf or NaN.
pub fn class(x: f64) -> &'static str {
    if x.is_nan() {
        "NaN"
    } else if x == f64::INFINITY {
        "+inf"
    } else if x == f64::NEG_INFINITY {
        "-inf"
    } else {
        "finite"
    }
}
