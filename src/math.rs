//! f64 special functions for the CPU reference path.
//!
//! Everything here is a plain `f64 -> f64` function meant to stay accurate in
//! the tails, because the CPU reference interpreter is what the GPU kernels
//! are checked against. Accuracy is tested against mpmath (50 digits) through
//! `tests/fixtures/special_reference.json`, which is written by
//! `tools/reference/gen_special.py`; see the tests at the end of this file.
//!
//! statrs 0.18 is not used here: measured against mpmath, its `ln_gamma`
//! (Lanczos) returns 4.4e-16 instead of 0 at x = 1 and has relative errors
//! around 1e-9 within 1e-6 of x = 1 and x = 2, its `erfc` has relative errors
//! around 1e-10 already at x = 0.5, and its `digamma` loses accuracy in the
//! reflection for large negative x (it evaluates `tan(-pi x)` without reducing
//! the argument first).

use std::f64::consts::{LN_2, PI};

mod elementary;
pub use elementary::*;

/// ln(sqrt(2 pi)).
const LN_SQRT_2PI: f64 = 0.918_938_533_204_672_8;
/// 1 / sqrt(2 pi).
const INV_SQRT_2PI: f64 = 0.398_942_280_401_432_7;
/// Euler's constant gamma.
const EULER_GAMMA: f64 = 0.577_215_664_901_532_9;

// ---------------------------------------------------------------------------
// Gamma-family functions
// ---------------------------------------------------------------------------

/// Coefficients c_k = (-1)^k (zeta(k) - 1) / k, k = 2, 3, ..., 30, of the
/// series lgamma(2 + z) = (1 - gamma) z + sum_k c_k z^k (|z| < 2).
/// Printed by `tools/reference/gen_special.py --coefficients`.
const LGAMMA2_SERIES: [f64; 29] = [
    0.3224670334241132,
    -0.0673523010531981,
    0.020580808427784546,
    -0.007385551028673986,
    0.0028905103307415234,
    -0.001192753911703261,
    0.0005096695247430425,
    -0.00022315475845357939,
    9.945751278180853e-05,
    -4.492623673813314e-05,
    2.050721277567069e-05,
    -9.439488275268397e-06,
    4.374866789907488e-06,
    -2.039215753801366e-06,
    9.55141213040742e-07,
    -4.492469198764566e-07,
    2.1207184805554665e-07,
    -1.0043224823968099e-07,
    4.7698101693639804e-08,
    -2.2711094608943164e-08,
    1.0838659214896955e-08,
    -5.183475041970047e-09,
    2.4836745438024785e-09,
    -1.1921401405860912e-09,
    5.731367241678862e-10,
    -2.7595228851242334e-10,
    1.330476437424449e-10,
    -6.4229645638381e-11,
    3.1044247747322276e-11,
];

/// Stirling-series coefficients B_2k / (2k (2k - 1)), k = 1..8, of
/// lgamma(x) - [(x - 1/2) ln x - x + ln sqrt(2 pi)] in powers 1/x^(2k-1).
const STIRLING_SERIES: [f64; 8] = [
    1.0 / 12.0,
    -1.0 / 360.0,
    1.0 / 1260.0,
    -1.0 / 1680.0,
    1.0 / 1188.0,
    -691.0 / 360_360.0,
    1.0 / 156.0,
    -3617.0 / 122_400.0,
];

/// Asymptotic-series coefficients B_2k / (2k), k = 1..8, of
/// ln x - 1/(2x) - digamma(x) in powers 1/x^(2k).
const DIGAMMA_SERIES: [f64; 8] =
    [1.0 / 12.0, -1.0 / 120.0, 1.0 / 252.0, -1.0 / 240.0, 1.0 / 132.0, -691.0 / 32_760.0, 1.0 / 12.0, -3617.0 / 8160.0];

/// Where lgamma and digamma switch to their asymptotic series.
const ASYMPTOTIC_MIN: f64 = 10.0;

/// Evaluates the polynomial with coefficients `coef` (lowest order first) at `x`.
fn horner(x: f64, coef: &[f64]) -> f64 {
    coef.iter().rev().fold(0.0, |acc, &c| acc * x + c)
}

/// lgamma(2 + z) for |z| <= 1/2 by its Taylor series; exact 0 at z = 0.
fn lgamma2_series(z: f64) -> f64 {
    z * ((1.0 - EULER_GAMMA) + z * horner(z, &LGAMMA2_SERIES))
}

/// |sin(pi x)|, with the argument reduced exactly to [-1/2, 1/2] first.
fn abs_sin_pi(x: f64) -> f64 {
    (PI * (x - x.round())).sin().abs()
}

