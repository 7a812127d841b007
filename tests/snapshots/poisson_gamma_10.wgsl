const DIM: u32 = 10u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;

fn logp_grad(lane: u32) -> f32 {
    let base = lane * DIM;
    let sbase = lane * SCRATCH_STRIDE;
    var lp: f32 = 0.0f;
    var lp_c: f32 = 0.0f;
    var v4_rho: array<f32, 10>;
    var v9_adj__rho: array<f32, 10>;
    var c9_adj__rho: array<f32, 10>;
    var v10_adj__unconstrained__: array<f32, 10>;
    var c10_adj__unconstrained__: array<f32, 10>;
    {
        let v6_i__: i32 = 0;
        v4_rho[v6_i__] = wg_exp(points[base + u32(v6_i__)]);
        {
            let y = (points[base + u32(v6_i__)]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v6_i__: i32 = 1;
        v4_rho[v6_i__] = wg_exp(points[base + u32(v6_i__)]);
        {
            let y = (points[base + u32(v6_i__)]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v6_i__: i32 = 2;
        v4_rho[v6_i__] = wg_exp(points[base + u32(v6_i__)]);
        {
            let y = (points[base + u32(v6_i__)]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v6_i__: i32 = 3;
        v4_rho[v6_i__] = wg_exp(points[base + u32(v6_i__)]);
        {
            let y = (points[base + u32(v6_i__)]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v6_i__: i32 = 4;
        v4_rho[v6_i__] = wg_exp(points[base + u32(v6_i__)]);
        {
            let y = (points[base + u32(v6_i__)]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v6_i__: i32 = 5;
        v4_rho[v6_i__] = wg_exp(points[base + u32(v6_i__)]);
        {
            let y = (points[base + u32(v6_i__)]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v6_i__: i32 = 6;
        v4_rho[v6_i__] = wg_exp(points[base + u32(v6_i__)]);
        {
            let y = (points[base + u32(v6_i__)]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v6_i__: i32 = 7;
        v4_rho[v6_i__] = wg_exp(points[base + u32(v6_i__)]);
        {
            let y = (points[base + u32(v6_i__)]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v6_i__: i32 = 8;
        v4_rho[v6_i__] = wg_exp(points[base + u32(v6_i__)]);
        {
            let y = (points[base + u32(v6_i__)]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v6_i__: i32 = 9;
        v4_rho[v6_i__] = wg_exp(points[base + u32(v6_i__)]);
        {
            let y = (points[base + u32(v6_i__)]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v7_i____1: i32 = 0;
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[1 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[1 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        {
            let y = (t10) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
        let t13 = ((-1.0f) * t3);
        {
            let y = (t13) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
    }
    {
        let v7_i____1: i32 = 1;
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[1 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[1 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        {
            let y = (t10) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
        let t13 = ((-1.0f) * t3);
        {
            let y = (t13) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
    }
    {
        let v7_i____1: i32 = 2;
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[1 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[1 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        {
            let y = (t10) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
        let t13 = ((-1.0f) * t3);
        {
            let y = (t13) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
    }
    {
        let v7_i____1: i32 = 3;
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[1 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[1 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        {
            let y = (t10) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
        let t13 = ((-1.0f) * t3);
        {
            let y = (t13) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
    }
    {
        let v7_i____1: i32 = 4;
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[1 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[1 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        {
            let y = (t10) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
        let t13 = ((-1.0f) * t3);
        {
            let y = (t13) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
    }
    {
        let v7_i____1: i32 = 5;
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[1 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[1 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        {
            let y = (t10) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
        let t13 = ((-1.0f) * t3);
        {
            let y = (t13) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
    }
    {
        let v7_i____1: i32 = 6;
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[1 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[1 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        {
            let y = (t10) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
        let t13 = ((-1.0f) * t3);
        {
            let y = (t13) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
    }
    {
        let v7_i____1: i32 = 7;
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[1 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[1 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        {
            let y = (t10) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
        let t13 = ((-1.0f) * t3);
        {
            let y = (t13) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
    }
    {
        let v7_i____1: i32 = 8;
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[1 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[1 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        {
            let y = (t10) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
        let t13 = ((-1.0f) * t3);
        {
            let y = (t13) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
    }
    {
        let v7_i____1: i32 = 9;
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[1 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[1 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        {
            let y = (t10) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
        let t13 = ((-1.0f) * t3);
        {
            let y = (t13) - c9_adj__rho[v7_i____1];
            let t = v9_adj__rho[v7_i____1] + y;
            c9_adj__rho[v7_i____1] = ((t * kahan_one) - v9_adj__rho[v7_i____1]) - y;
            v9_adj__rho[v7_i____1] = t;
        }
    }
    {
        let v8_i____2: i32 = 0;
        {
            let y = (((f32(data_i[1 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t19 = f32(data_i[1 + v8_i____2]);
        let t20 = (t19 * (1.0f / v4_rho[v8_i____2]));
        {
            let y = (t20) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
        {
            let y = ((-1.0f)) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
    }
    {
        let v8_i____2: i32 = 1;
        {
            let y = (((f32(data_i[1 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t19 = f32(data_i[1 + v8_i____2]);
        let t20 = (t19 * (1.0f / v4_rho[v8_i____2]));
        {
            let y = (t20) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
        {
            let y = ((-1.0f)) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
    }
    {
        let v8_i____2: i32 = 2;
        {
            let y = (((f32(data_i[1 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t19 = f32(data_i[1 + v8_i____2]);
        let t20 = (t19 * (1.0f / v4_rho[v8_i____2]));
        {
            let y = (t20) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
        {
            let y = ((-1.0f)) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
    }
    {
        let v8_i____2: i32 = 3;
        {
            let y = (((f32(data_i[1 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t19 = f32(data_i[1 + v8_i____2]);
        let t20 = (t19 * (1.0f / v4_rho[v8_i____2]));
        {
            let y = (t20) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
        {
            let y = ((-1.0f)) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
    }
    {
        let v8_i____2: i32 = 4;
        {
            let y = (((f32(data_i[1 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t19 = f32(data_i[1 + v8_i____2]);
        let t20 = (t19 * (1.0f / v4_rho[v8_i____2]));
        {
            let y = (t20) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
        {
            let y = ((-1.0f)) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
    }
    {
        let v8_i____2: i32 = 5;
        {
            let y = (((f32(data_i[1 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t19 = f32(data_i[1 + v8_i____2]);
        let t20 = (t19 * (1.0f / v4_rho[v8_i____2]));
        {
            let y = (t20) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
        {
            let y = ((-1.0f)) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
    }
    {
        let v8_i____2: i32 = 6;
        {
            let y = (((f32(data_i[1 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t19 = f32(data_i[1 + v8_i____2]);
        let t20 = (t19 * (1.0f / v4_rho[v8_i____2]));
        {
            let y = (t20) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
        {
            let y = ((-1.0f)) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
    }
    {
        let v8_i____2: i32 = 7;
        {
            let y = (((f32(data_i[1 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t19 = f32(data_i[1 + v8_i____2]);
        let t20 = (t19 * (1.0f / v4_rho[v8_i____2]));
        {
            let y = (t20) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
        {
            let y = ((-1.0f)) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
    }
    {
        let v8_i____2: i32 = 8;
        {
            let y = (((f32(data_i[1 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t19 = f32(data_i[1 + v8_i____2]);
        let t20 = (t19 * (1.0f / v4_rho[v8_i____2]));
        {
            let y = (t20) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
        {
            let y = ((-1.0f)) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
    }
    {
        let v8_i____2: i32 = 9;
        {
            let y = (((f32(data_i[1 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t19 = f32(data_i[1 + v8_i____2]);
        let t20 = (t19 * (1.0f / v4_rho[v8_i____2]));
        {
            let y = (t20) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
        {
            let y = ((-1.0f)) - c9_adj__rho[v8_i____2];
            let t = v9_adj__rho[v8_i____2] + y;
            c9_adj__rho[v8_i____2] = ((t * kahan_one) - v9_adj__rho[v8_i____2]) - y;
            v9_adj__rho[v8_i____2] = t;
        }
    }
    {
        let v6_i__: i32 = 9;
        {
            let y = (1.0f) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
        let t23 = wg_exp(points[base + u32(v6_i__)]);
        let t24 = v9_adj__rho[v6_i__];
        let t25 = (t24 * t23);
        {
            let y = (t25) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
    }
    {
        let v6_i__: i32 = 8;
        {
            let y = (1.0f) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
        let t23 = wg_exp(points[base + u32(v6_i__)]);
        let t24 = v9_adj__rho[v6_i__];
        let t25 = (t24 * t23);
        {
            let y = (t25) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
    }
    {
        let v6_i__: i32 = 7;
        {
            let y = (1.0f) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
        let t23 = wg_exp(points[base + u32(v6_i__)]);
        let t24 = v9_adj__rho[v6_i__];
        let t25 = (t24 * t23);
        {
            let y = (t25) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
    }
    {
        let v6_i__: i32 = 6;
        {
            let y = (1.0f) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
        let t23 = wg_exp(points[base + u32(v6_i__)]);
        let t24 = v9_adj__rho[v6_i__];
        let t25 = (t24 * t23);
        {
            let y = (t25) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
    }
    {
        let v6_i__: i32 = 5;
        {
            let y = (1.0f) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
        let t23 = wg_exp(points[base + u32(v6_i__)]);
        let t24 = v9_adj__rho[v6_i__];
        let t25 = (t24 * t23);
        {
            let y = (t25) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
    }
    {
        let v6_i__: i32 = 4;
        {
            let y = (1.0f) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
        let t23 = wg_exp(points[base + u32(v6_i__)]);
        let t24 = v9_adj__rho[v6_i__];
        let t25 = (t24 * t23);
        {
            let y = (t25) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
    }
    {
        let v6_i__: i32 = 3;
        {
            let y = (1.0f) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
        let t23 = wg_exp(points[base + u32(v6_i__)]);
        let t24 = v9_adj__rho[v6_i__];
        let t25 = (t24 * t23);
        {
            let y = (t25) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
    }
    {
        let v6_i__: i32 = 2;
        {
            let y = (1.0f) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
        let t23 = wg_exp(points[base + u32(v6_i__)]);
        let t24 = v9_adj__rho[v6_i__];
        let t25 = (t24 * t23);
        {
            let y = (t25) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
    }
    {
        let v6_i__: i32 = 1;
        {
            let y = (1.0f) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
        let t23 = wg_exp(points[base + u32(v6_i__)]);
        let t24 = v9_adj__rho[v6_i__];
        let t25 = (t24 * t23);
        {
            let y = (t25) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
    }
    {
        let v6_i__: i32 = 0;
        {
            let y = (1.0f) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
        let t23 = wg_exp(points[base + u32(v6_i__)]);
        let t24 = v9_adj__rho[v6_i__];
        let t25 = (t24 * t23);
        {
            let y = (t25) - c10_adj__unconstrained__[v6_i__];
            let t = v10_adj__unconstrained__[v6_i__] + y;
            c10_adj__unconstrained__[v6_i__] = ((t * kahan_one) - v10_adj__unconstrained__[v6_i__]) - y;
            v10_adj__unconstrained__[v6_i__] = t;
        }
    }
    for (var k: i32 = 0; k < i32(DIM); k++) { out_grad[base + u32(k)] = v10_adj__unconstrained__[k]; }
    return lp;
}
