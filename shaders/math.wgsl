// wgmc WGSL math prelude (f32).
//
// The code generator prepends this file to every kernel, so it holds nothing
// but `const`s and functions: no bindings, no entry points. Public functions
// are `wg_*` (called by generated code), private helpers are `wgm_*`.
//
// The f64 reference these functions are tested against is `src/math.rs` via
// `wgmc::ir::Func::eval` (tests/wgsl_prelude.rs); edge semantics (NaN, +-inf,
// poles, domain errors) follow it exactly.
//
// Portability rules this file follows:
// * The `exp`/`log` builtins are not used: Vulkan only bounds them to
//   3 + 2|x| ulp and, for `log` near 1, to an absolute 2^-21. Exponential and
//   logarithm are reduced exactly by powers of two (bit manipulation) and the
//   reduced argument goes through a polynomial, so the accuracy is the same on
//   every device (a few ulp). Only +, -, *, /, sqrt, floor/round, abs and
//   bitcasts are used.
// * NaN and infinity are created and detected through bitcasts, never through
//   expressions a compiler may fold (0/0, x != x).
// * Subnormals are never relied on: every function is correct when the device
//   flushes them to zero. Results whose true value lies below the smallest
//   normal f32 (1.18e-38) may come back as 0 or as a subnormal.
// * No `const` expression evaluates to a non-finite value (a WGSL
//   shader-creation error).

const WGM_LN2_HI: f32 = 0.693145751953125; // ln 2 rounded to 15 bits: k * LN2_HI is exact for |k| < 256
const WGM_LN2_LO: f32 = 1.428606765330187e-6; // ln 2 - WGM_LN2_HI
const WGM_LOG2E: f32 = 1.4426950408889634;
const WGM_LN2: f32 = 0.6931471805599453;
const WGM_SQRT2: f32 = 1.4142135623730951;
const WGM_PI: f32 = 3.141592653589793;
const WGM_LN_PI: f32 = 1.1447298858494002;
const WGM_LN_SQRT_2PI: f32 = 0.9189385332046728;
const WGM_INV_SQRT_2PI: f32 = 0.3989422804014327;
const WGM_FLT_MIN: f32 = 1.1754943508222875e-38; // smallest normal f32
// exp(x) overflows f32 for x above this (the f32 just above ln(FLT_MAX) = 88.7228391; the scaling
// by 2^128 decides between FLT_MAX and inf at this one value).
const WGM_EXP_MAX: f32 = 88.72283935546875;
const WGM_EXP_MIN: f32 = -103.97208; // exp(x) is below half the smallest subnormal for x below this
// Standard normal upper tail Q(t) = 1 - Phi(t): u = 1 / (1 + WGM_TAIL_K t), see wgm_tail_g.
const WGM_TAIL_K: f32 = 0.25;
// Q(t) is below the smallest subnormal f32 for t above this.
const WGM_TAIL_UNDERFLOW: f32 = 14.5;
// The f32 nearest the positive zero 1.46163214496836... of digamma.
const WGM_DIGAMMA_ROOT: f32 = 1.4616321325302124;

// ---------------------------------------------------------------------------
// Bits, specials, exact scaling
// ---------------------------------------------------------------------------

fn wgm_from_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

/// +infinity.
fn wg_inf() -> f32 {
    return wgm_from_bits(0x7f800000u);
}

/// A quiet NaN.
fn wg_nan() -> f32 {
    return wgm_from_bits(0x7fc00000u);
}

fn wg_is_nan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn wg_is_inf(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u;
}

/// Infinite or NaN, in one comparison.
fn wg_is_nonfinite(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) >= 0x7f800000u;
}

/// 2^k for -126 <= k <= 127, exactly.
fn wgm_pow2i(k: i32) -> f32 {
    return bitcast<f32>(u32(k + 127) << 23u);
}

/// p * 2^n for -150 <= n <= 128 in two exact steps (no overflow of the scale factor itself).
fn wgm_scale2(p: f32, n: i32) -> f32 {
    let h = n / 2;
    return (p * wgm_pow2i(h)) * wgm_pow2i(n - h);
}

// ---------------------------------------------------------------------------
// Argument checks of the densities: 0 where the argument satisfies Stan's rule,
// -inf where not. NaN satisfies none (it is detected through bits, so a compiler
// that assumes no NaN cannot fold the test away).
// ---------------------------------------------------------------------------

fn wgm_log_ok(ok: bool) -> f32 {
    return select(-wg_inf(), 0.0, ok);
}

fn wg_check_not_nan(x: f32) -> f32 {
    return wgm_log_ok(!wg_is_nan(x));
}

fn wg_check_finite(x: f32) -> f32 {
    return wgm_log_ok(!wg_is_nonfinite(x));
}

fn wg_check_positive(x: f32) -> f32 {
    return wgm_log_ok(!wg_is_nan(x) && x > 0.0);
}

fn wg_check_positive_finite(x: f32) -> f32 {
    return wgm_log_ok(!wg_is_nonfinite(x) && x > 0.0);
}

fn wg_check_nonnegative(x: f32) -> f32 {
    return wgm_log_ok(!wg_is_nan(x) && x >= 0.0);
}

fn wg_check_unit_interval(x: f32) -> f32 {
    return wgm_log_ok(!wg_is_nan(x) && x >= 0.0 && x <= 1.0);
}

/// 0 <= x <= hi.
fn wg_check_bounded(x: f32, hi: f32) -> f32 {
    return wgm_log_ok(!wg_is_nan(x) && !wg_is_nan(hi) && x >= 0.0 && x <= hi);
}

/// x > lo.
fn wg_check_greater(x: f32, lo: f32) -> f32 {
    return wgm_log_ok(!wg_is_nan(x) && !wg_is_nan(lo) && x > lo);
}

// ---------------------------------------------------------------------------
// Exponential
// ---------------------------------------------------------------------------

/// expm1(r) for |r| <= 0.36: r + r^2 (1/2 + r/6 + ... + r^6/8!); truncation error below 1e-9 relative.
fn wgm_expm1_small(r: f32) -> f32 {
    let p = 0.5
        + r * (1.0 / 6.0
            + r * (1.0 / 24.0 + r * (1.0 / 120.0 + r * (1.0 / 720.0 + r * (1.0 / 5040.0 + r * (1.0 / 40320.0))))));
    return r + (r * r) * p;
}

