//! Chains spread over several engines (one per GPU device): each engine runs a contiguous
//! slice of the chains, all of them at once on threads of their own, and the run loop sees one
//! engine. Random streams are keyed by the run's chain ids, and everything that mixes chains
//! (adaptation, restarts) happens on the host on the merged arrays, so the draws are those of a
//! run on one device whatever the number of devices.

use std::ops::Range;
use std::time::Instant;

use super::engine::{Block, BlockDraws, Engine};
use super::ranks::rank_chains;
use super::stats::Stat;
use super::timings::EngineTimings;
use super::SampleError;

/// Contiguous slices of `chains` chains for `parts` engines, as equal as can be (as
/// [`rank_chains`]), without empty slices: there may be fewer slices than `parts`.
pub(crate) fn split_chains(chains: usize, parts: usize) -> Vec<Range<usize>> {
    rank_chains(chains, parts).into_iter().filter(|s| !s.is_empty()).collect()
}

/// The block that the chains `local` (positions within the block's chains) run.
pub(crate) fn sub_block<'a>(block: &Block<'a>, local: Range<usize>, dim: usize) -> Block<'a> {
    Block {
        step_size: &block.step_size[local.clone()],
        inv_metric: &block.inv_metric[local.start * dim..local.end * dim],
        dense: block.dense.map(|factors| factors.chains(local.clone())),
        ..*block
    }
}

/// One block of all `chains` from the blocks of their slices (in chain order): draws and
/// statistics interleaved per iteration, the last proposals one after another.
pub(crate) fn merge_blocks(
    parts: Vec<(Range<usize>, BlockDraws)>,
    chains: usize,
    dim: usize,
    n_iter: usize,
) -> BlockDraws {
    let mut out = BlockDraws {
        q: vec![0.0; n_iter * chains * dim],
        stats: vec![0.0; n_iter * chains * Stat::COUNT],
        proposals: None,
    };
    let any_proposals = parts.iter().any(|(_, b)| b.proposals.is_some());
    let mut proposals = (vec![0.0; chains * dim], vec![0.0; chains * dim], vec![f64::NAN; chains]);
    for (range, part) in parts {
        let (first, lanes) = (range.start, range.len());
        for k in 0..n_iter {
            let from = k * lanes..(k + 1) * lanes;
            let to = k * chains + first..k * chains + first + lanes;
            out.q[to.start * dim..to.end * dim].copy_from_slice(&part.q[from.start * dim..from.end * dim]);
            let (s, t) = (Stat::COUNT, &mut out.stats);
            t[to.start * s..to.end * s].copy_from_slice(&part.stats[from.start * s..from.end * s]);
        }
        if let Some((pq, pp, pa)) = part.proposals {
            proposals.0[first * dim..(first + lanes) * dim].copy_from_slice(&pq);
            proposals.1[first * dim..(first + lanes) * dim].copy_from_slice(&pp);
            proposals.2[first..first + lanes].copy_from_slice(&pa);
        }
    }
    out.proposals = any_proposals.then_some(proposals);
    out
}

/// Log densities and gradients of chain slices, one after another, as one pair.
fn merge_evaluations(parts: Vec<(Vec<f64>, Vec<f64>)>) -> (Vec<f64>, Vec<f64>) {
    parts.into_iter().fold((Vec::new(), Vec::new()), |(mut lp, mut g), (l, h)| {
        lp.extend(l);
        g.extend(h);
        (lp, g)
    })
}

/// An engine per slice of the chains, run side by side.
pub(crate) struct MultiEngine {
    parts: Vec<(Range<usize>, Box<dyn Engine + Send>)>,
    chains: usize,
    dim: usize,
    /// Running account: per call, the part that took longest, and the merge as widening.
    timings: EngineTimings,
}

impl MultiEngine {
    /// `parts`: each engine with the slice (positions among the run's chains, in order, with no
    /// gap) that it runs.
    pub fn new(parts: Vec<(Range<usize>, Box<dyn Engine + Send>)>, dim: usize) -> MultiEngine {
        let chains = parts.last().map_or(0, |(r, _)| r.end);
        debug_assert!(parts.windows(2).all(|w| w[0].0.end == w[1].0.start));
        MultiEngine { parts, chains, dim, timings: EngineTimings::default() }
    }

