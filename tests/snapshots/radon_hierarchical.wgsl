const DIM: u32 = 54u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 54u;
var<private> wg_q: array<f32, DIM_ALLOC>;
var<private> wg_g: array<f32, DIM_ALLOC>;

fn logp_grad(lane: u32) -> f32 {
    let sbase = lane * SCRATCH_STRIDE;
    var lp: f32 = 0.0f;
    var lp_c: f32 = 0.0f;
    var v5_mu_a: f32;
    var v6_sigma_a: f32;
    var v7_beta: f32;
    var v8_sigma: f32;
    var v9_alpha_raw: array<f32, 50>;
    var v10_alpha: array<f32, 50>;
    var v16_hoisted: f32;
    var v17_adj__mu_a: f32;
    var c17_adj__mu_a: f32;
    var v18_adj__sigma_a: f32;
    var c18_adj__sigma_a: f32;
    var v19_adj__beta: f32;
    var c19_adj__beta: f32;
    var v20_adj__sigma: f32;
    var c20_adj__sigma: f32;
    var v21_adj__alpha_raw: array<f32, 50>;
    var v22_adj__alpha: array<f32, 50>;
    var c22_adj__alpha: array<f32, 50>;
    var v23_adj__unconstrained__: array<f32, 54>;
    var v24_adj__hoisted: f32;
    var c24_adj__hoisted: f32;
    v5_mu_a = wg_q[0];
    v6_sigma_a = wg_exp(wg_q[1]);
    {
        let y = (wg_q[1]) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v7_beta = wg_q[2];
    v8_sigma = wg_exp(wg_q[3]);
    {
        let y = (wg_q[3]) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v12_i__: i32 = 0; b_v12_i__ + 8 <= 50; b_v12_i__ += 8) {
        wg_trips += 1u;
        let u_v12_i__: i32 = b_v12_i__;
        {
            let v12_i__: i32 = u_v12_i__ + 0;
            v9_alpha_raw[v12_i__] = wg_q[(v12_i__ + 4)];
        }
        {
            let v12_i__: i32 = u_v12_i__ + 1;
            v9_alpha_raw[v12_i__] = wg_q[(v12_i__ + 4)];
        }
        {
            let v12_i__: i32 = u_v12_i__ + 2;
            v9_alpha_raw[v12_i__] = wg_q[(v12_i__ + 4)];
        }
        {
            let v12_i__: i32 = u_v12_i__ + 3;
            v9_alpha_raw[v12_i__] = wg_q[(v12_i__ + 4)];
        }
        {
            let v12_i__: i32 = u_v12_i__ + 4;
            v9_alpha_raw[v12_i__] = wg_q[(v12_i__ + 4)];
        }
        {
            let v12_i__: i32 = u_v12_i__ + 5;
            v9_alpha_raw[v12_i__] = wg_q[(v12_i__ + 4)];
        }
        {
            let v12_i__: i32 = u_v12_i__ + 6;
            v9_alpha_raw[v12_i__] = wg_q[(v12_i__ + 4)];
        }
        {
            let v12_i__: i32 = u_v12_i__ + 7;
            v9_alpha_raw[v12_i__] = wg_q[(v12_i__ + 4)];
        }
    }
    for (var r_v12_i__: i32 = 50 - (50 - 0) % 8; r_v12_i__ < 50; r_v12_i__++) {
        wg_trips += 1u;
        let v12_i__: i32 = r_v12_i__;
        v9_alpha_raw[v12_i__] = wg_q[(v12_i__ + 4)];
    }
    for (var b_v13_i____1: i32 = 0; b_v13_i____1 + 8 <= 50; b_v13_i____1 += 8) {
        wg_trips += 1u;
        let u_v13_i____1: i32 = b_v13_i____1;
        {
            let v13_i____1: i32 = u_v13_i____1 + 0;
            v10_alpha[v13_i____1] = (v5_mu_a + (v6_sigma_a * v9_alpha_raw[v13_i____1]));
        }
        {
            let v13_i____1: i32 = u_v13_i____1 + 1;
            v10_alpha[v13_i____1] = (v5_mu_a + (v6_sigma_a * v9_alpha_raw[v13_i____1]));
        }
        {
            let v13_i____1: i32 = u_v13_i____1 + 2;
            v10_alpha[v13_i____1] = (v5_mu_a + (v6_sigma_a * v9_alpha_raw[v13_i____1]));
        }
        {
            let v13_i____1: i32 = u_v13_i____1 + 3;
            v10_alpha[v13_i____1] = (v5_mu_a + (v6_sigma_a * v9_alpha_raw[v13_i____1]));
        }
        {
            let v13_i____1: i32 = u_v13_i____1 + 4;
            v10_alpha[v13_i____1] = (v5_mu_a + (v6_sigma_a * v9_alpha_raw[v13_i____1]));
        }
        {
            let v13_i____1: i32 = u_v13_i____1 + 5;
            v10_alpha[v13_i____1] = (v5_mu_a + (v6_sigma_a * v9_alpha_raw[v13_i____1]));
        }
        {
            let v13_i____1: i32 = u_v13_i____1 + 6;
            v10_alpha[v13_i____1] = (v5_mu_a + (v6_sigma_a * v9_alpha_raw[v13_i____1]));
        }
        {
            let v13_i____1: i32 = u_v13_i____1 + 7;
            v10_alpha[v13_i____1] = (v5_mu_a + (v6_sigma_a * v9_alpha_raw[v13_i____1]));
        }
    }
    for (var r_v13_i____1: i32 = 50 - (50 - 0) % 8; r_v13_i____1 < 50; r_v13_i____1++) {
        wg_trips += 1u;
        let v13_i____1: i32 = r_v13_i____1;
        v10_alpha[v13_i____1] = (v5_mu_a + (v6_sigma_a * v9_alpha_raw[v13_i____1]));
    }
    {
        let y = (((-0.5f) * wg_square((v5_mu_a / 5.0f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square((v6_sigma_a / 2.5f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square((v7_beta / 5.0f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square((v8_sigma / 2.5f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v14_i____2: i32 = 0; b_v14_i____2 + 8 <= 50; b_v14_i____2 += 8) {
        wg_trips += 1u;
        let u_v14_i____2: i32 = b_v14_i____2;
        {
            let v14_i____2: i32 = u_v14_i____2 + 0;
            {
                let y = (((-0.5f) * wg_square(v9_alpha_raw[v14_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v9_alpha_raw[v14_i____2]));
            v21_adj__alpha_raw[v14_i____2] = v21_adj__alpha_raw[v14_i____2] + t4;
        }
        {
            let v14_i____2: i32 = u_v14_i____2 + 1;
            {
                let y = (((-0.5f) * wg_square(v9_alpha_raw[v14_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v9_alpha_raw[v14_i____2]));
            v21_adj__alpha_raw[v14_i____2] = v21_adj__alpha_raw[v14_i____2] + t4;
        }
        {
            let v14_i____2: i32 = u_v14_i____2 + 2;
            {
                let y = (((-0.5f) * wg_square(v9_alpha_raw[v14_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v9_alpha_raw[v14_i____2]));
            v21_adj__alpha_raw[v14_i____2] = v21_adj__alpha_raw[v14_i____2] + t4;
        }
        {
            let v14_i____2: i32 = u_v14_i____2 + 3;
            {
                let y = (((-0.5f) * wg_square(v9_alpha_raw[v14_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v9_alpha_raw[v14_i____2]));
            v21_adj__alpha_raw[v14_i____2] = v21_adj__alpha_raw[v14_i____2] + t4;
        }
        {
            let v14_i____2: i32 = u_v14_i____2 + 4;
            {
                let y = (((-0.5f) * wg_square(v9_alpha_raw[v14_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v9_alpha_raw[v14_i____2]));
            v21_adj__alpha_raw[v14_i____2] = v21_adj__alpha_raw[v14_i____2] + t4;
        }
        {
            let v14_i____2: i32 = u_v14_i____2 + 5;
            {
                let y = (((-0.5f) * wg_square(v9_alpha_raw[v14_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v9_alpha_raw[v14_i____2]));
            v21_adj__alpha_raw[v14_i____2] = v21_adj__alpha_raw[v14_i____2] + t4;
        }
        {
            let v14_i____2: i32 = u_v14_i____2 + 6;
            {
                let y = (((-0.5f) * wg_square(v9_alpha_raw[v14_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v9_alpha_raw[v14_i____2]));
            v21_adj__alpha_raw[v14_i____2] = v21_adj__alpha_raw[v14_i____2] + t4;
        }
        {
            let v14_i____2: i32 = u_v14_i____2 + 7;
            {
                let y = (((-0.5f) * wg_square(v9_alpha_raw[v14_i____2]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v9_alpha_raw[v14_i____2]));
            v21_adj__alpha_raw[v14_i____2] = v21_adj__alpha_raw[v14_i____2] + t4;
        }
    }
    for (var r_v14_i____2: i32 = 50 - (50 - 0) % 8; r_v14_i____2 < 50; r_v14_i____2++) {
        wg_trips += 1u;
        let v14_i____2: i32 = r_v14_i____2;
        {
            let y = (((-0.5f) * wg_square(v9_alpha_raw[v14_i____2]))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v9_alpha_raw[v14_i____2]));
        v21_adj__alpha_raw[v14_i____2] = v21_adj__alpha_raw[v14_i____2] + t4;
    }
    v16_hoisted = wg_log(v8_sigma);
    for (var b_v15_i____3: i32 = 0; b_v15_i____3 + 8 <= 1000; b_v15_i____3 += 8) {
        wg_trips += 1u;
        let u_v15_i____3: i32 = wg_uniform2(b_v15_i____3);
        let u_v15_i____3_w: i32 = (u_v15_i____3 - 0) >> 2u;
        var u_v15_i____3_d1: vec4<f32>;
        var u_v15_i____3_d3: vec4<f32>;
        var u_v15_i____3_d0: vec4<f32>;
        var u_v15_i____3_d2: vec4<f32>;
        var q_v19_adj__beta: f32;
        var q_v20_adj__sigma: f32;
        var q_v24_adj__hoisted: f32;
        {
            let v15_i____3: i32 = u_v15_i____3 + 0;
            u_v15_i____3_d0 = data_f4[u_v15_i____3_w + 250];
            u_v15_i____3_d1 = data_f4[u_v15_i____3_w + 0];
            {
                let y = ((((-0.5f) * wg_square(((u_v15_i____3_d0.x - (v10_alpha[data_i[8 + v15_i____3]] + (v7_beta * u_v15_i____3_d1.x))) / v8_sigma))) + (-v16_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (v7_beta * u_v15_i____3_d1.x);
            let t6 = (v10_alpha[data_i[8 + v15_i____3]] + t5);
            let t7 = (u_v15_i____3_d0.x - t6);
            let t8 = (t7 / v8_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v8_sigma);
            let t18 = (-t17);
            {
                let y = (t18) - c22_adj__alpha[data_i[8 + v15_i____3]];
                let t = v22_adj__alpha[data_i[8 + v15_i____3]] + y;
                c22_adj__alpha[data_i[8 + v15_i____3]] = select(((t * kahan_one) - v22_adj__alpha[data_i[8 + v15_i____3]]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[data_i[8 + v15_i____3]] = t;
            }
            let t21 = (t18 * u_v15_i____3_d1.x);
            q_v19_adj__beta = q_v19_adj__beta + t21;
            let t22 = (-((t16 * t8) / v8_sigma));
            q_v20_adj__sigma = q_v20_adj__sigma + t22;
            q_v24_adj__hoisted = q_v24_adj__hoisted + (-1.0f);
        }
        {
            let v15_i____3: i32 = u_v15_i____3 + 1;
            {
                let y = ((((-0.5f) * wg_square(((u_v15_i____3_d0.y - (v10_alpha[data_i[8 + v15_i____3]] + (v7_beta * u_v15_i____3_d1.y))) / v8_sigma))) + (-v16_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (v7_beta * u_v15_i____3_d1.y);
            let t6 = (v10_alpha[data_i[8 + v15_i____3]] + t5);
            let t7 = (u_v15_i____3_d0.y - t6);
            let t8 = (t7 / v8_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v8_sigma);
            let t18 = (-t17);
            {
                let y = (t18) - c22_adj__alpha[data_i[8 + v15_i____3]];
                let t = v22_adj__alpha[data_i[8 + v15_i____3]] + y;
                c22_adj__alpha[data_i[8 + v15_i____3]] = select(((t * kahan_one) - v22_adj__alpha[data_i[8 + v15_i____3]]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[data_i[8 + v15_i____3]] = t;
            }
            let t21 = (t18 * u_v15_i____3_d1.y);
            q_v19_adj__beta = q_v19_adj__beta + t21;
            let t22 = (-((t16 * t8) / v8_sigma));
            q_v20_adj__sigma = q_v20_adj__sigma + t22;
            q_v24_adj__hoisted = q_v24_adj__hoisted + (-1.0f);
        }
        {
            let v15_i____3: i32 = u_v15_i____3 + 2;
            {
                let y = ((((-0.5f) * wg_square(((u_v15_i____3_d0.z - (v10_alpha[data_i[8 + v15_i____3]] + (v7_beta * u_v15_i____3_d1.z))) / v8_sigma))) + (-v16_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (v7_beta * u_v15_i____3_d1.z);
            let t6 = (v10_alpha[data_i[8 + v15_i____3]] + t5);
            let t7 = (u_v15_i____3_d0.z - t6);
            let t8 = (t7 / v8_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v8_sigma);
            let t18 = (-t17);
            {
                let y = (t18) - c22_adj__alpha[data_i[8 + v15_i____3]];
                let t = v22_adj__alpha[data_i[8 + v15_i____3]] + y;
                c22_adj__alpha[data_i[8 + v15_i____3]] = select(((t * kahan_one) - v22_adj__alpha[data_i[8 + v15_i____3]]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[data_i[8 + v15_i____3]] = t;
            }
            let t21 = (t18 * u_v15_i____3_d1.z);
            q_v19_adj__beta = q_v19_adj__beta + t21;
            let t22 = (-((t16 * t8) / v8_sigma));
            q_v20_adj__sigma = q_v20_adj__sigma + t22;
            q_v24_adj__hoisted = q_v24_adj__hoisted + (-1.0f);
        }
        {
            let v15_i____3: i32 = u_v15_i____3 + 3;
            {
                let y = ((((-0.5f) * wg_square(((u_v15_i____3_d0.w - (v10_alpha[data_i[8 + v15_i____3]] + (v7_beta * u_v15_i____3_d1.w))) / v8_sigma))) + (-v16_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (v7_beta * u_v15_i____3_d1.w);
            let t6 = (v10_alpha[data_i[8 + v15_i____3]] + t5);
            let t7 = (u_v15_i____3_d0.w - t6);
            let t8 = (t7 / v8_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v8_sigma);
            let t18 = (-t17);
            {
                let y = (t18) - c22_adj__alpha[data_i[8 + v15_i____3]];
                let t = v22_adj__alpha[data_i[8 + v15_i____3]] + y;
                c22_adj__alpha[data_i[8 + v15_i____3]] = select(((t * kahan_one) - v22_adj__alpha[data_i[8 + v15_i____3]]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[data_i[8 + v15_i____3]] = t;
            }
            let t21 = (t18 * u_v15_i____3_d1.w);
            q_v19_adj__beta = q_v19_adj__beta + t21;
            let t22 = (-((t16 * t8) / v8_sigma));
            q_v20_adj__sigma = q_v20_adj__sigma + t22;
            q_v24_adj__hoisted = q_v24_adj__hoisted + (-1.0f);
        }
        {
            let v15_i____3: i32 = u_v15_i____3 + 4;
            u_v15_i____3_d2 = data_f4[u_v15_i____3_w + 251];
            u_v15_i____3_d3 = data_f4[u_v15_i____3_w + 1];
            {
                let y = ((((-0.5f) * wg_square(((u_v15_i____3_d2.x - (v10_alpha[data_i[8 + v15_i____3]] + (v7_beta * u_v15_i____3_d3.x))) / v8_sigma))) + (-v16_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (v7_beta * u_v15_i____3_d3.x);
            let t6 = (v10_alpha[data_i[8 + v15_i____3]] + t5);
            let t7 = (u_v15_i____3_d2.x - t6);
            let t8 = (t7 / v8_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v8_sigma);
            let t18 = (-t17);
            {
                let y = (t18) - c22_adj__alpha[data_i[8 + v15_i____3]];
                let t = v22_adj__alpha[data_i[8 + v15_i____3]] + y;
                c22_adj__alpha[data_i[8 + v15_i____3]] = select(((t * kahan_one) - v22_adj__alpha[data_i[8 + v15_i____3]]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[data_i[8 + v15_i____3]] = t;
            }
            let t21 = (t18 * u_v15_i____3_d3.x);
            q_v19_adj__beta = q_v19_adj__beta + t21;
            let t22 = (-((t16 * t8) / v8_sigma));
            q_v20_adj__sigma = q_v20_adj__sigma + t22;
            q_v24_adj__hoisted = q_v24_adj__hoisted + (-1.0f);
        }
        {
            let v15_i____3: i32 = u_v15_i____3 + 5;
            {
                let y = ((((-0.5f) * wg_square(((u_v15_i____3_d2.y - (v10_alpha[data_i[8 + v15_i____3]] + (v7_beta * u_v15_i____3_d3.y))) / v8_sigma))) + (-v16_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (v7_beta * u_v15_i____3_d3.y);
            let t6 = (v10_alpha[data_i[8 + v15_i____3]] + t5);
            let t7 = (u_v15_i____3_d2.y - t6);
            let t8 = (t7 / v8_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v8_sigma);
            let t18 = (-t17);
            {
                let y = (t18) - c22_adj__alpha[data_i[8 + v15_i____3]];
                let t = v22_adj__alpha[data_i[8 + v15_i____3]] + y;
                c22_adj__alpha[data_i[8 + v15_i____3]] = select(((t * kahan_one) - v22_adj__alpha[data_i[8 + v15_i____3]]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[data_i[8 + v15_i____3]] = t;
            }
            let t21 = (t18 * u_v15_i____3_d3.y);
            q_v19_adj__beta = q_v19_adj__beta + t21;
            let t22 = (-((t16 * t8) / v8_sigma));
            q_v20_adj__sigma = q_v20_adj__sigma + t22;
            q_v24_adj__hoisted = q_v24_adj__hoisted + (-1.0f);
        }
        {
            let v15_i____3: i32 = u_v15_i____3 + 6;
            {
                let y = ((((-0.5f) * wg_square(((u_v15_i____3_d2.z - (v10_alpha[data_i[8 + v15_i____3]] + (v7_beta * u_v15_i____3_d3.z))) / v8_sigma))) + (-v16_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (v7_beta * u_v15_i____3_d3.z);
            let t6 = (v10_alpha[data_i[8 + v15_i____3]] + t5);
            let t7 = (u_v15_i____3_d2.z - t6);
            let t8 = (t7 / v8_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v8_sigma);
            let t18 = (-t17);
            {
                let y = (t18) - c22_adj__alpha[data_i[8 + v15_i____3]];
                let t = v22_adj__alpha[data_i[8 + v15_i____3]] + y;
                c22_adj__alpha[data_i[8 + v15_i____3]] = select(((t * kahan_one) - v22_adj__alpha[data_i[8 + v15_i____3]]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[data_i[8 + v15_i____3]] = t;
            }
            let t21 = (t18 * u_v15_i____3_d3.z);
            q_v19_adj__beta = q_v19_adj__beta + t21;
            let t22 = (-((t16 * t8) / v8_sigma));
            q_v20_adj__sigma = q_v20_adj__sigma + t22;
            q_v24_adj__hoisted = q_v24_adj__hoisted + (-1.0f);
        }
        {
            let v15_i____3: i32 = u_v15_i____3 + 7;
            {
                let y = ((((-0.5f) * wg_square(((u_v15_i____3_d2.w - (v10_alpha[data_i[8 + v15_i____3]] + (v7_beta * u_v15_i____3_d3.w))) / v8_sigma))) + (-v16_hoisted))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t5 = (v7_beta * u_v15_i____3_d3.w);
            let t6 = (v10_alpha[data_i[8 + v15_i____3]] + t5);
            let t7 = (u_v15_i____3_d2.w - t6);
            let t8 = (t7 / v8_sigma);
            let t16 = ((-0.5f) * (2.0f * t8));
            let t17 = (t16 / v8_sigma);
            let t18 = (-t17);
            {
                let y = (t18) - c22_adj__alpha[data_i[8 + v15_i____3]];
                let t = v22_adj__alpha[data_i[8 + v15_i____3]] + y;
                c22_adj__alpha[data_i[8 + v15_i____3]] = select(((t * kahan_one) - v22_adj__alpha[data_i[8 + v15_i____3]]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[data_i[8 + v15_i____3]] = t;
            }
            let t21 = (t18 * u_v15_i____3_d3.w);
            q_v19_adj__beta = q_v19_adj__beta + t21;
            let t22 = (-((t16 * t8) / v8_sigma));
            q_v20_adj__sigma = q_v20_adj__sigma + t22;
            q_v24_adj__hoisted = q_v24_adj__hoisted + (-1.0f);
        }
        {
            let y = (q_v19_adj__beta) - c19_adj__beta;
            let t = v19_adj__beta + y;
            c19_adj__beta = select(((t * kahan_one) - v19_adj__beta) - y, 0.0f, wg_is_nonfinite(t));
            v19_adj__beta = t;
        }
        {
            let y = (q_v20_adj__sigma) - c20_adj__sigma;
            let t = v20_adj__sigma + y;
            c20_adj__sigma = select(((t * kahan_one) - v20_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
            v20_adj__sigma = t;
        }
        {
            let y = (q_v24_adj__hoisted) - c24_adj__hoisted;
            let t = v24_adj__hoisted + y;
            c24_adj__hoisted = select(((t * kahan_one) - v24_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
            v24_adj__hoisted = t;
        }
    }
    for (var r_v15_i____3: i32 = 1000 - (1000 - 0) % 8; r_v15_i____3 < 1000; r_v15_i____3++) {
        wg_trips += 1u;
        let v15_i____3: i32 = wg_uniform2(r_v15_i____3);
        {
            let y = ((((-0.5f) * wg_square(((data_f[1000 + v15_i____3] - (v10_alpha[data_i[8 + v15_i____3]] + (v7_beta * data_f[0 + v15_i____3]))) / v8_sigma))) + (-v16_hoisted))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t5 = (v7_beta * data_f[0 + v15_i____3]);
        let t6 = (v10_alpha[data_i[8 + v15_i____3]] + t5);
        let t7 = (data_f[1000 + v15_i____3] - t6);
        let t8 = (t7 / v8_sigma);
        let t16 = ((-0.5f) * (2.0f * t8));
        let t17 = (t16 / v8_sigma);
        let t18 = (-t17);
        {
            let y = (t18) - c22_adj__alpha[data_i[8 + v15_i____3]];
            let t = v22_adj__alpha[data_i[8 + v15_i____3]] + y;
            c22_adj__alpha[data_i[8 + v15_i____3]] = select(((t * kahan_one) - v22_adj__alpha[data_i[8 + v15_i____3]]) - y, 0.0f, wg_is_nonfinite(t));
            v22_adj__alpha[data_i[8 + v15_i____3]] = t;
        }
        let t21 = (t18 * data_f[0 + v15_i____3]);
        {
            let y = (t21) - c19_adj__beta;
            let t = v19_adj__beta + y;
            c19_adj__beta = select(((t * kahan_one) - v19_adj__beta) - y, 0.0f, wg_is_nonfinite(t));
            v19_adj__beta = t;
        }
        let t22 = (-((t16 * t8) / v8_sigma));
        {
            let y = (t22) - c20_adj__sigma;
            let t = v20_adj__sigma + y;
            c20_adj__sigma = select(((t * kahan_one) - v20_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
            v20_adj__sigma = t;
        }
        {
            let y = ((-1.0f)) - c24_adj__hoisted;
            let t = v24_adj__hoisted + y;
            c24_adj__hoisted = select(((t * kahan_one) - v24_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
            v24_adj__hoisted = t;
        }
    }
    let t26 = v24_adj__hoisted;
    let t27 = (t26 * (1.0f / v8_sigma));
    {
        let y = (t27) - c20_adj__sigma;
        let t = v20_adj__sigma + y;
        c20_adj__sigma = select(((t * kahan_one) - v20_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
        v20_adj__sigma = t;
    }
    v24_adj__hoisted = 0.0f;
    c24_adj__hoisted = 0.0f;
    let t28 = (v8_sigma / 2.5f);
    let t33 = ((-0.5f) * (2.0f * t28));
    let t34 = (t33 / 2.5f);
    {
        let y = (t34) - c20_adj__sigma;
        let t = v20_adj__sigma + y;
        c20_adj__sigma = select(((t * kahan_one) - v20_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
        v20_adj__sigma = t;
    }
    let t35 = (v7_beta / 5.0f);
    let t40 = ((-0.5f) * (2.0f * t35));
    let t41 = (t40 / 5.0f);
    {
        let y = (t41) - c19_adj__beta;
        let t = v19_adj__beta + y;
        c19_adj__beta = select(((t * kahan_one) - v19_adj__beta) - y, 0.0f, wg_is_nonfinite(t));
        v19_adj__beta = t;
    }
    let t42 = (v6_sigma_a / 2.5f);
    let t47 = ((-0.5f) * (2.0f * t42));
    let t48 = (t47 / 2.5f);
    {
        let y = (t48) - c18_adj__sigma_a;
        let t = v18_adj__sigma_a + y;
        c18_adj__sigma_a = select(((t * kahan_one) - v18_adj__sigma_a) - y, 0.0f, wg_is_nonfinite(t));
        v18_adj__sigma_a = t;
    }
    let t49 = (v5_mu_a / 5.0f);
    let t54 = ((-0.5f) * (2.0f * t49));
    let t55 = (t54 / 5.0f);
    {
        let y = (t55) - c17_adj__mu_a;
        let t = v17_adj__mu_a + y;
        c17_adj__mu_a = select(((t * kahan_one) - v17_adj__mu_a) - y, 0.0f, wg_is_nonfinite(t));
        v17_adj__mu_a = t;
    }
    for (var b_v13_i____1: i32 = 50; b_v13_i____1 - 8 >= 0; b_v13_i____1 -= 8) {
        wg_trips += 1u;
        let u_v13_i____1: i32 = b_v13_i____1;
        var q_v17_adj__mu_a: f32;
        var q_v18_adj__sigma_a: f32;
        {
            let v13_i____1: i32 = u_v13_i____1 - 1 - 0;
            let t58 = v22_adj__alpha[v13_i____1];
            q_v17_adj__mu_a = q_v17_adj__mu_a + t58;
            let t61 = (t58 * v9_alpha_raw[v13_i____1]);
            q_v18_adj__sigma_a = q_v18_adj__sigma_a + t61;
            let t62 = (t58 * v6_sigma_a);
            v21_adj__alpha_raw[v13_i____1] = v21_adj__alpha_raw[v13_i____1] + t62;
        }
        {
            let v13_i____1: i32 = u_v13_i____1 - 1 - 1;
            let t58 = v22_adj__alpha[v13_i____1];
            q_v17_adj__mu_a = q_v17_adj__mu_a + t58;
            let t61 = (t58 * v9_alpha_raw[v13_i____1]);
            q_v18_adj__sigma_a = q_v18_adj__sigma_a + t61;
            let t62 = (t58 * v6_sigma_a);
            v21_adj__alpha_raw[v13_i____1] = v21_adj__alpha_raw[v13_i____1] + t62;
        }
        {
            let v13_i____1: i32 = u_v13_i____1 - 1 - 2;
            let t58 = v22_adj__alpha[v13_i____1];
            q_v17_adj__mu_a = q_v17_adj__mu_a + t58;
            let t61 = (t58 * v9_alpha_raw[v13_i____1]);
            q_v18_adj__sigma_a = q_v18_adj__sigma_a + t61;
            let t62 = (t58 * v6_sigma_a);
            v21_adj__alpha_raw[v13_i____1] = v21_adj__alpha_raw[v13_i____1] + t62;
        }
        {
            let v13_i____1: i32 = u_v13_i____1 - 1 - 3;
            let t58 = v22_adj__alpha[v13_i____1];
            q_v17_adj__mu_a = q_v17_adj__mu_a + t58;
            let t61 = (t58 * v9_alpha_raw[v13_i____1]);
            q_v18_adj__sigma_a = q_v18_adj__sigma_a + t61;
            let t62 = (t58 * v6_sigma_a);
            v21_adj__alpha_raw[v13_i____1] = v21_adj__alpha_raw[v13_i____1] + t62;
        }
        {
            let v13_i____1: i32 = u_v13_i____1 - 1 - 4;
            let t58 = v22_adj__alpha[v13_i____1];
            q_v17_adj__mu_a = q_v17_adj__mu_a + t58;
            let t61 = (t58 * v9_alpha_raw[v13_i____1]);
            q_v18_adj__sigma_a = q_v18_adj__sigma_a + t61;
            let t62 = (t58 * v6_sigma_a);
            v21_adj__alpha_raw[v13_i____1] = v21_adj__alpha_raw[v13_i____1] + t62;
        }
        {
            let v13_i____1: i32 = u_v13_i____1 - 1 - 5;
            let t58 = v22_adj__alpha[v13_i____1];
            q_v17_adj__mu_a = q_v17_adj__mu_a + t58;
            let t61 = (t58 * v9_alpha_raw[v13_i____1]);
            q_v18_adj__sigma_a = q_v18_adj__sigma_a + t61;
            let t62 = (t58 * v6_sigma_a);
            v21_adj__alpha_raw[v13_i____1] = v21_adj__alpha_raw[v13_i____1] + t62;
        }
        {
            let v13_i____1: i32 = u_v13_i____1 - 1 - 6;
            let t58 = v22_adj__alpha[v13_i____1];
            q_v17_adj__mu_a = q_v17_adj__mu_a + t58;
            let t61 = (t58 * v9_alpha_raw[v13_i____1]);
            q_v18_adj__sigma_a = q_v18_adj__sigma_a + t61;
            let t62 = (t58 * v6_sigma_a);
            v21_adj__alpha_raw[v13_i____1] = v21_adj__alpha_raw[v13_i____1] + t62;
        }
        {
            let v13_i____1: i32 = u_v13_i____1 - 1 - 7;
            let t58 = v22_adj__alpha[v13_i____1];
            q_v17_adj__mu_a = q_v17_adj__mu_a + t58;
            let t61 = (t58 * v9_alpha_raw[v13_i____1]);
            q_v18_adj__sigma_a = q_v18_adj__sigma_a + t61;
            let t62 = (t58 * v6_sigma_a);
            v21_adj__alpha_raw[v13_i____1] = v21_adj__alpha_raw[v13_i____1] + t62;
        }
        {
            let y = (q_v17_adj__mu_a) - c17_adj__mu_a;
            let t = v17_adj__mu_a + y;
            c17_adj__mu_a = select(((t * kahan_one) - v17_adj__mu_a) - y, 0.0f, wg_is_nonfinite(t));
            v17_adj__mu_a = t;
        }
        {
            let y = (q_v18_adj__sigma_a) - c18_adj__sigma_a;
            let t = v18_adj__sigma_a + y;
            c18_adj__sigma_a = select(((t * kahan_one) - v18_adj__sigma_a) - y, 0.0f, wg_is_nonfinite(t));
            v18_adj__sigma_a = t;
        }
    }
    for (var r_v13_i____1: i32 = 0 + (50 - 0) % 8 - 1; r_v13_i____1 >= 0; r_v13_i____1--) {
        wg_trips += 1u;
        let v13_i____1: i32 = r_v13_i____1;
        let t58 = v22_adj__alpha[v13_i____1];
        {
            let y = (t58) - c17_adj__mu_a;
            let t = v17_adj__mu_a + y;
            c17_adj__mu_a = select(((t * kahan_one) - v17_adj__mu_a) - y, 0.0f, wg_is_nonfinite(t));
            v17_adj__mu_a = t;
        }
        let t61 = (t58 * v9_alpha_raw[v13_i____1]);
        {
            let y = (t61) - c18_adj__sigma_a;
            let t = v18_adj__sigma_a + y;
            c18_adj__sigma_a = select(((t * kahan_one) - v18_adj__sigma_a) - y, 0.0f, wg_is_nonfinite(t));
            v18_adj__sigma_a = t;
        }
        let t62 = (t58 * v6_sigma_a);
        v21_adj__alpha_raw[v13_i____1] = v21_adj__alpha_raw[v13_i____1] + t62;
    }
    for (var b_v25_z__: i32 = 0; b_v25_z__ + 8 <= 50; b_v25_z__ += 8) {
        wg_trips += 1u;
        let u_v25_z__: i32 = b_v25_z__;
        {
            let v25_z__: i32 = u_v25_z__ + 0;
            v22_adj__alpha[v25_z__] = 0.0f;
            c22_adj__alpha[v25_z__] = 0.0f;
        }
        {
            let v25_z__: i32 = u_v25_z__ + 1;
            v22_adj__alpha[v25_z__] = 0.0f;
            c22_adj__alpha[v25_z__] = 0.0f;
        }
        {
            let v25_z__: i32 = u_v25_z__ + 2;
            v22_adj__alpha[v25_z__] = 0.0f;
            c22_adj__alpha[v25_z__] = 0.0f;
        }
        {
            let v25_z__: i32 = u_v25_z__ + 3;
            v22_adj__alpha[v25_z__] = 0.0f;
            c22_adj__alpha[v25_z__] = 0.0f;
        }
        {
            let v25_z__: i32 = u_v25_z__ + 4;
            v22_adj__alpha[v25_z__] = 0.0f;
            c22_adj__alpha[v25_z__] = 0.0f;
        }
        {
            let v25_z__: i32 = u_v25_z__ + 5;
            v22_adj__alpha[v25_z__] = 0.0f;
            c22_adj__alpha[v25_z__] = 0.0f;
        }
        {
            let v25_z__: i32 = u_v25_z__ + 6;
            v22_adj__alpha[v25_z__] = 0.0f;
            c22_adj__alpha[v25_z__] = 0.0f;
        }
        {
            let v25_z__: i32 = u_v25_z__ + 7;
            v22_adj__alpha[v25_z__] = 0.0f;
            c22_adj__alpha[v25_z__] = 0.0f;
        }
    }
    for (var r_v25_z__: i32 = 50 - (50 - 0) % 8; r_v25_z__ < 50; r_v25_z__++) {
        wg_trips += 1u;
        let v25_z__: i32 = r_v25_z__;
        v22_adj__alpha[v25_z__] = 0.0f;
        c22_adj__alpha[v25_z__] = 0.0f;
    }
    for (var b_v12_i__: i32 = 50; b_v12_i__ - 8 >= 0; b_v12_i__ -= 8) {
        wg_trips += 1u;
        let u_v12_i__: i32 = b_v12_i__;
        {
            let v12_i__: i32 = u_v12_i__ - 1 - 0;
            let t63 = v21_adj__alpha_raw[v12_i__];
            v23_adj__unconstrained__[(v12_i__ + 4)] = v23_adj__unconstrained__[(v12_i__ + 4)] + t63;
        }
        {
            let v12_i__: i32 = u_v12_i__ - 1 - 1;
            let t63 = v21_adj__alpha_raw[v12_i__];
            v23_adj__unconstrained__[(v12_i__ + 4)] = v23_adj__unconstrained__[(v12_i__ + 4)] + t63;
        }
        {
            let v12_i__: i32 = u_v12_i__ - 1 - 2;
            let t63 = v21_adj__alpha_raw[v12_i__];
            v23_adj__unconstrained__[(v12_i__ + 4)] = v23_adj__unconstrained__[(v12_i__ + 4)] + t63;
        }
        {
            let v12_i__: i32 = u_v12_i__ - 1 - 3;
            let t63 = v21_adj__alpha_raw[v12_i__];
            v23_adj__unconstrained__[(v12_i__ + 4)] = v23_adj__unconstrained__[(v12_i__ + 4)] + t63;
        }
        {
            let v12_i__: i32 = u_v12_i__ - 1 - 4;
            let t63 = v21_adj__alpha_raw[v12_i__];
            v23_adj__unconstrained__[(v12_i__ + 4)] = v23_adj__unconstrained__[(v12_i__ + 4)] + t63;
        }
        {
            let v12_i__: i32 = u_v12_i__ - 1 - 5;
            let t63 = v21_adj__alpha_raw[v12_i__];
            v23_adj__unconstrained__[(v12_i__ + 4)] = v23_adj__unconstrained__[(v12_i__ + 4)] + t63;
        }
        {
            let v12_i__: i32 = u_v12_i__ - 1 - 6;
            let t63 = v21_adj__alpha_raw[v12_i__];
            v23_adj__unconstrained__[(v12_i__ + 4)] = v23_adj__unconstrained__[(v12_i__ + 4)] + t63;
        }
        {
            let v12_i__: i32 = u_v12_i__ - 1 - 7;
            let t63 = v21_adj__alpha_raw[v12_i__];
            v23_adj__unconstrained__[(v12_i__ + 4)] = v23_adj__unconstrained__[(v12_i__ + 4)] + t63;
        }
    }
    for (var r_v12_i__: i32 = 0 + (50 - 0) % 8 - 1; r_v12_i__ >= 0; r_v12_i__--) {
        wg_trips += 1u;
        let v12_i__: i32 = r_v12_i__;
        let t63 = v21_adj__alpha_raw[v12_i__];
        v23_adj__unconstrained__[(v12_i__ + 4)] = v23_adj__unconstrained__[(v12_i__ + 4)] + t63;
    }
    v23_adj__unconstrained__[3] = v23_adj__unconstrained__[3] + 1.0f;
    let t65 = wg_exp(wg_q[3]);
    let t66 = v20_adj__sigma;
    let t67 = (t66 * t65);
    v23_adj__unconstrained__[3] = v23_adj__unconstrained__[3] + t67;
    let t68 = v19_adj__beta;
    v23_adj__unconstrained__[2] = v23_adj__unconstrained__[2] + t68;
    v23_adj__unconstrained__[1] = v23_adj__unconstrained__[1] + 1.0f;
    let t70 = wg_exp(wg_q[1]);
    let t71 = v18_adj__sigma_a;
    let t72 = (t71 * t70);
    v23_adj__unconstrained__[1] = v23_adj__unconstrained__[1] + t72;
    let t73 = v17_adj__mu_a;
    v23_adj__unconstrained__[0] = v23_adj__unconstrained__[0] + t73;
    for (var k: i32 = 0; k < i32(DIM); k++) { wg_g[k] = v23_adj__unconstrained__[k]; }
    wg_trips += DIM;
    return lp;
}