/// exp(x) for x not NaN: x = n ln 2 + r with x - n LN2_HI exact (Cody-Waite), then 2^n (1 + expm1(r)).
///
/// Note for maintainers: shader compilers may treat float arithmetic as reassociable (SPIR-V from
/// naga marks nothing exact; Mesa's NIR, used by lavapipe, RADV and ANV, has such rewrites). Seen on
/// lavapipe: an exp(a + b) that formed x = a + b for n and then r = ((a - n LN2_HI) + b) - ... was
/// evaluated as ((a + b) - n LN2_HI), losing the exact reduction; (x - C_hi) - C_lo with a constant
/// pair was folded into x - (C_hi + C_lo); TwoSum / Fast2Sum error terms came out as 0. So only a
/// single, already rounded x enters here, and error-free transformations are avoided throughout
/// this file (the Cody-Waite products n * LN2_HI, n * LN2_LO have a variable factor and survive).
fn wgm_exp_core(x: f32) -> f32 {
    if (x > WGM_EXP_MAX) {
        return wg_inf();
    }
    if (x < WGM_EXP_MIN) {
        return 0.0;
    }
    let n = round(x * WGM_LOG2E);
    let r = (x - n * WGM_LN2_HI) - n * WGM_LN2_LO;
    return wgm_scale2(1.0 + wgm_expm1_small(r), i32(n));
}

fn wg_exp(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    return wgm_exp_core(x);
}

fn wg_expm1(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    if (x > WGM_EXP_MAX) {
        return wg_inf();
    }
    if (x < -17.5) {
        return -1.0; // exp(x) < 2^-25: -1 + exp(x) rounds to -1
    }
    if (abs(x) < 0.34657359) {
        return wgm_expm1_small(x);
    }
    let n = round(x * WGM_LOG2E);
    let r = (x - n * WGM_LN2_HI) - n * WGM_LN2_LO;
    let em = wgm_expm1_small(r);
    let k = i32(n);
    if (k > 24) {
        return wgm_scale2(1.0 + em, k) - 1.0;
    }
    // expm1(x) = 2^k expm1(r) + (2^k - 1), with 2^k - 1 exact for -24 <= k <= 24.
    let p2 = wgm_pow2i(k);
    return p2 * em + (p2 - 1.0);
}

// ---------------------------------------------------------------------------
// Logarithm
// ---------------------------------------------------------------------------

/// For positive finite x (subnormals included): (k, f) with x = 2^k (1 + f),
/// sqrt(1/2) - 1 <= f < sqrt(2) - 1, f exact.
fn wgm_log_reduce(x: f32) -> vec2<f32> {
    var xs = x;
    var k = 0;
    if (xs < WGM_FLT_MIN) {
        xs = xs * 33554432.0; // 2^25
        k = -25;
    }
    let bits = bitcast<u32>(xs);
    k = k + i32(bits >> 23u) - 127;
    var m = bitcast<f32>((bits & 0x007fffffu) | 0x3f800000u);
    if (m > WGM_SQRT2) {
        m = 0.5 * m;
        k = k + 1;
    }
    return vec2<f32>(f32(k), m - 1.0);
}

/// s (hfsq + R) with s = f / (2 + f), hfsq = f^2 / 2, so that log1p(f) = f - hfsq + s (hfsq + R)
/// for |f| <= sqrt(2) - 1. R(s^2) is the minimax polynomial of FreeBSD's k_logf.h
/// (|error| < 2^-34 relative to log1p).
fn wgm_log1p_tail(f: f32, hfsq: f32) -> f32 {
    let s = f / (2.0 + f);
    let z = s * s;
    let w = z * z;
    let r = z * (0.66666662693 + w * 0.28498786688) + w * (0.40000972152 + w * 0.24279078841);
    return s * (hfsq + r);
}

/// log1p(f) for sqrt(1/2) - 1 <= f <= sqrt(2) - 1.
fn wgm_log1p_red(f: f32) -> f32 {
    let hfsq = 0.5 * f * f;
    return f - (hfsq - wgm_log1p_tail(f, hfsq));
}

/// log(x) for positive finite x.
fn wgm_log_pos(x: f32) -> f32 {
    let kf = wgm_log_reduce(x);
    let k = kf.x;
    let f = kf.y;
    let hfsq = 0.5 * f * f;
    return k * WGM_LN2_HI - ((hfsq - (wgm_log1p_tail(f, hfsq) + k * WGM_LN2_LO)) - f);
}

fn wg_log(x: f32) -> f32 {
    if (wg_is_nan(x) || x < 0.0) {
        return wg_nan();
    }
    if (x == 0.0) {
        return -wg_inf();
    }
    if (wg_is_inf(x)) {
        return x;
    }
    return wgm_log_pos(x);
}

fn wg_log1p(x: f32) -> f32 {
    if (wg_is_nan(x) || x < -1.0) {
        return wg_nan();
    }
    if (x == -1.0) {
        return -wg_inf();
    }
    if (wg_is_inf(x)) {
        return x;
    }
    // Every branch hands wgm_log1p_red an argument computed exactly (Sterbenz; within 2^-27 for
    // 0.41 < x < 0.5), so no compensated arithmetic (which compilers may fold away) is needed.
    if (x > -0.29289321 && x < 0.41421356) {
        return wgm_log1p_red(x);
    }
    if (x <= -0.5) {
        return wgm_log_pos(1.0 + x); // exact for -1 < x <= -1/2
    }
    if (x < 0.0) {
        return wgm_log1p_red(1.0 + 2.0 * x) - WGM_LN2; // log1p(x) = log1p(1 + 2x) - ln 2
    }
    if (x < 1.8284271) {
        return wgm_log1p_red(0.5 * (x - 1.0)) + WGM_LN2; // log1p(x) = log1p((x - 1) / 2) + ln 2
    }
    // log(1 + x) >= 1.03 here, so the rounding of 1 + x costs less than 1 ulp of the result.
    return wgm_log_pos(1.0 + x);
}