    /// Runs `f` on every part at once, each on its own thread; results in part order, the
    /// first error (in part order) if any failed.
    fn each<T: Send>(
        &mut self,
        f: impl Fn(&Range<usize>, &mut (dyn Engine + Send)) -> Result<T, SampleError> + Sync,
    ) -> Result<Vec<T>, SampleError> {
        let before: Vec<EngineTimings> = self.parts.iter().map(|(_, e)| e.timings()).collect();
        let f = &f;
        let results: Vec<Result<T, SampleError>> = std::thread::scope(|s| {
            let handles: Vec<_> =
                self.parts.iter_mut().map(|(range, engine)| s.spawn(move || f(range, engine.as_mut()))).collect();
            handles.into_iter().map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))).collect()
        });
        let deltas = self.parts.iter().zip(&before).map(|((_, e), b)| e.timings().since(b));
        self.timings += deltas.max_by_key(EngineTimings::total).unwrap_or_default();
        results.into_iter().collect()
    }
}

impl Engine for MultiEngine {
    fn evaluate(&mut self, q: &[f64]) -> Result<(Vec<f64>, Vec<f64>), SampleError> {
        let dim = self.dim;
        let parts = self.each(|r, e| e.evaluate(&q[r.start * dim..r.end * dim]))?;
        let start = Instant::now();
        let merged = merge_evaluations(parts);
        self.timings.widen += start.elapsed();
        Ok(merged)
    }

    fn set_state(&mut self, q: &[f64], logp: &[f64], grad: &[f64]) -> Result<(), SampleError> {
        let dim = self.dim;
        self.each(|r, e| {
            e.set_state(&q[r.start * dim..r.end * dim], &logp[r.clone()], &grad[r.start * dim..r.end * dim])
        })?;
        Ok(())
    }

    fn run_block(&mut self, block: &Block) -> Result<BlockDraws, SampleError> {
        let dim = self.dim;
        let parts = self.each(|r, e| Ok((r.clone(), e.run_block(&sub_block(block, r.clone(), dim))?)))?;
        let start = Instant::now();
        let merged = merge_blocks(parts, self.chains, dim, block.n_iter);
        self.timings.widen += start.elapsed();
        Ok(merged)
    }

    fn timings(&self) -> EngineTimings {
        self.timings
    }

    fn description(&self) -> String {
        let parts: Vec<String> =
            self.parts.iter().map(|(r, e)| format!("{} for chains {}..{}", e.description(), r.start, r.end)).collect();
        format!("{} devices: {}", self.parts.len(), parts.join("; "))
    }

    fn memory(&self) -> String {
        let policies: Vec<String> = self.parts.iter().map(|(_, e)| e.memory()).collect();
        policies.join(", ")
    }

    fn layout(&self) -> String {
        let layouts: Vec<String> = self.parts.iter().map(|(_, e)| e.layout()).collect();
        layouts.join(",")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chains_split_into_nearly_equal_contiguous_slices() {
        assert_eq!(split_chains(10, 3), vec![0..4, 4..7, 7..10]);
        assert_eq!(split_chains(2, 4), vec![0..1, 1..2], "no empty slices");
        assert_eq!(split_chains(8, 1), vec![0..8]);
        assert_eq!(split_chains(8, 0), vec![0..8]);
    }

    /// A block of `lanes` chains whose every value names its chain (offset `first`), iteration
    /// and element.
    fn block(first: usize, lanes: usize, dim: usize, n_iter: usize) -> BlockDraws {
        let value = |k: usize, c: usize, i: usize| (1000 * k + 10 * (first + c) + i) as f64;
        let q = (0..n_iter).flat_map(|k| (0..lanes).flat_map(move |c| (0..dim).map(move |i| value(k, c, i)))).collect();
        let stats = (0..n_iter)
            .flat_map(|k| (0..lanes).flat_map(move |c| (0..Stat::COUNT).map(move |i| value(k, c, i))))
            .collect();
        let p = (0..lanes).flat_map(|c| (0..dim).map(move |i| value(0, c, i))).collect::<Vec<_>>();
        let a = (0..lanes).map(|c| (first + c) as f64).collect();
        BlockDraws { q, stats, proposals: Some((p.clone(), p, a)) }
    }

    #[test]
    fn merged_blocks_put_every_value_in_its_chains_place() {
        let (dim, n_iter) = (2, 3);
        let whole = block(0, 5, dim, n_iter);
        let parts = vec![(0..2, block(0, 2, dim, n_iter)), (2..5, block(2, 3, dim, n_iter))];
        let merged = merge_blocks(parts, 5, dim, n_iter);
        assert_eq!(merged.q, whole.q);
        assert_eq!(merged.stats, whole.stats);
        assert_eq!(merged.proposals, whole.proposals);
    }
}
