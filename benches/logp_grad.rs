//! Criterion benchmarks: batched log density + gradient throughput of each benchmark model, CPU reference and GPU, 1 to 65 536 chains.
//!
//! Ids are `cpu_<model>/<chains>` and `gpu_<model>/<chains>` (one lane per chain), and for
//! models with a data plate `gpu_rows_<model>/<chains>` at 1, 4 and 16 chains (the rows layout
//! with the lanes per chain that `Layout::Rows(None)` picks; it prints them), with
//! `Throughput::Elements(chains)`
//! (criterion reports evaluations per second); `cargo bench --bench logp_grad -- gpu_eight`
//! runs the ids matching a regex. The models are those of `benches/suite.json` (the Stan
//! programs and data of `tests/fixtures/benchmarks/`), each compiled with `compile_stan`. Points
//! are seeded uniform(−1, 1) on the unconstrained scale, chain k's point the same for every
//! chain count. The GPU call uploads the points, dispatches, and maps the readback buffer
//! (which waits for the queue), all inside the timed closure. Each call is checked once for
//! an error before it is timed.
//!
//! To stay within minutes on a small machine: 10 samples of equal iteration counts, 1 s of
//! warm-up and 2 s of measurement per id (flags such as `--sample-size` override), and
//! - `logistic_regression_500k` stops at 1 024 chains on the GPU and at 1 chain on the CPU
//!   reference, and is skipped when its data has not been generated
//!   (`python3 tests/fixtures/benchmarks/gen_logistic_500k.py`): one call evaluates chains ×
//!   500 000 rows × 25 predictors, about 2.6·10¹¹ multiply-adds (forward and backward) at
//!   16 384 chains: many minutes per call on two CPU cores, for each of the ~11 calls an id
//!   takes (and a 100 MB data set loaded and uploaded besides); the CPU reference runs under
//!   one evaluation per second, so 64 chains would take 15 minutes an id;
//! - other models whose data file exceeds 1 MB (`logistic_regression`, 10 000 rows) also stop
//!   at 1 024 chains unless `WGMC_BENCH_FULL=1` (one call at 65 536 chains takes minutes on two
//!   cores).

use std::path::Path;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use anyhow::{Context, Result};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode, Throughput};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use wgmc::bench::{LoadedModel, ModelSpec, Suite};
use wgmc::{plate_rows, CpuModel, GpuContext, GpuModel, KernelShape, Layout};

/// Chain counts of every model.
const CHAINS: [usize; 6] = [1, 4, 64, 1024, 16_384, 65_536];
/// Chain counts of the rows layout (few chains, many lanes each).
const ROWS_CHAINS: [usize; 3] = [1, 4, 16];
/// The most chains of the 500 000-row logistic regression on the GPU (see the file's doc).
const MAX_CHAINS_500K_GPU: usize = 1024;
/// The same on the CPU reference.
const MAX_CHAINS_500K_CPU: usize = 1;
/// Data files above this size limit a model to 1 024 chains unless `WGMC_BENCH_FULL=1`.
const BIG_DATA_BYTES: u64 = 1 << 20;
const SEED: u64 = 20_240_103;

fn suite() -> Result<Suite> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/suite.json");
    Ok(Suite::from_file(&path)?)
}

/// The chain counts benchmarked for a model on the GPU (`cpu` false) or the CPU reference.
fn chain_counts(spec: &ModelSpec, cpu: bool) -> Vec<usize> {
    let full = std::env::var("WGMC_BENCH_FULL").is_ok_and(|v| !v.is_empty() && v != "0");
    let data_bytes = spec.data.as_ref().and_then(|p| std::fs::metadata(p).ok()).map_or(0, |m| m.len());
    let max = if spec.name == "logistic_regression_500k" {
        if cpu {
            MAX_CHAINS_500K_CPU
        } else {
            MAX_CHAINS_500K_GPU
        }
    } else if data_bytes > BIG_DATA_BYTES && !full {
        1024
    } else {
        usize::MAX
    };
    CHAINS.into_iter().filter(|&c| c <= max).collect()
}

/// `n` points of `dim` coordinates, uniform on the open interval (−1, 1), seeded.
fn points(n: usize, dim: usize) -> Vec<f64> {
    let mut rng = ChaCha8Rng::seed_from_u64(SEED);
    (0..n * dim)
        .map(|_| loop {
            let x: f64 = rng.random_range(-1.0..1.0);
            if x > -1.0 {
                break x;
            }
        })
        .collect()
}

