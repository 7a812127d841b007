// ---------------------------------------------------------------------------
// Trigonometric, hyperbolic, rounding and combinatorial functions (Stan's elementary
// functions), built from the functions above and +, -, *, /, sqrt, floor/round and abs only.
// ---------------------------------------------------------------------------

const WGM_PIO2_1: f32 = 1.5703125; // pi/2 in three parts (Cody-Waite): n * PIO2_1 is exact for |n| < 2^16
const WGM_PIO2_2: f32 = 4.837512969970703125e-4;
const WGM_PIO2_3: f32 = 7.54978995489188216e-8;
const WGM_2_OVER_PI: f32 = 0.6366197723675814;
const WGM_PI_2: f32 = 1.5707963267948966;
const WGM_PI_4: f32 = 0.7853981633974483;
const WGM_PI_LO: f32 = -8.742278e-8; // pi - WGM_PI
const WGM_SQRT2_HI: f32 = 1.4140625; // sqrt(2) to 8 bits: x_hi * SQRT2_HI is exact for 12-bit x_hi
const WGM_SQRT2_LO: f32 = 1.5106237e-4; // sqrt(2) - WGM_SQRT2_HI

/// sin(r) for |r| <= pi/4: Taylor series to r^9 (truncation below 3e-9 relative).
fn wgm_sin_red(r: f32) -> f32 {
    let z = r * r;
    return r + r * z * (-0.16666667 + z * (0.008333334 + z * (-0.0001984127 + z * 2.7557319e-6)));
}

/// cos(r) for |r| <= pi/4: Taylor series to r^10.
fn wgm_cos_red(r: f32) -> f32 {
    let z = r * r;
    return 1.0 - 0.5 * z + z * z * (0.041666668 + z * (-0.0013888889 + z * (2.4801588e-5 - z * 2.7557319e-7)));
}

/// x - n pi/2 with n = round(2x / pi), and n mod 4, as a vec2. Exact reduction for |x| < 1e5;
/// beyond, the reduced argument carries the rounding of n pi/2 (clamped to stay bounded).
fn wgm_reduce_pio2(x: f32) -> vec2<f32> {
    let n = round(x * WGM_2_OVER_PI);
    var r = ((x - n * WGM_PIO2_1) - n * WGM_PIO2_2) - n * WGM_PIO2_3;
    if (abs(r) > 1.0) {
        r = 0.0;
    }
    return vec2<f32>(r, n - 4.0 * floor(n * 0.25));
}

fn wg_sin(x: f32) -> f32 {
    if (wg_is_nonfinite(x)) {
        return wg_nan();
    }
    if (x == 0.0) {
        return x;
    }
    let rq = wgm_reduce_pio2(x);
    let s = wgm_sin_red(rq.x);
    let c = wgm_cos_red(rq.x);
    let q = rq.y;
    return select(select(select(-c, -s, q == 2.0), c, q == 1.0), s, q == 0.0);
}

fn wg_cos(x: f32) -> f32 {
    if (wg_is_nonfinite(x)) {
        return wg_nan();
    }
    let rq = wgm_reduce_pio2(x);
    let s = wgm_sin_red(rq.x);
    let c = wgm_cos_red(rq.x);
    let q = rq.y;
    return select(select(select(s, -c, q == 2.0), -s, q == 1.0), c, q == 0.0);
}

fn wg_tan(x: f32) -> f32 {
    if (wg_is_nonfinite(x)) {
        return wg_nan();
    }
    if (x == 0.0) {
        return x;
    }
    let rq = wgm_reduce_pio2(x);
    let s = wgm_sin_red(rq.x);
    let c = wgm_cos_red(rq.x);
    let odd = rq.y == 1.0 || rq.y == 3.0;
    return select(s / c, -c / s, odd);
}

/// atan(x) for x >= 0 (not NaN): Cephes' reduction to |t| <= tan(pi/8) and its polynomial.
fn wgm_atan_pos(x: f32) -> f32 {
    var y0 = 0.0;
    var t = x;
    if (x > 2.414213562373095) {
        y0 = WGM_PI_2;
        t = -1.0 / x;
    } else if (x > 0.41421356237309503) {
        y0 = WGM_PI_4;
        t = (x - 1.0) / (x + 1.0);
    }
    let z = t * t;
    return y0 + ((((0.0805374449538 * z - 0.138776856032) * z + 0.199777106478) * z - 0.333329491539) * z * t + t);
}

fn wg_atan(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    if (x == 0.0) {
        return x;
    }
    return wg_sign(x) * wgm_atan_pos(abs(x));
}

