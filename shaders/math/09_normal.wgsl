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