/// pi / tan(pi x), with the argument reduced exactly to [-1/2, 1/2] first.
fn pi_cot_pi(x: f64) -> f64 {
    PI / (PI * (x - x.round())).tan()
}

/// Whether `x` is one of the poles 0, -1, -2, ... of the gamma function.
fn is_gamma_pole(x: f64) -> bool {
    x <= 0.0 && x == x.floor()
}

/// Natural log of |Gamma(x)|; +inf at the poles x = 0, -1, -2, ... and at +-inf (as C's `lgamma`).
pub fn lgamma(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    if x.is_infinite() || is_gamma_pole(x) {
        return f64::INFINITY;
    }
    if x < 0.0 {
        // Reflection: |Gamma(x)| = pi / (|sin(pi x)| Gamma(1 - x)).
        return PI.ln() - abs_sin_pi(x).ln() - lgamma(1.0 - x);
    }
    if x < 0.5 {
        // Gamma(x) = Gamma(2 + x) / (x (1 + x)).
        return lgamma2_series(x) - x.ln_1p() - x.ln();
    }
    if x < 1.5 {
        // Gamma(1 + z) = Gamma(2 + z) / (1 + z); z = x - 1 is exact.
        let z = x - 1.0;
        return lgamma2_series(z) - z.ln_1p();
    }
    if x < ASYMPTOTIC_MIN {
        // Gamma(x) = (x - 1)(x - 2)...(y) Gamma(y) with y in [1.5, 2.5); each step is exact.
        let mut y = x;
        let mut product = 1.0;
        while y >= 2.5 {
            y -= 1.0;
            product *= y;
        }
        return lgamma2_series(y - 2.0) + product.ln();
    }
    let r = 1.0 / x;
    (x - 0.5) * x.ln() - x + LN_SQRT_2PI + r * horner(r * r, &STIRLING_SERIES)
}

/// Digamma function psi(x) = d/dx ln Gamma(x); NaN at the poles x = 0, -1, -2, ... and at -inf.
pub fn digamma(x: f64) -> f64 {
    if x.is_nan() || x == f64::NEG_INFINITY || is_gamma_pole(x) {
        return f64::NAN;
    }
    if x == f64::INFINITY {
        return f64::INFINITY;
    }
    if x < 0.0 {
        // Reflection: psi(x) = psi(1 - x) - pi cot(pi x).
        return digamma(1.0 - x) - pi_cot_pi(x);
    }
    // Recurrence psi(x) = psi(x + n) - sum_{k<n} 1 / (x + k), then the asymptotic series.
    let mut shift_sum = 0.0;
    let mut k = 0.0;
    while x + k < ASYMPTOTIC_MIN {
        shift_sum += 1.0 / (x + k);
        k += 1.0;
    }
    let y = x + k;
    let r2 = 1.0 / (y * y);
    y.ln() - 0.5 / y - r2 * horner(r2, &DIGAMMA_SERIES) - shift_sum
}

// ---------------------------------------------------------------------------
// Log-space arithmetic and the logistic function
// ---------------------------------------------------------------------------

/// log(exp(a) + exp(b)) without overflow; -inf for (-inf, -inf), +inf if either is +inf.
pub fn log_sum_exp(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    let (hi, lo) = if a >= b { (a, b) } else { (b, a) };
    if hi.is_infinite() {
        return hi;
    }
    hi + (lo - hi).exp().ln_1p()
}

/// log(1 - exp(a)) for a <= 0 (NaN for a > 0, -inf at a = 0).
pub fn log1m_exp(a: f64) -> f64 {
    if a.is_nan() || a > 0.0 {
        f64::NAN
    } else if a == 0.0 {
        f64::NEG_INFINITY
    } else if a > -LN_2 {
        (-a.exp_m1()).ln()
    } else {
        (-a.exp()).ln_1p()
    }
}

/// log(exp(a) - exp(b)) for a >= b (NaN for a < b, -inf for a == b finite).
pub fn log_diff_exp(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if b == f64::NEG_INFINITY {
        return a;
    }
    if a < b || a == f64::INFINITY && b == f64::INFINITY {
        return f64::NAN;
    }
    a + log1m_exp(b - a)
}

/// Logistic function 1 / (1 + exp(-x)), without overflow for any x.
pub fn inv_logit(x: f64) -> f64 {
    if x >= 0.0 {
        1.0 / (1.0 + (-x).exp())
    } else {
        let e = x.exp();
        e / (1.0 + e)
    }
}