/// log1p(e) for 0 <= e <= 1: wg_log1p's two branches for this range as one, so that lanes on
/// either side of the split take the same path (same values as wg_log1p).
fn wgm_log1p_unit(e: f32) -> f32 {
    let high = e >= 0.41421356;
    return wgm_log1p_red(select(e, 0.5 * (e - 1.0), high)) + select(0.0, WGM_LN2, high);
}

// ---------------------------------------------------------------------------
// Power
// ---------------------------------------------------------------------------

/// x^y = exp(y log x) for positive finite x != 1 and finite nonzero y. log and exp are accurate
/// to about 1 ulp each, but the rounding of y log x is amplified by |y log x| = |log x^y|: the
/// relative error is about |log x^y| 2^-24 (up to 5e-6 for results near the f32 range limits).
/// Compensated (double-f32) products would remove that, but shader compilers that treat float
/// arithmetic as reassociable (Mesa's, for instance) fold the compensation terms to zero.
fn wgm_pow_pos(x: f32, y: f32) -> f32 {
    return wgm_exp_core(y * wgm_log_pos(x));
}

/// C / IEEE 754 `pow` (as Rust's `powf`): pow(x, 0) = 1 and pow(1, y) = 1 even for NaN; negative x
/// needs an integer y (the sign follows its parity), otherwise NaN; pow(+-0, y < 0) = inf.
fn wg_pow(x: f32, y: f32) -> f32 {
    if (y == 0.0 || x == 1.0) {
        return 1.0;
    }
    // Exact or better-rounded forms of common exponents (also right for NaN, +-0 and +-inf x).
    if (y == 1.0) {
        return x;
    }
    if (y == 2.0) {
        return x * x;
    }
    if (y == -1.0) {
        return 1.0 / x;
    }
    if (wg_is_nan(x) || wg_is_nan(y)) {
        return wg_nan();
    }
    if (y == 0.5 && x > 0.0 && !wg_is_inf(x)) {
        return sqrt(x);
    }
    let ax = abs(x);
    if (wg_is_inf(y)) {
        if (ax == 1.0) {
            return 1.0;
        }
        if ((ax > 1.0) == (y > 0.0)) {
            return wg_inf();
        }
        return 0.0;
    }
    let y_int = floor(y) == y;
    let y_odd = y_int && abs(y) < 16777216.0 && floor(0.5 * y) != 0.5 * y;
    let negative = (bitcast<u32>(x) >> 31u) == 1u; // also for -0 and -inf
    var r: f32;
    if (ax == 0.0 || wg_is_inf(x)) {
        if ((ax == 0.0) == (y < 0.0)) {
            r = wg_inf();
        } else {
            r = 0.0;
        }
    } else {
        if (negative && !y_int) {
            return wg_nan();
        }
        r = wgm_pow_pos(ax, y);
    }
    if (negative && y_odd) {
        r = -r;
    }
    return r;
}

// ---------------------------------------------------------------------------
// Elementary helpers
// ---------------------------------------------------------------------------

/// Square root; NaN for x < 0, -0 for -0.
fn wg_sqrt(x: f32) -> f32 {
    if (wg_is_nan(x) || x < 0.0) {
        return wg_nan();
    }
    if (x == 0.0 || wg_is_inf(x)) {
        return x;
    }
    return sqrt(x);
}

fn wg_fabs(x: f32) -> f32 {
    return bitcast<f32>(bitcast<u32>(x) & 0x7fffffffu);
}

/// 1 for x > 0, -1 for x < 0, x itself for +-0 and NaN.
fn wg_sign(x: f32) -> f32 {
    if (x > 0.0) {
        return 1.0;
    }
    if (x < 0.0) {
        return -1.0;
    }
    return x;
}

/// sin(pi r) for |r| <= 1/2: Taylor series to r^15 (truncation below 3e-12).
fn wgm_sinpi(r: f32) -> f32 {
    let z = r * r;
    return r
        * (3.1415927410125732
            + z * (-5.167712688446045
                + z * (2.550163984298706
                    + z * (-0.5992645025253296
                        + z * (0.08214588463306427
                            + z * (-0.00737043097615242 + z * (0.0004663027939386666 + z * -2.191535349993501e-5)))))));
}

/// cos(pi r) for |r| <= 1/2, relatively accurate also near r = +-1/2.
fn wgm_cospi(r: f32) -> f32 {
    return wgm_sinpi(0.5 - abs(r));
}

// ---------------------------------------------------------------------------
// Gamma family
// ---------------------------------------------------------------------------

/// lgamma(2 + z) for |z| <= 1/2 by its Taylor series (1 - gamma) z + sum_k (-1)^k (zeta(k) - 1) / k z^k
/// to k = 14 (truncation below 1e-9); exactly 0 at z = 0.
fn wgm_lgamma2(z: f32) -> f32 {
    let p = 0.3224670334241132
        + z * (-0.0673523010531981
            + z * (0.020580808427784546
                + z * (-0.007385551028673986
                    + z * (0.0028905103307415234
                        + z * (-0.001192753911703261
                            + z * (0.0005096695247430425
                                + z * (-0.00022315475845357939
                                    + z * (9.945751278180853e-5
                                        + z * (-4.492623673813314e-5
                                            + z * (2.050721277567069e-5
                                                + z * (-9.439488275268397e-6 + z * 4.374866789907488e-6)))))))))));
    return z * (0.42278433509846713 + z * p);
}

