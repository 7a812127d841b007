//! One MCMC transition of one chain in f64 (the CPU reference): multinomial NUTS and static HMC.
//!
//! `shaders/sampler.wgsl` runs the same algorithms in f32 with the same random numbers, drawn
//! at the same counters, and takes the same decisions in the same order.

use crate::rng::{purpose, Philox};

use super::stats::Stat;

/// An energy error above this marks a divergent transition (Stan's default).
pub const MAX_DELTA_H: f64 = 1000.0;

/// The log density and gradient a transition needs: returns the log density, or NaN when it
/// cannot be evaluated (treated as a divergence).
pub trait Density {
    /// Log density at `q`, gradient into `grad`; NaN when not evaluable.
    fn logp_grad(&self, q: &[f64], grad: &mut [f64]) -> f64;
}

/// A point of the trajectory: position, momentum, gradient and log density.
#[derive(Debug, Clone)]
pub struct Point {
    pub q: Vec<f64>,
    pub p: Vec<f64>,
    pub g: Vec<f64>,
    pub logp: f64,
}

/// The per-iteration settings of one chain.
#[derive(Debug, Clone, Copy)]
pub struct Tuning<'a> {
    pub step_size: f64,
    /// Diagonal inverse metric.
    pub inv_metric: &'a [f64],
}

/// What one transition reports besides the new state.
#[derive(Debug, Clone, Default)]
pub struct Outcome {
    pub stats: [f64; Stat::COUNT],
    /// HMC only: the end of the trajectory before accept/reject, and its acceptance probability
    /// (ChEES adaptation).
    pub proposal: Option<(Vec<f64>, Vec<f64>, f64)>,
    /// The smallest gap, on a log scale, between a random number and the threshold it was
    /// compared with: decisions closer than rounding may differ between f32 and f64.
    pub min_margin: f64,
}

/// The random streams of one chain at one iteration.
#[derive(Debug, Clone, Copy)]
pub struct Stream {
    pub rng: Philox,
    pub chain: u32,
    pub iteration: u32,
}

/// Index offset of the tree-merge uniforms within the ACCEPT purpose (below it: leaf uniforms).
pub const TREE_MERGE_INDEX: u32 = 1 << 20;

impl Stream {
    fn uniform(&self, purpose: u32, index: u32) -> f64 {
        f64::from(self.rng.uniforms(self.chain, self.iteration, purpose, index)[0])
    }

    /// Momentum ~ N(0, M), M = 1 / inv_metric.
    fn momentum(&self, inv_metric: &[f64]) -> Vec<f64> {
        let mut p = Vec::with_capacity(inv_metric.len());
        for (i, m) in inv_metric.iter().enumerate() {
            let z = self.rng.normals_f64(self.chain, self.iteration, purpose::MOMENTUM, (i / 4) as u32)[i % 4];
            p.push(z / m.sqrt());
        }
        p
    }
}

fn kinetic(p: &[f64], inv_metric: &[f64]) -> f64 {
    0.5 * p.iter().zip(inv_metric).map(|(p, m)| p * p * m).sum::<f64>()
}

/// One leapfrog step of size `eps` (negative: backwards) in place.
fn leapfrog(d: &dyn Density, z: &mut Point, eps: f64, inv_metric: &[f64]) {
    for ((p, g), (q, m)) in z.p.iter_mut().zip(&z.g).zip(z.q.iter_mut().zip(inv_metric)) {
        *p += 0.5 * eps * g;
        *q += eps * m * *p;
    }
    z.logp = d.logp_grad(&z.q, &mut z.g);
    for (p, g) in z.p.iter_mut().zip(&z.g) {
        *p += 0.5 * eps * g;
    }
}

/// The Hamiltonian, +inf where the log density or gradient is not finite.
fn hamiltonian(z: &Point, inv_metric: &[f64]) -> f64 {
    let h = -z.logp + kinetic(&z.p, inv_metric);
    if h.is_nan() || z.logp == f64::INFINITY || !z.g.iter().all(|g| g.is_finite()) {
        f64::INFINITY
    } else {
        h
    }
}

fn log_sum_exp(a: f64, b: f64) -> f64 {
    let m = a.max(b);
    if m == f64::NEG_INFINITY {
        m
    } else {
        m + ((a - m).exp() + (b - m).exp()).ln()
    }
}

/// Stan's no-U-turn criterion between two ends: both sharp momenta point along `rho`.
fn no_u_turn(p_sharp_minus: &[f64], p_sharp_plus: &[f64], rho: &[f64]) -> bool {
    let dot = |a: &[f64]| a.iter().zip(rho).map(|(a, r)| a * r).sum::<f64>();
    dot(p_sharp_plus) > 0.0 && dot(p_sharp_minus) > 0.0
}

fn sharp(p: &[f64], inv_metric: &[f64]) -> Vec<f64> {
    p.iter().zip(inv_metric).map(|(p, m)| p * m).collect()
}

fn plus(a: &[f64], b: &[f64]) -> Vec<f64> {
    a.iter().zip(b).map(|(a, b)| a + b).collect()
}

