//! Chains far below the others. Cross-chain algorithms (ChEES, MAMS) pool one metric window
//! (and MAMS its posterior scale and autocorrelation record) over all chains; one chain that
//! has not reached the typical set, or sits in a minor mode, adds its distance from the bulk
//! to every coordinate's variance: on the truncated-normal benchmark one chain of 1 024 in a
//! minor mode inflated the pooled variance of μ sevenfold on one seed in three, shrinking the
//! step size and lengthening MAMS's trajectories tenfold. Such a chain is left out of pooled
//! estimates while its log density lies far below the batch's: more than
//! [`STRAGGLER_SPREADS`] robust spreads, and [`STRAGGLER_MIN_GAP`], below the median. In the
//! typical set the log density varies by about √(d/2), so the bulk is not cut (a Gaussian in
//! d = 1 or 2 loses under 0.002 % of its draws, the far tail). The chains left out at the end
//! of warmup are reported (`RunInfo::warmup_stragglers`), whatever the algorithm.

/// How far below the median of the chains' log densities, in robust spreads (1.4826 times
/// their median absolute deviation, the standard deviation for normal data), a chain's log
/// density must lie to leave it out.
pub const STRAGGLER_SPREADS: f64 = 10.0;

/// ... and at least this far (in units of log density): in one or two dimensions the log
/// density's tail is long against its median absolute deviation (a 1-d normal's −z²/2 lies
/// 10 robust spreads below its median for |z| > 2.5, one draw in ninety), while 10 below the
/// median is |z| > 4.5 there.
pub const STRAGGLER_MIN_GAP: f64 = 10.0;

/// Fewer chains than this leave none out for their log density: the median absolute deviation
/// of a handful of values can be near zero and would cut the bulk.
pub const STRAGGLER_MIN_CHAINS: usize = 16;

/// Per chain, whether its draw enters pooled estimates: its log density `lp` is finite and
/// not more than [`STRAGGLER_SPREADS`] robust spreads (and [`STRAGGLER_MIN_GAP`]) below the
/// median of the finite ones. With fewer than [`STRAGGLER_MIN_CHAINS`] finite ones, every
/// finite one does.
pub fn typical_chains(lp: &[f64]) -> Vec<bool> {
    let mut finite: Vec<f64> = lp.iter().copied().filter(|x| x.is_finite()).collect();
    if finite.len() < STRAGGLER_MIN_CHAINS {
        return lp.iter().map(|x| x.is_finite()).collect();
    }
    let middle = median(&mut finite);
    let mut deviations: Vec<f64> = finite.iter().map(|x| (x - middle).abs()).collect();
    let spread = 1.4826 * median(&mut deviations);
    let floor = middle - (STRAGGLER_SPREADS * spread).max(STRAGGLER_MIN_GAP);
    lp.iter().map(|&x| x.is_finite() && x >= floor).collect()
}

/// The median of `xs` (reordered; not empty).
fn median(xs: &mut [f64]) -> f64 {
    let n = xs.len();
    let (_, &mut upper, _) = xs.select_nth_unstable_by(n / 2, f64::total_cmp);
    if n % 2 == 1 {
        return upper;
    }
    let lower = xs[..n / 2].iter().copied().fold(f64::NEG_INFINITY, f64::max);
    0.5 * (lower + upper)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// The log densities of a 2-d standard normal's draws, −|x|²/2: none left out; a chain
    /// far below them is, one above them is not, nor a NaN's neighbours.
    #[test]
    fn leaves_out_only_chains_far_below_the_bulk() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let mut lp: Vec<f64> = (0..1000)
            .map(|_| {
                let (a, b) = (super::super::test_normal(&mut rng), super::super::test_normal(&mut rng));
                -0.5 * (a * a + b * b)
            })
            .collect();
        assert!(typical_chains(&lp).iter().all(|&t| t));
        lp[3] = -400.0;
        lp[4] = 50.0;
        lp[5] = f64::NAN;
        let typical = typical_chains(&lp);
        assert!(!typical[3] && typical[4] && !typical[5]);
        assert_eq!(typical.iter().filter(|&&t| !t).count(), 2);
    }

    #[test]
    fn identical_or_missing_log_densities_or_few_chains() {
        assert_eq!(typical_chains(&[1.0; 20]), vec![true; 20]);
        assert_eq!(typical_chains(&[1.0, 1.0, 1.1, -400.0]), vec![true; 4]);
        assert_eq!(typical_chains(&[f64::NAN, f64::INFINITY]), vec![false; 2]);
        assert_eq!(typical_chains(&[]), Vec::<bool>::new());
        assert_eq!(median(&mut [4.0, 1.0, 3.0, 2.0]), 2.5);
    }
}