/// log(inv_logit(x)) = -log(1 + exp(-x)), accurate in both tails.
pub fn log_inv_logit(x: f64) -> f64 {
    if x >= 0.0 {
        -(-x).exp().ln_1p()
    } else {
        x - x.exp().ln_1p()
    }
}

/// log(1 - inv_logit(x)) = -log(1 + exp(x)), accurate in both tails.
pub fn log1m_inv_logit(x: f64) -> f64 {
    log_inv_logit(-x)
}

/// The log odds log(u / (1 - u)): `log1p((2u - 1) / (1 - u))` near u = 1/2, where the result is
/// small and the quotient near 1 would cancel, `log(u) - log1p(-u)` elsewhere.
pub fn logit(u: f64) -> f64 {
    if u > 0.25 && u < 0.75 {
        ((2.0 * u - 1.0) / (1.0 - u)).ln_1p()
    } else {
        u.ln() - (-u).ln_1p()
    }
}

/// `x log(y)`, with 0 for `x = y = 0` (Stan's `multiply_log`: the limit that keeps
/// `n log(theta)` finite for a count n = 0 at a probability theta = 0).
pub fn multiply_log(x: f64, y: f64) -> f64 {
    if x == 0.0 && y == 0.0 {
        0.0
    } else {
        x * y.ln()
    }
}

// ---------------------------------------------------------------------------
// Standard normal distribution
//
// Everything is built on the upper tail Q(t) = 1 - Phi(t) = Phi(-t), t >= 0:
// * 0 <= t <= 5: Taylor expansion around the nearest multiple c of 1/4, from
//   the tabulated Q(c) and the derivatives Q^(m+1)(c) = -He_m(-c) phi(c)
//   (He = probabilists' Hermite polynomials); |t - c| <= 1/8, so 16 terms give
//   full double precision. The same expansion serves narrow intervals in
//   `log_diff_phi`.
// * t > 5: Q(t) = phi(t) R(t) with the Mills ratio R from Laplace's continued
//   fraction R(t) = 1/(t + 1/(t + 2/(t + 3/(t + ...)))), 30 terms, and phi(t)
//   computed with t split so that the large exponent -t^2/2 is exact; in log
//   space -t^2/2 is used directly, so log Q is accurate for any finite t.
// ---------------------------------------------------------------------------

/// Q(j / 4) = 1 - Phi(j / 4) for j = 0, 1, ..., 20, from mpmath.
/// Printed by `tools/reference/gen_special.py --coefficients`.
const UPPER_TAIL_TABLE: [f64; 21] = [
    0.5,
    0.4012936743170763,
    0.3085375387259869,
    0.2266273523768682,
    0.15865525393145705,
    0.10564977366685525,
    0.06680720126885807,
    0.04005915686381709,
    0.02275013194817921,
    0.012224472655044703,
    0.006209665325776135,
    0.002979763235054557,
    0.0013498980316300946,
    0.000577025042390767,
    0.00023262907903552504,
    8.841728520080387e-05,
    3.1671241833119924e-05,
    1.068852577493442e-05,
    3.3976731247300603e-06,
    1.0170832425687032e-06,
    2.866515718791939e-07,
];
/// Table points per unit of t.
const TABLE_DENSITY: f64 = 4.0;
/// Largest t covered by the table; the continued fraction takes over above.
const TABLE_MAX: f64 = 5.0;
/// Taylor terms used around a table point.
const TAYLOR_TERMS: usize = 16;
/// Continued-fraction terms for the Mills ratio at t > 5.
const MILLS_CF_TERMS: usize = 30;
/// Q(t) is below the smallest subnormal f64 for t above this.
const UPPER_TAIL_UNDERFLOW: f64 = 40.0;

/// Q(c) - Q(c + h) = phi(c) sum_{m>=0} He_m(-c) h^(m+1) / (m+1)!, summed to `TAYLOR_TERMS`
/// terms; full precision for |h| <= 1/8 and c <= 5, or for |h| max(c, 1) <= 1/4.
fn upper_tail_step_over_pdf(c: f64, h: f64) -> f64 {
    let (mut he_prev, mut he) = (0.0, 1.0);
    let mut power = h;
    let mut sum = 0.0;
    for m in 0..TAYLOR_TERMS {
        let m = m as f64;
        sum += he * power;
        (he_prev, he) = (he, -c * he - m * he_prev);
        power *= h / (m + 2.0);
    }
    sum
}

