//! Stan's step-size search (`init_stepsize`): before the first warmup iteration and after each
//! metric update, every chain looks for a step size of the right order from where it stands.
//!
//! A chain takes one leapfrog step from a fresh momentum at its step size ε. If the acceptance
//! probability exceeds 0.8, ε doubles until it no longer does; otherwise ε halves until it
//! does; each trial draws a new momentum from the same starting point. Dual averaging then
//! starts around the result instead of around 1, which on large data makes the first warmup
//! iterations divergent one after another.
//!
//! The trials run as one-step static HMC blocks on the engine, all chains at once; a chain's
//! trials depend on its own position, metric and random numbers only, so its result does not
//! depend on the other chains. Every chain returns to its starting point afterwards. The
//! random numbers come from iteration numbers of their own ([`SEARCH_ITERATIONS`] onwards),
//! never from those of warmup or sampling.

use super::dense::{EngineState, Factors};
use super::engine::{Block, Engine, Kernel};
use super::stats::Stat;
use super::SampleError;

/// The first iteration number of the searches' random numbers; warmup and sampling stay below.
pub(crate) const SEARCH_ITERATIONS: u32 = 1 << 31;
/// Trials per search: the step size moves by 2^±(TRIALS − 1) at most.
const TRIALS: u32 = 64;
/// Acceptance probability the search brackets (Stan's).
const THRESHOLD: f64 = 0.8;
/// The step size stays within these bounds (Stan stops with an error beyond them).
const SMALLEST: f64 = 1e-12;
const LARGEST: f64 = 1e7;

/// Searches every chain's step size from the state `start` (positions, log densities and
/// gradients in the engine's coordinates, evaluated afresh) and leaves the engine in it.
/// A trial is one leapfrog step, or with `isokinetic` one MAMS step.
/// `search` numbers the searches of one run (0 before warmup, then one per metric update).
/// Returns the number of gradient evaluations it took (those of `start` not included).
pub(crate) fn search(
    engine: &mut dyn Engine,
    start: &EngineState,
    step: &mut [f64],
    (inv_metric, dense): (&[f64], Option<Factors>),
    search: u32,
    isokinetic: bool,
) -> Result<u64, SampleError> {
    let chains = step.len();
    let (q, logp, grad) = start;
    let mut gradients = 0;
    let mut direction = vec![0i8; chains];
    let mut done = vec![false; chains];
    for trial in 0..TRIALS {
        let block = Block {
            first_iteration: SEARCH_ITERATIONS + search * TRIALS + trial,
            n_iter: 1,
            step_size: step,
            inv_metric,
            dense,
            // One step: no partial refresh (it comes between steps).
            kernel: if isokinetic {
                Kernel::Mams { steps: &[1], noise: 0.0 }
            } else {
                Kernel::Hmc { steps: &[1], jitter: false }
            },
        };
        let out = engine.run_block(&block)?;
        engine.set_state(q, logp, grad)?;
        gradients += chains as u64;
        for (c, row) in out.stats.chunks(Stat::COUNT).enumerate() {
            if done[c] {
                continue;
            }
            let a = row[Stat::AcceptStat as usize];
            let above = a > THRESHOLD; // NaN is not above
            if direction[c] == 0 {
                direction[c] = if above { 1 } else { -1 };
                continue;
            }
            if (direction[c] == 1) != above {
                done[c] = true;
                continue;
            }
            step[c] = if direction[c] == 1 { 2.0 * step[c] } else { 0.5 * step[c] };
            if !(SMALLEST..=LARGEST).contains(&step[c]) {
                step[c] = step[c].clamp(SMALLEST, LARGEST);
                done[c] = true;
            }
        }
        if done.iter().all(|&d| d) {
            break;
        }
    }
    Ok(gradients)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cpu::CpuModel;
    use crate::data::DataSet;
    use crate::ir::{Dist, Type};
    use crate::model::ModelBuilder;
    use crate::sampler::engine::CpuEngine;

    /// `mu ~ normal(0, scale)` on the CPU engine with `chains` chains, all at mu = scale / 2.
    fn searched(scale: f64, chains: usize) -> (Vec<f64>, Vec<f64>, Vec<f64>) {
        let data = DataSet::new();
        let mut b = ModelBuilder::new(&data);
        let mu = b.param("mu", Type::REAL);
        b.sample(Dist::Normal, vec![mu.into(), 0.0.into(), scale.into()]);
        let model = b.build().unwrap();
        let mut engine = CpuEngine::new(CpuModel::new(&model), 11, 0..chains);
        let q = vec![scale / 2.0; chains];
        let (logp, grad) = engine.evaluate(&q).unwrap();
        engine.set_state(&q, &logp, &grad).unwrap();
        let mut step = vec![1.0; chains];
        let start = (q.clone(), logp.clone(), grad);
        search(&mut engine, &start, &mut step, (&vec![1.0; chains], None), 0, false).unwrap();
        let after = engine.evaluate(&q).unwrap().0;
        assert_eq!(after, logp);
        (step, logp, q)
    }

    #[test]
    fn the_search_finds_the_posterior_scale_from_either_side() {
        // One leapfrog step on a Gaussian of scale s accepts almost surely for ε << s and
        // rarely for ε >> s. Each decision rests on one random momentum, so the bracket is
        // coarse (a lucky trial doubles once more): the search stops within a factor of ten of
        // s, ten doublings or halvings away from where it started.
        for scale in [1e-3, 1e3] {
            let (step, ..) = searched(scale, 4);
            for eps in step {
                assert!(eps > 0.1 * scale && eps < 10.0 * scale, "scale {scale}: step size {eps}");
            }
        }
    }

    #[test]
    fn a_chain_searches_the_same_alone_or_among_others() {
        let (alone, ..) = searched(1e-2, 1);
        let (among, ..) = searched(1e-2, 5);
        assert_eq!(alone[0], among[0]);
    }
}