/// lgamma(x) for positive finite x.
fn wgm_lgamma_pos(x: f32) -> f32 {
    if (x < 0.5) {
        // Gamma(x) = Gamma(2 + x) / (x (1 + x)).
        return (wgm_lgamma2(x) - wg_log1p(x)) - wgm_log_pos(x);
    }
    if (x < 1.5) {
        // Gamma(1 + z) = Gamma(2 + z) / (1 + z); z = x - 1 is exact.
        let z = x - 1.0;
        return wgm_lgamma2(z) - wg_log1p(z);
    }
    if (x < 2.5) {
        return wgm_lgamma2(x - 2.0);
    }
    if (x < 8.0) {
        // Gamma(x) = (x - 1) ... (y) Gamma(y), y in [1.5, 2.5); each y - 1 is exact.
        var y = x;
        var product = 1.0;
        loop {
            if (y < 2.5) {
                break;
            }
            y = y - 1.0;
            product = product * y;
        }
        return wgm_lgamma2(y - 2.0) + wgm_log_pos(product);
    }
    // Stirling series, four terms (truncation below 1e-9 at x = 8).
    let r = 1.0 / x;
    let r2 = r * r;
    let series = r * (1.0 / 12.0 + r2 * (-1.0 / 360.0 + r2 * (1.0 / 1260.0 + r2 * (-1.0 / 1680.0))));
    return ((x - 0.5) * wgm_log_pos(x) - x) + (WGM_LN_SQRT_2PI + series);
}

/// log |Gamma(x)|; +inf at the poles 0, -1, -2, ... and at +-inf (as C's lgamma).
fn wg_lgamma(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    if (wg_is_inf(x)) {
        return wg_inf();
    }
    if (x <= 0.0) {
        if (x == floor(x)) {
            return wg_inf();
        }
        // |Gamma(x)| = pi / (|sin(pi x)| |x| Gamma(-x)); -x is exact.
        let r = x - round(x);
        return ((WGM_LN_PI - wgm_log_pos(abs(wgm_sinpi(r)))) - wgm_log_pos(-x)) - wgm_lgamma_pos(-x);
    }
    return wgm_lgamma_pos(x);
}

/// digamma(x) for 1 <= x <= 3, where it has its positive root x0 = 1.46163214...:
/// psi(x) = psi(x1) + (x - x1) P(x - 2) with x1 = WGM_DIGAMMA_ROOT (the f32 next to x0, psi(x1) = -1.2e-8);
/// both differences are exact, so the result is relatively accurate also at the root. P is a
/// near-minimax (Chebyshev) polynomial of degree 14 fitted with mpmath (chebyfit, 40 digits);
/// |error| < 4e-9.
fn wgm_digamma_mid(x: f32) -> f32 {
    let w = x - 2.0;
    let p = 0.7853075265884399
        + w * (-0.26073896884918213
            + w * (0.10899993032217026
                + w * (-0.04955003038048744
                    + w * (0.023446807637810707
                        + w * (-0.011349090375006199
                            + w * (0.005557582248002291
                                + w * (-0.0026902901008725166
                                    + w * (0.0013335049152374268
                                        + w * (-0.000789976620581001
                                            + w * (0.0003937545989174396
                                                + w * (-3.0243947549024597e-5
                                                    + w * (1.5002640793682076e-5
                                                        + w * (-0.00011828127026092261 + w * 5.9118407079949975e-5)))))))))))));
    return -1.203605215494008e-8 + (x - WGM_DIGAMMA_ROOT) * p;
}

/// digamma(x) for positive finite x.
fn wgm_digamma_pos(x: f32) -> f32 {
    if (x < 1.0) {
        // psi(x) = psi(x + 1) - 1 / x; psi(x + 1) <= 0.43 < 1 / x, so little cancels.
        return wgm_digamma_mid(x + 1.0) - 1.0 / x;
    }
    if (x <= 3.0) {
        return wgm_digamma_mid(x);
    }
    // psi(x) = psi(y) - sum_{x <= x + k < y} 1 / (x + k), then the asymptotic series at y >= 6
    // (five terms, truncation below 1e-9); psi(x) > 0.92 here, so the subtraction loses little.
    var y = x;
    var shift = 0.0;
    loop {
        if (y >= 6.0) {
            break;
        }
        shift = shift + 1.0 / y;
        y = y + 1.0;
    }
    let r = 1.0 / y;
    let r2 = r * r;
    let series = r2 * (1.0 / 12.0 + r2 * (-1.0 / 120.0 + r2 * (1.0 / 252.0 + r2 * (-1.0 / 240.0 + r2 * (1.0 / 132.0)))));
    return ((wgm_log_pos(y) - 0.5 * r) - series) - shift;
}

/// Digamma; NaN at the poles 0, -1, -2, ... and at -inf, +inf at +inf.
fn wg_digamma(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    if (wg_is_inf(x)) {
        if (x > 0.0) {
            return x;
        }
        return wg_nan();
    }
    if (x <= 0.0) {
        if (x == floor(x)) {
            return wg_nan();
        }
        // psi(x) = psi(1 - x) - pi cot(pi x) = psi(-x) - 1 / x - pi cot(pi x); -x is exact.
        let r = x - round(x);
        return (wgm_digamma_pos(-x) - 1.0 / x) - WGM_PI * wgm_cospi(r) / wgm_sinpi(r);
    }
    return wgm_digamma_pos(x);
}

// ---------------------------------------------------------------------------
// Log-space arithmetic and the logistic function
// ---------------------------------------------------------------------------

/// log(exp(a) + exp(b)); -inf for (-inf, -inf), +inf if either is +inf.
fn wg_log_sum_exp(a: f32, b: f32) -> f32 {
    if (wg_is_nan(a) || wg_is_nan(b)) {
        return wg_nan();
    }
    var hi = a;
    var lo = b;
    if (b > a) {
        hi = b;
        lo = a;
    }
    if (wg_is_inf(hi)) {
        return hi;
    }
    return hi + wgm_log1p_unit(wg_exp(lo - hi)); // lo - hi <= 0
}

/// log(1 - exp(x)) for x <= 0; NaN for x > 0, -inf at x = 0.
fn wg_log1m_exp(x: f32) -> f32 {
    if (wg_is_nan(x) || x > 0.0) {
        return wg_nan();
    }
    if (x == 0.0) {
        return -wg_inf();
    }
    if (x > -0.6931471805599453) {
        return wg_log(-wg_expm1(x));
    }
    return wg_log1p(-wg_exp(x));
}

/// log(theta exp(a) + (1 - theta) exp(b)) = log_sum_exp(log(theta) + a, log1p(-theta) + b).
fn wg_log_mix(theta: f32, a: f32, b: f32) -> f32 {
    return wg_log_sum_exp(wg_log(theta) + a, wg_log1p(-theta) + b);
}