/// For 0 <= t <= 5: (Q(c), Q(c) - Q(t)) where c is the multiple of 1/4 nearest t.
fn upper_tail_taylor(t: f64) -> (f64, f64) {
    let j = (TABLE_DENSITY * t).round().clamp(0.0, TABLE_DENSITY * TABLE_MAX);
    let c = j / TABLE_DENSITY;
    let pdf_c = INV_SQRT_2PI * (-0.5 * c * c).exp();
    (UPPER_TAIL_TABLE[j as usize], pdf_c * upper_tail_step_over_pdf(c, t - c))
}

/// Mills ratio R(t) = Q(t) / phi(t) for t >= 5, by a continued fraction.
fn mills_ratio(t: f64) -> f64 {
    1.0 / inverse_mills_ratio(t)
}

/// 1 / R(t) = phi(t) / Q(t) for t >= 5 (+inf at +inf): the continued fraction
/// t + 1/(t + 2/(t + 3/(t + ...))) itself.
fn inverse_mills_ratio(t: f64) -> f64 {
    let mut f = t;
    for k in (1..=MILLS_CF_TERMS).rev() {
        f = t + k as f64 / f;
    }
    f
}

/// Standard normal density phi(t) for |t| <= 40 with t^2 / 2 formed without rounding error.
fn std_normal_pdf_split(t: f64) -> f64 {
    let hi = (64.0 * t).round() / 64.0; // hi^2 is exact for |t| < 2^20
    let lo = t - hi;
    INV_SQRT_2PI * (-0.5 * hi * hi).exp() * (-0.5 * lo * (t + hi)).exp()
}

/// Q(t) = 1 - Phi(t) for t >= 0, with small relative error down to the subnormals.
fn upper_tail(t: f64) -> f64 {
    if t <= TABLE_MAX {
        let (q_c, diff) = upper_tail_taylor(t);
        q_c - diff
    } else if t > UPPER_TAIL_UNDERFLOW {
        0.0
    } else {
        std_normal_pdf_split(t) * mills_ratio(t)
    }
}

/// log Q(t) = log(1 - Phi(t)) for t >= 0, accurate for all t (-inf only past about 1.9e154).
fn log_upper_tail(t: f64) -> f64 {
    if t <= TABLE_MAX {
        upper_tail(t).ln()
    } else {
        -(0.5 * t) * t - LN_SQRT_2PI + mills_ratio(t).ln()
    }
}

/// Phi(t) - 1/2 for t >= 0, with small relative error also as t -> 0.
fn central_mass(t: f64) -> f64 {
    if t <= TABLE_MAX {
        let (q_c, diff) = upper_tail_taylor(t);
        (0.5 - q_c) + diff
    } else {
        0.5 - upper_tail(t)
    }
}

/// Standard normal CDF Phi(x), with small relative error in the lower tail (0 below about -38.5).
pub fn phi(x: f64) -> f64 {
    if x.is_nan() {
        f64::NAN
    } else if x < 0.0 {
        upper_tail(-x)
    } else {
        1.0 - upper_tail(x)
    }
}

/// log Phi(x) (Stan's `std_normal_lcdf`), accurate for all x.
pub fn log_phi(x: f64) -> f64 {
    if x.is_nan() {
        f64::NAN
    } else if x < 0.0 {
        log_upper_tail(-x)
    } else {
        (-upper_tail(x)).ln_1p()
    }
}

/// log(1 - Phi(x)) = log Phi(-x) (Stan's `std_normal_lccdf`), accurate for all x.
pub fn log_phi_c(x: f64) -> f64 {
    log_phi(-x)
}

/// log(Phi(b) - Phi(a)) for a < b (-inf for a >= b), accurate in both tails and across 0.
pub fn log_diff_phi(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a >= b {
        return f64::NEG_INFINITY;
    }
    if a >= 0.0 || b <= 0.0 {
        // Same side of 0: reflect into the upper tail, Phi(b) - Phi(a) = Q(lo) - Q(hi), 0 <= lo < hi.
        let (lo, hi) = if a >= 0.0 { (a, b) } else { (-b, -a) };
        let width = hi - lo;
        if width * lo.max(1.0) <= 0.25 {
            // Narrow interval: Taylor expansion of Q around lo.
            return log_std_normal_pdf(lo) + upper_tail_step_over_pdf(lo, width).ln();
        }
        if hi <= 1.0 {
            // Near the mode, differences of probability masses lose less than differences of logs.
            return (central_mass(hi) - central_mass(lo)).ln();
        }
        let log_q_lo = log_upper_tail(lo);
        return log_q_lo + log1m_exp(log_upper_tail(hi) - log_q_lo);
    }
    // a < 0 < b: Phi(b) - Phi(a) = 1 - Q(-a) - Q(b) = central_mass(-a) + central_mass(b).
    let outside = upper_tail(-a) + upper_tail(b);
    if outside < 0.5 {
        (-outside).ln_1p()
    } else {
        (central_mass(-a) + central_mass(b)).ln()
    }
}

