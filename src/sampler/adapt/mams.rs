//! MAMS trajectory length (Robnik, Cohn-Gordon & Seljak 2025, "Metropolis Adjusted
//! Microcanonical Hamiltonian Monte Carlo", section on tuning): first from the posterior's
//! scale, `L = sqrt(Σ σᵢ² / mᵢ)` in the metric's whitened coordinates (σᵢ² the variance of
//! coordinate i, mᵢ the diagonal inverse metric), then from the chains' autocorrelation,
//! `L = 0.4 · mean_i τᵢ`, τᵢ the integrated autocorrelation time of coordinate i in units of
//! integration time (the time the chains integrated per effective sample).
//!
//! Both use what a batch of chains gives for free: the scale is averaged over chains and recent
//! iterations, the autocorrelation times come from the multi-chain effective sample size.

use crate::diagnostics::{ess_mean, Draws};

/// The scale estimate weighs each iteration by at least this (an exponential average over the
/// last ~20 iterations once it has seen that many).
const SCALE_MIN_WEIGHT: f64 = 0.05;
/// The autocorrelation stage records at most this many coordinates (evenly spaced) ...
const ACF_MAX_COORDS: usize = 128;
/// ... of at most this many chains (the first ones): enough for the effective sample sizes,
/// and a bounded memory (8 bytes × coordinates × chains × iterations).
const ACF_MAX_CHAINS: usize = 64;

/// A running estimate of every coordinate's variance over the chains and recent iterations.
#[derive(Debug, Clone)]
pub struct PosteriorScale {
    mean: Vec<f64>,
    second: Vec<f64>,
    updates: usize,
}

impl PosteriorScale {
    pub fn new(dim: usize) -> Self {
        PosteriorScale { mean: vec![0.0; dim], second: vec![0.0; dim], updates: 0 }
    }

    /// Adds one iteration's positions of the chains `c` with `enters[c]` (`q`: every chain's,
    /// `chains × dim`, row-major).
    pub fn add(&mut self, q: &[f64], enters: &[bool], dim: usize) {
        let rows: Vec<&[f64]> = q.chunks(dim.max(1)).zip(enters).filter(|(_, &e)| e).map(|(row, _)| row).collect();
        let chains = rows.len();
        if chains == 0 || rows.iter().any(|row| row.iter().any(|x| !x.is_finite())) {
            return;
        }
        self.updates += 1;
        let w = (1.0 / self.updates as f64).max(SCALE_MIN_WEIGHT);
        for i in 0..dim {
            let (s1, s2) = rows.iter().fold((0.0, 0.0), |(a, b), row| (a + row[i], b + row[i] * row[i]));
            self.mean[i] += w * (s1 / chains as f64 - self.mean[i]);
            self.second[i] += w * (s2 / chains as f64 - self.second[i]);
        }
    }

    /// `sqrt(Σ σᵢ² / mᵢ)` for the diagonal inverse metric `inv_metric`; `None` before any
    /// draw or where the estimate is not positive and finite.
    pub fn length(&self, inv_metric: &[f64]) -> Option<f64> {
        if self.updates == 0 {
            return None;
        }
        let sum: f64 =
            (0..self.mean.len()).map(|i| (self.second[i] - self.mean[i] * self.mean[i]).max(0.0) / inv_metric[i]).sum();
        let l = sum.sqrt();
        (l.is_finite() && l > 0.0).then_some(l)
    }
}

/// The autocorrelation stage's record: some coordinates of some chains over its iterations,
/// and the integration time each iteration took.
#[derive(Debug, Clone)]
pub struct Autocorrelation {
    coords: Vec<usize>,
    chains: usize,
    /// Per iteration: `chains × coords`, row-major.
    rows: Vec<Vec<f64>>,
    /// Per chain: left out of a pooled estimate at some iteration (a straggler, see
    /// `adapt::stragglers`): its draws do not enter the autocorrelation either.
    left_out: Vec<bool>,
    time: f64,
}

