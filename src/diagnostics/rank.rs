//! Rank normalization (average ranks for ties, Blom's 3/8 offset, Φ⁻¹) and folding.

use super::matrix::Matrix;
use super::normal::inv_normal_cdf;
use super::stats::median;

/// Ranks 1..=n of the values, ties getting the average of their ranks (`scipy.stats.rankdata`
/// with `method="average"`). Values must not be NaN.
pub(super) fn average_ranks(x: &[f64]) -> Vec<f64> {
    let mut order: Vec<(u64, usize)> = x.iter().map(|&v| sort_key(v)).zip(0..).collect();
    order.sort_unstable();
    let mut ranks = vec![0.0; x.len()];
    let mut start = 0;
    while start < order.len() {
        let end = start + order[start..].iter().take_while(|(k, _)| *k == order[start].0).count();
        // Positions start..end hold ranks start+1..=end; their average is exact in f64.
        let rank = (start + 1 + end) as f64 / 2.0;
        for &(_, i) in &order[start..end] {
            ranks[i] = rank;
        }
        start = end;
    }
    ranks
}

/// An integer key with the order of the (non-NaN) values, equal exactly for equal values:
/// `-0.0` is first turned into `0.0`, then the sign bit is flipped for positive values and all
/// bits for negative ones.
fn sort_key(v: f64) -> u64 {
    let bits = (v + 0.0).to_bits();
    if bits >> 63 == 1 {
        !bits
    } else {
        bits | 1 << 63
    }
}

/// Rank-normalized values: Φ⁻¹((r − 3/8) / (S − 3/4 + 1)) for the average rank r of each
/// element among all S elements of the matrix (ArviZ's `_z_scale`).
pub(super) fn z_scale(m: &Matrix) -> Matrix {
    let size = m.data.len() as f64;
    let c = 3.0 / 8.0;
    let data = average_ranks(&m.data).into_iter().map(|r| inv_normal_cdf((r - c) / (size - 2.0 * c + 1.0))).collect();
    Matrix { rows: m.rows, cols: m.cols, data }
}

/// Folded values |x − median(x)|, the median taken over the whole matrix.
pub(super) fn fold(m: &Matrix) -> Matrix {
    let median = median(&m.data);
    m.map(|v| (v - median).abs())
}

#[cfg(test)]
mod tests {
    use super::average_ranks;

    #[test]
    fn ties_get_average_ranks() {
        assert_eq!(average_ranks(&[3.0, 1.0, 3.0, 2.0, 3.0]), vec![4.0, 1.0, 4.0, 2.0, 4.0]);
        assert_eq!(average_ranks(&[0.0, -0.0]), vec![1.5, 1.5]);
        assert!(average_ranks(&[]).is_empty());
        let mixed = [f64::INFINITY, -1.5, 2.0, f64::NEG_INFINITY, -0.0, 1e-300, -1e-300, 0.0];
        assert_eq!(average_ranks(&mixed), vec![8.0, 2.0, 7.0, 1.0, 4.5, 6.0, 3.0, 4.5]);
    }
}