/// 1 / (1 + exp(-x)).
fn wg_inv_logit(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    // One exponential for both signs: lanes of either sign take the same path.
    let e = wg_exp(-abs(x));
    return select(e / (1.0 + e), 1.0 / (1.0 + e), x >= 0.0);
}

/// log(inv_logit(x)) = -log1p(exp(-x)).
fn wg_log_inv_logit(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    // -log1p(exp(-x)) for x >= 0, x - log1p(exp(x)) below, in one branch-free form.
    return min(x, 0.0) - wgm_log1p_unit(wg_exp(-abs(x)));
}

/// log(1 - inv_logit(x)) = log_inv_logit(-x).
fn wg_log1m_inv_logit(x: f32) -> f32 {
    return wg_log_inv_logit(-x);
}

// ---------------------------------------------------------------------------
// Standard normal distribution
//
// Everything is built on the upper tail Q(t) = 1 - Phi(t) = Phi(-t), t >= 0,
// written as Q(t) = u exp(-t^2/2 + G(u)) with u = 1 / (1 + t/4) in (0, 1]:
// G is smooth on [0, 1] (G(0) = log(1/4) - log(sqrt(2 pi)), G(1) = log(1/2)),
// so one polynomial serves every t from 0 to infinity, and log Q(t) =
// G(u) - log1p(t/4) - t^2/2 keeps full relative accuracy for any t.
// Near 0, Phi(t) - 1/2 uses its Taylor series; narrow intervals in
// log_diff_phi use the Taylor expansion of Q (as the f64 reference does).
// ---------------------------------------------------------------------------

/// G(u) = log Q(t) + t^2/2 - log u at u = 1 / (1 + t/4): near-minimax (Chebyshev) polynomial of degree 13
/// in v = 2u - 1, fitted with mpmath (chebyfit, 40 digits); |error| < 1.3e-9.
fn wgm_tail_g(u: f32) -> f32 {
    let v = 2.0 * u - 1.0;
    return -1.6669542789459229
        + v * (0.8048571348190308
            + v * (0.18867379426956177
                + v * (0.008203089237213135
                    + v * (-0.023033708333969116
                        + v * (-0.009218948893249035
                            + v * (0.002077260287478566
                                + v * (0.0027488728519529104
                                    + v * (0.00015697634080424905
                                        + v * (-0.00066089176107198
                                            + v * (-0.0001365928037557751
                                                + v * (0.00012889437493868172
                                                    + v * (2.6545407308731228e-5 + v * -1.5314939446398057e-5))))))))))));
}

/// Q(t) = 1 - Phi(t) for t >= 0 (not NaN), with small relative error down to the f32 underflow.
fn wgm_upper_tail(t: f32) -> f32 {
    if (t > WGM_TAIL_UNDERFLOW) {
        return 0.0;
    }
    let u = 1.0 / (1.0 + WGM_TAIL_K * t);
    // t^2 = hi^2 + lo (t + hi) with hi^2 exact (hi has at most 10 significant bits): exp(-hi^2 / 2)
    // gets an exact argument, and the remaining factor exp(G(u) - lo (t + hi) / 2) a moderate one.
    let hi = floor(64.0 * t + 0.5) / 64.0;
    let lo = t - hi;
    return (u * wgm_exp_core(wgm_tail_g(u) - 0.5 * lo * (t + hi))) * wgm_exp_core(-0.5 * (hi * hi));
}

/// log Q(t) for t >= 0 (not NaN); -inf only where -t^2/2 overflows f32.
fn wgm_log_upper_tail(t: f32) -> f32 {
    if (wg_is_inf(t)) {
        return -wg_inf();
    }
    let u = 1.0 / (1.0 + WGM_TAIL_K * t);
    return (wgm_tail_g(u) - wg_log1p(WGM_TAIL_K * t)) - 0.5 * t * t;
}

/// log Q(hi) - log Q(lo) for 0 <= lo < hi (hi may be +inf), without the cancellation of two large logs.
fn wgm_log_tail_ratio(lo: f32, hi: f32) -> f32 {
    if (wg_is_inf(hi)) {
        return -wg_inf();
    }
    let w = hi - lo;
    let u_lo = 1.0 / (1.0 + WGM_TAIL_K * lo);
    let u_hi = 1.0 / (1.0 + WGM_TAIL_K * hi);
    // log(u_hi / u_lo) = -log1p(K w u_lo).
    return ((wgm_tail_g(u_hi) - wgm_tail_g(u_lo)) - wg_log1p(WGM_TAIL_K * w * u_lo)) - 0.5 * w * (hi + lo);
}

/// Phi(t) - 1/2 for t >= 0 (not NaN), with small relative error also as t -> 0.
fn wgm_central(t: f32) -> f32 {
    if (t > 1.0) {
        return 0.5 - wgm_upper_tail(t);
    }
    // (t / sqrt(2 pi)) sum_k (-1)^k z^k / (k! (2k + 1)), z = t^2 / 2 <= 1/2; truncation below 2e-11.
    let z = 0.5 * t * t;
    let s = 1.0
        + z * (-1.0 / 3.0
            + z * (1.0 / 10.0
                + z * (-1.0 / 42.0
                    + z * (1.0 / 216.0
                        + z * (-1.0 / 1320.0
                            + z * (1.0 / 9360.0 + z * (-1.0 / 75600.0 + z * (1.0 / 685440.0 + z * (-1.0 / 6894720.0)))))))));
    return (WGM_INV_SQRT_2PI * t) * s;
}

/// (Q(c) - Q(c + h)) / phi(c) = sum_m He_m(-c) h^(m+1) / (m+1)!, 12 terms; accurate for c >= 0,
/// 0 < h and h max(c, 1) <= 1/4. With P_m = He_m(-c) h^m / m!:
/// P_(m+1) = -(c h P_m + h^2 P_(m-1)) / (m + 1), which stays bounded (no overflow for large c).
fn wgm_tail_step_over_pdf(c: f32, h: f32) -> f32 {
    let ch = c * h;
    let h2 = h * h;
    var p_prev = 0.0;
    var p = 1.0;
    var sum = 0.0;
    for (var m = 1; m <= 12; m++) {
        let mf = f32(m);
        sum = sum + p / mf;
        let p_next = -(ch * p + h2 * p_prev) / mf;
        p_prev = p;
        p = p_next;
    }
    return h * sum;
}

