//! f32 accuracy over big data: logistic regression with N = 500 000 rows and D = 25
//! predictors, GPU log density and gradient against the f64 CPU reference, in both kernel
//! layouts. Sums over the data are compensated (Kahan) within blocks of rows and summed as a
//! tree across them; this test reports and bounds the error. And sampling over those rows
//! with 4 chains, where the rows layout spreads each chain over many lanes.

use crate::common;

use common::gpu::{cpu_eval, gpu_eval, gpu_model, or_skip};
use common::tolerances::{BIG_DATA_GRAD, BIG_DATA_LOGP};
use wgmc::{Algorithm, BackendRequest, GpuContext, GpuModel, KernelShape, Layout, Sampler, SamplerConfig, Stat};

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
    let rows = GpuModel::with_shape(gpu.context().clone(), &model, KernelShape::rows(64).unwrap()).unwrap();
    let (lr, gr) = gpu_eval(&rows, n, &pts);
    assert_eq!(lr, lg, "64 lanes per point give the lanes layout's log densities");
    assert_eq!(gr, gg, "and its gradients");
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

/// NUTS over 500 000 rows with 4 chains: the automatic layout spreads each chain over several
/// workgroups (the split layout: one lane of each per chain on a software adapter, several on
/// a hardware GPU), every draw
/// is finite, the chains move, and the draws are bit for bit those of one lane per chain.
#[test]
fn sampling_500k_split_with_four_chains() {
    let Some(ctx) = or_skip(GpuContext::shared()) else { return };
    let data = common::zoo::synthetic_logistic(500_000, 25, 11);
    let model = common::zoo::logistic_regression(&data);
    assert!(Layout::Auto.shape(&model, 4, &ctx).unwrap().groups() > 1, "few chains, big data: split");
    let config = SamplerConfig {
        chains: 4,
        warmup: 6,
        draws: 4,
        seed: 5,
        algorithm: Algorithm::Nuts { max_depth: 5 },
        backend: BackendRequest::Gpu,
        ..SamplerConfig::default()
    };
    let run = |layout| Sampler::new(&model).config(SamplerConfig { layout, ..config.clone() }).run().unwrap();
    let (auto, lanes) = (run(Layout::Auto), run(Layout::Lanes));
    assert!(auto.info().layout.starts_with("split:"), "{}", auto.info().layout);
    println!("layout {}: {} leapfrogs in sampling", auto.info().layout, auto.info().sampling_leapfrogs);
    for i in 0..auto.names().len() {
        assert!(auto.values(i).iter().all(|v| v.is_finite()), "{} finite", auto.names()[i]);
        assert_eq!(auto.values(i), lanes.values(i), "{}: split and lanes layouts", auto.names()[i]);
    }
    assert_eq!(auto.stat(Stat::Lp), lanes.stat(Stat::Lp));
    let alpha = auto.values(0);
    assert!(alpha.windows(2).any(|w| w[0] != w[1]), "the chains move");
}
