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

