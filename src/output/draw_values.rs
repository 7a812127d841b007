//! The values every output format records for a draw: constrained parameters, transformed
//! parameters and generated quantities, computed from the draw's unconstrained position.

use std::ops::Range;

use crate::cpu::CpuModel;
use crate::lang::{DrawKey, GeneratedScope, StanModel};
use crate::model::Model;
use crate::parallel::parallel_try_map_with;
use crate::sampler::DrawBlock;

/// Turns unconstrained positions into the output values of a draw, in the order of
/// [`names`](DrawValues::names): the model's outputs, then the generated quantities (whose
/// `_rng` functions draw from the stream of the run's seed, the chain and the draw).
pub struct DrawValues<'m> {
    names: Vec<String>,
    /// `None` when the outputs are the unconstrained position itself.
    constrain: Option<CpuModel>,
    stan: Option<&'m StanModel>,
    /// Constrained outputs (parameters and transformed parameters) per draw.
    n_outputs: usize,
    /// The run's seed.
    seed: u64,
}

impl<'m> DrawValues<'m> {
    /// The values of `model`'s draws, with `stan`'s generated quantities when it is given, in
    /// a run with `seed`.
    pub fn new(model: &Model, stan: Option<&'m StanModel>, seed: u64) -> DrawValues<'m> {
        let mut names = model.output_names();
        let n_outputs = names.len();
        let constrain = (model.is_constrained() || names.len() != model.dim()).then(|| CpuModel::new(model));
        if let Some(s) = stan {
            names.extend(s.generated_names().iter().cloned());
        }
        DrawValues { names, constrain, stan, n_outputs, seed }
    }

    /// Stan element names (`beta[1]`, `m[1,2]`), each variable's elements contiguous, row-major.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Where generated quantities are evaluated: one per thread, reused draw after draw.
    pub fn scope(&self) -> Option<GeneratedScope> {
        self.stan.map(StanModel::generated_scope)
    }

    /// The values of the draw at unconstrained position `q` (chain `c`, 0-based draw `draw`,
    /// for the message of generated quantities that fail); NaN where constraining fails.
    pub fn values(
        &self,
        q: &[f64],
        scope: &mut Option<GeneratedScope>,
        c: usize,
        draw: usize,
    ) -> Result<Vec<f64>, String> {
        let mut values = match &self.constrain {
            Some(m) => m.constrain(q).unwrap_or_else(|_| vec![f64::NAN; self.n_outputs]),
            None => q.to_vec(),
        };
        if let (Some(stan), Some(scope)) = (self.stan, scope.as_mut()) {
            let gq = stan
                .generated_in(scope, &values, DrawKey { seed: self.seed, chain: c, draw })
                .map_err(|e| format!("generated quantities failed at chain {}, draw {}: {e}", c + 1, draw + 1))?;
            values.extend(gq);
        }
        Ok(values)
    }

    /// The values of every draw of `block` for `chains`: per chain, the rows of its `n_draws`
    /// draws. Draws are evaluated on every core, each (chain, draw) a job of its own, so a
    /// block of few chains keeps every core busy; a draw's values depend only on its position,
    /// the seed, its chain and its draw, never on the thread. The first error in (chain, draw)
    /// order, or one for a job that panicked.
    /// Generated quantities draw their random numbers as draw `key + first_draw + k` (`key`:
    /// 0 for sampling, the sampling draws' count for warmup, so the two never repeat).
    pub fn block_values(
        &self,
        block: &DrawBlock,
        chains: Range<usize>,
        key: usize,
    ) -> Result<Vec<Vec<Vec<f64>>>, String> {
        let (first, n) = (chains.start, block.n_draws);
        let jobs = chains.len() * n;
        let value = |scope: &mut _, i: usize| {
            let (c, k) = (first + i / n, i % n);
            self.values(block.draw(k, c).0, scope, c, key + block.first_draw + k)
        };
        let mut rows =
            parallel_try_map_with(jobs, || self.scope(), value, "a thread evaluating draws failed")?.into_iter();
        Ok(chains.map(|_| rows.by_ref().take(n).collect()).collect())
    }
}
