//! Rank-normalized split R-hat (Vehtari et al. 2021) and nested R-hat (Margossian et al. 2024).

use super::matrix::Matrix;
use super::rank::{fold, z_scale};
use super::stats::{mean, variance};
use super::{DiagnosticsError, Draws};

/// The basic R-hat of a matrix: √((B/W + n − 1)/n) with B = n·var(chain means) and W the mean
/// within-chain variance (ArviZ's `_rhat`). NaN when W = 0.
fn basic_rhat(m: &Matrix) -> f64 {
    let n = m.cols as f64;
    let chain_means: Vec<f64> = m.rows().map(mean).collect();
    let chain_vars: Vec<f64> = m.rows().map(|r| variance(r, 1)).collect();
    let between = n * variance(&chain_means, 1);
    let within = mean(&chain_vars);
    ((between / within + n - 1.0) / n).sqrt()
}

/// The larger of `f(bulk)` and `f(tail)`, where bulk is the rank-normalized split draws
/// `z_split` and tail the rank-normalized folded split draws (fold around the median of the
/// split draws).
///
/// Python's `max(bulk, tail)`: a NaN tail (folded draws constant, e.g. two values split
/// evenly) gives the bulk value; a NaN bulk gives NaN.
fn max_of_bulk_and_tail(split: &Matrix, z_split: &Matrix, f: impl Fn(&Matrix) -> f64) -> f64 {
    let bulk = f(z_split);
    let tail = f(&z_scale(&fold(split)));
    if tail > bulk {
        tail
    } else {
        bulk
    }
}

/// [`rhat`] of valid draws from their split chains and the rank-normalized split chains.
pub(super) fn rank_rhat(split: &Matrix, z_split: &Matrix) -> f64 {
    max_of_bulk_and_tail(split, z_split, basic_rhat)
}

/// Rank-normalized split R-hat: the larger of the bulk R-hat (rank-normalized split chains)
/// and the tail R-hat (the same after folding around the median).
///
/// NaN with fewer than 2 chains, fewer than 4 draws per chain, any NaN draw, or constant draws.
/// For an odd number of draws the middle draw of each chain is dropped before ranking and
/// folding, as in `arviz.rhat` and `arviz_stats.rhat`.
pub fn rhat(draws: &Draws<'_>) -> f64 {
    if !draws.is_valid(2) {
        return f64::NAN;
    }
    let split = Matrix::from_draws(draws).split();
    rank_rhat(&split, &z_scale(&split))
}

/// Nested R-hat for many short chains grouped into superchains of `superchain_size`
/// consecutive chains (chains `0..k` form superchain 0, `k..2k` superchain 1, …), with rank
/// normalization, splitting and folding as in [`rhat`] (`arviz_stats.rhat_nested`, method "rank").
///
/// R̂ν = √(1 + B̂ν / Ŵν), B̂ν the variance of the superchain means and Ŵν the mean over
/// superchains of (within-chain variance + between-chain variance inside the superchain).
/// Both halves of a split chain stay in the chain's superchain.
///
/// Fails if `superchain_size` is 0 or does not divide the number of chains. NaN with fewer
/// than 2 superchains, fewer than 4 draws per chain, any NaN draw, or constant draws.
pub fn nested_rhat(draws: &Draws<'_>, superchain_size: usize) -> Result<f64, DiagnosticsError> {
    let chains = draws.chains();
    if superchain_size == 0 || !chains.is_multiple_of(superchain_size) {
        return Err(DiagnosticsError::SuperchainSize { chains, size: superchain_size });
    }
    if !draws.is_valid(2) {
        return Ok(f64::NAN);
    }
    let split = Matrix::from_draws(draws).split();
    Ok(max_of_bulk_and_tail(&split, &z_scale(&split), |m| basic_nested_rhat(m, chains, superchain_size)))
}

/// Nested R-hat of split chains: row `r` is half of chain `r % chains`, in superchain
/// `(r % chains) / size` (ArviZ's `_rhat_nested` with duplicated superchain ids).
fn basic_nested_rhat(m: &Matrix, chains: usize, size: usize) -> f64 {
    let superchains = chains / size;
    let mut groups: Vec<Vec<&[f64]>> = vec![Vec::new(); superchains];
    for (r, row) in m.rows().enumerate() {
        groups[(r % chains) / size].push(row);
    }
    let mut superchain_means = Vec::with_capacity(superchains);
    let mut within_superchain = Vec::with_capacity(superchains);
    for group in &groups {
        let chain_means: Vec<f64> = group.iter().map(|r| mean(r)).collect();
        let chain_vars: Vec<f64> = group.iter().map(|r| if r.len() > 1 { variance(r, 1) } else { 0.0 }).collect();
        let between = if group.len() > 1 { variance(&chain_means, 1) } else { 0.0 };
        superchain_means.push(mean(&chain_means));
        within_superchain.push(mean(&chain_vars) + between);
    }
    (1.0 + variance(&superchain_means, 1) / mean(&within_superchain)).sqrt()
}
