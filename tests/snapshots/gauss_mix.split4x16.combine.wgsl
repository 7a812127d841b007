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
fn wg_combine_partial(k: u32) -> f32 {
    var pt: array<f32, GROUPS>;
    let at = wg_chain * GROUPS * PLATE_SUMS + k;
    for (var g: u32 = 0u; g < GROUPS; g++) {
        pt[g] = partials[at + g * PLATE_SUMS];
    }
    for (var h: u32 = GROUPS / 2u; h > 0u; h = h / 2u) {
        for (var g: u32 = 0u; g < h; g++) {
            pt[g] = pt[g] + pt[g + h];
        }
    }
    wg_trips += 2u * GROUPS;
    return pt[0];
}

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
    // Data plate, rows 0..1000: 4 blocks of 256 rows summed as a tree of 4 leaves, 4 per lane.
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
        lp = wg_combine_partial(0u);
        v13_adj__mu[0] = wg_combine_partial(1u);
        v13_adj__mu[1] = wg_combine_partial(2u);
        v14_adj__sigma[0] = wg_combine_partial(3u);
        v14_adj__sigma[1] = wg_combine_partial(4u);
        v15_adj__theta = wg_combine_partial(5u);
        v17_adj__hoisted = wg_combine_partial(6u);
        v18_adj__hoisted__1 = wg_combine_partial(7u);
        {
            let pl5_sum = lp;
            lp = pl5_in[0];
            lp_c = pl5_in[1];
            {
                let y = (pl5_sum) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let pl5_sum = v13_adj__mu[0];
            v13_adj__mu[0] = pl5_in[2];
            c13_adj__mu[0] = pl5_in[3];
            {
                let y = (pl5_sum) - c13_adj__mu[0];
                let t = v13_adj__mu[0] + y;
                c13_adj__mu[0] = select(((t * kahan_one) - v13_adj__mu[0]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[0] = t;
            }
        }
        {
            let pl5_sum = v13_adj__mu[1];
            v13_adj__mu[1] = pl5_in[4];
            c13_adj__mu[1] = pl5_in[5];
            {
                let y = (pl5_sum) - c13_adj__mu[1];
                let t = v13_adj__mu[1] + y;
                c13_adj__mu[1] = select(((t * kahan_one) - v13_adj__mu[1]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[1] = t;
            }
        }
        {
            let pl5_sum = v14_adj__sigma[0];
            v14_adj__sigma[0] = pl5_in[6];
            c14_adj__sigma[0] = pl5_in[7];
            {
                let y = (pl5_sum) - c14_adj__sigma[0];
                let t = v14_adj__sigma[0] + y;
                c14_adj__sigma[0] = select(((t * kahan_one) - v14_adj__sigma[0]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__sigma[0] = t;
            }
        }
        {
            let pl5_sum = v14_adj__sigma[1];
            v14_adj__sigma[1] = pl5_in[8];
            c14_adj__sigma[1] = pl5_in[9];
            {
                let y = (pl5_sum) - c14_adj__sigma[1];
                let t = v14_adj__sigma[1] + y;
                c14_adj__sigma[1] = select(((t * kahan_one) - v14_adj__sigma[1]) - y, 0.0f, wg_is_nonfinite(t));
                v14_adj__sigma[1] = t;
            }
        }
        {
            let pl5_sum = v15_adj__theta;
            v15_adj__theta = pl5_in[10];
            c15_adj__theta = pl5_in[11];
            {
                let y = (pl5_sum) - c15_adj__theta;
                let t = v15_adj__theta + y;
                c15_adj__theta = select(((t * kahan_one) - v15_adj__theta) - y, 0.0f, wg_is_nonfinite(t));
                v15_adj__theta = t;
            }
        }
        {
            let pl5_sum = v17_adj__hoisted;
            v17_adj__hoisted = pl5_in[12];
            c17_adj__hoisted = pl5_in[13];
            {
                let y = (pl5_sum) - c17_adj__hoisted;
                let t = v17_adj__hoisted + y;
                c17_adj__hoisted = select(((t * kahan_one) - v17_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
                v17_adj__hoisted = t;
            }
        }
        {
            let pl5_sum = v18_adj__hoisted__1;
            v18_adj__hoisted__1 = pl5_in[14];
            c18_adj__hoisted__1 = pl5_in[15];
            {
                let y = (pl5_sum) - c18_adj__hoisted__1;
                let t = v18_adj__hoisted__1 + y;
                c18_adj__hoisted__1 = select(((t * kahan_one) - v18_adj__hoisted__1) - y, 0.0f, wg_is_nonfinite(t));
                v18_adj__hoisted__1 = t;
            }
        }
    }
    let t52 = v18_adj__hoisted__1;
    let t53 = (t52 * (1.0f / v3_sigma[1]));
    {
        let y = (t53) - c14_adj__sigma[1];
        let t = v14_adj__sigma[1] + y;
        c14_adj__sigma[1] = select(((t * kahan_one) - v14_adj__sigma[1]) - y, 0.0f, wg_is_nonfinite(t));
        v14_adj__sigma[1] = t;
    }
    let t55 = v17_adj__hoisted;
    let t56 = (t55 * (1.0f / v3_sigma[0]));
    {
        let y = (t56) - c14_adj__sigma[0];
        let t = v14_adj__sigma[0] + y;
        c14_adj__sigma[0] = select(((t * kahan_one) - v14_adj__sigma[0]) - y, 0.0f, wg_is_nonfinite(t));
        v14_adj__sigma[0] = t;
    }
    v18_adj__hoisted__1 = 0.0f;
    c18_adj__hoisted__1 = 0.0f;
    v17_adj__hoisted = 0.0f;
    c17_adj__hoisted = 0.0f;
    let t59 = ((-1.0f) * v4_theta);
    let t66 = (4.0f * (1.0f / v4_theta));
    {
        let y = (t66) - c15_adj__theta;
        let t = v15_adj__theta + y;
        c15_adj__theta = select(((t * kahan_one) - v15_adj__theta) - y, 0.0f, wg_is_nonfinite(t));
        v15_adj__theta = t;
    }
    let t69 = (4.0f * (1.0f / (1.0f + t59)));
    let t70 = (t69 * (-1.0f));
    {
        let y = (t70) - c15_adj__theta;
        let t = v15_adj__theta + y;
        c15_adj__theta = select(((t * kahan_one) - v15_adj__theta) - y, 0.0f, wg_is_nonfinite(t));
        v15_adj__theta = t;
    }
    let t79 = wg_inv_logit((-q_ld(u32(4))));
    v16_adj__unconstrained__[4] = v16_adj__unconstrained__[4] + t79;
    let t81 = (-wg_inv_logit(q_ld(u32(4))));
    v16_adj__unconstrained__[4] = v16_adj__unconstrained__[4] + t81;
    let t82 = wg_inv_logit(q_ld(u32(4)));
    let t83 = v15_adj__theta;
    let t84 = (t83 * (t82 * (1.0f - t82)));
    v16_adj__unconstrained__[4] = v16_adj__unconstrained__[4] + t84;
    for (var b_v8_i____1: i32 = (2 * i32(kahan_one)); b_v8_i____1 - 8 >= 0; b_v8_i____1 -= 8) {
        wg_trips += 1u;
        let u_v8_i____1: i32 = b_v8_i____1;
        {
            let v8_i____1: i32 = u_v8_i____1 - 1 - 0;
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t86 = wg_exp(q_ld(u32((v8_i____1 + 2))));
            let t87 = v14_adj__sigma[v8_i____1];
            let t88 = (t87 * t86);
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + t88;
        }
        {
            let v8_i____1: i32 = u_v8_i____1 - 1 - 1;
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t86 = wg_exp(q_ld(u32((v8_i____1 + 2))));
            let t87 = v14_adj__sigma[v8_i____1];
            let t88 = (t87 * t86);
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + t88;
        }
        {
            let v8_i____1: i32 = u_v8_i____1 - 1 - 2;
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t86 = wg_exp(q_ld(u32((v8_i____1 + 2))));
            let t87 = v14_adj__sigma[v8_i____1];
            let t88 = (t87 * t86);
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + t88;
        }
        {
            let v8_i____1: i32 = u_v8_i____1 - 1 - 3;
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t86 = wg_exp(q_ld(u32((v8_i____1 + 2))));
            let t87 = v14_adj__sigma[v8_i____1];
            let t88 = (t87 * t86);
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + t88;
        }
        {
            let v8_i____1: i32 = u_v8_i____1 - 1 - 4;
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t86 = wg_exp(q_ld(u32((v8_i____1 + 2))));
            let t87 = v14_adj__sigma[v8_i____1];
            let t88 = (t87 * t86);
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + t88;
        }
        {
            let v8_i____1: i32 = u_v8_i____1 - 1 - 5;
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t86 = wg_exp(q_ld(u32((v8_i____1 + 2))));
            let t87 = v14_adj__sigma[v8_i____1];
            let t88 = (t87 * t86);
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + t88;
        }
        {
            let v8_i____1: i32 = u_v8_i____1 - 1 - 6;
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t86 = wg_exp(q_ld(u32((v8_i____1 + 2))));
            let t87 = v14_adj__sigma[v8_i____1];
            let t88 = (t87 * t86);
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + t88;
        }
        {
            let v8_i____1: i32 = u_v8_i____1 - 1 - 7;
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t86 = wg_exp(q_ld(u32((v8_i____1 + 2))));
            let t87 = v14_adj__sigma[v8_i____1];
            let t88 = (t87 * t86);
            v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + t88;
        }
    }
    for (var r_v8_i____1: i32 = 0 + ((2 * i32(kahan_one)) - 0) % 8 - 1; r_v8_i____1 >= 0; r_v8_i____1--) {
        wg_trips += 1u;
        let v8_i____1: i32 = r_v8_i____1;
        v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
        let t86 = wg_exp(q_ld(u32((v8_i____1 + 2))));
        let t87 = v14_adj__sigma[v8_i____1];
        let t88 = (t87 * t86);
        v16_adj__unconstrained__[(v8_i____1 + 2)] = v16_adj__unconstrained__[(v8_i____1 + 2)] + t88;
    }
    for (var b_v7_i__: i32 = (2 * i32(kahan_one)); b_v7_i__ - 8 >= 1; b_v7_i__ -= 8) {
        wg_trips += 1u;
        let u_v7_i__: i32 = b_v7_i__;
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 0;
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + 1.0f;
            let t90 = wg_exp(q_ld(u32(v7_i__)));
            let t92 = v13_adj__mu[v7_i__];
            {
                let y = (t92) - c13_adj__mu[(v7_i__ - 1)];
                let t = v13_adj__mu[(v7_i__ - 1)] + y;
                c13_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v13_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[(v7_i__ - 1)] = t;
            }
            let t95 = (t92 * t90);
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + t95;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 1;
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + 1.0f;
            let t90 = wg_exp(q_ld(u32(v7_i__)));
            let t92 = v13_adj__mu[v7_i__];
            {
                let y = (t92) - c13_adj__mu[(v7_i__ - 1)];
                let t = v13_adj__mu[(v7_i__ - 1)] + y;
                c13_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v13_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[(v7_i__ - 1)] = t;
            }
            let t95 = (t92 * t90);
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + t95;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 2;
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + 1.0f;
            let t90 = wg_exp(q_ld(u32(v7_i__)));
            let t92 = v13_adj__mu[v7_i__];
            {
                let y = (t92) - c13_adj__mu[(v7_i__ - 1)];
                let t = v13_adj__mu[(v7_i__ - 1)] + y;
                c13_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v13_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[(v7_i__ - 1)] = t;
            }
            let t95 = (t92 * t90);
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + t95;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 3;
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + 1.0f;
            let t90 = wg_exp(q_ld(u32(v7_i__)));
            let t92 = v13_adj__mu[v7_i__];
            {
                let y = (t92) - c13_adj__mu[(v7_i__ - 1)];
                let t = v13_adj__mu[(v7_i__ - 1)] + y;
                c13_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v13_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[(v7_i__ - 1)] = t;
            }
            let t95 = (t92 * t90);
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + t95;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 4;
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + 1.0f;
            let t90 = wg_exp(q_ld(u32(v7_i__)));
            let t92 = v13_adj__mu[v7_i__];
            {
                let y = (t92) - c13_adj__mu[(v7_i__ - 1)];
                let t = v13_adj__mu[(v7_i__ - 1)] + y;
                c13_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v13_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[(v7_i__ - 1)] = t;
            }
            let t95 = (t92 * t90);
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + t95;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 5;
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + 1.0f;
            let t90 = wg_exp(q_ld(u32(v7_i__)));
            let t92 = v13_adj__mu[v7_i__];
            {
                let y = (t92) - c13_adj__mu[(v7_i__ - 1)];
                let t = v13_adj__mu[(v7_i__ - 1)] + y;
                c13_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v13_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[(v7_i__ - 1)] = t;
            }
            let t95 = (t92 * t90);
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + t95;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 6;
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + 1.0f;
            let t90 = wg_exp(q_ld(u32(v7_i__)));
            let t92 = v13_adj__mu[v7_i__];
            {
                let y = (t92) - c13_adj__mu[(v7_i__ - 1)];
                let t = v13_adj__mu[(v7_i__ - 1)] + y;
                c13_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v13_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[(v7_i__ - 1)] = t;
            }
            let t95 = (t92 * t90);
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + t95;
        }
        {
            let v7_i__: i32 = u_v7_i__ - 1 - 7;
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + 1.0f;
            let t90 = wg_exp(q_ld(u32(v7_i__)));
            let t92 = v13_adj__mu[v7_i__];
            {
                let y = (t92) - c13_adj__mu[(v7_i__ - 1)];
                let t = v13_adj__mu[(v7_i__ - 1)] + y;
                c13_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v13_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__mu[(v7_i__ - 1)] = t;
            }
            let t95 = (t92 * t90);
            v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + t95;
        }
    }
    for (var r_v7_i__: i32 = 1 + ((2 * i32(kahan_one)) - 1) % 8 - 1; r_v7_i__ >= 1; r_v7_i__--) {
        wg_trips += 1u;
        let v7_i__: i32 = r_v7_i__;
        v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + 1.0f;
        let t90 = wg_exp(q_ld(u32(v7_i__)));
        let t92 = v13_adj__mu[v7_i__];
        {
            let y = (t92) - c13_adj__mu[(v7_i__ - 1)];
            let t = v13_adj__mu[(v7_i__ - 1)] + y;
            c13_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v13_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__mu[(v7_i__ - 1)] = t;
        }
        let t95 = (t92 * t90);
        v16_adj__unconstrained__[v7_i__] = v16_adj__unconstrained__[v7_i__] + t95;
    }
    let t96 = v13_adj__mu[0];
    v16_adj__unconstrained__[0] = v16_adj__unconstrained__[0] + t96;
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v16_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
