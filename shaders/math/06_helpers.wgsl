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