/// Whether the sign bit of x is set (-0 included).
fn wgm_signbit(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x80000000u) != 0u;
}

/// atan2(y, x) with IEEE's conventions for zeros and infinities.
fn wg_atan2(y: f32, x: f32) -> f32 {
    if (wg_is_nan(x) || wg_is_nan(y)) {
        return wg_nan();
    }
    var a: f32;
    if (wg_is_inf(x) && wg_is_inf(y)) {
        a = WGM_PI_4;
    } else if (y == 0.0) {
        a = 0.0;
    } else {
        a = wgm_atan_pos(abs(y) / abs(x));
    }
    if (wgm_signbit(x)) {
        a = (WGM_PI - a) + WGM_PI_LO;
    }
    return select(a, -a, wgm_signbit(y));
}

fn wg_asin(x: f32) -> f32 {
    if (wg_is_nan(x) || abs(x) > 1.0) {
        return wg_nan();
    }
    if (x == 0.0) {
        return x;
    }
    let a = abs(x);
    return wg_sign(x) * wgm_atan_pos(a / sqrt((1.0 - a) * (1.0 + a)));
}

/// acos(x) = 2 atan(sqrt((1 - x) / (1 + x))): relatively accurate near 1 (result near 0) and -1.
fn wg_acos(x: f32) -> f32 {
    if (wg_is_nan(x) || abs(x) > 1.0) {
        return wg_nan();
    }
    return 2.0 * wgm_atan_pos(sqrt((1.0 - x) / (1.0 + x)));
}

/// sinh: through expm1 below 1 (no cancellation), through e = exp(|x| / 2) as (e/2) e - (1/2e)/e
/// beyond (exact halving, no overflow before the result overflows).
fn wg_sinh(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    let a = abs(x);
    if (a < 1.0) {
        let em = wg_expm1(x);
        return 0.5 * (em + em / (em + 1.0));
    }
    let e = wg_exp(0.5 * a);
    return wg_sign(x) * ((0.5 * e) * e - (0.5 / e) / e);
}

fn wg_cosh(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    let e = wg_exp(0.5 * abs(x));
    return (0.5 * e) * e + (0.5 / e) / e;
}

/// asinh(x) = log1p(|x| + x^2 / (1 + sqrt(1 + x^2))) with x's sign; log(2|x|) beyond 1e4.
fn wg_asinh(x: f32) -> f32 {
    if (wg_is_nonfinite(x) || x == 0.0) {
        return x;
    }
    let a = abs(x);
    if (a > 1e4) {
        return wg_sign(x) * (wg_log(a) + WGM_LN2);
    }
    return wg_sign(x) * wg_log1p(a + a * a / (1.0 + sqrt(1.0 + a * a)));
}

/// acosh(x) = log1p(t + sqrt(2t + t^2)) with t = x - 1 (exact) below 2, log(x + sqrt(x^2 - 1))
/// up to 1e4 and log(2x) beyond; NaN below 1.
fn wg_acosh(x: f32) -> f32 {
    if (wg_is_nan(x) || x < 1.0) {
        return wg_nan();
    }
    if (wg_is_inf(x)) {
        return x;
    }
    if (x < 2.0) {
        let t = x - 1.0;
        return wg_log1p(t + sqrt(t * (2.0 + t)));
    }
    if (x > 1e4) {
        return wg_log(x) + WGM_LN2;
    }
    return wg_log(x + sqrt((x - 1.0) * (x + 1.0)));
}

/// atanh(x) = log1p(2x / (1 - x)) / 2; +-inf at +-1, NaN beyond.
fn wg_atanh(x: f32) -> f32 {
    if (wg_is_nan(x) || abs(x) > 1.0) {
        return wg_nan();
    }
    if (x == 0.0) {
        return x;
    }
    let a = abs(x);
    return wg_sign(x) * 0.5 * wg_log1p(2.0 * a / (1.0 - a));
}

fn wg_log2(x: f32) -> f32 {
    return wg_log(x) * WGM_LOG2E;
}

/// 2^x = 2^n 2^f with n = round(x) and f = x - n exact, so the rounding of x ln 2 is that of f.
fn wg_exp2(x: f32) -> f32 {
    if (wg_is_nonfinite(x)) {
        return select(wg_exp(x), 0.0, x == -wg_inf());
    }
    if (x > 128.0) {
        return wg_inf();
    }
    if (x < -151.0) {
        return 0.0;
    }
    let n = round(x);
    return wgm_scale2(wg_exp((x - n) * WGM_LN2), i32(n));
}

fn wg_log1m(x: f32) -> f32 {
    return wg_log1p(-x);
}

fn wg_log1p_exp(x: f32) -> f32 {
    return -wg_log_inv_logit(-x);
}