/// Standard normal log density -x^2/2 - ln(2 pi)/2 (finite up to |x| of about 1.9e154).
pub fn log_std_normal_pdf(x: f64) -> f64 {
    -(0.5 * x) * x - LN_SQRT_2PI
}

// ---------------------------------------------------------------------------
// Derivatives of log Phi and log(Phi(b) - Phi(a)) for gradient programs
//
// Written as exp(log phi(x) - result) these cancel catastrophically far in the
// tails (both logs are about -x^2/2). Instead, with the upper-tail hazard
// h(t) = phi(t) / Q(t) (the inverse Mills ratio; about t for large t):
// * d/dx log Phi(x) = phi(x) / Phi(x) = h(-x) for x < 0, directly for x >= 0;
// * for an interval [lo, hi] in the upper tail (0 <= lo < hi), with
//   r = Q(hi) / Q(lo) = exp(log Q(hi) - log Q(lo)):
//   phi(lo) / (Q(lo) - Q(hi)) = h(lo) / (1 - r) and
//   phi(hi) / (Q(lo) - Q(hi)) = h(lo) exp(-(hi^2 - lo^2) / 2) / (1 - r),
//   where log Q(hi) - log Q(lo) = -(hi - lo)(hi + lo) / 2 + log(R(hi) / R(lo))
//   for lo > 5 avoids the difference of two large logs; narrow intervals use
//   the Taylor expansion of Q around lo, as `log_diff_phi` does; the lower tail
//   is the mirror image, and intervals across 0 use the masses directly.
// ---------------------------------------------------------------------------

/// Standard normal density phi(t), with t^2 / 2 formed without rounding error; 0 for |t| > 40.
fn std_normal_pdf(t: f64) -> f64 {
    let t = t.abs();
    if t > UPPER_TAIL_UNDERFLOW {
        0.0
    } else {
        std_normal_pdf_split(t)
    }
}

/// The upper-tail hazard h(t) = phi(t) / Q(t) for t >= 0 (+inf at +inf), about t for large t.
fn upper_tail_hazard(t: f64) -> f64 {
    if t <= TABLE_MAX {
        std_normal_pdf_split(t) / upper_tail(t)
    } else {
        inverse_mills_ratio(t)
    }
}

/// d/dx log Phi(x) = phi(x) / Phi(x) (the derivative of Stan's `std_normal_lcdf`): about -x for
/// very negative x, +inf at -inf, about phi(x) for large x (0 above about 38.5).
pub fn log_phi_deriv(x: f64) -> f64 {
    if x.is_nan() {
        f64::NAN
    } else if x < 0.0 {
        upper_tail_hazard(-x)
    } else {
        std_normal_pdf(x) / phi(x)
    }
}

/// (phi(lo), phi(hi)) / (Q(lo) - Q(hi)) for 0 <= lo < hi (hi may be +inf).
fn upper_interval_hazards(lo: f64, hi: f64) -> (f64, f64) {
    if hi == f64::INFINITY {
        return (upper_tail_hazard(lo), 0.0);
    }
    let width = hi - lo;
    // log phi(hi) - log phi(lo) = -(hi - lo)(hi + lo) / 2 = log_pdf_ratio + tiny, with the rounding
    // errors of the difference, the sum and the product recovered exactly (Fast2Sum, fma): far in
    // the tail the ratio exp(log_pdf_ratio) would otherwise carry |log_pdf_ratio| ulps of error.
    let width_err = (hi - width) - lo;
    let sum = hi + lo;
    let sum_err = (hi - sum) + lo;
    let product = width * sum;
    let product_err = width.mul_add(sum, -product) + (width * sum_err + width_err * sum);
    let log_pdf_ratio = -0.5 * product;
    // (Below -746 the ratio underflows; the error terms may be NaN there when the sum overflows.)
    let pdf_ratio = || if log_pdf_ratio < -746.0 { 0.0 } else { log_pdf_ratio.exp() * (1.0 - 0.5 * product_err) };
    if width * lo.max(1.0) <= 0.25 {
        // Narrow interval: Q(lo) - Q(hi) = phi(lo) S with S the Taylor sum around lo.
        let s = upper_tail_step_over_pdf(lo, width);
        return (1.0 / s, pdf_ratio() / s);
    }
    let log_tail_ratio = if lo > TABLE_MAX {
        log_pdf_ratio + (mills_ratio(hi) / mills_ratio(lo)).ln()
    } else {
        log_upper_tail(hi) - log_upper_tail(lo)
    };
    // 1 - Q(hi) / Q(lo), at least 0.2 here.
    let kept = -log_tail_ratio.exp_m1();
    let h = upper_tail_hazard(lo);
    (h / kept, h * pdf_ratio() / kept)
}

