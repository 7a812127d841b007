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
    var v3_theta_trans: array<f32, 8>;
    var v4_mu: f32;
    var v5_tau: f32;
    var v6_theta: array<f32, 8>;
    var v12_adj__theta_trans: array<f32, 8>;
    var v13_adj__mu: f32;
    var c13_adj__mu: f32;
    var v14_adj__tau: f32;
    var c14_adj__tau: f32;
    var v15_adj__theta: array<f32, 8>;
    var v16_adj__unconstrained__: array<f32, 10>;
    for (var b_v8_i__: i32 = 0; b_v8_i__ + 8 <= (8 * i32(kahan_one)); b_v8_i__ += 8) {
        wg_trips += 1u;
        let u_v8_i__: i32 = b_v8_i__;
        {
            let v8_i__: i32 = u_v8_i__ + 0;
            v3_theta_trans[v8_i__] = q_ld(u32(v8_i__));
        }
        {
            let v8_i__: i32 = u_v8_i__ + 1;
            v3_theta_trans[v8_i__] = q_ld(u32(v8_i__));
        }
        {
            let v8_i__: i32 = u_v8_i__ + 2;
            v3_theta_trans[v8_i__] = q_ld(u32(v8_i__));
        }
        {
            let v8_i__: i32 = u_v8_i__ + 3;
            v3_theta_trans[v8_i__] = q_ld(u32(v8_i__));
        }
        {
            let v8_i__: i32 = u_v8_i__ + 4;
            v3_theta_trans[v8_i__] = q_ld(u32(v8_i__));
        }
        {
            let v8_i__: i32 = u_v8_i__ + 5;
            v3_theta_trans[v8_i__] = q_ld(u32(v8_i__));
        }
        {
            let v8_i__: i32 = u_v8_i__ + 6;
            v3_theta_trans[v8_i__] = q_ld(u32(v8_i__));
        }
        {
            let v8_i__: i32 = u_v8_i__ + 7;
            v3_theta_trans[v8_i__] = q_ld(u32(v8_i__));
        }
    }
    for (var r_v8_i__: i32 = (8 * i32(kahan_one)) - ((8 * i32(kahan_one)) - 0) % 8; r_v8_i__ < (8 * i32(kahan_one)); r_v8_i__++) {
        wg_trips += 1u;
        let v8_i__: i32 = r_v8_i__;
        v3_theta_trans[v8_i__] = q_ld(u32(v8_i__));
    }
    v4_mu = q_ld(u32(8));
    v5_tau = wg_exp(q_ld(u32(9)));
    {
        let y = (q_ld(u32(9))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v9_i____1: i32 = 0; b_v9_i____1 + 8 <= (8 * i32(kahan_one)); b_v9_i____1 += 8) {
        wg_trips += 1u;
        let u_v9_i____1: i32 = b_v9_i____1;
        {
            let v9_i____1: i32 = u_v9_i____1 + 0;
            v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 1;
            v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 2;
            v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 3;
            v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 4;
            v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 5;
            v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 6;
            v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 7;
            v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
        }
    }
    for (var r_v9_i____1: i32 = (8 * i32(kahan_one)) - ((8 * i32(kahan_one)) - 0) % 8; r_v9_i____1 < (8 * i32(kahan_one)); r_v9_i____1++) {
        wg_trips += 1u;
        let v9_i____1: i32 = r_v9_i____1;
        v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
    }
    {
        let y = (((-0.5f) * wg_square((v4_mu / 5.0f)))) - lp_c;
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
    for (var b_v10_i____2: i32 = 0; b_v10_i____2 + 8 <= (8 * i32(kahan_one)); b_v10_i____2 += 8) {
        wg_trips += 1u;
        let u_v10_i____2: i32 = b_v10_i____2;
        {
            let v10_i____2: i32 = u_v10_i____2 + 0;
            {
                let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
            v12_adj__theta_trans[v10_i____2] = v12_adj__theta_trans[v10_i____2] + t4;
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 1;
            {
                let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
            v12_adj__theta_trans[v10_i____2] = v12_adj__theta_trans[v10_i____2] + t4;
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 2;
            {
                let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
            v12_adj__theta_trans[v10_i____2] = v12_adj__theta_trans[v10_i____2] + t4;
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 3;
            {
                let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
            v12_adj__theta_trans[v10_i____2] = v12_adj__theta_trans[v10_i____2] + t4;
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 4;
            {
                let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
            v12_adj__theta_trans[v10_i____2] = v12_adj__theta_trans[v10_i____2] + t4;
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 5;
            {
                let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
            v12_adj__theta_trans[v10_i____2] = v12_adj__theta_trans[v10_i____2] + t4;
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 6;
            {
                let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
            v12_adj__theta_trans[v10_i____2] = v12_adj__theta_trans[v10_i____2] + t4;
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 7;
            {
                let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
            v12_adj__theta_trans[v10_i____2] = v12_adj__theta_trans[v10_i____2] + t4;
        }
    }
    for (var r_v10_i____2: i32 = (8 * i32(kahan_one)) - ((8 * i32(kahan_one)) - 0) % 8; r_v10_i____2 < (8 * i32(kahan_one)); r_v10_i____2++) {
        wg_trips += 1u;
        let v10_i____2: i32 = r_v10_i____2;
        {
            let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
        v12_adj__theta_trans[v10_i____2] = v12_adj__theta_trans[v10_i____2] + t4;
    }
    for (var b_v11_i____3: i32 = 0; b_v11_i____3 + 8 <= (8 * i32(kahan_one)); b_v11_i____3 += 8) {
        wg_trips += 1u;
        let u_v11_i____3: i32 = b_v11_i____3;
        {
            let v11_i____3: i32 = u_v11_i____3 + 0;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
            let t6 = (t5 / data_f[8 + v11_i____3]);
            let t11 = ((-0.5f) * (2.0f * t6));
            let t12 = (t11 / data_f[8 + v11_i____3]);
            let t13 = (-t12);
            v15_adj__theta[v11_i____3] = v15_adj__theta[v11_i____3] + t13;
        }
        {
            let v11_i____3: i32 = u_v11_i____3 + 1;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
            let t6 = (t5 / data_f[8 + v11_i____3]);
            let t11 = ((-0.5f) * (2.0f * t6));
            let t12 = (t11 / data_f[8 + v11_i____3]);
            let t13 = (-t12);
            v15_adj__theta[v11_i____3] = v15_adj__theta[v11_i____3] + t13;
        }
        {
            let v11_i____3: i32 = u_v11_i____3 + 2;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
            let t6 = (t5 / data_f[8 + v11_i____3]);
            let t11 = ((-0.5f) * (2.0f * t6));
            let t12 = (t11 / data_f[8 + v11_i____3]);
            let t13 = (-t12);
            v15_adj__theta[v11_i____3] = v15_adj__theta[v11_i____3] + t13;
        }
        {
            let v11_i____3: i32 = u_v11_i____3 + 3;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
            let t6 = (t5 / data_f[8 + v11_i____3]);
            let t11 = ((-0.5f) * (2.0f * t6));
            let t12 = (t11 / data_f[8 + v11_i____3]);
            let t13 = (-t12);
            v15_adj__theta[v11_i____3] = v15_adj__theta[v11_i____3] + t13;
        }
        {
            let v11_i____3: i32 = u_v11_i____3 + 4;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
            let t6 = (t5 / data_f[8 + v11_i____3]);
            let t11 = ((-0.5f) * (2.0f * t6));
            let t12 = (t11 / data_f[8 + v11_i____3]);
            let t13 = (-t12);
            v15_adj__theta[v11_i____3] = v15_adj__theta[v11_i____3] + t13;
        }
        {
            let v11_i____3: i32 = u_v11_i____3 + 5;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
            let t6 = (t5 / data_f[8 + v11_i____3]);
            let t11 = ((-0.5f) * (2.0f * t6));
            let t12 = (t11 / data_f[8 + v11_i____3]);
            let t13 = (-t12);
            v15_adj__theta[v11_i____3] = v15_adj__theta[v11_i____3] + t13;
        }
        {
            let v11_i____3: i32 = u_v11_i____3 + 6;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
            let t6 = (t5 / data_f[8 + v11_i____3]);
            let t11 = ((-0.5f) * (2.0f * t6));
            let t12 = (t11 / data_f[8 + v11_i____3]);
            let t13 = (-t12);
            v15_adj__theta[v11_i____3] = v15_adj__theta[v11_i____3] + t13;
        }
        {
            let v11_i____3: i32 = u_v11_i____3 + 7;
            {
                let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
            let t6 = (t5 / data_f[8 + v11_i____3]);
            let t11 = ((-0.5f) * (2.0f * t6));
            let t12 = (t11 / data_f[8 + v11_i____3]);
            let t13 = (-t12);
            v15_adj__theta[v11_i____3] = v15_adj__theta[v11_i____3] + t13;
        }
    }
    for (var r_v11_i____3: i32 = (8 * i32(kahan_one)) - ((8 * i32(kahan_one)) - 0) % 8; r_v11_i____3 < (8 * i32(kahan_one)); r_v11_i____3++) {
        wg_trips += 1u;
        let v11_i____3: i32 = r_v11_i____3;
        {
            let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
        let t6 = (t5 / data_f[8 + v11_i____3]);
        let t11 = ((-0.5f) * (2.0f * t6));
        let t12 = (t11 / data_f[8 + v11_i____3]);
        let t13 = (-t12);
        v15_adj__theta[v11_i____3] = v15_adj__theta[v11_i____3] + t13;
    }
    let t14 = (v5_tau / 5.0f);
    let t15 = wg_square(t14);
    let t20 = ((-1.0f) * (1.0f / (1.0f + t15)));
    let t21 = (t20 * (2.0f * t14));
    let t22 = (t21 / 5.0f);
    {
        let y = (t22) - c14_adj__tau;
        let t = v14_adj__tau + y;
        c14_adj__tau = select(((t * kahan_one) - v14_adj__tau) - y, 0.0f, wg_is_nonfinite(t));
        v14_adj__tau = t;
    }
    let t23 = (v4_mu / 5.0f);
    let t28 = ((-0.5f) * (2.0f * t23));
    let t29 = (t28 / 5.0f);
    {
        let y = (t29) - c13_adj__mu;
        let t = v13_adj__mu + y;
        c13_adj__mu = select(((t * kahan_one) - v13_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
        v13_adj__mu = t;
    }
    for (var b_v9_i____1: i32 = (8 * i32(kahan_one)); b_v9_i____1 - 8 >= 0; b_v9_i____1 -= 8) {
        wg_trips += 1u;
        let u_v9_i____1: i32 = b_v9_i____1;
        var q_v13_adj__mu: f32;
        var q_v14_adj__tau: f32;
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 0;
            let t32 = v15_adj__theta[v9_i____1];
            let t34 = (t32 * v5_tau);
            v12_adj__theta_trans[v9_i____1] = v12_adj__theta_trans[v9_i____1] + t34;
            let t35 = (t32 * v3_theta_trans[v9_i____1]);
            q_v14_adj__tau = q_v14_adj__tau + t35;
            q_v13_adj__mu = q_v13_adj__mu + t32;
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 1;
            let t32 = v15_adj__theta[v9_i____1];
            let t34 = (t32 * v5_tau);
            v12_adj__theta_trans[v9_i____1] = v12_adj__theta_trans[v9_i____1] + t34;
            let t35 = (t32 * v3_theta_trans[v9_i____1]);
            q_v14_adj__tau = q_v14_adj__tau + t35;
            q_v13_adj__mu = q_v13_adj__mu + t32;
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 2;
            let t32 = v15_adj__theta[v9_i____1];
            let t34 = (t32 * v5_tau);
            v12_adj__theta_trans[v9_i____1] = v12_adj__theta_trans[v9_i____1] + t34;
            let t35 = (t32 * v3_theta_trans[v9_i____1]);
            q_v14_adj__tau = q_v14_adj__tau + t35;
            q_v13_adj__mu = q_v13_adj__mu + t32;
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 3;
            let t32 = v15_adj__theta[v9_i____1];
            let t34 = (t32 * v5_tau);
            v12_adj__theta_trans[v9_i____1] = v12_adj__theta_trans[v9_i____1] + t34;
            let t35 = (t32 * v3_theta_trans[v9_i____1]);
            q_v14_adj__tau = q_v14_adj__tau + t35;
            q_v13_adj__mu = q_v13_adj__mu + t32;
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 4;
            let t32 = v15_adj__theta[v9_i____1];
            let t34 = (t32 * v5_tau);
            v12_adj__theta_trans[v9_i____1] = v12_adj__theta_trans[v9_i____1] + t34;
            let t35 = (t32 * v3_theta_trans[v9_i____1]);
            q_v14_adj__tau = q_v14_adj__tau + t35;
            q_v13_adj__mu = q_v13_adj__mu + t32;
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 5;
            let t32 = v15_adj__theta[v9_i____1];
            let t34 = (t32 * v5_tau);
            v12_adj__theta_trans[v9_i____1] = v12_adj__theta_trans[v9_i____1] + t34;
            let t35 = (t32 * v3_theta_trans[v9_i____1]);
            q_v14_adj__tau = q_v14_adj__tau + t35;
            q_v13_adj__mu = q_v13_adj__mu + t32;
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 6;
            let t32 = v15_adj__theta[v9_i____1];
            let t34 = (t32 * v5_tau);
            v12_adj__theta_trans[v9_i____1] = v12_adj__theta_trans[v9_i____1] + t34;
            let t35 = (t32 * v3_theta_trans[v9_i____1]);
            q_v14_adj__tau = q_v14_adj__tau + t35;
            q_v13_adj__mu = q_v13_adj__mu + t32;
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 7;
            let t32 = v15_adj__theta[v9_i____1];
            let t34 = (t32 * v5_tau);
            v12_adj__theta_trans[v9_i____1] = v12_adj__theta_trans[v9_i____1] + t34;
            let t35 = (t32 * v3_theta_trans[v9_i____1]);
            q_v14_adj__tau = q_v14_adj__tau + t35;
            q_v13_adj__mu = q_v13_adj__mu + t32;
        }
        {
            let y = (q_v13_adj__mu) - c13_adj__mu;
            let t = v13_adj__mu + y;
            c13_adj__mu = select(((t * kahan_one) - v13_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__mu = t;
        }
        {
            let y = (q_v14_adj__tau) - c14_adj__tau;
            let t = v14_adj__tau + y;
            c14_adj__tau = select(((t * kahan_one) - v14_adj__tau) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__tau = t;
        }
    }
    for (var r_v9_i____1: i32 = 0 + ((8 * i32(kahan_one)) - 0) % 8 - 1; r_v9_i____1 >= 0; r_v9_i____1--) {
        wg_trips += 1u;
        let v9_i____1: i32 = r_v9_i____1;
        let t32 = v15_adj__theta[v9_i____1];
        let t34 = (t32 * v5_tau);
        v12_adj__theta_trans[v9_i____1] = v12_adj__theta_trans[v9_i____1] + t34;
        let t35 = (t32 * v3_theta_trans[v9_i____1]);
        {
            let y = (t35) - c14_adj__tau;
            let t = v14_adj__tau + y;
            c14_adj__tau = select(((t * kahan_one) - v14_adj__tau) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__tau = t;
        }
        {
            let y = (t32) - c13_adj__mu;
            let t = v13_adj__mu + y;
            c13_adj__mu = select(((t * kahan_one) - v13_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__mu = t;
        }
    }
    for (var b_v17_z__: i32 = 0; b_v17_z__ + 8 <= (8 * i32(kahan_one)); b_v17_z__ += 8) {
        wg_trips += 1u;
        let u_v17_z__: i32 = b_v17_z__;
        {
            let v17_z__: i32 = u_v17_z__ + 0;
            v15_adj__theta[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 1;
            v15_adj__theta[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 2;
            v15_adj__theta[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 3;
            v15_adj__theta[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 4;
            v15_adj__theta[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 5;
            v15_adj__theta[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 6;
            v15_adj__theta[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 7;
            v15_adj__theta[v17_z__] = 0.0f;
        }
    }
    for (var r_v17_z__: i32 = (8 * i32(kahan_one)) - ((8 * i32(kahan_one)) - 0) % 8; r_v17_z__ < (8 * i32(kahan_one)); r_v17_z__++) {
        wg_trips += 1u;
        let v17_z__: i32 = r_v17_z__;
        v15_adj__theta[v17_z__] = 0.0f;
    }
    v16_adj__unconstrained__[9] = v16_adj__unconstrained__[9] + 1.0f;
    let t38 = wg_exp(q_ld(u32(9)));
    let t39 = v14_adj__tau;
    let t40 = (t39 * t38);
    v16_adj__unconstrained__[9] = v16_adj__unconstrained__[9] + t40;
    let t41 = v13_adj__mu;
    v16_adj__unconstrained__[8] = v16_adj__unconstrained__[8] + t41;
    for (var b_v8_i__: i32 = (8 * i32(kahan_one)); b_v8_i__ - 8 >= 0; b_v8_i__ -= 8) {
        wg_trips += 1u;
        let u_v8_i__: i32 = b_v8_i__;
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 0;
            let t42 = v12_adj__theta_trans[v8_i__];
            v16_adj__unconstrained__[v8_i__] = v16_adj__unconstrained__[v8_i__] + t42;
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 1;
            let t42 = v12_adj__theta_trans[v8_i__];
            v16_adj__unconstrained__[v8_i__] = v16_adj__unconstrained__[v8_i__] + t42;
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 2;
            let t42 = v12_adj__theta_trans[v8_i__];
            v16_adj__unconstrained__[v8_i__] = v16_adj__unconstrained__[v8_i__] + t42;
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 3;
            let t42 = v12_adj__theta_trans[v8_i__];
            v16_adj__unconstrained__[v8_i__] = v16_adj__unconstrained__[v8_i__] + t42;
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 4;
            let t42 = v12_adj__theta_trans[v8_i__];
            v16_adj__unconstrained__[v8_i__] = v16_adj__unconstrained__[v8_i__] + t42;
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 5;
            let t42 = v12_adj__theta_trans[v8_i__];
            v16_adj__unconstrained__[v8_i__] = v16_adj__unconstrained__[v8_i__] + t42;
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 6;
            let t42 = v12_adj__theta_trans[v8_i__];
            v16_adj__unconstrained__[v8_i__] = v16_adj__unconstrained__[v8_i__] + t42;
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 7;
            let t42 = v12_adj__theta_trans[v8_i__];
            v16_adj__unconstrained__[v8_i__] = v16_adj__unconstrained__[v8_i__] + t42;
        }
    }
    for (var r_v8_i__: i32 = 0 + ((8 * i32(kahan_one)) - 0) % 8 - 1; r_v8_i__ >= 0; r_v8_i__--) {
        wg_trips += 1u;
        let v8_i__: i32 = r_v8_i__;
        let t42 = v12_adj__theta_trans[v8_i__];
        v16_adj__unconstrained__[v8_i__] = v16_adj__unconstrained__[v8_i__] + t42;
    }
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v16_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