/// log(exp(a) - exp(b)) for a >= b; a itself for b = -inf, NaN for a < b or a = b = +inf.
fn wg_log_diff_exp(a: f32, b: f32) -> f32 {
    if (wg_is_nan(a) || wg_is_nan(b)) {
        return wg_nan();
    }
    if (b == -wg_inf()) {
        return a;
    }
    if (a < b || (a == wg_inf() && b == wg_inf())) {
        return wg_nan();
    }
    return a + wg_log1m_exp(b - a);
}

/// Cube root: exp(log|x| / 3) refined by one Newton step, with x's sign.
fn wg_cbrt(x: f32) -> f32 {
    if (wg_is_nonfinite(x) || x == 0.0) {
        return x;
    }
    let a = abs(x);
    let y = wg_exp(wg_log(a) * 0.33333334);
    return wg_sign(x) * ((2.0 * y + a / (y * y)) * 0.33333334);
}

fn wg_inv(x: f32) -> f32 {
    return 1.0 / x;
}

fn wg_inv_sqrt(x: f32) -> f32 {
    return 1.0 / wg_sqrt(x);
}

/// 1 / x^2 as (1/x)(1/x): no underflow of x^2 to a flushed subnormal.
fn wg_inv_square(x: f32) -> f32 {
    let r = 1.0 / x;
    return r * r;
}

fn wg_inv_cloglog(x: f32) -> f32 {
    return -wg_expm1(-wg_exp(x));
}

fn wg_phi_approx(x: f32) -> f32 {
    return wg_inv_logit(x * (0.07056 * x * x + 1.5976));
}

/// Lower half of the inverse normal CDF (0 < p <= 1/2): Acklam's rational approximation
/// (relative error 1.2e-9, below f32's rounding).
fn wgm_inv_phi_lower(p: f32) -> f32 {
    if (p < 0.02425) {
        let q = sqrt(-2.0 * wg_log(p));
        return (((((-0.007784894002430293 * q - 0.3223964580411365) * q - 2.400758277161838) * q - 2.549732539343734) * q
            + 4.374664141464968) * q + 2.938163982698783)
            / ((((0.007784695709041462 * q + 0.3224671290700398) * q + 2.445134137142996) * q + 3.754408661907416) * q + 1.0);
    }
    let q = p - 0.5;
    let r = q * q;
    return (((((-39.69683028665376 * r + 220.9460984245205) * r - 275.9285104469687) * r + 138.357751867269) * r
        - 30.66479806614716) * r + 2.506628277459239) * q
        / (((((-54.47609879822406 * r + 161.5858368580409) * r - 155.6989798598866) * r + 66.80131188771972) * r
            - 13.28068155288572) * r + 1.0);
}

/// inv_Phi(p): -inf at 0, +inf at 1, NaN outside [0, 1]; the upper half mirrors the lower
/// (1 - p is exact for p >= 1/2).
fn wg_inv_phi(p: f32) -> f32 {
    if (wg_is_nan(p) || p < 0.0 || p > 1.0) {
        return wg_nan();
    }
    if (p == 0.0) {
        return -wg_inf();
    }
    if (p == 1.0) {
        return wg_inf();
    }
    if (p <= 0.5) {
        return wgm_inv_phi_lower(p);
    }
    return -wgm_inv_phi_lower(1.0 - p);
}

/// erfc(x) for x >= 0.5: 2 Q(x sqrt 2) with the rounding d of t = x sqrt 2 recovered exactly
/// enough (x split into 12-bit halves, sqrt 2 into 8 bits and a remainder) and applied as the
/// factor exp(-d h(t)), h the normal hazard phi / Q (Q(t + d) ~ Q(t) exp(-d h(t))).
fn wgm_erfc_upper(x: f32) -> f32 {
    let t = x * WGM_SQRT2;
    let xh = bitcast<f32>(bitcast<u32>(x) & 0xfffff000u);
    let xl = x - xh;
    let d = ((xh * WGM_SQRT2_HI - t) + xh * WGM_SQRT2_LO) + xl * WGM_SQRT2;
    return 2.0 * wgm_upper_tail(t) * wg_exp(-d * wgm_upper_hazard(t));
}

/// erf: Taylor series for |x| < 0.5 (to x^13), 1 - erfc(|x|) with x's sign beyond.
fn wg_erf(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    let a = abs(x);
    if (a < 0.5) {
        let z = x * x;
        return 1.1283791670955126 * x * (1.0 + z * (-0.33333334 + z * (0.1 + z * (-0.023809524 + z * (0.0046296296
            + z * (-0.00075757576 + z * 0.00010683761))))));
    }
    // erfc(x) underflows past x = 27 (as in f64): erf is ±1 there, and the upper tail's
    // continued fraction is not evaluated at huge arguments.
    if (a > 27.0) {
        return wg_sign(x);
    }
    return wg_sign(x) * (1.0 - wgm_erfc_upper(a));
}

