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
//! the same transition in f32 with the same random numbers; it turns the velocity by a step's
//! second half and the next step's first at once (the flow of a constant gradient over
//! `t₁ + t₂`, equal in exact arithmetic), normalised by its length known from `u·e`, so a
//! step passes twice over the coordinates.
//!
//! Optional partial (Langevin) refresh ([`SamplerConfig::mams_partial_refresh`]): between two
//! steps of a trajectory the velocity is refreshed in part, `u ← (u + ν z) / |u + ν z|` with
//! `z` standard normal (the `REFRESH` stream), `ν = sqrt((e^{2ε/L_p} − 1) / d)`, which is the
//! direction of `c u + sqrt(1 − c²) z / √d` with `c = e^{−ε/L_p}`: the velocity forgets
//! itself over a time of about `L_p` (BlackJAX's adjusted MCLMC with `L_proposal_factor`). The
//! Metropolis test stays the one on `W` of the deterministic steps (MALT, Riou-Durand &
//! Vogrinc 2022): the law of `u + ν z` is invariant under the rotations that fix `u`, so the
//! refresh's density `r(u' | u)` depends on `u·u'` alone. Hence it is symmetric, keeps the
//! uniform law on the sphere, and is unchanged when both velocities flip, `r(−u | −u') = r(u' |
//! u)`. The reverse of a proposal path (start from the end with the velocity flipped) meets the
//! same refreshes with the same densities, so their ratio is 1 and the acceptance ratio is the
//! product of the deterministic steps' `e^{−W_k}`: `exp(−Σ ΔK_k + Δlog p)`, the refreshes
//! moving no position. No refresh follows the last step: the next transition draws a fresh
//! velocity, so it would change nothing.
//!
//! [`SamplerConfig::mams_partial_refresh`]: super::SamplerConfig::mams_partial_refresh

use crate::rng::purpose;

use super::transition::{decide, trajectory_stats, Density, Outcome, Point, Stream, Tuning, MAX_DELTA_H};

/// `dim` standard normals of `purpose`, four per counter from index `first`.
fn normals(stream: Stream, purpose: u32, first: u32, dim: usize) -> Vec<f64> {
    (0..dim)
        .map(|i| {
            stream.rng.normals_f64(stream.chain, stream.iteration, purpose, first.wrapping_add((i / 4) as u32))[i % 4]
        })
        .collect()
}

/// Scales `u` to unit length.
fn normalise(u: &mut [f64]) {
    let norm = u.iter().map(|x| x * x).sum::<f64>().sqrt();
    u.iter_mut().for_each(|x| *x /= norm);
}

/// A unit velocity uniform on the sphere: standard normals (the momentum stream) normalised.
fn velocity(stream: Stream, dim: usize) -> Vec<f64> {
    let mut u = normals(stream, purpose::MOMENTUM, 0, dim);
    normalise(&mut u);
    u
}

/// Most partial-refresh noise ν: beyond it the refresh is a full one to f32 precision (and
/// `u + ν z` stays finite in f32).
const MAX_REFRESH_NOISE: f64 = 1e6;

/// The noise ν of the partial refresh with step size `step_size`, Langevin length
/// `langevin_length` (L_p) and `dim` parameters: `sqrt((e^{2ε/L_p} − 1) / d)`, at most
/// [`MAX_REFRESH_NOISE`]; 0 (no refresh) where it is not a positive number.
pub(crate) fn refresh_noise(step_size: f64, langevin_length: f64, dim: usize) -> f64 {
    let nu = ((2.0 * step_size / langevin_length).exp_m1() / dim as f64).sqrt();
    if nu > 0.0 {
        nu.min(MAX_REFRESH_NOISE)
    } else {
        0.0
    }
}

/// The partial refresh after step `step` (from 0) of a trajectory: `u ← (u + ν z) / |u + ν z|`
/// with the refresh stream's normals `z`; nothing at all where `noise` (ν) is 0.
pub(crate) fn refresh(u: &mut [f64], noise: f64, stream: Stream, step: u32) {
    if noise == 0.0 {
        return;
    }
    let groups = u.len().div_ceil(4) as u32;
    let z = normals(stream, purpose::REFRESH, step.wrapping_mul(groups), u.len());
    u.iter_mut().zip(z).for_each(|(u, z)| *u += noise * z);
    normalise(u);
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

/// One MAMS transition of `steps` isokinetic steps from `state`, with a full velocity refresh,
/// a partial one of noise `noise` (ν; 0: none) between steps, and a Metropolis test on the
/// energy error. (In one dimension the velocity is ±1 and never turns: the proposal moves `x`
/// by `± ε` per step, and the test is on the log density alone.)
pub fn mams(
    density: &dyn Density,
    state: &Point,
    tuning: Tuning,
    stream: Stream,
    (steps, noise): (u32, f64),
) -> (Point, Outcome) {
    let m = tuning.inv_metric;
    let mut z = state.clone();
    z.p = velocity(stream, m.len());
    let h0 = energy(state.logp, 0.0);
    let (mut dk, mut h) = (0.0, h0);
    let mut divergent = false;
    let mut taken = 0u32;
    for k in 0..steps.max(1) {
        if k > 0 {
            refresh(&mut z.p, noise, stream, k - 1);
        }
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
    let accepted = decide(stream.uniform(purpose::ACCEPT, 0), accept_prob, &mut margin);
    let (next, energy) = if accepted { (z, h) } else { (state.clone(), h0) };
    let stats = trajectory_stats(&next, accept_prob, tuning.step_size, taken, divergent, energy);
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

    /// A stream for the refresh tests.
    fn stream() -> Stream {
        Stream { rng: crate::rng::Philox::new(42), chain: 3, iteration: 17 }
    }

    /// The refresh keeps the velocity a unit vector, changes it, and draws different normals
    /// after different steps.
    #[test]
    fn refresh_keeps_unit_norm() {
        let mut u = velocity(stream(), 7);
        let start = u.clone();
        refresh(&mut u, 0.3, stream(), 0);
        assert!((u.iter().map(|x| x * x).sum::<f64>() - 1.0).abs() < 1e-12);
        assert!(u.iter().zip(&start).any(|(a, b)| (a - b).abs() > 1e-3), "{u:?}");
        let mut other = start.clone();
        refresh(&mut other, 0.3, stream(), 1);
        assert_ne!(u, other);
    }

    /// ν = 0 leaves the velocity exactly as it was (the option off).
    #[test]
    fn zero_noise_refresh_is_the_identity() {
        let mut u = velocity(stream(), 5);
        let start = u.clone();
        refresh(&mut u, 0.0, stream(), 4);
        assert_eq!(u, start);
    }

    /// ν² d = e^{2ε/L_p} − 1, so that `u + ν z` points as `c u + sqrt(1 − c²) z / √d` with
    /// c = e^{−ε/L_p}; a huge ν is capped, a zero ε gives no refresh.
    #[test]
    fn refresh_noise_decorrelates_over_the_langevin_length() {
        let (eps, lp, d) = (0.3, 2.0, 10);
        let nu = refresh_noise(eps, lp, d);
        let c = f64::exp(-eps / lp);
        assert!((nu - (1.0 - c * c).sqrt() / c / (d as f64).sqrt()).abs() < 1e-12, "{nu}");
        assert_eq!(refresh_noise(1e3, 1e-3, 1), MAX_REFRESH_NOISE);
        assert_eq!(refresh_noise(0.0, 1.0, 3), 0.0);
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
