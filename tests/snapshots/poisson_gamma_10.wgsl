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
    var v4_rho: array<f32, 10>;
    var v9_adj__rho: array<f32, 10>;
    var v10_adj__unconstrained__: array<f32, 10>;
    for (var b_v6_i__: i32 = 0; b_v6_i__ + 8 <= (10 * i32(kahan_one)); b_v6_i__ += 8) {
        wg_trips += 1u;
        let u_v6_i__: i32 = b_v6_i__;
        {
            let v6_i__: i32 = u_v6_i__ + 0;
            v4_rho[v6_i__] = wg_exp(q_ld(u32(v6_i__)));
            {
                let y = (q_ld(u32(v6_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v6_i__: i32 = u_v6_i__ + 1;
            v4_rho[v6_i__] = wg_exp(q_ld(u32(v6_i__)));
            {
                let y = (q_ld(u32(v6_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v6_i__: i32 = u_v6_i__ + 2;
            v4_rho[v6_i__] = wg_exp(q_ld(u32(v6_i__)));
            {
                let y = (q_ld(u32(v6_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v6_i__: i32 = u_v6_i__ + 3;
            v4_rho[v6_i__] = wg_exp(q_ld(u32(v6_i__)));
            {
                let y = (q_ld(u32(v6_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v6_i__: i32 = u_v6_i__ + 4;
            v4_rho[v6_i__] = wg_exp(q_ld(u32(v6_i__)));
            {
                let y = (q_ld(u32(v6_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v6_i__: i32 = u_v6_i__ + 5;
            v4_rho[v6_i__] = wg_exp(q_ld(u32(v6_i__)));
            {
                let y = (q_ld(u32(v6_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v6_i__: i32 = u_v6_i__ + 6;
            v4_rho[v6_i__] = wg_exp(q_ld(u32(v6_i__)));
            {
                let y = (q_ld(u32(v6_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v6_i__: i32 = u_v6_i__ + 7;
            v4_rho[v6_i__] = wg_exp(q_ld(u32(v6_i__)));
            {
                let y = (q_ld(u32(v6_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
    }
    for (var r_v6_i__: i32 = (10 * i32(kahan_one)) - ((10 * i32(kahan_one)) - 0) % 8; r_v6_i__ < (10 * i32(kahan_one)); r_v6_i__++) {
        wg_trips += 1u;
        let v6_i__: i32 = r_v6_i__;
        v4_rho[v6_i__] = wg_exp(q_ld(u32(v6_i__)));
        {
            let y = (q_ld(u32(v6_i__))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
    }
    for (var b_v7_i____1: i32 = 0; b_v7_i____1 + 8 <= (10 * i32(kahan_one)); b_v7_i____1 += 8) {
        wg_trips += 1u;
        let u_v7_i____1: i32 = b_v7_i____1;
        {
            let v7_i____1: i32 = u_v7_i____1 + 0;
            {
                let y = (wg_check_positive_finite(v4_rho[v7_i____1])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            {
                let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[4 + 0]) * v4_rho[v7_i____1])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (data_f[0 + 0] - 1.0f);
            let t3 = (1.0f / data_f[4 + 0]);
            let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t10;
            let t13 = ((-1.0f) * t3);
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t13;
        }
        {
            let v7_i____1: i32 = u_v7_i____1 + 1;
            {
                let y = (wg_check_positive_finite(v4_rho[v7_i____1])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            {
                let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[4 + 0]) * v4_rho[v7_i____1])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (data_f[0 + 0] - 1.0f);
            let t3 = (1.0f / data_f[4 + 0]);
            let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t10;
            let t13 = ((-1.0f) * t3);
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t13;
        }
        {
            let v7_i____1: i32 = u_v7_i____1 + 2;
            {
                let y = (wg_check_positive_finite(v4_rho[v7_i____1])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            {
                let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[4 + 0]) * v4_rho[v7_i____1])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (data_f[0 + 0] - 1.0f);
            let t3 = (1.0f / data_f[4 + 0]);
            let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t10;
            let t13 = ((-1.0f) * t3);
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t13;
        }
        {
            let v7_i____1: i32 = u_v7_i____1 + 3;
            {
                let y = (wg_check_positive_finite(v4_rho[v7_i____1])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            {
                let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[4 + 0]) * v4_rho[v7_i____1])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (data_f[0 + 0] - 1.0f);
            let t3 = (1.0f / data_f[4 + 0]);
            let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t10;
            let t13 = ((-1.0f) * t3);
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t13;
        }
        {
            let v7_i____1: i32 = u_v7_i____1 + 4;
            {
                let y = (wg_check_positive_finite(v4_rho[v7_i____1])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            {
                let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[4 + 0]) * v4_rho[v7_i____1])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (data_f[0 + 0] - 1.0f);
            let t3 = (1.0f / data_f[4 + 0]);
            let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t10;
            let t13 = ((-1.0f) * t3);
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t13;
        }
        {
            let v7_i____1: i32 = u_v7_i____1 + 5;
            {
                let y = (wg_check_positive_finite(v4_rho[v7_i____1])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            {
                let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[4 + 0]) * v4_rho[v7_i____1])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (data_f[0 + 0] - 1.0f);
            let t3 = (1.0f / data_f[4 + 0]);
            let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t10;
            let t13 = ((-1.0f) * t3);
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t13;
        }
        {
            let v7_i____1: i32 = u_v7_i____1 + 6;
            {
                let y = (wg_check_positive_finite(v4_rho[v7_i____1])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            {
                let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[4 + 0]) * v4_rho[v7_i____1])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (data_f[0 + 0] - 1.0f);
            let t3 = (1.0f / data_f[4 + 0]);
            let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t10;
            let t13 = ((-1.0f) * t3);
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t13;
        }
        {
            let v7_i____1: i32 = u_v7_i____1 + 7;
            {
                let y = (wg_check_positive_finite(v4_rho[v7_i____1])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            {
                let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[4 + 0]) * v4_rho[v7_i____1])))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (data_f[0 + 0] - 1.0f);
            let t3 = (1.0f / data_f[4 + 0]);
            let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t10;
            let t13 = ((-1.0f) * t3);
            v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t13;
        }
    }
    for (var r_v7_i____1: i32 = (10 * i32(kahan_one)) - ((10 * i32(kahan_one)) - 0) % 8; r_v7_i____1 < (10 * i32(kahan_one)); r_v7_i____1++) {
        wg_trips += 1u;
        let v7_i____1: i32 = r_v7_i____1;
        {
            let y = (wg_check_positive_finite(v4_rho[v7_i____1])) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        {
            let y = ((((data_f[0 + 0] - 1.0f) * wg_log(v4_rho[v7_i____1])) + ((-1.0f) * ((1.0f / data_f[4 + 0]) * v4_rho[v7_i____1])))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t0 = (data_f[0 + 0] - 1.0f);
        let t3 = (1.0f / data_f[4 + 0]);
        let t10 = (t0 * (1.0f / v4_rho[v7_i____1]));
        v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t10;
        let t13 = ((-1.0f) * t3);
        v9_adj__rho[v7_i____1] = v9_adj__rho[v7_i____1] + t13;
    }
    for (var b_v8_i____2: i32 = 0; b_v8_i____2 + 8 <= (10 * i32(kahan_one)); b_v8_i____2 += 8) {
        wg_trips += 1u;
        let u_v8_i____2: i32 = b_v8_i____2;
        {
            let v8_i____2: i32 = u_v8_i____2 + 0;
            {
                let y = (((f32(data_i[4 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t21 = f32(data_i[4 + v8_i____2]);
            let t22 = (t21 * (1.0f / v4_rho[v8_i____2]));
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + t22;
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + (-1.0f);
        }
        {
            let v8_i____2: i32 = u_v8_i____2 + 1;
            {
                let y = (((f32(data_i[4 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t21 = f32(data_i[4 + v8_i____2]);
            let t22 = (t21 * (1.0f / v4_rho[v8_i____2]));
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + t22;
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + (-1.0f);
        }
        {
            let v8_i____2: i32 = u_v8_i____2 + 2;
            {
                let y = (((f32(data_i[4 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t21 = f32(data_i[4 + v8_i____2]);
            let t22 = (t21 * (1.0f / v4_rho[v8_i____2]));
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + t22;
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + (-1.0f);
        }
        {
            let v8_i____2: i32 = u_v8_i____2 + 3;
            {
                let y = (((f32(data_i[4 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t21 = f32(data_i[4 + v8_i____2]);
            let t22 = (t21 * (1.0f / v4_rho[v8_i____2]));
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + t22;
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + (-1.0f);
        }
        {
            let v8_i____2: i32 = u_v8_i____2 + 4;
            {
                let y = (((f32(data_i[4 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t21 = f32(data_i[4 + v8_i____2]);
            let t22 = (t21 * (1.0f / v4_rho[v8_i____2]));
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + t22;
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + (-1.0f);
        }
        {
            let v8_i____2: i32 = u_v8_i____2 + 5;
            {
                let y = (((f32(data_i[4 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t21 = f32(data_i[4 + v8_i____2]);
            let t22 = (t21 * (1.0f / v4_rho[v8_i____2]));
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + t22;
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + (-1.0f);
        }
        {
            let v8_i____2: i32 = u_v8_i____2 + 6;
            {
                let y = (((f32(data_i[4 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t21 = f32(data_i[4 + v8_i____2]);
            let t22 = (t21 * (1.0f / v4_rho[v8_i____2]));
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + t22;
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + (-1.0f);
        }
        {
            let v8_i____2: i32 = u_v8_i____2 + 7;
            {
                let y = (((f32(data_i[4 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t21 = f32(data_i[4 + v8_i____2]);
            let t22 = (t21 * (1.0f / v4_rho[v8_i____2]));
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + t22;
            v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + (-1.0f);
        }
    }
    for (var r_v8_i____2: i32 = (10 * i32(kahan_one)) - ((10 * i32(kahan_one)) - 0) % 8; r_v8_i____2 < (10 * i32(kahan_one)); r_v8_i____2++) {
        wg_trips += 1u;
        let v8_i____2: i32 = r_v8_i____2;
        {
            let y = (((f32(data_i[4 + v8_i____2]) * wg_log(v4_rho[v8_i____2])) - v4_rho[v8_i____2])) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t21 = f32(data_i[4 + v8_i____2]);
        let t22 = (t21 * (1.0f / v4_rho[v8_i____2]));
        v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + t22;
        v9_adj__rho[v8_i____2] = v9_adj__rho[v8_i____2] + (-1.0f);
    }
    for (var b_v6_i__: i32 = (10 * i32(kahan_one)); b_v6_i__ - 8 >= 0; b_v6_i__ -= 8) {
        wg_trips += 1u;
        let u_v6_i__: i32 = b_v6_i__;
        {
            let v6_i__: i32 = u_v6_i__ - 1 - 0;
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + 1.0f;
            let t25 = wg_exp(q_ld(u32(v6_i__)));
            let t26 = v9_adj__rho[v6_i__];
            let t27 = (t26 * t25);
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + t27;
        }
        {
            let v6_i__: i32 = u_v6_i__ - 1 - 1;
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + 1.0f;
            let t25 = wg_exp(q_ld(u32(v6_i__)));
            let t26 = v9_adj__rho[v6_i__];
            let t27 = (t26 * t25);
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + t27;
        }
        {
            let v6_i__: i32 = u_v6_i__ - 1 - 2;
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + 1.0f;
            let t25 = wg_exp(q_ld(u32(v6_i__)));
            let t26 = v9_adj__rho[v6_i__];
            let t27 = (t26 * t25);
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + t27;
        }
        {
            let v6_i__: i32 = u_v6_i__ - 1 - 3;
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + 1.0f;
            let t25 = wg_exp(q_ld(u32(v6_i__)));
            let t26 = v9_adj__rho[v6_i__];
            let t27 = (t26 * t25);
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + t27;
        }
        {
            let v6_i__: i32 = u_v6_i__ - 1 - 4;
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + 1.0f;
            let t25 = wg_exp(q_ld(u32(v6_i__)));
            let t26 = v9_adj__rho[v6_i__];
            let t27 = (t26 * t25);
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + t27;
        }
        {
            let v6_i__: i32 = u_v6_i__ - 1 - 5;
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + 1.0f;
            let t25 = wg_exp(q_ld(u32(v6_i__)));
            let t26 = v9_adj__rho[v6_i__];
            let t27 = (t26 * t25);
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + t27;
        }
        {
            let v6_i__: i32 = u_v6_i__ - 1 - 6;
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + 1.0f;
            let t25 = wg_exp(q_ld(u32(v6_i__)));
            let t26 = v9_adj__rho[v6_i__];
            let t27 = (t26 * t25);
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + t27;
        }
        {
            let v6_i__: i32 = u_v6_i__ - 1 - 7;
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + 1.0f;
            let t25 = wg_exp(q_ld(u32(v6_i__)));
            let t26 = v9_adj__rho[v6_i__];
            let t27 = (t26 * t25);
            v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + t27;
        }
    }
    for (var r_v6_i__: i32 = 0 + ((10 * i32(kahan_one)) - 0) % 8 - 1; r_v6_i__ >= 0; r_v6_i__--) {
        wg_trips += 1u;
        let v6_i__: i32 = r_v6_i__;
        v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + 1.0f;
        let t25 = wg_exp(q_ld(u32(v6_i__)));
        let t26 = v9_adj__rho[v6_i__];
        let t27 = (t26 * t25);
        v10_adj__unconstrained__[v6_i__] = v10_adj__unconstrained__[v6_i__] + t27;
    }
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v10_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
