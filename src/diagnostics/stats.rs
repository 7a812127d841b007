//! Plain sample statistics with numpy's definitions: mean, variance, sorting, median, quantiles.

use std::cmp::Ordering;

/// Arithmetic mean; NaN for an empty slice.
pub(super) fn mean(x: &[f64]) -> f64 {
    x.iter().sum::<f64>() / x.len() as f64
}

/// Variance with `ddof` degrees of freedom removed (two-pass, as `np.var`); NaN when
/// `x.len() <= ddof`.
pub(super) fn variance(x: &[f64], ddof: usize) -> f64 {
    if x.len() <= ddof {
        return f64::NAN;
    }
    let m = mean(x);
    x.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / (x.len() - ddof) as f64
}

/// Ascending order for values without NaN (`-0.0` and `0.0` compare equal, as in numpy).
pub(super) fn cmp(a: &f64, b: &f64) -> Ordering {
    a.partial_cmp(b).unwrap_or(Ordering::Equal)
}

/// The order statistics `k` and `k + 1` (0-based; the second is the first when k is the last
/// index) of values without NaN, by selection in O(n) (`x` is reordered).
fn order_statistic_pair(x: &mut [f64], k: usize) -> (f64, f64) {
    let (_, &mut kth, rest) = x.select_nth_unstable_by(k, cmp);
    let next = rest.iter().copied().min_by(cmp).unwrap_or(kth);
    (kth, next)
}

/// Median of values without NaN: the middle value, or the mean of the two middle values
/// (`np.median`); NaN for an empty slice.
pub(super) fn median(x: &[f64]) -> f64 {
    let n = x.len();
    if n == 0 {
        return f64::NAN;
    }
    let (a, b) = order_statistic_pair(&mut x.to_vec(), (n - 1) / 2);
    if n % 2 == 1 {
        a
    } else {
        (a + b) / 2.0
    }
}

/// Quantile `q` in [0, 1] of values without NaN by linear interpolation between order
/// statistics (numpy's default `method="linear"`, R's type 7), with numpy's two-sided `_lerp`;
/// NaN for an empty slice or `q` outside [0, 1].
pub(super) fn quantile(x: &[f64], q: f64) -> f64 {
    let n = x.len();
    if n == 0 || !(0.0..=1.0).contains(&q) {
        return f64::NAN;
    }
    let virtual_index = (n - 1) as f64 * q;
    if virtual_index >= (n - 1) as f64 {
        // numpy interpolates the largest value with itself, which turns +inf into NaN.
        let (last, _) = order_statistic_pair(&mut x.to_vec(), n - 1);
        return lerp(last, last, 1.0);
    }
    let lo = virtual_index.floor();
    let (a, b) = order_statistic_pair(&mut x.to_vec(), lo as usize);
    lerp(a, b, virtual_index - lo)
}

/// numpy's `_lerp`: `a + (b − a)·t` for t < 1/2, `b − (b − a)·(1 − t)` otherwise.
fn lerp(a: f64, b: f64, t: f64) -> f64 {
    let diff = b - a;
    if t >= 0.5 {
        b - diff * (1.0 - t)
    } else {
        a + diff * t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_match_numpy_linear() {
        let s = [8.0, 2.0, 1.0, 4.0];
        assert_eq!(quantile(&s, 0.0), 1.0);
        assert_eq!(quantile(&s, 1.0), 8.0);
        assert_eq!(quantile(&s, 0.5), 3.0);
        assert_eq!(quantile(&s, 0.25), 1.75);
        assert!(quantile(&[], 0.5).is_nan());
        // numpy's interpolation turns an infinite neighbour into NaN (∞ · 0); so does ours.
        let with_inf = [1.0, f64::INFINITY];
        assert!([0.0, 0.5, 1.0].iter().all(|&q| quantile(&with_inf, q).is_nan()));
        assert_eq!(quantile(&[2.0, f64::NEG_INFINITY, 1.0], 0.5), 1.0);
        assert_eq!(median(&[7.0, 1.0, 3.0]), 3.0);
        assert_eq!(median(&s), 3.0);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn variance_needs_more_values_than_ddof() {
        assert!(variance(&[1.0], 1).is_nan());
        assert_eq!(variance(&[1.0, 3.0], 1), 2.0);
        assert_eq!(variance(&[1.0, 3.0], 0), 1.0);
    }
}
