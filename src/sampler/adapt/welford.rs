//! Welford running means and variances, per chain or pooled across chains (the diagonal metric).

/// Welford running mean/variance per coordinate, for one chain or pooled over many chains.
///
/// `add`: `n += 1; d = x - m; m += d / n; m2 += (x - m) d` (Stan's `welford_var_estimator`); the sample
/// variance is `m2 / (n - 1)`. Draws whose length is not `dim` or that hold a non-finite value are skipped
/// (Stan would throw once the variance went non-finite); pooling many chains is just adding all their draws,
/// or [`merge`](Self::merge)-ing per-chain estimators.
#[derive(Clone, Debug)]
pub struct Welford {
    n: usize,
    mean: Vec<f64>,
    m2: Vec<f64>,
}

impl Welford {
    /// An empty estimator for `dim` coordinates.
    pub fn new(dim: usize) -> Self {
        Welford { n: 0, mean: vec![0.0; dim], m2: vec![0.0; dim] }
    }

    /// Adds one draw (ignored unless `x.len() == dim` and every value is finite).
    pub fn add(&mut self, x: &[f64]) {
        if x.len() != self.mean.len() || !x.iter().all(|v| v.is_finite()) {
            return;
        }
        self.n += 1;
        let n = self.n as f64;
        for ((m, m2), &v) in self.mean.iter_mut().zip(self.m2.iter_mut()).zip(x) {
            let d = v - *m;
            *m += d / n;
            *m2 += (v - *m) * d;
        }
    }

    /// Number of draws added since the last reset.
    pub fn count(&self) -> usize {
        self.n
    }

    /// Stan's regularised variance: (n/(n+5)) * var + 1e-3 * (5/(n+5)); None if count < 2.
    pub fn regularized_variance(&self) -> Option<Vec<f64>> {
        if self.n < 2 {
            return None;
        }
        let n = self.n as f64;
        let (w, shrink) = (n / (n + 5.0), 1e-3 * (5.0 / (n + 5.0)));
        Some(self.m2.iter().map(|m2| w * (m2 / (n - 1.0)) + shrink).collect())
    }

    /// The sample variance `m2 / (n − 1)`; None if count < 2.
    pub fn variance(&self) -> Option<Vec<f64>> {
        let n = self.n as f64;
        (self.n >= 2).then(|| self.m2.iter().map(|m2| m2 / (n - 1.0)).collect())
    }

    /// Forgets all draws (Stan's `estimator_.restart()` at a window end).
    pub fn reset(&mut self) {
        self.n = 0;
        self.mean.iter_mut().for_each(|m| *m = 0.0);
        self.m2.iter_mut().for_each(|m| *m = 0.0);
    }

    /// Running mean per coordinate.
    #[allow(dead_code)] // optional accessor
    pub fn mean(&self) -> &[f64] {
        &self.mean
    }

    /// Pools another estimator into this one (Chan et al. parallel update:
    /// `d = mb - ma; m = ma + d nb / n; m2 = m2a + m2b + d^2 na nb / n`). Ignored if the dims differ.
    #[allow(dead_code)] // optional: per-chain estimators pooled at a window end
    pub fn merge(&mut self, other: &Welford) {
        if other.mean.len() != self.mean.len() || other.n == 0 {
            return;
        }
        let (na, nb) = (self.n as f64, other.n as f64);
        let n = na + nb;
        for i in 0..self.mean.len() {
            let d = other.mean[i] - self.mean[i];
            self.mean[i] += d * nb / n;
            self.m2[i] += other.m2[i] + d * d * na * nb / n;
        }
        self.n += other.n;
    }
}

