//! Welford running mean and full covariance (the dense metric), Stan's
//! `welford_covar_estimator` and the regularisation of `covar_adaptation`.

/// Running mean and covariance of `dim`-vectors, for one chain or pooled over many chains.
///
/// `add`: `n += 1; d = x − m; m += d / n; M2 += (x − m) dᵀ`; the sample covariance is
/// `M2 / (n − 1)`. Draws whose length is not `dim` or that hold a non-finite value are skipped,
/// as [`Welford`](super::Welford) skips them.
#[derive(Clone, Debug)]
pub struct CovarianceWelford {
    n: usize,
    mean: Vec<f64>,
    /// Row-major `dim × dim`, symmetric.
    m2: Vec<f64>,
}

impl CovarianceWelford {
    /// An empty estimator for `dim` coordinates.
    pub fn new(dim: usize) -> Self {
        CovarianceWelford { n: 0, mean: vec![0.0; dim], m2: vec![0.0; dim * dim] }
    }

    /// Adds one draw (ignored unless `x.len() == dim` and every value is finite).
    pub fn add(&mut self, x: &[f64]) {
        let dim = self.mean.len();
        if x.len() != dim || !x.iter().all(|v| v.is_finite()) {
            return;
        }
        self.n += 1;
        let n = self.n as f64;
        let d: Vec<f64> = x.iter().zip(&self.mean).map(|(x, m)| x - m).collect();
        for (m, di) in self.mean.iter_mut().zip(&d) {
            *m += di / n;
        }
        for ((row, xi), mi) in self.m2.chunks_exact_mut(dim).zip(x).zip(&self.mean) {
            let after = xi - mi;
            for (m2, dj) in row.iter_mut().zip(&d) {
                *m2 += after * dj;
            }
        }
    }

    /// Number of draws added since the last reset.
    #[cfg(test)]
    pub fn count(&self) -> usize {
        self.n
    }

    /// Stan's regularised covariance, `(n/(n+5)) Cov + 1e-3 (5/(n+5)) I`, row-major; None if
    /// count < 2.
    pub fn regularized_covariance(&self) -> Option<Vec<f64>> {
        if self.n < 2 {
            return None;
        }
        let (n, dim) = (self.n as f64, self.mean.len());
        let (w, shrink) = (n / (n + 5.0), 1e-3 * (5.0 / (n + 5.0)));
        let mut cov: Vec<f64> = self.m2.iter().map(|m2| w * m2 / (n - 1.0)).collect();
        for i in 0..dim {
            cov[i * dim + i] += shrink;
        }
        Some(cov)
    }

    /// Forgets all draws (at a window's end).
    pub fn reset(&mut self) {
        self.n = 0;
        self.mean.iter_mut().for_each(|m| *m = 0.0);
        self.m2.iter_mut().for_each(|m| *m = 0.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_two_pass_covariance_with_stans_regularisation() {
        let xs = [[1.0, 2.0], [2.0, 2.5], [4.0, 3.0], [3.0, 5.5], [0.5, 1.0]];
        let mut w = CovarianceWelford::new(2);
        for x in &xs {
            w.add(x);
        }
        w.add(&[f64::NAN, 1.0]);
        assert_eq!(w.count(), 5);
        let n = xs.len() as f64;
        let mean = [0, 1].map(|i| xs.iter().map(|x| x[i]).sum::<f64>() / n);
        let cov = |i: usize, j: usize| xs.iter().map(|x| (x[i] - mean[i]) * (x[j] - mean[j])).sum::<f64>() / (n - 1.0);
        let got = w.regularized_covariance().unwrap();
        let (a, b) = (n / (n + 5.0), 1e-3 * 5.0 / (n + 5.0));
        let want = [a * cov(0, 0) + b, a * cov(0, 1), a * cov(1, 0), a * cov(1, 1) + b];
        for (g, e) in got.iter().zip(want) {
            assert!((g - e).abs() < 1e-12, "{got:?} vs {want:?}");
        }
        w.reset();
        assert!(w.regularized_covariance().is_none());
    }
}
