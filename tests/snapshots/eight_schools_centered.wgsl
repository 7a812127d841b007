const DIM: u32 = 10u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 10u;
// Lane-interleaved rows (src/codegen/interleave.rs): word k of lane c's row of `stride` words.
const LANE_BLOCK: u32 = 32u;
fn lane_word(c: u32, stride: u32, k: u32) -> u32 {
    return (c / LANE_BLOCK) * stride * LANE_BLOCK + k * LANE_BLOCK + c % LANE_BLOCK;
}
const ROW_LANES: u32 = 1u;
const WG_SIZE: u32 = 64u;

fn logp_grad(lane: u32) -> f32 {
    let sbase = lane_word(lane, SCRATCH_STRIDE, 0u);
    var lp: f32 = 0.0f;
    var lp_c: f32 = 0.0f;
    var v3_theta: array<f32, 8>;
    var v4_mu: f32;
    var v5_tau: f32;
    var v10_hoisted: f32;
    var v11_adj__theta: array<f32, 8>;
    var v12_adj__mu: f32;
    var c12_adj__mu: f32;
    var v13_adj__tau: f32;
    var c13_adj__tau: f32;
    var v14_adj__unconstrained__: array<f32, 10>;
    var v15_adj__hoisted: f32;
    var c15_adj__hoisted: f32;
    for (var b_v7_i__: i32 = 0; b_v7_i__ + 8 <= (8 * i32(kahan_one)); b_v7_i__ += 8) {
        wg_trips += 1u;
        let u_v7_i__: i32 = b_v7_i__;
        {
            let v7_i__: i32 = u_v7_i__ + 0;
            v3_theta[v7_i__] = q_ld(u32(v7_i__));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 1;
            v3_theta[v7_i__] = q_ld(u32(v7_i__));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 2;
            v3_theta[v7_i__] = q_ld(u32(v7_i__));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 3;
            v3_theta[v7_i__] = q_ld(u32(v7_i__));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 4;
            v3_theta[v7_i__] = q_ld(u32(v7_i__));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 5;
            v3_theta[v7_i__] = q_ld(u32(v7_i__));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 6;
            v3_theta[v7_i__] = q_ld(u32(v7_i__));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 7;
            v3_theta[v7_i__] = q_ld(u32(v7_i__));
        }
    }
    for (var r_v7_i__: i32 = (8 * i32(kahan_one)) - ((8 * i32(kahan_one)) - 0) % 8; r_v7_i__ < (8 * i32(kahan_one)); r_v7_i__++) {
        wg_trips += 1u;
        let v7_i__: i32 = r_v7_i__;
        v3_theta[v7_i__] = q_ld(u32(v7_i__));
    }
    v4_mu = q_ld(u32(8));
    v5_tau = wg_exp(q_ld(u32(9)));
    {
        let y = (q_ld(u32(9))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-1.0f) * wg_log1p(wg_square((v5_tau / 5.0f))))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v10_hoisted = wg_log(v5_tau);
    for (var b_v8_i____1: i32 = 0; b_v8_i____1 + 8 <= (8 * i32(kahan_one)); b_v8_i____1 += 8) {
        wg_trips += 1u;
        let u_v8_i____1: i32 = b_v8_i____1;
        var q_v12_adj__mu: f32;
        var q_v13_adj__tau: f32;
        var q_v15_adj__hoisted: f32;
        {
            let v8_i____1: i32 = u_v8_i____1 + 0;
            {
                let y = ((((-0.5f) * wg_square(((v3_theta[v8_i____1] - v4_mu) / v5_tau))) + (-v10_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_theta[v8_i____1] - v4_mu);
            let t1 = (t0 / v5_tau);
            let t9 = ((-0.5f) * (2.0f * t1));
            let t10 = (t9 / v5_tau);
            v11_adj__theta[v8_i____1] = v11_adj__theta[v8_i____1] + t10;
            let t12 = (-t10);
            q_v12_adj__mu = q_v12_adj__mu + t12;
            let t13 = (-((t9 * t1) / v5_tau));
            q_v13_adj__tau = q_v13_adj__tau + t13;
            q_v15_adj__hoisted = q_v15_adj__hoisted + (-1.0f);
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 1;
            {
                let y = ((((-0.5f) * wg_square(((v3_theta[v8_i____1] - v4_mu) / v5_tau))) + (-v10_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_theta[v8_i____1] - v4_mu);
            let t1 = (t0 / v5_tau);
            let t9 = ((-0.5f) * (2.0f * t1));
            let t10 = (t9 / v5_tau);
            v11_adj__theta[v8_i____1] = v11_adj__theta[v8_i____1] + t10;
            let t12 = (-t10);
            q_v12_adj__mu = q_v12_adj__mu + t12;
            let t13 = (-((t9 * t1) / v5_tau));
            q_v13_adj__tau = q_v13_adj__tau + t13;
            q_v15_adj__hoisted = q_v15_adj__hoisted + (-1.0f);
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 2;
            {
                let y = ((((-0.5f) * wg_square(((v3_theta[v8_i____1] - v4_mu) / v5_tau))) + (-v10_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_theta[v8_i____1] - v4_mu);
            let t1 = (t0 / v5_tau);
            let t9 = ((-0.5f) * (2.0f * t1));
            let t10 = (t9 / v5_tau);
            v11_adj__theta[v8_i____1] = v11_adj__theta[v8_i____1] + t10;
            let t12 = (-t10);
            q_v12_adj__mu = q_v12_adj__mu + t12;
            let t13 = (-((t9 * t1) / v5_tau));
            q_v13_adj__tau = q_v13_adj__tau + t13;
            q_v15_adj__hoisted = q_v15_adj__hoisted + (-1.0f);
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 3;
            {
                let y = ((((-0.5f) * wg_square(((v3_theta[v8_i____1] - v4_mu) / v5_tau))) + (-v10_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_theta[v8_i____1] - v4_mu);
            let t1 = (t0 / v5_tau);
            let t9 = ((-0.5f) * (2.0f * t1));
            let t10 = (t9 / v5_tau);
            v11_adj__theta[v8_i____1] = v11_adj__theta[v8_i____1] + t10;
            let t12 = (-t10);
            q_v12_adj__mu = q_v12_adj__mu + t12;
            let t13 = (-((t9 * t1) / v5_tau));
            q_v13_adj__tau = q_v13_adj__tau + t13;
            q_v15_adj__hoisted = q_v15_adj__hoisted + (-1.0f);
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 4;
            {
                let y = ((((-0.5f) * wg_square(((v3_theta[v8_i____1] - v4_mu) / v5_tau))) + (-v10_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_theta[v8_i____1] - v4_mu);
            let t1 = (t0 / v5_tau);
            let t9 = ((-0.5f) * (2.0f * t1));
            let t10 = (t9 / v5_tau);
            v11_adj__theta[v8_i____1] = v11_adj__theta[v8_i____1] + t10;
            let t12 = (-t10);
            q_v12_adj__mu = q_v12_adj__mu + t12;
            let t13 = (-((t9 * t1) / v5_tau));
            q_v13_adj__tau = q_v13_adj__tau + t13;
            q_v15_adj__hoisted = q_v15_adj__hoisted + (-1.0f);
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 5;
            {
                let y = ((((-0.5f) * wg_square(((v3_theta[v8_i____1] - v4_mu) / v5_tau))) + (-v10_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_theta[v8_i____1] - v4_mu);
            let t1 = (t0 / v5_tau);
            let t9 = ((-0.5f) * (2.0f * t1));
            let t10 = (t9 / v5_tau);
            v11_adj__theta[v8_i____1] = v11_adj__theta[v8_i____1] + t10;
            let t12 = (-t10);
            q_v12_adj__mu = q_v12_adj__mu + t12;
            let t13 = (-((t9 * t1) / v5_tau));
            q_v13_adj__tau = q_v13_adj__tau + t13;
            q_v15_adj__hoisted = q_v15_adj__hoisted + (-1.0f);
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 6;
            {
                let y = ((((-0.5f) * wg_square(((v3_theta[v8_i____1] - v4_mu) / v5_tau))) + (-v10_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_theta[v8_i____1] - v4_mu);
            let t1 = (t0 / v5_tau);
            let t9 = ((-0.5f) * (2.0f * t1));
            let t10 = (t9 / v5_tau);
            v11_adj__theta[v8_i____1] = v11_adj__theta[v8_i____1] + t10;
            let t12 = (-t10);
            q_v12_adj__mu = q_v12_adj__mu + t12;
            let t13 = (-((t9 * t1) / v5_tau));
            q_v13_adj__tau = q_v13_adj__tau + t13;
            q_v15_adj__hoisted = q_v15_adj__hoisted + (-1.0f);
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 7;
            {
                let y = ((((-0.5f) * wg_square(((v3_theta[v8_i____1] - v4_mu) / v5_tau))) + (-v10_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_theta[v8_i____1] - v4_mu);
            let t1 = (t0 / v5_tau);
            let t9 = ((-0.5f) * (2.0f * t1));
            let t10 = (t9 / v5_tau);
            v11_adj__theta[v8_i____1] = v11_adj__theta[v8_i____1] + t10;
            let t12 = (-t10);
            q_v12_adj__mu = q_v12_adj__mu + t12;
            let t13 = (-((t9 * t1) / v5_tau));
            q_v13_adj__tau = q_v13_adj__tau + t13;
            q_v15_adj__hoisted = q_v15_adj__hoisted + (-1.0f);
        }
        {
            let y = (q_v12_adj__mu) - c12_adj__mu;
            let t = v12_adj__mu + y;
            c12_adj__mu = select(((t * kahan_one) - v12_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v12_adj__mu = t;
        }
        {
            let y = (q_v13_adj__tau) - c13_adj__tau;
            let t = v13_adj__tau + y;
            c13_adj__tau = select(((t * kahan_one) - v13_adj__tau) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__tau = t;
        }
        {
            let y = (q_v15_adj__hoisted) - c15_adj__hoisted;
            let t = v15_adj__hoisted + y;
            c15_adj__hoisted = select(((t * kahan_one) - v15_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
            v15_adj__hoisted = t;
        }
    }
    for (var r_v8_i____1: i32 = (8 * i32(kahan_one)) - ((8 * i32(kahan_one)) - 0) % 8; r_v8_i____1 < (8 * i32(kahan_one)); r_v8_i____1++) {
        wg_trips += 1u;
        let v8_i____1: i32 = r_v8_i____1;
        {
            let y = ((((-0.5f) * wg_square(((v3_theta[v8_i____1] - v4_mu) / v5_tau))) + (-v10_hoisted))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t0 = (v3_theta[v8_i____1] - v4_mu);
        let t1 = (t0 / v5_tau);
        let t9 = ((-0.5f) * (2.0f * t1));
        let t10 = (t9 / v5_tau);
        v11_adj__theta[v8_i____1] = v11_adj__theta[v8_i____1] + t10;
        let t12 = (-t10);
        {
            let y = (t12) - c12_adj__mu;
            let t = v12_adj__mu + y;
            c12_adj__mu = select(((t * kahan_one) - v12_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v12_adj__mu = t;
        }
        let t13 = (-((t9 * t1) / v5_tau));
        {
            let y = (t13) - c13_adj__tau;
            let t = v13_adj__tau + y;
            c13_adj__tau = select(((t * kahan_one) - v13_adj__tau) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__tau = t;
        }
        {
            let y = ((-1.0f)) - c15_adj__hoisted;
            let t = v15_adj__hoisted + y;
            c15_adj__hoisted = select(((t * kahan_one) - v15_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
            v15_adj__hoisted = t;
        }
    }
    for (var b_v9_i____2: i32 = 0; b_v9_i____2 + 8 <= (8 * i32(kahan_one)); b_v9_i____2 += 8) {
        wg_trips += 1u;
        let u_v9_i____2: i32 = b_v9_i____2;
        {
            let v9_i____2: i32 = u_v9_i____2 + 0;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v9_i____2] - v3_theta[v9_i____2]) / data_f[8 + v9_i____2])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t16 = (data_f[0 + v9_i____2] - v3_theta[v9_i____2]);
            let t17 = (t16 / data_f[8 + v9_i____2]);
            let t22 = ((-0.5f) * (2.0f * t17));
            let t23 = (t22 / data_f[8 + v9_i____2]);
            let t24 = (-t23);
            v11_adj__theta[v9_i____2] = v11_adj__theta[v9_i____2] + t24;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 1;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v9_i____2] - v3_theta[v9_i____2]) / data_f[8 + v9_i____2])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t16 = (data_f[0 + v9_i____2] - v3_theta[v9_i____2]);
            let t17 = (t16 / data_f[8 + v9_i____2]);
            let t22 = ((-0.5f) * (2.0f * t17));
            let t23 = (t22 / data_f[8 + v9_i____2]);
            let t24 = (-t23);
            v11_adj__theta[v9_i____2] = v11_adj__theta[v9_i____2] + t24;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 2;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v9_i____2] - v3_theta[v9_i____2]) / data_f[8 + v9_i____2])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t16 = (data_f[0 + v9_i____2] - v3_theta[v9_i____2]);
            let t17 = (t16 / data_f[8 + v9_i____2]);
            let t22 = ((-0.5f) * (2.0f * t17));
            let t23 = (t22 / data_f[8 + v9_i____2]);
            let t24 = (-t23);
            v11_adj__theta[v9_i____2] = v11_adj__theta[v9_i____2] + t24;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 3;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v9_i____2] - v3_theta[v9_i____2]) / data_f[8 + v9_i____2])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t16 = (data_f[0 + v9_i____2] - v3_theta[v9_i____2]);
            let t17 = (t16 / data_f[8 + v9_i____2]);
            let t22 = ((-0.5f) * (2.0f * t17));
            let t23 = (t22 / data_f[8 + v9_i____2]);
            let t24 = (-t23);
            v11_adj__theta[v9_i____2] = v11_adj__theta[v9_i____2] + t24;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 4;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v9_i____2] - v3_theta[v9_i____2]) / data_f[8 + v9_i____2])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t16 = (data_f[0 + v9_i____2] - v3_theta[v9_i____2]);
            let t17 = (t16 / data_f[8 + v9_i____2]);
            let t22 = ((-0.5f) * (2.0f * t17));
            let t23 = (t22 / data_f[8 + v9_i____2]);
            let t24 = (-t23);
            v11_adj__theta[v9_i____2] = v11_adj__theta[v9_i____2] + t24;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 5;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v9_i____2] - v3_theta[v9_i____2]) / data_f[8 + v9_i____2])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t16 = (data_f[0 + v9_i____2] - v3_theta[v9_i____2]);
            let t17 = (t16 / data_f[8 + v9_i____2]);
            let t22 = ((-0.5f) * (2.0f * t17));
            let t23 = (t22 / data_f[8 + v9_i____2]);
            let t24 = (-t23);
            v11_adj__theta[v9_i____2] = v11_adj__theta[v9_i____2] + t24;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 6;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v9_i____2] - v3_theta[v9_i____2]) / data_f[8 + v9_i____2])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t16 = (data_f[0 + v9_i____2] - v3_theta[v9_i____2]);
            let t17 = (t16 / data_f[8 + v9_i____2]);
            let t22 = ((-0.5f) * (2.0f * t17));
            let t23 = (t22 / data_f[8 + v9_i____2]);
            let t24 = (-t23);
            v11_adj__theta[v9_i____2] = v11_adj__theta[v9_i____2] + t24;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 7;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v9_i____2] - v3_theta[v9_i____2]) / data_f[8 + v9_i____2])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t16 = (data_f[0 + v9_i____2] - v3_theta[v9_i____2]);
            let t17 = (t16 / data_f[8 + v9_i____2]);
            let t22 = ((-0.5f) * (2.0f * t17));
            let t23 = (t22 / data_f[8 + v9_i____2]);
            let t24 = (-t23);
            v11_adj__theta[v9_i____2] = v11_adj__theta[v9_i____2] + t24;
        }
    }
    for (var r_v9_i____2: i32 = (8 * i32(kahan_one)) - ((8 * i32(kahan_one)) - 0) % 8; r_v9_i____2 < (8 * i32(kahan_one)); r_v9_i____2++) {
        wg_trips += 1u;
        let v9_i____2: i32 = r_v9_i____2;
        {
            let y = (((-0.5f) * wg_square(((data_f[0 + v9_i____2] - v3_theta[v9_i____2]) / data_f[8 + v9_i____2])))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t16 = (data_f[0 + v9_i____2] - v3_theta[v9_i____2]);
        let t17 = (t16 / data_f[8 + v9_i____2]);
        let t22 = ((-0.5f) * (2.0f * t17));
        let t23 = (t22 / data_f[8 + v9_i____2]);
        let t24 = (-t23);
        v11_adj__theta[v9_i____2] = v11_adj__theta[v9_i____2] + t24;
    }
    {
        let y = (((-0.5f) * wg_square((v4_mu / 5.0f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    let t25 = (v4_mu / 5.0f);
    let t30 = ((-0.5f) * (2.0f * t25));
    let t31 = (t30 / 5.0f);
    {
        let y = (t31) - c12_adj__mu;
        let t = v12_adj__mu + y;
        c12_adj__mu = select(((t * kahan_one) - v12_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
        v12_adj__mu = t;
    }
    let t33 = v15_adj__hoisted;
    let t34 = (t33 * (1.0f / v5_tau));
    {
        let y = (t34) - c13_adj__tau;
        let t = v13_adj__tau + y;
        c13_adj__tau = select(((t * kahan_one) - v13_adj__tau) - y, 0.0f, wg_is_nonfinite(t));
        v13_adj__tau = t;
    }
    v15_adj__hoisted = 0.0f;
    c15_adj__hoisted = 0.0f;
    let t35 = (v5_tau / 5.0f);
    let t36 = wg_square(t35);
    let t41 = ((-1.0f) * (1.0f / (1.0f + t36)));
    let t42 = (t41 * (2.0f * t35));
    let t43 = (t42 / 5.0f);
    {
        let y = (t43) - c13_adj__tau;
        let t = v13_adj__tau + y;
        c13_adj__tau = select(((t * kahan_one) - v13_adj__tau) - y, 0.0f, wg_is_nonfinite(t));
        v13_adj__tau = t;
    }
    v14_adj__unconstrained__[9] = v14_adj__unconstrained__[9] + 1.0f;
    let t45 = wg_exp(q_ld(u32(9)));
    let t46 = v13_adj__tau;
    let t47 = (t46 * t45);
    v14_adj__unconstrained__[9] = v14_adj__unconstrained__[9] + t47;
    let t48 = v12_adj__mu;
    v14_adj__unconstrained__[8] = v14_adj__unconstrained__[8] + t48;
    for (var b_v7_i__: i32 = (8 * i32(kahan_one)); b_v7_i__ - 8 >= 0; b_v7_i__ -= 8) {
        wg_trips += 1u;
        let u_v7_i__: i32 = b_v7_i__;
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 0;
            let t49 = v11_adj__theta[v7_i__];
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t49;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 1;
            let t49 = v11_adj__theta[v7_i__];
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t49;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 2;
            let t49 = v11_adj__theta[v7_i__];
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t49;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 3;
            let t49 = v11_adj__theta[v7_i__];
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t49;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 4;
            let t49 = v11_adj__theta[v7_i__];
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t49;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 5;
            let t49 = v11_adj__theta[v7_i__];
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t49;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 6;
            let t49 = v11_adj__theta[v7_i__];
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t49;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 7;
            let t49 = v11_adj__theta[v7_i__];
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t49;
        }
    }
    for (var r_v7_i__: i32 = 0 + ((8 * i32(kahan_one)) - 0) % 8 - 1; r_v7_i__ >= 0; r_v7_i__--) {
        wg_trips += 1u;
        let v7_i__: i32 = r_v7_i__;
        let t49 = v11_adj__theta[v7_i__];
        v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t49;
    }
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v14_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
