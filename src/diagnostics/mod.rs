//! MCMC convergence diagnostics: rank-normalized split R-hat, bulk/tail ESS, MCSE, nested R-hat.
//!
//! The definitions follow Vehtari, Gelman, Simpson, Carpenter and Bürkner (2021),
//! *Rank-normalization, folding, and localization: an improved R-hat for assessing convergence
//! of MCMC*, and Margossian et al. (2024), *Nested R-hat*, exactly as ArviZ 0.23 and
//! arviz-stats 0.8 compute them (`tests/it/diagnostics.rs` checks every quantity against
//! fixtures written by `tools/diagnostics/gen_fixtures.py`).
//!
//! Draws of one scalar quantity are a chains × draws matrix ([`Draws`], chain-major). Every
//! diagnostic returns `f64`; where ArviZ returns NaN the functions here do too:
//!
//! - any NaN among the draws: every diagnostic, the mean, sd and quantiles are NaN;
//! - fewer than 4 draws per chain: R-hat, ESS and MCSE are NaN;
//! - a single chain: R-hat and nested R-hat are NaN (ESS and MCSE are defined);
//! - constant draws (max − min below 1e-15): R-hat is NaN (0/0), every ESS equals the number
//!   of split draws (`chains · 2 · ⌊draws/2⌋`), MCSE is 0.
//!
//! Autocovariances are computed with a radix-2 FFT (O(n log n) per chain, two chains per
//! complex transform, `fft.rs`); the inverse normal CDF is Wichura's AS241 (`normal.rs`).
//! Cost is O(S log S) for S = chains · draws, dominated by the sorts behind the ranks (two in
//! [`summary`] and [`rhat`], one in [`ess_bulk`]): a summary of 4096 chains × 1000
//! draws takes about 2 s on one core.
//!
//! ```
//! use wgmc::diagnostics::{ess_bulk, rhat, summary, Draws};
//!
//! // 2 chains × 6 draws, chain-major.
//! let values = [0.1, -0.4, 0.3, 0.9, -1.2, 0.5, 0.2, 0.7, -0.3, 0.0, 1.1, -0.6];
//! let draws = Draws::new(&values, 2, 6)?;
//! let s = summary(&draws);
//! assert_eq!(s.rhat.to_bits(), rhat(&draws).to_bits());
//! assert!(ess_bulk(&draws) > 0.0);
//! # Ok::<(), wgmc::diagnostics::DiagnosticsError>(())
//! ```

mod ess;
mod fft;
mod matrix;
mod normal;
mod rank;
mod rhat;
mod stats;
mod summary;

use std::borrow::Cow;

pub use ess::{ess_bulk, ess_mean, ess_quantile, ess_tail};
pub use normal::inv_normal_cdf;
pub use rhat::{nested_rhat, rhat};
pub use summary::{mcse_mean, mean, quantile, sd, summary, Summary};

/// Draws with fewer draws per chain than this get NaN for R-hat, ESS and MCSE (as in ArviZ).
pub const MIN_DRAWS: usize = 4;

/// Why draws or a grouping of chains were rejected.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DiagnosticsError {
    /// A matrix needs at least one chain.
    #[error("draws need at least one chain")]
    NoChains,
    /// The number of values is not chains × draws.
    #[error("{len} values do not form {chains} chains of {draws} draws")]
    Shape {
        /// Number of values given.
        len: usize,
        /// Number of chains asked for.
        chains: usize,
        /// Number of draws per chain asked for.
        draws: usize,
    },
    /// Chains given as separate vectors have different lengths.
    #[error("chain {chain} has {len} draws, chain 0 has {expected}")]
    RaggedChains {
        /// Index of the first chain whose length differs.
        chain: usize,
        /// Its length.
        len: usize,
        /// The length of chain 0.
        expected: usize,
    },
    /// The superchain size is zero or does not divide the number of chains.
    #[error("superchain size {size} does not divide {chains} chains into equal groups")]
    SuperchainSize {
        /// Number of chains.
        chains: usize,
        /// Chains per superchain asked for.
        size: usize,
    },
}

/// Draws of one scalar quantity: `chains` chains of `draws` draws each, stored chain-major
/// (`values[c * draws + d]` is draw `d` of chain `c`). Borrowed from a slice or owned.
#[derive(Debug, Clone, PartialEq)]
pub struct Draws<'a> {
    values: Cow<'a, [f64]>,
    chains: usize,
    draws: usize,
}

impl<'a> Draws<'a> {
    /// Borrows `values` as `chains` chains of `draws` draws (chain-major).
    ///
    /// Fails if `chains` is 0 or `values.len() != chains * draws`.
    pub fn new(values: &'a [f64], chains: usize, draws: usize) -> Result<Self, DiagnosticsError> {
        check_shape(values.len(), chains, draws)?;
        Ok(Draws { values: Cow::Borrowed(values), chains, draws })
    }

    /// Copies chains given as one vector each; all must have the same length.
    pub fn from_chains(chains: &[Vec<f64>]) -> Result<Draws<'static>, DiagnosticsError> {
        let expected = chains.first().ok_or(DiagnosticsError::NoChains)?.len();
        if let Some((chain, c)) = chains.iter().enumerate().find(|(_, c)| c.len() != expected) {
            return Err(DiagnosticsError::RaggedChains { chain, len: c.len(), expected });
        }
        let values: Vec<f64> = chains.concat();
        Ok(Draws { values: Cow::Owned(values), chains: chains.len(), draws: expected })
    }

    /// Number of chains.
    pub fn chains(&self) -> usize {
        self.chains
    }

    /// Number of draws per chain.
    pub fn draws(&self) -> usize {
        self.draws
    }

    /// All values, chain-major.
    pub fn values(&self) -> &[f64] {
        &self.values
    }

    /// The draws of chain `c`, or `None` if there is no such chain.
    pub fn chain(&self, c: usize) -> Option<&[f64]> {
        (c < self.chains).then(|| &self.values[c * self.draws..(c + 1) * self.draws])
    }

    /// Whether R-hat/ESS/MCSE are defined: at least [`MIN_DRAWS`] draws per chain, at least
    /// `min_chains` chains, and no NaN (ArviZ's `_not_valid`).
    fn is_valid(&self, min_chains: usize) -> bool {
        self.draws >= MIN_DRAWS && self.chains >= min_chains && !self.values.iter().any(|v| v.is_nan())
    }
}

fn check_shape(len: usize, chains: usize, draws: usize) -> Result<(), DiagnosticsError> {
    if chains == 0 {
        return Err(DiagnosticsError::NoChains);
    }
    if chains.checked_mul(draws) != Some(len) {
        return Err(DiagnosticsError::Shape { len, chains, draws });
    }
    Ok(())
}
