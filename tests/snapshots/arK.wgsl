const DIM: u32 = 7u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 7u;
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
    var v3_alpha: f32;
    var v4_beta: array<f32, 5>;
    var v5_sigma: f32;
    var v7_mu: f32;
    var v12_hoisted: f32;
    var v13_adj__alpha: f32;
    var c13_adj__alpha: f32;
    var v14_adj__beta: array<f32, 5>;
    var c14_adj__beta: array<f32, 5>;
    var v15_adj__sigma: f32;
    var c15_adj__sigma: f32;
    var v16_adj__mu: f32;
    var v17_adj__unconstrained__: array<f32, 7>;
    var v18_adj__hoisted: f32;
    var c18_adj__hoisted: f32;
    v3_alpha = q_ld(u32(0));
    for (var b_v10_i__: i32 = 0; b_v10_i__ + 8 <= (5 * i32(kahan_one)); b_v10_i__ += 8) {
        wg_trips += 1u;
        let u_v10_i__: i32 = b_v10_i__;
        {
            let v10_i__: i32 = u_v10_i__ + 0;
            v4_beta[v10_i__] = q_ld(u32((v10_i__ + 1)));
        }
        {
            let v10_i__: i32 = u_v10_i__ + 1;
            v4_beta[v10_i__] = q_ld(u32((v10_i__ + 1)));
        }
        {
            let v10_i__: i32 = u_v10_i__ + 2;
            v4_beta[v10_i__] = q_ld(u32((v10_i__ + 1)));
        }
        {
            let v10_i__: i32 = u_v10_i__ + 3;
            v4_beta[v10_i__] = q_ld(u32((v10_i__ + 1)));
        }
        {
            let v10_i__: i32 = u_v10_i__ + 4;
            v4_beta[v10_i__] = q_ld(u32((v10_i__ + 1)));
        }
        {
            let v10_i__: i32 = u_v10_i__ + 5;
            v4_beta[v10_i__] = q_ld(u32((v10_i__ + 1)));
        }
        {
            let v10_i__: i32 = u_v10_i__ + 6;
            v4_beta[v10_i__] = q_ld(u32((v10_i__ + 1)));
        }
        {
            let v10_i__: i32 = u_v10_i__ + 7;
            v4_beta[v10_i__] = q_ld(u32((v10_i__ + 1)));
        }
    }
    for (var r_v10_i__: i32 = (5 * i32(kahan_one)) - ((5 * i32(kahan_one)) - 0) % 8; r_v10_i__ < (5 * i32(kahan_one)); r_v10_i__++) {
        wg_trips += 1u;
        let v10_i__: i32 = r_v10_i__;
        v4_beta[v10_i__] = q_ld(u32((v10_i__ + 1)));
    }
    v5_sigma = wg_exp(q_ld(u32(6)));
    {
        let y = (q_ld(u32(6))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square((v3_alpha / 10.0f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v11_i____1: i32 = 0; b_v11_i____1 + 8 <= (5 * i32(kahan_one)); b_v11_i____1 += 8) {
        wg_trips += 1u;
        let u_v11_i____1: i32 = b_v11_i____1;
        {
            let v11_i____1: i32 = u_v11_i____1 + 0;
            {
                let y = (((-0.5f) * wg_square((v4_beta[v11_i____1] / 10.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v4_beta[v11_i____1] / 10.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 10.0f);
            {
                let y = (t6) - c14_adj__beta[v11_i____1];
                let t = v14_adj__beta[v11_i____1] + y;
                c14_adj__beta[v11_i____1] = select(((t * kahan_one) - v14_adj__beta[v11_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v11_i____1] = t;
            }
        }
        {
            let v11_i____1: i32 = u_v11_i____1 + 1;
            {
                let y = (((-0.5f) * wg_square((v4_beta[v11_i____1] / 10.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v4_beta[v11_i____1] / 10.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 10.0f);
            {
                let y = (t6) - c14_adj__beta[v11_i____1];
                let t = v14_adj__beta[v11_i____1] + y;
                c14_adj__beta[v11_i____1] = select(((t * kahan_one) - v14_adj__beta[v11_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v11_i____1] = t;
            }
        }
        {
            let v11_i____1: i32 = u_v11_i____1 + 2;
            {
                let y = (((-0.5f) * wg_square((v4_beta[v11_i____1] / 10.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v4_beta[v11_i____1] / 10.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 10.0f);
            {
                let y = (t6) - c14_adj__beta[v11_i____1];
                let t = v14_adj__beta[v11_i____1] + y;
                c14_adj__beta[v11_i____1] = select(((t * kahan_one) - v14_adj__beta[v11_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v11_i____1] = t;
            }
        }
        {
            let v11_i____1: i32 = u_v11_i____1 + 3;
            {
                let y = (((-0.5f) * wg_square((v4_beta[v11_i____1] / 10.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v4_beta[v11_i____1] / 10.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 10.0f);
            {
                let y = (t6) - c14_adj__beta[v11_i____1];
                let t = v14_adj__beta[v11_i____1] + y;
                c14_adj__beta[v11_i____1] = select(((t * kahan_one) - v14_adj__beta[v11_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v11_i____1] = t;
            }
        }
        {
            let v11_i____1: i32 = u_v11_i____1 + 4;
            {
                let y = (((-0.5f) * wg_square((v4_beta[v11_i____1] / 10.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v4_beta[v11_i____1] / 10.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 10.0f);
            {
                let y = (t6) - c14_adj__beta[v11_i____1];
                let t = v14_adj__beta[v11_i____1] + y;
                c14_adj__beta[v11_i____1] = select(((t * kahan_one) - v14_adj__beta[v11_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v11_i____1] = t;
            }
        }
        {
            let v11_i____1: i32 = u_v11_i____1 + 5;
            {
                let y = (((-0.5f) * wg_square((v4_beta[v11_i____1] / 10.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v4_beta[v11_i____1] / 10.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 10.0f);
            {
                let y = (t6) - c14_adj__beta[v11_i____1];
                let t = v14_adj__beta[v11_i____1] + y;
                c14_adj__beta[v11_i____1] = select(((t * kahan_one) - v14_adj__beta[v11_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v11_i____1] = t;
            }
        }
        {
            let v11_i____1: i32 = u_v11_i____1 + 6;
            {
                let y = (((-0.5f) * wg_square((v4_beta[v11_i____1] / 10.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v4_beta[v11_i____1] / 10.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 10.0f);
            {
                let y = (t6) - c14_adj__beta[v11_i____1];
                let t = v14_adj__beta[v11_i____1] + y;
                c14_adj__beta[v11_i____1] = select(((t * kahan_one) - v14_adj__beta[v11_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v11_i____1] = t;
            }
        }
        {
            let v11_i____1: i32 = u_v11_i____1 + 7;
            {
                let y = (((-0.5f) * wg_square((v4_beta[v11_i____1] / 10.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v4_beta[v11_i____1] / 10.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 10.0f);
            {
                let y = (t6) - c14_adj__beta[v11_i____1];
                let t = v14_adj__beta[v11_i____1] + y;
                c14_adj__beta[v11_i____1] = select(((t * kahan_one) - v14_adj__beta[v11_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v11_i____1] = t;
            }
        }
    }
    for (var r_v11_i____1: i32 = (5 * i32(kahan_one)) - ((5 * i32(kahan_one)) - 0) % 8; r_v11_i____1 < (5 * i32(kahan_one)); r_v11_i____1++) {
        wg_trips += 1u;
        let v11_i____1: i32 = r_v11_i____1;
        {
            let y = (((-0.5f) * wg_square((v4_beta[v11_i____1] / 10.0f)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t0 = (v4_beta[v11_i____1] / 10.0f);
        let t5 = ((-0.5f) * (2.0f * t0));
        let t6 = (t5 / 10.0f);
        {
            let y = (t6) - c14_adj__beta[v11_i____1];
            let t = v14_adj__beta[v11_i____1] + y;
            c14_adj__beta[v11_i____1] = select(((t * kahan_one) - v14_adj__beta[v11_i____1]) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__beta[v11_i____1] = t;
        }
    }
    {
        let y = (((-1.0f) * wg_log1p(wg_square((v5_sigma / 2.5f))))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v12_hoisted = wg_log(v5_sigma);
    for (var b_v6_i: i32 = 5; b_v6_i + 8 <= (200 * i32(kahan_one)); b_v6_i += 8) {
        wg_trips += 1u;
        let u_v6_i: i32 = wg_uniform2(b_v6_i);
        let u_v6_i_w: i32 = (u_v6_i - 5) >> 2u;
        var u_v6_i_d1: vec4<f32>;
        var u_v6_i_d0: vec4<f32>;
        var u_v6_i_d2: vec4<f32>;
        var u_v6_i_d3: vec4<f32>;
        var q_v13_adj__alpha: f32;
        var q_v14_adj__beta: array<f32, 5>;
        var q_v15_adj__sigma: f32;
        var q_v18_adj__hoisted: f32;
        {
            let v6_i: i32 = u_v6_i + 0;
            v7_mu = v3_alpha;
            {
                let v8_i__1: i32 = 0;
                u_v6_i_d0 = data_f4[u_v6_i_w + 1];
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.x);
            }
            {
                let v8_i__1: i32 = 1;
                u_v6_i_d1 = data_f4[u_v6_i_w + 0];
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d1.w);
            }
            {
                let v8_i__1: i32 = 2;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d1.z);
            }
            {
                let v8_i__1: i32 = 3;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d1.y);
            }
            {
                let v8_i__1: i32 = 4;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d1.x);
            }
            {
                let y = ((((-0.5f) * wg_square(((u_v6_i_d0.y - v7_mu) / v5_sigma))) + (-v12_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (u_v6_i_d0.y - v7_mu);
            let t8 = (t7 / v5_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v5_sigma);
            let t18 = (-t17);
            v16_adj__mu = v16_adj__mu + t18;
            let t19 = (-((t16 * t8) / v5_sigma));
            q_v15_adj__sigma = q_v15_adj__sigma + t19;
            q_v18_adj__hoisted = q_v18_adj__hoisted + (-1.0f);
            {
                let v8_i__1: i32 = 4;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d1.x);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 3;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d1.y);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 2;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d1.z);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 1;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d1.w);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 0;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.x);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            let t25 = v16_adj__mu;
            q_v13_adj__alpha = q_v13_adj__alpha + t25;
            v16_adj__mu = 0.0f;
        }
        {
            let v6_i: i32 = u_v6_i + 1;
            v7_mu = v3_alpha;
            {
                let v8_i__1: i32 = 0;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.y);
            }
            {
                let v8_i__1: i32 = 1;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.x);
            }
            {
                let v8_i__1: i32 = 2;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d1.w);
            }
            {
                let v8_i__1: i32 = 3;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d1.z);
            }
            {
                let v8_i__1: i32 = 4;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d1.y);
            }
            {
                let y = ((((-0.5f) * wg_square(((u_v6_i_d0.z - v7_mu) / v5_sigma))) + (-v12_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (u_v6_i_d0.z - v7_mu);
            let t8 = (t7 / v5_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v5_sigma);
            let t18 = (-t17);
            v16_adj__mu = v16_adj__mu + t18;
            let t19 = (-((t16 * t8) / v5_sigma));
            q_v15_adj__sigma = q_v15_adj__sigma + t19;
            q_v18_adj__hoisted = q_v18_adj__hoisted + (-1.0f);
            {
                let v8_i__1: i32 = 4;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d1.y);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 3;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d1.z);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 2;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d1.w);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 1;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.x);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 0;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.y);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            let t25 = v16_adj__mu;
            q_v13_adj__alpha = q_v13_adj__alpha + t25;
            v16_adj__mu = 0.0f;
        }
        {
            let v6_i: i32 = u_v6_i + 2;
            v7_mu = v3_alpha;
            {
                let v8_i__1: i32 = 0;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.z);
            }
            {
                let v8_i__1: i32 = 1;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.y);
            }
            {
                let v8_i__1: i32 = 2;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.x);
            }
            {
                let v8_i__1: i32 = 3;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d1.w);
            }
            {
                let v8_i__1: i32 = 4;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d1.z);
            }
            {
                let y = ((((-0.5f) * wg_square(((u_v6_i_d0.w - v7_mu) / v5_sigma))) + (-v12_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (u_v6_i_d0.w - v7_mu);
            let t8 = (t7 / v5_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v5_sigma);
            let t18 = (-t17);
            v16_adj__mu = v16_adj__mu + t18;
            let t19 = (-((t16 * t8) / v5_sigma));
            q_v15_adj__sigma = q_v15_adj__sigma + t19;
            q_v18_adj__hoisted = q_v18_adj__hoisted + (-1.0f);
            {
                let v8_i__1: i32 = 4;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d1.z);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 3;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d1.w);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 2;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.x);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 1;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.y);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 0;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.z);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            let t25 = v16_adj__mu;
            q_v13_adj__alpha = q_v13_adj__alpha + t25;
            v16_adj__mu = 0.0f;
        }
        {
            let v6_i: i32 = u_v6_i + 3;
            v7_mu = v3_alpha;
            {
                let v8_i__1: i32 = 0;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.w);
            }
            {
                let v8_i__1: i32 = 1;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.z);
            }
            {
                let v8_i__1: i32 = 2;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.y);
            }
            {
                let v8_i__1: i32 = 3;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.x);
            }
            {
                let v8_i__1: i32 = 4;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d1.w);
            }
            u_v6_i_d2 = data_f4[u_v6_i_w + 2];
            {
                let y = ((((-0.5f) * wg_square(((u_v6_i_d2.x - v7_mu) / v5_sigma))) + (-v12_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (u_v6_i_d2.x - v7_mu);
            let t8 = (t7 / v5_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v5_sigma);
            let t18 = (-t17);
            v16_adj__mu = v16_adj__mu + t18;
            let t19 = (-((t16 * t8) / v5_sigma));
            q_v15_adj__sigma = q_v15_adj__sigma + t19;
            q_v18_adj__hoisted = q_v18_adj__hoisted + (-1.0f);
            {
                let v8_i__1: i32 = 4;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d1.w);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 3;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.x);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 2;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.y);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 1;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.z);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 0;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.w);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            let t25 = v16_adj__mu;
            q_v13_adj__alpha = q_v13_adj__alpha + t25;
            v16_adj__mu = 0.0f;
        }
        {
            let v6_i: i32 = u_v6_i + 4;
            v7_mu = v3_alpha;
            {
                let v8_i__1: i32 = 0;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d2.x);
            }
            {
                let v8_i__1: i32 = 1;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.w);
            }
            {
                let v8_i__1: i32 = 2;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.z);
            }
            {
                let v8_i__1: i32 = 3;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.y);
            }
            {
                let v8_i__1: i32 = 4;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.x);
            }
            {
                let y = ((((-0.5f) * wg_square(((u_v6_i_d2.y - v7_mu) / v5_sigma))) + (-v12_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (u_v6_i_d2.y - v7_mu);
            let t8 = (t7 / v5_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v5_sigma);
            let t18 = (-t17);
            v16_adj__mu = v16_adj__mu + t18;
            let t19 = (-((t16 * t8) / v5_sigma));
            q_v15_adj__sigma = q_v15_adj__sigma + t19;
            q_v18_adj__hoisted = q_v18_adj__hoisted + (-1.0f);
            {
                let v8_i__1: i32 = 4;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.x);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 3;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.y);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 2;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.z);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 1;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.w);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 0;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d2.x);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            let t25 = v16_adj__mu;
            q_v13_adj__alpha = q_v13_adj__alpha + t25;
            v16_adj__mu = 0.0f;
        }
        {
            let v6_i: i32 = u_v6_i + 5;
            v7_mu = v3_alpha;
            {
                let v8_i__1: i32 = 0;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d2.y);
            }
            {
                let v8_i__1: i32 = 1;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d2.x);
            }
            {
                let v8_i__1: i32 = 2;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.w);
            }
            {
                let v8_i__1: i32 = 3;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.z);
            }
            {
                let v8_i__1: i32 = 4;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.y);
            }
            {
                let y = ((((-0.5f) * wg_square(((u_v6_i_d2.z - v7_mu) / v5_sigma))) + (-v12_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (u_v6_i_d2.z - v7_mu);
            let t8 = (t7 / v5_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v5_sigma);
            let t18 = (-t17);
            v16_adj__mu = v16_adj__mu + t18;
            let t19 = (-((t16 * t8) / v5_sigma));
            q_v15_adj__sigma = q_v15_adj__sigma + t19;
            q_v18_adj__hoisted = q_v18_adj__hoisted + (-1.0f);
            {
                let v8_i__1: i32 = 4;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.y);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 3;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.z);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 2;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.w);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 1;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d2.x);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 0;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d2.y);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            let t25 = v16_adj__mu;
            q_v13_adj__alpha = q_v13_adj__alpha + t25;
            v16_adj__mu = 0.0f;
        }
        {
            let v6_i: i32 = u_v6_i + 6;
            v7_mu = v3_alpha;
            {
                let v8_i__1: i32 = 0;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d2.z);
            }
            {
                let v8_i__1: i32 = 1;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d2.y);
            }
            {
                let v8_i__1: i32 = 2;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d2.x);
            }
            {
                let v8_i__1: i32 = 3;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.w);
            }
            {
                let v8_i__1: i32 = 4;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.z);
            }
            {
                let y = ((((-0.5f) * wg_square(((u_v6_i_d2.w - v7_mu) / v5_sigma))) + (-v12_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (u_v6_i_d2.w - v7_mu);
            let t8 = (t7 / v5_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v5_sigma);
            let t18 = (-t17);
            v16_adj__mu = v16_adj__mu + t18;
            let t19 = (-((t16 * t8) / v5_sigma));
            q_v15_adj__sigma = q_v15_adj__sigma + t19;
            q_v18_adj__hoisted = q_v18_adj__hoisted + (-1.0f);
            {
                let v8_i__1: i32 = 4;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.z);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 3;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.w);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 2;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d2.x);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 1;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d2.y);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 0;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d2.z);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            let t25 = v16_adj__mu;
            q_v13_adj__alpha = q_v13_adj__alpha + t25;
            v16_adj__mu = 0.0f;
        }
        {
            let v6_i: i32 = u_v6_i + 7;
            v7_mu = v3_alpha;
            {
                let v8_i__1: i32 = 0;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d2.w);
            }
            {
                let v8_i__1: i32 = 1;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d2.z);
            }
            {
                let v8_i__1: i32 = 2;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d2.y);
            }
            {
                let v8_i__1: i32 = 3;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d2.x);
            }
            {
                let v8_i__1: i32 = 4;
                v7_mu = v7_mu + (v4_beta[v8_i__1] * u_v6_i_d0.w);
            }
            u_v6_i_d3 = data_f4[u_v6_i_w + 3];
            {
                let y = ((((-0.5f) * wg_square(((u_v6_i_d3.x - v7_mu) / v5_sigma))) + (-v12_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (u_v6_i_d3.x - v7_mu);
            let t8 = (t7 / v5_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v5_sigma);
            let t18 = (-t17);
            v16_adj__mu = v16_adj__mu + t18;
            let t19 = (-((t16 * t8) / v5_sigma));
            q_v15_adj__sigma = q_v15_adj__sigma + t19;
            q_v18_adj__hoisted = q_v18_adj__hoisted + (-1.0f);
            {
                let v8_i__1: i32 = 4;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d0.w);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 3;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d2.x);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 2;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d2.y);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 1;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d2.z);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            {
                let v8_i__1: i32 = 0;
                let t23 = v16_adj__mu;
                let t24 = (t23 * u_v6_i_d2.w);
                q_v14_adj__beta[v8_i__1] = q_v14_adj__beta[v8_i__1] + t24;
            }
            let t25 = v16_adj__mu;
            q_v13_adj__alpha = q_v13_adj__alpha + t25;
            v16_adj__mu = 0.0f;
        }
        {
            let y = (q_v13_adj__alpha) - c13_adj__alpha;
            let t = v13_adj__alpha + y;
            c13_adj__alpha = select(((t * kahan_one) - v13_adj__alpha) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__alpha = t;
        }
        {
            let y = (q_v14_adj__beta[0]) - c14_adj__beta[0];
            let t = v14_adj__beta[0] + y;
            c14_adj__beta[0] = select(((t * kahan_one) - v14_adj__beta[0]) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__beta[0] = t;
        }
        {
            let y = (q_v14_adj__beta[1]) - c14_adj__beta[1];
            let t = v14_adj__beta[1] + y;
            c14_adj__beta[1] = select(((t * kahan_one) - v14_adj__beta[1]) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__beta[1] = t;
        }
        {
            let y = (q_v14_adj__beta[2]) - c14_adj__beta[2];
            let t = v14_adj__beta[2] + y;
            c14_adj__beta[2] = select(((t * kahan_one) - v14_adj__beta[2]) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__beta[2] = t;
        }
        {
            let y = (q_v14_adj__beta[3]) - c14_adj__beta[3];
            let t = v14_adj__beta[3] + y;
            c14_adj__beta[3] = select(((t * kahan_one) - v14_adj__beta[3]) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__beta[3] = t;
        }
        {
            let y = (q_v14_adj__beta[4]) - c14_adj__beta[4];
            let t = v14_adj__beta[4] + y;
            c14_adj__beta[4] = select(((t * kahan_one) - v14_adj__beta[4]) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__beta[4] = t;
        }
        {
            let y = (q_v15_adj__sigma) - c15_adj__sigma;
            let t = v15_adj__sigma + y;
            c15_adj__sigma = select(((t * kahan_one) - v15_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
            v15_adj__sigma = t;
        }
        {
            let y = (q_v18_adj__hoisted) - c18_adj__hoisted;
            let t = v18_adj__hoisted + y;
            c18_adj__hoisted = select(((t * kahan_one) - v18_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
            v18_adj__hoisted = t;
        }
    }
    for (var r_v6_i: i32 = (200 * i32(kahan_one)) - ((200 * i32(kahan_one)) - 5) % 8; r_v6_i < (200 * i32(kahan_one)); r_v6_i++) {
        wg_trips += 1u;
        let v6_i: i32 = wg_uniform2(r_v6_i);
        v7_mu = v3_alpha;
        {
            let v8_i__1: i32 = 0;
            v7_mu = v7_mu + (v4_beta[v8_i__1] * data_f[0 + ((v6_i - v8_i__1) - 1)]);
        }
        {
            let v8_i__1: i32 = 1;
            v7_mu = v7_mu + (v4_beta[v8_i__1] * data_f[0 + ((v6_i - v8_i__1) - 1)]);
        }
        {
            let v8_i__1: i32 = 2;
            v7_mu = v7_mu + (v4_beta[v8_i__1] * data_f[0 + ((v6_i - v8_i__1) - 1)]);
        }
        {
            let v8_i__1: i32 = 3;
            v7_mu = v7_mu + (v4_beta[v8_i__1] * data_f[0 + ((v6_i - v8_i__1) - 1)]);
        }
        {
            let v8_i__1: i32 = 4;
            v7_mu = v7_mu + (v4_beta[v8_i__1] * data_f[0 + ((v6_i - v8_i__1) - 1)]);
        }
        {
            let y = ((((-0.5f) * wg_square(((data_f[0 + v6_i] - v7_mu) / v5_sigma))) + (-v12_hoisted))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t7 = (data_f[0 + v6_i] - v7_mu);
        let t8 = (t7 / v5_sigma);
        let t16 = ((-0.5f) * (2.0f * t8));
        let t17 = (t16 / v5_sigma);
        let t18 = (-t17);
        v16_adj__mu = v16_adj__mu + t18;
        let t19 = (-((t16 * t8) / v5_sigma));
        {
            let y = (t19) - c15_adj__sigma;
            let t = v15_adj__sigma + y;
            c15_adj__sigma = select(((t * kahan_one) - v15_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
            v15_adj__sigma = t;
        }
        {
            let y = ((-1.0f)) - c18_adj__hoisted;
            let t = v18_adj__hoisted + y;
            c18_adj__hoisted = select(((t * kahan_one) - v18_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
            v18_adj__hoisted = t;
        }
        {
            let v8_i__1: i32 = 4;
            let t23 = v16_adj__mu;
            let t24 = (t23 * data_f[0 + ((v6_i - v8_i__1) - 1)]);
            {
                let y = (t24) - c14_adj__beta[v8_i__1];
                let t = v14_adj__beta[v8_i__1] + y;
                c14_adj__beta[v8_i__1] = select(((t * kahan_one) - v14_adj__beta[v8_i__1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v8_i__1] = t;
            }
        }
        {
            let v8_i__1: i32 = 3;
            let t23 = v16_adj__mu;
            let t24 = (t23 * data_f[0 + ((v6_i - v8_i__1) - 1)]);
            {
                let y = (t24) - c14_adj__beta[v8_i__1];
                let t = v14_adj__beta[v8_i__1] + y;
                c14_adj__beta[v8_i__1] = select(((t * kahan_one) - v14_adj__beta[v8_i__1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v8_i__1] = t;
            }
        }
        {
            let v8_i__1: i32 = 2;
            let t23 = v16_adj__mu;
            let t24 = (t23 * data_f[0 + ((v6_i - v8_i__1) - 1)]);
            {
                let y = (t24) - c14_adj__beta[v8_i__1];
                let t = v14_adj__beta[v8_i__1] + y;
                c14_adj__beta[v8_i__1] = select(((t * kahan_one) - v14_adj__beta[v8_i__1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v8_i__1] = t;
            }
        }
        {
            let v8_i__1: i32 = 1;
            let t23 = v16_adj__mu;
            let t24 = (t23 * data_f[0 + ((v6_i - v8_i__1) - 1)]);
            {
                let y = (t24) - c14_adj__beta[v8_i__1];
                let t = v14_adj__beta[v8_i__1] + y;
                c14_adj__beta[v8_i__1] = select(((t * kahan_one) - v14_adj__beta[v8_i__1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v8_i__1] = t;
            }
        }
        {
            let v8_i__1: i32 = 0;
            let t23 = v16_adj__mu;
            let t24 = (t23 * data_f[0 + ((v6_i - v8_i__1) - 1)]);
            {
                let y = (t24) - c14_adj__beta[v8_i__1];
                let t = v14_adj__beta[v8_i__1] + y;
                c14_adj__beta[v8_i__1] = select(((t * kahan_one) - v14_adj__beta[v8_i__1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__beta[v8_i__1] = t;
            }
        }
        let t25 = v16_adj__mu;
        {
            let y = (t25) - c13_adj__alpha;
            let t = v13_adj__alpha + y;
            c13_adj__alpha = select(((t * kahan_one) - v13_adj__alpha) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__alpha = t;
        }
        v16_adj__mu = 0.0f;
    }
    let t27 = v18_adj__hoisted;
    let t28 = (t27 * (1.0f / v5_sigma));
    {
        let y = (t28) - c15_adj__sigma;
        let t = v15_adj__sigma + y;
        c15_adj__sigma = select(((t * kahan_one) - v15_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
        v15_adj__sigma = t;
    }
    v18_adj__hoisted = 0.0f;
    c18_adj__hoisted = 0.0f;
    let t29 = (v5_sigma / 2.5f);
    let t30 = wg_square(t29);
    let t35 = ((-1.0f) * (1.0f / (1.0f + t30)));
    let t36 = (t35 * (2.0f * t29));
    let t37 = (t36 / 2.5f);
    {
        let y = (t37) - c15_adj__sigma;
        let t = v15_adj__sigma + y;
        c15_adj__sigma = select(((t * kahan_one) - v15_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
        v15_adj__sigma = t;
    }
    let t38 = (v3_alpha / 10.0f);
    let t43 = ((-0.5f) * (2.0f * t38));
    let t44 = (t43 / 10.0f);
    {
        let y = (t44) - c13_adj__alpha;
        let t = v13_adj__alpha + y;
        c13_adj__alpha = select(((t * kahan_one) - v13_adj__alpha) - y, 0.0f, wg_is_nonfinite(t));
        v13_adj__alpha = t;
    }
    v17_adj__unconstrained__[6] = v17_adj__unconstrained__[6] + 1.0f;
    let t46 = wg_exp(q_ld(u32(6)));
    let t47 = v15_adj__sigma;
    let t48 = (t47 * t46);
    v17_adj__unconstrained__[6] = v17_adj__unconstrained__[6] + t48;
    for (var b_v10_i__: i32 = (5 * i32(kahan_one)); b_v10_i__ - 8 >= 0; b_v10_i__ -= 8) {
        wg_trips += 1u;
        let u_v10_i__: i32 = b_v10_i__;
        {
            let v10_i__: i32 = u_v10_i__ - 1 - 0;
            let t49 = v14_adj__beta[v10_i__];
            v17_adj__unconstrained__[(v10_i__ + 1)] = v17_adj__unconstrained__[(v10_i__ + 1)] + t49;
        }
        {
            let v10_i__: i32 = u_v10_i__ - 1 - 1;
            let t49 = v14_adj__beta[v10_i__];
            v17_adj__unconstrained__[(v10_i__ + 1)] = v17_adj__unconstrained__[(v10_i__ + 1)] + t49;
        }
        {
            let v10_i__: i32 = u_v10_i__ - 1 - 2;
            let t49 = v14_adj__beta[v10_i__];
            v17_adj__unconstrained__[(v10_i__ + 1)] = v17_adj__unconstrained__[(v10_i__ + 1)] + t49;
        }
        {
            let v10_i__: i32 = u_v10_i__ - 1 - 3;
            let t49 = v14_adj__beta[v10_i__];
            v17_adj__unconstrained__[(v10_i__ + 1)] = v17_adj__unconstrained__[(v10_i__ + 1)] + t49;
        }
        {
            let v10_i__: i32 = u_v10_i__ - 1 - 4;
            let t49 = v14_adj__beta[v10_i__];
            v17_adj__unconstrained__[(v10_i__ + 1)] = v17_adj__unconstrained__[(v10_i__ + 1)] + t49;
        }
        {
            let v10_i__: i32 = u_v10_i__ - 1 - 5;
            let t49 = v14_adj__beta[v10_i__];
            v17_adj__unconstrained__[(v10_i__ + 1)] = v17_adj__unconstrained__[(v10_i__ + 1)] + t49;
        }
        {
            let v10_i__: i32 = u_v10_i__ - 1 - 6;
            let t49 = v14_adj__beta[v10_i__];
            v17_adj__unconstrained__[(v10_i__ + 1)] = v17_adj__unconstrained__[(v10_i__ + 1)] + t49;
        }
        {
            let v10_i__: i32 = u_v10_i__ - 1 - 7;
            let t49 = v14_adj__beta[v10_i__];
            v17_adj__unconstrained__[(v10_i__ + 1)] = v17_adj__unconstrained__[(v10_i__ + 1)] + t49;
        }
    }
    for (var r_v10_i__: i32 = 0 + ((5 * i32(kahan_one)) - 0) % 8 - 1; r_v10_i__ >= 0; r_v10_i__--) {
        wg_trips += 1u;
        let v10_i__: i32 = r_v10_i__;
        let t49 = v14_adj__beta[v10_i__];
        v17_adj__unconstrained__[(v10_i__ + 1)] = v17_adj__unconstrained__[(v10_i__ + 1)] + t49;
    }
    let t50 = v13_adj__alpha;
    v17_adj__unconstrained__[0] = v17_adj__unconstrained__[0] + t50;
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v17_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
