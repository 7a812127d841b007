//! f32 accuracy over big data: logistic regression with N = 500 000 rows and D = 25
//! predictors, GPU log density and gradient against the f64 CPU reference. Sums over the
//! data are compensated (Kahan) in the kernel; this test reports and bounds the error.

mod common;

use common::gpu::{cpu_eval, gpu_eval, gpu_model};
use common::tolerances::{BIG_DATA_GRAD, BIG_DATA_LOGP};

#[test]
fn logistic_regression_500k() {
    let data = common::zoo::synthetic_logistic(500_000, 25, 11);
    let model = common::zoo::logistic_regression(&data);
    let Some(gpu) = gpu_model(&model) else { return };
    let d = model.dim();
    let mut pts = vec![0.0; d];
    pts.extend((0..d).map(|k| (k as f64 - d as f64 / 2.0) * 0.3 * if k == 0 { 0.0 } else { 1.0 }));
    pts.extend((0..d).map(|k| 0.05 * (k as f64 * 1.3).sin()));
    let n = pts.len() / d;
    let (lc, gc) = cpu_eval(&model, &pts);
    let (lg, gg) = gpu_eval(&gpu, n, &pts);
    for i in 0..n {
        let lp_err = (lc[i] - lg[i]).abs() / lc[i].abs();
        let row = i * d..(i + 1) * d;
        let norm = gc[row.clone()].iter().map(|g| g * g).sum::<f64>().sqrt();
        let diff = row.clone().map(|k| (gc[k] - gg[k]).powi(2)).sum::<f64>().sqrt();
        println!("point {i}: logp {:.6} (f64) vs {:.6} (f32): relative error {lp_err:.2e}; gradient relative error (2-norm) {:.2e}", lc[i], lg[i], diff / norm.max(1.0));
        assert!(lp_err <= BIG_DATA_LOGP, "logp relative error {lp_err:e}");
        assert!(diff / norm.max(1.0) <= BIG_DATA_GRAD, "gradient relative error {:e}", diff / norm.max(1.0));
    }
}
