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