fn minus(a: &[f64], b: &[f64]) -> Vec<f64> {
    a.iter().zip(b).map(|(a, b)| a - b).collect()
}

/// Records `u < threshold` and how close it was.
pub(super) fn decide(u: f64, threshold: f64, margin: &mut f64) -> bool {
    if threshold.is_finite() && threshold > 0.0 {
        *margin = margin.min((u.ln() - threshold.ln()).abs());
    }
    u < threshold
}

/// Checkpoints of the subtree being built, per merge level k (block of 2^k leaves): the momentum
/// of the block's first leaf, the subtree momentum sum before it, and the momentum of the last
/// leaf of its left half.
struct Checkpoints {
    first_p: Vec<Vec<f64>>,
    sum_before: Vec<Vec<f64>>,
    left_last_p: Vec<Vec<f64>>,
}

/// The U-turn checks of a merge at level `k` (Stan's three: the whole block, left half plus the
/// first leaf of the right half, last leaf of the left half plus the right half), at the leaf
/// with momentum `p` that completes the block; `sum` is the subtree momentum sum so far.
fn merge_persists(ck: &Checkpoints, k: usize, p: &[f64], sum: &[f64], inv_metric: &[f64]) -> bool {
    let (right_first, right_before) =
        if k == 1 { (p.to_vec(), minus(sum, p)) } else { (ck.first_p[k - 1].clone(), ck.sum_before[k - 1].clone()) };
    let first_sharp = sharp(&ck.first_p[k], inv_metric);
    let end_sharp = sharp(p, inv_metric);
    let whole = minus(sum, &ck.sum_before[k]);
    let left_plus = minus(&plus(&right_before, &right_first), &ck.sum_before[k]);
    let right_plus = plus(&ck.left_last_p[k], &minus(sum, &right_before));
    no_u_turn(&first_sharp, &end_sharp, &whole)
        && no_u_turn(&first_sharp, &sharp(&right_first, inv_metric), &left_plus)
        && no_u_turn(&sharp(&ck.left_last_p[k], inv_metric), &end_sharp, &right_plus)
}

/// A subtree's result: its momentum sum, log weight, proposal, and whether it stays valid.
struct Subtree {
    sum: Vec<f64>,
    first_p: Vec<f64>,
    log_weight: f64,
    proposal: Point,
    valid: bool,
}

/// The state of a NUTS trajectory being built.
struct Trajectory<'a> {
    density: &'a dyn Density,
    tuning: Tuning<'a>,
    stream: Stream,
    h0: f64,
    n_leapfrog: u32,
    sum_metro: f64,
    divergent: bool,
    margin: f64,
}

impl Trajectory<'_> {
    /// Builds 2^depth leaves from `end` in direction `dir` (leaf by leaf, with Stan's merge checks).
    fn subtree(&mut self, end: &mut Point, depth: usize, dir: f64) -> Subtree {
        let m = self.tuning.inv_metric;
        let dim = m.len();
        let mut ck = Checkpoints {
            first_p: vec![Vec::new(); depth + 1],
            sum_before: vec![Vec::new(); depth + 1],
            left_last_p: vec![Vec::new(); depth + 1],
        };
        let mut sub = Subtree {
            sum: vec![0.0; dim],
            first_p: Vec::new(),
            log_weight: f64::NEG_INFINITY,
            proposal: end.clone(),
            valid: true,
        };
        for n in 0..(1usize << depth) {
            leapfrog(self.density, end, dir * self.tuning.step_size, m);
            let leaf = self.n_leapfrog;
            self.n_leapfrog += 1;
            let h = hamiltonian(end, m);
            if h - self.h0 > MAX_DELTA_H {
                self.divergent = true;
            }
            let w = self.h0 - h;
            self.sum_metro += if w > 0.0 { 1.0 } else { w.exp() };
            let total = log_sum_exp(sub.log_weight, w);
            let u = self.stream.uniform(purpose::ACCEPT, leaf);
            if n == 0 || decide(u, (w - total).exp(), &mut self.margin) {
                sub.proposal = end.clone();
            }
            sub.log_weight = total;
            if self.divergent {
                sub.valid = false;
                return sub;
            }
            if n == 0 {
                sub.first_p = end.p.clone();
            }
            for k in 1..=depth {
                if n % (1 << k) == 0 {
                    ck.first_p[k] = end.p.clone();
                    ck.sum_before[k] = sub.sum.clone();
                }
            }
            sub.sum = plus(&sub.sum, &end.p);
            let completed = (n + 1).trailing_zeros() as usize;
            for k in 1..=completed.min(depth) {
                if !merge_persists(&ck, k, &end.p, &sub.sum, m) {
                    sub.valid = false;
                    return sub;
                }
            }
            if completed < depth {
                ck.left_last_p[completed + 1] = end.p.clone();
            }
        }
        sub
    }
}

