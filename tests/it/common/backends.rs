//! One test body, run on both backends: `backend_test!(name, |eval, tol| { ... })` defines
//! `name::cpu` and `name::gpu`, each calling the body with a closure that compiles a model
//! for that backend (returning `None` when the GPU test is skipped, see [`super::gpu`]) and
//! the backend's tolerances.

use wgmc::{BackendRequest, Evaluator, Model};

use super::tolerances::{gpu_grad_tolerance, GPU_LOGP};

/// Tolerances of one backend.
#[derive(Debug, Clone, Copy)]
pub struct Tolerance {
    /// Relative to max(1, |logp|).
    pub logp: f64,
    /// Relative to max(1, ‖gradient‖∞); depends on |logp| on the GPU.
    pub grad_base: f64,
    /// Whether this is the f32 GPU backend.
    pub gpu: bool,
}

impl Tolerance {
    /// The f64 CPU reference: a few ulps of the largest term.
    pub const CPU: Tolerance = Tolerance { logp: 1e-12, grad_base: 1e-10, gpu: false };
    /// The f32 GPU backend.
    pub const GPU: Tolerance = Tolerance { logp: GPU_LOGP, grad_base: 0.0, gpu: true };

    /// Whether `got` is within tolerance of the exact log density `want`.
    pub fn logp_ok(&self, got: f64, want: f64) -> bool {
        (got - want).abs() <= self.logp * want.abs().max(1.0)
    }

    /// Whether the gradient `got` is within tolerance of `want` at a point of log density `logp`.
    pub fn grad_ok(&self, got: &[f64], want: &[f64], logp: f64) -> bool {
        let scale = want.iter().fold(1f64, |m, g| m.max(g.abs()));
        let rel = if self.gpu { gpu_grad_tolerance(logp) } else { self.grad_base };
        got.iter().zip(want).all(|(a, b)| (a - b).abs() <= rel * scale)
    }
}

/// Compiles a model for the CPU backend.
pub fn cpu(model: &Model) -> Option<Evaluator> {
    Some(Evaluator::new(model, BackendRequest::Cpu).expect("CPU backend"))
}

/// Compiles a model for the GPU backend, or `None` when skipped.
pub fn gpu(model: &Model) -> Option<Evaluator> {
    super::gpu::gpu_model(model).map(Evaluator::Gpu)
}

/// Log densities and gradients of `points` with an evaluator.
pub fn eval(ev: &Evaluator, dim: usize, points: &[f64]) -> (Vec<f64>, Vec<f64>) {
    let n = points.len() / dim.max(1);
    let (mut lp, mut g) = (vec![0.0; n], vec![0.0; points.len()]);
    ev.batch_log_density_gradient(points, &mut lp, &mut g).expect("evaluation");
    (lp, g)
}

/// Defines `$name::cpu` and `$name::gpu` running `$body` with `$eval` (a model compiler for
/// the backend) and `$tol` (its [`Tolerance`]).
#[macro_export]
macro_rules! backend_test {
    ($name:ident, |$eval:ident, $tol:ident| $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;

            #[test]
            fn cpu() {
                let $eval = common::backends::cpu;
                let $tol = common::backends::Tolerance::CPU;
                $body
            }

            #[test]
            fn gpu() {
                let $eval = common::backends::gpu;
                let $tol = common::backends::Tolerance::GPU;
                $body
            }
        }
    };
}
