//! Batched GPU evaluation for any number of points: 1, 63, 64, 65, 10^6, and batches split
//! over several dispatches give the same values as one dispatch.

use crate::common;

use common::gpu::{cpu_eval, gpu_eval, gpu_model};
use common::tolerances::{gpu_grad_tolerance, GPU_LOGP};

fn points(n: usize, d: usize) -> Vec<f64> {
    (0..n * d).map(|k| ((k as u64 * 2_654_435_761) % 4001) as f64 / 1000.0 - 2.0).collect()
}

fn check_rows(model: &wgmc::Model, pts: &[f64], lg: &[f64], gg: &[f64]) {
    let d = model.dim();
    let (lc, gc) = cpu_eval(model, pts);
    for i in 0..lc.len() {
        assert!((lc[i] - lg[i]).abs() <= GPU_LOGP * lc[i].abs().max(1.0), "point {i}: {} vs {}", lc[i], lg[i]);
        let scale = gc[i * d..(i + 1) * d].iter().fold(1f64, |m, g| m.max(g.abs()));
        for k in i * d..(i + 1) * d {
            assert!(
                (gc[k] - gg[k]).abs() <= gpu_grad_tolerance(lc[i]) * scale,
                "point {i} component {}: {} vs {}",
                k - i * d,
                gc[k],
                gg[k]
            );
        }
    }
}

#[test]
fn any_batch_size() {
    let model = common::zoo::eight_schools_noncentered();
    let Some(gpu) = gpu_model(&model) else { return };
    for n in [1, 63, 64, 65, 1000] {
        let pts = points(n, model.dim());
        let (lg, gg) = gpu_eval(&gpu, n, &pts);
        check_rows(&model, &pts, &lg, &gg);
    }
}

#[test]
fn a_million_points() {
    let model = common::zoo::eight_schools_noncentered();
    let Some(gpu) = gpu_model(&model) else { return };
    let n = 1_000_000;
    let d = model.dim();
    let pts = points(n, d);
    let (lg, gg) = gpu_eval(&gpu, n, &pts);
    let sample: Vec<usize> = (0..n).step_by(9973).chain([n - 1]).collect();
    let sub_pts: Vec<f64> = sample.iter().flat_map(|&i| pts[i * d..(i + 1) * d].to_vec()).collect();
    let sub_lg: Vec<f64> = sample.iter().map(|&i| lg[i]).collect();
    let sub_gg: Vec<f64> = sample.iter().flat_map(|&i| gg[i * d..(i + 1) * d].to_vec()).collect();
    check_rows(&model, &sub_pts, &sub_lg, &sub_gg);
}

#[test]
fn split_dispatches_equal_one_dispatch() {
    let model = common::zoo::radon();
    let Some(whole) = gpu_model(&model) else { return };
    let mut split = gpu_model(&model).expect("a GPU exists");
    split.limit_lanes_per_dispatch(100);
    let n = 1001;
    let pts = points(n, model.dim());
    let (l1, g1) = gpu_eval(&whole, n, &pts);
    let (l2, g2) = gpu_eval(&split, n, &pts);
    assert_eq!(l1.iter().map(|x| x.to_bits()).collect::<Vec<_>>(), l2.iter().map(|x| x.to_bits()).collect::<Vec<_>>());
    assert_eq!(g1.iter().map(|x| x.to_bits()).collect::<Vec<_>>(), g2.iter().map(|x| x.to_bits()).collect::<Vec<_>>());
    check_rows(&model, &pts[..20 * model.dim()], &l1[..20], &g1[..20 * model.dim()]);
}

/// A plate of 600 000 rows needs 75 000 loop iterations even unrolled by 8: more than Mesa 22's
/// llvmpipe allows one invocation. Where the driver limits loops (the context's probe says so),
/// the evaluation must fail with a clear error rather than return a truncated sum; elsewhere it
/// must be right.
#[test]
fn exhausted_loop_budget_is_an_error_not_a_wrong_answer() {
    let n = 600_000;
    let mut data = wgmc::DataSet::new();
    data.insert_real("y", vec![n], vec![0.5; n]).unwrap();
    let mut b = wgmc::ModelBuilder::new(&data);
    let y = b.data("y", wgmc::Type::vector(n)).unwrap();
    let mu = b.param("mu", wgmc::Type::REAL);
    b.target(wgmc::lpdf(wgmc::Dist::Normal, vec![y.into(), mu.into(), 1.0.into()]));
    let model = b.build().unwrap();
    let Some(gpu) = gpu_model(&model) else { return };
    let (mut lp, mut g) = (vec![0.0; 1], vec![0.0; 1]);
    let result = gpu.batch_log_density_gradient(&[0.5], &mut lp, &mut g);
    let limit = gpu.context().loop_limit().expect("the loop probe runs");
    if let Some(limit) = limit {
        assert!(limit < 75_000, "a limit of {limit} iterations would not stop this loop");
        let err = result.expect_err("the driver stops the loop early").to_string();
        assert!(err.contains("stopped the kernel's loops early"), "{err}");
    } else {
        result.expect("drivers without a loop limit run long loops");
        let want = -0.918_938_533_204_672_8 * n as f64;
        assert!((lp[0] - want).abs() <= GPU_LOGP * want.abs(), "{} vs {want}", lp[0]);
    }
}