/// Standard normal CDF Phi(x); small relative error in the lower tail down to the f32 underflow (x ~ -13).
fn wg_phi(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    if (abs(x) < 0.5) {
        return 0.5 + wg_sign(x) * wgm_central(abs(x));
    }
    if (x < 0.0) {
        return wgm_upper_tail(-x);
    }
    return 1.0 - wgm_upper_tail(x);
}

/// log Phi(x) (Stan's std_normal_lcdf), accurate for all x.
fn wg_std_normal_lcdf(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    if (abs(x) < 0.5) {
        return wg_log(0.5 + wg_sign(x) * wgm_central(abs(x)));
    }
    if (x < 0.0) {
        return wgm_log_upper_tail(-x);
    }
    return wg_log1p(-wgm_upper_tail(x));
}

/// log(1 - Phi(x)) = log Phi(-x) (Stan's std_normal_lccdf).
fn wg_std_normal_lccdf(x: f32) -> f32 {
    return wg_std_normal_lcdf(-x);
}

/// log(Phi(b) - Phi(a)) for a < b (-inf for a >= b), accurate in both tails and across 0.
fn wg_log_diff_phi(a: f32, b: f32) -> f32 {
    if (wg_is_nan(a) || wg_is_nan(b)) {
        return wg_nan();
    }
    if (a >= b) {
        return -wg_inf();
    }
    if (a >= 0.0 || b <= 0.0) {
        // Same side of 0: reflect into the upper tail, Phi(b) - Phi(a) = Q(lo) - Q(hi), 0 <= lo < hi.
        var lo = a;
        var hi = b;
        if (a < 0.0) {
            lo = -b;
            hi = -a;
        }
        let width = hi - lo;
        if (width * max(lo, 1.0) <= 0.25) {
            // Narrow interval: Taylor expansion of Q around lo.
            return (-0.5 * lo * lo - WGM_LN_SQRT_2PI) + wg_log(wgm_tail_step_over_pdf(lo, width));
        }
        if (hi <= 1.0) {
            // Near the mode, differences of probability masses lose less than differences of logs.
            return wg_log(wgm_central(hi) - wgm_central(lo));
        }
        return wgm_log_upper_tail(lo) + wg_log1m_exp(wgm_log_tail_ratio(lo, hi));
    }
    // a < 0 < b: Phi(b) - Phi(a) = 1 - Q(-a) - Q(b) = central(-a) + central(b).
    let outside = wgm_upper_tail(-a) + wgm_upper_tail(b);
    if (outside < 0.5) {
        return wg_log1p(-outside);
    }
    return wg_log(wgm_central(-a) + wgm_central(b));
}

// ---------------------------------------------------------------------------
// Derivatives of log Phi and log(Phi(b) - Phi(a)) (called by gradient programs)
//
// Written as exp(log phi(x) - result) these cancel catastrophically far in the
// tails (both logs are about -x^2/2). Instead, with the upper-tail hazard
// h(t) = phi(t) / Q(t) = (1 + t/4) exp(-G(u) - log sqrt(2 pi)) (about t for
// large t; nothing underflows):
// * d/dx log Phi(x) = h(-x) for x < 0 and phi(x) / Phi(x) for x >= 0;
// * for an interval 0 <= lo < hi in the upper tail, with r = Q(hi) / Q(lo),
//   phi(lo) / (Q(lo) - Q(hi)) = h(lo) / (1 - r) and
//   phi(hi) / (Q(lo) - Q(hi)) = h(lo) exp(-(hi^2 - lo^2) / 2) / (1 - r).
//   log r is a sum of three negative terms (see wgm_log_tail_ratio_rel), so
//   1 - r = -expm1(log r) is relatively accurate; the exponent
//   -(hi^2 - lo^2) / 2 is split into an exactly computed part and a small
//   rest, because its rounding (|exponent| ulps) would otherwise show up
//   in the result far in the tail. Narrow intervals use the Taylor expansion
//   of Q around lo. The lower tail is the mirror image; across 0 the mass is
//   formed as in wg_log_diff_phi, and nothing cancels.
// ---------------------------------------------------------------------------

/// q exp(x) for q > 0 and x <= 0, x formed without rounding error (its Cody-Waite reduction is
/// exact, so the result is accurate to a few ulp for any such x); the power of two is applied
/// last, so only a result below the smallest normal f32 may be flushed to zero. 0 for x < -170
/// (q is far below e^170 wherever this is called).
fn wgm_mul_exp_exact(q: f32, x: f32) -> f32 {
    if (x < -170.0) {
        return 0.0;
    }
    let n = round(x * WGM_LOG2E);
    let r = (x - n * WGM_LN2_HI) - n * WGM_LN2_LO;
    return wgm_scale2(q * (1.0 + wgm_expm1_small(r)), i32(n));
}

