const DIM: u32 = 26u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 26u;
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
    var v4_alpha: f32;
    var v5_beta: array<f32, 25>;
    var v10_acc__: f32;
    var v12_adj__alpha: f32;
    var c12_adj__alpha: f32;
    var v13_adj__beta: array<f32, 25>;
    var c13_adj__beta: array<f32, 25>;
    var v14_adj__unconstrained__: array<f32, 26>;
    var v15_adj__acc__: f32;
    v4_alpha = q_ld(u32(0));
    for (var b_v7_i__: i32 = 0; b_v7_i__ + 8 <= (25 * i32(kahan_one)); b_v7_i__ += 8) {
        wg_trips += 1u;
        let u_v7_i__: i32 = b_v7_i__;
        {
            let v7_i__: i32 = u_v7_i__ + 0;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 1;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 2;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 3;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 4;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 5;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 6;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
        {
            let v7_i__: i32 = u_v7_i__ + 7;
            v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
        }
    }
    for (var r_v7_i__: i32 = (25 * i32(kahan_one)) - ((25 * i32(kahan_one)) - 0) % 8; r_v7_i__ < (25 * i32(kahan_one)); r_v7_i__++) {
        wg_trips += 1u;
        let v7_i__: i32 = r_v7_i__;
        v5_beta[v7_i__] = q_ld(u32((v7_i__ + 1)));
    }
    {
        let y = (((-0.5f) * wg_square((v4_alpha / 5.0f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v8_i____1: i32 = 0; b_v8_i____1 + 8 <= (25 * i32(kahan_one)); b_v8_i____1 += 8) {
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
    for (var r_v8_i____1: i32 = (25 * i32(kahan_one)) - ((25 * i32(kahan_one)) - 0) % 8; r_v8_i____1 < (25 * i32(kahan_one)); r_v8_i____1++) {
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
    // Data plate, rows 0..10000: 40 blocks of 256 rows summed as a tree of 64 leaves, 64 per lane.
    {
        var pl9_in: array<f32, 54>;
        pl9_in[0] = lp;
        pl9_in[1] = lp_c;
        pl9_in[2] = v12_adj__alpha;
        pl9_in[3] = c12_adj__alpha;
        pl9_in[4] = v13_adj__beta[0];
        pl9_in[5] = c13_adj__beta[0];
        pl9_in[6] = v13_adj__beta[1];
        pl9_in[7] = c13_adj__beta[1];
        pl9_in[8] = v13_adj__beta[2];
        pl9_in[9] = c13_adj__beta[2];
        pl9_in[10] = v13_adj__beta[3];
        pl9_in[11] = c13_adj__beta[3];
        pl9_in[12] = v13_adj__beta[4];
        pl9_in[13] = c13_adj__beta[4];
        pl9_in[14] = v13_adj__beta[5];
        pl9_in[15] = c13_adj__beta[5];
        pl9_in[16] = v13_adj__beta[6];
        pl9_in[17] = c13_adj__beta[6];
        pl9_in[18] = v13_adj__beta[7];
        pl9_in[19] = c13_adj__beta[7];
        pl9_in[20] = v13_adj__beta[8];
        pl9_in[21] = c13_adj__beta[8];
        pl9_in[22] = v13_adj__beta[9];
        pl9_in[23] = c13_adj__beta[9];
        pl9_in[24] = v13_adj__beta[10];
        pl9_in[25] = c13_adj__beta[10];
        pl9_in[26] = v13_adj__beta[11];
        pl9_in[27] = c13_adj__beta[11];
        pl9_in[28] = v13_adj__beta[12];
        pl9_in[29] = c13_adj__beta[12];
        pl9_in[30] = v13_adj__beta[13];
        pl9_in[31] = c13_adj__beta[13];
        pl9_in[32] = v13_adj__beta[14];
        pl9_in[33] = c13_adj__beta[14];
        pl9_in[34] = v13_adj__beta[15];
        pl9_in[35] = c13_adj__beta[15];
        pl9_in[36] = v13_adj__beta[16];
        pl9_in[37] = c13_adj__beta[16];
        pl9_in[38] = v13_adj__beta[17];
        pl9_in[39] = c13_adj__beta[17];
        pl9_in[40] = v13_adj__beta[18];
        pl9_in[41] = c13_adj__beta[18];
        pl9_in[42] = v13_adj__beta[19];
        pl9_in[43] = c13_adj__beta[19];
        pl9_in[44] = v13_adj__beta[20];
        pl9_in[45] = c13_adj__beta[20];
        pl9_in[46] = v13_adj__beta[21];
        pl9_in[47] = c13_adj__beta[21];
        pl9_in[48] = v13_adj__beta[22];
        pl9_in[49] = c13_adj__beta[22];
        pl9_in[50] = v13_adj__beta[23];
        pl9_in[51] = c13_adj__beta[23];
        pl9_in[52] = v13_adj__beta[24];
        pl9_in[53] = c13_adj__beta[24];
        var pl9_st: array<f32, 189>;
        for (var pl9_t: u32 = 0u; pl9_t < 64u; pl9_t++) {
            wg_trips += 1u;
            let pl9_blk: i32 = i32((reverseBits(pl9_t) >> 26u));
            lp = 0.0f;
            lp_c = 0.0f;
            v12_adj__alpha = 0.0f;
            c12_adj__alpha = 0.0f;
            v13_adj__beta[0] = 0.0f;
            c13_adj__beta[0] = 0.0f;
            v13_adj__beta[1] = 0.0f;
            c13_adj__beta[1] = 0.0f;
            v13_adj__beta[2] = 0.0f;
            c13_adj__beta[2] = 0.0f;
            v13_adj__beta[3] = 0.0f;
            c13_adj__beta[3] = 0.0f;
            v13_adj__beta[4] = 0.0f;
            c13_adj__beta[4] = 0.0f;
            v13_adj__beta[5] = 0.0f;
            c13_adj__beta[5] = 0.0f;
            v13_adj__beta[6] = 0.0f;
            c13_adj__beta[6] = 0.0f;
            v13_adj__beta[7] = 0.0f;
            c13_adj__beta[7] = 0.0f;
            v13_adj__beta[8] = 0.0f;
            c13_adj__beta[8] = 0.0f;
            v13_adj__beta[9] = 0.0f;
            c13_adj__beta[9] = 0.0f;
            v13_adj__beta[10] = 0.0f;
            c13_adj__beta[10] = 0.0f;
            v13_adj__beta[11] = 0.0f;
            c13_adj__beta[11] = 0.0f;
            v13_adj__beta[12] = 0.0f;
            c13_adj__beta[12] = 0.0f;
            v13_adj__beta[13] = 0.0f;
            c13_adj__beta[13] = 0.0f;
            v13_adj__beta[14] = 0.0f;
            c13_adj__beta[14] = 0.0f;
            v13_adj__beta[15] = 0.0f;
            c13_adj__beta[15] = 0.0f;
            v13_adj__beta[16] = 0.0f;
            c13_adj__beta[16] = 0.0f;
            v13_adj__beta[17] = 0.0f;
            c13_adj__beta[17] = 0.0f;
            v13_adj__beta[18] = 0.0f;
            c13_adj__beta[18] = 0.0f;
            v13_adj__beta[19] = 0.0f;
            c13_adj__beta[19] = 0.0f;
            v13_adj__beta[20] = 0.0f;
            c13_adj__beta[20] = 0.0f;
            v13_adj__beta[21] = 0.0f;
            c13_adj__beta[21] = 0.0f;
            v13_adj__beta[22] = 0.0f;
            c13_adj__beta[22] = 0.0f;
            v13_adj__beta[23] = 0.0f;
            c13_adj__beta[23] = 0.0f;
            v13_adj__beta[24] = 0.0f;
            c13_adj__beta[24] = 0.0f;
            if (pl9_blk < 40) {
                let pl9_base: i32 = 0 + pl9_blk * 256;
                let pl9_n: i32 = min(256, 10000 - pl9_base);
                for (var b_v9_i____2: i32 = 0; b_v9_i____2 + 8 <= pl9_n; b_v9_i____2 += 8) {
                    wg_trips += 1u;
                    let u_v9_i____2: i32 = wg_uniform3(pl9_base + b_v9_i____2);
                    let u_v9_i____2_w: i32 = (u_v9_i____2 - 0) >> 2u;
                    var u_v9_i____2_d0: vec4<f32>;
                    var u_v9_i____2_d1: vec4<f32>;
                    var u_v9_i____2_d2: vec4<f32>;
                    var u_v9_i____2_d3: vec4<f32>;
                    var u_v9_i____2_d4: vec4<f32>;
                    var u_v9_i____2_d5: vec4<f32>;
                    var u_v9_i____2_d6: vec4<f32>;
                    var u_v9_i____2_d7: vec4<f32>;
                    var u_v9_i____2_d8: vec4<f32>;
                    var u_v9_i____2_d9: vec4<f32>;
                    var u_v9_i____2_d10: vec4<f32>;
                    var u_v9_i____2_d11: vec4<f32>;
                    var u_v9_i____2_d12: vec4<f32>;
                    var u_v9_i____2_d13: vec4<f32>;
                    var u_v9_i____2_d14: vec4<f32>;
                    var u_v9_i____2_d15: vec4<f32>;
                    var u_v9_i____2_d16: vec4<f32>;
                    var u_v9_i____2_d17: vec4<f32>;
                    var u_v9_i____2_d18: vec4<f32>;
                    var u_v9_i____2_d19: vec4<f32>;
                    var u_v9_i____2_d20: vec4<f32>;
                    var u_v9_i____2_d21: vec4<f32>;
                    var u_v9_i____2_d22: vec4<f32>;
                    var u_v9_i____2_d23: vec4<f32>;
                    var u_v9_i____2_d24: vec4<f32>;
                    var u_v9_i____2_d25: vec4<f32>;
                    var u_v9_i____2_d26: vec4<f32>;
                    var u_v9_i____2_d27: vec4<f32>;
                    var u_v9_i____2_d28: vec4<f32>;
                    var u_v9_i____2_d29: vec4<f32>;
                    var u_v9_i____2_d30: vec4<f32>;
                    var u_v9_i____2_d31: vec4<f32>;
                    var u_v9_i____2_d32: vec4<f32>;
                    var u_v9_i____2_d33: vec4<f32>;
                    var u_v9_i____2_d34: vec4<f32>;
                    var u_v9_i____2_d35: vec4<f32>;
                    var u_v9_i____2_d36: vec4<f32>;
                    var u_v9_i____2_d37: vec4<f32>;
                    var u_v9_i____2_d38: vec4<f32>;
                    var u_v9_i____2_d39: vec4<f32>;
                    var u_v9_i____2_d40: vec4<f32>;
                    var u_v9_i____2_d41: vec4<f32>;
                    var u_v9_i____2_d42: vec4<f32>;
                    var u_v9_i____2_d43: vec4<f32>;
                    var u_v9_i____2_d44: vec4<f32>;
                    var u_v9_i____2_d45: vec4<f32>;
                    var u_v9_i____2_d46: vec4<f32>;
                    var u_v9_i____2_d47: vec4<f32>;
                    var u_v9_i____2_d48: vec4<f32>;
                    var u_v9_i____2_d49: vec4<f32>;
                    var q_v12_adj__alpha: f32;
                    var q_v13_adj__beta: array<f32, 25>;
                    {
                        let v9_i____2: i32 = u_v9_i____2 + 0;
                        v10_acc__ = 0.0f;
                        {
                            let v11_i____3: i32 = 0;
                            u_v9_i____2_d0 = data_f4[25 * u_v9_i____2_w + 0];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d0.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 1;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d0.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 2;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d0.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 3;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d0.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 4;
                            u_v9_i____2_d1 = data_f4[25 * u_v9_i____2_w + 1];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d1.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 5;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d1.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 6;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d1.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 7;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d1.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 8;
                            u_v9_i____2_d2 = data_f4[25 * u_v9_i____2_w + 2];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d2.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 9;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d2.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 10;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d2.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 11;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d2.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 12;
                            u_v9_i____2_d3 = data_f4[25 * u_v9_i____2_w + 3];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d3.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 13;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d3.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 14;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d3.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 15;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d3.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 16;
                            u_v9_i____2_d4 = data_f4[25 * u_v9_i____2_w + 4];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d4.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 17;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d4.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 18;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d4.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 19;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d4.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 20;
                            u_v9_i____2_d5 = data_f4[25 * u_v9_i____2_w + 5];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d5.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 21;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d5.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 22;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d5.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 23;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d5.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 24;
                            u_v9_i____2_d6 = data_f4[25 * u_v9_i____2_w + 6];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d6.x * v5_beta[v11_i____3]);
                        }
                        {
                            let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
                        let t6 = (v4_alpha + v10_acc__);
                        let t7 = (t5 * t6);
                        let t10 = wg_inv_logit((-t7));
                        let t11 = (t10 * t5);
                        q_v12_adj__alpha = q_v12_adj__alpha + t11;
                        v15_adj__acc__ = v15_adj__acc__ + t11;
                        {
                            let v11_i____3: i32 = 24;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d6.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 23;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d5.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 22;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d5.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 21;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d5.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 20;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d5.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 19;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d4.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 18;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d4.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 17;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d4.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 16;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d4.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 15;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d3.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 14;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d3.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 13;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d3.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 12;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d3.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 11;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d2.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 10;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d2.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 9;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d2.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 8;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d2.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 7;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d1.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 6;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d1.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 5;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d1.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 4;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d1.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 3;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d0.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 2;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d0.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 1;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d0.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 0;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d0.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        v15_adj__acc__ = 0.0f;
                    }
                    {
                        let v9_i____2: i32 = u_v9_i____2 + 1;
                        v10_acc__ = 0.0f;
                        {
                            let v11_i____3: i32 = 0;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d6.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 1;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d6.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 2;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d6.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 3;
                            u_v9_i____2_d7 = data_f4[25 * u_v9_i____2_w + 7];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d7.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 4;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d7.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 5;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d7.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 6;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d7.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 7;
                            u_v9_i____2_d8 = data_f4[25 * u_v9_i____2_w + 8];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d8.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 8;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d8.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 9;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d8.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 10;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d8.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 11;
                            u_v9_i____2_d9 = data_f4[25 * u_v9_i____2_w + 9];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d9.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 12;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d9.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 13;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d9.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 14;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d9.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 15;
                            u_v9_i____2_d10 = data_f4[25 * u_v9_i____2_w + 10];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d10.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 16;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d10.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 17;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d10.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 18;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d10.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 19;
                            u_v9_i____2_d11 = data_f4[25 * u_v9_i____2_w + 11];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d11.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 20;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d11.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 21;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d11.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 22;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d11.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 23;
                            u_v9_i____2_d12 = data_f4[25 * u_v9_i____2_w + 12];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d12.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 24;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d12.y * v5_beta[v11_i____3]);
                        }
                        {
                            let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
                        let t6 = (v4_alpha + v10_acc__);
                        let t7 = (t5 * t6);
                        let t10 = wg_inv_logit((-t7));
                        let t11 = (t10 * t5);
                        q_v12_adj__alpha = q_v12_adj__alpha + t11;
                        v15_adj__acc__ = v15_adj__acc__ + t11;
                        {
                            let v11_i____3: i32 = 24;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d12.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 23;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d12.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 22;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d11.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 21;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d11.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 20;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d11.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 19;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d11.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 18;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d10.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 17;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d10.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 16;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d10.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 15;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d10.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 14;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d9.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 13;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d9.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 12;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d9.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 11;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d9.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 10;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d8.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 9;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d8.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 8;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d8.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 7;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d8.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 6;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d7.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 5;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d7.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 4;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d7.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 3;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d7.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 2;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d6.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 1;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d6.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 0;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d6.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        v15_adj__acc__ = 0.0f;
                    }
                    {
                        let v9_i____2: i32 = u_v9_i____2 + 2;
                        v10_acc__ = 0.0f;
                        {
                            let v11_i____3: i32 = 0;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d12.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 1;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d12.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 2;
                            u_v9_i____2_d13 = data_f4[25 * u_v9_i____2_w + 13];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d13.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 3;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d13.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 4;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d13.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 5;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d13.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 6;
                            u_v9_i____2_d14 = data_f4[25 * u_v9_i____2_w + 14];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d14.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 7;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d14.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 8;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d14.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 9;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d14.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 10;
                            u_v9_i____2_d15 = data_f4[25 * u_v9_i____2_w + 15];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d15.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 11;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d15.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 12;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d15.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 13;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d15.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 14;
                            u_v9_i____2_d16 = data_f4[25 * u_v9_i____2_w + 16];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d16.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 15;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d16.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 16;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d16.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 17;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d16.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 18;
                            u_v9_i____2_d17 = data_f4[25 * u_v9_i____2_w + 17];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d17.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 19;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d17.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 20;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d17.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 21;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d17.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 22;
                            u_v9_i____2_d18 = data_f4[25 * u_v9_i____2_w + 18];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d18.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 23;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d18.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 24;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d18.z * v5_beta[v11_i____3]);
                        }
                        {
                            let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
                        let t6 = (v4_alpha + v10_acc__);
                        let t7 = (t5 * t6);
                        let t10 = wg_inv_logit((-t7));
                        let t11 = (t10 * t5);
                        q_v12_adj__alpha = q_v12_adj__alpha + t11;
                        v15_adj__acc__ = v15_adj__acc__ + t11;
                        {
                            let v11_i____3: i32 = 24;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d18.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 23;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d18.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 22;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d18.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 21;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d17.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 20;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d17.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 19;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d17.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 18;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d17.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 17;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d16.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 16;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d16.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 15;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d16.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 14;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d16.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 13;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d15.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 12;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d15.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 11;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d15.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 10;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d15.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 9;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d14.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 8;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d14.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 7;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d14.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 6;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d14.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 5;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d13.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 4;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d13.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 3;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d13.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 2;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d13.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 1;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d12.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 0;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d12.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        v15_adj__acc__ = 0.0f;
                    }
                    {
                        let v9_i____2: i32 = u_v9_i____2 + 3;
                        v10_acc__ = 0.0f;
                        {
                            let v11_i____3: i32 = 0;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d18.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 1;
                            u_v9_i____2_d19 = data_f4[25 * u_v9_i____2_w + 19];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d19.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 2;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d19.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 3;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d19.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 4;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d19.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 5;
                            u_v9_i____2_d20 = data_f4[25 * u_v9_i____2_w + 20];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d20.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 6;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d20.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 7;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d20.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 8;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d20.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 9;
                            u_v9_i____2_d21 = data_f4[25 * u_v9_i____2_w + 21];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d21.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 10;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d21.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 11;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d21.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 12;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d21.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 13;
                            u_v9_i____2_d22 = data_f4[25 * u_v9_i____2_w + 22];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d22.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 14;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d22.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 15;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d22.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 16;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d22.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 17;
                            u_v9_i____2_d23 = data_f4[25 * u_v9_i____2_w + 23];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d23.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 18;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d23.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 19;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d23.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 20;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d23.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 21;
                            u_v9_i____2_d24 = data_f4[25 * u_v9_i____2_w + 24];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d24.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 22;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d24.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 23;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d24.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 24;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d24.w * v5_beta[v11_i____3]);
                        }
                        {
                            let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
                        let t6 = (v4_alpha + v10_acc__);
                        let t7 = (t5 * t6);
                        let t10 = wg_inv_logit((-t7));
                        let t11 = (t10 * t5);
                        q_v12_adj__alpha = q_v12_adj__alpha + t11;
                        v15_adj__acc__ = v15_adj__acc__ + t11;
                        {
                            let v11_i____3: i32 = 24;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d24.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 23;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d24.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 22;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d24.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 21;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d24.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 20;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d23.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 19;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d23.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 18;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d23.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 17;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d23.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 16;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d22.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 15;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d22.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 14;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d22.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 13;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d22.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 12;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d21.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 11;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d21.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 10;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d21.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 9;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d21.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 8;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d20.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 7;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d20.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 6;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d20.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 5;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d20.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 4;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d19.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 3;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d19.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 2;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d19.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 1;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d19.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 0;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d18.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        v15_adj__acc__ = 0.0f;
                    }
                    {
                        let v9_i____2: i32 = u_v9_i____2 + 4;
                        v10_acc__ = 0.0f;
                        {
                            let v11_i____3: i32 = 0;
                            u_v9_i____2_d25 = data_f4[25 * u_v9_i____2_w + 25];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d25.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 1;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d25.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 2;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d25.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 3;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d25.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 4;
                            u_v9_i____2_d26 = data_f4[25 * u_v9_i____2_w + 26];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d26.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 5;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d26.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 6;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d26.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 7;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d26.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 8;
                            u_v9_i____2_d27 = data_f4[25 * u_v9_i____2_w + 27];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d27.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 9;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d27.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 10;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d27.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 11;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d27.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 12;
                            u_v9_i____2_d28 = data_f4[25 * u_v9_i____2_w + 28];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d28.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 13;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d28.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 14;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d28.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 15;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d28.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 16;
                            u_v9_i____2_d29 = data_f4[25 * u_v9_i____2_w + 29];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d29.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 17;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d29.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 18;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d29.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 19;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d29.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 20;
                            u_v9_i____2_d30 = data_f4[25 * u_v9_i____2_w + 30];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d30.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 21;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d30.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 22;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d30.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 23;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d30.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 24;
                            u_v9_i____2_d31 = data_f4[25 * u_v9_i____2_w + 31];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d31.x * v5_beta[v11_i____3]);
                        }
                        {
                            let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
                        let t6 = (v4_alpha + v10_acc__);
                        let t7 = (t5 * t6);
                        let t10 = wg_inv_logit((-t7));
                        let t11 = (t10 * t5);
                        q_v12_adj__alpha = q_v12_adj__alpha + t11;
                        v15_adj__acc__ = v15_adj__acc__ + t11;
                        {
                            let v11_i____3: i32 = 24;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d31.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 23;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d30.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 22;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d30.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 21;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d30.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 20;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d30.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 19;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d29.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 18;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d29.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 17;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d29.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 16;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d29.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 15;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d28.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 14;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d28.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 13;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d28.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 12;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d28.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 11;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d27.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 10;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d27.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 9;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d27.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 8;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d27.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 7;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d26.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 6;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d26.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 5;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d26.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 4;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d26.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 3;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d25.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 2;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d25.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 1;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d25.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 0;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d25.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        v15_adj__acc__ = 0.0f;
                    }
                    {
                        let v9_i____2: i32 = u_v9_i____2 + 5;
                        v10_acc__ = 0.0f;
                        {
                            let v11_i____3: i32 = 0;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d31.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 1;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d31.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 2;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d31.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 3;
                            u_v9_i____2_d32 = data_f4[25 * u_v9_i____2_w + 32];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d32.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 4;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d32.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 5;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d32.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 6;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d32.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 7;
                            u_v9_i____2_d33 = data_f4[25 * u_v9_i____2_w + 33];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d33.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 8;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d33.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 9;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d33.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 10;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d33.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 11;
                            u_v9_i____2_d34 = data_f4[25 * u_v9_i____2_w + 34];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d34.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 12;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d34.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 13;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d34.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 14;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d34.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 15;
                            u_v9_i____2_d35 = data_f4[25 * u_v9_i____2_w + 35];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d35.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 16;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d35.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 17;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d35.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 18;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d35.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 19;
                            u_v9_i____2_d36 = data_f4[25 * u_v9_i____2_w + 36];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d36.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 20;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d36.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 21;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d36.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 22;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d36.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 23;
                            u_v9_i____2_d37 = data_f4[25 * u_v9_i____2_w + 37];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d37.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 24;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d37.y * v5_beta[v11_i____3]);
                        }
                        {
                            let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
                        let t6 = (v4_alpha + v10_acc__);
                        let t7 = (t5 * t6);
                        let t10 = wg_inv_logit((-t7));
                        let t11 = (t10 * t5);
                        q_v12_adj__alpha = q_v12_adj__alpha + t11;
                        v15_adj__acc__ = v15_adj__acc__ + t11;
                        {
                            let v11_i____3: i32 = 24;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d37.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 23;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d37.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 22;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d36.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 21;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d36.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 20;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d36.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 19;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d36.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 18;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d35.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 17;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d35.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 16;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d35.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 15;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d35.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 14;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d34.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 13;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d34.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 12;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d34.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 11;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d34.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 10;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d33.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 9;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d33.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 8;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d33.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 7;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d33.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 6;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d32.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 5;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d32.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 4;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d32.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 3;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d32.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 2;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d31.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 1;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d31.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 0;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d31.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        v15_adj__acc__ = 0.0f;
                    }
                    {
                        let v9_i____2: i32 = u_v9_i____2 + 6;
                        v10_acc__ = 0.0f;
                        {
                            let v11_i____3: i32 = 0;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d37.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 1;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d37.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 2;
                            u_v9_i____2_d38 = data_f4[25 * u_v9_i____2_w + 38];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d38.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 3;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d38.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 4;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d38.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 5;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d38.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 6;
                            u_v9_i____2_d39 = data_f4[25 * u_v9_i____2_w + 39];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d39.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 7;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d39.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 8;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d39.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 9;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d39.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 10;
                            u_v9_i____2_d40 = data_f4[25 * u_v9_i____2_w + 40];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d40.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 11;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d40.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 12;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d40.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 13;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d40.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 14;
                            u_v9_i____2_d41 = data_f4[25 * u_v9_i____2_w + 41];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d41.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 15;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d41.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 16;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d41.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 17;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d41.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 18;
                            u_v9_i____2_d42 = data_f4[25 * u_v9_i____2_w + 42];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d42.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 19;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d42.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 20;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d42.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 21;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d42.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 22;
                            u_v9_i____2_d43 = data_f4[25 * u_v9_i____2_w + 43];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d43.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 23;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d43.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 24;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d43.z * v5_beta[v11_i____3]);
                        }
                        {
                            let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
                        let t6 = (v4_alpha + v10_acc__);
                        let t7 = (t5 * t6);
                        let t10 = wg_inv_logit((-t7));
                        let t11 = (t10 * t5);
                        q_v12_adj__alpha = q_v12_adj__alpha + t11;
                        v15_adj__acc__ = v15_adj__acc__ + t11;
                        {
                            let v11_i____3: i32 = 24;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d43.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 23;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d43.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 22;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d43.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 21;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d42.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 20;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d42.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 19;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d42.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 18;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d42.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 17;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d41.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 16;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d41.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 15;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d41.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 14;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d41.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 13;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d40.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 12;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d40.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 11;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d40.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 10;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d40.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 9;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d39.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 8;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d39.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 7;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d39.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 6;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d39.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 5;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d38.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 4;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d38.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 3;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d38.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 2;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d38.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 1;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d37.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 0;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d37.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        v15_adj__acc__ = 0.0f;
                    }
                    {
                        let v9_i____2: i32 = u_v9_i____2 + 7;
                        v10_acc__ = 0.0f;
                        {
                            let v11_i____3: i32 = 0;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d43.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 1;
                            u_v9_i____2_d44 = data_f4[25 * u_v9_i____2_w + 44];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d44.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 2;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d44.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 3;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d44.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 4;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d44.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 5;
                            u_v9_i____2_d45 = data_f4[25 * u_v9_i____2_w + 45];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d45.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 6;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d45.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 7;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d45.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 8;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d45.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 9;
                            u_v9_i____2_d46 = data_f4[25 * u_v9_i____2_w + 46];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d46.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 10;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d46.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 11;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d46.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 12;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d46.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 13;
                            u_v9_i____2_d47 = data_f4[25 * u_v9_i____2_w + 47];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d47.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 14;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d47.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 15;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d47.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 16;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d47.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 17;
                            u_v9_i____2_d48 = data_f4[25 * u_v9_i____2_w + 48];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d48.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 18;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d48.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 19;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d48.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 20;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d48.w * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 21;
                            u_v9_i____2_d49 = data_f4[25 * u_v9_i____2_w + 49];
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d49.x * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 22;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d49.y * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 23;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d49.z * v5_beta[v11_i____3]);
                        }
                        {
                            let v11_i____3: i32 = 24;
                            v10_acc__ = v10_acc__ + (u_v9_i____2_d49.w * v5_beta[v11_i____3]);
                        }
                        {
                            let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                            let t = lp + y;
                            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                            lp = t;
                        }
                        let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
                        let t6 = (v4_alpha + v10_acc__);
                        let t7 = (t5 * t6);
                        let t10 = wg_inv_logit((-t7));
                        let t11 = (t10 * t5);
                        q_v12_adj__alpha = q_v12_adj__alpha + t11;
                        v15_adj__acc__ = v15_adj__acc__ + t11;
                        {
                            let v11_i____3: i32 = 24;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d49.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 23;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d49.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 22;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d49.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 21;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d49.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 20;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d48.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 19;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d48.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 18;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d48.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 17;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d48.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 16;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d47.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 15;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d47.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 14;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d47.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 13;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d47.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 12;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d46.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 11;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d46.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 10;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d46.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 9;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d46.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 8;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d45.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 7;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d45.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 6;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d45.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 5;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d45.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 4;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d44.w);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 3;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d44.z);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 2;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d44.y);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 1;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d44.x);
                            q_v13_adj__beta[v11_i____3] = q_v13_adj__beta[v11_i____3] + t16;
                        }
                        {
                            let v11_i____3: i32 = 0;
                            let t15 = v15_adj__acc__;
                            let t16 = (t15 * u_v9_i____2_d43.w);
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
                for (var r_v9_i____2: i32 = pl9_n - pl9_n % 8; r_v9_i____2 < pl9_n; r_v9_i____2++) {
                    wg_trips += 1u;
                    let v9_i____2: i32 = wg_uniform3(pl9_base + r_v9_i____2);
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
                        let y = (wg_log_inv_logit((((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f) * (v4_alpha + v10_acc__)))) - lp_c;
                        let t = lp + y;
                        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                        lp = t;
                    }
                    let t5 = ((2.0f * f32(data_i[8 + v9_i____2])) - 1.0f);
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
            }
            lp = lp - lp_c;
            v12_adj__alpha = v12_adj__alpha - c12_adj__alpha;
            v13_adj__beta[0] = v13_adj__beta[0] - c13_adj__beta[0];
            v13_adj__beta[1] = v13_adj__beta[1] - c13_adj__beta[1];
            v13_adj__beta[2] = v13_adj__beta[2] - c13_adj__beta[2];
            v13_adj__beta[3] = v13_adj__beta[3] - c13_adj__beta[3];
            v13_adj__beta[4] = v13_adj__beta[4] - c13_adj__beta[4];
            v13_adj__beta[5] = v13_adj__beta[5] - c13_adj__beta[5];
            v13_adj__beta[6] = v13_adj__beta[6] - c13_adj__beta[6];
            v13_adj__beta[7] = v13_adj__beta[7] - c13_adj__beta[7];
            v13_adj__beta[8] = v13_adj__beta[8] - c13_adj__beta[8];
            v13_adj__beta[9] = v13_adj__beta[9] - c13_adj__beta[9];
            v13_adj__beta[10] = v13_adj__beta[10] - c13_adj__beta[10];
            v13_adj__beta[11] = v13_adj__beta[11] - c13_adj__beta[11];
            v13_adj__beta[12] = v13_adj__beta[12] - c13_adj__beta[12];
            v13_adj__beta[13] = v13_adj__beta[13] - c13_adj__beta[13];
            v13_adj__beta[14] = v13_adj__beta[14] - c13_adj__beta[14];
            v13_adj__beta[15] = v13_adj__beta[15] - c13_adj__beta[15];
            v13_adj__beta[16] = v13_adj__beta[16] - c13_adj__beta[16];
            v13_adj__beta[17] = v13_adj__beta[17] - c13_adj__beta[17];
            v13_adj__beta[18] = v13_adj__beta[18] - c13_adj__beta[18];
            v13_adj__beta[19] = v13_adj__beta[19] - c13_adj__beta[19];
            v13_adj__beta[20] = v13_adj__beta[20] - c13_adj__beta[20];
            v13_adj__beta[21] = v13_adj__beta[21] - c13_adj__beta[21];
            v13_adj__beta[22] = v13_adj__beta[22] - c13_adj__beta[22];
            v13_adj__beta[23] = v13_adj__beta[23] - c13_adj__beta[23];
            v13_adj__beta[24] = v13_adj__beta[24] - c13_adj__beta[24];
            var pl9_lv: u32 = 0u;
            loop {
                if (((pl9_t >> pl9_lv) & 1u) == 0u) { break; }
                wg_trips += 1u;
                lp = pl9_st[pl9_lv * 27u + 0u] + lp;
                v12_adj__alpha = pl9_st[pl9_lv * 27u + 1u] + v12_adj__alpha;
                v13_adj__beta[0] = pl9_st[pl9_lv * 27u + 2u] + v13_adj__beta[0];
                v13_adj__beta[1] = pl9_st[pl9_lv * 27u + 3u] + v13_adj__beta[1];
                v13_adj__beta[2] = pl9_st[pl9_lv * 27u + 4u] + v13_adj__beta[2];
                v13_adj__beta[3] = pl9_st[pl9_lv * 27u + 5u] + v13_adj__beta[3];
                v13_adj__beta[4] = pl9_st[pl9_lv * 27u + 6u] + v13_adj__beta[4];
                v13_adj__beta[5] = pl9_st[pl9_lv * 27u + 7u] + v13_adj__beta[5];
                v13_adj__beta[6] = pl9_st[pl9_lv * 27u + 8u] + v13_adj__beta[6];
                v13_adj__beta[7] = pl9_st[pl9_lv * 27u + 9u] + v13_adj__beta[7];
                v13_adj__beta[8] = pl9_st[pl9_lv * 27u + 10u] + v13_adj__beta[8];
                v13_adj__beta[9] = pl9_st[pl9_lv * 27u + 11u] + v13_adj__beta[9];
                v13_adj__beta[10] = pl9_st[pl9_lv * 27u + 12u] + v13_adj__beta[10];
                v13_adj__beta[11] = pl9_st[pl9_lv * 27u + 13u] + v13_adj__beta[11];
                v13_adj__beta[12] = pl9_st[pl9_lv * 27u + 14u] + v13_adj__beta[12];
                v13_adj__beta[13] = pl9_st[pl9_lv * 27u + 15u] + v13_adj__beta[13];
                v13_adj__beta[14] = pl9_st[pl9_lv * 27u + 16u] + v13_adj__beta[14];
                v13_adj__beta[15] = pl9_st[pl9_lv * 27u + 17u] + v13_adj__beta[15];
                v13_adj__beta[16] = pl9_st[pl9_lv * 27u + 18u] + v13_adj__beta[16];
                v13_adj__beta[17] = pl9_st[pl9_lv * 27u + 19u] + v13_adj__beta[17];
                v13_adj__beta[18] = pl9_st[pl9_lv * 27u + 20u] + v13_adj__beta[18];
                v13_adj__beta[19] = pl9_st[pl9_lv * 27u + 21u] + v13_adj__beta[19];
                v13_adj__beta[20] = pl9_st[pl9_lv * 27u + 22u] + v13_adj__beta[20];
                v13_adj__beta[21] = pl9_st[pl9_lv * 27u + 23u] + v13_adj__beta[21];
                v13_adj__beta[22] = pl9_st[pl9_lv * 27u + 24u] + v13_adj__beta[22];
                v13_adj__beta[23] = pl9_st[pl9_lv * 27u + 25u] + v13_adj__beta[23];
                v13_adj__beta[24] = pl9_st[pl9_lv * 27u + 26u] + v13_adj__beta[24];
                pl9_lv += 1u;
            }
            pl9_st[pl9_lv * 27u + 0u] = lp;
            pl9_st[pl9_lv * 27u + 1u] = v12_adj__alpha;
            pl9_st[pl9_lv * 27u + 2u] = v13_adj__beta[0];
            pl9_st[pl9_lv * 27u + 3u] = v13_adj__beta[1];
            pl9_st[pl9_lv * 27u + 4u] = v13_adj__beta[2];
            pl9_st[pl9_lv * 27u + 5u] = v13_adj__beta[3];
            pl9_st[pl9_lv * 27u + 6u] = v13_adj__beta[4];
            pl9_st[pl9_lv * 27u + 7u] = v13_adj__beta[5];
            pl9_st[pl9_lv * 27u + 8u] = v13_adj__beta[6];
            pl9_st[pl9_lv * 27u + 9u] = v13_adj__beta[7];
            pl9_st[pl9_lv * 27u + 10u] = v13_adj__beta[8];
            pl9_st[pl9_lv * 27u + 11u] = v13_adj__beta[9];
            pl9_st[pl9_lv * 27u + 12u] = v13_adj__beta[10];
            pl9_st[pl9_lv * 27u + 13u] = v13_adj__beta[11];
            pl9_st[pl9_lv * 27u + 14u] = v13_adj__beta[12];
            pl9_st[pl9_lv * 27u + 15u] = v13_adj__beta[13];
            pl9_st[pl9_lv * 27u + 16u] = v13_adj__beta[14];
            pl9_st[pl9_lv * 27u + 17u] = v13_adj__beta[15];
            pl9_st[pl9_lv * 27u + 18u] = v13_adj__beta[16];
            pl9_st[pl9_lv * 27u + 19u] = v13_adj__beta[17];
            pl9_st[pl9_lv * 27u + 20u] = v13_adj__beta[18];
            pl9_st[pl9_lv * 27u + 21u] = v13_adj__beta[19];
            pl9_st[pl9_lv * 27u + 22u] = v13_adj__beta[20];
            pl9_st[pl9_lv * 27u + 23u] = v13_adj__beta[21];
            pl9_st[pl9_lv * 27u + 24u] = v13_adj__beta[22];
            pl9_st[pl9_lv * 27u + 25u] = v13_adj__beta[23];
            pl9_st[pl9_lv * 27u + 26u] = v13_adj__beta[24];
        }
        lp = pl9_st[162];
        v12_adj__alpha = pl9_st[163];
        v13_adj__beta[0] = pl9_st[164];
        v13_adj__beta[1] = pl9_st[165];
        v13_adj__beta[2] = pl9_st[166];
        v13_adj__beta[3] = pl9_st[167];
        v13_adj__beta[4] = pl9_st[168];
        v13_adj__beta[5] = pl9_st[169];
        v13_adj__beta[6] = pl9_st[170];
        v13_adj__beta[7] = pl9_st[171];
        v13_adj__beta[8] = pl9_st[172];
        v13_adj__beta[9] = pl9_st[173];
        v13_adj__beta[10] = pl9_st[174];
        v13_adj__beta[11] = pl9_st[175];
        v13_adj__beta[12] = pl9_st[176];
        v13_adj__beta[13] = pl9_st[177];
        v13_adj__beta[14] = pl9_st[178];
        v13_adj__beta[15] = pl9_st[179];
        v13_adj__beta[16] = pl9_st[180];
        v13_adj__beta[17] = pl9_st[181];
        v13_adj__beta[18] = pl9_st[182];
        v13_adj__beta[19] = pl9_st[183];
        v13_adj__beta[20] = pl9_st[184];
        v13_adj__beta[21] = pl9_st[185];
        v13_adj__beta[22] = pl9_st[186];
        v13_adj__beta[23] = pl9_st[187];
        v13_adj__beta[24] = pl9_st[188];
        {
            let pl9_sum = lp;
            lp = pl9_in[0];
            lp_c = pl9_in[1];
            {
                let y = (pl9_sum) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let pl9_sum = v12_adj__alpha;
            v12_adj__alpha = pl9_in[2];
            c12_adj__alpha = pl9_in[3];
            {
                let y = (pl9_sum) - c12_adj__alpha;
                let t = v12_adj__alpha + y;
                c12_adj__alpha = select(((t * kahan_one) - v12_adj__alpha) - y, 0.0f, wg_is_nonfinite(t));
                v12_adj__alpha = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[0];
            v13_adj__beta[0] = pl9_in[4];
            c13_adj__beta[0] = pl9_in[5];
            {
                let y = (pl9_sum) - c13_adj__beta[0];
                let t = v13_adj__beta[0] + y;
                c13_adj__beta[0] = select(((t * kahan_one) - v13_adj__beta[0]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[0] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[1];
            v13_adj__beta[1] = pl9_in[6];
            c13_adj__beta[1] = pl9_in[7];
            {
                let y = (pl9_sum) - c13_adj__beta[1];
                let t = v13_adj__beta[1] + y;
                c13_adj__beta[1] = select(((t * kahan_one) - v13_adj__beta[1]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[1] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[2];
            v13_adj__beta[2] = pl9_in[8];
            c13_adj__beta[2] = pl9_in[9];
            {
                let y = (pl9_sum) - c13_adj__beta[2];
                let t = v13_adj__beta[2] + y;
                c13_adj__beta[2] = select(((t * kahan_one) - v13_adj__beta[2]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[2] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[3];
            v13_adj__beta[3] = pl9_in[10];
            c13_adj__beta[3] = pl9_in[11];
            {
                let y = (pl9_sum) - c13_adj__beta[3];
                let t = v13_adj__beta[3] + y;
                c13_adj__beta[3] = select(((t * kahan_one) - v13_adj__beta[3]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[3] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[4];
            v13_adj__beta[4] = pl9_in[12];
            c13_adj__beta[4] = pl9_in[13];
            {
                let y = (pl9_sum) - c13_adj__beta[4];
                let t = v13_adj__beta[4] + y;
                c13_adj__beta[4] = select(((t * kahan_one) - v13_adj__beta[4]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[4] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[5];
            v13_adj__beta[5] = pl9_in[14];
            c13_adj__beta[5] = pl9_in[15];
            {
                let y = (pl9_sum) - c13_adj__beta[5];
                let t = v13_adj__beta[5] + y;
                c13_adj__beta[5] = select(((t * kahan_one) - v13_adj__beta[5]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[5] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[6];
            v13_adj__beta[6] = pl9_in[16];
            c13_adj__beta[6] = pl9_in[17];
            {
                let y = (pl9_sum) - c13_adj__beta[6];
                let t = v13_adj__beta[6] + y;
                c13_adj__beta[6] = select(((t * kahan_one) - v13_adj__beta[6]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[6] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[7];
            v13_adj__beta[7] = pl9_in[18];
            c13_adj__beta[7] = pl9_in[19];
            {
                let y = (pl9_sum) - c13_adj__beta[7];
                let t = v13_adj__beta[7] + y;
                c13_adj__beta[7] = select(((t * kahan_one) - v13_adj__beta[7]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[7] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[8];
            v13_adj__beta[8] = pl9_in[20];
            c13_adj__beta[8] = pl9_in[21];
            {
                let y = (pl9_sum) - c13_adj__beta[8];
                let t = v13_adj__beta[8] + y;
                c13_adj__beta[8] = select(((t * kahan_one) - v13_adj__beta[8]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[8] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[9];
            v13_adj__beta[9] = pl9_in[22];
            c13_adj__beta[9] = pl9_in[23];
            {
                let y = (pl9_sum) - c13_adj__beta[9];
                let t = v13_adj__beta[9] + y;
                c13_adj__beta[9] = select(((t * kahan_one) - v13_adj__beta[9]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[9] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[10];
            v13_adj__beta[10] = pl9_in[24];
            c13_adj__beta[10] = pl9_in[25];
            {
                let y = (pl9_sum) - c13_adj__beta[10];
                let t = v13_adj__beta[10] + y;
                c13_adj__beta[10] = select(((t * kahan_one) - v13_adj__beta[10]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[10] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[11];
            v13_adj__beta[11] = pl9_in[26];
            c13_adj__beta[11] = pl9_in[27];
            {
                let y = (pl9_sum) - c13_adj__beta[11];
                let t = v13_adj__beta[11] + y;
                c13_adj__beta[11] = select(((t * kahan_one) - v13_adj__beta[11]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[11] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[12];
            v13_adj__beta[12] = pl9_in[28];
            c13_adj__beta[12] = pl9_in[29];
            {
                let y = (pl9_sum) - c13_adj__beta[12];
                let t = v13_adj__beta[12] + y;
                c13_adj__beta[12] = select(((t * kahan_one) - v13_adj__beta[12]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[12] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[13];
            v13_adj__beta[13] = pl9_in[30];
            c13_adj__beta[13] = pl9_in[31];
            {
                let y = (pl9_sum) - c13_adj__beta[13];
                let t = v13_adj__beta[13] + y;
                c13_adj__beta[13] = select(((t * kahan_one) - v13_adj__beta[13]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[13] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[14];
            v13_adj__beta[14] = pl9_in[32];
            c13_adj__beta[14] = pl9_in[33];
            {
                let y = (pl9_sum) - c13_adj__beta[14];
                let t = v13_adj__beta[14] + y;
                c13_adj__beta[14] = select(((t * kahan_one) - v13_adj__beta[14]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[14] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[15];
            v13_adj__beta[15] = pl9_in[34];
            c13_adj__beta[15] = pl9_in[35];
            {
                let y = (pl9_sum) - c13_adj__beta[15];
                let t = v13_adj__beta[15] + y;
                c13_adj__beta[15] = select(((t * kahan_one) - v13_adj__beta[15]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[15] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[16];
            v13_adj__beta[16] = pl9_in[36];
            c13_adj__beta[16] = pl9_in[37];
            {
                let y = (pl9_sum) - c13_adj__beta[16];
                let t = v13_adj__beta[16] + y;
                c13_adj__beta[16] = select(((t * kahan_one) - v13_adj__beta[16]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[16] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[17];
            v13_adj__beta[17] = pl9_in[38];
            c13_adj__beta[17] = pl9_in[39];
            {
                let y = (pl9_sum) - c13_adj__beta[17];
                let t = v13_adj__beta[17] + y;
                c13_adj__beta[17] = select(((t * kahan_one) - v13_adj__beta[17]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[17] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[18];
            v13_adj__beta[18] = pl9_in[40];
            c13_adj__beta[18] = pl9_in[41];
            {
                let y = (pl9_sum) - c13_adj__beta[18];
                let t = v13_adj__beta[18] + y;
                c13_adj__beta[18] = select(((t * kahan_one) - v13_adj__beta[18]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[18] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[19];
            v13_adj__beta[19] = pl9_in[42];
            c13_adj__beta[19] = pl9_in[43];
            {
                let y = (pl9_sum) - c13_adj__beta[19];
                let t = v13_adj__beta[19] + y;
                c13_adj__beta[19] = select(((t * kahan_one) - v13_adj__beta[19]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[19] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[20];
            v13_adj__beta[20] = pl9_in[44];
            c13_adj__beta[20] = pl9_in[45];
            {
                let y = (pl9_sum) - c13_adj__beta[20];
                let t = v13_adj__beta[20] + y;
                c13_adj__beta[20] = select(((t * kahan_one) - v13_adj__beta[20]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[20] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[21];
            v13_adj__beta[21] = pl9_in[46];
            c13_adj__beta[21] = pl9_in[47];
            {
                let y = (pl9_sum) - c13_adj__beta[21];
                let t = v13_adj__beta[21] + y;
                c13_adj__beta[21] = select(((t * kahan_one) - v13_adj__beta[21]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[21] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[22];
            v13_adj__beta[22] = pl9_in[48];
            c13_adj__beta[22] = pl9_in[49];
            {
                let y = (pl9_sum) - c13_adj__beta[22];
                let t = v13_adj__beta[22] + y;
                c13_adj__beta[22] = select(((t * kahan_one) - v13_adj__beta[22]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[22] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[23];
            v13_adj__beta[23] = pl9_in[50];
            c13_adj__beta[23] = pl9_in[51];
            {
                let y = (pl9_sum) - c13_adj__beta[23];
                let t = v13_adj__beta[23] + y;
                c13_adj__beta[23] = select(((t * kahan_one) - v13_adj__beta[23]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[23] = t;
            }
        }
        {
            let pl9_sum = v13_adj__beta[24];
            v13_adj__beta[24] = pl9_in[52];
            c13_adj__beta[24] = pl9_in[53];
            {
                let y = (pl9_sum) - c13_adj__beta[24];
                let t = v13_adj__beta[24] + y;
                c13_adj__beta[24] = select(((t * kahan_one) - v13_adj__beta[24]) - y, 0.0f, wg_is_nonfinite(t));
                v13_adj__beta[24] = t;
            }
        }
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
    for (var b_v7_i__: i32 = (25 * i32(kahan_one)); b_v7_i__ - 8 >= 0; b_v7_i__ -= 8) {
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
    for (var r_v7_i__: i32 = 0 + ((25 * i32(kahan_one)) - 0) % 8 - 1; r_v7_i__ >= 0; r_v7_i__--) {
        wg_trips += 1u;
        let v7_i__: i32 = r_v7_i__;
        let t24 = v13_adj__beta[v7_i__];
        v14_adj__unconstrained__[(v7_i__ + 1)] = v14_adj__unconstrained__[(v7_i__ + 1)] + t24;
    }
    let t25 = v12_adj__alpha;
    v14_adj__unconstrained__[0] = v14_adj__unconstrained__[0] + t25;
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v14_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