/// One multinomial NUTS transition from `state` (Stan's algorithm, iterative): returns the
/// new state and the transition's statistics.
pub fn nuts(density: &dyn Density, state: &Point, tuning: Tuning, stream: Stream, max_depth: u32) -> (Point, Outcome) {
    let m = tuning.inv_metric;
    let mut start = state.clone();
    start.p = stream.momentum(m);
    let h0 = hamiltonian(&start, m);
    let mut t = Trajectory {
        density,
        tuning,
        stream,
        h0,
        n_leapfrog: 0,
        sum_metro: 0.0,
        divergent: false,
        margin: f64::INFINITY,
    };
    let (mut fwd, mut bck) = (start.clone(), start.clone());
    let mut sample = start.clone();
    let mut rho = start.p.clone();
    let mut log_sum_weight = 0.0;
    let mut depth = 0u32;
    while depth < max_depth {
        let forward = stream.uniform(purpose::DIRECTION, depth) > 0.5;
        let (end, far) = if forward { (&mut fwd, &bck) } else { (&mut bck, &fwd) };
        let near_p = end.p.clone();
        let dir = if forward { 1.0 } else { -1.0 };
        let sub = t.subtree(end, depth as usize, dir);
        if !sub.valid {
            break;
        }
        depth += 1;
        let u = stream.uniform(purpose::ACCEPT, TREE_MERGE_INDEX + depth - 1);
        if sub.log_weight > log_sum_weight || decide(u, (sub.log_weight - log_sum_weight).exp(), &mut t.margin) {
            sample = sub.proposal.clone();
        }
        log_sum_weight = log_sum_exp(log_sum_weight, sub.log_weight);
        let far_sharp = sharp(&far.p, m);
        let end_sharp = sharp(&end.p, m);
        let total = plus(&rho, &sub.sum);
        let persist = no_u_turn(&far_sharp, &end_sharp, &total)
            && no_u_turn(&far_sharp, &sharp(&sub.first_p, m), &plus(&rho, &sub.first_p))
            && no_u_turn(&sharp(&near_p, m), &end_sharp, &plus(&near_p, &sub.sum));
        rho = total;
        if !persist {
            break;
        }
    }
    let n = t.n_leapfrog.max(1);
    let mut stats = [0.0; Stat::COUNT];
    stats[Stat::Lp as usize] = sample.logp;
    stats[Stat::AcceptStat as usize] = t.sum_metro / f64::from(n);
    stats[Stat::StepSize as usize] = tuning.step_size;
    stats[Stat::TreeDepth as usize] = f64::from(depth);
    stats[Stat::NLeapfrog as usize] = f64::from(t.n_leapfrog);
    stats[Stat::Divergent as usize] = f64::from(u8::from(t.divergent));
    stats[Stat::Energy as usize] = -sample.logp + kinetic(&sample.p, m);
    (sample, Outcome { stats, proposal: None, min_margin: t.margin })
}

/// Number of leapfrog steps of a (possibly jittered) static HMC trajectory of `steps` steps:
/// with jitter, uniform on 1..=steps (`1 + floor(w steps / 2^32)` of a random word `w`, exact in
/// integers on both backends).
pub fn hmc_steps(stream: Stream, steps: u32, jitter: bool) -> u32 {
    let steps = steps.max(1);
    if !jitter {
        return steps;
    }
    let w = stream.rng.words(stream.chain, stream.iteration, purpose::JITTER, 0)[0];
    1 + ((u64::from(w) * u64::from(steps)) >> 32) as u32
}

/// One static HMC transition of `steps` leapfrog steps with a Metropolis correction.
pub fn hmc(density: &dyn Density, state: &Point, tuning: Tuning, stream: Stream, steps: u32) -> (Point, Outcome) {
    let m = tuning.inv_metric;
    let mut z = state.clone();
    z.p = stream.momentum(m);
    let h0 = hamiltonian(&z, m);
    let mut divergent = false;
    let mut h = h0;
    let mut taken = 0u32;
    for _ in 0..steps {
        leapfrog(density, &mut z, tuning.step_size, m);
        taken += 1;
        h = hamiltonian(&z, m);
        if h - h0 > MAX_DELTA_H || h.is_infinite() {
            divergent = true;
            break;
        }
    }
    let accept_prob = if divergent { 0.0 } else { (h0 - h).exp().min(1.0) };
    let mut margin = f64::INFINITY;
    let u = stream.uniform(purpose::ACCEPT, 0);
    let accepted = decide(u, accept_prob, &mut margin);
    let proposal = Some((z.q.clone(), z.p.clone(), accept_prob));
    let (next, energy) = if accepted { (z, h) } else { (state.clone(), h0) };
    let mut stats = [0.0; Stat::COUNT];
    stats[Stat::Lp as usize] = next.logp;
    stats[Stat::AcceptStat as usize] = accept_prob;
    stats[Stat::StepSize as usize] = tuning.step_size;
    stats[Stat::TreeDepth as usize] = 0.0;
    stats[Stat::NLeapfrog as usize] = f64::from(taken);
    stats[Stat::Divergent as usize] = f64::from(u8::from(divergent));
    stats[Stat::Energy as usize] = energy;
    (next, Outcome { stats, proposal, min_margin: margin })
}