impl Autocorrelation {
    /// A record of a run with `chains` chains of `dim` coordinates.
    pub fn new(dim: usize, chains: usize) -> Self {
        let n = dim.min(ACF_MAX_COORDS);
        let coords = (0..n).map(|k| k * dim / n).collect();
        let chains = chains.min(ACF_MAX_CHAINS);
        Autocorrelation { coords, chains, rows: Vec::new(), left_out: vec![false; chains], time: 0.0 }
    }

    /// Adds one iteration: every chain's position (`chains × dim`) after a trajectory of
    /// integration time `time` (steps × step size), and whether each entered the pooled
    /// estimates (`enters`).
    pub fn add(&mut self, q: &[f64], enters: &[bool], dim: usize, time: f64) {
        let row = (0..self.chains).flat_map(|c| self.coords.iter().map(move |&i| q[c * dim + i])).collect();
        self.rows.push(row);
        self.left_out.iter_mut().zip(enters).for_each(|(out, &e)| *out |= !e);
        self.time += time;
    }

    /// `factor · mean_i τᵢ`, `τᵢ = chains · time / ESSᵢ` (per chain, the integration time per
    /// effective draw of coordinate i; the chains never left out), over the coordinates with a finite positive ESS;
    /// `None` without any (too few iterations, constant draws). The authors' factor is 0.4,
    /// from their analysis of Gaussian targets ([`AdaptOptions::mams_length_factor`](super::AdaptOptions)).
    pub fn length(&self, factor: f64) -> Option<f64> {
        let n = self.rows.len();
        let kept: Vec<usize> = (0..self.chains).filter(|&c| !self.left_out[c]).collect();
        let chains = kept.len();
        let mut taus = Vec::with_capacity(self.coords.len());
        let mut values = vec![0.0; chains * n];
        for k in 0..self.coords.len() {
            for (t, row) in self.rows.iter().enumerate() {
                for (j, &c) in kept.iter().enumerate() {
                    values[j * n + t] = row[c * self.coords.len() + k];
                }
            }
            let ess = Draws::new(&values, chains, n).map_or(f64::NAN, |d| ess_mean(&d));
            if ess.is_finite() && ess > 0.0 {
                taus.push(chains as f64 * self.time / ess);
            }
        }
        if taus.is_empty() {
            return None;
        }
        let l = factor * taus.iter().sum::<f64>() / taus.len() as f64;
        (l.is_finite() && l > 0.0).then_some(l)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn scale_estimates_the_posterior_standard_deviations() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let sd = [0.5, 2.0, 3.0];
        let mut scale = PosteriorScale::new(3);
        for _ in 0..400 {
            let q: Vec<f64> = (0..64 * 3).map(|k| sd[k % 3] * super::super::test_normal(&mut rng)).collect();
            scale.add(&q, &[true; 64], 3);
        }
        // Σ σᵢ² / mᵢ with m = (0.25, 1, 9): 1 + 4 + 1 = 6.
        let l = scale.length(&[0.25, 1.0, 9.0]).unwrap();
        assert!((l - 6f64.sqrt()).abs() < 0.1, "{l}");
    }

    /// Independent draws have τ = the time per iteration; an AR(1) chain with coefficient ρ has
    /// τ = (1 + ρ) / (1 − ρ) iterations.
    #[test]
    fn autocorrelation_time_of_ar1_chains() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
        for (rho, tau) in [(0.0, 1.0), (0.8, 9.0)] {
            let (chains, dim) = (32, 2);
            let mut acf = Autocorrelation::new(dim, chains);
            let mut q: Vec<f64> = (0..chains * dim).map(|_| super::super::test_normal(&mut rng)).collect();
            for _ in 0..400 {
                for x in q.iter_mut() {
                    *x = rho * *x + (1.0f64 - rho * rho).sqrt() * super::super::test_normal(&mut rng);
                }
                acf.add(&q, &[true; 32], dim, 0.5);
            }
            let l = acf.length(0.4).unwrap();
            let want = 0.4 * 0.5 * tau;
            assert!((l / want - 1.0).abs() < 0.15, "rho {rho}: {l} vs {want}");
        }
    }
}