/// -(hi^2 - lo^2) / 2 = big + small for 0 <= lo < hi < inf, with big computed exactly and
/// |small| <= 0.5 wherever big >= -170; big = -inf where the whole is below -96.
fn wgm_half_sq_diff(lo: f32, hi: f32) -> vec2<f32> {
    if (hi <= 16.0) {
        // Multiples of 1/64 below 16 have at most 10 significant bits: their squares and the
        // difference of the squares are exact; hi - hh and lo - lh are exact too.
        let hh = floor(64.0 * hi + 0.5) / 64.0;
        let lh = floor(64.0 * lo + 0.5) / 64.0;
        let big = -0.5 * (hh * hh - lh * lh);
        let small = -0.5 * ((hi - hh) * (hi + hh) - (lo - lh) * (lo + lh));
        return vec2<f32>(big, small);
    }
    if (lo < 0.5 * hi) {
        return vec2<f32>(-wg_inf(), 0.0); // -(hi^2 - lo^2) / 2 < -3 hi^2 / 8 < -96
    }
    // 8 < lo < hi <= 2 lo, so w = hi - lo is exact: -(hi^2 - lo^2) / 2 = -w (hi + lo) / 2 with
    // w = wh + wl, wh of 11 significant bits, and hi + lo = sh + sl, sh = hh + lh a multiple of
    // g = 2^(e - 10) (2^e <= hi < 2^(e + 1)) below 2^13 g: wh sh has at most 24 bits, exact. hh, lh
    // are hi, lo rounded to multiples of g, so hi - hh, lo - lh and their sum sl are exact.
    let w = hi - lo;
    let wh = bitcast<f32>(bitcast<u32>(w) & 0xffffe000u);
    let wl = w - wh;
    let g = bitcast<f32>((bitcast<u32>(hi) & 0x7f800000u) - (10u << 23u));
    let hh = round(hi / g) * g;
    let lh = round(lo / g) * g;
    let sh = hh + lh;
    let sl = (hi - hh) + (lo - lh);
    let big = -0.5 * (wh * sh);
    let small = -0.5 * (wh * sl + wl * (sh + sl));
    return vec2<f32>(big, small);
}

/// phi(t) / d for t >= 0 (not NaN) and d > 0, free of the rounding of t^2 / 2 and of underflow
/// before the last step (d >= 1/2 wherever phi(t) underflows).
fn wgm_pdf_over(t: f32, d: f32) -> f32 {
    if (t > 16.0) {
        return 0.0;
    }
    let th = floor(64.0 * t + 0.5) / 64.0; // th^2 exact, t - th exact
    let small = -0.5 * ((t - th) * (t + th));
    return wgm_mul_exp_exact((WGM_INV_SQRT_2PI / d) * wgm_exp_core(small), -0.5 * (th * th));
}

/// The upper-tail hazard h(t) = phi(t) / Q(t) for t >= 0 (not NaN); +inf at +inf.
fn wgm_upper_hazard(t: f32) -> f32 {
    let u = 1.0 / (1.0 + WGM_TAIL_K * t);
    return (1.0 + WGM_TAIL_K * t) * wgm_exp_core(-WGM_LN_SQRT_2PI - wgm_tail_g(u));
}

/// One step of Horner's scheme for p(x2) and the divided difference (p(x1) - p(x2)) / (x1 - x2)
/// together: acc = (p_(k+1)(x2), dd_(k+1)) -> (c + x2 p_(k+1)(x2), p_(k+1)(x2) + x1 dd_(k+1)).
fn wgm_dd_step(acc: vec2<f32>, c: f32, x1: f32, x2: f32) -> vec2<f32> {
    return vec2<f32>(c + x2 * acc.x, acc.x + x1 * acc.y);
}

/// (G(u1) - G(u2)) / (v1 - v2) at v = 2u - 1, the divided difference of wgm_tail_g's polynomial
/// (between 0.5 and 1.1 on [-1, 1]: G is increasing).
fn wgm_tail_g_slope(v1: f32, v2: f32) -> f32 {
    var acc = vec2<f32>(-1.5314939446398057e-5, 0.0);
    acc = wgm_dd_step(acc, 2.6545407308731228e-5, v1, v2);
    acc = wgm_dd_step(acc, 0.00012889437493868172, v1, v2);
    acc = wgm_dd_step(acc, -0.0001365928037557751, v1, v2);
    acc = wgm_dd_step(acc, -0.00066089176107198, v1, v2);
    acc = wgm_dd_step(acc, 0.00015697634080424905, v1, v2);
    acc = wgm_dd_step(acc, 0.0027488728519529104, v1, v2);
    acc = wgm_dd_step(acc, 0.002077260287478566, v1, v2);
    acc = wgm_dd_step(acc, -0.009218948893249035, v1, v2);
    acc = wgm_dd_step(acc, -0.023033708333969116, v1, v2);
    acc = wgm_dd_step(acc, 0.008203089237213135, v1, v2);
    acc = wgm_dd_step(acc, 0.18867379426956177, v1, v2);
    acc = wgm_dd_step(acc, 0.8048571348190308, v1, v2);
    acc = wgm_dd_step(acc, -1.6669542789459229, v1, v2);
    return acc.y;
}

/// log Q(hi) - log Q(lo) for 0 <= lo < hi < inf with small relative error: the sum of three
/// negative terms G(u_hi) - G(u_lo) = (v_hi - v_lo) slope, log(u_hi / u_lo) and -(hi^2 - lo^2) / 2,
/// where v_hi - v_lo = 2 (u_hi - u_lo) = -2 K w u_hi u_lo.
fn wgm_log_tail_ratio_rel(lo: f32, hi: f32) -> f32 {
    let w = hi - lo;
    let u_lo = 1.0 / (1.0 + WGM_TAIL_K * lo);
    let u_hi = 1.0 / (1.0 + WGM_TAIL_K * hi);
    let dv = -2.0 * WGM_TAIL_K * w * u_hi * u_lo;
    let dg = dv * wgm_tail_g_slope(2.0 * u_hi - 1.0, 2.0 * u_lo - 1.0);
    return (dg - wg_log1p(WGM_TAIL_K * w * u_lo)) - 0.5 * w * (hi + lo);
}

