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


/// log10(x) = log(x) / ln 10.
fn wg_log10(x: f32) -> f32 {
    return wg_log(x) * 0.43429448190325182;
}

/// x log(y), with 0 for x = y = 0 (Stan's multiply_log: a count of 0 at a probability of 0).
fn wg_multiply_log(x: f32, y: f32) -> f32 {
    return select(x * wg_log(y), 0.0, x == 0.0 && y == 0.0);
}
