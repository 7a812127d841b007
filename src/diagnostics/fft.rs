//! A radix-2 complex FFT and the chain-averaged autocovariance it gives in O(n log n).

use std::f64::consts::PI;

/// A complex number as (re, im).
type Complex = (f64, f64);

/// e^(−2πik/m) for k < m/2, each computed directly with sin/cos (one rounding each).
fn twiddles(m: usize) -> Vec<Complex> {
    (0..m / 2)
        .map(|k| {
            let angle = -2.0 * PI * k as f64 / m as f64;
            (angle.cos(), angle.sin())
        })
        .collect()
}

/// In-place iterative radix-2 forward FFT of a power-of-two length `x.len()`, with the
/// twiddles of that length.
fn fft_in_place(x: &mut [Complex], twiddles: &[Complex]) {
    let n = x.len();
    debug_assert!(n.is_power_of_two() && twiddles.len() == n / 2);
    if n < 2 {
        return;
    }
    let shift = usize::BITS - n.trailing_zeros();
    for i in 0..n {
        let j = i.reverse_bits() >> shift;
        if i < j {
            x.swap(i, j);
        }
    }
    let mut len = 2;
    while len <= n {
        let stride = n / len;
        for block in x.chunks_exact_mut(len) {
            let (lo, hi) = block.split_at_mut(len / 2);
            for (k, (a, b)) in lo.iter_mut().zip(hi.iter_mut()).enumerate() {
                let w = twiddles[k * stride];
                let t = (b.0 * w.0 - b.1 * w.1, b.0 * w.1 + b.1 * w.0);
                *b = (a.0 - t.0, a.1 - t.1);
                *a = (a.0 + t.0, a.1 + t.1);
            }
        }
        len *= 2;
    }
}

/// Autocovariances at lags 0..n of `rows` (each of length n, centred on its own mean, divided
/// by n: the biased estimator ArviZ's `autocov` uses), averaged over the rows.
///
/// Each row is zero-padded to a power of two m ≥ 2n so the circular correlation equals the
/// linear one. Two rows a, b go through one complex FFT of z = a + ib, whose power spectrum
/// gives |A_k|² + |B_k|² = (|Z_k|² + |Z_(m−k)|²)/2. The spectra are summed over rows before a
/// single inverse transform (the spectrum is real and even, so a forward FFT serves).
pub(super) fn mean_autocovariance<'a>(mut rows: impl ExactSizeIterator<Item = &'a [f64]>, n: usize) -> Vec<f64> {
    let count = rows.len();
    let m = (2 * n).next_power_of_two();
    let tw = twiddles(m);
    let mut power = vec![(0.0, 0.0); m];
    let mut buf = vec![(0.0, 0.0); m];
    while let Some(a) = rows.next() {
        buf.iter_mut().for_each(|z| *z = (0.0, 0.0));
        for (z, v) in buf.iter_mut().zip(centred(a)) {
            z.0 = v;
        }
        if let Some(b) = rows.next() {
            for (z, v) in buf.iter_mut().zip(centred(b)) {
                z.1 = v;
            }
        }
        fft_in_place(&mut buf, &tw);
        for k in 0..m {
            let (z, w) = (buf[k], buf[(m - k) % m]);
            power[k].0 += (z.0 * z.0 + z.1 * z.1 + w.0 * w.0 + w.1 * w.1) / 2.0;
        }
    }
    fft_in_place(&mut power, &tw);
    let scale = 1.0 / (m as f64 * n as f64 * count as f64);
    power[..n].iter().map(|p| p.0 * scale).collect()
}

/// The row minus its mean.
fn centred(row: &[f64]) -> impl Iterator<Item = f64> + '_ {
    let mean = row.iter().sum::<f64>() / row.len() as f64;
    row.iter().map(move |v| v - mean)
}

#[cfg(test)]
mod tests {
    use super::mean_autocovariance;

    /// Direct O(n²) biased autocovariance of one row.
    fn direct(x: &[f64]) -> Vec<f64> {
        let n = x.len();
        let mean = x.iter().sum::<f64>() / n as f64;
        (0..n).map(|t| (0..n - t).map(|i| (x[i] - mean) * (x[i + t] - mean)).sum::<f64>() / n as f64).collect()
    }

    #[test]
    fn fft_matches_direct_sum() {
        for n in [1, 2, 3, 5, 8, 13, 100] {
            let a: Vec<f64> = (0..n).map(|i| ((i * 7919) % 31) as f64 / 7.0 - 2.0).collect();
            let b: Vec<f64> = (0..n).map(|i| ((i * 104_729) % 17) as f64 * 0.3).collect();
            let got = mean_autocovariance([a.as_slice(), b.as_slice(), a.as_slice()].into_iter(), n);
            let (da, db) = (direct(&a), direct(&b));
            for t in 0..n {
                let want = (2.0 * da[t] + db[t]) / 3.0;
                assert!((got[t] - want).abs() < 1e-13 * (1.0 + da[0] + db[0]), "n={n} t={t}: {} vs {want}", got[t]);
            }
        }
    }
}
