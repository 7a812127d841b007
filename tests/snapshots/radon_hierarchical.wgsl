const DIM: u32 = 54u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 54u;
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
    v5_mu_a = q_ld(u32(0));
    v6_sigma_a = wg_exp(q_ld(u32(1)));
    {
        let y = (q_ld(u32(1))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v7_beta = q_ld(u32(2));
    v8_sigma = wg_exp(q_ld(u32(3)));
    {
        let y = (q_ld(u32(3))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v12_i__: i32 = 0; b_v12_i__ + 8 <= (50 * i32(kahan_one)); b_v12_i__ += 8) {
        wg_trips += 1u;
        let u_v12_i__: i32 = b_v12_i__;
        {
            let v12_i__: i32 = u_v12_i__ + 0;
            v9_alpha_raw[v12_i__] = q_ld(u32((v12_i__ + 4)));
        }
        {
            let v12_i__: i32 = u_v12_i__ + 1;
            v9_alpha_raw[v12_i__] = q_ld(u32((v12_i__ + 4)));
        }
        {
            let v12_i__: i32 = u_v12_i__ + 2;
            v9_alpha_raw[v12_i__] = q_ld(u32((v12_i__ + 4)));
        }
        {
            let v12_i__: i32 = u_v12_i__ + 3;
            v9_alpha_raw[v12_i__] = q_ld(u32((v12_i__ + 4)));
        }
        {
            let v12_i__: i32 = u_v12_i__ + 4;
            v9_alpha_raw[v12_i__] = q_ld(u32((v12_i__ + 4)));
        }
        {
            let v12_i__: i32 = u_v12_i__ + 5;
            v9_alpha_raw[v12_i__] = q_ld(u32((v12_i__ + 4)));
        }
        {
            let v12_i__: i32 = u_v12_i__ + 6;
            v9_alpha_raw[v12_i__] = q_ld(u32((v12_i__ + 4)));
        }
        {
            let v12_i__: i32 = u_v12_i__ + 7;
            v9_alpha_raw[v12_i__] = q_ld(u32((v12_i__ + 4)));
        }
    }
    for (var r_v12_i__: i32 = (50 * i32(kahan_one)) - ((50 * i32(kahan_one)) - 0) % 8; r_v12_i__ < (50 * i32(kahan_one)); r_v12_i__++) {
        wg_trips += 1u;
        let v12_i__: i32 = r_v12_i__;
        v9_alpha_raw[v12_i__] = q_ld(u32((v12_i__ + 4)));
    }
    for (var b_v13_i____1: i32 = 0; b_v13_i____1 + 8 <= (50 * i32(kahan_one)); b_v13_i____1 += 8) {
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
    for (var r_v13_i____1: i32 = (50 * i32(kahan_one)) - ((50 * i32(kahan_one)) - 0) % 8; r_v13_i____1 < (50 * i32(kahan_one)); r_v13_i____1++) {
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
    for (var b_v14_i____2: i32 = 0; b_v14_i____2 + 8 <= (50 * i32(kahan_one)); b_v14_i____2 += 8) {
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
    for (var r_v14_i____2: i32 = (50 * i32(kahan_one)) - ((50 * i32(kahan_one)) - 0) % 8; r_v14_i____2 < (50 * i32(kahan_one)); r_v14_i____2++) {
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
    // Data plate, rows 0..1000: 4 blocks of 256 rows summed as a tree of 4 leaves, 4 per lane.
    {
        var pl15_in: array<f32, 108>;
        pl15_in[0] = lp;
        pl15_in[1] = lp_c;
        pl15_in[2] = v19_adj__beta;
        pl15_in[3] = c19_adj__beta;
        pl15_in[4] = v20_adj__sigma;
        pl15_in[5] = c20_adj__sigma;
        pl15_in[6] = v22_adj__alpha[0];
        pl15_in[7] = c22_adj__alpha[0];
        pl15_in[8] = v22_adj__alpha[1];
        pl15_in[9] = c22_adj__alpha[1];
        pl15_in[10] = v22_adj__alpha[2];
        pl15_in[11] = c22_adj__alpha[2];
        pl15_in[12] = v22_adj__alpha[3];
        pl15_in[13] = c22_adj__alpha[3];
        pl15_in[14] = v22_adj__alpha[4];
        pl15_in[15] = c22_adj__alpha[4];
        pl15_in[16] = v22_adj__alpha[5];
        pl15_in[17] = c22_adj__alpha[5];
        pl15_in[18] = v22_adj__alpha[6];
        pl15_in[19] = c22_adj__alpha[6];
        pl15_in[20] = v22_adj__alpha[7];
        pl15_in[21] = c22_adj__alpha[7];
        pl15_in[22] = v22_adj__alpha[8];
        pl15_in[23] = c22_adj__alpha[8];
        pl15_in[24] = v22_adj__alpha[9];
        pl15_in[25] = c22_adj__alpha[9];
        pl15_in[26] = v22_adj__alpha[10];
        pl15_in[27] = c22_adj__alpha[10];
        pl15_in[28] = v22_adj__alpha[11];
        pl15_in[29] = c22_adj__alpha[11];
        pl15_in[30] = v22_adj__alpha[12];
        pl15_in[31] = c22_adj__alpha[12];
        pl15_in[32] = v22_adj__alpha[13];
        pl15_in[33] = c22_adj__alpha[13];
        pl15_in[34] = v22_adj__alpha[14];
        pl15_in[35] = c22_adj__alpha[14];
        pl15_in[36] = v22_adj__alpha[15];
        pl15_in[37] = c22_adj__alpha[15];
        pl15_in[38] = v22_adj__alpha[16];
        pl15_in[39] = c22_adj__alpha[16];
        pl15_in[40] = v22_adj__alpha[17];
        pl15_in[41] = c22_adj__alpha[17];
        pl15_in[42] = v22_adj__alpha[18];
        pl15_in[43] = c22_adj__alpha[18];
        pl15_in[44] = v22_adj__alpha[19];
        pl15_in[45] = c22_adj__alpha[19];
        pl15_in[46] = v22_adj__alpha[20];
        pl15_in[47] = c22_adj__alpha[20];
        pl15_in[48] = v22_adj__alpha[21];
        pl15_in[49] = c22_adj__alpha[21];
        pl15_in[50] = v22_adj__alpha[22];
        pl15_in[51] = c22_adj__alpha[22];
        pl15_in[52] = v22_adj__alpha[23];
        pl15_in[53] = c22_adj__alpha[23];
        pl15_in[54] = v22_adj__alpha[24];
        pl15_in[55] = c22_adj__alpha[24];
        pl15_in[56] = v22_adj__alpha[25];
        pl15_in[57] = c22_adj__alpha[25];
        pl15_in[58] = v22_adj__alpha[26];
        pl15_in[59] = c22_adj__alpha[26];
        pl15_in[60] = v22_adj__alpha[27];
        pl15_in[61] = c22_adj__alpha[27];
        pl15_in[62] = v22_adj__alpha[28];
        pl15_in[63] = c22_adj__alpha[28];
        pl15_in[64] = v22_adj__alpha[29];
        pl15_in[65] = c22_adj__alpha[29];
        pl15_in[66] = v22_adj__alpha[30];
        pl15_in[67] = c22_adj__alpha[30];
        pl15_in[68] = v22_adj__alpha[31];
        pl15_in[69] = c22_adj__alpha[31];
        pl15_in[70] = v22_adj__alpha[32];
        pl15_in[71] = c22_adj__alpha[32];
        pl15_in[72] = v22_adj__alpha[33];
        pl15_in[73] = c22_adj__alpha[33];
        pl15_in[74] = v22_adj__alpha[34];
        pl15_in[75] = c22_adj__alpha[34];
        pl15_in[76] = v22_adj__alpha[35];
        pl15_in[77] = c22_adj__alpha[35];
        pl15_in[78] = v22_adj__alpha[36];
        pl15_in[79] = c22_adj__alpha[36];
        pl15_in[80] = v22_adj__alpha[37];
        pl15_in[81] = c22_adj__alpha[37];
        pl15_in[82] = v22_adj__alpha[38];
        pl15_in[83] = c22_adj__alpha[38];
        pl15_in[84] = v22_adj__alpha[39];
        pl15_in[85] = c22_adj__alpha[39];
        pl15_in[86] = v22_adj__alpha[40];
        pl15_in[87] = c22_adj__alpha[40];
        pl15_in[88] = v22_adj__alpha[41];
        pl15_in[89] = c22_adj__alpha[41];
        pl15_in[90] = v22_adj__alpha[42];
        pl15_in[91] = c22_adj__alpha[42];
        pl15_in[92] = v22_adj__alpha[43];
        pl15_in[93] = c22_adj__alpha[43];
        pl15_in[94] = v22_adj__alpha[44];
        pl15_in[95] = c22_adj__alpha[44];
        pl15_in[96] = v22_adj__alpha[45];
        pl15_in[97] = c22_adj__alpha[45];
        pl15_in[98] = v22_adj__alpha[46];
        pl15_in[99] = c22_adj__alpha[46];
        pl15_in[100] = v22_adj__alpha[47];
        pl15_in[101] = c22_adj__alpha[47];
        pl15_in[102] = v22_adj__alpha[48];
        pl15_in[103] = c22_adj__alpha[48];
        pl15_in[104] = v22_adj__alpha[49];
        pl15_in[105] = c22_adj__alpha[49];
        pl15_in[106] = v24_adj__hoisted;
        pl15_in[107] = c24_adj__hoisted;
        var pl15_st: array<f32, 162>;
        for (var pl15_t: u32 = 0u; pl15_t < 4u; pl15_t++) {
            wg_trips += 1u;
            let pl15_blk: i32 = i32((reverseBits(pl15_t) >> 30u));
            lp = 0.0f;
            lp_c = 0.0f;
            v19_adj__beta = 0.0f;
            c19_adj__beta = 0.0f;
            v20_adj__sigma = 0.0f;
            c20_adj__sigma = 0.0f;
            v22_adj__alpha[0] = 0.0f;
            c22_adj__alpha[0] = 0.0f;
            v22_adj__alpha[1] = 0.0f;
            c22_adj__alpha[1] = 0.0f;
            v22_adj__alpha[2] = 0.0f;
            c22_adj__alpha[2] = 0.0f;
            v22_adj__alpha[3] = 0.0f;
            c22_adj__alpha[3] = 0.0f;
            v22_adj__alpha[4] = 0.0f;
            c22_adj__alpha[4] = 0.0f;
            v22_adj__alpha[5] = 0.0f;
            c22_adj__alpha[5] = 0.0f;
            v22_adj__alpha[6] = 0.0f;
            c22_adj__alpha[6] = 0.0f;
            v22_adj__alpha[7] = 0.0f;
            c22_adj__alpha[7] = 0.0f;
            v22_adj__alpha[8] = 0.0f;
            c22_adj__alpha[8] = 0.0f;
            v22_adj__alpha[9] = 0.0f;
            c22_adj__alpha[9] = 0.0f;
            v22_adj__alpha[10] = 0.0f;
            c22_adj__alpha[10] = 0.0f;
            v22_adj__alpha[11] = 0.0f;
            c22_adj__alpha[11] = 0.0f;
            v22_adj__alpha[12] = 0.0f;
            c22_adj__alpha[12] = 0.0f;
            v22_adj__alpha[13] = 0.0f;
            c22_adj__alpha[13] = 0.0f;
            v22_adj__alpha[14] = 0.0f;
            c22_adj__alpha[14] = 0.0f;
            v22_adj__alpha[15] = 0.0f;
            c22_adj__alpha[15] = 0.0f;
            v22_adj__alpha[16] = 0.0f;
            c22_adj__alpha[16] = 0.0f;
            v22_adj__alpha[17] = 0.0f;
            c22_adj__alpha[17] = 0.0f;
            v22_adj__alpha[18] = 0.0f;
            c22_adj__alpha[18] = 0.0f;
            v22_adj__alpha[19] = 0.0f;
            c22_adj__alpha[19] = 0.0f;
            v22_adj__alpha[20] = 0.0f;
            c22_adj__alpha[20] = 0.0f;
            v22_adj__alpha[21] = 0.0f;
            c22_adj__alpha[21] = 0.0f;
            v22_adj__alpha[22] = 0.0f;
            c22_adj__alpha[22] = 0.0f;
            v22_adj__alpha[23] = 0.0f;
            c22_adj__alpha[23] = 0.0f;
            v22_adj__alpha[24] = 0.0f;
            c22_adj__alpha[24] = 0.0f;
            v22_adj__alpha[25] = 0.0f;
            c22_adj__alpha[25] = 0.0f;
            v22_adj__alpha[26] = 0.0f;
            c22_adj__alpha[26] = 0.0f;
            v22_adj__alpha[27] = 0.0f;
            c22_adj__alpha[27] = 0.0f;
            v22_adj__alpha[28] = 0.0f;
            c22_adj__alpha[28] = 0.0f;
            v22_adj__alpha[29] = 0.0f;
            c22_adj__alpha[29] = 0.0f;
            v22_adj__alpha[30] = 0.0f;
            c22_adj__alpha[30] = 0.0f;
            v22_adj__alpha[31] = 0.0f;
            c22_adj__alpha[31] = 0.0f;
            v22_adj__alpha[32] = 0.0f;
            c22_adj__alpha[32] = 0.0f;
            v22_adj__alpha[33] = 0.0f;
            c22_adj__alpha[33] = 0.0f;
            v22_adj__alpha[34] = 0.0f;
            c22_adj__alpha[34] = 0.0f;
            v22_adj__alpha[35] = 0.0f;
            c22_adj__alpha[35] = 0.0f;
            v22_adj__alpha[36] = 0.0f;
            c22_adj__alpha[36] = 0.0f;
            v22_adj__alpha[37] = 0.0f;
            c22_adj__alpha[37] = 0.0f;
            v22_adj__alpha[38] = 0.0f;
            c22_adj__alpha[38] = 0.0f;
            v22_adj__alpha[39] = 0.0f;
            c22_adj__alpha[39] = 0.0f;
            v22_adj__alpha[40] = 0.0f;
            c22_adj__alpha[40] = 0.0f;
            v22_adj__alpha[41] = 0.0f;
            c22_adj__alpha[41] = 0.0f;
            v22_adj__alpha[42] = 0.0f;
            c22_adj__alpha[42] = 0.0f;
            v22_adj__alpha[43] = 0.0f;
            c22_adj__alpha[43] = 0.0f;
            v22_adj__alpha[44] = 0.0f;
            c22_adj__alpha[44] = 0.0f;
            v22_adj__alpha[45] = 0.0f;
            c22_adj__alpha[45] = 0.0f;
            v22_adj__alpha[46] = 0.0f;
            c22_adj__alpha[46] = 0.0f;
            v22_adj__alpha[47] = 0.0f;
            c22_adj__alpha[47] = 0.0f;
            v22_adj__alpha[48] = 0.0f;
            c22_adj__alpha[48] = 0.0f;
            v22_adj__alpha[49] = 0.0f;
            c22_adj__alpha[49] = 0.0f;
            v24_adj__hoisted = 0.0f;
            c24_adj__hoisted = 0.0f;
            if (pl15_blk < 4) {
                let pl15_base: i32 = 0 + pl15_blk * 256;
                let pl15_n: i32 = min(256, 1000 - pl15_base);
                for (var b_v15_i____3: i32 = 0; b_v15_i____3 + 8 <= pl15_n; b_v15_i____3 += 8) {
                    wg_trips += 1u;
                    let u_v15_i____3: i32 = wg_uniform2(pl15_base + b_v15_i____3);
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
                for (var r_v15_i____3: i32 = pl15_n - pl15_n % 8; r_v15_i____3 < pl15_n; r_v15_i____3++) {
                    wg_trips += 1u;
                    let v15_i____3: i32 = wg_uniform2(pl15_base + r_v15_i____3);
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
            }
            lp = lp - lp_c;
            v19_adj__beta = v19_adj__beta - c19_adj__beta;
            v20_adj__sigma = v20_adj__sigma - c20_adj__sigma;
            v22_adj__alpha[0] = v22_adj__alpha[0] - c22_adj__alpha[0];
            v22_adj__alpha[1] = v22_adj__alpha[1] - c22_adj__alpha[1];
            v22_adj__alpha[2] = v22_adj__alpha[2] - c22_adj__alpha[2];
            v22_adj__alpha[3] = v22_adj__alpha[3] - c22_adj__alpha[3];
            v22_adj__alpha[4] = v22_adj__alpha[4] - c22_adj__alpha[4];
            v22_adj__alpha[5] = v22_adj__alpha[5] - c22_adj__alpha[5];
            v22_adj__alpha[6] = v22_adj__alpha[6] - c22_adj__alpha[6];
            v22_adj__alpha[7] = v22_adj__alpha[7] - c22_adj__alpha[7];
            v22_adj__alpha[8] = v22_adj__alpha[8] - c22_adj__alpha[8];
            v22_adj__alpha[9] = v22_adj__alpha[9] - c22_adj__alpha[9];
            v22_adj__alpha[10] = v22_adj__alpha[10] - c22_adj__alpha[10];
            v22_adj__alpha[11] = v22_adj__alpha[11] - c22_adj__alpha[11];
            v22_adj__alpha[12] = v22_adj__alpha[12] - c22_adj__alpha[12];
            v22_adj__alpha[13] = v22_adj__alpha[13] - c22_adj__alpha[13];
            v22_adj__alpha[14] = v22_adj__alpha[14] - c22_adj__alpha[14];
            v22_adj__alpha[15] = v22_adj__alpha[15] - c22_adj__alpha[15];
            v22_adj__alpha[16] = v22_adj__alpha[16] - c22_adj__alpha[16];
            v22_adj__alpha[17] = v22_adj__alpha[17] - c22_adj__alpha[17];
            v22_adj__alpha[18] = v22_adj__alpha[18] - c22_adj__alpha[18];
            v22_adj__alpha[19] = v22_adj__alpha[19] - c22_adj__alpha[19];
            v22_adj__alpha[20] = v22_adj__alpha[20] - c22_adj__alpha[20];
            v22_adj__alpha[21] = v22_adj__alpha[21] - c22_adj__alpha[21];
            v22_adj__alpha[22] = v22_adj__alpha[22] - c22_adj__alpha[22];
            v22_adj__alpha[23] = v22_adj__alpha[23] - c22_adj__alpha[23];
            v22_adj__alpha[24] = v22_adj__alpha[24] - c22_adj__alpha[24];
            v22_adj__alpha[25] = v22_adj__alpha[25] - c22_adj__alpha[25];
            v22_adj__alpha[26] = v22_adj__alpha[26] - c22_adj__alpha[26];
            v22_adj__alpha[27] = v22_adj__alpha[27] - c22_adj__alpha[27];
            v22_adj__alpha[28] = v22_adj__alpha[28] - c22_adj__alpha[28];
            v22_adj__alpha[29] = v22_adj__alpha[29] - c22_adj__alpha[29];
            v22_adj__alpha[30] = v22_adj__alpha[30] - c22_adj__alpha[30];
            v22_adj__alpha[31] = v22_adj__alpha[31] - c22_adj__alpha[31];
            v22_adj__alpha[32] = v22_adj__alpha[32] - c22_adj__alpha[32];
            v22_adj__alpha[33] = v22_adj__alpha[33] - c22_adj__alpha[33];
            v22_adj__alpha[34] = v22_adj__alpha[34] - c22_adj__alpha[34];
            v22_adj__alpha[35] = v22_adj__alpha[35] - c22_adj__alpha[35];
            v22_adj__alpha[36] = v22_adj__alpha[36] - c22_adj__alpha[36];
            v22_adj__alpha[37] = v22_adj__alpha[37] - c22_adj__alpha[37];
            v22_adj__alpha[38] = v22_adj__alpha[38] - c22_adj__alpha[38];
            v22_adj__alpha[39] = v22_adj__alpha[39] - c22_adj__alpha[39];
            v22_adj__alpha[40] = v22_adj__alpha[40] - c22_adj__alpha[40];
            v22_adj__alpha[41] = v22_adj__alpha[41] - c22_adj__alpha[41];
            v22_adj__alpha[42] = v22_adj__alpha[42] - c22_adj__alpha[42];
            v22_adj__alpha[43] = v22_adj__alpha[43] - c22_adj__alpha[43];
            v22_adj__alpha[44] = v22_adj__alpha[44] - c22_adj__alpha[44];
            v22_adj__alpha[45] = v22_adj__alpha[45] - c22_adj__alpha[45];
            v22_adj__alpha[46] = v22_adj__alpha[46] - c22_adj__alpha[46];
            v22_adj__alpha[47] = v22_adj__alpha[47] - c22_adj__alpha[47];
            v22_adj__alpha[48] = v22_adj__alpha[48] - c22_adj__alpha[48];
            v22_adj__alpha[49] = v22_adj__alpha[49] - c22_adj__alpha[49];
            v24_adj__hoisted = v24_adj__hoisted - c24_adj__hoisted;
            var pl15_lv: u32 = 0u;
            loop {
                if (((pl15_t >> pl15_lv) & 1u) == 0u) { break; }
                wg_trips += 1u;
                lp = pl15_st[pl15_lv * 54u + 0u] + lp;
                v19_adj__beta = pl15_st[pl15_lv * 54u + 1u] + v19_adj__beta;
                v20_adj__sigma = pl15_st[pl15_lv * 54u + 2u] + v20_adj__sigma;
                v22_adj__alpha[0] = pl15_st[pl15_lv * 54u + 3u] + v22_adj__alpha[0];
                v22_adj__alpha[1] = pl15_st[pl15_lv * 54u + 4u] + v22_adj__alpha[1];
                v22_adj__alpha[2] = pl15_st[pl15_lv * 54u + 5u] + v22_adj__alpha[2];
                v22_adj__alpha[3] = pl15_st[pl15_lv * 54u + 6u] + v22_adj__alpha[3];
                v22_adj__alpha[4] = pl15_st[pl15_lv * 54u + 7u] + v22_adj__alpha[4];
                v22_adj__alpha[5] = pl15_st[pl15_lv * 54u + 8u] + v22_adj__alpha[5];
                v22_adj__alpha[6] = pl15_st[pl15_lv * 54u + 9u] + v22_adj__alpha[6];
                v22_adj__alpha[7] = pl15_st[pl15_lv * 54u + 10u] + v22_adj__alpha[7];
                v22_adj__alpha[8] = pl15_st[pl15_lv * 54u + 11u] + v22_adj__alpha[8];
                v22_adj__alpha[9] = pl15_st[pl15_lv * 54u + 12u] + v22_adj__alpha[9];
                v22_adj__alpha[10] = pl15_st[pl15_lv * 54u + 13u] + v22_adj__alpha[10];
                v22_adj__alpha[11] = pl15_st[pl15_lv * 54u + 14u] + v22_adj__alpha[11];
                v22_adj__alpha[12] = pl15_st[pl15_lv * 54u + 15u] + v22_adj__alpha[12];
                v22_adj__alpha[13] = pl15_st[pl15_lv * 54u + 16u] + v22_adj__alpha[13];
                v22_adj__alpha[14] = pl15_st[pl15_lv * 54u + 17u] + v22_adj__alpha[14];
                v22_adj__alpha[15] = pl15_st[pl15_lv * 54u + 18u] + v22_adj__alpha[15];
                v22_adj__alpha[16] = pl15_st[pl15_lv * 54u + 19u] + v22_adj__alpha[16];
                v22_adj__alpha[17] = pl15_st[pl15_lv * 54u + 20u] + v22_adj__alpha[17];
                v22_adj__alpha[18] = pl15_st[pl15_lv * 54u + 21u] + v22_adj__alpha[18];
                v22_adj__alpha[19] = pl15_st[pl15_lv * 54u + 22u] + v22_adj__alpha[19];
                v22_adj__alpha[20] = pl15_st[pl15_lv * 54u + 23u] + v22_adj__alpha[20];
                v22_adj__alpha[21] = pl15_st[pl15_lv * 54u + 24u] + v22_adj__alpha[21];
                v22_adj__alpha[22] = pl15_st[pl15_lv * 54u + 25u] + v22_adj__alpha[22];
                v22_adj__alpha[23] = pl15_st[pl15_lv * 54u + 26u] + v22_adj__alpha[23];
                v22_adj__alpha[24] = pl15_st[pl15_lv * 54u + 27u] + v22_adj__alpha[24];
                v22_adj__alpha[25] = pl15_st[pl15_lv * 54u + 28u] + v22_adj__alpha[25];
                v22_adj__alpha[26] = pl15_st[pl15_lv * 54u + 29u] + v22_adj__alpha[26];
                v22_adj__alpha[27] = pl15_st[pl15_lv * 54u + 30u] + v22_adj__alpha[27];
                v22_adj__alpha[28] = pl15_st[pl15_lv * 54u + 31u] + v22_adj__alpha[28];
                v22_adj__alpha[29] = pl15_st[pl15_lv * 54u + 32u] + v22_adj__alpha[29];
                v22_adj__alpha[30] = pl15_st[pl15_lv * 54u + 33u] + v22_adj__alpha[30];
                v22_adj__alpha[31] = pl15_st[pl15_lv * 54u + 34u] + v22_adj__alpha[31];
                v22_adj__alpha[32] = pl15_st[pl15_lv * 54u + 35u] + v22_adj__alpha[32];
                v22_adj__alpha[33] = pl15_st[pl15_lv * 54u + 36u] + v22_adj__alpha[33];
                v22_adj__alpha[34] = pl15_st[pl15_lv * 54u + 37u] + v22_adj__alpha[34];
                v22_adj__alpha[35] = pl15_st[pl15_lv * 54u + 38u] + v22_adj__alpha[35];
                v22_adj__alpha[36] = pl15_st[pl15_lv * 54u + 39u] + v22_adj__alpha[36];
                v22_adj__alpha[37] = pl15_st[pl15_lv * 54u + 40u] + v22_adj__alpha[37];
                v22_adj__alpha[38] = pl15_st[pl15_lv * 54u + 41u] + v22_adj__alpha[38];
                v22_adj__alpha[39] = pl15_st[pl15_lv * 54u + 42u] + v22_adj__alpha[39];
                v22_adj__alpha[40] = pl15_st[pl15_lv * 54u + 43u] + v22_adj__alpha[40];
                v22_adj__alpha[41] = pl15_st[pl15_lv * 54u + 44u] + v22_adj__alpha[41];
                v22_adj__alpha[42] = pl15_st[pl15_lv * 54u + 45u] + v22_adj__alpha[42];
                v22_adj__alpha[43] = pl15_st[pl15_lv * 54u + 46u] + v22_adj__alpha[43];
                v22_adj__alpha[44] = pl15_st[pl15_lv * 54u + 47u] + v22_adj__alpha[44];
                v22_adj__alpha[45] = pl15_st[pl15_lv * 54u + 48u] + v22_adj__alpha[45];
                v22_adj__alpha[46] = pl15_st[pl15_lv * 54u + 49u] + v22_adj__alpha[46];
                v22_adj__alpha[47] = pl15_st[pl15_lv * 54u + 50u] + v22_adj__alpha[47];
                v22_adj__alpha[48] = pl15_st[pl15_lv * 54u + 51u] + v22_adj__alpha[48];
                v22_adj__alpha[49] = pl15_st[pl15_lv * 54u + 52u] + v22_adj__alpha[49];
                v24_adj__hoisted = pl15_st[pl15_lv * 54u + 53u] + v24_adj__hoisted;
                pl15_lv += 1u;
            }
            pl15_st[pl15_lv * 54u + 0u] = lp;
            pl15_st[pl15_lv * 54u + 1u] = v19_adj__beta;
            pl15_st[pl15_lv * 54u + 2u] = v20_adj__sigma;
            pl15_st[pl15_lv * 54u + 3u] = v22_adj__alpha[0];
            pl15_st[pl15_lv * 54u + 4u] = v22_adj__alpha[1];
            pl15_st[pl15_lv * 54u + 5u] = v22_adj__alpha[2];
            pl15_st[pl15_lv * 54u + 6u] = v22_adj__alpha[3];
            pl15_st[pl15_lv * 54u + 7u] = v22_adj__alpha[4];
            pl15_st[pl15_lv * 54u + 8u] = v22_adj__alpha[5];
            pl15_st[pl15_lv * 54u + 9u] = v22_adj__alpha[6];
            pl15_st[pl15_lv * 54u + 10u] = v22_adj__alpha[7];
            pl15_st[pl15_lv * 54u + 11u] = v22_adj__alpha[8];
            pl15_st[pl15_lv * 54u + 12u] = v22_adj__alpha[9];
            pl15_st[pl15_lv * 54u + 13u] = v22_adj__alpha[10];
            pl15_st[pl15_lv * 54u + 14u] = v22_adj__alpha[11];
            pl15_st[pl15_lv * 54u + 15u] = v22_adj__alpha[12];
            pl15_st[pl15_lv * 54u + 16u] = v22_adj__alpha[13];
            pl15_st[pl15_lv * 54u + 17u] = v22_adj__alpha[14];
            pl15_st[pl15_lv * 54u + 18u] = v22_adj__alpha[15];
            pl15_st[pl15_lv * 54u + 19u] = v22_adj__alpha[16];
            pl15_st[pl15_lv * 54u + 20u] = v22_adj__alpha[17];
            pl15_st[pl15_lv * 54u + 21u] = v22_adj__alpha[18];
            pl15_st[pl15_lv * 54u + 22u] = v22_adj__alpha[19];
            pl15_st[pl15_lv * 54u + 23u] = v22_adj__alpha[20];
            pl15_st[pl15_lv * 54u + 24u] = v22_adj__alpha[21];
            pl15_st[pl15_lv * 54u + 25u] = v22_adj__alpha[22];
            pl15_st[pl15_lv * 54u + 26u] = v22_adj__alpha[23];
            pl15_st[pl15_lv * 54u + 27u] = v22_adj__alpha[24];
            pl15_st[pl15_lv * 54u + 28u] = v22_adj__alpha[25];
            pl15_st[pl15_lv * 54u + 29u] = v22_adj__alpha[26];
            pl15_st[pl15_lv * 54u + 30u] = v22_adj__alpha[27];
            pl15_st[pl15_lv * 54u + 31u] = v22_adj__alpha[28];
            pl15_st[pl15_lv * 54u + 32u] = v22_adj__alpha[29];
            pl15_st[pl15_lv * 54u + 33u] = v22_adj__alpha[30];
            pl15_st[pl15_lv * 54u + 34u] = v22_adj__alpha[31];
            pl15_st[pl15_lv * 54u + 35u] = v22_adj__alpha[32];
            pl15_st[pl15_lv * 54u + 36u] = v22_adj__alpha[33];
            pl15_st[pl15_lv * 54u + 37u] = v22_adj__alpha[34];
            pl15_st[pl15_lv * 54u + 38u] = v22_adj__alpha[35];
            pl15_st[pl15_lv * 54u + 39u] = v22_adj__alpha[36];
            pl15_st[pl15_lv * 54u + 40u] = v22_adj__alpha[37];
            pl15_st[pl15_lv * 54u + 41u] = v22_adj__alpha[38];
            pl15_st[pl15_lv * 54u + 42u] = v22_adj__alpha[39];
            pl15_st[pl15_lv * 54u + 43u] = v22_adj__alpha[40];
            pl15_st[pl15_lv * 54u + 44u] = v22_adj__alpha[41];
            pl15_st[pl15_lv * 54u + 45u] = v22_adj__alpha[42];
            pl15_st[pl15_lv * 54u + 46u] = v22_adj__alpha[43];
            pl15_st[pl15_lv * 54u + 47u] = v22_adj__alpha[44];
            pl15_st[pl15_lv * 54u + 48u] = v22_adj__alpha[45];
            pl15_st[pl15_lv * 54u + 49u] = v22_adj__alpha[46];
            pl15_st[pl15_lv * 54u + 50u] = v22_adj__alpha[47];
            pl15_st[pl15_lv * 54u + 51u] = v22_adj__alpha[48];
            pl15_st[pl15_lv * 54u + 52u] = v22_adj__alpha[49];
            pl15_st[pl15_lv * 54u + 53u] = v24_adj__hoisted;
        }
        lp = pl15_st[108];
        v19_adj__beta = pl15_st[109];
        v20_adj__sigma = pl15_st[110];
        v22_adj__alpha[0] = pl15_st[111];
        v22_adj__alpha[1] = pl15_st[112];
        v22_adj__alpha[2] = pl15_st[113];
        v22_adj__alpha[3] = pl15_st[114];
        v22_adj__alpha[4] = pl15_st[115];
        v22_adj__alpha[5] = pl15_st[116];
        v22_adj__alpha[6] = pl15_st[117];
        v22_adj__alpha[7] = pl15_st[118];
        v22_adj__alpha[8] = pl15_st[119];
        v22_adj__alpha[9] = pl15_st[120];
        v22_adj__alpha[10] = pl15_st[121];
        v22_adj__alpha[11] = pl15_st[122];
        v22_adj__alpha[12] = pl15_st[123];
        v22_adj__alpha[13] = pl15_st[124];
        v22_adj__alpha[14] = pl15_st[125];
        v22_adj__alpha[15] = pl15_st[126];
        v22_adj__alpha[16] = pl15_st[127];
        v22_adj__alpha[17] = pl15_st[128];
        v22_adj__alpha[18] = pl15_st[129];
        v22_adj__alpha[19] = pl15_st[130];
        v22_adj__alpha[20] = pl15_st[131];
        v22_adj__alpha[21] = pl15_st[132];
        v22_adj__alpha[22] = pl15_st[133];
        v22_adj__alpha[23] = pl15_st[134];
        v22_adj__alpha[24] = pl15_st[135];
        v22_adj__alpha[25] = pl15_st[136];
        v22_adj__alpha[26] = pl15_st[137];
        v22_adj__alpha[27] = pl15_st[138];
        v22_adj__alpha[28] = pl15_st[139];
        v22_adj__alpha[29] = pl15_st[140];
        v22_adj__alpha[30] = pl15_st[141];
        v22_adj__alpha[31] = pl15_st[142];
        v22_adj__alpha[32] = pl15_st[143];
        v22_adj__alpha[33] = pl15_st[144];
        v22_adj__alpha[34] = pl15_st[145];
        v22_adj__alpha[35] = pl15_st[146];
        v22_adj__alpha[36] = pl15_st[147];
        v22_adj__alpha[37] = pl15_st[148];
        v22_adj__alpha[38] = pl15_st[149];
        v22_adj__alpha[39] = pl15_st[150];
        v22_adj__alpha[40] = pl15_st[151];
        v22_adj__alpha[41] = pl15_st[152];
        v22_adj__alpha[42] = pl15_st[153];
        v22_adj__alpha[43] = pl15_st[154];
        v22_adj__alpha[44] = pl15_st[155];
        v22_adj__alpha[45] = pl15_st[156];
        v22_adj__alpha[46] = pl15_st[157];
        v22_adj__alpha[47] = pl15_st[158];
        v22_adj__alpha[48] = pl15_st[159];
        v22_adj__alpha[49] = pl15_st[160];
        v24_adj__hoisted = pl15_st[161];
        {
            let pl15_sum = lp;
            lp = pl15_in[0];
            lp_c = pl15_in[1];
            {
                let y = (pl15_sum) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        {
            let pl15_sum = v19_adj__beta;
            v19_adj__beta = pl15_in[2];
            c19_adj__beta = pl15_in[3];
            {
                let y = (pl15_sum) - c19_adj__beta;
                let t = v19_adj__beta + y;
                c19_adj__beta = select(((t * kahan_one) - v19_adj__beta) - y, 0.0f, wg_is_nonfinite(t));
                v19_adj__beta = t;
            }
        }
        {
            let pl15_sum = v20_adj__sigma;
            v20_adj__sigma = pl15_in[4];
            c20_adj__sigma = pl15_in[5];
            {
                let y = (pl15_sum) - c20_adj__sigma;
                let t = v20_adj__sigma + y;
                c20_adj__sigma = select(((t * kahan_one) - v20_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
                v20_adj__sigma = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[0];
            v22_adj__alpha[0] = pl15_in[6];
            c22_adj__alpha[0] = pl15_in[7];
            {
                let y = (pl15_sum) - c22_adj__alpha[0];
                let t = v22_adj__alpha[0] + y;
                c22_adj__alpha[0] = select(((t * kahan_one) - v22_adj__alpha[0]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[0] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[1];
            v22_adj__alpha[1] = pl15_in[8];
            c22_adj__alpha[1] = pl15_in[9];
            {
                let y = (pl15_sum) - c22_adj__alpha[1];
                let t = v22_adj__alpha[1] + y;
                c22_adj__alpha[1] = select(((t * kahan_one) - v22_adj__alpha[1]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[1] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[2];
            v22_adj__alpha[2] = pl15_in[10];
            c22_adj__alpha[2] = pl15_in[11];
            {
                let y = (pl15_sum) - c22_adj__alpha[2];
                let t = v22_adj__alpha[2] + y;
                c22_adj__alpha[2] = select(((t * kahan_one) - v22_adj__alpha[2]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[2] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[3];
            v22_adj__alpha[3] = pl15_in[12];
            c22_adj__alpha[3] = pl15_in[13];
            {
                let y = (pl15_sum) - c22_adj__alpha[3];
                let t = v22_adj__alpha[3] + y;
                c22_adj__alpha[3] = select(((t * kahan_one) - v22_adj__alpha[3]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[3] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[4];
            v22_adj__alpha[4] = pl15_in[14];
            c22_adj__alpha[4] = pl15_in[15];
            {
                let y = (pl15_sum) - c22_adj__alpha[4];
                let t = v22_adj__alpha[4] + y;
                c22_adj__alpha[4] = select(((t * kahan_one) - v22_adj__alpha[4]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[4] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[5];
            v22_adj__alpha[5] = pl15_in[16];
            c22_adj__alpha[5] = pl15_in[17];
            {
                let y = (pl15_sum) - c22_adj__alpha[5];
                let t = v22_adj__alpha[5] + y;
                c22_adj__alpha[5] = select(((t * kahan_one) - v22_adj__alpha[5]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[5] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[6];
            v22_adj__alpha[6] = pl15_in[18];
            c22_adj__alpha[6] = pl15_in[19];
            {
                let y = (pl15_sum) - c22_adj__alpha[6];
                let t = v22_adj__alpha[6] + y;
                c22_adj__alpha[6] = select(((t * kahan_one) - v22_adj__alpha[6]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[6] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[7];
            v22_adj__alpha[7] = pl15_in[20];
            c22_adj__alpha[7] = pl15_in[21];
            {
                let y = (pl15_sum) - c22_adj__alpha[7];
                let t = v22_adj__alpha[7] + y;
                c22_adj__alpha[7] = select(((t * kahan_one) - v22_adj__alpha[7]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[7] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[8];
            v22_adj__alpha[8] = pl15_in[22];
            c22_adj__alpha[8] = pl15_in[23];
            {
                let y = (pl15_sum) - c22_adj__alpha[8];
                let t = v22_adj__alpha[8] + y;
                c22_adj__alpha[8] = select(((t * kahan_one) - v22_adj__alpha[8]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[8] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[9];
            v22_adj__alpha[9] = pl15_in[24];
            c22_adj__alpha[9] = pl15_in[25];
            {
                let y = (pl15_sum) - c22_adj__alpha[9];
                let t = v22_adj__alpha[9] + y;
                c22_adj__alpha[9] = select(((t * kahan_one) - v22_adj__alpha[9]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[9] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[10];
            v22_adj__alpha[10] = pl15_in[26];
            c22_adj__alpha[10] = pl15_in[27];
            {
                let y = (pl15_sum) - c22_adj__alpha[10];
                let t = v22_adj__alpha[10] + y;
                c22_adj__alpha[10] = select(((t * kahan_one) - v22_adj__alpha[10]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[10] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[11];
            v22_adj__alpha[11] = pl15_in[28];
            c22_adj__alpha[11] = pl15_in[29];
            {
                let y = (pl15_sum) - c22_adj__alpha[11];
                let t = v22_adj__alpha[11] + y;
                c22_adj__alpha[11] = select(((t * kahan_one) - v22_adj__alpha[11]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[11] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[12];
            v22_adj__alpha[12] = pl15_in[30];
            c22_adj__alpha[12] = pl15_in[31];
            {
                let y = (pl15_sum) - c22_adj__alpha[12];
                let t = v22_adj__alpha[12] + y;
                c22_adj__alpha[12] = select(((t * kahan_one) - v22_adj__alpha[12]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[12] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[13];
            v22_adj__alpha[13] = pl15_in[32];
            c22_adj__alpha[13] = pl15_in[33];
            {
                let y = (pl15_sum) - c22_adj__alpha[13];
                let t = v22_adj__alpha[13] + y;
                c22_adj__alpha[13] = select(((t * kahan_one) - v22_adj__alpha[13]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[13] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[14];
            v22_adj__alpha[14] = pl15_in[34];
            c22_adj__alpha[14] = pl15_in[35];
            {
                let y = (pl15_sum) - c22_adj__alpha[14];
                let t = v22_adj__alpha[14] + y;
                c22_adj__alpha[14] = select(((t * kahan_one) - v22_adj__alpha[14]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[14] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[15];
            v22_adj__alpha[15] = pl15_in[36];
            c22_adj__alpha[15] = pl15_in[37];
            {
                let y = (pl15_sum) - c22_adj__alpha[15];
                let t = v22_adj__alpha[15] + y;
                c22_adj__alpha[15] = select(((t * kahan_one) - v22_adj__alpha[15]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[15] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[16];
            v22_adj__alpha[16] = pl15_in[38];
            c22_adj__alpha[16] = pl15_in[39];
            {
                let y = (pl15_sum) - c22_adj__alpha[16];
                let t = v22_adj__alpha[16] + y;
                c22_adj__alpha[16] = select(((t * kahan_one) - v22_adj__alpha[16]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[16] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[17];
            v22_adj__alpha[17] = pl15_in[40];
            c22_adj__alpha[17] = pl15_in[41];
            {
                let y = (pl15_sum) - c22_adj__alpha[17];
                let t = v22_adj__alpha[17] + y;
                c22_adj__alpha[17] = select(((t * kahan_one) - v22_adj__alpha[17]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[17] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[18];
            v22_adj__alpha[18] = pl15_in[42];
            c22_adj__alpha[18] = pl15_in[43];
            {
                let y = (pl15_sum) - c22_adj__alpha[18];
                let t = v22_adj__alpha[18] + y;
                c22_adj__alpha[18] = select(((t * kahan_one) - v22_adj__alpha[18]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[18] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[19];
            v22_adj__alpha[19] = pl15_in[44];
            c22_adj__alpha[19] = pl15_in[45];
            {
                let y = (pl15_sum) - c22_adj__alpha[19];
                let t = v22_adj__alpha[19] + y;
                c22_adj__alpha[19] = select(((t * kahan_one) - v22_adj__alpha[19]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[19] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[20];
            v22_adj__alpha[20] = pl15_in[46];
            c22_adj__alpha[20] = pl15_in[47];
            {
                let y = (pl15_sum) - c22_adj__alpha[20];
                let t = v22_adj__alpha[20] + y;
                c22_adj__alpha[20] = select(((t * kahan_one) - v22_adj__alpha[20]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[20] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[21];
            v22_adj__alpha[21] = pl15_in[48];
            c22_adj__alpha[21] = pl15_in[49];
            {
                let y = (pl15_sum) - c22_adj__alpha[21];
                let t = v22_adj__alpha[21] + y;
                c22_adj__alpha[21] = select(((t * kahan_one) - v22_adj__alpha[21]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[21] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[22];
            v22_adj__alpha[22] = pl15_in[50];
            c22_adj__alpha[22] = pl15_in[51];
            {
                let y = (pl15_sum) - c22_adj__alpha[22];
                let t = v22_adj__alpha[22] + y;
                c22_adj__alpha[22] = select(((t * kahan_one) - v22_adj__alpha[22]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[22] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[23];
            v22_adj__alpha[23] = pl15_in[52];
            c22_adj__alpha[23] = pl15_in[53];
            {
                let y = (pl15_sum) - c22_adj__alpha[23];
                let t = v22_adj__alpha[23] + y;
                c22_adj__alpha[23] = select(((t * kahan_one) - v22_adj__alpha[23]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[23] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[24];
            v22_adj__alpha[24] = pl15_in[54];
            c22_adj__alpha[24] = pl15_in[55];
            {
                let y = (pl15_sum) - c22_adj__alpha[24];
                let t = v22_adj__alpha[24] + y;
                c22_adj__alpha[24] = select(((t * kahan_one) - v22_adj__alpha[24]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[24] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[25];
            v22_adj__alpha[25] = pl15_in[56];
            c22_adj__alpha[25] = pl15_in[57];
            {
                let y = (pl15_sum) - c22_adj__alpha[25];
                let t = v22_adj__alpha[25] + y;
                c22_adj__alpha[25] = select(((t * kahan_one) - v22_adj__alpha[25]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[25] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[26];
            v22_adj__alpha[26] = pl15_in[58];
            c22_adj__alpha[26] = pl15_in[59];
            {
                let y = (pl15_sum) - c22_adj__alpha[26];
                let t = v22_adj__alpha[26] + y;
                c22_adj__alpha[26] = select(((t * kahan_one) - v22_adj__alpha[26]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[26] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[27];
            v22_adj__alpha[27] = pl15_in[60];
            c22_adj__alpha[27] = pl15_in[61];
            {
                let y = (pl15_sum) - c22_adj__alpha[27];
                let t = v22_adj__alpha[27] + y;
                c22_adj__alpha[27] = select(((t * kahan_one) - v22_adj__alpha[27]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[27] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[28];
            v22_adj__alpha[28] = pl15_in[62];
            c22_adj__alpha[28] = pl15_in[63];
            {
                let y = (pl15_sum) - c22_adj__alpha[28];
                let t = v22_adj__alpha[28] + y;
                c22_adj__alpha[28] = select(((t * kahan_one) - v22_adj__alpha[28]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[28] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[29];
            v22_adj__alpha[29] = pl15_in[64];
            c22_adj__alpha[29] = pl15_in[65];
            {
                let y = (pl15_sum) - c22_adj__alpha[29];
                let t = v22_adj__alpha[29] + y;
                c22_adj__alpha[29] = select(((t * kahan_one) - v22_adj__alpha[29]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[29] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[30];
            v22_adj__alpha[30] = pl15_in[66];
            c22_adj__alpha[30] = pl15_in[67];
            {
                let y = (pl15_sum) - c22_adj__alpha[30];
                let t = v22_adj__alpha[30] + y;
                c22_adj__alpha[30] = select(((t * kahan_one) - v22_adj__alpha[30]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[30] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[31];
            v22_adj__alpha[31] = pl15_in[68];
            c22_adj__alpha[31] = pl15_in[69];
            {
                let y = (pl15_sum) - c22_adj__alpha[31];
                let t = v22_adj__alpha[31] + y;
                c22_adj__alpha[31] = select(((t * kahan_one) - v22_adj__alpha[31]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[31] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[32];
            v22_adj__alpha[32] = pl15_in[70];
            c22_adj__alpha[32] = pl15_in[71];
            {
                let y = (pl15_sum) - c22_adj__alpha[32];
                let t = v22_adj__alpha[32] + y;
                c22_adj__alpha[32] = select(((t * kahan_one) - v22_adj__alpha[32]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[32] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[33];
            v22_adj__alpha[33] = pl15_in[72];
            c22_adj__alpha[33] = pl15_in[73];
            {
                let y = (pl15_sum) - c22_adj__alpha[33];
                let t = v22_adj__alpha[33] + y;
                c22_adj__alpha[33] = select(((t * kahan_one) - v22_adj__alpha[33]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[33] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[34];
            v22_adj__alpha[34] = pl15_in[74];
            c22_adj__alpha[34] = pl15_in[75];
            {
                let y = (pl15_sum) - c22_adj__alpha[34];
                let t = v22_adj__alpha[34] + y;
                c22_adj__alpha[34] = select(((t * kahan_one) - v22_adj__alpha[34]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[34] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[35];
            v22_adj__alpha[35] = pl15_in[76];
            c22_adj__alpha[35] = pl15_in[77];
            {
                let y = (pl15_sum) - c22_adj__alpha[35];
                let t = v22_adj__alpha[35] + y;
                c22_adj__alpha[35] = select(((t * kahan_one) - v22_adj__alpha[35]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[35] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[36];
            v22_adj__alpha[36] = pl15_in[78];
            c22_adj__alpha[36] = pl15_in[79];
            {
                let y = (pl15_sum) - c22_adj__alpha[36];
                let t = v22_adj__alpha[36] + y;
                c22_adj__alpha[36] = select(((t * kahan_one) - v22_adj__alpha[36]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[36] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[37];
            v22_adj__alpha[37] = pl15_in[80];
            c22_adj__alpha[37] = pl15_in[81];
            {
                let y = (pl15_sum) - c22_adj__alpha[37];
                let t = v22_adj__alpha[37] + y;
                c22_adj__alpha[37] = select(((t * kahan_one) - v22_adj__alpha[37]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[37] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[38];
            v22_adj__alpha[38] = pl15_in[82];
            c22_adj__alpha[38] = pl15_in[83];
            {
                let y = (pl15_sum) - c22_adj__alpha[38];
                let t = v22_adj__alpha[38] + y;
                c22_adj__alpha[38] = select(((t * kahan_one) - v22_adj__alpha[38]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[38] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[39];
            v22_adj__alpha[39] = pl15_in[84];
            c22_adj__alpha[39] = pl15_in[85];
            {
                let y = (pl15_sum) - c22_adj__alpha[39];
                let t = v22_adj__alpha[39] + y;
                c22_adj__alpha[39] = select(((t * kahan_one) - v22_adj__alpha[39]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[39] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[40];
            v22_adj__alpha[40] = pl15_in[86];
            c22_adj__alpha[40] = pl15_in[87];
            {
                let y = (pl15_sum) - c22_adj__alpha[40];
                let t = v22_adj__alpha[40] + y;
                c22_adj__alpha[40] = select(((t * kahan_one) - v22_adj__alpha[40]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[40] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[41];
            v22_adj__alpha[41] = pl15_in[88];
            c22_adj__alpha[41] = pl15_in[89];
            {
                let y = (pl15_sum) - c22_adj__alpha[41];
                let t = v22_adj__alpha[41] + y;
                c22_adj__alpha[41] = select(((t * kahan_one) - v22_adj__alpha[41]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[41] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[42];
            v22_adj__alpha[42] = pl15_in[90];
            c22_adj__alpha[42] = pl15_in[91];
            {
                let y = (pl15_sum) - c22_adj__alpha[42];
                let t = v22_adj__alpha[42] + y;
                c22_adj__alpha[42] = select(((t * kahan_one) - v22_adj__alpha[42]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[42] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[43];
            v22_adj__alpha[43] = pl15_in[92];
            c22_adj__alpha[43] = pl15_in[93];
            {
                let y = (pl15_sum) - c22_adj__alpha[43];
                let t = v22_adj__alpha[43] + y;
                c22_adj__alpha[43] = select(((t * kahan_one) - v22_adj__alpha[43]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[43] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[44];
            v22_adj__alpha[44] = pl15_in[94];
            c22_adj__alpha[44] = pl15_in[95];
            {
                let y = (pl15_sum) - c22_adj__alpha[44];
                let t = v22_adj__alpha[44] + y;
                c22_adj__alpha[44] = select(((t * kahan_one) - v22_adj__alpha[44]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[44] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[45];
            v22_adj__alpha[45] = pl15_in[96];
            c22_adj__alpha[45] = pl15_in[97];
            {
                let y = (pl15_sum) - c22_adj__alpha[45];
                let t = v22_adj__alpha[45] + y;
                c22_adj__alpha[45] = select(((t * kahan_one) - v22_adj__alpha[45]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[45] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[46];
            v22_adj__alpha[46] = pl15_in[98];
            c22_adj__alpha[46] = pl15_in[99];
            {
                let y = (pl15_sum) - c22_adj__alpha[46];
                let t = v22_adj__alpha[46] + y;
                c22_adj__alpha[46] = select(((t * kahan_one) - v22_adj__alpha[46]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[46] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[47];
            v22_adj__alpha[47] = pl15_in[100];
            c22_adj__alpha[47] = pl15_in[101];
            {
                let y = (pl15_sum) - c22_adj__alpha[47];
                let t = v22_adj__alpha[47] + y;
                c22_adj__alpha[47] = select(((t * kahan_one) - v22_adj__alpha[47]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[47] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[48];
            v22_adj__alpha[48] = pl15_in[102];
            c22_adj__alpha[48] = pl15_in[103];
            {
                let y = (pl15_sum) - c22_adj__alpha[48];
                let t = v22_adj__alpha[48] + y;
                c22_adj__alpha[48] = select(((t * kahan_one) - v22_adj__alpha[48]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[48] = t;
            }
        }
        {
            let pl15_sum = v22_adj__alpha[49];
            v22_adj__alpha[49] = pl15_in[104];
            c22_adj__alpha[49] = pl15_in[105];
            {
                let y = (pl15_sum) - c22_adj__alpha[49];
                let t = v22_adj__alpha[49] + y;
                c22_adj__alpha[49] = select(((t * kahan_one) - v22_adj__alpha[49]) - y, 0.0f, wg_is_nonfinite(t));
                v22_adj__alpha[49] = t;
            }
        }
        {
            let pl15_sum = v24_adj__hoisted;
            v24_adj__hoisted = pl15_in[106];
            c24_adj__hoisted = pl15_in[107];
            {
                let y = (pl15_sum) - c24_adj__hoisted;
                let t = v24_adj__hoisted + y;
                c24_adj__hoisted = select(((t * kahan_one) - v24_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
                v24_adj__hoisted = t;
            }
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
    for (var b_v13_i____1: i32 = (50 * i32(kahan_one)); b_v13_i____1 - 8 >= 0; b_v13_i____1 -= 8) {
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
    for (var r_v13_i____1: i32 = 0 + ((50 * i32(kahan_one)) - 0) % 8 - 1; r_v13_i____1 >= 0; r_v13_i____1--) {
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
    for (var b_v25_z__: i32 = 0; b_v25_z__ + 8 <= (50 * i32(kahan_one)); b_v25_z__ += 8) {
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
    for (var r_v25_z__: i32 = (50 * i32(kahan_one)) - ((50 * i32(kahan_one)) - 0) % 8; r_v25_z__ < (50 * i32(kahan_one)); r_v25_z__++) {
        wg_trips += 1u;
        let v25_z__: i32 = r_v25_z__;
        v22_adj__alpha[v25_z__] = 0.0f;
        c22_adj__alpha[v25_z__] = 0.0f;
    }
    for (var b_v12_i__: i32 = (50 * i32(kahan_one)); b_v12_i__ - 8 >= 0; b_v12_i__ -= 8) {
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
    for (var r_v12_i__: i32 = 0 + ((50 * i32(kahan_one)) - 0) % 8 - 1; r_v12_i__ >= 0; r_v12_i__--) {
        wg_trips += 1u;
        let v12_i__: i32 = r_v12_i__;
        let t63 = v21_adj__alpha_raw[v12_i__];
        v23_adj__unconstrained__[(v12_i__ + 4)] = v23_adj__unconstrained__[(v12_i__ + 4)] + t63;
    }
    v23_adj__unconstrained__[3] = v23_adj__unconstrained__[3] + 1.0f;
    let t65 = wg_exp(q_ld(u32(3)));
    let t66 = v20_adj__sigma;
    let t67 = (t66 * t65);
    v23_adj__unconstrained__[3] = v23_adj__unconstrained__[3] + t67;
    let t68 = v19_adj__beta;
    v23_adj__unconstrained__[2] = v23_adj__unconstrained__[2] + t68;
    v23_adj__unconstrained__[1] = v23_adj__unconstrained__[1] + 1.0f;
    let t70 = wg_exp(q_ld(u32(1)));
    let t71 = v18_adj__sigma_a;
    let t72 = (t71 * t70);
    v23_adj__unconstrained__[1] = v23_adj__unconstrained__[1] + t72;
    let t73 = v17_adj__mu_a;
    v23_adj__unconstrained__[0] = v23_adj__unconstrained__[0] + t73;
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v23_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
