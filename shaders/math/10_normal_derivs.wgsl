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