/// (d/da, d/db) of log(Phi(b) - Phi(a)): (-phi(a), phi(b)) / (Phi(b) - Phi(a)). NaN for a > b and
/// for a == b infinite, (-inf, +inf) for a == b finite.
fn log_diff_phi_gradient(a: f64, b: f64) -> (f64, f64) {
    if a.is_nan() || b.is_nan() || a > b {
        return (f64::NAN, f64::NAN);
    }
    if a == b {
        return if a.is_finite() { (f64::NEG_INFINITY, f64::INFINITY) } else { (f64::NAN, f64::NAN) };
    }
    if a >= 0.0 {
        let (g_lo, g_hi) = upper_interval_hazards(a, b);
        return (-g_lo, g_hi);
    }
    if b <= 0.0 {
        // Mirror image: Phi(b) - Phi(a) = Q(-b) - Q(-a).
        let (g_lo, g_hi) = upper_interval_hazards(-b, -a);
        return (-g_hi, g_lo);
    }
    // a < 0 < b: the mass 1 - Q(-a) - Q(b) is at least about phi(0) min(-a, b); nothing cancels.
    let outside = upper_tail(-a) + upper_tail(b);
    let mass = if outside < 0.5 { 1.0 - outside } else { central_mass(-a) + central_mass(b) };
    (-std_normal_pdf(a) / mass, std_normal_pdf(b) / mass)
}

/// d/da log(Phi(b) - Phi(a)) = -phi(a) / (Phi(b) - Phi(a)), accurate in both tails (see
/// `log_diff_phi_gradient` for a >= b).
pub fn log_diff_phi_deriv_a(a: f64, b: f64) -> f64 {
    log_diff_phi_gradient(a, b).0
}

/// d/db log(Phi(b) - Phi(a)) = phi(b) / (Phi(b) - Phi(a)), accurate in both tails (see
/// `log_diff_phi_gradient` for a >= b).
pub fn log_diff_phi_deriv_b(a: f64, b: f64) -> f64 {
    log_diff_phi_gradient(a, b).1
}

/// Below this argument the log-gamma difference is computed directly (no cancellation).
const STIRLING_FROM: f64 = 10.0;

/// lgamma(z) minus its Stirling approximation (z − ½)·ln z − z + ½·ln 2π, for z ≥ 10.
fn lgamma_stirling_correction(z: f64) -> f64 {
    let w = 1.0 / (z * z);
    (1.0 / 12.0 + w * (-1.0 / 360.0 + w * (1.0 / 1260.0 + w * (-1.0 / 1680.0 + w * (1.0 / 1188.0))))) / z
}

/// `lgamma(x + a) − lgamma(x)` without the cancellation of the direct difference when x is
/// large (student_t's normaliser, neg_binomial_2's binomial coefficient).
pub fn lgamma_ratio(x: f64, a: f64) -> f64 {
    let z = x + a;
    if x.is_nan() || a.is_nan() || x.min(z) < STIRLING_FROM || x.is_infinite() || z.is_infinite() {
        return lgamma(z) - lgamma(x);
    }
    (x - 0.5) * (a / x).ln_1p() + a * (z.ln() - 1.0) + (lgamma_stirling_correction(z) - lgamma_stirling_correction(x))
}

/// `(digamma(z) − ln z) − (digamma(x) − ln x)` for x, z ≥ 10 and z = x + a, from the
/// asymptotic series with every difference `1/x^k − 1/z^k` factored through `a / (x z)`, so
/// nothing cancels even when a is tiny.
fn digamma_series_difference(x: f64, z: f64, a: f64) -> f64 {
    let (p, q, r) = (1.0 / (x * x), 1.0 / (z * z), 1.0 / (x * z));
    let d1 = a * r;
    let d2 = d1 * (1.0 / x + 1.0 / z);
    let d4 = d2 * (p + q);
    let d6 = d2 * (p * p + r * r + q * q);
    let d8 = d4 * (p * p + q * q);
    0.5 * d1 + d2 / 12.0 - d4 / 120.0 + d6 / 252.0 - d8 / 240.0
}