/// The gradient-based ("Fisher") diagonal inverse metric of nutpie (Seyboldt et al.):
/// `sqrt(var(x) / var(∇log p))` per coordinate, from the draws and the gradients at them — for
/// a Gaussian, exactly its variance, and it uses the curvature the gradients carry — with
/// Stan's shrinkage towards 1e-3 for `n` draws (`n/(n+5)`). A coordinate whose gradient
/// variance is not positive and finite keeps the variance of its draws. None with fewer than
/// two of either, or if their counts differ.
pub fn fisher_diagonal(draws: &Welford, grads: &Welford) -> Option<Vec<f64>> {
    if draws.count() != grads.count() {
        return None;
    }
    let (vx, vg) = (draws.variance()?, grads.variance()?);
    let n = draws.count() as f64;
    let (w, shrink) = (n / (n + 5.0), 1e-3 * (5.0 / (n + 5.0)));
    let raw = vx.iter().zip(&vg).map(|(x, g)| if g.is_finite() && *g > 0.0 { (x / g).sqrt() } else { *x });
    Some(raw.map(|m| (w * m + shrink).clamp(1e-10, 1e10)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sampler::adapt::test_normal as normal;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn welford_equals_two_pass() {
        let mut rng = ChaCha8Rng::seed_from_u64(11);
        let (dim, n) = (4, 537);
        let data: Vec<Vec<f64>> =
            (0..n).map(|_| (0..dim).map(|j| 1e3 + (j as f64 + 1.0) * normal(&mut rng)).collect()).collect();
        let mut w = Welford::new(dim);
        assert_eq!(w.regularized_variance(), None);
        for x in &data {
            w.add(x);
        }
        assert_eq!(w.count(), n);
        let var = w.regularized_variance().unwrap();
        let nf = n as f64;
        for j in 0..dim {
            let mean = data.iter().map(|x| x[j]).sum::<f64>() / nf;
            let v = data.iter().map(|x| (x[j] - mean).powi(2)).sum::<f64>() / (nf - 1.0);
            let expect = nf / (nf + 5.0) * v + 1e-3 * 5.0 / (nf + 5.0);
            assert!((w.mean()[j] - mean).abs() < 1e-9, "mean {j}");
            assert!((var[j] - expect).abs() < 1e-10 * expect, "var {j}: {} vs {expect}", var[j]);
        }
        // Pooling per-chain estimators equals one estimator over all draws.
        let (mut a, mut b) = (Welford::new(dim), Welford::new(dim));
        for (k, x) in data.iter().enumerate() {
            if k % 3 == 0 {
                a.add(x)
            } else {
                b.add(x)
            }
        }
        a.merge(&b);
        assert_eq!(a.count(), n);
        for (x, y) in a.regularized_variance().unwrap().iter().zip(&var) {
            assert!((x - y).abs() < 1e-9 * y);
        }
        // Reset.
        w.reset();
        assert_eq!(w.count(), 0);
        assert_eq!(w.regularized_variance(), None);
        w.add(&[1.0, 2.0, 3.0, 4.0]);
        assert_eq!(w.regularized_variance(), None);
        w.add(&[3.0, 2.0, 3.0, 4.0]);
        let v = w.regularized_variance().unwrap();
        assert!((v[0] - (2.0 / 7.0 * 2.0 + 1e-3 * 5.0 / 7.0)).abs() < 1e-15);
        assert!((v[1] - 1e-3 * 5.0 / 7.0).abs() < 1e-15);
    }

    /// For a Gaussian the gradient is −x/σ², so var(x)/var(g) = σ⁴ and the estimate is σ²
    /// (shrunk as Stan's for n draws); a coordinate with constant gradients keeps var(x).
    #[test]
    fn fisher_diagonal_of_a_gaussian_is_its_variance() {
        let mut rng = ChaCha8Rng::seed_from_u64(9);
        let sd = [0.1, 1.0, 30.0];
        let (mut x, mut g) = (Welford::new(4), Welford::new(4));
        for _ in 0..2000 {
            let draw: Vec<f64> = sd.iter().map(|s| s * normal(&mut rng)).chain([0.5]).collect();
            let grad: Vec<f64> = draw.iter().zip(&sd).map(|(x, s)| -x / (s * s)).chain([0.0]).collect();
            x.add(&draw);
            g.add(&grad);
        }
        let m = fisher_diagonal(&x, &g).unwrap();
        let w = 2000.0 / 2005.0;
        for (i, s) in sd.iter().enumerate() {
            assert!((m[i] - (w * s * s + 1e-3 * (1.0 - w))).abs() < 1e-9 * s * s, "{i}: {}", m[i]);
        }
        assert!(m[3] <= 1e-3, "constant coordinate: {}", m[3]);
        g.add(&[0.0; 4]);
        assert_eq!(fisher_diagonal(&x, &g), None, "counts differ");
    }

    #[test]
    fn welford_edge_cases() {
        let mut w = Welford::new(0);
        w.add(&[]);
        w.add(&[]);
        assert_eq!(w.regularized_variance(), Some(vec![]));
        let mut w = Welford::new(2);
        w.add(&[1.0]); // wrong length: ignored
        w.add(&[f64::NAN, 1.0]); // non-finite: ignored
        w.add(&[1.0, f64::INFINITY]);
        assert_eq!(w.count(), 0);
        w.merge(&Welford::new(3));
        w.merge(&Welford::new(2));
        assert_eq!(w.count(), 0);
    }
}
