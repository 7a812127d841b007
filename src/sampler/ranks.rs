//! A run spread over processes (MPI ranks): every process runs the same run loop; each runs
//! its own contiguous slice of the chains on its engine and, after every engine call, gathers
//! every process's results, so that all of them hold every chain's values and make the same
//! host-side decisions (adaptation, restarts, stops) on the same numbers. A run over several
//! processes therefore gives the draws of a run in one process, cross-chain adaptation
//! included, bit for bit.
//!
//! Every collective step first gathers each process's status: a failure anywhere (an engine
//! error, a sink that could not write) ends the run on every process with the failing rank
//! named, instead of leaving the others waiting.

use std::ops::Range;
use std::time::{Duration, Instant};

use super::engine::{Block, BlockDraws, Engine};
use super::multi::{merge_blocks, sub_block};
use super::stats::Stat;
use super::timings::EngineTimings;
use super::SampleError;

/// What ties the processes of a run together: each calls every method in the same order.
pub trait Exchange {
    /// This process's index among the run's processes (0 is the one that reports).
    fn rank(&self) -> usize;
    /// How many processes run.
    fn size(&self) -> usize;
    /// Every process's `mine`, one after another in rank order; `counts[r]` is the length
    /// process r gives. An error is the exchange's own failure, as text.
    fn all_gather(&self, mine: &[f64], counts: &[usize]) -> Result<Vec<f64>, String>;
    /// Every process's `mine` (of any length), in rank order.
    fn all_gather_bytes(&self, mine: &[u8]) -> Result<Vec<Vec<u8>>, String>;
}

/// The contiguous slices of `chains` that `size` processes run, rank by rank (as equal as can
/// be; the first ones take one more chain; a slice may be empty when there are more processes
/// than chains).
pub fn rank_chains(chains: usize, size: usize) -> Vec<Range<usize>> {
    let size = size.max(1);
    let (base, extra) = (chains / size, chains % size);
    let mut start = 0;
    (0..size)
        .map(|r| {
            let len = base + usize::from(r < extra);
            start += len;
            start - len..start
        })
        .collect()
}

/// A process's status: `Ok(flag)` (a per-step flag, e.g. "has proposals" or "stop asked"), or
/// its error message.
fn encode(status: &Result<bool, String>) -> Vec<u8> {
    match status {
        Ok(flag) => vec![u8::from(*flag)],
        Err(message) => [&[2u8][..], message.as_bytes()].concat(),
    }
}

/// This process's engine, and the exchange that merges every process's results.
pub(crate) struct RankEngine<'x> {
    local: Box<dyn Engine + 'x>,
    exchange: &'x dyn Exchange,
    slices: Vec<Range<usize>>,
    dim: usize,
    /// Time spent in the collective steps (waiting for other processes included).
    exchanging: Duration,
}

/// Gathers every process's status: every process's flag, or the first failure (in rank order)
/// as an error on every process.
fn agree_on(exchange: &dyn Exchange, status: Result<bool, String>) -> Result<Vec<bool>, SampleError> {
    let all = exchange.all_gather_bytes(&encode(&status)).map_err(SampleError::Exchange)?;
    let mut flags = Vec::with_capacity(all.len());
    for (rank, s) in all.iter().enumerate() {
        match s.first() {
            Some(0) => flags.push(false),
            Some(1) => flags.push(true),
            _ => {
                let message = String::from_utf8_lossy(s.get(1..).unwrap_or_default()).into_owned();
                return Err(SampleError::Rank { rank, message });
            }
        }
    }
    Ok(flags)
}

/// A status to share: the flag, or the error's message.
fn status<T>(local: &Result<T, SampleError>, flag: impl Fn(&T) -> bool) -> Result<bool, String> {
    local.as_ref().map(flag).map_err(|e| crate::error_chain(e))
}

impl<'x> RankEngine<'x> {
    /// Agrees with the other processes that each created its engine: a failure on any of them
    /// is an error on all, naming the rank.
    pub fn new(
        local: Result<Box<dyn Engine + 'x>, SampleError>,
        exchange: &'x dyn Exchange,
        chains: usize,
        dim: usize,
    ) -> Result<RankEngine<'x>, SampleError> {
        let start = Instant::now();
        // Every process with chains must run the same backend (a process without chains has
        // none of its own).
        let on_cpu = agree_on(exchange, status(&local, |e| e.layout() == "cpu"))?;
        let slices = rank_chains(chains, exchange.size());
        let with_chains = || (0..slices.len()).filter(|&r| !slices[r].is_empty());
        let cpu_ranks: Vec<usize> = with_chains().filter(|&r| on_cpu[r]).collect();
        if !cpu_ranks.is_empty() && cpu_ranks.len() < with_chains().count() {
            return Err(SampleError::Settings(format!(
                "processes {cpu_ranks:?} run on the CPU (f64) and the others on a GPU (f32): their draws \
                 would not match a run in one process; ask every process for the same backend"
            )));
        }
        Ok(RankEngine { local: local?, exchange, slices, dim, exchanging: start.elapsed() })
    }

    fn mine(&self) -> Range<usize> {
        self.slices[self.exchange.rank()].clone()
    }

    /// [`agree_on`], timed.
    fn agree_on(&mut self, status: Result<bool, String>) -> Result<Vec<bool>, SampleError> {
        let start = Instant::now();
        let flags = agree_on(self.exchange, status);
        self.exchanging += start.elapsed();
        flags
    }

    /// Every process's values (`per_chain` of them per chain of its slice).
    fn gather(&mut self, mine: &[f64], per_chain: &[usize]) -> Result<Vec<f64>, SampleError> {
        let counts: Vec<usize> = self.slices.iter().zip(per_chain).map(|(s, n)| s.len() * n).collect();
        let start = Instant::now();
        let all = self.exchange.all_gather(mine, &counts).map_err(SampleError::Exchange);
        self.exchanging += start.elapsed();
        all
    }
}

