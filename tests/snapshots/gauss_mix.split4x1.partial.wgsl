const DIM: u32 = 5u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 5u;
// Lane-interleaved rows (src/codegen/interleave.rs): word k of lane c's row of `stride` words.
const LANE_BLOCK: u32 = 32u;
fn lane_word(c: u32, stride: u32, k: u32) -> u32 {
    return (c / LANE_BLOCK) * stride * LANE_BLOCK + k * LANE_BLOCK + c % LANE_BLOCK;
}
const ROW_LANES: u32 = 1u;
const WG_SIZE: u32 = 64u;
const GROUPS: u32 = 4u;
const PLATE_SUMS: u32 = 8u;
var<private> wg_group: u32;
var<private> wg_active: bool;
@group(0) @binding(12) var<storage, read_write> partials: array<f32>;

fn logp_grad(lane: u32) -> f32 {
    let sbase = lane_word(lane, SCRATCH_STRIDE, 0u);
    var lp: f32 = 0.0f;
    var lp_c: f32 = 0.0f;
    var v2_mu: array<f32, 2>;
    var v3_sigma: array<f32, 2>;
    var v4_theta: f32;
    var v11_hoisted: f32;
    var v12_hoisted__1: f32;
    var v13_adj__mu: array<f32, 2>;
    var c13_adj__mu: array<f32, 2>;
    var v14_adj__sigma: array<f32, 2>;
    var c14_adj__sigma: array<f32, 2>;
    var v15_adj__theta: f32;
    var c15_adj__theta: f32;
    var v16_adj__unconstrained__: array<f32, 5>;
    var v17_adj__hoisted: f32;
    var c17_adj__hoisted: f32;
    var v18_adj__hoisted__1: f32;
    var c18_adj__hoisted__1: f32;
    v2_mu[0] = q_ld(u32(0));
    for (var b_v7_i__: i32 = 1; b_v7_i__ + 8 <= (2 * i32(kahan_one)); b_v7_i__ += 8) {
        wg_trips += 1u;
        let u_v7_i__: i32 = b_v7_i__;
        {
            let v7_i__: i32 = u_v7_i__ + 0;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(q_ld(u32(v7_i__))));
            {
                let y = (q_ld(u32(v7_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = u_v7_i__ + 1;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(q_ld(u32(v7_i__))));
            {
                let y = (q_ld(u32(v7_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = u_v7_i__ + 2;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(q_ld(u32(v7_i__))));
            {
                let y = (q_ld(u32(v7_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = u_v7_i__ + 3;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(q_ld(u32(v7_i__))));
            {
                let y = (q_ld(u32(v7_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = u_v7_i__ + 4;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(q_ld(u32(v7_i__))));
            {
                let y = (q_ld(u32(v7_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = u_v7_i__ + 5;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(q_ld(u32(v7_i__))));
            {
                let y = (q_ld(u32(v7_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = u_v7_i__ + 6;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(q_ld(u32(v7_i__))));
            {
                let y = (q_ld(u32(v7_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = u_v7_i__ + 7;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(q_ld(u32(v7_i__))));
            {
                let y = (q_ld(u32(v7_i__))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
    }
    for (var r_v7_i__: i32 = (2 * i32(kahan_one)) - ((2 * i32(kahan_one)) - 1) % 8; r_v7_i__ < (2 * i32(kahan_one)); r_v7_i__++) {
        wg_trips += 1u;
        let v7_i__: i32 = r_v7_i__;
        v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(q_ld(u32(v7_i__))));
        {
            let y = (q_ld(u32(v7_i__))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
    }
    for (var b_v8_i____1: i32 = 0; b_v8_i____1 + 8 <= (2 * i32(kahan_one)); b_v8_i____1 += 8) {
        wg_trips += 1u;
        let u_v8_i____1: i32 = b_v8_i____1;
        {
            let v8_i____1: i32 = u_v8_i____1 + 0;
            v3_sigma[v8_i____1] = wg_exp(q_ld(u32((v8_i____1 + 2))));
            {
                let y = (q_ld(u32((v8_i____1 + 2)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 1;
            v3_sigma[v8_i____1] = wg_exp(q_ld(u32((v8_i____1 + 2))));
            {
                let y = (q_ld(u32((v8_i____1 + 2)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 2;
            v3_sigma[v8_i____1] = wg_exp(q_ld(u32((v8_i____1 + 2))));
            {
                let y = (q_ld(u32((v8_i____1 + 2)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 3;
            v3_sigma[v8_i____1] = wg_exp(q_ld(u32((v8_i____1 + 2))));
            {
                let y = (q_ld(u32((v8_i____1 + 2)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 4;
            v3_sigma[v8_i____1] = wg_exp(q_ld(u32((v8_i____1 + 2))));
            {
                let y = (q_ld(u32((v8_i____1 + 2)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 5;
            v3_sigma[v8_i____1] = wg_exp(q_ld(u32((v8_i____1 + 2))));
            {
                let y = (q_ld(u32((v8_i____1 + 2)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 6;
            v3_sigma[v8_i____1] = wg_exp(q_ld(u32((v8_i____1 + 2))));
            {
                let y = (q_ld(u32((v8_i____1 + 2)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = u_v8_i____1 + 7;
            v3_sigma[v8_i____1] = wg_exp(q_ld(u32((v8_i____1 + 2))));
            {
                let y = (q_ld(u32((v8_i____1 + 2)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
    }
    for (var r_v8_i____1: i32 = (2 * i32(kahan_one)) - ((2 * i32(kahan_one)) - 0) % 8; r_v8_i____1 < (2 * i32(kahan_one)); r_v8_i____1++) {
        wg_trips += 1u;
        let v8_i____1: i32 = r_v8_i____1;
        v3_sigma[v8_i____1] = wg_exp(q_ld(u32((v8_i____1 + 2))));
        {
            let y = (q_ld(u32((v8_i____1 + 2)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
    }
    v4_theta = wg_inv_logit(q_ld(u32(4)));
    {
        let y = ((wg_log(1.0f) + (wg_log_inv_logit(q_ld(u32(4))) + wg_log1m_inv_logit(q_ld(u32(4)))))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v9_i____2: i32 = 0; b_v9_i____2 + 8 <= (2 * i32(kahan_one)); b_v9_i____2 += 8) {
        wg_trips += 1u;
        let u_v9_i____2: i32 = b_v9_i____2;
        {
            let v9_i____2: i32 = u_v9_i____2 + 0;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c14_adj__sigma[v9_i____2];
                let t = v14_adj__sigma[v9_i____2] + y;
                c14_adj__sigma[v9_i____2] = select(((t * kahan_one) - v14_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 1;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c14_adj__sigma[v9_i____2];
                let t = v14_adj__sigma[v9_i____2] + y;
                c14_adj__sigma[v9_i____2] = select(((t * kahan_one) - v14_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 2;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c14_adj__sigma[v9_i____2];
                let t = v14_adj__sigma[v9_i____2] + y;
                c14_adj__sigma[v9_i____2] = select(((t * kahan_one) - v14_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 3;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c14_adj__sigma[v9_i____2];
                let t = v14_adj__sigma[v9_i____2] + y;
                c14_adj__sigma[v9_i____2] = select(((t * kahan_one) - v14_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 4;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c14_adj__sigma[v9_i____2];
                let t = v14_adj__sigma[v9_i____2] + y;
                c14_adj__sigma[v9_i____2] = select(((t * kahan_one) - v14_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 5;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c14_adj__sigma[v9_i____2];
                let t = v14_adj__sigma[v9_i____2] + y;
                c14_adj__sigma[v9_i____2] = select(((t * kahan_one) - v14_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 6;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c14_adj__sigma[v9_i____2];
                let t = v14_adj__sigma[v9_i____2] + y;
                c14_adj__sigma[v9_i____2] = select(((t * kahan_one) - v14_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = u_v9_i____2 + 7;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c14_adj__sigma[v9_i____2];
                let t = v14_adj__sigma[v9_i____2] + y;
                c14_adj__sigma[v9_i____2] = select(((t * kahan_one) - v14_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__sigma[v9_i____2] = t;
            }
        }
    }
    for (var r_v9_i____2: i32 = (2 * i32(kahan_one)) - ((2 * i32(kahan_one)) - 0) % 8; r_v9_i____2 < (2 * i32(kahan_one)); r_v9_i____2++) {
        wg_trips += 1u;
        let v9_i____2: i32 = r_v9_i____2;
        {
            let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t0 = (v3_sigma[v9_i____2] / 2.0f);
        let t5 = ((-0.5f) * (2.0f * t0));
        let t6 = (t5 / 2.0f);
        {
            let y = (t6) - c14_adj__sigma[v9_i____2];
            let t = v14_adj__sigma[v9_i____2] + y;
            c14_adj__sigma[v9_i____2] = select(((t * kahan_one) - v14_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__sigma[v9_i____2] = t;
        }
    }
    for (var b_v10_i____3: i32 = 0; b_v10_i____3 + 8 <= (2 * i32(kahan_one)); b_v10_i____3 += 8) {
        wg_trips += 1u;
        let u_v10_i____3: i32 = b_v10_i____3;
        {
            let v10_i____3: i32 = u_v10_i____3 + 0;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c13_adj__mu[v10_i____3];
                let t = v13_adj__mu[v10_i____3] + y;
                c13_adj__mu[v10_i____3] = select(((t * kahan_one) - v13_adj__mu[v10_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = u_v10_i____3 + 1;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c13_adj__mu[v10_i____3];
                let t = v13_adj__mu[v10_i____3] + y;
                c13_adj__mu[v10_i____3] = select(((t * kahan_one) - v13_adj__mu[v10_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = u_v10_i____3 + 2;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c13_adj__mu[v10_i____3];
                let t = v13_adj__mu[v10_i____3] + y;
                c13_adj__mu[v10_i____3] = select(((t * kahan_one) - v13_adj__mu[v10_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = u_v10_i____3 + 3;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c13_adj__mu[v10_i____3];
                let t = v13_adj__mu[v10_i____3] + y;
                c13_adj__mu[v10_i____3] = select(((t * kahan_one) - v13_adj__mu[v10_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = u_v10_i____3 + 4;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c13_adj__mu[v10_i____3];
                let t = v13_adj__mu[v10_i____3] + y;
                c13_adj__mu[v10_i____3] = select(((t * kahan_one) - v13_adj__mu[v10_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = u_v10_i____3 + 5;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c13_adj__mu[v10_i____3];
                let t = v13_adj__mu[v10_i____3] + y;
                c13_adj__mu[v10_i____3] = select(((t * kahan_one) - v13_adj__mu[v10_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = u_v10_i____3 + 6;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c13_adj__mu[v10_i____3];
                let t = v13_adj__mu[v10_i____3] + y;
                c13_adj__mu[v10_i____3] = select(((t * kahan_one) - v13_adj__mu[v10_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = u_v10_i____3 + 7;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c13_adj__mu[v10_i____3];
                let t = v13_adj__mu[v10_i____3] + y;
                c13_adj__mu[v10_i____3] = select(((t * kahan_one) - v13_adj__mu[v10_i____3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[v10_i____3] = t;
            }
        }
    }
    for (var r_v10_i____3: i32 = (2 * i32(kahan_one)) - ((2 * i32(kahan_one)) - 0) % 8; r_v10_i____3 < (2 * i32(kahan_one)); r_v10_i____3++) {
        wg_trips += 1u;
        let v10_i____3: i32 = r_v10_i____3;
        {
            let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t7 = (v2_mu[v10_i____3] / 2.0f);
        let t12 = ((-0.5f) * (2.0f * t7));
        let t13 = (t12 / 2.0f);
        {
            let y = (t13) - c13_adj__mu[v10_i____3];
            let t = v13_adj__mu[v10_i____3] + y;
            c13_adj__mu[v10_i____3] = select(((t * kahan_one) - v13_adj__mu[v10_i____3]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__mu[v10_i____3] = t;
        }
    }
    {
        let y = (((4.0f * wg_log(v4_theta)) + (4.0f * wg_log1p(((-1.0f) * v4_theta))))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v11_hoisted = wg_log(v3_sigma[0]);
    v12_hoisted__1 = wg_log(v3_sigma[1]);
    // Data plate, rows 0..1000: 4 blocks of 256 rows summed as a tree of 4 leaves, 1 per lane.
    {
        var pl5_in: array<f32, 16>;
        pl5_in[0] = lp;
        pl5_in[1] = lp_c;
        pl5_in[2] = v13_adj__mu[0];
        pl5_in[3] = c13_adj__mu[0];
        pl5_in[4] = v13_adj__mu[1];
        pl5_in[5] = c13_adj__mu[1];
        pl5_in[6] = v14_adj__sigma[0];
        pl5_in[7] = c14_adj__sigma[0];
        pl5_in[8] = v14_adj__sigma[1];
        pl5_in[9] = c14_adj__sigma[1];
        pl5_in[10] = v15_adj__theta;
        pl5_in[11] = c15_adj__theta;
        pl5_in[12] = v17_adj__hoisted;
        pl5_in[13] = c17_adj__hoisted;
        pl5_in[14] = v18_adj__hoisted__1;
        pl5_in[15] = c18_adj__hoisted__1;
        var pl5_st: array<f32, 8>;
        for (var pl5_t: u32 = 0u; pl5_t < 1u; pl5_t++) {
            wg_trips += 1u;
            let pl5_blk: i32 = i32(wg_row * GROUPS + wg_group + 0u * 4u);
            lp = 0.0f;
            lp_c = 0.0f;
            v13_adj__mu[0] = 0.0f;
            c13_adj__mu[0] = 0.0f;
            v13_adj__mu[1] = 0.0f;
            c13_adj__mu[1] = 0.0f;
            v14_adj__sigma[0] = 0.0f;
            c14_adj__sigma[0] = 0.0f;
            v14_adj__sigma[1] = 0.0f;
            c14_adj__sigma[1] = 0.0f;
            v15_adj__theta = 0.0f;
            c15_adj__theta = 0.0f;
            v17_adj__hoisted = 0.0f;
            c17_adj__hoisted = 0.0f;
            v18_adj__hoisted__1 = 0.0f;
            c18_adj__hoisted__1 = 0.0f;
            if (pl5_blk < 4 && wg_active) {
                let pl5_base: i32 = 0 + pl5_blk * 256;
                let pl5_n: i32 = min(256, 1000 - pl5_base);
                for (var b_v5_i: i32 = 0; b_v5_i + 8 <= pl5_n; b_v5_i += 8) {
                    wg_trips += 1u;
                    let u_v5_i: i32 = wg_uniform2(pl5_base + b_v5_i);
                    let u_v5_i_w: i32 = (u_v5_i - 0) >> 2u;
                    var u_v5_i_d0: vec4<f32>;
                    var u_v5_i_d1: vec4<f32>;
                    var q_v13_adj__mu: array<f32, 2>;
                    var q_v14_adj__sigma: array<f32, 2>;
                    var q_v15_adj__theta: f32;
                    var q_v17_adj__hoisted: f32;
                    var q_v18_adj__hoisted__1: f32;
                    {
                        let v5_i: i32 = u_v5_i + 0;
                        u_v5_i_d0 = data_f4[u_v5_i_w + 0];
                        {
                            let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((u_v5_i_d0.x - v2_mu[0]) / v3_sigma[0]))) + (-v11_hoisted)) + (-0.9189385f)), ((((-0.5f) * wg_square(((u_v5_i_d0.x - v2_mu[1]) / v3_sigma[1]))) + (-v12_hoisted__1)) + (-0.9189385f)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t14 = (u_v5_i_d0.x - v2_mu[0]);
                        let t15 = (t14 / v3_sigma[0]);
                        let t16 = wg_square(t15);
                        let t17 = ((-0.5f) * t16);
                        let t18 = (-v11_hoisted);
                        let t19 = (t17 + t18);
                        let t20 = (t19 + (-0.9189385f));
                        let t21 = (u_v5_i_d0.x - v2_mu[1]);
                        let t22 = (t21 / v3_sigma[1]);
                        let t23 = wg_square(t22);
                        let t24 = ((-0.5f) * t23);
                        let t25 = (-v12_hoisted__1);
                        let t26 = (t24 + t25);
                        let t27 = (t26 + (-0.9189385f));
                        let t28 = wg_log_mix(v4_theta, t20, t27);
                        let t30 = (wg_exp((t20 - t28)) - wg_exp((t27 - t28)));
                        q_v15_adj__theta = q_v15_adj__theta + t30;
                        let t31 = (v4_theta * wg_exp((t20 - t28)));
                        let t34 = (t31 * (-0.5f));
                        let t35 = (t34 * (2.0f * t15));
                        let t36 = (t35 / v3_sigma[0]);
                        let t37 = (-t36);
                        q_v13_adj__mu[0] = q_v13_adj__mu[0] + t37;
                        let t38 = (-((t35 * t15) / v3_sigma[0]));
                        q_v14_adj__sigma[0] = q_v14_adj__sigma[0] + t38;
                        let t40 = (-t31);
                        q_v17_adj__hoisted = q_v17_adj__hoisted + t40;
                        let t41 = ((1.0f - v4_theta) * wg_exp((t27 - t28)));
                        let t44 = (t41 * (-0.5f));
                        let t45 = (t44 * (2.0f * t22));
                        let t46 = (t45 / v3_sigma[1]);
                        let t47 = (-t46);
                        q_v13_adj__mu[1] = q_v13_adj__mu[1] + t47;
                        let t48 = (-((t45 * t22) / v3_sigma[1]));
                        q_v14_adj__sigma[1] = q_v14_adj__sigma[1] + t48;
                        let t50 = (-t41);
                        q_v18_adj__hoisted__1 = q_v18_adj__hoisted__1 + t50;
                    }
                    {
                        let v5_i: i32 = u_v5_i + 1;
                        {
                            let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((u_v5_i_d0.y - v2_mu[0]) / v3_sigma[0]))) + (-v11_hoisted)) + (-0.9189385f)), ((((-0.5f) * wg_square(((u_v5_i_d0.y - v2_mu[1]) / v3_sigma[1]))) + (-v12_hoisted__1)) + (-0.9189385f)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t14 = (u_v5_i_d0.y - v2_mu[0]);
                        let t15 = (t14 / v3_sigma[0]);
                        let t16 = wg_square(t15);
                        let t17 = ((-0.5f) * t16);
                        let t18 = (-v11_hoisted);
                        let t19 = (t17 + t18);
                        let t20 = (t19 + (-0.9189385f));
                        let t21 = (u_v5_i_d0.y - v2_mu[1]);
                        let t22 = (t21 / v3_sigma[1]);
                        let t23 = wg_square(t22);
                        let t24 = ((-0.5f) * t23);
                        let t25 = (-v12_hoisted__1);
                        let t26 = (t24 + t25);
                        let t27 = (t26 + (-0.9189385f));
                        let t28 = wg_log_mix(v4_theta, t20, t27);
                        let t30 = (wg_exp((t20 - t28)) - wg_exp((t27 - t28)));
                        q_v15_adj__theta = q_v15_adj__theta + t30;
                        let t31 = (v4_theta * wg_exp((t20 - t28)));
                        let t34 = (t31 * (-0.5f));
                        let t35 = (t34 * (2.0f * t15));
                        let t36 = (t35 / v3_sigma[0]);
                        let t37 = (-t36);
                        q_v13_adj__mu[0] = q_v13_adj__mu[0] + t37;
                        let t38 = (-((t35 * t15) / v3_sigma[0]));
                        q_v14_adj__sigma[0] = q_v14_adj__sigma[0] + t38;
                        let t40 = (-t31);
                        q_v17_adj__hoisted = q_v17_adj__hoisted + t40;
                        let t41 = ((1.0f - v4_theta) * wg_exp((t27 - t28)));
                        let t44 = (t41 * (-0.5f));
                        let t45 = (t44 * (2.0f * t22));
                        let t46 = (t45 / v3_sigma[1]);
                        let t47 = (-t46);
                        q_v13_adj__mu[1] = q_v13_adj__mu[1] + t47;
                        let t48 = (-((t45 * t22) / v3_sigma[1]));
                        q_v14_adj__sigma[1] = q_v14_adj__sigma[1] + t48;
                        let t50 = (-t41);
                        q_v18_adj__hoisted__1 = q_v18_adj__hoisted__1 + t50;
                    }
                    {
                        let v5_i: i32 = u_v5_i + 2;
                        {
                            let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((u_v5_i_d0.z - v2_mu[0]) / v3_sigma[0]))) + (-v11_hoisted)) + (-0.9189385f)), ((((-0.5f) * wg_square(((u_v5_i_d0.z - v2_mu[1]) / v3_sigma[1]))) + (-v12_hoisted__1)) + (-0.9189385f)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t14 = (u_v5_i_d0.z - v2_mu[0]);
                        let t15 = (t14 / v3_sigma[0]);
                        let t16 = wg_square(t15);
                        let t17 = ((-0.5f) * t16);
                        let t18 = (-v11_hoisted);
                        let t19 = (t17 + t18);
                        let t20 = (t19 + (-0.9189385f));
                        let t21 = (u_v5_i_d0.z - v2_mu[1]);
                        let t22 = (t21 / v3_sigma[1]);
                        let t23 = wg_square(t22);
                        let t24 = ((-0.5f) * t23);
                        let t25 = (-v12_hoisted__1);
                        let t26 = (t24 + t25);
                        let t27 = (t26 + (-0.9189385f));
                        let t28 = wg_log_mix(v4_theta, t20, t27);
                        let t30 = (wg_exp((t20 - t28)) - wg_exp((t27 - t28)));
                        q_v15_adj__theta = q_v15_adj__theta + t30;
                        let t31 = (v4_theta * wg_exp((t20 - t28)));
                        let t34 = (t31 * (-0.5f));
                        let t35 = (t34 * (2.0f * t15));
                        let t36 = (t35 / v3_sigma[0]);
                        let t37 = (-t36);
                        q_v13_adj__mu[0] = q_v13_adj__mu[0] + t37;
                        let t38 = (-((t35 * t15) / v3_sigma[0]));
                        q_v14_adj__sigma[0] = q_v14_adj__sigma[0] + t38;
                        let t40 = (-t31);
                        q_v17_adj__hoisted = q_v17_adj__hoisted + t40;
                        let t41 = ((1.0f - v4_theta) * wg_exp((t27 - t28)));
                        let t44 = (t41 * (-0.5f));
                        let t45 = (t44 * (2.0f * t22));
                        let t46 = (t45 / v3_sigma[1]);
                        let t47 = (-t46);
                        q_v13_adj__mu[1] = q_v13_adj__mu[1] + t47;
                        let t48 = (-((t45 * t22) / v3_sigma[1]));
                        q_v14_adj__sigma[1] = q_v14_adj__sigma[1] + t48;
                        let t50 = (-t41);
                        q_v18_adj__hoisted__1 = q_v18_adj__hoisted__1 + t50;
                    }
                    {
                        let v5_i: i32 = u_v5_i + 3;
                        {
                            let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((u_v5_i_d0.w - v2_mu[0]) / v3_sigma[0]))) + (-v11_hoisted)) + (-0.9189385f)), ((((-0.5f) * wg_square(((u_v5_i_d0.w - v2_mu[1]) / v3_sigma[1]))) + (-v12_hoisted__1)) + (-0.9189385f)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t14 = (u_v5_i_d0.w - v2_mu[0]);
                        let t15 = (t14 / v3_sigma[0]);
                        let t16 = wg_square(t15);
                        let t17 = ((-0.5f) * t16);
                        let t18 = (-v11_hoisted);
                        let t19 = (t17 + t18);
                        let t20 = (t19 + (-0.9189385f));
                        let t21 = (u_v5_i_d0.w - v2_mu[1]);
                        let t22 = (t21 / v3_sigma[1]);
                        let t23 = wg_square(t22);
                        let t24 = ((-0.5f) * t23);
                        let t25 = (-v12_hoisted__1);
                        let t26 = (t24 + t25);
                        let t27 = (t26 + (-0.9189385f));
                        let t28 = wg_log_mix(v4_theta, t20, t27);
                        let t30 = (wg_exp((t20 - t28)) - wg_exp((t27 - t28)));
                        q_v15_adj__theta = q_v15_adj__theta + t30;
                        let t31 = (v4_theta * wg_exp((t20 - t28)));
                        let t34 = (t31 * (-0.5f));
                        let t35 = (t34 * (2.0f * t15));
                        let t36 = (t35 / v3_sigma[0]);
                        let t37 = (-t36);
                        q_v13_adj__mu[0] = q_v13_adj__mu[0] + t37;
                        let t38 = (-((t35 * t15) / v3_sigma[0]));
                        q_v14_adj__sigma[0] = q_v14_adj__sigma[0] + t38;
                        let t40 = (-t31);
                        q_v17_adj__hoisted = q_v17_adj__hoisted + t40;
                        let t41 = ((1.0f - v4_theta) * wg_exp((t27 - t28)));
                        let t44 = (t41 * (-0.5f));
                        let t45 = (t44 * (2.0f * t22));
                        let t46 = (t45 / v3_sigma[1]);
                        let t47 = (-t46);
                        q_v13_adj__mu[1] = q_v13_adj__mu[1] + t47;
                        let t48 = (-((t45 * t22) / v3_sigma[1]));
                        q_v14_adj__sigma[1] = q_v14_adj__sigma[1] + t48;
                        let t50 = (-t41);
                        q_v18_adj__hoisted__1 = q_v18_adj__hoisted__1 + t50;
                    }
                    {
                        let v5_i: i32 = u_v5_i + 4;
                        u_v5_i_d1 = data_f4[u_v5_i_w + 1];
                        {
                            let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((u_v5_i_d1.x - v2_mu[0]) / v3_sigma[0]))) + (-v11_hoisted)) + (-0.9189385f)), ((((-0.5f) * wg_square(((u_v5_i_d1.x - v2_mu[1]) / v3_sigma[1]))) + (-v12_hoisted__1)) + (-0.9189385f)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t14 = (u_v5_i_d1.x - v2_mu[0]);
                        let t15 = (t14 / v3_sigma[0]);
                        let t16 = wg_square(t15);
                        let t17 = ((-0.5f) * t16);
                        let t18 = (-v11_hoisted);
                        let t19 = (t17 + t18);
                        let t20 = (t19 + (-0.9189385f));
                        let t21 = (u_v5_i_d1.x - v2_mu[1]);
                        let t22 = (t21 / v3_sigma[1]);
                        let t23 = wg_square(t22);
                        let t24 = ((-0.5f) * t23);
                        let t25 = (-v12_hoisted__1);
                        let t26 = (t24 + t25);
                        let t27 = (t26 + (-0.9189385f));
                        let t28 = wg_log_mix(v4_theta, t20, t27);
                        let t30 = (wg_exp((t20 - t28)) - wg_exp((t27 - t28)));
                        q_v15_adj__theta = q_v15_adj__theta + t30;
                        let t31 = (v4_theta * wg_exp((t20 - t28)));
                        let t34 = (t31 * (-0.5f));
                        let t35 = (t34 * (2.0f * t15));
                        let t36 = (t35 / v3_sigma[0]);
                        let t37 = (-t36);
                        q_v13_adj__mu[0] = q_v13_adj__mu[0] + t37;
                        let t38 = (-((t35 * t15) / v3_sigma[0]));
                        q_v14_adj__sigma[0] = q_v14_adj__sigma[0] + t38;
                        let t40 = (-t31);
                        q_v17_adj__hoisted = q_v17_adj__hoisted + t40;
                        let t41 = ((1.0f - v4_theta) * wg_exp((t27 - t28)));
                        let t44 = (t41 * (-0.5f));
                        let t45 = (t44 * (2.0f * t22));
                        let t46 = (t45 / v3_sigma[1]);
                        let t47 = (-t46);
                        q_v13_adj__mu[1] = q_v13_adj__mu[1] + t47;
                        let t48 = (-((t45 * t22) / v3_sigma[1]));
                        q_v14_adj__sigma[1] = q_v14_adj__sigma[1] + t48;
                        let t50 = (-t41);
                        q_v18_adj__hoisted__1 = q_v18_adj__hoisted__1 + t50;
                    }
                    {
                        let v5_i: i32 = u_v5_i + 5;
                        {
                            let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((u_v5_i_d1.y - v2_mu[0]) / v3_sigma[0]))) + (-v11_hoisted)) + (-0.9189385f)), ((((-0.5f) * wg_square(((u_v5_i_d1.y - v2_mu[1]) / v3_sigma[1]))) + (-v12_hoisted__1)) + (-0.9189385f)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t14 = (u_v5_i_d1.y - v2_mu[0]);
                        let t15 = (t14 / v3_sigma[0]);
                        let t16 = wg_square(t15);
                        let t17 = ((-0.5f) * t16);
                        let t18 = (-v11_hoisted);
                        let t19 = (t17 + t18);
                        let t20 = (t19 + (-0.9189385f));
                        let t21 = (u_v5_i_d1.y - v2_mu[1]);
                        let t22 = (t21 / v3_sigma[1]);
                        let t23 = wg_square(t22);
                        let t24 = ((-0.5f) * t23);
                        let t25 = (-v12_hoisted__1);
                        let t26 = (t24 + t25);
                        let t27 = (t26 + (-0.9189385f));
                        let t28 = wg_log_mix(v4_theta, t20, t27);
                        let t30 = (wg_exp((t20 - t28)) - wg_exp((t27 - t28)));
                        q_v15_adj__theta = q_v15_adj__theta + t30;
                        let t31 = (v4_theta * wg_exp((t20 - t28)));
                        let t34 = (t31 * (-0.5f));
                        let t35 = (t34 * (2.0f * t15));
                        let t36 = (t35 / v3_sigma[0]);
                        let t37 = (-t36);
                        q_v13_adj__mu[0] = q_v13_adj__mu[0] + t37;
                        let t38 = (-((t35 * t15) / v3_sigma[0]));
                        q_v14_adj__sigma[0] = q_v14_adj__sigma[0] + t38;
                        let t40 = (-t31);
                        q_v17_adj__hoisted = q_v17_adj__hoisted + t40;
                        let t41 = ((1.0f - v4_theta) * wg_exp((t27 - t28)));
                        let t44 = (t41 * (-0.5f));
                        let t45 = (t44 * (2.0f * t22));
                        let t46 = (t45 / v3_sigma[1]);
                        let t47 = (-t46);
                        q_v13_adj__mu[1] = q_v13_adj__mu[1] + t47;
                        let t48 = (-((t45 * t22) / v3_sigma[1]));
                        q_v14_adj__sigma[1] = q_v14_adj__sigma[1] + t48;
                        let t50 = (-t41);
                        q_v18_adj__hoisted__1 = q_v18_adj__hoisted__1 + t50;
                    }
                    {
                        let v5_i: i32 = u_v5_i + 6;
                        {
                            let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((u_v5_i_d1.z - v2_mu[0]) / v3_sigma[0]))) + (-v11_hoisted)) + (-0.9189385f)), ((((-0.5f) * wg_square(((u_v5_i_d1.z - v2_mu[1]) / v3_sigma[1]))) + (-v12_hoisted__1)) + (-0.9189385f)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t14 = (u_v5_i_d1.z - v2_mu[0]);
                        let t15 = (t14 / v3_sigma[0]);
                        let t16 = wg_square(t15);
                        let t17 = ((-0.5f) * t16);
                        let t18 = (-v11_hoisted);
                        let t19 = (t17 + t18);
                        let t20 = (t19 + (-0.9189385f));
                        let t21 = (u_v5_i_d1.z - v2_mu[1]);
                        let t22 = (t21 / v3_sigma[1]);
                        let t23 = wg_square(t22);
                        let t24 = ((-0.5f) * t23);
                        let t25 = (-v12_hoisted__1);
                        let t26 = (t24 + t25);
                        let t27 = (t26 + (-0.9189385f));
                        let t28 = wg_log_mix(v4_theta, t20, t27);
                        let t30 = (wg_exp((t20 - t28)) - wg_exp((t27 - t28)));
                        q_v15_adj__theta = q_v15_adj__theta + t30;
                        let t31 = (v4_theta * wg_exp((t20 - t28)));
                        let t34 = (t31 * (-0.5f));
                        let t35 = (t34 * (2.0f * t15));
                        let t36 = (t35 / v3_sigma[0]);
                        let t37 = (-t36);
                        q_v13_adj__mu[0] = q_v13_adj__mu[0] + t37;
                        let t38 = (-((t35 * t15) / v3_sigma[0]));
                        q_v14_adj__sigma[0] = q_v14_adj__sigma[0] + t38;
                        let t40 = (-t31);
                        q_v17_adj__hoisted = q_v17_adj__hoisted + t40;
                        let t41 = ((1.0f - v4_theta) * wg_exp((t27 - t28)));
                        let t44 = (t41 * (-0.5f));
                        let t45 = (t44 * (2.0f * t22));
                        let t46 = (t45 / v3_sigma[1]);
                        let t47 = (-t46);
                        q_v13_adj__mu[1] = q_v13_adj__mu[1] + t47;
                        let t48 = (-((t45 * t22) / v3_sigma[1]));
                        q_v14_adj__sigma[1] = q_v14_adj__sigma[1] + t48;
                        let t50 = (-t41);
                        q_v18_adj__hoisted__1 = q_v18_adj__hoisted__1 + t50;
                    }
                    {
                        let v5_i: i32 = u_v5_i + 7;
                        {
                            let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((u_v5_i_d1.w - v2_mu[0]) / v3_sigma[0]))) + (-v11_hoisted)) + (-0.9189385f)), ((((-0.5f) * wg_square(((u_v5_i_d1.w - v2_mu[1]) / v3_sigma[1]))) + (-v12_hoisted__1)) + (-0.9189385f)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t14 = (u_v5_i_d1.w - v2_mu[0]);
                        let t15 = (t14 / v3_sigma[0]);
                        let t16 = wg_square(t15);
                        let t17 = ((-0.5f) * t16);
                        let t18 = (-v11_hoisted);
                        let t19 = (t17 + t18);
                        let t20 = (t19 + (-0.9189385f));
                        let t21 = (u_v5_i_d1.w - v2_mu[1]);
                        let t22 = (t21 / v3_sigma[1]);
                        let t23 = wg_square(t22);
                        let t24 = ((-0.5f) * t23);
                        let t25 = (-v12_hoisted__1);
                        let t26 = (t24 + t25);
                        let t27 = (t26 + (-0.9189385f));
                        let t28 = wg_log_mix(v4_theta, t20, t27);
                        let t30 = (wg_exp((t20 - t28)) - wg_exp((t27 - t28)));
                        q_v15_adj__theta = q_v15_adj__theta + t30;
                        let t31 = (v4_theta * wg_exp((t20 - t28)));
                        let t34 = (t31 * (-0.5f));
                        let t35 = (t34 * (2.0f * t15));
                        let t36 = (t35 / v3_sigma[0]);
                        let t37 = (-t36);
                        q_v13_adj__mu[0] = q_v13_adj__mu[0] + t37;
                        let t38 = (-((t35 * t15) / v3_sigma[0]));
                        q_v14_adj__sigma[0] = q_v14_adj__sigma[0] + t38;
                        let t40 = (-t31);
                        q_v17_adj__hoisted = q_v17_adj__hoisted + t40;
                        let t41 = ((1.0f - v4_theta) * wg_exp((t27 - t28)));
                        let t44 = (t41 * (-0.5f));
                        let t45 = (t44 * (2.0f * t22));
                        let t46 = (t45 / v3_sigma[1]);
                        let t47 = (-t46);
                        q_v13_adj__mu[1] = q_v13_adj__mu[1] + t47;
                        let t48 = (-((t45 * t22) / v3_sigma[1]));
                        q_v14_adj__sigma[1] = q_v14_adj__sigma[1] + t48;
                        let t50 = (-t41);
                        q_v18_adj__hoisted__1 = q_v18_adj__hoisted__1 + t50;
                    }
                    {
                        let y = (q_v13_adj__mu[0]) - c13_adj__mu[0];
                        let t = v13_adj__mu[0] + y;
                        c13_adj__mu[0] = select(((t * kahan_one) - v13_adj__mu[0]) - y, 0.0f, wg_is_nonfinite(t));
                        v13_adj__mu[0] = t;
                    }
                    {
                        let y = (q_v13_adj__mu[1]) - c13_adj__mu[1];
                        let t = v13_adj__mu[1] + y;
                        c13_adj__mu[1] = select(((t * kahan_one) - v13_adj__mu[1]) - y, 0.0f, wg_is_nonfinite(t));
                        v13_adj__mu[1] = t;
                    }
                    {
                        let y = (q_v14_adj__sigma[0]) - c14_adj__sigma[0];
                        let t = v14_adj__sigma[0] + y;
                        c14_adj__sigma[0] = select(((t * kahan_one) - v14_adj__sigma[0]) - y, 0.0f, wg_is_nonfinite(t));
                        v14_adj__sigma[0] = t;
                    }
                    {
                        let y = (q_v14_adj__sigma[1]) - c14_adj__sigma[1];
                        let t = v14_adj__sigma[1] + y;
                        c14_adj__sigma[1] = select(((t * kahan_one) - v14_adj__sigma[1]) - y, 0.0f, wg_is_nonfinite(t));
                        v14_adj__sigma[1] = t;
                    }
                    {
                        let y = (q_v15_adj__theta) - c15_adj__theta;
                        let t = v15_adj__theta + y;
                        c15_adj__theta = select(((t * kahan_one) - v15_adj__theta) - y, 0.0f, wg_is_nonfinite(t));
                        v15_adj__theta = t;
                    }
                    {
                        let y = (q_v17_adj__hoisted) - c17_adj__hoisted;
                        let t = v17_adj__hoisted + y;
                        c17_adj__hoisted = select(((t * kahan_one) - v17_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
                        v17_adj__hoisted = t;
                    }
                    {
                        let y = (q_v18_adj__hoisted__1) - c18_adj__hoisted__1;
                        let t = v18_adj__hoisted__1 + y;
                        c18_adj__hoisted__1 = select(((t * kahan_one) - v18_adj__hoisted__1) - y, 0.0f, wg_is_nonfinite(t));
                        v18_adj__hoisted__1 = t;
                    }
                }
                for (var r_v5_i: i32 = pl5_n - pl5_n % 8; r_v5_i < pl5_n; r_v5_i++) {
                    wg_trips += 1u;
                    let v5_i: i32 = wg_uniform2(pl5_base + r_v5_i);
                    {
                        let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[0]) / v3_sigma[0]))) + (-v11_hoisted)) + (-0.9189385f)), ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[1]) / v3_sigma[1]))) + (-v12_hoisted__1)) + (-0.9189385f)))) - lp_c;
                        let t = lp + y;
                        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                        lp = t;
                    }
                    let t14 = (data_f[0 + v5_i] - v2_mu[0]);
                    let t15 = (t14 / v3_sigma[0]);
                    let t16 = wg_square(t15);
                    let t17 = ((-0.5f) * t16);
                    let t18 = (-v11_hoisted);
                    let t19 = (t17 + t18);
                    let t20 = (t19 + (-0.9189385f));
                    let t21 = (data_f[0 + v5_i] - v2_mu[1]);
                    let t22 = (t21 / v3_sigma[1]);
                    let t23 = wg_square(t22);
                    let t24 = ((-0.5f) * t23);
                    let t25 = (-v12_hoisted__1);
                    let t26 = (t24 + t25);
                    let t27 = (t26 + (-0.9189385f));
                    let t28 = wg_log_mix(v4_theta, t20, t27);
                    let t30 = (wg_exp((t20 - t28)) - wg_exp((t27 - t28)));
                    {
                        let y = (t30) - c15_adj__theta;
                        let t = v15_adj__theta + y;
                        c15_adj__theta = select(((t * kahan_one) - v15_adj__theta) - y, 0.0f, wg_is_nonfinite(t));
                        v15_adj__theta = t;
                    }
                    let t31 = (v4_theta * wg_exp((t20 - t28)));
                    let t34 = (t31 * (-0.5f));
                    let t35 = (t34 * (2.0f * t15));
                    let t36 = (t35 / v3_sigma[0]);
                    let t37 = (-t36);
                    {
                        let y = (t37) - c13_adj__mu[0];
                        let t = v13_adj__mu[0] + y;
                        c13_adj__mu[0] = select(((t * kahan_one) - v13_adj__mu[0]) - y, 0.0f, wg_is_nonfinite(t));
                        v13_adj__mu[0] = t;
                    }
                    let t38 = (-((t35 * t15) / v3_sigma[0]));
                    {
                        let y = (t38) - c14_adj__sigma[0];
                        let t = v14_adj__sigma[0] + y;
                        c14_adj__sigma[0] = select(((t * kahan_one) - v14_adj__sigma[0]) - y, 0.0f, wg_is_nonfinite(t));
                        v14_adj__sigma[0] = t;
                    }
                    let t40 = (-t31);
                    {
                        let y = (t40) - c17_adj__hoisted;
                        let t = v17_adj__hoisted + y;
                        c17_adj__hoisted = select(((t * kahan_one) - v17_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
                        v17_adj__hoisted = t;
                    }
                    let t41 = ((1.0f - v4_theta) * wg_exp((t27 - t28)));
                    let t44 = (t41 * (-0.5f));
                    let t45 = (t44 * (2.0f * t22));
                    let t46 = (t45 / v3_sigma[1]);
                    let t47 = (-t46);
                    {
                        let y = (t47) - c13_adj__mu[1];
                        let t = v13_adj__mu[1] + y;
                        c13_adj__mu[1] = select(((t * kahan_one) - v13_adj__mu[1]) - y, 0.0f, wg_is_nonfinite(t));
                        v13_adj__mu[1] = t;
                    }
                    let t48 = (-((t45 * t22) / v3_sigma[1]));
                    {
                        let y = (t48) - c14_adj__sigma[1];
                        let t = v14_adj__sigma[1] + y;
                        c14_adj__sigma[1] = select(((t * kahan_one) - v14_adj__sigma[1]) - y, 0.0f, wg_is_nonfinite(t));
                        v14_adj__sigma[1] = t;
                    }
                    let t50 = (-t41);
                    {
                        let y = (t50) - c18_adj__hoisted__1;
                        let t = v18_adj__hoisted__1 + y;
                        c18_adj__hoisted__1 = select(((t * kahan_one) - v18_adj__hoisted__1) - y, 0.0f, wg_is_nonfinite(t));
                        v18_adj__hoisted__1 = t;
                    }
                }
            }
            lp = lp - lp_c;
            v13_adj__mu[0] = v13_adj__mu[0] - c13_adj__mu[0];
            v13_adj__mu[1] = v13_adj__mu[1] - c13_adj__mu[1];
            v14_adj__sigma[0] = v14_adj__sigma[0] - c14_adj__sigma[0];
            v14_adj__sigma[1] = v14_adj__sigma[1] - c14_adj__sigma[1];
            v15_adj__theta = v15_adj__theta - c15_adj__theta;
            v17_adj__hoisted = v17_adj__hoisted - c17_adj__hoisted;
            v18_adj__hoisted__1 = v18_adj__hoisted__1 - c18_adj__hoisted__1;
            var pl5_lv: u32 = 0u;
            loop {
                if (((pl5_t >> pl5_lv) & 1u) == 0u) { break; }
                wg_trips += 1u;
                lp = pl5_st[pl5_lv * 8u + 0u] + lp;
                v13_adj__mu[0] = pl5_st[pl5_lv * 8u + 1u] + v13_adj__mu[0];
                v13_adj__mu[1] = pl5_st[pl5_lv * 8u + 2u] + v13_adj__mu[1];
                v14_adj__sigma[0] = pl5_st[pl5_lv * 8u + 3u] + v14_adj__sigma[0];
                v14_adj__sigma[1] = pl5_st[pl5_lv * 8u + 4u] + v14_adj__sigma[1];
                v15_adj__theta = pl5_st[pl5_lv * 8u + 5u] + v15_adj__theta;
                v17_adj__hoisted = pl5_st[pl5_lv * 8u + 6u] + v17_adj__hoisted;
                v18_adj__hoisted__1 = pl5_st[pl5_lv * 8u + 7u] + v18_adj__hoisted__1;
                pl5_lv += 1u;
            }
            pl5_st[pl5_lv * 8u + 0u] = lp;
            pl5_st[pl5_lv * 8u + 1u] = v13_adj__mu[0];
            pl5_st[pl5_lv * 8u + 2u] = v13_adj__mu[1];
            pl5_st[pl5_lv * 8u + 3u] = v14_adj__sigma[0];
            pl5_st[pl5_lv * 8u + 4u] = v14_adj__sigma[1];
            pl5_st[pl5_lv * 8u + 5u] = v15_adj__theta;
            pl5_st[pl5_lv * 8u + 6u] = v17_adj__hoisted;
            pl5_st[pl5_lv * 8u + 7u] = v18_adj__hoisted__1;
        }
        lp = pl5_st[0];
        v13_adj__mu[0] = pl5_st[1];
        v13_adj__mu[1] = pl5_st[2];
        v14_adj__sigma[0] = pl5_st[3];
        v14_adj__sigma[1] = pl5_st[4];
        v15_adj__theta = pl5_st[5];
        v17_adj__hoisted = pl5_st[6];
        v18_adj__hoisted__1 = pl5_st[7];
        if (wg_row == 0u && wg_active) {
            let at = (wg_chain * GROUPS + wg_group) * PLATE_SUMS;
            partials[at + 0u] = lp;
            partials[at + 1u] = v13_adj__mu[0];
            partials[at + 2u] = v13_adj__mu[1];
            partials[at + 3u] = v14_adj__sigma[0];
            partials[at + 4u] = v14_adj__sigma[1];
            partials[at + 5u] = v15_adj__theta;
            partials[at + 6u] = v17_adj__hoisted;
            partials[at + 7u] = v18_adj__hoisted__1;
        }
    }
    return 0.0f;
}