fn wg_erfc(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    if (x < 0.5) {
        return 1.0 - wg_erf(x);
    }
    if (x > 27.0) {
        return 0.0;
    }
    return wgm_erfc_upper(x);
}

fn wg_fma(x: f32, y: f32, z: f32) -> f32 {
    return x * y + z;
}

/// fmax/fmin ignore a NaN argument, as C's (the builtins' NaN handling is unspecified).
fn wg_fmax(x: f32, y: f32) -> f32 {
    if (wg_is_nan(x)) {
        return y;
    }
    if (wg_is_nan(y)) {
        return x;
    }
    return select(y, x, x >= y);
}

fn wg_fmin(x: f32, y: f32) -> f32 {
    if (wg_is_nan(x)) {
        return y;
    }
    if (wg_is_nan(y)) {
        return x;
    }
    return select(y, x, x <= y);
}

fn wg_fdim(x: f32, y: f32) -> f32 {
    let d = x - y;
    if (wg_is_nan(d)) {
        return wg_nan();
    }
    return select(0.0, d, d > 0.0);
}

/// sqrt(x^2 + y^2) scaled by the larger magnitude; +inf if either is infinite (NaN or not).
fn wg_hypot(x: f32, y: f32) -> f32 {
    if (wg_is_inf(x) || wg_is_inf(y)) {
        return wg_inf();
    }
    if (wg_is_nan(x) || wg_is_nan(y)) {
        return wg_nan();
    }
    let a = max(abs(x), abs(y));
    let b = min(abs(x), abs(y));
    if (a == 0.0) {
        return 0.0;
    }
    let r = b / a;
    return a * sqrt(1.0 + r * r);
}

/// 0 for x < 0, 1 otherwise (NaN included), as Stan's step.
fn wg_step(x: f32) -> f32 {
    return select(1.0, 0.0, x < 0.0);
}

/// A rounding tolerance written for f64 arithmetic (a multiple of its epsilon, 2^-52), scaled
/// to f32's (2^-23): x * 2^29. The f64 reference evaluates it as x itself.
fn wg_f64_tolerance(x: f32) -> f32 {
    return x * 536870912.0;
}

fn wg_floor(x: f32) -> f32 {
    if (wg_is_nonfinite(x)) {
        return x;
    }
    return floor(x);
}

fn wg_ceil(x: f32) -> f32 {
    if (wg_is_nonfinite(x)) {
        return x;
    }
    return -floor(-x);
}

fn wg_trunc(x: f32) -> f32 {
    if (wg_is_nonfinite(x)) {
        return x;
    }
    return select(floor(x), -floor(-x), x < 0.0);
}

/// Rounds half away from zero (Stan's round; WGSL's `round` rounds half to even).
fn wg_round(x: f32) -> f32 {
    let t = wg_trunc(x);
    return select(t, t + wg_sign(x), abs(x - t) >= 0.5);
}

/// log B(a, b) = lgamma(small) - (lgamma(small + large) - lgamma(large)).
fn wg_lbeta(a: f32, b: f32) -> f32 {
    if (wg_is_nan(a) || wg_is_nan(b)) {
        return wg_nan();
    }
    let small = min(a, b);
    let large = max(a, b);
    return wg_lgamma(small) - wg_lgamma_ratio(large, small);
}

fn wg_lchoose(n: f32, k: f32) -> f32 {
    if (wg_is_nan(n) || wg_is_nan(k)) {
        return wg_nan();
    }
    if (k == 0.0 || k == n) {
        return 0.0;
    }
    return -wg_log1p(n) - wg_lbeta(n - k + 1.0, k + 1.0);
}

fn wg_log_falling_factorial(x: f32, n: f32) -> f32 {
    return wg_lgamma_ratio(x - n + 1.0, n);
}

fn wg_log_rising_factorial(x: f32, n: f32) -> f32 {
    return wg_lgamma_ratio(x, n);
}

fn wg_log_inv_logit_diff(x: f32, y: f32) -> f32 {
    return x - wg_log1p_exp(x) + wg_log1m_exp(y - x) - wg_log1p_exp(y);
}

fn wg_binary_log_loss(y: f32, y_hat: f32) -> f32 {
    return select(-wg_log1p(-y_hat), -wg_log(y_hat), y != 0.0);
}