impl Engine for RankEngine<'_> {
    fn evaluate(&mut self, q: &[f64]) -> Result<(Vec<f64>, Vec<f64>), SampleError> {
        let (dim, mine) = (self.dim, self.mine());
        let local = self.local.evaluate(&q[mine.start * dim..mine.end * dim]);
        self.agree_on(status(&local, |_| true))?;
        let (logp, grad) = local?;
        let size = self.slices.len();
        Ok((self.gather(&logp, &vec![1; size])?, self.gather(&grad, &vec![dim; size])?))
    }

    fn set_state(&mut self, q: &[f64], logp: &[f64], grad: &[f64]) -> Result<(), SampleError> {
        let (dim, mine) = (self.dim, self.mine());
        let local = self.local.set_state(
            &q[mine.start * dim..mine.end * dim],
            &logp[mine.clone()],
            &grad[mine.start * dim..mine.end * dim],
        );
        self.agree_on(status(&local, |_| true))?;
        local
    }

    fn run_block(&mut self, block: &Block) -> Result<BlockDraws, SampleError> {
        let (dim, mine, n) = (self.dim, self.mine(), block.n_iter);
        let local = self.local.run_block(&sub_block(block, mine, dim));
        let flags = self.agree_on(status(&local, |b| b.proposals.is_some()))?;
        let local = local?;
        // Draws and statistics, then (where the kernel gives them) the last proposals.
        let mut packed = local.q;
        packed.extend(local.stats);
        if let Some((pq, pp, pa)) = local.proposals {
            packed.extend(pq.into_iter().chain(pp).chain(pa));
        }
        let per_chain: Vec<usize> =
            flags.iter().map(|&p| n * (dim + Stat::COUNT) + if p { 2 * dim + 1 } else { 0 }).collect();
        let all = self.gather(&packed, &per_chain)?;
        let mut at = 0;
        let mut parts = Vec::with_capacity(self.slices.len());
        for (slice, &proposals) in self.slices.iter().zip(&flags) {
            let lanes = slice.len();
            let mut take = |len: usize| {
                at += len;
                all[at - len..at].to_vec()
            };
            let q = take(n * lanes * dim);
            let stats = take(n * lanes * Stat::COUNT);
            let proposals = proposals.then(|| (take(lanes * dim), take(lanes * dim), take(lanes)));
            parts.push((slice.clone(), BlockDraws { q, stats, proposals }));
        }
        Ok(merge_blocks(parts, self.slices.last().map_or(0, |s| s.end), dim, n))
    }

    fn agree(&mut self, local: Result<bool, SampleError>) -> Result<bool, SampleError> {
        let flags = self.agree_on(status(&local, |&b| b))?;
        local?;
        Ok(flags.into_iter().any(|f| f))
    }

    fn description(&self) -> String {
        format!("{} (rank {} of {})", self.local.description(), self.exchange.rank(), self.exchange.size())
    }

    fn layout(&self) -> String {
        self.local.layout()
    }

    fn memory(&self) -> String {
        self.local.memory()
    }

    fn exchange_time(&self) -> Duration {
        self.exchanging
    }

    /// This process's engine's account; the exchanges and the merge of every process's
    /// results are not in it (they count as the phase's `other`).
    fn timings(&self) -> EngineTimings {
        self.local.timings()
    }
}

/// The engine of a process without chains (more processes than chains): it only takes part
/// in the exchanges.
pub(crate) struct NoChains;

impl Engine for NoChains {
    fn evaluate(&mut self, _: &[f64]) -> Result<(Vec<f64>, Vec<f64>), SampleError> {
        Ok((Vec::new(), Vec::new()))
    }

    fn set_state(&mut self, _: &[f64], _: &[f64], _: &[f64]) -> Result<(), SampleError> {
        Ok(())
    }

    fn run_block(&mut self, _: &Block) -> Result<BlockDraws, SampleError> {
        Ok(BlockDraws::default())
    }

    fn description(&self) -> String {
        "no chains".to_string()
    }

    fn layout(&self) -> String {
        "none".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_take_contiguous_nearly_equal_slices() {
        assert_eq!(rank_chains(10, 4), vec![0..3, 3..6, 6..8, 8..10]);
        assert_eq!(rank_chains(2, 3), vec![0..1, 1..2, 2..2], "a rank may have no chain");
        assert_eq!(rank_chains(5, 1), vec![0..5]);
    }

    #[test]
    fn statuses_encode_flags_and_messages() {
        assert_eq!(encode(&Ok(true)), vec![1]);
        assert_eq!(encode(&Ok(false)), vec![0]);
        assert_eq!(encode(&Err("disk full".into())), b"\x02disk full".to_vec());
    }
}
