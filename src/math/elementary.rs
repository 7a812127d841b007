//! f64 reference implementations of Stan's elementary and combinatorial functions that std
//! does not provide as such: the inverse normal CDF, the error functions, log-space and
//! log-gamma combinations written so that they do not cancel, and Stan's rounding and
//! comparison conventions. Tested against mpmath through `tests/fixtures/special_reference.json`.

use std::f64::consts::{PI, SQRT_2};

use super::{central_mass, lgamma, lgamma_ratio, log1m_exp, log_inv_logit, log_phi_deriv, phi};

/// √(2π).
const SQRT_2PI: f64 = 2.506_628_274_631_000_7;
/// The low part of √2: `SQRT_2 + SQRT_2_LO` is √2 to about 1e-33.
const SQRT_2_LO: f64 = -9.667_293_313_452_913e-17;

/// Stan's `step`: 0 for x < 0, 1 otherwise (NaN included).
pub fn step(x: f64) -> f64 {
    if x < 0.0 {
        0.0
    } else {
        1.0
    }
}

/// Stan's `fdim`: max(x − y, 0), NaN if either is NaN.
pub fn fdim(x: f64, y: f64) -> f64 {
    let d = x - y;
    if d.is_nan() {
        f64::NAN
    } else {
        d.max(0.0)
    }
}

/// log(1 + exp(x)) without overflow.
pub fn log1p_exp(x: f64) -> f64 {
    -log_inv_logit(-x)
}

/// 1 − exp(−exp(x)), the inverse of the complementary log-log link.
pub fn inv_cloglog(x: f64) -> f64 {
    -(-x.exp()).exp_m1()
}

/// `Phi_approx`: the logistic approximation inv_logit(0.07056 x³ + 1.5976 x) of Φ.
pub fn phi_approx(x: f64) -> f64 {
    super::inv_logit(0.07056 * x * x * x + 1.5976 * x)
}

/// log(B(a, b)) = lgamma(a) + lgamma(b) − lgamma(a + b), through `lgamma_ratio` of the larger
/// argument so that large arguments do not cancel.
pub fn lbeta(a: f64, b: f64) -> f64 {
    let (small, large) = if a <= b { (a, b) } else { (b, a) };
    lgamma(small) - lgamma_ratio(large, small)
}

/// log of the binomial coefficient (n choose k) for real n ≥ k ≥ 0 (Stan's `lchoose` and
/// `binomial_coefficient_log`): −log(n + 1) − lbeta(n − k + 1, k + 1).
pub fn lchoose(n: f64, k: f64) -> f64 {
    if k == 0.0 || k == n {
        return if n.is_nan() { f64::NAN } else { 0.0 };
    }
    -n.ln_1p() - lbeta(n - k + 1.0, k + 1.0)
}

/// log((x)_n) = lgamma(x + 1) − lgamma(x − n + 1), the log falling factorial.
pub fn log_falling_factorial(x: f64, n: f64) -> f64 {
    lgamma_ratio(x - n + 1.0, n)
}

/// log(x^(n)) = lgamma(x + n) − lgamma(x), the log rising factorial.
pub fn log_rising_factorial(x: f64, n: f64) -> f64 {
    lgamma_ratio(x, n)
}

/// log(inv_logit(x) − inv_logit(y)) for x > y, as Stan computes it:
/// x − log1p_exp(x) + log1m_exp(y − x) − log1p_exp(y).
pub fn log_inv_logit_diff(x: f64, y: f64) -> f64 {
    x - log1p_exp(x) + log1m_exp(y - x) - log1p_exp(y)
}

/// Stan's `binary_log_loss(y, ŷ)`: −log ŷ for y ≠ 0, −log(1 − ŷ) for y = 0.
pub fn binary_log_loss(y: f64, y_hat: f64) -> f64 {
    if y != 0.0 {
        -y_hat.ln()
    } else {
        -(-y_hat).ln_1p()
    }
}

/// erfc(x) for x ≥ 0: 2 Q(x√2), with x√2 carried in two parts; the low part δ enters as the
/// factor exp(−δ·h) with h the normal hazard φ/Q at x√2 (Q(t + δ) ≈ Q(t) e^(−δ h(t))).
fn erfc_upper(x: f64) -> f64 {
    let t = x * SQRT_2;
    let delta = x.mul_add(SQRT_2, -t) + x * SQRT_2_LO;
    2.0 * phi(-t) * (-delta * log_phi_deriv(-t)).exp()
}

/// The error function: its Taylor series for |x| < 0.5, 1 − erfc(|x|) with x's sign beyond.
pub fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    if x.is_infinite() {
        return x.signum();
    }
    if x.abs() < 0.5 {
        let z = x * x;
        let (mut term, mut sum, mut n) = (x, x, 0.0);
        while term.abs() > 1e-18 * sum.abs() {
            n += 1.0;
            term *= -z / n;
            sum += term / (2.0 * n + 1.0);
        }
        return 2.0 / PI.sqrt() * sum;
    }
    // erfc(x) < 1e-300 past x = 26.5: erf is ±1 to the last bit there (and the upper tail's
    // continued fraction need not be evaluated at huge arguments).
    if x.abs() > 27.0 {
        return x.signum();
    }
    x.signum() * (1.0 - erfc_upper(x.abs()))
}

