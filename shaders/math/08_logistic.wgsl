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

/// tanh(x) = -expm1(-2|x|) / (2 + expm1(-2|x|)) with the sign of x: no cancellation near 0,
/// and ±1 once exp(-2|x|) is below half an f32 ulp of 1.
fn wg_tanh(x: f32) -> f32 {
    if (wg_is_nan(x)) {
        return wg_nan();
    }
    let e = wg_expm1(-2.0 * abs(x));
    return sign(x) * (-e / (2.0 + e));
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


/// log(u / (1 - u)): log1p((2u - 1) / (1 - u)) near u = 1/2 (no cancellation near 0),
/// log(u) - log1p(-u) elsewhere.
fn wg_logit(u: f32) -> f32 {
    if (u > 0.25 && u < 0.75) {
        return wg_log1p((2.0 * u - 1.0) / (1.0 - u));
    }
    return wg_log(u) - wg_log1p(-u);
}
