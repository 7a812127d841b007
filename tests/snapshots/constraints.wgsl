const DIM: u32 = 15u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;

fn logp_grad(lane: u32) -> f32 {
    let base = lane * DIM;
    let sbase = lane * SCRATCH_STRIDE;
    var lp: f32 = 0.0f;
    var lp_c: f32 = 0.0f;
    var v0_free: f32;
    var v1_lower: array<f32, 3>;
    var v2_upper: f32;
    var v3_unit: f32;
    var v4_rest: f32;
    var v5_ordered: array<f32, 4>;
    var v6_shifted: array<f32, 4>;
    var v14_acc__: f32;
    var c14_acc__: f32;
    var v17_adj__free: f32;
    var c17_adj__free: f32;
    var v18_adj__lower: array<f32, 3>;
    var c18_adj__lower: array<f32, 3>;
    var v19_adj__upper: f32;
    var v20_adj__unit: f32;
    var v21_adj__rest: f32;
    var v22_adj__ordered: array<f32, 4>;
    var c22_adj__ordered: array<f32, 4>;
    var v23_adj__shifted: array<f32, 4>;
    var c23_adj__shifted: array<f32, 4>;
    var v24_adj__unconstrained__: array<f32, 15>;
    var c24_adj__unconstrained__: array<f32, 15>;
    var v25_adj__acc__: f32;
    v0_free = points[base + u32(0)];
    {
        let v8_i__: i32 = 0;
        v1_lower[v8_i__] = ((-1.5f) + wg_exp(points[base + u32((v8_i__ + 1))]));
        {
            let y = (points[base + u32((v8_i__ + 1))]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v8_i__: i32 = 1;
        v1_lower[v8_i__] = ((-1.5f) + wg_exp(points[base + u32((v8_i__ + 1))]));
        {
            let y = (points[base + u32((v8_i__ + 1))]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v8_i__: i32 = 2;
        v1_lower[v8_i__] = ((-1.5f) + wg_exp(points[base + u32((v8_i__ + 1))]));
        {
            let y = (points[base + u32((v8_i__ + 1))]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    v2_upper = (2.0f - wg_exp(points[base + u32(4)]));
    {
        let y = (points[base + u32(4)]) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    v3_unit = wg_inv_logit(points[base + u32(5)]);
    {
        let y = ((wg_log(1.0f) + (wg_log_inv_logit(points[base + u32(5)]) + wg_log1m_inv_logit(points[base + u32(5)])))) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    v4_rest = ((1.0f - v3_unit) * wg_inv_logit(points[base + u32(6)]));
    {
        let y = ((wg_log((1.0f - v3_unit)) + (wg_log_inv_logit(points[base + u32(6)]) + wg_log1m_inv_logit(points[base + u32(6)])))) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    v5_ordered[0] = points[base + u32(7)];
    {
        let v9_i____1: i32 = 1;
        v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(points[base + u32((v9_i____1 + 7))]));
        {
            let y = (points[base + u32((v9_i____1 + 7))]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v9_i____1: i32 = 2;
        v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(points[base + u32((v9_i____1 + 7))]));
        {
            let y = (points[base + u32((v9_i____1 + 7))]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v9_i____1: i32 = 3;
        v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(points[base + u32((v9_i____1 + 7))]));
        {
            let y = (points[base + u32((v9_i____1 + 7))]) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
    }
    {
        let v10_i____2: i32 = 0;
        {
            let v11_i____3: i32 = 0;
            v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]));
            {
                let y = (points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]) - lp_c;
                let t = lp + y;
                lp_c = ((t * kahan_one) - lp) - y;
                lp = t;
            }
        }
        {
            let v11_i____3: i32 = 1;
            v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]));
            {
                let y = (points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]) - lp_c;
                let t = lp + y;
                lp_c = ((t * kahan_one) - lp) - y;
                lp = t;
            }
        }
    }
    {
        let v10_i____2: i32 = 1;
        {
            let v11_i____3: i32 = 0;
            v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]));
            {
                let y = (points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]) - lp_c;
                let t = lp + y;
                lp_c = ((t * kahan_one) - lp) - y;
                lp = t;
            }
        }
        {
            let v11_i____3: i32 = 1;
            v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]));
            {
                let y = (points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]) - lp_c;
                let t = lp + y;
                lp_c = ((t * kahan_one) - lp) - y;
                lp = t;
            }
        }
    }
    {
        let y = (((-0.5f) * wg_square(v0_free))) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square(v2_upper))) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square(v3_unit))) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square(v4_rest))) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    {
        let v12_i____4: i32 = 0;
        {
            let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
        {
            let y = (t4) - c18_adj__lower[v12_i____4];
            let t = v18_adj__lower[v12_i____4] + y;
            c18_adj__lower[v12_i____4] = ((t * kahan_one) - v18_adj__lower[v12_i____4]) - y;
            v18_adj__lower[v12_i____4] = t;
        }
    }
    {
        let v12_i____4: i32 = 1;
        {
            let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
        {
            let y = (t4) - c18_adj__lower[v12_i____4];
            let t = v18_adj__lower[v12_i____4] + y;
            c18_adj__lower[v12_i____4] = ((t * kahan_one) - v18_adj__lower[v12_i____4]) - y;
            v18_adj__lower[v12_i____4] = t;
        }
    }
    {
        let v12_i____4: i32 = 2;
        {
            let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
        {
            let y = (t4) - c18_adj__lower[v12_i____4];
            let t = v18_adj__lower[v12_i____4] + y;
            c18_adj__lower[v12_i____4] = ((t * kahan_one) - v18_adj__lower[v12_i____4]) - y;
            v18_adj__lower[v12_i____4] = t;
        }
    }
    {
        let v13_i____5: i32 = 0;
        {
            let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
        {
            let y = (t9) - c22_adj__ordered[v13_i____5];
            let t = v22_adj__ordered[v13_i____5] + y;
            c22_adj__ordered[v13_i____5] = ((t * kahan_one) - v22_adj__ordered[v13_i____5]) - y;
            v22_adj__ordered[v13_i____5] = t;
        }
    }
    {
        let v13_i____5: i32 = 1;
        {
            let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
        {
            let y = (t9) - c22_adj__ordered[v13_i____5];
            let t = v22_adj__ordered[v13_i____5] + y;
            c22_adj__ordered[v13_i____5] = ((t * kahan_one) - v22_adj__ordered[v13_i____5]) - y;
            v22_adj__ordered[v13_i____5] = t;
        }
    }
    {
        let v13_i____5: i32 = 2;
        {
            let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
        {
            let y = (t9) - c22_adj__ordered[v13_i____5];
            let t = v22_adj__ordered[v13_i____5] + y;
            c22_adj__ordered[v13_i____5] = ((t * kahan_one) - v22_adj__ordered[v13_i____5]) - y;
            v22_adj__ordered[v13_i____5] = t;
        }
    }
    {
        let v13_i____5: i32 = 3;
        {
            let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
            let t = lp + y;
            lp_c = ((t * kahan_one) - lp) - y;
            lp = t;
        }
        let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
        {
            let y = (t9) - c22_adj__ordered[v13_i____5];
            let t = v22_adj__ordered[v13_i____5] + y;
            c22_adj__ordered[v13_i____5] = ((t * kahan_one) - v22_adj__ordered[v13_i____5]) - y;
            v22_adj__ordered[v13_i____5] = t;
        }
    }
    v14_acc__ = 0.0f;
    c14_acc__ = 0.0f;
    {
        let v15_i____6: i32 = 0;
        {
            let v16_i____7: i32 = 0;
            {
                let y = (v6_shifted[(v15_i____6 * 2 + v16_i____7)]) - c14_acc__;
                let t = v14_acc__ + y;
                c14_acc__ = ((t * kahan_one) - v14_acc__) - y;
                v14_acc__ = t;
            }
        }
        {
            let v16_i____7: i32 = 1;
            {
                let y = (v6_shifted[(v15_i____6 * 2 + v16_i____7)]) - c14_acc__;
                let t = v14_acc__ + y;
                c14_acc__ = ((t * kahan_one) - v14_acc__) - y;
                v14_acc__ = t;
            }
        }
    }
    {
        let v15_i____6: i32 = 1;
        {
            let v16_i____7: i32 = 0;
            {
                let y = (v6_shifted[(v15_i____6 * 2 + v16_i____7)]) - c14_acc__;
                let t = v14_acc__ + y;
                c14_acc__ = ((t * kahan_one) - v14_acc__) - y;
                v14_acc__ = t;
            }
        }
        {
            let v16_i____7: i32 = 1;
            {
                let y = (v6_shifted[(v15_i____6 * 2 + v16_i____7)]) - c14_acc__;
                let t = v14_acc__ + y;
                c14_acc__ = ((t * kahan_one) - v14_acc__) - y;
                v14_acc__ = t;
            }
        }
    }
    {
        let y = (v14_acc__) - lp_c;
        let t = lp + y;
        lp_c = ((t * kahan_one) - lp) - y;
        lp = t;
    }
    v25_adj__acc__ = v25_adj__acc__ + 1.0f;
    {
        let v15_i____6: i32 = 1;
        {
            let v16_i____7: i32 = 1;
            let t11 = v25_adj__acc__;
            {
                let y = (t11) - c23_adj__shifted[(v15_i____6 * 2 + v16_i____7)];
                let t = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + y;
                c23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = ((t * kahan_one) - v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)]) - y;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = t;
            }
        }
        {
            let v16_i____7: i32 = 0;
            let t11 = v25_adj__acc__;
            {
                let y = (t11) - c23_adj__shifted[(v15_i____6 * 2 + v16_i____7)];
                let t = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + y;
                c23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = ((t * kahan_one) - v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)]) - y;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = t;
            }
        }
    }
    {
        let v15_i____6: i32 = 0;
        {
            let v16_i____7: i32 = 1;
            let t11 = v25_adj__acc__;
            {
                let y = (t11) - c23_adj__shifted[(v15_i____6 * 2 + v16_i____7)];
                let t = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + y;
                c23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = ((t * kahan_one) - v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)]) - y;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = t;
            }
        }
        {
            let v16_i____7: i32 = 0;
            let t11 = v25_adj__acc__;
            {
                let y = (t11) - c23_adj__shifted[(v15_i____6 * 2 + v16_i____7)];
                let t = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + y;
                c23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = ((t * kahan_one) - v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)]) - y;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = t;
            }
        }
    }
    v25_adj__acc__ = 0.0f;
    let t16 = ((-0.5f) * (2.0f * v4_rest));
    v21_adj__rest = v21_adj__rest + t16;
    let t21 = ((-0.5f) * (2.0f * v3_unit));
    v20_adj__unit = v20_adj__unit + t21;
    let t26 = ((-0.5f) * (2.0f * v2_upper));
    v19_adj__upper = v19_adj__upper + t26;
    let t31 = ((-0.5f) * (2.0f * v0_free));
    {
        let y = (t31) - c17_adj__free;
        let t = v17_adj__free + y;
        c17_adj__free = ((t * kahan_one) - v17_adj__free) - y;
        v17_adj__free = t;
    }
    {
        let v10_i____2: i32 = 1;
        {
            let v11_i____3: i32 = 1;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = ((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y;
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
            let t33 = wg_exp(points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]);
            let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
            {
                let y = (t35) - c17_adj__free;
                let t = v17_adj__free + y;
                c17_adj__free = ((t * kahan_one) - v17_adj__free) - y;
                v17_adj__free = t;
            }
            let t38 = (t35 * t33);
            {
                let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = ((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y;
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
        }
        {
            let v11_i____3: i32 = 0;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = ((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y;
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
            let t33 = wg_exp(points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]);
            let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
            {
                let y = (t35) - c17_adj__free;
                let t = v17_adj__free + y;
                c17_adj__free = ((t * kahan_one) - v17_adj__free) - y;
                v17_adj__free = t;
            }
            let t38 = (t35 * t33);
            {
                let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = ((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y;
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
        }
    }
    {
        let v10_i____2: i32 = 0;
        {
            let v11_i____3: i32 = 1;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = ((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y;
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
            let t33 = wg_exp(points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]);
            let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
            {
                let y = (t35) - c17_adj__free;
                let t = v17_adj__free + y;
                c17_adj__free = ((t * kahan_one) - v17_adj__free) - y;
                v17_adj__free = t;
            }
            let t38 = (t35 * t33);
            {
                let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = ((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y;
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
        }
        {
            let v11_i____3: i32 = 0;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = ((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y;
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
            let t33 = wg_exp(points[base + u32((((v10_i____2 * 2) + v11_i____3) + 11))]);
            let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
            {
                let y = (t35) - c17_adj__free;
                let t = v17_adj__free + y;
                c17_adj__free = ((t * kahan_one) - v17_adj__free) - y;
                v17_adj__free = t;
            }
            let t38 = (t35 * t33);
            {
                let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = ((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y;
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
        }
    }
    {
        let v9_i____1: i32 = 3;
        {
            let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
            let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
            c24_adj__unconstrained__[(v9_i____1 + 7)] = ((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y;
            v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
        }
        let t40 = wg_exp(points[base + u32((v9_i____1 + 7))]);
        let t42 = v22_adj__ordered[v9_i____1];
        {
            let y = (t42) - c22_adj__ordered[(v9_i____1 - 1)];
            let t = v22_adj__ordered[(v9_i____1 - 1)] + y;
            c22_adj__ordered[(v9_i____1 - 1)] = ((t * kahan_one) - v22_adj__ordered[(v9_i____1 - 1)]) - y;
            v22_adj__ordered[(v9_i____1 - 1)] = t;
        }
        let t45 = (t42 * t40);
        {
            let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
            let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
            c24_adj__unconstrained__[(v9_i____1 + 7)] = ((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y;
            v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
        }
    }
    {
        let v9_i____1: i32 = 2;
        {
            let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
            let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
            c24_adj__unconstrained__[(v9_i____1 + 7)] = ((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y;
            v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
        }
        let t40 = wg_exp(points[base + u32((v9_i____1 + 7))]);
        let t42 = v22_adj__ordered[v9_i____1];
        {
            let y = (t42) - c22_adj__ordered[(v9_i____1 - 1)];
            let t = v22_adj__ordered[(v9_i____1 - 1)] + y;
            c22_adj__ordered[(v9_i____1 - 1)] = ((t * kahan_one) - v22_adj__ordered[(v9_i____1 - 1)]) - y;
            v22_adj__ordered[(v9_i____1 - 1)] = t;
        }
        let t45 = (t42 * t40);
        {
            let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
            let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
            c24_adj__unconstrained__[(v9_i____1 + 7)] = ((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y;
            v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
        }
    }
    {
        let v9_i____1: i32 = 1;
        {
            let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
            let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
            c24_adj__unconstrained__[(v9_i____1 + 7)] = ((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y;
            v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
        }
        let t40 = wg_exp(points[base + u32((v9_i____1 + 7))]);
        let t42 = v22_adj__ordered[v9_i____1];
        {
            let y = (t42) - c22_adj__ordered[(v9_i____1 - 1)];
            let t = v22_adj__ordered[(v9_i____1 - 1)] + y;
            c22_adj__ordered[(v9_i____1 - 1)] = ((t * kahan_one) - v22_adj__ordered[(v9_i____1 - 1)]) - y;
            v22_adj__ordered[(v9_i____1 - 1)] = t;
        }
        let t45 = (t42 * t40);
        {
            let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
            let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
            c24_adj__unconstrained__[(v9_i____1 + 7)] = ((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y;
            v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
        }
    }
    let t46 = v22_adj__ordered[0];
    {
        let y = (t46) - c24_adj__unconstrained__[7];
        let t = v24_adj__unconstrained__[7] + y;
        c24_adj__unconstrained__[7] = ((t * kahan_one) - v24_adj__unconstrained__[7]) - y;
        v24_adj__unconstrained__[7] = t;
    }
    let t47 = (1.0f - v3_unit);
    let t55 = (1.0f / t47);
    let t56 = (-t55);
    v20_adj__unit = v20_adj__unit + t56;
    let t59 = wg_inv_logit((-points[base + u32(6)]));
    {
        let y = (t59) - c24_adj__unconstrained__[6];
        let t = v24_adj__unconstrained__[6] + y;
        c24_adj__unconstrained__[6] = ((t * kahan_one) - v24_adj__unconstrained__[6]) - y;
        v24_adj__unconstrained__[6] = t;
    }
    let t61 = (-wg_inv_logit(points[base + u32(6)]));
    {
        let y = (t61) - c24_adj__unconstrained__[6];
        let t = v24_adj__unconstrained__[6] + y;
        c24_adj__unconstrained__[6] = ((t * kahan_one) - v24_adj__unconstrained__[6]) - y;
        v24_adj__unconstrained__[6] = t;
    }
    let t62 = (1.0f - v3_unit);
    let t63 = wg_inv_logit(points[base + u32(6)]);
    let t65 = v21_adj__rest;
    let t66 = (t65 * t63);
    let t67 = (-t66);
    v20_adj__unit = v20_adj__unit + t67;
    let t68 = (t65 * t62);
    let t69 = (t68 * (t63 * (1.0f - t63)));
    {
        let y = (t69) - c24_adj__unconstrained__[6];
        let t = v24_adj__unconstrained__[6] + y;
        c24_adj__unconstrained__[6] = ((t * kahan_one) - v24_adj__unconstrained__[6]) - y;
        v24_adj__unconstrained__[6] = t;
    }
    let t78 = wg_inv_logit((-points[base + u32(5)]));
    {
        let y = (t78) - c24_adj__unconstrained__[5];
        let t = v24_adj__unconstrained__[5] + y;
        c24_adj__unconstrained__[5] = ((t * kahan_one) - v24_adj__unconstrained__[5]) - y;
        v24_adj__unconstrained__[5] = t;
    }
    let t80 = (-wg_inv_logit(points[base + u32(5)]));
    {
        let y = (t80) - c24_adj__unconstrained__[5];
        let t = v24_adj__unconstrained__[5] + y;
        c24_adj__unconstrained__[5] = ((t * kahan_one) - v24_adj__unconstrained__[5]) - y;
        v24_adj__unconstrained__[5] = t;
    }
    let t81 = wg_inv_logit(points[base + u32(5)]);
    let t82 = v20_adj__unit;
    let t83 = (t82 * (t81 * (1.0f - t81)));
    {
        let y = (t83) - c24_adj__unconstrained__[5];
        let t = v24_adj__unconstrained__[5] + y;
        c24_adj__unconstrained__[5] = ((t * kahan_one) - v24_adj__unconstrained__[5]) - y;
        v24_adj__unconstrained__[5] = t;
    }
    {
        let y = (1.0f) - c24_adj__unconstrained__[4];
        let t = v24_adj__unconstrained__[4] + y;
        c24_adj__unconstrained__[4] = ((t * kahan_one) - v24_adj__unconstrained__[4]) - y;
        v24_adj__unconstrained__[4] = t;
    }
    let t85 = wg_exp(points[base + u32(4)]);
    let t87 = v19_adj__upper;
    let t88 = (-t87);
    let t89 = (t88 * t85);
    {
        let y = (t89) - c24_adj__unconstrained__[4];
        let t = v24_adj__unconstrained__[4] + y;
        c24_adj__unconstrained__[4] = ((t * kahan_one) - v24_adj__unconstrained__[4]) - y;
        v24_adj__unconstrained__[4] = t;
    }
    {
        let v8_i__: i32 = 2;
        {
            let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
            let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
            c24_adj__unconstrained__[(v8_i__ + 1)] = ((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y;
            v24_adj__unconstrained__[(v8_i__ + 1)] = t;
        }
        let t91 = wg_exp(points[base + u32((v8_i__ + 1))]);
        let t93 = v18_adj__lower[v8_i__];
        let t95 = (t93 * t91);
        {
            let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
            let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
            c24_adj__unconstrained__[(v8_i__ + 1)] = ((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y;
            v24_adj__unconstrained__[(v8_i__ + 1)] = t;
        }
    }
    {
        let v8_i__: i32 = 1;
        {
            let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
            let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
            c24_adj__unconstrained__[(v8_i__ + 1)] = ((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y;
            v24_adj__unconstrained__[(v8_i__ + 1)] = t;
        }
        let t91 = wg_exp(points[base + u32((v8_i__ + 1))]);
        let t93 = v18_adj__lower[v8_i__];
        let t95 = (t93 * t91);
        {
            let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
            let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
            c24_adj__unconstrained__[(v8_i__ + 1)] = ((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y;
            v24_adj__unconstrained__[(v8_i__ + 1)] = t;
        }
    }
    {
        let v8_i__: i32 = 0;
        {
            let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
            let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
            c24_adj__unconstrained__[(v8_i__ + 1)] = ((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y;
            v24_adj__unconstrained__[(v8_i__ + 1)] = t;
        }
        let t91 = wg_exp(points[base + u32((v8_i__ + 1))]);
        let t93 = v18_adj__lower[v8_i__];
        let t95 = (t93 * t91);
        {
            let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
            let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
            c24_adj__unconstrained__[(v8_i__ + 1)] = ((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y;
            v24_adj__unconstrained__[(v8_i__ + 1)] = t;
        }
    }
    let t96 = v17_adj__free;
    {
        let y = (t96) - c24_adj__unconstrained__[0];
        let t = v24_adj__unconstrained__[0] + y;
        c24_adj__unconstrained__[0] = ((t * kahan_one) - v24_adj__unconstrained__[0]) - y;
        v24_adj__unconstrained__[0] = t;
    }
    for (var k: i32 = 0; k < i32(DIM); k++) { out_grad[base + u32(k)] = v24_adj__unconstrained__[k]; }
    return lp;
}
