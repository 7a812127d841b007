const DIM: u32 = 4u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 4u;
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
    var v3_mu: f32;
    var v4_alpha0: f32;
    var v5_alpha1: f32;
    var v6_beta1: f32;
    var v7_sigma: array<f32, 200>;
    var v11_adj__mu: f32;
    var c11_adj__mu: f32;
    var v12_adj__alpha0: f32;
    var c12_adj__alpha0: f32;
    var v13_adj__alpha1: f32;
    var c13_adj__alpha1: f32;
    var v14_adj__beta1: f32;
    var c14_adj__beta1: f32;
    var v15_adj__sigma: array<f32, 200>;
    var v16_adj__unconstrained__: array<f32, 4>;
    v3_mu = q_ld(u32(0));
    v4_alpha0 = wg_exp(q_ld(u32(1)));
    {
        let y = (q_ld(u32(1))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v5_alpha1 = wg_inv_logit(q_ld(u32(2)));
    {
        let y = ((wg_log(1.0f) + (wg_log_inv_logit(q_ld(u32(2))) + wg_log1m_inv_logit(q_ld(u32(2)))))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v6_beta1 = ((1.0f - v5_alpha1) * wg_inv_logit(q_ld(u32(3))));
    {
        let y = ((wg_log((1.0f - v5_alpha1)) + (wg_log_inv_logit(q_ld(u32(3))) + wg_log1m_inv_logit(q_ld(u32(3)))))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v7_sigma[0] = data_f[200 + 0];
    for (var b_v8_i: i32 = 1; b_v8_i + 8 <= (200 * i32(kahan_one)); b_v8_i += 8) {
        wg_trips += 1u;
        let u_v8_i: i32 = wg_uniform2(b_v8_i);
        let u_v8_i_w: i32 = (u_v8_i - 1) >> 2u;
        var u_v8_i_d0: vec4<f32>;
        var u_v8_i_d1: vec4<f32>;
        {
            let v8_i: i32 = u_v8_i + 0;
            u_v8_i_d0 = data_f4[u_v8_i_w + 0];
            v7_sigma[v8_i] = wg_sqrt(((v4_alpha0 + (v5_alpha1 * wg_square((u_v8_i_d0.x - v3_mu)))) + (v6_beta1 * wg_square(v7_sigma[(v8_i - 1)]))));
        }
        {
            let v8_i: i32 = u_v8_i + 1;
            v7_sigma[v8_i] = wg_sqrt(((v4_alpha0 + (v5_alpha1 * wg_square((u_v8_i_d0.y - v3_mu)))) + (v6_beta1 * wg_square(v7_sigma[(v8_i - 1)]))));
        }
        {
            let v8_i: i32 = u_v8_i + 2;
            v7_sigma[v8_i] = wg_sqrt(((v4_alpha0 + (v5_alpha1 * wg_square((u_v8_i_d0.z - v3_mu)))) + (v6_beta1 * wg_square(v7_sigma[(v8_i - 1)]))));
        }
        {
            let v8_i: i32 = u_v8_i + 3;
            v7_sigma[v8_i] = wg_sqrt(((v4_alpha0 + (v5_alpha1 * wg_square((u_v8_i_d0.w - v3_mu)))) + (v6_beta1 * wg_square(v7_sigma[(v8_i - 1)]))));
        }
        {
            let v8_i: i32 = u_v8_i + 4;
            u_v8_i_d1 = data_f4[u_v8_i_w + 1];
            v7_sigma[v8_i] = wg_sqrt(((v4_alpha0 + (v5_alpha1 * wg_square((u_v8_i_d1.x - v3_mu)))) + (v6_beta1 * wg_square(v7_sigma[(v8_i - 1)]))));
        }
        {
            let v8_i: i32 = u_v8_i + 5;
            v7_sigma[v8_i] = wg_sqrt(((v4_alpha0 + (v5_alpha1 * wg_square((u_v8_i_d1.y - v3_mu)))) + (v6_beta1 * wg_square(v7_sigma[(v8_i - 1)]))));
        }
        {
            let v8_i: i32 = u_v8_i + 6;
            v7_sigma[v8_i] = wg_sqrt(((v4_alpha0 + (v5_alpha1 * wg_square((u_v8_i_d1.z - v3_mu)))) + (v6_beta1 * wg_square(v7_sigma[(v8_i - 1)]))));
        }
        {
            let v8_i: i32 = u_v8_i + 7;
            v7_sigma[v8_i] = wg_sqrt(((v4_alpha0 + (v5_alpha1 * wg_square((u_v8_i_d1.w - v3_mu)))) + (v6_beta1 * wg_square(v7_sigma[(v8_i - 1)]))));
        }
    }
    for (var r_v8_i: i32 = (200 * i32(kahan_one)) - ((200 * i32(kahan_one)) - 1) % 8; r_v8_i < (200 * i32(kahan_one)); r_v8_i++) {
        wg_trips += 1u;
        let v8_i: i32 = wg_uniform2(r_v8_i);
        v7_sigma[v8_i] = wg_sqrt(((v4_alpha0 + (v5_alpha1 * wg_square((data_f[0 + (v8_i - 1)] - v3_mu)))) + (v6_beta1 * wg_square(v7_sigma[(v8_i - 1)]))));
    }
    for (var b_v10_i__: i32 = 0; b_v10_i__ + 8 <= (200 * i32(kahan_one)); b_v10_i__ += 8) {
        wg_trips += 1u;
        let u_v10_i__: i32 = wg_uniform2(b_v10_i__);
        let u_v10_i___w: i32 = (u_v10_i__ - 0) >> 2u;
        var u_v10_i___d0: vec4<f32>;
        var u_v10_i___d1: vec4<f32>;
        var q_v11_adj__mu: f32;
        {
            let v10_i__: i32 = u_v10_i__ + 0;
            u_v10_i___d0 = data_f4[u_v10_i___w + 0];
            {
                let y = ((((-0.5f) * wg_square(((u_v10_i___d0.x - v3_mu) / v7_sigma[v10_i__]))) + (-wg_log(v7_sigma[v10_i__])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v10_i___d0.x - v3_mu);
            let t1 = (t0 / v7_sigma[v10_i__]);
            let t10 = ((-0.5f) * (2.0f * t1));
            let t11 = (t10 / v7_sigma[v10_i__]);
            let t12 = (-t11);
            q_v11_adj__mu = q_v11_adj__mu + t12;
            let t13 = (-((t10 * t1) / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t13;
            let t16 = ((-1.0f) * (1.0f / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t16;
        }
        {
            let v10_i__: i32 = u_v10_i__ + 1;
            {
                let y = ((((-0.5f) * wg_square(((u_v10_i___d0.y - v3_mu) / v7_sigma[v10_i__]))) + (-wg_log(v7_sigma[v10_i__])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v10_i___d0.y - v3_mu);
            let t1 = (t0 / v7_sigma[v10_i__]);
            let t10 = ((-0.5f) * (2.0f * t1));
            let t11 = (t10 / v7_sigma[v10_i__]);
            let t12 = (-t11);
            q_v11_adj__mu = q_v11_adj__mu + t12;
            let t13 = (-((t10 * t1) / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t13;
            let t16 = ((-1.0f) * (1.0f / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t16;
        }
        {
            let v10_i__: i32 = u_v10_i__ + 2;
            {
                let y = ((((-0.5f) * wg_square(((u_v10_i___d0.z - v3_mu) / v7_sigma[v10_i__]))) + (-wg_log(v7_sigma[v10_i__])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v10_i___d0.z - v3_mu);
            let t1 = (t0 / v7_sigma[v10_i__]);
            let t10 = ((-0.5f) * (2.0f * t1));
            let t11 = (t10 / v7_sigma[v10_i__]);
            let t12 = (-t11);
            q_v11_adj__mu = q_v11_adj__mu + t12;
            let t13 = (-((t10 * t1) / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t13;
            let t16 = ((-1.0f) * (1.0f / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t16;
        }
        {
            let v10_i__: i32 = u_v10_i__ + 3;
            {
                let y = ((((-0.5f) * wg_square(((u_v10_i___d0.w - v3_mu) / v7_sigma[v10_i__]))) + (-wg_log(v7_sigma[v10_i__])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v10_i___d0.w - v3_mu);
            let t1 = (t0 / v7_sigma[v10_i__]);
            let t10 = ((-0.5f) * (2.0f * t1));
            let t11 = (t10 / v7_sigma[v10_i__]);
            let t12 = (-t11);
            q_v11_adj__mu = q_v11_adj__mu + t12;
            let t13 = (-((t10 * t1) / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t13;
            let t16 = ((-1.0f) * (1.0f / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t16;
        }
        {
            let v10_i__: i32 = u_v10_i__ + 4;
            u_v10_i___d1 = data_f4[u_v10_i___w + 1];
            {
                let y = ((((-0.5f) * wg_square(((u_v10_i___d1.x - v3_mu) / v7_sigma[v10_i__]))) + (-wg_log(v7_sigma[v10_i__])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v10_i___d1.x - v3_mu);
            let t1 = (t0 / v7_sigma[v10_i__]);
            let t10 = ((-0.5f) * (2.0f * t1));
            let t11 = (t10 / v7_sigma[v10_i__]);
            let t12 = (-t11);
            q_v11_adj__mu = q_v11_adj__mu + t12;
            let t13 = (-((t10 * t1) / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t13;
            let t16 = ((-1.0f) * (1.0f / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t16;
        }
        {
            let v10_i__: i32 = u_v10_i__ + 5;
            {
                let y = ((((-0.5f) * wg_square(((u_v10_i___d1.y - v3_mu) / v7_sigma[v10_i__]))) + (-wg_log(v7_sigma[v10_i__])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v10_i___d1.y - v3_mu);
            let t1 = (t0 / v7_sigma[v10_i__]);
            let t10 = ((-0.5f) * (2.0f * t1));
            let t11 = (t10 / v7_sigma[v10_i__]);
            let t12 = (-t11);
            q_v11_adj__mu = q_v11_adj__mu + t12;
            let t13 = (-((t10 * t1) / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t13;
            let t16 = ((-1.0f) * (1.0f / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t16;
        }
        {
            let v10_i__: i32 = u_v10_i__ + 6;
            {
                let y = ((((-0.5f) * wg_square(((u_v10_i___d1.z - v3_mu) / v7_sigma[v10_i__]))) + (-wg_log(v7_sigma[v10_i__])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v10_i___d1.z - v3_mu);
            let t1 = (t0 / v7_sigma[v10_i__]);
            let t10 = ((-0.5f) * (2.0f * t1));
            let t11 = (t10 / v7_sigma[v10_i__]);
            let t12 = (-t11);
            q_v11_adj__mu = q_v11_adj__mu + t12;
            let t13 = (-((t10 * t1) / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t13;
            let t16 = ((-1.0f) * (1.0f / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t16;
        }
        {
            let v10_i__: i32 = u_v10_i__ + 7;
            {
                let y = ((((-0.5f) * wg_square(((u_v10_i___d1.w - v3_mu) / v7_sigma[v10_i__]))) + (-wg_log(v7_sigma[v10_i__])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v10_i___d1.w - v3_mu);
            let t1 = (t0 / v7_sigma[v10_i__]);
            let t10 = ((-0.5f) * (2.0f * t1));
            let t11 = (t10 / v7_sigma[v10_i__]);
            let t12 = (-t11);
            q_v11_adj__mu = q_v11_adj__mu + t12;
            let t13 = (-((t10 * t1) / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t13;
            let t16 = ((-1.0f) * (1.0f / v7_sigma[v10_i__]));
            v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t16;
        }
        {
            let y = (q_v11_adj__mu) - c11_adj__mu;
            let t = v11_adj__mu + y;
            c11_adj__mu = select(((t * kahan_one) - v11_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v11_adj__mu = t;
        }
    }
    for (var r_v10_i__: i32 = (200 * i32(kahan_one)) - ((200 * i32(kahan_one)) - 0) % 8; r_v10_i__ < (200 * i32(kahan_one)); r_v10_i__++) {
        wg_trips += 1u;
        let v10_i__: i32 = wg_uniform2(r_v10_i__);
        {
            let y = ((((-0.5f) * wg_square(((data_f[0 + v10_i__] - v3_mu) / v7_sigma[v10_i__]))) + (-wg_log(v7_sigma[v10_i__])))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t0 = (data_f[0 + v10_i__] - v3_mu);
        let t1 = (t0 / v7_sigma[v10_i__]);
        let t10 = ((-0.5f) * (2.0f * t1));
        let t11 = (t10 / v7_sigma[v10_i__]);
        let t12 = (-t11);
        {
            let y = (t12) - c11_adj__mu;
            let t = v11_adj__mu + y;
            c11_adj__mu = select(((t * kahan_one) - v11_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v11_adj__mu = t;
        }
        let t13 = (-((t10 * t1) / v7_sigma[v10_i__]));
        v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t13;
        let t16 = ((-1.0f) * (1.0f / v7_sigma[v10_i__]));
        v15_adj__sigma[v10_i__] = v15_adj__sigma[v10_i__] + t16;
    }
    for (var b_v8_i: i32 = (200 * i32(kahan_one)); b_v8_i - 8 >= 1; b_v8_i -= 8) {
        wg_trips += 1u;
        let u_v8_i: i32 = wg_uniform2(b_v8_i);
        let u_v8_i_w: i32 = (u_v8_i - 0) >> 2u;
        var u_v8_i_d2: vec4<f32>;
        var u_v8_i_d1: vec4<f32>;
        var u_v8_i_d0: vec4<f32>;
        var q_v11_adj__mu: f32;
        var q_v12_adj__alpha0: f32;
        var q_v13_adj__alpha1: f32;
        var q_v14_adj__beta1: f32;
        {
            let v8_i: i32 = u_v8_i - 1 - 0;
            u_v8_i_d0 = data_f4[u_v8_i_w + -1];
            let t17 = (u_v8_i_d0.z - v3_mu);
            let t18 = wg_square(t17);
            let t19 = (v5_alpha1 * t18);
            let t20 = (v4_alpha0 + t19);
            let t21 = wg_square(v7_sigma[(v8_i - 1)]);
            let t22 = (v6_beta1 * t21);
            let t23 = (t20 + t22);
            let t24 = wg_sqrt(t23);
            let t25 = v15_adj__sigma[v8_i];
            let t26 = (t25 * (0.5f / t24));
            q_v12_adj__alpha0 = q_v12_adj__alpha0 + t26;
            let t30 = (t26 * t18);
            q_v13_adj__alpha1 = q_v13_adj__alpha1 + t30;
            let t31 = (t26 * v5_alpha1);
            let t32 = (t31 * (2.0f * t17));
            let t33 = (-t32);
            q_v11_adj__mu = q_v11_adj__mu + t33;
            let t35 = (t26 * t21);
            q_v14_adj__beta1 = q_v14_adj__beta1 + t35;
            let t36 = (t26 * v6_beta1);
            let t37 = (t36 * (2.0f * v7_sigma[(v8_i - 1)]));
            v15_adj__sigma[(v8_i - 1)] = v15_adj__sigma[(v8_i - 1)] + t37;
        }
        {
            let v8_i: i32 = u_v8_i - 1 - 1;
            let t17 = (u_v8_i_d0.y - v3_mu);
            let t18 = wg_square(t17);
            let t19 = (v5_alpha1 * t18);
            let t20 = (v4_alpha0 + t19);
            let t21 = wg_square(v7_sigma[(v8_i - 1)]);
            let t22 = (v6_beta1 * t21);
            let t23 = (t20 + t22);
            let t24 = wg_sqrt(t23);
            let t25 = v15_adj__sigma[v8_i];
            let t26 = (t25 * (0.5f / t24));
            q_v12_adj__alpha0 = q_v12_adj__alpha0 + t26;
            let t30 = (t26 * t18);
            q_v13_adj__alpha1 = q_v13_adj__alpha1 + t30;
            let t31 = (t26 * v5_alpha1);
            let t32 = (t31 * (2.0f * t17));
            let t33 = (-t32);
            q_v11_adj__mu = q_v11_adj__mu + t33;
            let t35 = (t26 * t21);
            q_v14_adj__beta1 = q_v14_adj__beta1 + t35;
            let t36 = (t26 * v6_beta1);
            let t37 = (t36 * (2.0f * v7_sigma[(v8_i - 1)]));
            v15_adj__sigma[(v8_i - 1)] = v15_adj__sigma[(v8_i - 1)] + t37;
        }
        {
            let v8_i: i32 = u_v8_i - 1 - 2;
            let t17 = (u_v8_i_d0.x - v3_mu);
            let t18 = wg_square(t17);
            let t19 = (v5_alpha1 * t18);
            let t20 = (v4_alpha0 + t19);
            let t21 = wg_square(v7_sigma[(v8_i - 1)]);
            let t22 = (v6_beta1 * t21);
            let t23 = (t20 + t22);
            let t24 = wg_sqrt(t23);
            let t25 = v15_adj__sigma[v8_i];
            let t26 = (t25 * (0.5f / t24));
            q_v12_adj__alpha0 = q_v12_adj__alpha0 + t26;
            let t30 = (t26 * t18);
            q_v13_adj__alpha1 = q_v13_adj__alpha1 + t30;
            let t31 = (t26 * v5_alpha1);
            let t32 = (t31 * (2.0f * t17));
            let t33 = (-t32);
            q_v11_adj__mu = q_v11_adj__mu + t33;
            let t35 = (t26 * t21);
            q_v14_adj__beta1 = q_v14_adj__beta1 + t35;
            let t36 = (t26 * v6_beta1);
            let t37 = (t36 * (2.0f * v7_sigma[(v8_i - 1)]));
            v15_adj__sigma[(v8_i - 1)] = v15_adj__sigma[(v8_i - 1)] + t37;
        }
        {
            let v8_i: i32 = u_v8_i - 1 - 3;
            u_v8_i_d1 = data_f4[u_v8_i_w + -2];
            let t17 = (u_v8_i_d1.w - v3_mu);
            let t18 = wg_square(t17);
            let t19 = (v5_alpha1 * t18);
            let t20 = (v4_alpha0 + t19);
            let t21 = wg_square(v7_sigma[(v8_i - 1)]);
            let t22 = (v6_beta1 * t21);
            let t23 = (t20 + t22);
            let t24 = wg_sqrt(t23);
            let t25 = v15_adj__sigma[v8_i];
            let t26 = (t25 * (0.5f / t24));
            q_v12_adj__alpha0 = q_v12_adj__alpha0 + t26;
            let t30 = (t26 * t18);
            q_v13_adj__alpha1 = q_v13_adj__alpha1 + t30;
            let t31 = (t26 * v5_alpha1);
            let t32 = (t31 * (2.0f * t17));
            let t33 = (-t32);
            q_v11_adj__mu = q_v11_adj__mu + t33;
            let t35 = (t26 * t21);
            q_v14_adj__beta1 = q_v14_adj__beta1 + t35;
            let t36 = (t26 * v6_beta1);
            let t37 = (t36 * (2.0f * v7_sigma[(v8_i - 1)]));
            v15_adj__sigma[(v8_i - 1)] = v15_adj__sigma[(v8_i - 1)] + t37;
        }
        {
            let v8_i: i32 = u_v8_i - 1 - 4;
            let t17 = (u_v8_i_d1.z - v3_mu);
            let t18 = wg_square(t17);
            let t19 = (v5_alpha1 * t18);
            let t20 = (v4_alpha0 + t19);
            let t21 = wg_square(v7_sigma[(v8_i - 1)]);
            let t22 = (v6_beta1 * t21);
            let t23 = (t20 + t22);
            let t24 = wg_sqrt(t23);
            let t25 = v15_adj__sigma[v8_i];
            let t26 = (t25 * (0.5f / t24));
            q_v12_adj__alpha0 = q_v12_adj__alpha0 + t26;
            let t30 = (t26 * t18);
            q_v13_adj__alpha1 = q_v13_adj__alpha1 + t30;
            let t31 = (t26 * v5_alpha1);
            let t32 = (t31 * (2.0f * t17));
            let t33 = (-t32);
            q_v11_adj__mu = q_v11_adj__mu + t33;
            let t35 = (t26 * t21);
            q_v14_adj__beta1 = q_v14_adj__beta1 + t35;
            let t36 = (t26 * v6_beta1);
            let t37 = (t36 * (2.0f * v7_sigma[(v8_i - 1)]));
            v15_adj__sigma[(v8_i - 1)] = v15_adj__sigma[(v8_i - 1)] + t37;
        }
        {
            let v8_i: i32 = u_v8_i - 1 - 5;
            let t17 = (u_v8_i_d1.y - v3_mu);
            let t18 = wg_square(t17);
            let t19 = (v5_alpha1 * t18);
            let t20 = (v4_alpha0 + t19);
            let t21 = wg_square(v7_sigma[(v8_i - 1)]);
            let t22 = (v6_beta1 * t21);
            let t23 = (t20 + t22);
            let t24 = wg_sqrt(t23);
            let t25 = v15_adj__sigma[v8_i];
            let t26 = (t25 * (0.5f / t24));
            q_v12_adj__alpha0 = q_v12_adj__alpha0 + t26;
            let t30 = (t26 * t18);
            q_v13_adj__alpha1 = q_v13_adj__alpha1 + t30;
            let t31 = (t26 * v5_alpha1);
            let t32 = (t31 * (2.0f * t17));
            let t33 = (-t32);
            q_v11_adj__mu = q_v11_adj__mu + t33;
            let t35 = (t26 * t21);
            q_v14_adj__beta1 = q_v14_adj__beta1 + t35;
            let t36 = (t26 * v6_beta1);
            let t37 = (t36 * (2.0f * v7_sigma[(v8_i - 1)]));
            v15_adj__sigma[(v8_i - 1)] = v15_adj__sigma[(v8_i - 1)] + t37;
        }
        {
            let v8_i: i32 = u_v8_i - 1 - 6;
            let t17 = (u_v8_i_d1.x - v3_mu);
            let t18 = wg_square(t17);
            let t19 = (v5_alpha1 * t18);
            let t20 = (v4_alpha0 + t19);
            let t21 = wg_square(v7_sigma[(v8_i - 1)]);
            let t22 = (v6_beta1 * t21);
            let t23 = (t20 + t22);
            let t24 = wg_sqrt(t23);
            let t25 = v15_adj__sigma[v8_i];
            let t26 = (t25 * (0.5f / t24));
            q_v12_adj__alpha0 = q_v12_adj__alpha0 + t26;
            let t30 = (t26 * t18);
            q_v13_adj__alpha1 = q_v13_adj__alpha1 + t30;
            let t31 = (t26 * v5_alpha1);
            let t32 = (t31 * (2.0f * t17));
            let t33 = (-t32);
            q_v11_adj__mu = q_v11_adj__mu + t33;
            let t35 = (t26 * t21);
            q_v14_adj__beta1 = q_v14_adj__beta1 + t35;
            let t36 = (t26 * v6_beta1);
            let t37 = (t36 * (2.0f * v7_sigma[(v8_i - 1)]));
            v15_adj__sigma[(v8_i - 1)] = v15_adj__sigma[(v8_i - 1)] + t37;
        }
        {
            let v8_i: i32 = u_v8_i - 1 - 7;
            u_v8_i_d2 = data_f4[u_v8_i_w + -3];
            let t17 = (u_v8_i_d2.w - v3_mu);
            let t18 = wg_square(t17);
            let t19 = (v5_alpha1 * t18);
            let t20 = (v4_alpha0 + t19);
            let t21 = wg_square(v7_sigma[(v8_i - 1)]);
            let t22 = (v6_beta1 * t21);
            let t23 = (t20 + t22);
            let t24 = wg_sqrt(t23);
            let t25 = v15_adj__sigma[v8_i];
            let t26 = (t25 * (0.5f / t24));
            q_v12_adj__alpha0 = q_v12_adj__alpha0 + t26;
            let t30 = (t26 * t18);
            q_v13_adj__alpha1 = q_v13_adj__alpha1 + t30;
            let t31 = (t26 * v5_alpha1);
            let t32 = (t31 * (2.0f * t17));
            let t33 = (-t32);
            q_v11_adj__mu = q_v11_adj__mu + t33;
            let t35 = (t26 * t21);
            q_v14_adj__beta1 = q_v14_adj__beta1 + t35;
            let t36 = (t26 * v6_beta1);
            let t37 = (t36 * (2.0f * v7_sigma[(v8_i - 1)]));
            v15_adj__sigma[(v8_i - 1)] = v15_adj__sigma[(v8_i - 1)] + t37;
        }
        {
            let y = (q_v11_adj__mu) - c11_adj__mu;
            let t = v11_adj__mu + y;
            c11_adj__mu = select(((t * kahan_one) - v11_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v11_adj__mu = t;
        }
        {
            let y = (q_v12_adj__alpha0) - c12_adj__alpha0;
            let t = v12_adj__alpha0 + y;
            c12_adj__alpha0 = select(((t * kahan_one) - v12_adj__alpha0) - y, 0.0f, wg_is_nonfinite(t));
            v12_adj__alpha0 = t;
        }
        {
            let y = (q_v13_adj__alpha1) - c13_adj__alpha1;
            let t = v13_adj__alpha1 + y;
            c13_adj__alpha1 = select(((t * kahan_one) - v13_adj__alpha1) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__alpha1 = t;
        }
        {
            let y = (q_v14_adj__beta1) - c14_adj__beta1;
            let t = v14_adj__beta1 + y;
            c14_adj__beta1 = select(((t * kahan_one) - v14_adj__beta1) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__beta1 = t;
        }
    }
    for (var r_v8_i: i32 = 1 + ((200 * i32(kahan_one)) - 1) % 8 - 1; r_v8_i >= 1; r_v8_i--) {
        wg_trips += 1u;
        let v8_i: i32 = wg_uniform2(r_v8_i);
        let t17 = (data_f[0 + (v8_i - 1)] - v3_mu);
        let t18 = wg_square(t17);
        let t19 = (v5_alpha1 * t18);
        let t20 = (v4_alpha0 + t19);
        let t21 = wg_square(v7_sigma[(v8_i - 1)]);
        let t22 = (v6_beta1 * t21);
        let t23 = (t20 + t22);
        let t24 = wg_sqrt(t23);
        let t25 = v15_adj__sigma[v8_i];
        let t26 = (t25 * (0.5f / t24));
        {
            let y = (t26) - c12_adj__alpha0;
            let t = v12_adj__alpha0 + y;
            c12_adj__alpha0 = select(((t * kahan_one) - v12_adj__alpha0) - y, 0.0f, wg_is_nonfinite(t));
            v12_adj__alpha0 = t;
        }
        let t30 = (t26 * t18);
        {
            let y = (t30) - c13_adj__alpha1;
            let t = v13_adj__alpha1 + y;
            c13_adj__alpha1 = select(((t * kahan_one) - v13_adj__alpha1) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__alpha1 = t;
        }
        let t31 = (t26 * v5_alpha1);
        let t32 = (t31 * (2.0f * t17));
        let t33 = (-t32);
        {
            let y = (t33) - c11_adj__mu;
            let t = v11_adj__mu + y;
            c11_adj__mu = select(((t * kahan_one) - v11_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v11_adj__mu = t;
        }
        let t35 = (t26 * t21);
        {
            let y = (t35) - c14_adj__beta1;
            let t = v14_adj__beta1 + y;
            c14_adj__beta1 = select(((t * kahan_one) - v14_adj__beta1) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__beta1 = t;
        }
        let t36 = (t26 * v6_beta1);
        let t37 = (t36 * (2.0f * v7_sigma[(v8_i - 1)]));
        v15_adj__sigma[(v8_i - 1)] = v15_adj__sigma[(v8_i - 1)] + t37;
    }
    for (var b_v17_z__: i32 = 0; b_v17_z__ + 8 <= (200 * i32(kahan_one)); b_v17_z__ += 8) {
        wg_trips += 1u;
        let u_v17_z__: i32 = b_v17_z__;
        {
            let v17_z__: i32 = u_v17_z__ + 0;
            v15_adj__sigma[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 1;
            v15_adj__sigma[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 2;
            v15_adj__sigma[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 3;
            v15_adj__sigma[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 4;
            v15_adj__sigma[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 5;
            v15_adj__sigma[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 6;
            v15_adj__sigma[v17_z__] = 0.0f;
        }
        {
            let v17_z__: i32 = u_v17_z__ + 7;
            v15_adj__sigma[v17_z__] = 0.0f;
        }
    }
    for (var r_v17_z__: i32 = (200 * i32(kahan_one)) - ((200 * i32(kahan_one)) - 0) % 8; r_v17_z__ < (200 * i32(kahan_one)); r_v17_z__++) {
        wg_trips += 1u;
        let v17_z__: i32 = r_v17_z__;
        v15_adj__sigma[v17_z__] = 0.0f;
    }
    let t38 = (1.0f - v5_alpha1);
    let t46 = (1.0f / t38);
    let t47 = (-t46);
    {
        let y = (t47) - c13_adj__alpha1;
        let t = v13_adj__alpha1 + y;
        c13_adj__alpha1 = select(((t * kahan_one) - v13_adj__alpha1) - y, 0.0f, wg_is_nonfinite(t));
        v13_adj__alpha1 = t;
    }
    let t50 = wg_inv_logit((-q_ld(u32(3))));
    v16_adj__unconstrained__[3] = v16_adj__unconstrained__[3] + t50;
    let t52 = (-wg_inv_logit(q_ld(u32(3))));
    v16_adj__unconstrained__[3] = v16_adj__unconstrained__[3] + t52;
    let t53 = (1.0f - v5_alpha1);
    let t54 = wg_inv_logit(q_ld(u32(3)));
    let t56 = v14_adj__beta1;
    let t57 = (t56 * t54);
    let t58 = (-t57);
    {
        let y = (t58) - c13_adj__alpha1;
        let t = v13_adj__alpha1 + y;
        c13_adj__alpha1 = select(((t * kahan_one) - v13_adj__alpha1) - y, 0.0f, wg_is_nonfinite(t));
        v13_adj__alpha1 = t;
    }
    let t59 = (t56 * t53);
    let t60 = (t59 * (t54 * (1.0f - t54)));
    v16_adj__unconstrained__[3] = v16_adj__unconstrained__[3] + t60;
    let t69 = wg_inv_logit((-q_ld(u32(2))));
    v16_adj__unconstrained__[2] = v16_adj__unconstrained__[2] + t69;
    let t71 = (-wg_inv_logit(q_ld(u32(2))));
    v16_adj__unconstrained__[2] = v16_adj__unconstrained__[2] + t71;
    let t72 = wg_inv_logit(q_ld(u32(2)));
    let t73 = v13_adj__alpha1;
    let t74 = (t73 * (t72 * (1.0f - t72)));
    v16_adj__unconstrained__[2] = v16_adj__unconstrained__[2] + t74;
    v16_adj__unconstrained__[1] = v16_adj__unconstrained__[1] + 1.0f;
    let t76 = wg_exp(q_ld(u32(1)));
    let t77 = v12_adj__alpha0;
    let t78 = (t77 * t76);
    v16_adj__unconstrained__[1] = v16_adj__unconstrained__[1] + t78;
    let t79 = v11_adj__mu;
    v16_adj__unconstrained__[0] = v16_adj__unconstrained__[0] + t79;
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v16_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