/// phi(lo) / (Q(lo) - Q(hi)), or phi(hi) / (Q(lo) - Q(hi)) if at_hi, for 0 <= lo < hi (not NaN;
/// hi may be +inf).
fn wgm_upper_interval_hazard(lo: f32, hi: f32, at_hi: bool) -> f32 {
    if (wg_is_inf(hi)) {
        if (at_hi) {
            return 0.0;
        }
        return wgm_upper_hazard(lo);
    }
    if (hi < 1e-18) {
        // Both phi values are 1/sqrt(2 pi) and the mass is (hi - lo)/sqrt(2 pi) to far below f32
        // precision. hi - lo may be subnormal, so for normal lo it is formed with both exponents
        // raised by 64 (integer arithmetic on the bits, which no compiler turns back into hi - lo).
        if (lo < WGM_FLT_MIN) {
            return 1.0 / (hi - lo);
        }
        let up = 64u << 23u;
        return 18446744073709551616.0 / (bitcast<f32>(bitcast<u32>(hi) + up) - bitcast<f32>(bitcast<u32>(lo) + up));
    }
    let w = hi - lo;
    var at_lo: f32;
    if (w * max(lo, 1.0) <= 0.25) {
        // Narrow interval: Q(lo) - Q(hi) = phi(lo) S with S the Taylor sum around lo.
        at_lo = 1.0 / wgm_tail_step_over_pdf(lo, w);
    } else {
        // h(lo) / (1 - Q(hi) / Q(lo)); 1 - Q(hi) / Q(lo) is at least about 0.2 here.
        at_lo = wgm_upper_hazard(lo) / -wg_expm1(wgm_log_tail_ratio_rel(lo, hi));
    }
    if (!at_hi) {
        return at_lo;
    }
    // phi(hi) / phi(lo) = exp(e.x + e.y).
    let e = wgm_half_sq_diff(lo, hi);
    return wgm_mul_exp_exact(at_lo * wgm_exp_core(e.y), e.x);
}

/// d/da (wrt_b false) or d/db (wrt_b true) of log(Phi(b) - Phi(a)) = (-phi(a), phi(b)) /
/// (Phi(b) - Phi(a)); NaN for a > b and for a == b infinite, (-inf, +inf) for a == b finite (as
/// the f64 reference).
fn wgm_log_diff_phi_partial(a: f32, b: f32, wrt_b: bool) -> f32 {
    if (wg_is_nan(a) || wg_is_nan(b) || a > b || (a == b && wg_is_inf(a))) {
        return wg_nan();
    }
    if (a == b) {
        return select(-wg_inf(), wg_inf(), wrt_b);
    }
    if (a >= 0.0) {
        if (wrt_b) {
            return wgm_upper_interval_hazard(a, b, true);
        }
        return -wgm_upper_interval_hazard(a, b, false);
    }
    if (b <= 0.0) {
        // Mirror image: Phi(b) - Phi(a) = Q(-b) - Q(-a).
        if (wrt_b) {
            return wgm_upper_interval_hazard(-b, -a, false);
        }
        return -wgm_upper_interval_hazard(-b, -a, true);
    }
    // a < 0 < b: the mass 1 - Q(-a) - Q(b) = central(-a) + central(b).
    if (b - a < 1e-18) {
        // As in wgm_upper_interval_hazard; the mass itself may lie below the smallest normal f32.
        return select(-1.0, 1.0, wrt_b) / (b - a);
    }
    let outside = wgm_upper_tail(-a) + wgm_upper_tail(b);
    var mass: f32;
    if (outside < 0.5) {
        mass = 1.0 - outside;
    } else {
        mass = wgm_central(-a) + wgm_central(b);
    }
    if (wrt_b) {
        return wgm_pdf_over(b, mass);
    }
    return -wgm_pdf_over(-a, mass);
}

/// d/dx log Phi(x) = phi(x) / Phi(x) (the derivative of std_normal_lcdf): about -x for very
/// negative x, +inf at -inf, 0 above x = 16.
fn wg_std_normal_lcdf_deriv(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    if (x < 0.0) {
        return wgm_upper_hazard(-x);
    }
    var cdf: f32;
    if (x < 0.5) {
        cdf = 0.5 + wgm_central(x);
    } else {
        cdf = 1.0 - wgm_upper_tail(x);
    }
    return wgm_pdf_over(x, cdf);
}

/// d/da log(Phi(b) - Phi(a)) = -phi(a) / (Phi(b) - Phi(a)).
fn wg_log_diff_phi_deriv_a(a: f32, b: f32) -> f32 {
    return wgm_log_diff_phi_partial(a, b, false);
}

/// d/db log(Phi(b) - Phi(a)) = phi(b) / (Phi(b) - Phi(a)).
fn wg_log_diff_phi_deriv_b(a: f32, b: f32) -> f32 {
    return wgm_log_diff_phi_partial(a, b, true);
}

// lgamma(z) minus its Stirling approximation, for z >= 10.
fn wgm_lgamma_stirling_correction(z: f32) -> f32 {
    let w = 1.0 / (z * z);
    return (0.083333333 + w * (-0.0027777778 + w * 0.00079365079)) / z;
}

// (digamma(z) - ln z) - (digamma(x) - ln x) for x, z >= 10 and z = x + a: the asymptotic
// series with each 1/x^k - 1/z^k factored through a / (x z), so nothing cancels.
fn wgm_digamma_series_difference(x: f32, z: f32, a: f32) -> f32 {
    let p = 1.0 / (x * x);
    let q = 1.0 / (z * z);
    let r = 1.0 / (x * z);
    let d1 = a * r;
    let d2 = d1 * (1.0 / x + 1.0 / z);
    let d4 = d2 * (p + q);
    let d6 = d2 * (p * p + r * r + q * q);
    return 0.5 * d1 + d2 * 0.083333333 - d4 * 0.0083333333 + d6 * 0.0039682540;
}

// lgamma(x + a) - lgamma(x) without the cancellation of the direct difference for large x.
fn wg_lgamma_ratio(x: f32, a: f32) -> f32 {
    let z = x + a;
    if (wg_is_nan(x) || wg_is_nan(a) || min(x, z) < 10.0 || wg_is_inf(x) || wg_is_inf(z)) {
        return wg_lgamma(z) - wg_lgamma(x);
    }
    return (x - 0.5) * wg_log1p(a / x) + a * (wg_log(z) - 1.0)
        + (wgm_lgamma_stirling_correction(z) - wgm_lgamma_stirling_correction(x));
}

// digamma(x + a) - digamma(x), the derivative of wg_lgamma_ratio in x.
fn wg_digamma_ratio(x: f32, a: f32) -> f32 {
    let z = x + a;
    if (wg_is_nan(x) || wg_is_nan(a) || min(x, z) < 10.0 || wg_is_inf(x) || wg_is_inf(z)) {
        return wg_digamma(z) - wg_digamma(x);
    }
    return wg_log1p(a / x) + wgm_digamma_series_difference(x, z, a);
}
