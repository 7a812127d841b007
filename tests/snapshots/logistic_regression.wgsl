const DIM: u32 = 6u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 6u;
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
    var v4_alpha: f32;
    var v5_beta: array<f32, 5>;
    var v10_acc__: f32;
    var v12_adj__alpha: f32;
    var c12_adj__alpha: f32;
    var v13_adj__beta: array<f32, 5>;
    var c13_adj__beta: array<f32, 5>;
    var v14_adj__unconstrained__: array<f32, 6>;
    var v15_adj__acc__: f32;
    v4_alpha = q_ld(u32(0));
    for (var b_v7_i__: i32 = 0; b_v7_i__ + 8 <= (5 * i32(kahan_one)); b_v7_i__ += 8) {
        wg_trips += 1u;
        let u_v7_i__: i32 = b_v7_i__;
        {
            let v7_i__: i32 = u_v7_i__ + 0;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 1;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 2;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 3;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 4;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 5;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 6;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 7;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
    }
    for (var r_v7_i__: i32 = (5 * i32(kahan_one)) - ((5 * i32(kahan_one)) - 0) % 8; r_v7_i__ < (5 * i32(kahan_one)); r_v7_i__++) {
        wg_trips += 1u;
        let v7_i__: i32 = r_v7_i__;
        v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
    }
    {
        let y = (((-0.5f) * wg_square((v4_alpha / 5.0f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v8_i____1: i32 = 0; b_v8_i____1 + 8 <= (5 * i32(kahan_one)); b_v8_i____1 += 8) {
        wg_trips += 1u;
        let u_v8_i____1: i32 = b_v8_i____1;
        {
            let v8_i____1: i32 = u_v8_i____1 + 0;
            {
                let y = (((-0.5f) * wg_square(v5_beta[v8_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v5_beta[v8_i____1]));
            {
                let y = (t4) - c13_adj__beta[v8_i____1];
                let t = v13_adj__beta[v8_i____1] + y;
                c13_adj__beta[v8_i____1] = select(((t * kahan_one) - v13_adj__beta[v8_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v8_i____1] = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 1;
            {
                let y = (((-0.5f) * wg_square(v5_beta[v8_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v5_beta[v8_i____1]));
            {
                let y = (t4) - c13_adj__beta[v8_i____1];
                let t = v13_adj__beta[v8_i____1] + y;
                c13_adj__beta[v8_i____1] = select(((t * kahan_one) - v13_adj__beta[v8_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v8_i____1] = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 2;
            {
                let y = (((-0.5f) * wg_square(v5_beta[v8_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v5_beta[v8_i____1]));
            {
                let y = (t4) - c13_adj__beta[v8_i____1];
                let t = v13_adj__beta[v8_i____1] + y;
                c13_adj__beta[v8_i____1] = select(((t * kahan_one) - v13_adj__beta[v8_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v8_i____1] = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 3;
            {
                let y = (((-0.5f) * wg_square(v5_beta[v8_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v5_beta[v8_i____1]));
            {
                let y = (t4) - c13_adj__beta[v8_i____1];
                let t = v13_adj__beta[v8_i____1] + y;
                c13_adj__beta[v8_i____1] = select(((t * kahan_one) - v13_adj__beta[v8_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v8_i____1] = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 4;
            {
                let y = (((-0.5f) * wg_square(v5_beta[v8_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v5_beta[v8_i____1]));
            {
                let y = (t4) - c13_adj__beta[v8_i____1];
                let t = v13_adj__beta[v8_i____1] + y;
                c13_adj__beta[v8_i____1] = select(((t * kahan_one) - v13_adj__beta[v8_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v8_i____1] = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 5;
            {
                let y = (((-0.5f) * wg_square(v5_beta[v8_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v5_beta[v8_i____1]));
            {
                let y = (t4) - c13_adj__beta[v8_i____1];
                let t = v13_adj__beta[v8_i____1] + y;
                c13_adj__beta[v8_i____1] = select(((t * kahan_one) - v13_adj__beta[v8_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v8_i____1] = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 6;
            {
                let y = (((-0.5f) * wg_square(v5_beta[v8_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v5_beta[v8_i____1]));
            {
                let y = (t4) - c13_adj__beta[v8_i____1];
                let t = v13_adj__beta[v8_i____1] + y;
                c13_adj__beta[v8_i____1] = select(((t * kahan_one) - v13_adj__beta[v8_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v8_i____1] = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 7;
            {
                let y = (((-0.5f) * wg_square(v5_beta[v8_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v5_beta[v8_i____1]));
            {
                let y = (t4) - c13_adj__beta[v8_i____1];
                let t = v13_adj__beta[v8_i____1] + y;
                c13_adj__beta[v8_i____1] = select(((t * kahan_one) - v13_adj__beta[v8_i____1]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v8_i____1] = t;
            }
        }
    }
    for (var r_v8_i____1: i32 = (5 * i32(kahan_one)) - ((5 * i32(kahan_one)) - 0) % 8; r_v8_i____1 < (5 * i32(kahan_one)); r_v8_i____1++) {
        wg_trips += 1u;
        let v8_i____1: i32 = r_v8_i____1;
        {
            let y = (((-0.5f) * wg_square(v5_beta[v8_i____1]))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v5_beta[v8_i____1]));
        {
            let y = (t4) - c13_adj__beta[v8_i____1];
            let t = v13_adj__beta[v8_i____1] + y;
            c13_adj__beta[v8_i____1] = select(((t * kahan_one) - v13_adj__beta[v8_i____1]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[v8_i____1] = t;
        }
    }
    for (var b_v9_i____2: i32 = 0; b_v9_i____2 + 8 <= (200 * i32(kahan_one)); b_v9_i____2 += 8) {
        wg_trips += 1u;
        let u_v9_i____2: i32 = wg_uniform2(b_v9_i____2);
        let u_v9_i____2_w: i32 = (u_v9_i____2 - 0) >> 2u;
        var u_v9_i____2_d0: vec4<f32>;
        var u_v9_i____2_d1: vec4<f32>;
        var u_v9_i____2_d2: vec4<f32>;
        var u_v9_i____2_d3: vec4<f32>;
        var u_v9_i____2_d4: vec4<f32>;
        var u_v9_i____2_d5: vec4<f32>;
        var u_v9_i____2_d6: vec4<f32>;
        var u_v9_i____2_d7: vec4<f32>;
        var u_v9_i____2_d8: vec4<f32>;
        var u_v9_i____2_d9: vec4<f32>;
        var q_v12_adj__alpha: f32;
        var q_v13_adj__beta: array<f32, 5>;
        {
            let v9_i____2: i32 = u_v9_i____2 + 0;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                u_v9_i____2_d0 = data_f4[5 * u_v9_i____2_w + 0];
                v10_acc__ = v10_acc__ + (u_v9_i____2_d0.x * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d0.y * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d0.z * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d0.w * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                u_v9_i____2_d1 = data_f4[5 * u_v9_i____2_w + 1];
                v10_acc__ = v10_acc__ + (u_v9_i____2_d1.x * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d1.x);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d0.w);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d0.z);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d0.y);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d0.x);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 1;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d1.y * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d1.z * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d1.w * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                u_v9_i____2_d2 = data_f4[5 * u_v9_i____2_w + 2];
                v10_acc__ = v10_acc__ + (u_v9_i____2_d2.x * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d2.y * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d2.y);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d2.x);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d1.w);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d1.z);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d1.y);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 2;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d2.z * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d2.w * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                u_v9_i____2_d3 = data_f4[5 * u_v9_i____2_w + 3];
                v10_acc__ = v10_acc__ + (u_v9_i____2_d3.x * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d3.y * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d3.z * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d3.z);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d3.y);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d3.x);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d2.w);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d2.z);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 3;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d3.w * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                u_v9_i____2_d4 = data_f4[5 * u_v9_i____2_w + 4];
                v10_acc__ = v10_acc__ + (u_v9_i____2_d4.x * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d4.y * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d4.z * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d4.w * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d4.w);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d4.z);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d4.y);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d4.x);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d3.w);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 4;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                u_v9_i____2_d5 = data_f4[5 * u_v9_i____2_w + 5];
                v10_acc__ = v10_acc__ + (u_v9_i____2_d5.x * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d5.y * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d5.z * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d5.w * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                u_v9_i____2_d6 = data_f4[5 * u_v9_i____2_w + 6];
                v10_acc__ = v10_acc__ + (u_v9_i____2_d6.x * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d6.x);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d5.w);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d5.z);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d5.y);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d5.x);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 5;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d6.y * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d6.z * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d6.w * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                u_v9_i____2_d7 = data_f4[5 * u_v9_i____2_w + 7];
                v10_acc__ = v10_acc__ + (u_v9_i____2_d7.x * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d7.y * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d7.y);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d7.x);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d6.w);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d6.z);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d6.y);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 6;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d7.z * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d7.w * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                u_v9_i____2_d8 = data_f4[5 * u_v9_i____2_w + 8];
                v10_acc__ = v10_acc__ + (u_v9_i____2_d8.x * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d8.y * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d8.z * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d8.z);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d8.y);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d8.x);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d7.w);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d7.z);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 7;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d8.w * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                u_v9_i____2_d9 = data_f4[5 * u_v9_i____2_w + 9];
                v10_acc__ = v10_acc__ + (u_v9_i____2_d9.x * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d9.y * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d9.z * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (u_v9_i____2_d9.w * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d9.w);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d9.z);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d9.y);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d9.x);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * u_v9_i____2_d8.w);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let y = (q_v12_adj__alpha) - c12_adj__alpha;
            let t = v12_adj__alpha + y;
            c12_adj__alpha = select(((t * kahan_one) - v12_adj__alpha) - y, 0.0f, wg_is_nonfinite(t));
            v12_adj__alpha = t;
        }
        {
            let y = (q_v13_adj__beta[0]) - c13_adj__beta[0];
            let t = v13_adj__beta[0] + y;
            c13_adj__beta[0] = select(((t * kahan_one) - v13_adj__beta[0]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[0] = t;
        }
        {
            let y = (q_v13_adj__beta[1]) - c13_adj__beta[1];
            let t = v13_adj__beta[1] + y;
            c13_adj__beta[1] = select(((t * kahan_one) - v13_adj__beta[1]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[1] = t;
        }
        {
            let y = (q_v13_adj__beta[2]) - c13_adj__beta[2];
            let t = v13_adj__beta[2] + y;
            c13_adj__beta[2] = select(((t * kahan_one) - v13_adj__beta[2]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[2] = t;
        }
        {
            let y = (q_v13_adj__beta[3]) - c13_adj__beta[3];
            let t = v13_adj__beta[3] + y;
            c13_adj__beta[3] = select(((t * kahan_one) - v13_adj__beta[3]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[3] = t;
        }
        {
            let y = (q_v13_adj__beta[4]) - c13_adj__beta[4];
            let t = v13_adj__beta[4] + y;
            c13_adj__beta[4] = select(((t * kahan_one) - v13_adj__beta[4]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[4] = t;
        }
    }
    for (var r_v9_i____2: i32 = (200 * i32(kahan_one)) - ((200 * i32(kahan_one)) - 0) % 8; r_v9_i____2 < (200 * i32(kahan_one)); r_v9_i____2++) {
        wg_trips += 1u;
        let v9_i____2: i32 = wg_uniform2(r_v9_i____2);
        v10_acc__ = 0.0f;
        {
            let v11_i____3: i32 = 0;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 5 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 1;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 5 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 2;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 5 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 3;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 5 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 4;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 5 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
        let t6 = (v4_alpha + v10_acc__);
        let t7 = (t5 * t6);
        let t10 = wg_inv_logit((-t7));
        let t11 = (t10 * t5);
        {
            let y = (t11) - c12_adj__alpha;
            let t = v12_adj__alpha + y;
            c12_adj__alpha = select(((t * kahan_one) - v12_adj__alpha) - y, 0.0f, wg_is_nonfinite(t));
            v12_adj__alpha = t;
        }
        v15_adj__acc__ = v15_adj__acc__ + t11;
        {
            let v11_i____3: i32 = 4;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 5 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 3;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 5 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 2;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 5 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 1;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 5 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 0;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 5 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        v15_adj__acc__ = 0.0f;
    }
    let t17 = (v4_alpha / 5.0f);
    let t22 = ((-0.5f) * (2.0f * t17));
    let t23 = (t22 / 5.0f);
    {
        let y = (t23) - c12_adj__alpha;
        let t = v12_adj__alpha + y;
        c12_adj__alpha = select(((t * kahan_one) - v12_adj__alpha) - y, 0.0f, wg_is_nonfinite(t));
        v12_adj__alpha = t;
    }
    for (var b_v7_i__: i32 = (5 * i32(kahan_one)); b_v7_i__ - 8 >= 0; b_v7_i__ -= 8) {
        wg_trips += 1u;
        let u_v7_i__: i32 = b_v7_i__;
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 0;
            let t24 = v13_adj__beta[v7_i__];
            v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 1;
            let t24 = v13_adj__beta[v7_i__];
            v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 2;
            let t24 = v13_adj__beta[v7_i__];
            v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 3;
            let t24 = v13_adj__beta[v7_i__];
            v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 4;
            let t24 = v13_adj__beta[v7_i__];
            v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 5;
            let t24 = v13_adj__beta[v7_i__];
            v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 6;
            let t24 = v13_adj__beta[v7_i__];
            v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 7;
            let t24 = v13_adj__beta[v7_i__];
            v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
        }
    }
    for (var r_v7_i__: i32 = 0 + ((5 * i32(kahan_one)) - 0) % 8 - 1; r_v7_i__ >= 0; r_v7_i__--) {
        wg_trips += 1u;
        let v7_i__: i32 = r_v7_i__;
        let t24 = v13_adj__beta[v7_i__];
        v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
    }
    let t25 = v12_adj__alpha;
    v14_adj__unconstrained__[0] = v14_adj__unconstrained__[0] + t25;
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v14_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