fn gpu_context() -> Option<Arc<GpuContext>> {
    static CTX: OnceLock<Option<Arc<GpuContext>>> = OnceLock::new();
    CTX.get_or_init(|| match GpuContext::shared() {
        Ok(ctx) => {
            eprintln!("logp_grad: GPU adapter {}", ctx.adapter());
            Some(ctx)
        }
        Err(e) => {
            eprintln!("logp_grad: skipping the gpu_* benchmarks: {e}");
            None
        }
    })
    .clone()
}

fn bench_model(c: &mut Criterion, spec: &ModelSpec) -> Result<()> {
    let model: LoadedModel = spec.load().with_context(|| format!("model {}", spec.name))?;
    let m = model.stan.model();
    let dim = m.dim();
    let counts = chain_counts(spec, false);
    let most = counts.iter().copied().max().unwrap_or(1);
    let pts = points(most, dim);
    let (mut lp, mut grad) = (vec![0.0; most], vec![0.0; most * dim]);

    let cpu = CpuModel::new(m);
    let mut group = c.benchmark_group(format!("cpu_{}", spec.name));
    group.sampling_mode(SamplingMode::Flat);
    for n in chain_counts(spec, true) {
        group.throughput(Throughput::Elements(n as u64));
        group.bench_function(BenchmarkId::from_parameter(n), |b| {
            let (x, l, g) = (&pts[..n * dim], &mut lp[..n], &mut grad[..n * dim]);
            if let Err(e) = cpu.batch_log_density_gradient(x, l, g) {
                panic!("cpu_{}/{n}: {e}", spec.name);
            }
            b.iter(|| cpu.batch_log_density_gradient(std::hint::black_box(x), l, g))
        });
    }
    group.finish();

    let Some(ctx) = gpu_context() else { return Ok(()) };
    let shapes = |n: usize| match Layout::Rows(None).shape(m, n, &ctx) {
        Ok(shape) => shape,
        Err(e) => panic!("{}: {e}", spec.name),
    };
    let mut runs: Vec<(String, Vec<(usize, KernelShape)>)> =
        vec![(format!("gpu_{}", spec.name), counts.iter().map(|&n| (n, KernelShape::LANES)).collect())];
    if plate_rows(m.gradient_program()).is_some() {
        runs.push((format!("gpu_rows_{}", spec.name), ROWS_CHAINS.iter().map(|&n| (n, shapes(n))).collect()));
    }
    for (name, cases) in runs {
        bench_gpu(c, &ctx, m, &name, &cases, &pts, (&mut lp, &mut grad));
    }
    Ok(())
}

/// The group `name` of GPU ids, `(chains, kernel shape)` per id; each shape is compiled at the
/// first id that the filter selects, not before.
fn bench_gpu(
    c: &mut Criterion,
    ctx: &Arc<GpuContext>,
    m: &wgmc::Model,
    name: &str,
    cases: &[(usize, KernelShape)],
    pts: &[f64],
    (lp, grad): (&mut [f64], &mut [f64]),
) {
    let dim = m.dim();
    let mut compiled: Vec<(KernelShape, GpuModel)> = Vec::new();
    let mut group = c.benchmark_group(name);
    group.sampling_mode(SamplingMode::Flat);
    for &(n, shape) in cases {
        group.throughput(Throughput::Elements(n as u64));
        group.bench_function(BenchmarkId::from_parameter(n), |b| {
            if !compiled.iter().any(|(s, _)| *s == shape) {
                match GpuModel::with_shape(Arc::clone(ctx), m, shape) {
                    Ok(g) => compiled.push((shape, g)),
                    Err(e) => panic!("{name}: the kernel ({shape}) does not compile: {e}"),
                }
                eprintln!("{name}: kernel layout {shape} from {n} chains on");
            }
            let gpu = &compiled.iter().find(|(s, _)| *s == shape).expect("compiled above").1;
            let (x, l, g) = (&pts[..n * dim], &mut lp[..n], &mut grad[..n * dim]);
            if let Err(e) = gpu.batch_log_density_gradient(x, l, g) {
                panic!("{name}/{n}: {e}");
            }
            b.iter(|| gpu.batch_log_density_gradient(std::hint::black_box(x), l, g))
        });
    }
    group.finish();
}

fn logp_grad(c: &mut Criterion) {
    let suite = match suite() {
        Ok(s) => s,
        Err(e) => {
            eprintln!("logp_grad: cannot read the suite: {e:#}");
            return;
        }
    };
    for spec in &suite.models {
        if let Some(data) = spec.data.as_ref().filter(|d| !d.exists()) {
            let hint = spec.generate.as_deref().unwrap_or("generate it");
            eprintln!("logp_grad: skipping {}: data missing ({}); run `{hint}`", spec.name, data.display());
            continue;
        }
        if let Err(e) = bench_model(c, spec) {
            eprintln!("logp_grad: skipping {}: {e:#}", spec.name);
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2));
    targets = logp_grad
}
criterion_main!(benches);