/// `digamma(x + a) − digamma(x)`, the derivative of [`lgamma_ratio`] in x, without cancellation.
pub fn digamma_ratio(x: f64, a: f64) -> f64 {
    let z = x + a;
    if x.is_nan() || a.is_nan() || x.min(z) < STIRLING_FROM || x.is_infinite() || z.is_infinite() {
        return digamma(z) - digamma(x);
    }
    (a / x).ln_1p() + digamma_series_difference(x, z, a)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;
    use std::collections::BTreeMap;

    /// mpmath reference values, written by `tools/reference/gen_special.py`.
    const REFERENCE: &str = include_str!("../tests/fixtures/special_reference.json");
    /// Relative tolerance every function meets at every fixture point.
    const REL_TOL: f64 = 1e-12;
    /// Absolute tolerance for reference values at or below the f64 underflow threshold.
    const ABS_TOL: f64 = 1e-300;

    /// A fixture number: a JSON number or one of the strings "inf", "-inf", "nan".
    fn fixture_number(v: &Value) -> Option<f64> {
        match v {
            Value::Number(n) => n.as_f64(),
            Value::String(s) => match s.as_str() {
                "inf" => Some(f64::INFINITY),
                "-inf" => Some(f64::NEG_INFINITY),
                "nan" => Some(f64::NAN),
                _ => None,
            },
            _ => None,
        }
    }

    fn evaluate(name: &str, args: &[f64]) -> Option<f64> {
        Some(match (name, args) {
            ("lgamma", &[x]) => lgamma(x),
            ("digamma", &[x]) => digamma(x),
            ("log_sum_exp", &[a, b]) => log_sum_exp(a, b),
            ("log1m_exp", &[a]) => log1m_exp(a),
            ("log_diff_exp", &[a, b]) => log_diff_exp(a, b),
            ("inv_logit", &[x]) => inv_logit(x),
            ("log_inv_logit", &[x]) => log_inv_logit(x),
            ("log1m_inv_logit", &[x]) => log1m_inv_logit(x),
            ("phi", &[x]) => phi(x),
            ("log_phi", &[x]) => log_phi(x),
            ("log_phi_c", &[x]) => log_phi_c(x),
            ("log_diff_phi", &[a, b]) => log_diff_phi(a, b),
            ("log_std_normal_pdf", &[x]) => log_std_normal_pdf(x),
            ("log_phi_deriv", &[x]) => log_phi_deriv(x),
            ("log_diff_phi_deriv_a", &[a, b]) => log_diff_phi_deriv_a(a, b),
            ("log_diff_phi_deriv_b", &[a, b]) => log_diff_phi_deriv_b(a, b),
            _ => return None,
        })
    }

    /// Relative error of `got` against `want`, 0 where within `ABS_TOL` or both equal specials.
    fn error(got: f64, want: f64) -> f64 {
        if want.is_nan() {
            return if got.is_nan() { 0.0 } else { f64::INFINITY };
        }
        if want.is_infinite() || got.is_infinite() || got.is_nan() {
            return if got == want { 0.0 } else { f64::INFINITY };
        }
        let diff = (got - want).abs();
        if diff <= ABS_TOL {
            0.0
        } else {
            diff / want.abs()
        }
    }

    #[test]
    fn matches_mpmath_reference() {
        let cases: Vec<Value> = serde_json::from_str(REFERENCE).expect("fixture is valid JSON");
        assert!(cases.len() > 1000, "fixture has only {} cases", cases.len());
        let mut worst: BTreeMap<String, (f64, String)> = BTreeMap::new();
        let mut failures = Vec::new();
        let mut checked = 0;
        for case in &cases {
            let name = case["fn"].as_str().expect("fn is a string");
            let args: Vec<f64> = case["args"]
                .as_array()
                .expect("args is a list")
                .iter()
                .map(|a| fixture_number(a).expect("arg is a number"))
                .collect();
            let want = fixture_number(&case["value"]).expect("value is a number");
            // The elementary functions of the table (`src/math/elementary.rs`) are checked
            // against the same file through `Func` (tests/it/functions.rs).
            let Some(got) = evaluate(name, &args) else { continue };
            checked += 1;
            let err = error(got, want);
            let entry = worst.entry(name.to_string()).or_insert((0.0, String::new()));
            if err >= entry.0 {
                *entry = (err, format!("{args:?}"));
            }
            if err > REL_TOL {
                failures.push(format!("{name}{args:?}: got {got:e}, want {want:e} (rel {err:.1e})"));
            }
        }
        assert!(checked > 1000, "only {checked} cases of this module's functions");
        for (name, (err, args)) in &worst {
            eprintln!("{name:>20}: worst relative error {err:.2e} at {args}");
        }
        assert!(failures.is_empty(), "{} of {} cases failed:\n{}", failures.len(), cases.len(), failures.join("\n"));
    }

    #[test]
    fn specials_and_identities() {
        assert!(lgamma(f64::NAN).is_nan());
        assert_eq!(lgamma(-3.0), f64::INFINITY);
        assert_eq!(lgamma(1.0), 0.0);
        assert_eq!(lgamma(2.0), 0.0);
        assert!(digamma(0.0).is_nan());
        assert!(digamma(-2.0).is_nan());
        assert!(log1m_exp(0.1).is_nan());
        assert!(log_diff_exp(0.0, 1.0).is_nan());
        assert_eq!(log_diff_exp(f64::NEG_INFINITY, f64::NEG_INFINITY), f64::NEG_INFINITY);
        assert_eq!(log_sum_exp(f64::NEG_INFINITY, f64::NEG_INFINITY), f64::NEG_INFINITY);
        assert_eq!(log_diff_phi(1.0, 1.0), f64::NEG_INFINITY);
        assert_eq!(log_diff_phi(2.0, 1.0), f64::NEG_INFINITY);
        assert!(log_diff_phi(f64::NAN, 1.0).is_nan());
        assert_eq!(log_diff_phi(f64::NEG_INFINITY, f64::INFINITY), 0.0);
        assert_eq!(phi(f64::NEG_INFINITY), 0.0);
        assert_eq!(phi(f64::INFINITY), 1.0);
        assert_eq!(log_phi(f64::INFINITY), 0.0);
        assert_eq!(log_phi(f64::NEG_INFINITY), f64::NEG_INFINITY);
        for i in -400..=400 {
            let x = f64::from(i) * 0.1 + 0.003;
            assert_eq!(log_phi_c(x), log_phi(-x));
            assert_eq!(log1m_inv_logit(x), log_inv_logit(-x));
            let p = inv_logit(x);
            assert!((0.0..=1.0).contains(&p));
            // Phi is monotone across the switch points of the implementation.
            assert!(phi(x) <= phi(x + 1e-3), "phi not monotone at {x}");
            assert!(log_phi(x) <= log_phi(x + 1e-3), "log_phi not monotone at {x}");
        }
    }

    #[test]
    fn normal_cdf_derivative_specials() {
        let (inf, nan) = (f64::INFINITY, f64::NAN);
        assert!(log_phi_deriv(nan).is_nan());
        assert_eq!(log_phi_deriv(-inf), inf);
        assert_eq!(log_phi_deriv(inf), 0.0);
        assert_eq!(log_phi_deriv(-f64::MAX), f64::MAX);
        for (a, b) in [(nan, 1.0), (1.0, nan), (2.0, 1.0), (inf, inf), (-inf, -inf), (inf, -inf)] {
            assert!(log_diff_phi_deriv_a(a, b).is_nan() && log_diff_phi_deriv_b(a, b).is_nan(), "({a}, {b})");
        }
        for x in [-1e300, -770.0, -1.0, 0.0, 2.0, 1e300] {
            assert_eq!((log_diff_phi_deriv_a(x, x), log_diff_phi_deriv_b(x, x)), (-inf, inf));
        }
        assert_eq!((log_diff_phi_deriv_a(-inf, inf), log_diff_phi_deriv_b(-inf, inf)), (0.0, 0.0));
        assert_eq!(log_diff_phi_deriv_a(-f64::MAX, f64::MAX), 0.0);
        assert_eq!(log_diff_phi_deriv_b(f64::MAX / 2.0, f64::MAX), 0.0);
        assert_eq!(log_diff_phi_deriv_a(f64::MAX / 2.0, f64::MAX), -(f64::MAX / 2.0));
        for i in -400..=400 {
            let x = f64::from(i) * 0.1 + 0.003;
            // A half-infinite interval is log Phi (or log(1 - Phi)).
            assert_eq!(log_diff_phi_deriv_b(-inf, x), log_phi_deriv(x), "at {x}");
            assert_eq!(log_diff_phi_deriv_a(x, inf), -log_phi_deriv(-x), "at {x}");
            assert_eq!(log_diff_phi_deriv_a(-inf, x), 0.0);
            assert_eq!(log_diff_phi_deriv_b(x, inf), 0.0);
            // Mirror symmetry: log(Phi(b) - Phi(a)) = log(Phi(-a) - Phi(-b)).
            for w in [1e-6, 0.1, 0.3, 2.0] {
                assert_eq!(log_diff_phi_deriv_a(x, x + w), -log_diff_phi_deriv_b(-x - w, -x), "at ({x}, {})", x + w);
            }
        }
    }
}