/// The complementary error function, relatively accurate in the upper tail.
pub fn erfc(x: f64) -> f64 {
    if x.is_nan() {
        f64::NAN
    } else if x < 0.5 {
        1.0 - erf(x)
    } else if x > 27.0 {
        // Below the smallest normal double past 26.55.
        0.0
    } else {
        erfc_upper(x)
    }
}

/// Lower half of Φ⁻¹ (p ≤ 1/2): Acklam's rational approximation (relative error 1.2e-9),
/// refined by one Halley step on Φ(x) − p.
fn inv_phi_lower(p: f64) -> f64 {
    const A: [f64; 6] = [
        -39.696_830_286_653_76,
        220.946_098_424_520_5,
        -275.928_510_446_968_7,
        138.357_751_867_269,
        -30.664_798_066_147_16,
        2.506_628_277_459_239,
    ];
    const B: [f64; 5] = [
        -54.476_098_798_224_06,
        161.585_836_858_040_9,
        -155.698_979_859_886_6,
        66.801_311_887_719_72,
        -13.280_681_552_885_72,
    ];
    const C: [f64; 6] = [
        -0.007_784_894_002_430_293,
        -0.322_396_458_041_136_5,
        -2.400_758_277_161_838,
        -2.549_732_539_343_734,
        4.374_664_141_464_968,
        2.938_163_982_698_783,
    ];
    const D: [f64; 4] =
        [0.007_784_695_709_041_462, 0.322_467_129_070_039_8, 2.445_134_137_142_996, 3.754_408_661_907_416];
    let (x, residual) = if p < 0.02425 {
        let q = (-2.0 * p.ln()).sqrt();
        let x = (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5])
            / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1.0);
        (x, phi(x) - p)
    } else {
        // Φ(x) − p as (Φ(x) − ½) − (p − ½): both relatively accurate as x → 0.
        let q = p - 0.5;
        let r = q * q;
        let x = (((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q
            / (((((B[0] * r + B[1]) * r + B[2]) * r + B[3]) * r + B[4]) * r + 1.0);
        (x, -central_mass(-x) - q)
    };
    let u = residual * SQRT_2PI * (0.5 * x * x).exp();
    x - u / (1.0 + 0.5 * x * u)
}

/// Φ⁻¹(p), Stan's `inv_Phi`: −inf at 0, +inf at 1, NaN outside [0, 1]. The upper half is the
/// mirror of the lower (1 − p is exact there), so both tails are relatively accurate.
pub fn inv_phi(p: f64) -> f64 {
    if p.is_nan() || !(0.0..=1.0).contains(&p) {
        f64::NAN
    } else if p == 0.0 {
        f64::NEG_INFINITY
    } else if p == 1.0 {
        f64::INFINITY
    } else if p <= 0.5 {
        inv_phi_lower(p)
    } else {
        -inv_phi_lower(1.0 - p)
    }
}

/// Γ(x): the recurrence down to [1, 2) for moderate x (exp of a small lgamma there),
/// exp(lgamma) beyond, the reflection formula below 1/2; NaN at the poles.
pub fn tgamma(x: f64) -> f64 {
    if x.is_nan() || x == f64::NEG_INFINITY || x <= 0.0 && x == x.floor() {
        return f64::NAN;
    }
    if x < 0.5 {
        let s = (PI * (x - 2.0 * (0.5 * x).round())).sin();
        return PI / (s * tgamma(1.0 - x));
    }
    if x > 30.0 {
        return lgamma(x).exp();
    }
    let (mut y, mut prod) = (x, 1.0);
    while y >= 2.0 {
        y -= 1.0;
        prod *= y;
    }
    prod * lgamma(y).exp()
}

/// ψ₁(x), the trigamma function: the recurrence ψ₁(x) = ψ₁(x + 1) + 1/x² up to 10, then its
/// asymptotic series; the reflection formula below 1/2.
pub fn trigamma(x: f64) -> f64 {
    if x.is_nan() || x <= 0.0 && x == x.floor() {
        return f64::NAN;
    }
    if x < 0.5 {
        let s = (PI * (x - 2.0 * (0.5 * x).round())).sin();
        return PI * PI / (s * s) - trigamma(1.0 - x);
    }
    let (mut y, mut sum) = (x, 0.0);
    while y < 10.0 {
        sum += 1.0 / (y * y);
        y += 1.0;
    }
    let w = 1.0 / (y * y);
    let series = 1.0 / y + w / 2.0 + w / y * (1.0 / 6.0 - w * (1.0 / 30.0 - w * (1.0 / 42.0 - w / 30.0)));
    sum + series
}

/// acosh(x) = log1p(t + sqrt(2t + t²)) with t = x − 1 (exact) below 2, where std's form
/// cancels; std's beyond.
pub fn acosh(x: f64) -> f64 {
    if x.is_nan() || x < 1.0 {
        return f64::NAN;
    }
    if x < 2.0 {
        let t = x - 1.0;
        (t + (t * (2.0 + t)).sqrt()).ln_1p()
    } else {
        x.acosh()
    }
}

/// atanh(x) = log1p(2x / (1 − x)) / 2 with x's sign: no cancellation near ±1.
pub fn atanh(x: f64) -> f64 {
    let a = x.abs();
    (0.5 * (2.0 * a / (1.0 - a)).ln_1p()).copysign(x)
}
