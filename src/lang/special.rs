//! f64 cumulative distribution functions evaluated on the host: Student-t through the
//! regularized incomplete beta function, the normal through the crate's Φ.

use crate::math;

use super::builtins::CdfKind;

/// The regularized incomplete beta function I_x(a, b), by its continued fraction.
pub fn inc_beta(a: f64, b: f64, x: f64) -> f64 {
    if x.is_nan() || a.is_nan() || b.is_nan() || a <= 0.0 || b <= 0.0 {
        return f64::NAN;
    }
    if x <= 0.0 {
        return 0.0;
    }
    if x >= 1.0 {
        return 1.0;
    }
    let ln_front = math::lgamma(a + b) - math::lgamma(a) - math::lgamma(b) + a * x.ln() + b * (-x).ln_1p();
    if x < (a + 1.0) / (a + b + 2.0) {
        ln_front.exp() * beta_cf(a, b, x) / a
    } else {
        1.0 - ln_front.exp() * beta_cf(b, a, 1.0 - x) / b
    }
}

/// The continued fraction of the incomplete beta function (modified Lentz).
fn beta_cf(a: f64, b: f64, x: f64) -> f64 {
    const TINY: f64 = 1e-300;
    let (qab, qap, qam) = (a + b, a + 1.0, a - 1.0);
    let mut c = 1.0;
    let mut d = 1.0 - qab * x / qap;
    if d.abs() < TINY {
        d = TINY;
    }
    d = 1.0 / d;
    let mut h = d;
    for m in 1..=10_000 {
        let m = m as f64;
        let m2 = 2.0 * m;
        for aa in [m * (b - m) * x / ((qam + m2) * (a + m2)), -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))] {
            d = 1.0 + aa * d;
            if d.abs() < TINY {
                d = TINY;
            }
            c = 1.0 + aa / c;
            if c.abs() < TINY {
                c = TINY;
            }
            d = 1.0 / d;
            h *= d * c;
        }
        if (d * c - 1.0).abs() < 1e-16 {
            break;
        }
    }
    h
}

/// `student_t_{cdf,lcdf,lccdf}(y | nu, mu, sigma)`.
pub fn student_t(kind: CdfKind, y: f64, nu: f64, mu: f64, sigma: f64) -> f64 {
    if nu.is_nan() || sigma.is_nan() || nu <= 0.0 || sigma <= 0.0 {
        return f64::NAN;
    }
    let t = (y - mu) / sigma;
    let tail = if t.is_infinite() { 0.0 } else { 0.5 * inc_beta(0.5 * nu, 0.5, nu / (nu + t * t)) };
    let (cdf, ccdf) = if t > 0.0 { (1.0 - tail, tail) } else { (tail, 1.0 - tail) };
    match kind {
        CdfKind::Cdf => cdf,
        CdfKind::Lcdf => cdf.ln(),
        CdfKind::Lccdf => ccdf.ln(),
    }
}

/// `normal_{cdf,lcdf,lccdf}(y | mu, sigma)`.
pub fn normal(kind: CdfKind, y: f64, mu: f64, sigma: f64) -> f64 {
    if sigma.is_nan() || sigma <= 0.0 {
        return f64::NAN;
    }
    let z = (y - mu) / sigma;
    match kind {
        CdfKind::Cdf => math::phi(z),
        CdfKind::Lcdf => math::log_phi(z),
        CdfKind::Lccdf => math::log_phi_c(z),
    }
}
