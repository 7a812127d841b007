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

