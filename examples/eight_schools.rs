//! Eight schools (non-centred) built with the Rust API: log density and gradient on the f64
//! CPU reference path, checked against finite differences; then the same batch of points on
//! the GPU kernel (falling back to the CPU when no adapter exists) and both throughputs.
//!
//! Run with `cargo run --release --example eight_schools`.

use std::time::Instant;

use anyhow::Result;
use wgmc::{BackendRequest, Constraint, CpuModel, DataSet, Dist, Evaluator, Expr, ModelBuilder, Type};

fn main() -> Result<()> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/data/eight_schools.json");
    let data = DataSet::from_json_file(path)?;
    let mut b = ModelBuilder::new(&data);
    let j = b.data_int("J")? as usize;
    let y = b.data("y", Type::vector(j))?;
    let sigma = b.data("sigma", Type::vector(j))?;
    let mu = b.param("mu", Type::REAL);
    let tau = b.param_constrained("tau", Type::REAL, Constraint::Lower(0.0.into()));
    let theta_tilde = b.param("theta_tilde", Type::vector(j));
    let theta = b.transformed("theta", Type::vector(j), Expr::from(mu) + Expr::from(tau) * Expr::from(theta_tilde));
    b.sample(Dist::Normal, vec![mu.into(), 0.0.into(), 5.0.into()]);
    b.sample(Dist::Cauchy, vec![tau.into(), 0.0.into(), 5.0.into()]);
    b.sample(Dist::Normal, vec![theta_tilde.into(), 0.0.into(), 1.0.into()]);
    b.sample(Dist::Normal, vec![y.into(), theta.into(), sigma.into()]);
    let model = b.build()?;
    let cpu = CpuModel::new(&model);
    println!("eight schools (non-centred): {} unconstrained parameters", model.dim());

    let point: Vec<f64> = (0..model.dim()).map(|i| 0.3 * (i as f64 * 1.7).sin()).collect();
    let mut grad = vec![0.0; model.dim()];
    let logp = cpu.log_density_gradient(&point, &mut grad)?;
    println!("log density at the test point: {logp:.10}");
    println!("{:<16} {:>12} {:>18} {:>18} {:>10}", "parameter", "value", "gradient", "finite diff.", "rel. err");
    let names = model.output_names();
    let constrained = cpu.constrain(&point)?;
    for i in 0..model.dim() {
        let h = 1e-6;
        let (mut up, mut down) = (point.clone(), point.clone());
        up[i] += h;
        down[i] -= h;
        let fd = (cpu.log_density(&up)? - cpu.log_density(&down)?) / (2.0 * h);
        let rel = (grad[i] - fd).abs() / fd.abs().max(1e-12);
        println!("{:<16} {:>12.5} {:>18.10} {:>18.10} {:>10.1e}", names[i], constrained[i], grad[i], fd, rel);
    }

    let chains = 4096;
    let points: Vec<f64> = (0..chains * model.dim()).map(|k| ((k * 7919) % 1000) as f64 / 500.0 - 1.0).collect();
    let cpu_eval = Evaluator::new(&model, BackendRequest::Cpu)?;
    let auto = Evaluator::new(&model, BackendRequest::Auto)?;
    let (cpu_lp, cpu_rate) = throughput(&cpu_eval, &points, chains)?;
    println!("{:<44} {cpu_rate:>12.0} log density + gradient evaluations/s", cpu_eval.description());
    if auto.is_gpu() {
        let (gpu_lp, gpu_rate) = throughput(&auto, &points, chains)?;
        println!("{:<44} {gpu_rate:>12.0} log density + gradient evaluations/s", auto.description());
        let worst = cpu_lp.iter().zip(&gpu_lp).map(|(c, g)| (c - g).abs() / c.abs().max(1.0)).fold(0.0, f64::max);
        println!("largest relative difference of the GPU (f32) log densities from the CPU (f64) ones: {worst:.1e}");
    }
    Ok(())
}

/// Log densities of a batch, and evaluations per second over repeated batches.
fn throughput(ev: &Evaluator, points: &[f64], chains: usize) -> Result<(Vec<f64>, f64)> {
    let dim = points.len() / chains;
    let (mut lp, mut grads) = (vec![0.0; chains], vec![0.0; chains * dim]);
    ev.batch_log_density_gradient(points, &mut lp, &mut grads)?;
    let reps = 20;
    let start = Instant::now();
    for _ in 0..reps {
        ev.batch_log_density_gradient(points, &mut lp, &mut grads)?;
    }
    Ok((lp, (reps * chains) as f64 / start.elapsed().as_secs_f64()))
}
