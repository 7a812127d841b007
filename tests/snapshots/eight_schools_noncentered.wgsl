const DIM: u32 = 10u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;

fn logp_grad(lane: u32) -> f32 {
    let base = lane * DIM;
    let sbase = lane * SCRATCH_STRIDE;
    var lp: f32 = 0.0f;
    var lp_c: f32 = 0.0f;
    var v3_theta_trans: array<f32, 8>;
    var v4_mu: f32;
    var v5_tau: f32;
    var v6_theta: array<f32, 8>;
    var v12_adj__theta_trans: array<f32, 8>;
    var c12_adj__theta_trans: array<f32, 8>;
    var v13_adj__mu: f32;
    var c13_adj__mu: f32;
    var v14_adj__tau: f32;
    var c14_adj__tau: f32;
    var v15_adj__theta: array<f32, 8>;
    var c15_adj__theta: array<f32, 8>;
    var v16_adj__unconstrained__: array<f32, 10>;
    var c16_adj__unconstrained__: array<f32, 10>;
    {
        let v8_i__: i32 = 0;
        v3_theta_trans[v8_i__] = points[base + u32(v8_i__)];
    }
    {
        let v8_i__: i32 = 1;
        v3_theta_trans[v8_i__] = points[base + u32(v8_i__)];
    }
    {
        let v8_i__: i32 = 2;
        v3_theta_trans[v8_i__] = points[base + u32(v8_i__)];
    }
    {
        let v8_i__: i32 = 3;
        v3_theta_trans[v8_i__] = points[base + u32(v8_i__)];
    }
    {
        let v8_i__: i32 = 4;
        v3_theta_trans[v8_i__] = points[base + u32(v8_i__)];
    }
    {
        let v8_i__: i32 = 5;
        v3_theta_trans[v8_i__] = points[base + u32(v8_i__)];
    }
    {
        let v8_i__: i32 = 6;
        v3_theta_trans[v8_i__] = points[base + u32(v8_i__)];
    }
    {
        let v8_i__: i32 = 7;
        v3_theta_trans[v8_i__] = points[base + u32(v8_i__)];
    }
    v4_mu = points[base + u32(8)];
    v5_tau = wg_exp(points[base + u32(9)]);
    {
        let y = (points[base + u32(9)]) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    {
        let v9_i____1: i32 = 0;
        v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
    }
    {
        let v9_i____1: i32 = 1;
        v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
    }
    {
        let v9_i____1: i32 = 2;
        v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
    }
    {
        let v9_i____1: i32 = 3;
        v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
    }
    {
        let v9_i____1: i32 = 4;
        v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
    }
    {
        let v9_i____1: i32 = 5;
        v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
    }
    {
        let v9_i____1: i32 = 6;
        v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
    }
    {
        let v9_i____1: i32 = 7;
        v6_theta[v9_i____1] = ((v3_theta_trans[v9_i____1] * v5_tau) + v4_mu);
    }
    {
        let y = (((-0.5f) * wg_square((v4_mu / 5.0f)))) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    {
        let y = (((-1.0f) * wg_log1p(wg_square((v5_tau / 5.0f))))) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    {
        let v10_i____2: i32 = 0;
        {
            let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
        {
            let y = (t4) - c12_adj__theta_trans[v10_i____2];
            let t = v12_adj__theta_trans[v10_i____2] + y;
            c12_adj__theta_trans[v10_i____2] = ((t * kahan_one) - v12_adj__theta_trans[v10_i____2]) - y;
            v12_adj__theta_trans[v10_i____2] = t;
        }
    }
    {
        let v10_i____2: i32 = 1;
        {
            let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
        {
            let y = (t4) - c12_adj__theta_trans[v10_i____2];
            let t = v12_adj__theta_trans[v10_i____2] + y;
            c12_adj__theta_trans[v10_i____2] = ((t * kahan_one) - v12_adj__theta_trans[v10_i____2]) - y;
            v12_adj__theta_trans[v10_i____2] = t;
        }
    }
    {
        let v10_i____2: i32 = 2;
        {
            let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
        {
            let y = (t4) - c12_adj__theta_trans[v10_i____2];
            let t = v12_adj__theta_trans[v10_i____2] + y;
            c12_adj__theta_trans[v10_i____2] = ((t * kahan_one) - v12_adj__theta_trans[v10_i____2]) - y;
            v12_adj__theta_trans[v10_i____2] = t;
        }
    }
    {
        let v10_i____2: i32 = 3;
        {
            let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
        {
            let y = (t4) - c12_adj__theta_trans[v10_i____2];
            let t = v12_adj__theta_trans[v10_i____2] + y;
            c12_adj__theta_trans[v10_i____2] = ((t * kahan_one) - v12_adj__theta_trans[v10_i____2]) - y;
            v12_adj__theta_trans[v10_i____2] = t;
        }
    }
    {
        let v10_i____2: i32 = 4;
        {
            let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
        {
            let y = (t4) - c12_adj__theta_trans[v10_i____2];
            let t = v12_adj__theta_trans[v10_i____2] + y;
            c12_adj__theta_trans[v10_i____2] = ((t * kahan_one) - v12_adj__theta_trans[v10_i____2]) - y;
            v12_adj__theta_trans[v10_i____2] = t;
        }
    }
    {
        let v10_i____2: i32 = 5;
        {
            let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
        {
            let y = (t4) - c12_adj__theta_trans[v10_i____2];
            let t = v12_adj__theta_trans[v10_i____2] + y;
            c12_adj__theta_trans[v10_i____2] = ((t * kahan_one) - v12_adj__theta_trans[v10_i____2]) - y;
            v12_adj__theta_trans[v10_i____2] = t;
        }
    }
    {
        let v10_i____2: i32 = 6;
        {
            let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
        {
            let y = (t4) - c12_adj__theta_trans[v10_i____2];
            let t = v12_adj__theta_trans[v10_i____2] + y;
            c12_adj__theta_trans[v10_i____2] = ((t * kahan_one) - v12_adj__theta_trans[v10_i____2]) - y;
            v12_adj__theta_trans[v10_i____2] = t;
        }
    }
    {
        let v10_i____2: i32 = 7;
        {
            let y = (((-0.5f) * wg_square(v3_theta_trans[v10_i____2]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v3_theta_trans[v10_i____2]));
        {
            let y = (t4) - c12_adj__theta_trans[v10_i____2];
            let t = v12_adj__theta_trans[v10_i____2] + y;
            c12_adj__theta_trans[v10_i____2] = ((t * kahan_one) - v12_adj__theta_trans[v10_i____2]) - y;
            v12_adj__theta_trans[v10_i____2] = t;
        }
    }
    {
        let v11_i____3: i32 = 0;
        {
            let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
        let t6 = (t5 / data_f[8 + v11_i____3]);
        let t11 = ((-0.5f) * (2.0f * t6));
        let t12 = (t11 / data_f[8 + v11_i____3]);
        let t13 = (-t12);
        {
            let y = (t13) - c15_adj__theta[v11_i____3];
            let t = v15_adj__theta[v11_i____3] + y;
            c15_adj__theta[v11_i____3] = ((t * kahan_one) - v15_adj__theta[v11_i____3]) - y;
            v15_adj__theta[v11_i____3] = t;
        }
    }
    {
        let v11_i____3: i32 = 1;
        {
            let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
        let t6 = (t5 / data_f[8 + v11_i____3]);
        let t11 = ((-0.5f) * (2.0f * t6));
        let t12 = (t11 / data_f[8 + v11_i____3]);
        let t13 = (-t12);
        {
            let y = (t13) - c15_adj__theta[v11_i____3];
            let t = v15_adj__theta[v11_i____3] + y;
            c15_adj__theta[v11_i____3] = ((t * kahan_one) - v15_adj__theta[v11_i____3]) - y;
            v15_adj__theta[v11_i____3] = t;
        }
    }
    {
        let v11_i____3: i32 = 2;
        {
            let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
        let t6 = (t5 / data_f[8 + v11_i____3]);
        let t11 = ((-0.5f) * (2.0f * t6));
        let t12 = (t11 / data_f[8 + v11_i____3]);
        let t13 = (-t12);
        {
            let y = (t13) - c15_adj__theta[v11_i____3];
            let t = v15_adj__theta[v11_i____3] + y;
            c15_adj__theta[v11_i____3] = ((t * kahan_one) - v15_adj__theta[v11_i____3]) - y;
            v15_adj__theta[v11_i____3] = t;
        }
    }
    {
        let v11_i____3: i32 = 3;
        {
            let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
        let t6 = (t5 / data_f[8 + v11_i____3]);
        let t11 = ((-0.5f) * (2.0f * t6));
        let t12 = (t11 / data_f[8 + v11_i____3]);
        let t13 = (-t12);
        {
            let y = (t13) - c15_adj__theta[v11_i____3];
            let t = v15_adj__theta[v11_i____3] + y;
            c15_adj__theta[v11_i____3] = ((t * kahan_one) - v15_adj__theta[v11_i____3]) - y;
            v15_adj__theta[v11_i____3] = t;
        }
    }
    {
        let v11_i____3: i32 = 4;
        {
            let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
        let t6 = (t5 / data_f[8 + v11_i____3]);
        let t11 = ((-0.5f) * (2.0f * t6));
        let t12 = (t11 / data_f[8 + v11_i____3]);
        let t13 = (-t12);
        {
            let y = (t13) - c15_adj__theta[v11_i____3];
            let t = v15_adj__theta[v11_i____3] + y;
            c15_adj__theta[v11_i____3] = ((t * kahan_one) - v15_adj__theta[v11_i____3]) - y;
            v15_adj__theta[v11_i____3] = t;
        }
    }
    {
        let v11_i____3: i32 = 5;
        {
            let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
        let t6 = (t5 / data_f[8 + v11_i____3]);
        let t11 = ((-0.5f) * (2.0f * t6));
        let t12 = (t11 / data_f[8 + v11_i____3]);
        let t13 = (-t12);
        {
            let y = (t13) - c15_adj__theta[v11_i____3];
            let t = v15_adj__theta[v11_i____3] + y;
            c15_adj__theta[v11_i____3] = ((t * kahan_one) - v15_adj__theta[v11_i____3]) - y;
            v15_adj__theta[v11_i____3] = t;
        }
    }
    {
        let v11_i____3: i32 = 6;
        {
            let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
        let t6 = (t5 / data_f[8 + v11_i____3]);
        let t11 = ((-0.5f) * (2.0f * t6));
        let t12 = (t11 / data_f[8 + v11_i____3]);
        let t13 = (-t12);
        {
            let y = (t13) - c15_adj__theta[v11_i____3];
            let t = v15_adj__theta[v11_i____3] + y;
            c15_adj__theta[v11_i____3] = ((t * kahan_one) - v15_adj__theta[v11_i____3]) - y;
            v15_adj__theta[v11_i____3] = t;
        }
    }
    {
        let v11_i____3: i32 = 7;
        {
            let y = (((-0.5f) * wg_square(((data_f[0 + v11_i____3] - v6_theta[v11_i____3]) / data_f[8 + v11_i____3])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t5 = (data_f[0 + v11_i____3] - v6_theta[v11_i____3]);
        let t6 = (t5 / data_f[8 + v11_i____3]);
        let t11 = ((-0.5f) * (2.0f * t6));
        let t12 = (t11 / data_f[8 + v11_i____3]);
        let t13 = (-t12);
        {
            let y = (t13) - c15_adj__theta[v11_i____3];
            let t = v15_adj__theta[v11_i____3] + y;
            c15_adj__theta[v11_i____3] = ((t * kahan_one) - v15_adj__theta[v11_i____3]) - y;
            v15_adj__theta[v11_i____3] = t;
        }
    }
    let t14 = (v5_tau / 5.0f);
    let t15 = wg_square(t14);
    let t20 = ((-1.0f) * (1.0f / (1.0f + t15)));
    let t21 = (t20 * (2.0f * t14));
    let t22 = (t21 / 5.0f);
    {
        let y = (t22) - c14_adj__tau;
        let t = v14_adj__tau + y;
        c14_adj__tau = ((t * kahan_one) - v14_adj__tau) - y;
        v14_adj__tau = t;
    }
    let t23 = (v4_mu / 5.0f);
    let t28 = ((-0.5f) * (2.0f * t23));
    let t29 = (t28 / 5.0f);
    {
        let y = (t29) - c13_adj__mu;
        let t = v13_adj__mu + y;
        c13_adj__mu = ((t * kahan_one) - v13_adj__mu) - y;
        v13_adj__mu = t;
    }
    {
        let v9_i____1: i32 = 7;
        let t32 = v15_adj__theta[v9_i____1];
        let t34 = (t32 * v5_tau);
        {
            let y = (t34) - c12_adj__theta_trans[v9_i____1];
            let t = v12_adj__theta_trans[v9_i____1] + y;
            c12_adj__theta_trans[v9_i____1] = ((t * kahan_one) - v12_adj__theta_trans[v9_i____1]) - y;
            v12_adj__theta_trans[v9_i____1] = t;
        }
        let t35 = (t32 * v3_theta_trans[v9_i____1]);
        {
            let y = (t35) - c14_adj__tau;
            let t = v14_adj__tau + y;
            c14_adj__tau = ((t * kahan_one) - v14_adj__tau) - y;
            v14_adj__tau = t;
        }
        {
            let y = (t32) - c13_adj__mu;
            let t = v13_adj__mu + y;
            c13_adj__mu = ((t * kahan_one) - v13_adj__mu) - y;
            v13_adj__mu = t;
        }
    }
    {
        let v9_i____1: i32 = 6;
        let t32 = v15_adj__theta[v9_i____1];
        let t34 = (t32 * v5_tau);
        {
            let y = (t34) - c12_adj__theta_trans[v9_i____1];
            let t = v12_adj__theta_trans[v9_i____1] + y;
            c12_adj__theta_trans[v9_i____1] = ((t * kahan_one) - v12_adj__theta_trans[v9_i____1]) - y;
            v12_adj__theta_trans[v9_i____1] = t;
        }
        let t35 = (t32 * v3_theta_trans[v9_i____1]);
        {
            let y = (t35) - c14_adj__tau;
            let t = v14_adj__tau + y;
            c14_adj__tau = ((t * kahan_one) - v14_adj__tau) - y;
            v14_adj__tau = t;
        }
        {
            let y = (t32) - c13_adj__mu;
            let t = v13_adj__mu + y;
            c13_adj__mu = ((t * kahan_one) - v13_adj__mu) - y;
            v13_adj__mu = t;
        }
    }
    {
        let v9_i____1: i32 = 5;
        let t32 = v15_adj__theta[v9_i____1];
        let t34 = (t32 * v5_tau);
        {
            let y = (t34) - c12_adj__theta_trans[v9_i____1];
            let t = v12_adj__theta_trans[v9_i____1] + y;
            c12_adj__theta_trans[v9_i____1] = ((t * kahan_one) - v12_adj__theta_trans[v9_i____1]) - y;
            v12_adj__theta_trans[v9_i____1] = t;
        }
        let t35 = (t32 * v3_theta_trans[v9_i____1]);
        {
            let y = (t35) - c14_adj__tau;
            let t = v14_adj__tau + y;
            c14_adj__tau = ((t * kahan_one) - v14_adj__tau) - y;
            v14_adj__tau = t;
        }
        {
            let y = (t32) - c13_adj__mu;
            let t = v13_adj__mu + y;
            c13_adj__mu = ((t * kahan_one) - v13_adj__mu) - y;
            v13_adj__mu = t;
        }
    }
    {
        let v9_i____1: i32 = 4;
        let t32 = v15_adj__theta[v9_i____1];
        let t34 = (t32 * v5_tau);
        {
            let y = (t34) - c12_adj__theta_trans[v9_i____1];
            let t = v12_adj__theta_trans[v9_i____1] + y;
            c12_adj__theta_trans[v9_i____1] = ((t * kahan_one) - v12_adj__theta_trans[v9_i____1]) - y;
            v12_adj__theta_trans[v9_i____1] = t;
        }
        let t35 = (t32 * v3_theta_trans[v9_i____1]);
        {
            let y = (t35) - c14_adj__tau;
            let t = v14_adj__tau + y;
            c14_adj__tau = ((t * kahan_one) - v14_adj__tau) - y;
            v14_adj__tau = t;
        }
        {
            let y = (t32) - c13_adj__mu;
            let t = v13_adj__mu + y;
            c13_adj__mu = ((t * kahan_one) - v13_adj__mu) - y;
            v13_adj__mu = t;
        }
    }
    {
        let v9_i____1: i32 = 3;
        let t32 = v15_adj__theta[v9_i____1];
        let t34 = (t32 * v5_tau);
        {
            let y = (t34) - c12_adj__theta_trans[v9_i____1];
            let t = v12_adj__theta_trans[v9_i____1] + y;
            c12_adj__theta_trans[v9_i____1] = ((t * kahan_one) - v12_adj__theta_trans[v9_i____1]) - y;
            v12_adj__theta_trans[v9_i____1] = t;
        }
        let t35 = (t32 * v3_theta_trans[v9_i____1]);
        {
            let y = (t35) - c14_adj__tau;
            let t = v14_adj__tau + y;
            c14_adj__tau = ((t * kahan_one) - v14_adj__tau) - y;
            v14_adj__tau = t;
        }
        {
            let y = (t32) - c13_adj__mu;
            let t = v13_adj__mu + y;
            c13_adj__mu = ((t * kahan_one) - v13_adj__mu) - y;
            v13_adj__mu = t;
        }
    }
    {
        let v9_i____1: i32 = 2;
        let t32 = v15_adj__theta[v9_i____1];
        let t34 = (t32 * v5_tau);
        {
            let y = (t34) - c12_adj__theta_trans[v9_i____1];
            let t = v12_adj__theta_trans[v9_i____1] + y;
            c12_adj__theta_trans[v9_i____1] = ((t * kahan_one) - v12_adj__theta_trans[v9_i____1]) - y;
            v12_adj__theta_trans[v9_i____1] = t;
        }
        let t35 = (t32 * v3_theta_trans[v9_i____1]);
        {
            let y = (t35) - c14_adj__tau;
            let t = v14_adj__tau + y;
            c14_adj__tau = ((t * kahan_one) - v14_adj__tau) - y;
            v14_adj__tau = t;
        }
        {
            let y = (t32) - c13_adj__mu;
            let t = v13_adj__mu + y;
            c13_adj__mu = ((t * kahan_one) - v13_adj__mu) - y;
            v13_adj__mu = t;
        }
    }
    {
        let v9_i____1: i32 = 1;
        let t32 = v15_adj__theta[v9_i____1];
        let t34 = (t32 * v5_tau);
        {
            let y = (t34) - c12_adj__theta_trans[v9_i____1];
            let t = v12_adj__theta_trans[v9_i____1] + y;
            c12_adj__theta_trans[v9_i____1] = ((t * kahan_one) - v12_adj__theta_trans[v9_i____1]) - y;
            v12_adj__theta_trans[v9_i____1] = t;
        }
        let t35 = (t32 * v3_theta_trans[v9_i____1]);
        {
            let y = (t35) - c14_adj__tau;
            let t = v14_adj__tau + y;
            c14_adj__tau = ((t * kahan_one) - v14_adj__tau) - y;
            v14_adj__tau = t;
        }
        {
            let y = (t32) - c13_adj__mu;
            let t = v13_adj__mu + y;
            c13_adj__mu = ((t * kahan_one) - v13_adj__mu) - y;
            v13_adj__mu = t;
        }
    }
    {
        let v9_i____1: i32 = 0;
        let t32 = v15_adj__theta[v9_i____1];
        let t34 = (t32 * v5_tau);
        {
            let y = (t34) - c12_adj__theta_trans[v9_i____1];
            let t = v12_adj__theta_trans[v9_i____1] + y;
            c12_adj__theta_trans[v9_i____1] = ((t * kahan_one) - v12_adj__theta_trans[v9_i____1]) - y;
            v12_adj__theta_trans[v9_i____1] = t;
        }
        let t35 = (t32 * v3_theta_trans[v9_i____1]);
        {
            let y = (t35) - c14_adj__tau;
            let t = v14_adj__tau + y;
            c14_adj__tau = ((t * kahan_one) - v14_adj__tau) - y;
            v14_adj__tau = t;
        }
        {
            let y = (t32) - c13_adj__mu;
            let t = v13_adj__mu + y;
            c13_adj__mu = ((t * kahan_one) - v13_adj__mu) - y;
            v13_adj__mu = t;
        }
    }
    {
        let v17_z__: i32 = 0;
        v15_adj__theta[v17_z__] = 0.0f;
        c15_adj__theta[v17_z__] = 0.0f;
    }
    {
        let v17_z__: i32 = 1;
        v15_adj__theta[v17_z__] = 0.0f;
        c15_adj__theta[v17_z__] = 0.0f;
    }
    {
        let v17_z__: i32 = 2;
        v15_adj__theta[v17_z__] = 0.0f;
        c15_adj__theta[v17_z__] = 0.0f;
    }
    {
        let v17_z__: i32 = 3;
        v15_adj__theta[v17_z__] = 0.0f;
        c15_adj__theta[v17_z__] = 0.0f;
    }
    {
        let v17_z__: i32 = 4;
        v15_adj__theta[v17_z__] = 0.0f;
        c15_adj__theta[v17_z__] = 0.0f;
    }
    {
        let v17_z__: i32 = 5;
        v15_adj__theta[v17_z__] = 0.0f;
        c15_adj__theta[v17_z__] = 0.0f;
    }
    {
        let v17_z__: i32 = 6;
        v15_adj__theta[v17_z__] = 0.0f;
        c15_adj__theta[v17_z__] = 0.0f;
    }
    {
        let v17_z__: i32 = 7;
        v15_adj__theta[v17_z__] = 0.0f;
        c15_adj__theta[v17_z__] = 0.0f;
    }
    {
        let y = (1.0f) - c16_adj__unconstrained__[9];
        let t = v16_adj__unconstrained__[9] + y;
        c16_adj__unconstrained__[9] = ((t * kahan_one) - v16_adj__unconstrained__[9]) - y;
        v16_adj__unconstrained__[9] = t;
    }
    let t38 = wg_exp(points[base + u32(9)]);
    let t39 = v14_adj__tau;
    let t40 = (t39 * t38);
    {
        let y = (t40) - c16_adj__unconstrained__[9];
        let t = v16_adj__unconstrained__[9] + y;
        c16_adj__unconstrained__[9] = ((t * kahan_one) - v16_adj__unconstrained__[9]) - y;
        v16_adj__unconstrained__[9] = t;
    }
    let t41 = v13_adj__mu;
    {
        let y = (t41) - c16_adj__unconstrained__[8];
        let t = v16_adj__unconstrained__[8] + y;
        c16_adj__unconstrained__[8] = ((t * kahan_one) - v16_adj__unconstrained__[8]) - y;
        v16_adj__unconstrained__[8] = t;
    }
    {
        let v8_i__: i32 = 7;
        let t42 = v12_adj__theta_trans[v8_i__];
        {
            let y = (t42) - c16_adj__unconstrained__[v8_i__];
            let t = v16_adj__unconstrained__[v8_i__] + y;
            c16_adj__unconstrained__[v8_i__] = ((t * kahan_one) - v16_adj__unconstrained__[v8_i__]) - y;
            v16_adj__unconstrained__[v8_i__] = t;
        }
    }
    {
        let v8_i__: i32 = 6;
        let t42 = v12_adj__theta_trans[v8_i__];
        {
            let y = (t42) - c16_adj__unconstrained__[v8_i__];
            let t = v16_adj__unconstrained__[v8_i__] + y;
            c16_adj__unconstrained__[v8_i__] = ((t * kahan_one) - v16_adj__unconstrained__[v8_i__]) - y;
            v16_adj__unconstrained__[v8_i__] = t;
        }
    }
    {
        let v8_i__: i32 = 5;
        let t42 = v12_adj__theta_trans[v8_i__];
        {
            let y = (t42) - c16_adj__unconstrained__[v8_i__];
            let t = v16_adj__unconstrained__[v8_i__] + y;
            c16_adj__unconstrained__[v8_i__] = ((t * kahan_one) - v16_adj__unconstrained__[v8_i__]) - y;
            v16_adj__unconstrained__[v8_i__] = t;
        }
    }
    {
        let v8_i__: i32 = 4;
        let t42 = v12_adj__theta_trans[v8_i__];
        {
            let y = (t42) - c16_adj__unconstrained__[v8_i__];
            let t = v16_adj__unconstrained__[v8_i__] + y;
            c16_adj__unconstrained__[v8_i__] = ((t * kahan_one) - v16_adj__unconstrained__[v8_i__]) - y;
            v16_adj__unconstrained__[v8_i__] = t;
        }
    }
    {
        let v8_i__: i32 = 3;
        let t42 = v12_adj__theta_trans[v8_i__];
        {
            let y = (t42) - c16_adj__unconstrained__[v8_i__];
            let t = v16_adj__unconstrained__[v8_i__] + y;
            c16_adj__unconstrained__[v8_i__] = ((t * kahan_one) - v16_adj__unconstrained__[v8_i__]) - y;
            v16_adj__unconstrained__[v8_i__] = t;
        }
    }
    {
        let v8_i__: i32 = 2;
        let t42 = v12_adj__theta_trans[v8_i__];
        {
            let y = (t42) - c16_adj__unconstrained__[v8_i__];
            let t = v16_adj__unconstrained__[v8_i__] + y;
            c16_adj__unconstrained__[v8_i__] = ((t * kahan_one) - v16_adj__unconstrained__[v8_i__]) - y;
            v16_adj__unconstrained__[v8_i__] = t;
        }
    }
    {
        let v8_i__: i32 = 1;
        let t42 = v12_adj__theta_trans[v8_i__];
        {
            let y = (t42) - c16_adj__unconstrained__[v8_i__];
            let t = v16_adj__unconstrained__[v8_i__] + y;
            c16_adj__unconstrained__[v8_i__] = ((t * kahan_one) - v16_adj__unconstrained__[v8_i__]) - y;
            v16_adj__unconstrained__[v8_i__] = t;
        }
    }
    {
        let v8_i__: i32 = 0;
        let t42 = v12_adj__theta_trans[v8_i__];
        {
            let y = (t42) - c16_adj__unconstrained__[v8_i__];
            let t = v16_adj__unconstrained__[v8_i__] + y;
            c16_adj__unconstrained__[v8_i__] = ((t * kahan_one) - v16_adj__unconstrained__[v8_i__]) - y;
            v16_adj__unconstrained__[v8_i__] = t;
        }
    }
    for (var k: i32 = 0; k < i32(DIM); k++) { out_grad[base + u32(k)] = v16_adj__unconstrained__[k]; }
    return lp;
}
