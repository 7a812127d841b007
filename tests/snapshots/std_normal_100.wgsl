const DIM: u32 = 100u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 100u;
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
    var v0_x: array<f32, 100>;
    var v4_adj__x: array<f32, 100>;
    var v5_adj__unconstrained__: array<f32, 100>;
    for (var b_v2_i__: i32 = 0; b_v2_i__ + 8 <= (100 * i32(kahan_one)); b_v2_i__ += 8) {
        wg_trips += 1u;
        let u_v2_i__: i32 = b_v2_i__;
        {
            let v2_i__: i32 = u_v2_i__ + 0;
            v0_x[v2_i__] = q_ld(u32(v2_i__));
        }
        {
            let v2_i__: i32 = u_v2_i__ + 1;
            v0_x[v2_i__] = q_ld(u32(v2_i__));
        }
        {
            let v2_i__: i32 = u_v2_i__ + 2;
            v0_x[v2_i__] = q_ld(u32(v2_i__));
        }
        {
            let v2_i__: i32 = u_v2_i__ + 3;
            v0_x[v2_i__] = q_ld(u32(v2_i__));
        }
        {
            let v2_i__: i32 = u_v2_i__ + 4;
            v0_x[v2_i__] = q_ld(u32(v2_i__));
        }
        {
            let v2_i__: i32 = u_v2_i__ + 5;
            v0_x[v2_i__] = q_ld(u32(v2_i__));
        }
        {
            let v2_i__: i32 = u_v2_i__ + 6;
            v0_x[v2_i__] = q_ld(u32(v2_i__));
        }
        {
            let v2_i__: i32 = u_v2_i__ + 7;
            v0_x[v2_i__] = q_ld(u32(v2_i__));
        }
    }
    for (var r_v2_i__: i32 = (100 * i32(kahan_one)) - ((100 * i32(kahan_one)) - 0) % 8; r_v2_i__ < (100 * i32(kahan_one)); r_v2_i__++) {
        wg_trips += 1u;
        let v2_i__: i32 = r_v2_i__;
        v0_x[v2_i__] = q_ld(u32(v2_i__));
    }
    for (var b_v3_i____1: i32 = 0; b_v3_i____1 + 8 <= (100 * i32(kahan_one)); b_v3_i____1 += 8) {
        wg_trips += 1u;
        let u_v3_i____1: i32 = b_v3_i____1;
        {
            let v3_i____1: i32 = u_v3_i____1 + 0;
            {
                let y = (((-0.5f) * wg_square(v0_x[v3_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v0_x[v3_i____1]));
            v4_adj__x[v3_i____1] = v4_adj__x[v3_i____1] + t4;
        }
        {
            let v3_i____1: i32 = u_v3_i____1 + 1;
            {
                let y = (((-0.5f) * wg_square(v0_x[v3_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v0_x[v3_i____1]));
            v4_adj__x[v3_i____1] = v4_adj__x[v3_i____1] + t4;
        }
        {
            let v3_i____1: i32 = u_v3_i____1 + 2;
            {
                let y = (((-0.5f) * wg_square(v0_x[v3_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v0_x[v3_i____1]));
            v4_adj__x[v3_i____1] = v4_adj__x[v3_i____1] + t4;
        }
        {
            let v3_i____1: i32 = u_v3_i____1 + 3;
            {
                let y = (((-0.5f) * wg_square(v0_x[v3_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v0_x[v3_i____1]));
            v4_adj__x[v3_i____1] = v4_adj__x[v3_i____1] + t4;
        }
        {
            let v3_i____1: i32 = u_v3_i____1 + 4;
            {
                let y = (((-0.5f) * wg_square(v0_x[v3_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v0_x[v3_i____1]));
            v4_adj__x[v3_i____1] = v4_adj__x[v3_i____1] + t4;
        }
        {
            let v3_i____1: i32 = u_v3_i____1 + 5;
            {
                let y = (((-0.5f) * wg_square(v0_x[v3_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v0_x[v3_i____1]));
            v4_adj__x[v3_i____1] = v4_adj__x[v3_i____1] + t4;
        }
        {
            let v3_i____1: i32 = u_v3_i____1 + 6;
            {
                let y = (((-0.5f) * wg_square(v0_x[v3_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v0_x[v3_i____1]));
            v4_adj__x[v3_i____1] = v4_adj__x[v3_i____1] + t4;
        }
        {
            let v3_i____1: i32 = u_v3_i____1 + 7;
            {
                let y = (((-0.5f) * wg_square(v0_x[v3_i____1]))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t4 = ((-0.5f) * (2.0f * v0_x[v3_i____1]));
            v4_adj__x[v3_i____1] = v4_adj__x[v3_i____1] + t4;
        }
    }
    for (var r_v3_i____1: i32 = (100 * i32(kahan_one)) - ((100 * i32(kahan_one)) - 0) % 8; r_v3_i____1 < (100 * i32(kahan_one)); r_v3_i____1++) {
        wg_trips += 1u;
        let v3_i____1: i32 = r_v3_i____1;
        {
            let y = (((-0.5f) * wg_square(v0_x[v3_i____1]))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t4 = ((-0.5f) * (2.0f * v0_x[v3_i____1]));
        v4_adj__x[v3_i____1] = v4_adj__x[v3_i____1] + t4;
    }
    for (var b_v2_i__: i32 = (100 * i32(kahan_one)); b_v2_i__ - 8 >= 0; b_v2_i__ -= 8) {
        wg_trips += 1u;
        let u_v2_i__: i32 = b_v2_i__;
        {
            let v2_i__: i32 = u_v2_i__ - 1 - 0;
            let t5 = v4_adj__x[v2_i__];
            v5_adj__unconstrained__[v2_i__] = v5_adj__unconstrained__[v2_i__] + t5;
        }
        {
            let v2_i__: i32 = u_v2_i__ - 1 - 1;
            let t5 = v4_adj__x[v2_i__];
            v5_adj__unconstrained__[v2_i__] = v5_adj__unconstrained__[v2_i__] + t5;
        }
        {
            let v2_i__: i32 = u_v2_i__ - 1 - 2;
            let t5 = v4_adj__x[v2_i__];
            v5_adj__unconstrained__[v2_i__] = v5_adj__unconstrained__[v2_i__] + t5;
        }
        {
            let v2_i__: i32 = u_v2_i__ - 1 - 3;
            let t5 = v4_adj__x[v2_i__];
            v5_adj__unconstrained__[v2_i__] = v5_adj__unconstrained__[v2_i__] + t5;
        }
        {
            let v2_i__: i32 = u_v2_i__ - 1 - 4;
            let t5 = v4_adj__x[v2_i__];
            v5_adj__unconstrained__[v2_i__] = v5_adj__unconstrained__[v2_i__] + t5;
        }
        {
            let v2_i__: i32 = u_v2_i__ - 1 - 5;
            let t5 = v4_adj__x[v2_i__];
            v5_adj__unconstrained__[v2_i__] = v5_adj__unconstrained__[v2_i__] + t5;
        }
        {
            let v2_i__: i32 = u_v2_i__ - 1 - 6;
            let t5 = v4_adj__x[v2_i__];
            v5_adj__unconstrained__[v2_i__] = v5_adj__unconstrained__[v2_i__] + t5;
        }
        {
            let v2_i__: i32 = u_v2_i__ - 1 - 7;
            let t5 = v4_adj__x[v2_i__];
            v5_adj__unconstrained__[v2_i__] = v5_adj__unconstrained__[v2_i__] + t5;
        }
    }
    for (var r_v2_i__: i32 = 0 + ((100 * i32(kahan_one)) - 0) % 8 - 1; r_v2_i__ >= 0; r_v2_i__--) {
        wg_trips += 1u;
        let v2_i__: i32 = r_v2_i__;
        let t5 = v4_adj__x[v2_i__];
        v5_adj__unconstrained__[v2_i__] = v5_adj__unconstrained__[v2_i__] + t5;
    }
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v5_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
