//! One MAMS transition of one chain in f64 (the CPU reference): Metropolis-adjusted
//! microcanonical HMC (Robnik, Cohn-Gordon & Seljak 2025).
//!
//! The velocity `u` is a unit vector in whitened coordinates `x = q / σ` (σ² the diagonal
//! inverse metric), drawn afresh (uniform on the sphere) at every transition. The isokinetic
//! ("ESH") dynamics move `x` at unit speed, `dx/dt = u`, and turn `u` towards the gradient
//! `g_x = σ ∘ ∇log p` as `du/dt = (I − u uᵀ) g_x / (d − 1)`. Along a step with a constant
//! gradient this has a closed form: with `e = g_x / |g_x|`, `δ = t |g_x| / (d − 1)`, `ζ = e^−δ`,
//!
//! ```text
//! u' ∝ (1 − ζ)(1 + ζ + (u·e)(1 − ζ)) e + 2ζ u        (then normalised)
//! ΔK = (d − 1) log(cosh δ + (u·e) sinh δ)
//!    = (d − 1) (δ + log1p(−(1 − u·e)(1 − ζ²)/2))
//! ```
//!
//! and `ΔK` is the change of the kinetic energy whose sum with `−log p` the exact flow keeps
//! constant (`dΔK/dt = g_x·u = −d(−log p)/dt`). The integrator is the velocity Verlet
//! splitting (half a velocity update, a full position step, half a velocity update: one
//! gradient per step); the Metropolis test accepts with `min(1, exp(−W))`, `W` the energy
//! error `ΔK − Δlog p` of the whole trajectory. In one dimension the sphere is {−1, +1}: the
//! velocity never turns and ΔK = 0. `shaders/sampler.wgsl` (mode `MODE_MAMS`) runs
//! the same transition in f32 with the same random numbers.

use crate::rng::purpose;

use super::stats::Stat;
use super::transition::{decide, Density, Outcome, Point, Stream, Tuning, MAX_DELTA_H};

/// A unit velocity uniform on the sphere: standard normals (the momentum stream) normalised.
fn velocity(stream: Stream, dim: usize) -> Vec<f64> {
    let mut u: Vec<f64> = (0..dim)
        .map(|i| stream.rng.normals_f64(stream.chain, stream.iteration, purpose::MOMENTUM, (i / 4) as u32)[i % 4])
        .collect();
    let norm = u.iter().map(|x| x * x).sum::<f64>().sqrt();
    u.iter_mut().for_each(|x| *x /= norm);
    u
}

/// Turns the unit velocity `u` by the gradient `g` of the log density (original coordinates)
/// over time `t`: returns the kinetic energy change, NaN where the gradient is not finite.
pub(crate) fn velocity_update(u: &mut [f64], g: &[f64], inv_metric: &[f64], t: f64) -> f64 {
    let d1 = (u.len() - 1) as f64;
    let gx: Vec<f64> = g.iter().zip(inv_metric).map(|(g, m)| g * m.sqrt()).collect();
    let norm = gx.iter().map(|x| x * x).sum::<f64>().sqrt();
    if !norm.is_finite() {
        return f64::NAN;
    }
    // No force; or one dimension, where the velocity is ±1 and cannot turn.
    if norm == 0.0 || d1 == 0.0 {
        return 0.0;
    }
    let ue = (u.iter().zip(&gx).map(|(u, g)| u * g).sum::<f64>() / norm).clamp(-1.0, 1.0);
    let delta = t * norm / d1;
    let zeta = (-delta).exp();
    let one_minus_zeta = -(-delta).exp_m1();
    let along = one_minus_zeta * (1.0 + zeta + ue * one_minus_zeta) / norm;
    u.iter_mut().zip(&gx).for_each(|(u, g)| *u = along * g + 2.0 * zeta * *u);
    let len = u.iter().map(|x| x * x).sum::<f64>().sqrt();
    u.iter_mut().for_each(|x| *x /= len);
    let shrink = 0.5 * (1.0 - ue) * -(-2.0 * delta).exp_m1();
    d1 * (delta + (-shrink).ln_1p())
}

/// One isokinetic velocity Verlet step of size `eps` in place; returns the kinetic energy
/// change.
fn step(d: &dyn Density, z: &mut Point, eps: f64, inv_metric: &[f64]) -> f64 {
    let mut dk = velocity_update(&mut z.p, &z.g, inv_metric, 0.5 * eps);
    for ((q, u), m) in z.q.iter_mut().zip(&z.p).zip(inv_metric) {
        *q += eps * m.sqrt() * u;
    }
    z.logp = d.logp_grad(&z.q, &mut z.g);
    dk += velocity_update(&mut z.p, &z.g, inv_metric, 0.5 * eps);
    dk
}

