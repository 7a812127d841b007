const DIM: u32 = 15u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 15u;
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
    var v0_free: f32;
    var v1_lower: array<f32, 3>;
    var v2_upper: f32;
    var v3_unit: f32;
    var v4_rest: f32;
    var v5_ordered: array<f32, 4>;
    var v6_shifted: array<f32, 4>;
    var v14_acc__: f32;
    var v17_adj__free: f32;
    var c17_adj__free: f32;
    var v18_adj__lower: array<f32, 3>;
    var v19_adj__upper: f32;
    var v20_adj__unit: f32;
    var v21_adj__rest: f32;
    var v22_adj__ordered: array<f32, 4>;
    var v23_adj__shifted: array<f32, 4>;
    var v24_adj__unconstrained__: array<f32, 15>;
    var c24_adj__unconstrained__: array<f32, 15>;
    var v25_adj__acc__: f32;
    v0_free = q_ld(u32(0));
    for (var b_v8_i__: i32 = 0; b_v8_i__ + 8 <= (3 * i32(kahan_one)); b_v8_i__ += 8) {
        wg_trips += 1u;
        let u_v8_i__: i32 = b_v8_i__;
        {
            let v8_i__: i32 = u_v8_i__ + 0;
            v1_lower[v8_i__] = ((-1.5f) + wg_exp(q_ld(u32((v8_i__ + 1)))));
            {
                let y = (q_ld(u32((v8_i__ + 1)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ + 1;
            v1_lower[v8_i__] = ((-1.5f) + wg_exp(q_ld(u32((v8_i__ + 1)))));
            {
                let y = (q_ld(u32((v8_i__ + 1)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ + 2;
            v1_lower[v8_i__] = ((-1.5f) + wg_exp(q_ld(u32((v8_i__ + 1)))));
            {
                let y = (q_ld(u32((v8_i__ + 1)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ + 3;
            v1_lower[v8_i__] = ((-1.5f) + wg_exp(q_ld(u32((v8_i__ + 1)))));
            {
                let y = (q_ld(u32((v8_i__ + 1)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ + 4;
            v1_lower[v8_i__] = ((-1.5f) + wg_exp(q_ld(u32((v8_i__ + 1)))));
            {
                let y = (q_ld(u32((v8_i__ + 1)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ + 5;
            v1_lower[v8_i__] = ((-1.5f) + wg_exp(q_ld(u32((v8_i__ + 1)))));
            {
                let y = (q_ld(u32((v8_i__ + 1)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ + 6;
            v1_lower[v8_i__] = ((-1.5f) + wg_exp(q_ld(u32((v8_i__ + 1)))));
            {
                let y = (q_ld(u32((v8_i__ + 1)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ + 7;
            v1_lower[v8_i__] = ((-1.5f) + wg_exp(q_ld(u32((v8_i__ + 1)))));
            {
                let y = (q_ld(u32((v8_i__ + 1)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
    }
    for (var r_v8_i__: i32 = (3 * i32(kahan_one)) - ((3 * i32(kahan_one)) - 0) % 8; r_v8_i__ < (3 * i32(kahan_one)); r_v8_i__++) {
        wg_trips += 1u;
        let v8_i__: i32 = r_v8_i__;
        v1_lower[v8_i__] = ((-1.5f) + wg_exp(q_ld(u32((v8_i__ + 1)))));
        {
            let y = (q_ld(u32((v8_i__ + 1)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
    }
    v2_upper = (2.0f - wg_exp(q_ld(u32(4))));
    {
        let y = (q_ld(u32(4))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v3_unit = wg_inv_logit(q_ld(u32(5)));
    {
        let y = ((wg_log(1.0f) + (wg_log_inv_logit(q_ld(u32(5))) + wg_log1m_inv_logit(q_ld(u32(5)))))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v4_rest = ((1.0f - v3_unit) * wg_inv_logit(q_ld(u32(6))));
    {
        let y = ((wg_log((1.0f - v3_unit)) + (wg_log_inv_logit(q_ld(u32(6))) + wg_log1m_inv_logit(q_ld(u32(6)))))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v5_ordered[0] = q_ld(u32(7));
    for (var b_v9_i____1: i32 = 1; b_v9_i____1 + 8 <= (4 * i32(kahan_one)); b_v9_i____1 += 8) {
        wg_trips += 1u;
        let u_v9_i____1: i32 = b_v9_i____1;
        {
            let v9_i____1: i32 = u_v9_i____1 + 0;
            v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(q_ld(u32((v9_i____1 + 7)))));
            {
                let y = (q_ld(u32((v9_i____1 + 7)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 1;
            v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(q_ld(u32((v9_i____1 + 7)))));
            {
                let y = (q_ld(u32((v9_i____1 + 7)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 2;
            v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(q_ld(u32((v9_i____1 + 7)))));
            {
                let y = (q_ld(u32((v9_i____1 + 7)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 3;
            v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(q_ld(u32((v9_i____1 + 7)))));
            {
                let y = (q_ld(u32((v9_i____1 + 7)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 4;
            v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(q_ld(u32((v9_i____1 + 7)))));
            {
                let y = (q_ld(u32((v9_i____1 + 7)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 5;
            v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(q_ld(u32((v9_i____1 + 7)))));
            {
                let y = (q_ld(u32((v9_i____1 + 7)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 6;
            v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(q_ld(u32((v9_i____1 + 7)))));
            {
                let y = (q_ld(u32((v9_i____1 + 7)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 + 7;
            v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(q_ld(u32((v9_i____1 + 7)))));
            {
                let y = (q_ld(u32((v9_i____1 + 7)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
    }
    for (var r_v9_i____1: i32 = (4 * i32(kahan_one)) - ((4 * i32(kahan_one)) - 1) % 8; r_v9_i____1 < (4 * i32(kahan_one)); r_v9_i____1++) {
        wg_trips += 1u;
        let v9_i____1: i32 = r_v9_i____1;
        v5_ordered[v9_i____1] = (v5_ordered[(v9_i____1 - 1)] + wg_exp(q_ld(u32((v9_i____1 + 7)))));
        {
            let y = (q_ld(u32((v9_i____1 + 7)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
    }
    for (var b_v10_i____2: i32 = 0; b_v10_i____2 + 8 <= (2 * i32(kahan_one)); b_v10_i____2 += 8) {
        wg_trips += 1u;
        let u_v10_i____2: i32 = b_v10_i____2;
        {
            let v10_i____2: i32 = u_v10_i____2 + 0;
            {
                let v11_i____3: i32 = 0;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            {
                let v11_i____3: i32 = 1;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 1;
            {
                let v11_i____3: i32 = 0;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            {
                let v11_i____3: i32 = 1;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 2;
            {
                let v11_i____3: i32 = 0;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            {
                let v11_i____3: i32 = 1;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 3;
            {
                let v11_i____3: i32 = 0;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            {
                let v11_i____3: i32 = 1;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 4;
            {
                let v11_i____3: i32 = 0;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            {
                let v11_i____3: i32 = 1;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 5;
            {
                let v11_i____3: i32 = 0;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            {
                let v11_i____3: i32 = 1;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 6;
            {
                let v11_i____3: i32 = 0;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            {
                let v11_i____3: i32 = 1;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 + 7;
            {
                let v11_i____3: i32 = 0;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            {
                let v11_i____3: i32 = 1;
                v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
                {
                    let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
        }
    }
    for (var r_v10_i____2: i32 = (2 * i32(kahan_one)) - ((2 * i32(kahan_one)) - 0) % 8; r_v10_i____2 < (2 * i32(kahan_one)); r_v10_i____2++) {
        wg_trips += 1u;
        let v10_i____2: i32 = r_v10_i____2;
        {
            let v11_i____3: i32 = 0;
            v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
            {
                let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v11_i____3: i32 = 1;
            v6_shifted[(v10_i____2 * 2 + v11_i____3)] = (v0_free + wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))));
            {
                let y = (q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
    }
    {
        let y = (((-0.5f) * wg_square(v0_free))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square(v2_upper))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square(v3_unit))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square(v4_rest))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v12_i____4: i32 = 0; b_v12_i____4 + 8 <= (3 * i32(kahan_one)); b_v12_i____4 += 8) {
        wg_trips += 1u;
        let u_v12_i____4: i32 = b_v12_i____4;
        {
            let v12_i____4: i32 = u_v12_i____4 + 0;
            {
                let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
            v18_adj__lower[v12_i____4] = v18_adj__lower[v12_i____4] + t4;
        }
        {
            let v12_i____4: i32 = u_v12_i____4 + 1;
            {
                let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
            v18_adj__lower[v12_i____4] = v18_adj__lower[v12_i____4] + t4;
        }
        {
            let v12_i____4: i32 = u_v12_i____4 + 2;
            {
                let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
            v18_adj__lower[v12_i____4] = v18_adj__lower[v12_i____4] + t4;
        }
        {
            let v12_i____4: i32 = u_v12_i____4 + 3;
            {
                let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
            v18_adj__lower[v12_i____4] = v18_adj__lower[v12_i____4] + t4;
        }
        {
            let v12_i____4: i32 = u_v12_i____4 + 4;
            {
                let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
            v18_adj__lower[v12_i____4] = v18_adj__lower[v12_i____4] + t4;
        }
        {
            let v12_i____4: i32 = u_v12_i____4 + 5;
            {
                let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
            v18_adj__lower[v12_i____4] = v18_adj__lower[v12_i____4] + t4;
        }
        {
            let v12_i____4: i32 = u_v12_i____4 + 6;
            {
                let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
            v18_adj__lower[v12_i____4] = v18_adj__lower[v12_i____4] + t4;
        }
        {
            let v12_i____4: i32 = u_v12_i____4 + 7;
            {
                let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
            v18_adj__lower[v12_i____4] = v18_adj__lower[v12_i____4] + t4;
        }
    }
    for (var r_v12_i____4: i32 = (3 * i32(kahan_one)) - ((3 * i32(kahan_one)) - 0) % 8; r_v12_i____4 < (3 * i32(kahan_one)); r_v12_i____4++) {
        wg_trips += 1u;
        let v12_i____4: i32 = r_v12_i____4;
        {
            let y = (((-0.5f) * wg_square(v1_lower[v12_i____4]))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v1_lower[v12_i____4]));
        v18_adj__lower[v12_i____4] = v18_adj__lower[v12_i____4] + t4;
    }
    for (var b_v13_i____5: i32 = 0; b_v13_i____5 + 8 <= (4 * i32(kahan_one)); b_v13_i____5 += 8) {
        wg_trips += 1u;
        let u_v13_i____5: i32 = b_v13_i____5;
        {
            let v13_i____5: i32 = u_v13_i____5 + 0;
            {
                let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
            v22_adj__ordered[v13_i____5] = v22_adj__ordered[v13_i____5] + t9;
        }
        {
            let v13_i____5: i32 = u_v13_i____5 + 1;
            {
                let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
            v22_adj__ordered[v13_i____5] = v22_adj__ordered[v13_i____5] + t9;
        }
        {
            let v13_i____5: i32 = u_v13_i____5 + 2;
            {
                let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
            v22_adj__ordered[v13_i____5] = v22_adj__ordered[v13_i____5] + t9;
        }
        {
            let v13_i____5: i32 = u_v13_i____5 + 3;
            {
                let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
            v22_adj__ordered[v13_i____5] = v22_adj__ordered[v13_i____5] + t9;
        }
        {
            let v13_i____5: i32 = u_v13_i____5 + 4;
            {
                let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
            v22_adj__ordered[v13_i____5] = v22_adj__ordered[v13_i____5] + t9;
        }
        {
            let v13_i____5: i32 = u_v13_i____5 + 5;
            {
                let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
            v22_adj__ordered[v13_i____5] = v22_adj__ordered[v13_i____5] + t9;
        }
        {
            let v13_i____5: i32 = u_v13_i____5 + 6;
            {
                let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
            v22_adj__ordered[v13_i____5] = v22_adj__ordered[v13_i____5] + t9;
        }
        {
            let v13_i____5: i32 = u_v13_i____5 + 7;
            {
                let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
            v22_adj__ordered[v13_i____5] = v22_adj__ordered[v13_i____5] + t9;
        }
    }
    for (var r_v13_i____5: i32 = (4 * i32(kahan_one)) - ((4 * i32(kahan_one)) - 0) % 8; r_v13_i____5 < (4 * i32(kahan_one)); r_v13_i____5++) {
        wg_trips += 1u;
        let v13_i____5: i32 = r_v13_i____5;
        {
            let y = (((-0.5f) * wg_square(v5_ordered[v13_i____5]))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t9 = ((-0.5f) * (2.0f * v5_ordered[v13_i____5]));
        v22_adj__ordered[v13_i____5] = v22_adj__ordered[v13_i____5] + t9;
    }
    v14_acc__ = 0.0f;
    for (var b_v15_i____6: i32 = 0; b_v15_i____6 + 8 <= (2 * i32(kahan_one)); b_v15_i____6 += 8) {
        wg_trips += 1u;
        let u_v15_i____6: i32 = b_v15_i____6;
        {
            let v15_i____6: i32 = u_v15_i____6 + 0;
            {
                let v16_i____7: i32 = 0;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
            {
                let v16_i____7: i32 = 1;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 + 1;
            {
                let v16_i____7: i32 = 0;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
            {
                let v16_i____7: i32 = 1;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 + 2;
            {
                let v16_i____7: i32 = 0;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
            {
                let v16_i____7: i32 = 1;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 + 3;
            {
                let v16_i____7: i32 = 0;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
            {
                let v16_i____7: i32 = 1;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 + 4;
            {
                let v16_i____7: i32 = 0;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
            {
                let v16_i____7: i32 = 1;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 + 5;
            {
                let v16_i____7: i32 = 0;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
            {
                let v16_i____7: i32 = 1;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 + 6;
            {
                let v16_i____7: i32 = 0;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
            {
                let v16_i____7: i32 = 1;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 + 7;
            {
                let v16_i____7: i32 = 0;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
            {
                let v16_i____7: i32 = 1;
                v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
            }
        }
    }
    for (var r_v15_i____6: i32 = (2 * i32(kahan_one)) - ((2 * i32(kahan_one)) - 0) % 8; r_v15_i____6 < (2 * i32(kahan_one)); r_v15_i____6++) {
        wg_trips += 1u;
        let v15_i____6: i32 = r_v15_i____6;
        {
            let v16_i____7: i32 = 0;
            v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
        }
        {
            let v16_i____7: i32 = 1;
            v14_acc__ = v14_acc__ + v6_shifted[(v15_i____6 * 2 + v16_i____7)];
        }
    }
    {
        let y = (v14_acc__) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v25_adj__acc__ = v25_adj__acc__ + 1.0f;
    for (var b_v15_i____6: i32 = (2 * i32(kahan_one)); b_v15_i____6 - 8 >= 0; b_v15_i____6 -= 8) {
        wg_trips += 1u;
        let u_v15_i____6: i32 = b_v15_i____6;
        {
            let v15_i____6: i32 = u_v15_i____6 - 1 - 0;
            {
                let v16_i____7: i32 = 1;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
            {
                let v16_i____7: i32 = 0;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 - 1 - 1;
            {
                let v16_i____7: i32 = 1;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
            {
                let v16_i____7: i32 = 0;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 - 1 - 2;
            {
                let v16_i____7: i32 = 1;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
            {
                let v16_i____7: i32 = 0;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 - 1 - 3;
            {
                let v16_i____7: i32 = 1;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
            {
                let v16_i____7: i32 = 0;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 - 1 - 4;
            {
                let v16_i____7: i32 = 1;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
            {
                let v16_i____7: i32 = 0;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 - 1 - 5;
            {
                let v16_i____7: i32 = 1;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
            {
                let v16_i____7: i32 = 0;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 - 1 - 6;
            {
                let v16_i____7: i32 = 1;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
            {
                let v16_i____7: i32 = 0;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
        }
        {
            let v15_i____6: i32 = u_v15_i____6 - 1 - 7;
            {
                let v16_i____7: i32 = 1;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
            {
                let v16_i____7: i32 = 0;
                let t11 = v25_adj__acc__;
                v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
            }
        }
    }
    for (var r_v15_i____6: i32 = 0 + ((2 * i32(kahan_one)) - 0) % 8 - 1; r_v15_i____6 >= 0; r_v15_i____6--) {
        wg_trips += 1u;
        let v15_i____6: i32 = r_v15_i____6;
        {
            let v16_i____7: i32 = 1;
            let t11 = v25_adj__acc__;
            v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
        }
        {
            let v16_i____7: i32 = 0;
            let t11 = v25_adj__acc__;
            v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] = v23_adj__shifted[(v15_i____6 * 2 + v16_i____7)] + t11;
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
        c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
        v17_adj__free = t;
    }
    for (var b_v10_i____2: i32 = (2 * i32(kahan_one)); b_v10_i____2 - 8 >= 0; b_v10_i____2 -= 8) {
        wg_trips += 1u;
        let u_v10_i____2: i32 = b_v10_i____2;
        {
            let v10_i____2: i32 = u_v10_i____2 - 1 - 0;
            {
                let v11_i____3: i32 = 1;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
            {
                let v11_i____3: i32 = 0;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 - 1 - 1;
            {
                let v11_i____3: i32 = 1;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
            {
                let v11_i____3: i32 = 0;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 - 1 - 2;
            {
                let v11_i____3: i32 = 1;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
            {
                let v11_i____3: i32 = 0;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 - 1 - 3;
            {
                let v11_i____3: i32 = 1;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
            {
                let v11_i____3: i32 = 0;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 - 1 - 4;
            {
                let v11_i____3: i32 = 1;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
            {
                let v11_i____3: i32 = 0;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 - 1 - 5;
            {
                let v11_i____3: i32 = 1;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
            {
                let v11_i____3: i32 = 0;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 - 1 - 6;
            {
                let v11_i____3: i32 = 1;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
            {
                let v11_i____3: i32 = 0;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
        }
        {
            let v10_i____2: i32 = u_v10_i____2 - 1 - 7;
            {
                let v11_i____3: i32 = 1;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
            {
                let v11_i____3: i32 = 0;
                {
                    let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
                let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
                let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
                {
                    let y = (t35) - c17_adj__free;
                    let t = v17_adj__free + y;
                    c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                    v17_adj__free = t;
                }
                let t38 = (t35 * t33);
                {
                    let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                    let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                    c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                    v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
                }
            }
        }
    }
    for (var r_v10_i____2: i32 = 0 + ((2 * i32(kahan_one)) - 0) % 8 - 1; r_v10_i____2 >= 0; r_v10_i____2--) {
        wg_trips += 1u;
        let v10_i____2: i32 = r_v10_i____2;
        {
            let v11_i____3: i32 = 1;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
            let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
            let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
            {
                let y = (t35) - c17_adj__free;
                let t = v17_adj__free + y;
                c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                v17_adj__free = t;
            }
            let t38 = (t35 * t33);
            {
                let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
        }
        {
            let v11_i____3: i32 = 0;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
            let t33 = wg_exp(q_ld(u32((((v10_i____2 * 2) + v11_i____3) + 11))));
            let t35 = v23_adj__shifted[(v10_i____2 * 2 + v11_i____3)];
            {
                let y = (t35) - c17_adj__free;
                let t = v17_adj__free + y;
                c17_adj__free = select(((t * kahan_one) - v17_adj__free) - y, 0.0f, wg_is_nonfinite(t));
                v17_adj__free = t;
            }
            let t38 = (t35 * t33);
            {
                let y = (t38) - c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)];
                let t = v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] + y;
                c24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = select(((t * kahan_one) - v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(((v10_i____2 * 2) + v11_i____3) + 11)] = t;
            }
        }
    }
    for (var b_v9_i____1: i32 = (4 * i32(kahan_one)); b_v9_i____1 - 8 >= 1; b_v9_i____1 -= 8) {
        wg_trips += 1u;
        let u_v9_i____1: i32 = b_v9_i____1;
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 0;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
            let t40 = wg_exp(q_ld(u32((v9_i____1 + 7))));
            let t42 = v22_adj__ordered[v9_i____1];
            v22_adj__ordered[(v9_i____1 - 1)] = v22_adj__ordered[(v9_i____1 - 1)] + t42;
            let t45 = (t42 * t40);
            {
                let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 1;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
            let t40 = wg_exp(q_ld(u32((v9_i____1 + 7))));
            let t42 = v22_adj__ordered[v9_i____1];
            v22_adj__ordered[(v9_i____1 - 1)] = v22_adj__ordered[(v9_i____1 - 1)] + t42;
            let t45 = (t42 * t40);
            {
                let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 2;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
            let t40 = wg_exp(q_ld(u32((v9_i____1 + 7))));
            let t42 = v22_adj__ordered[v9_i____1];
            v22_adj__ordered[(v9_i____1 - 1)] = v22_adj__ordered[(v9_i____1 - 1)] + t42;
            let t45 = (t42 * t40);
            {
                let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 3;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
            let t40 = wg_exp(q_ld(u32((v9_i____1 + 7))));
            let t42 = v22_adj__ordered[v9_i____1];
            v22_adj__ordered[(v9_i____1 - 1)] = v22_adj__ordered[(v9_i____1 - 1)] + t42;
            let t45 = (t42 * t40);
            {
                let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 4;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
            let t40 = wg_exp(q_ld(u32((v9_i____1 + 7))));
            let t42 = v22_adj__ordered[v9_i____1];
            v22_adj__ordered[(v9_i____1 - 1)] = v22_adj__ordered[(v9_i____1 - 1)] + t42;
            let t45 = (t42 * t40);
            {
                let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 5;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
            let t40 = wg_exp(q_ld(u32((v9_i____1 + 7))));
            let t42 = v22_adj__ordered[v9_i____1];
            v22_adj__ordered[(v9_i____1 - 1)] = v22_adj__ordered[(v9_i____1 - 1)] + t42;
            let t45 = (t42 * t40);
            {
                let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 6;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
            let t40 = wg_exp(q_ld(u32((v9_i____1 + 7))));
            let t42 = v22_adj__ordered[v9_i____1];
            v22_adj__ordered[(v9_i____1 - 1)] = v22_adj__ordered[(v9_i____1 - 1)] + t42;
            let t45 = (t42 * t40);
            {
                let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
        }
        {
            let v9_i____1: i32 = u_v9_i____1 - 1 - 7;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
            let t40 = wg_exp(q_ld(u32((v9_i____1 + 7))));
            let t42 = v22_adj__ordered[v9_i____1];
            v22_adj__ordered[(v9_i____1 - 1)] = v22_adj__ordered[(v9_i____1 - 1)] + t42;
            let t45 = (t42 * t40);
            {
                let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
                let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
                c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
            }
        }
    }
    for (var r_v9_i____1: i32 = 1 + ((4 * i32(kahan_one)) - 1) % 8 - 1; r_v9_i____1 >= 1; r_v9_i____1--) {
        wg_trips += 1u;
        let v9_i____1: i32 = r_v9_i____1;
        {
            let y = (1.0f) - c24_adj__unconstrained__[(v9_i____1 + 7)];
            let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
            c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
            v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
        }
        let t40 = wg_exp(q_ld(u32((v9_i____1 + 7))));
        let t42 = v22_adj__ordered[v9_i____1];
        v22_adj__ordered[(v9_i____1 - 1)] = v22_adj__ordered[(v9_i____1 - 1)] + t42;
        let t45 = (t42 * t40);
        {
            let y = (t45) - c24_adj__unconstrained__[(v9_i____1 + 7)];
            let t = v24_adj__unconstrained__[(v9_i____1 + 7)] + y;
            c24_adj__unconstrained__[(v9_i____1 + 7)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v9_i____1 + 7)]) - y, 0.0f, wg_is_nonfinite(t));
            v24_adj__unconstrained__[(v9_i____1 + 7)] = t;
        }
    }
    let t46 = v22_adj__ordered[0];
    {
        let y = (t46) - c24_adj__unconstrained__[7];
        let t = v24_adj__unconstrained__[7] + y;
        c24_adj__unconstrained__[7] = select(((t * kahan_one) - v24_adj__unconstrained__[7]) - y, 0.0f, wg_is_nonfinite(t));
        v24_adj__unconstrained__[7] = t;
    }
    let t47 = (1.0f - v3_unit);
    let t55 = (1.0f / t47);
    let t56 = (-t55);
    v20_adj__unit = v20_adj__unit + t56;
    let t59 = wg_inv_logit((-q_ld(u32(6))));
    {
        let y = (t59) - c24_adj__unconstrained__[6];
        let t = v24_adj__unconstrained__[6] + y;
        c24_adj__unconstrained__[6] = select(((t * kahan_one) - v24_adj__unconstrained__[6]) - y, 0.0f, wg_is_nonfinite(t));
        v24_adj__unconstrained__[6] = t;
    }
    let t61 = (-wg_inv_logit(q_ld(u32(6))));
    {
        let y = (t61) - c24_adj__unconstrained__[6];
        let t = v24_adj__unconstrained__[6] + y;
        c24_adj__unconstrained__[6] = select(((t * kahan_one) - v24_adj__unconstrained__[6]) - y, 0.0f, wg_is_nonfinite(t));
        v24_adj__unconstrained__[6] = t;
    }
    let t62 = (1.0f - v3_unit);
    let t63 = wg_inv_logit(q_ld(u32(6)));
    let t65 = v21_adj__rest;
    let t66 = (t65 * t63);
    let t67 = (-t66);
    v20_adj__unit = v20_adj__unit + t67;
    let t68 = (t65 * t62);
    let t69 = (t68 * (t63 * (1.0f - t63)));
    {
        let y = (t69) - c24_adj__unconstrained__[6];
        let t = v24_adj__unconstrained__[6] + y;
        c24_adj__unconstrained__[6] = select(((t * kahan_one) - v24_adj__unconstrained__[6]) - y, 0.0f, wg_is_nonfinite(t));
        v24_adj__unconstrained__[6] = t;
    }
    let t78 = wg_inv_logit((-q_ld(u32(5))));
    {
        let y = (t78) - c24_adj__unconstrained__[5];
        let t = v24_adj__unconstrained__[5] + y;
        c24_adj__unconstrained__[5] = select(((t * kahan_one) - v24_adj__unconstrained__[5]) - y, 0.0f, wg_is_nonfinite(t));
        v24_adj__unconstrained__[5] = t;
    }
    let t80 = (-wg_inv_logit(q_ld(u32(5))));
    {
        let y = (t80) - c24_adj__unconstrained__[5];
        let t = v24_adj__unconstrained__[5] + y;
        c24_adj__unconstrained__[5] = select(((t * kahan_one) - v24_adj__unconstrained__[5]) - y, 0.0f, wg_is_nonfinite(t));
        v24_adj__unconstrained__[5] = t;
    }
    let t81 = wg_inv_logit(q_ld(u32(5)));
    let t82 = v20_adj__unit;
    let t83 = (t82 * (t81 * (1.0f - t81)));
    {
        let y = (t83) - c24_adj__unconstrained__[5];
        let t = v24_adj__unconstrained__[5] + y;
        c24_adj__unconstrained__[5] = select(((t * kahan_one) - v24_adj__unconstrained__[5]) - y, 0.0f, wg_is_nonfinite(t));
        v24_adj__unconstrained__[5] = t;
    }
    {
        let y = (1.0f) - c24_adj__unconstrained__[4];
        let t = v24_adj__unconstrained__[4] + y;
        c24_adj__unconstrained__[4] = select(((t * kahan_one) - v24_adj__unconstrained__[4]) - y, 0.0f, wg_is_nonfinite(t));
        v24_adj__unconstrained__[4] = t;
    }
    let t85 = wg_exp(q_ld(u32(4)));
    let t87 = v19_adj__upper;
    let t88 = (-t87);
    let t89 = (t88 * t85);
    {
        let y = (t89) - c24_adj__unconstrained__[4];
        let t = v24_adj__unconstrained__[4] + y;
        c24_adj__unconstrained__[4] = select(((t * kahan_one) - v24_adj__unconstrained__[4]) - y, 0.0f, wg_is_nonfinite(t));
        v24_adj__unconstrained__[4] = t;
    }
    for (var b_v8_i__: i32 = (3 * i32(kahan_one)); b_v8_i__ - 8 >= 0; b_v8_i__ -= 8) {
        wg_trips += 1u;
        let u_v8_i__: i32 = b_v8_i__;
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 0;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
            let t91 = wg_exp(q_ld(u32((v8_i__ + 1))));
            let t93 = v18_adj__lower[v8_i__];
            let t95 = (t93 * t91);
            {
                let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 1;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
            let t91 = wg_exp(q_ld(u32((v8_i__ + 1))));
            let t93 = v18_adj__lower[v8_i__];
            let t95 = (t93 * t91);
            {
                let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 2;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
            let t91 = wg_exp(q_ld(u32((v8_i__ + 1))));
            let t93 = v18_adj__lower[v8_i__];
            let t95 = (t93 * t91);
            {
                let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 3;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
            let t91 = wg_exp(q_ld(u32((v8_i__ + 1))));
            let t93 = v18_adj__lower[v8_i__];
            let t95 = (t93 * t91);
            {
                let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 4;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
            let t91 = wg_exp(q_ld(u32((v8_i__ + 1))));
            let t93 = v18_adj__lower[v8_i__];
            let t95 = (t93 * t91);
            {
                let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 5;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
            let t91 = wg_exp(q_ld(u32((v8_i__ + 1))));
            let t93 = v18_adj__lower[v8_i__];
            let t95 = (t93 * t91);
            {
                let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 6;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
            let t91 = wg_exp(q_ld(u32((v8_i__ + 1))));
            let t93 = v18_adj__lower[v8_i__];
            let t95 = (t93 * t91);
            {
                let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
        }
        {
            let v8_i__: i32 = u_v8_i__ - 1 - 7;
            {
                let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
            let t91 = wg_exp(q_ld(u32((v8_i__ + 1))));
            let t93 = v18_adj__lower[v8_i__];
            let t95 = (t93 * t91);
            {
                let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
                let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
                c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__unconstrained__[(v8_i__ + 1)] = t;
            }
        }
    }
    for (var r_v8_i__: i32 = 0 + ((3 * i32(kahan_one)) - 0) % 8 - 1; r_v8_i__ >= 0; r_v8_i__--) {
        wg_trips += 1u;
        let v8_i__: i32 = r_v8_i__;
        {
            let y = (1.0f) - c24_adj__unconstrained__[(v8_i__ + 1)];
            let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
            c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
            v24_adj__unconstrained__[(v8_i__ + 1)] = t;
        }
        let t91 = wg_exp(q_ld(u32((v8_i__ + 1))));
        let t93 = v18_adj__lower[v8_i__];
        let t95 = (t93 * t91);
        {
            let y = (t95) - c24_adj__unconstrained__[(v8_i__ + 1)];
            let t = v24_adj__unconstrained__[(v8_i__ + 1)] + y;
            c24_adj__unconstrained__[(v8_i__ + 1)] = select(((t * kahan_one) - v24_adj__unconstrained__[(v8_i__ + 1)]) - y, 0.0f, wg_is_nonfinite(t));
            v24_adj__unconstrained__[(v8_i__ + 1)] = t;
        }
    }
    let t96 = v17_adj__free;
    {
        let y = (t96) - c24_adj__unconstrained__[0];
        let t = v24_adj__unconstrained__[0] + y;
        c24_adj__unconstrained__[0] = select(((t * kahan_one) - v24_adj__unconstrained__[0]) - y, 0.0f, wg_is_nonfinite(t));
        v24_adj__unconstrained__[0] = t;
    }
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v24_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
