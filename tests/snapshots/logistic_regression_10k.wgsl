const DIM: u32 = 26u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 26u;
var<private> wg_q: array<f32, DIM_ALLOC>;
var<private> wg_g: array<f32, DIM_ALLOC>;

fn logp_grad(lane: u32) -> f32 {
    let sbase = lane * SCRATCH_STRIDE;
    var lp: f32 = 0.0f;
    var lp_c: f32 = 0.0f;
    var v4_alpha: f32;
    var v5_beta: array<f32, 25>;
    var v10_acc__: f32;
    var v12_adj__alpha: f32;
    var c12_adj__alpha: f32;
    var v13_adj__beta: array<f32, 25>;
    var c13_adj__beta: array<f32, 25>;
    var v14_adj__unconstrained__: array<f32, 26>;
    var v15_adj__acc__: f32;
    v4_alpha = wg_q[0];
    for (var b_v7_i__: i32 = 0; b_v7_i__ + 8 <= 25; b_v7_i__ += 8) {
        wg_trips += 1u;
        let u_v7_i__: i32 = b_v7_i__;
        {
            let v7_i__: i32 = u_v7_i__ + 0;
            v5_beta[v7_i__] = wg_q[(v7_i__ + 1)];
        }
        {
            let v7_i__: i32 = u_v7_i__ + 1;
            v5_beta[v7_i__] = wg_q[(v7_i__ + 1)];
        }
        {
            let v7_i__: i32 = u_v7_i__ + 2;
            v5_beta[v7_i__] = wg_q[(v7_i__ + 1)];
        }
        {
            let v7_i__: i32 = u_v7_i__ + 3;
            v5_beta[v7_i__] = wg_q[(v7_i__ + 1)];
        }
        {
            let v7_i__: i32 = u_v7_i__ + 4;
            v5_beta[v7_i__] = wg_q[(v7_i__ + 1)];
        }
        {
            let v7_i__: i32 = u_v7_i__ + 5;
            v5_beta[v7_i__] = wg_q[(v7_i__ + 1)];
        }
        {
            let v7_i__: i32 = u_v7_i__ + 6;
            v5_beta[v7_i__] = wg_q[(v7_i__ + 1)];
        }
        {
            let v7_i__: i32 = u_v7_i__ + 7;
            v5_beta[v7_i__] = wg_q[(v7_i__ + 1)];
        }
    }
    for (var r_v7_i__: i32 = 25 - (25 - 0) % 8; r_v7_i__ < 25; r_v7_i__++) {
        wg_trips += 1u;
        let v7_i__: i32 = r_v7_i__;
        v5_beta[v7_i__] = wg_q[(v7_i__ + 1)];
    }
    {
        let y = (((-0.5f) * wg_square((v4_alpha / 5.0f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v8_i____1: i32 = 0; b_v8_i____1 + 8 <= 25; b_v8_i____1 += 8) {
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
    for (var r_v8_i____1: i32 = 25 - (25 - 0) % 8; r_v8_i____1 < 25; r_v8_i____1++) {
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
    for (var b_v9_i____2: i32 = 0; b_v9_i____2 + 8 <= 10000; b_v9_i____2 += 8) {
        wg_trips += 1u;
        let u_v9_i____2: i32 = wg_uniform3(b_v9_i____2);
        var q_v12_adj__alpha: f32;
        var q_v13_adj__beta: array<f32, 25>;
        {
            let v9_i____2: i32 = u_v9_i____2 + 0;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 5;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 6;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 7;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 8;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 9;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 10;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 11;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 12;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 13;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 14;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 15;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 16;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 17;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 18;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 19;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 20;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 21;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 22;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 23;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 24;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 24;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 23;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 22;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 21;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 20;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 19;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 18;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 17;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 16;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 15;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 14;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 13;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 12;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 11;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 10;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 9;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 8;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 7;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 6;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 5;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 1;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 5;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 6;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 7;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 8;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 9;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 10;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 11;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 12;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 13;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 14;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 15;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 16;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 17;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 18;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 19;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 20;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 21;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 22;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 23;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 24;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 24;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 23;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 22;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 21;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 20;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 19;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 18;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 17;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 16;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 15;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 14;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 13;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 12;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 11;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 10;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 9;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 8;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 7;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 6;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 5;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 2;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 5;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 6;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 7;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 8;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 9;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 10;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 11;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 12;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 13;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 14;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 15;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 16;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 17;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 18;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 19;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 20;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 21;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 22;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 23;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 24;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 24;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 23;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 22;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 21;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 20;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 19;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 18;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 17;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 16;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 15;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 14;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 13;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 12;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 11;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 10;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 9;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 8;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 7;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 6;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 5;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 3;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 5;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 6;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 7;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 8;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 9;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 10;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 11;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 12;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 13;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 14;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 15;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 16;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 17;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 18;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 19;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 20;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 21;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 22;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 23;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 24;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 24;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 23;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 22;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 21;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 20;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 19;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 18;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 17;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 16;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 15;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 14;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 13;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 12;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 11;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 10;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 9;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 8;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 7;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 6;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 5;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 4;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 5;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 6;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 7;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 8;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 9;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 10;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 11;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 12;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 13;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 14;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 15;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 16;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 17;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 18;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 19;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 20;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 21;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 22;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 23;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 24;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 24;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 23;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 22;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 21;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 20;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 19;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 18;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 17;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 16;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 15;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 14;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 13;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 12;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 11;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 10;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 9;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 8;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 7;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 6;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 5;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 5;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 5;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 6;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 7;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 8;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 9;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 10;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 11;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 12;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 13;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 14;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 15;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 16;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 17;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 18;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 19;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 20;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 21;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 22;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 23;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 24;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 24;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 23;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 22;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 21;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 20;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 19;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 18;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 17;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 16;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 15;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 14;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 13;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 12;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 11;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 10;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 9;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 8;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 7;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 6;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 5;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 6;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 5;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 6;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 7;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 8;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 9;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 10;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 11;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 12;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 13;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 14;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 15;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 16;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 17;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 18;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 19;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 20;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 21;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 22;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 23;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 24;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 24;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 23;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 22;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 21;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 20;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 19;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 18;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 17;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 16;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 15;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 14;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 13;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 12;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 11;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 10;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 9;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 8;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 7;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 6;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 5;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            v15_adj__acc__ = 0.0f;
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 7;
            v10_acc__ = 0.0f;
            {
                let v11_i____3: i32 = 0;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 1;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 2;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 3;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 4;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 5;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 6;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 7;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 8;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 9;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 10;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 11;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 12;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 13;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 14;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 15;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 16;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 17;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 18;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 19;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 20;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 21;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 22;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 23;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let v11_i____3: i32 = 24;
                v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
            }
            {
                let y = (wg_log_inv_logit((((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = ((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f);
            let t6 = (v4_alpha + v10_acc__);
            let t7 = (t5 * t6);
            let t10 = wg_inv_logit((-t7));
            let t11 = (t10 * t5);
            q_v12_adj__alpha = q_v12_adj__alpha + t11;
            v15_adj__acc__ = v15_adj__acc__ + t11;
            {
                let v11_i____3: i32 = 24;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 23;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 22;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 21;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 20;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 19;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 18;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 17;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 16;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 15;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 14;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 13;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 12;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 11;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 10;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 9;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 8;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 7;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 6;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 5;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 4;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 3;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 2;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 1;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
                q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
            }
            {
                let v11_i____3: i32 = 0;
                let t15 = v15_adj__acc__;
                let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
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
        {
            let y = (q_v13_adj__beta[5]) - c13_adj__beta[5];
            let t = v13_adj__beta[5] + y;
            c13_adj__beta[5] = select(((t * kahan_one) - v13_adj__beta[5]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[5] = t;
        }
        {
            let y = (q_v13_adj__beta[6]) - c13_adj__beta[6];
            let t = v13_adj__beta[6] + y;
            c13_adj__beta[6] = select(((t * kahan_one) - v13_adj__beta[6]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[6] = t;
        }
        {
            let y = (q_v13_adj__beta[7]) - c13_adj__beta[7];
            let t = v13_adj__beta[7] + y;
            c13_adj__beta[7] = select(((t * kahan_one) - v13_adj__beta[7]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[7] = t;
        }
        {
            let y = (q_v13_adj__beta[8]) - c13_adj__beta[8];
            let t = v13_adj__beta[8] + y;
            c13_adj__beta[8] = select(((t * kahan_one) - v13_adj__beta[8]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[8] = t;
        }
        {
            let y = (q_v13_adj__beta[9]) - c13_adj__beta[9];
            let t = v13_adj__beta[9] + y;
            c13_adj__beta[9] = select(((t * kahan_one) - v13_adj__beta[9]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[9] = t;
        }
        {
            let y = (q_v13_adj__beta[10]) - c13_adj__beta[10];
            let t = v13_adj__beta[10] + y;
            c13_adj__beta[10] = select(((t * kahan_one) - v13_adj__beta[10]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[10] = t;
        }
        {
            let y = (q_v13_adj__beta[11]) - c13_adj__beta[11];
            let t = v13_adj__beta[11] + y;
            c13_adj__beta[11] = select(((t * kahan_one) - v13_adj__beta[11]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[11] = t;
        }
        {
            let y = (q_v13_adj__beta[12]) - c13_adj__beta[12];
            let t = v13_adj__beta[12] + y;
            c13_adj__beta[12] = select(((t * kahan_one) - v13_adj__beta[12]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[12] = t;
        }
        {
            let y = (q_v13_adj__beta[13]) - c13_adj__beta[13];
            let t = v13_adj__beta[13] + y;
            c13_adj__beta[13] = select(((t * kahan_one) - v13_adj__beta[13]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[13] = t;
        }
        {
            let y = (q_v13_adj__beta[14]) - c13_adj__beta[14];
            let t = v13_adj__beta[14] + y;
            c13_adj__beta[14] = select(((t * kahan_one) - v13_adj__beta[14]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[14] = t;
        }
        {
            let y = (q_v13_adj__beta[15]) - c13_adj__beta[15];
            let t = v13_adj__beta[15] + y;
            c13_adj__beta[15] = select(((t * kahan_one) - v13_adj__beta[15]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[15] = t;
        }
        {
            let y = (q_v13_adj__beta[16]) - c13_adj__beta[16];
            let t = v13_adj__beta[16] + y;
            c13_adj__beta[16] = select(((t * kahan_one) - v13_adj__beta[16]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[16] = t;
        }
        {
            let y = (q_v13_adj__beta[17]) - c13_adj__beta[17];
            let t = v13_adj__beta[17] + y;
            c13_adj__beta[17] = select(((t * kahan_one) - v13_adj__beta[17]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[17] = t;
        }
        {
            let y = (q_v13_adj__beta[18]) - c13_adj__beta[18];
            let t = v13_adj__beta[18] + y;
            c13_adj__beta[18] = select(((t * kahan_one) - v13_adj__beta[18]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[18] = t;
        }
        {
            let y = (q_v13_adj__beta[19]) - c13_adj__beta[19];
            let t = v13_adj__beta[19] + y;
            c13_adj__beta[19] = select(((t * kahan_one) - v13_adj__beta[19]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[19] = t;
        }
        {
            let y = (q_v13_adj__beta[20]) - c13_adj__beta[20];
            let t = v13_adj__beta[20] + y;
            c13_adj__beta[20] = select(((t * kahan_one) - v13_adj__beta[20]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[20] = t;
        }
        {
            let y = (q_v13_adj__beta[21]) - c13_adj__beta[21];
            let t = v13_adj__beta[21] + y;
            c13_adj__beta[21] = select(((t * kahan_one) - v13_adj__beta[21]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[21] = t;
        }
        {
            let y = (q_v13_adj__beta[22]) - c13_adj__beta[22];
            let t = v13_adj__beta[22] + y;
            c13_adj__beta[22] = select(((t * kahan_one) - v13_adj__beta[22]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[22] = t;
        }
        {
            let y = (q_v13_adj__beta[23]) - c13_adj__beta[23];
            let t = v13_adj__beta[23] + y;
            c13_adj__beta[23] = select(((t * kahan_one) - v13_adj__beta[23]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[23] = t;
        }
        {
            let y = (q_v13_adj__beta[24]) - c13_adj__beta[24];
            let t = v13_adj__beta[24] + y;
            c13_adj__beta[24] = select(((t * kahan_one) - v13_adj__beta[24]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__beta[24] = t;
        }
    }
    for (var r_v9_i____2: i32 = 10000 - (10000 - 0) % 8; r_v9_i____2 < 10000; r_v9_i____2++) {
        wg_trips += 1u;
        let v9_i____2: i32 = wg_uniform3(r_v9_i____2);
        v10_acc__ = 0.0f;
        {
            let v11_i____3: i32 = 0;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 1;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 2;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 3;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 4;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 5;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 6;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 7;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 8;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 9;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 10;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 11;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 12;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 13;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 14;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 15;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 16;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 17;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 18;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 19;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 20;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 21;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 22;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 23;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let v11_i____3: i32 = 24;
            v10_acc__ = v10_acc__ + (data_f[0 + (v9_i____2 * 25 + v11_i____3)] * v5_beta[v11_i____3]);
        }
        {
            let y = (wg_log_inv_logit((((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t5 = ((2.0f * f32(data_i[2 + v9_i____2])) - 1.0f);
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
            let v11_i____3: i32 = 24;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 23;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 22;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 21;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 20;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 19;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 18;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 17;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 16;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 15;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 14;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 13;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 12;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 11;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 10;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 9;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 8;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 7;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 6;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 5;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
            {
                let y = (t16) - c13_adj__beta[v11_i____3];
                let t = v13_adj__beta[v11_i____3] + y;
                c13_adj__beta[v11_i____3] = select(((t * kahan_one) - v13_adj__beta[v11_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[v11_i____3] = t;
            }
        }
        {
            let v11_i____3: i32 = 4;
            let t15 = v15_adj__acc__;
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
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
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
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
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
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
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
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
            let t16 = (t15 * data_f[0 + (v9_i____2 * 25 + v11_i____3)]);
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
    for (var b_v7_i__: i32 = 25; b_v7_i__ - 8 >= 0; b_v7_i__ -= 8) {
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
    for (var r_v7_i__: i32 = 0 + (25 - 0) % 8 - 1; r_v7_i__ >= 0; r_v7_i__--) {
        wg_trips += 1u;
        let v7_i__: i32 = r_v7_i__;
        let t24 = v13_adj__beta[v7_i__];
        v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
    }
    let t25 = v12_adj__alpha;
    v14_adj__unconstrained__[0] = v14_adj__unconstrained__[0] + t25;
    for (var k: i32 = 0; k < i32(DIM); k++) { wg_g[k] = v14_adj__unconstrained__[k]; }
    wg_trips += DIM;
    return lp;
}
