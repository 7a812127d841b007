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