/// The energy `−log p + ΔK`, +inf where it is not finite or the log density is +inf.
fn energy(logp: f64, dk: f64) -> f64 {
    let h = -logp + dk;
    if h.is_nan() || logp == f64::INFINITY || dk.is_infinite() {
        f64::INFINITY
    } else {
        h
    }
}

/// One MAMS transition of `steps` isokinetic steps from `state`, with a full velocity refresh
/// and a Metropolis test on the energy error. (In one dimension the velocity is ±1 and never
/// turns: the proposal moves `x` by `± steps · ε` and the test is on the log density alone.)
pub fn mams(density: &dyn Density, state: &Point, tuning: Tuning, stream: Stream, steps: u32) -> (Point, Outcome) {
    let m = tuning.inv_metric;
    let mut z = state.clone();
    z.p = velocity(stream, m.len());
    let h0 = energy(state.logp, 0.0);
    let (mut dk, mut h) = (0.0, h0);
    let mut divergent = false;
    let mut taken = 0u32;
    for _ in 0..steps.max(1) {
        dk += step(density, &mut z, tuning.step_size, m);
        taken += 1;
        h = energy(z.logp, dk);
        if h - h0 > MAX_DELTA_H || h.is_infinite() || !z.g.iter().all(|g| g.is_finite()) {
            divergent = true;
            break;
        }
    }
    let accept_prob = if divergent { 0.0 } else { (h0 - h).exp().min(1.0) };
    let mut margin = f64::INFINITY;
    let u = stream.rng.uniforms(stream.chain, stream.iteration, purpose::ACCEPT, 0)[0];
    let accepted = decide(f64::from(u), accept_prob, &mut margin);
    let (next, energy) = if accepted { (z, h) } else { (state.clone(), h0) };
    let mut stats = [0.0; Stat::COUNT];
    stats[Stat::Lp as usize] = next.logp;
    stats[Stat::AcceptStat as usize] = accept_prob;
    stats[Stat::StepSize as usize] = tuning.step_size;
    stats[Stat::NLeapfrog as usize] = f64::from(taken);
    stats[Stat::Divergent as usize] = f64::from(u8::from(divergent));
    stats[Stat::Energy as usize] = energy;
    (next, Outcome { stats, proposal: None, min_margin: margin })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The closed-form velocity update solves the ESH equation: compared with many small
    /// explicit Euler steps of `du/dt = (I − u uᵀ) g / (d − 1)` and `dK/dt = g·u`.
    #[test]
    fn velocity_update_follows_the_esh_flow() {
        let g = [1.5, -0.3, 0.8, 2.0];
        let m = [1.0, 4.0, 0.25, 1.0];
        let mut u = vec![0.1, 0.7, -0.5, 0.2];
        let n = u.iter().map(|x: &f64| x * x).sum::<f64>().sqrt();
        u.iter_mut().for_each(|x| *x /= n);
        let mut exact = u.clone();
        let dk_exact = velocity_update(&mut exact, &g, &m, 0.7);
        let gx: Vec<f64> = g.iter().zip(&m).map(|(g, m)| g * f64::sqrt(*m)).collect();
        let (steps, dt) = (200_000, 0.7 / 200_000.0);
        let mut dk = 0.0;
        for _ in 0..steps {
            let ug: f64 = u.iter().zip(&gx).map(|(u, g)| u * g).sum();
            dk += dt * ug;
            let du: Vec<f64> = u.iter().zip(&gx).map(|(u, g)| (g - ug * u) / 3.0).collect();
            u.iter_mut().zip(du).for_each(|(u, d)| *u += dt * d);
        }
        for (a, b) in exact.iter().zip(&u) {
            assert!((a - b).abs() < 1e-5, "{exact:?} vs {u:?}");
        }
        assert!((dk_exact - dk).abs() < 1e-5, "{dk_exact} vs {dk}");
    }

    /// Reversing the velocity after an update and updating again returns the first velocity,
    /// with the opposite energy change (the flow is reversible).
    #[test]
    fn velocity_update_is_reversible() {
        let g = [0.4, -2.0, 1.1];
        let m = [2.0, 0.5, 1.0];
        let u0 = vec![0.6, 0.0, -0.8];
        let mut u = u0.clone();
        let dk = velocity_update(&mut u, &g, &m, 1.3);
        u.iter_mut().for_each(|x| *x = -*x);
        let back = velocity_update(&mut u, &g, &m, 1.3);
        for (a, b) in u.iter().zip(&u0) {
            assert!((a + b).abs() < 1e-12);
        }
        assert!((dk + back).abs() < 1e-12, "{dk} {back}");
    }
}
