const DIM: u32 = 2u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 2u;
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
    var v1_mu: f32;
    var v2_sigma: f32;
    var v6_adj__mu: f32;
    var c6_adj__mu: f32;
    var v7_adj__sigma: f32;
    var c7_adj__sigma: f32;
    var v8_adj__unconstrained__: array<f32, 2>;
    v1_mu = q_ld(u32(0));
    v2_sigma = wg_exp(q_ld(u32(1)));
    {
        let y = (q_ld(u32(1))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square((v1_mu / 3.0f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = ((((-0.5f) * wg_square(wg_log(v2_sigma))) + ((-1.0f) * wg_log(v2_sigma)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    for (var b_v5_i__: i32 = 0; b_v5_i__ + 8 <= (30 * i32(kahan_one)); b_v5_i__ += 8) {
        wg_trips += 1u;
        let u_v5_i__: i32 = b_v5_i__;
        var q_v6_adj__mu: f32;
        var q_v7_adj__sigma: f32;
        {
            let v5_i__: i32 = u_v5_i__ + 0;
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                {
                    let y = ((((-0.5f) * wg_square(((data_f[0 + v5_i__] - v1_mu) / v2_sigma))) + (-wg_log(v2_sigma)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                let t0 = (data_f[0 + v5_i__] - v1_mu);
                let t1 = (t0 / v2_sigma);
                let t10 = ((-0.5f) * (2.0f * t1));
                let t11 = (t10 / v2_sigma);
                let t12 = (-t11);
                q_v6_adj__mu = q_v6_adj__mu + t12;
                let t13 = (-((t10 * t1) / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t13;
                let t16 = ((-1.0f) * (1.0f / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t16;
            }
        }
        {
            let v5_i__: i32 = u_v5_i__ + 1;
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                {
                    let y = ((((-0.5f) * wg_square(((data_f[0 + v5_i__] - v1_mu) / v2_sigma))) + (-wg_log(v2_sigma)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                let t0 = (data_f[0 + v5_i__] - v1_mu);
                let t1 = (t0 / v2_sigma);
                let t10 = ((-0.5f) * (2.0f * t1));
                let t11 = (t10 / v2_sigma);
                let t12 = (-t11);
                q_v6_adj__mu = q_v6_adj__mu + t12;
                let t13 = (-((t10 * t1) / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t13;
                let t16 = ((-1.0f) * (1.0f / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t16;
            }
        }
        {
            let v5_i__: i32 = u_v5_i__ + 2;
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                {
                    let y = ((((-0.5f) * wg_square(((data_f[0 + v5_i__] - v1_mu) / v2_sigma))) + (-wg_log(v2_sigma)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                let t0 = (data_f[0 + v5_i__] - v1_mu);
                let t1 = (t0 / v2_sigma);
                let t10 = ((-0.5f) * (2.0f * t1));
                let t11 = (t10 / v2_sigma);
                let t12 = (-t11);
                q_v6_adj__mu = q_v6_adj__mu + t12;
                let t13 = (-((t10 * t1) / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t13;
                let t16 = ((-1.0f) * (1.0f / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t16;
            }
        }
        {
            let v5_i__: i32 = u_v5_i__ + 3;
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                {
                    let y = ((((-0.5f) * wg_square(((data_f[0 + v5_i__] - v1_mu) / v2_sigma))) + (-wg_log(v2_sigma)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                let t0 = (data_f[0 + v5_i__] - v1_mu);
                let t1 = (t0 / v2_sigma);
                let t10 = ((-0.5f) * (2.0f * t1));
                let t11 = (t10 / v2_sigma);
                let t12 = (-t11);
                q_v6_adj__mu = q_v6_adj__mu + t12;
                let t13 = (-((t10 * t1) / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t13;
                let t16 = ((-1.0f) * (1.0f / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t16;
            }
        }
        {
            let v5_i__: i32 = u_v5_i__ + 4;
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                {
                    let y = ((((-0.5f) * wg_square(((data_f[0 + v5_i__] - v1_mu) / v2_sigma))) + (-wg_log(v2_sigma)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                let t0 = (data_f[0 + v5_i__] - v1_mu);
                let t1 = (t0 / v2_sigma);
                let t10 = ((-0.5f) * (2.0f * t1));
                let t11 = (t10 / v2_sigma);
                let t12 = (-t11);
                q_v6_adj__mu = q_v6_adj__mu + t12;
                let t13 = (-((t10 * t1) / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t13;
                let t16 = ((-1.0f) * (1.0f / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t16;
            }
        }
        {
            let v5_i__: i32 = u_v5_i__ + 5;
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                {
                    let y = ((((-0.5f) * wg_square(((data_f[0 + v5_i__] - v1_mu) / v2_sigma))) + (-wg_log(v2_sigma)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                let t0 = (data_f[0 + v5_i__] - v1_mu);
                let t1 = (t0 / v2_sigma);
                let t10 = ((-0.5f) * (2.0f * t1));
                let t11 = (t10 / v2_sigma);
                let t12 = (-t11);
                q_v6_adj__mu = q_v6_adj__mu + t12;
                let t13 = (-((t10 * t1) / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t13;
                let t16 = ((-1.0f) * (1.0f / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t16;
            }
        }
        {
            let v5_i__: i32 = u_v5_i__ + 6;
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                {
                    let y = ((((-0.5f) * wg_square(((data_f[0 + v5_i__] - v1_mu) / v2_sigma))) + (-wg_log(v2_sigma)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                let t0 = (data_f[0 + v5_i__] - v1_mu);
                let t1 = (t0 / v2_sigma);
                let t10 = ((-0.5f) * (2.0f * t1));
                let t11 = (t10 / v2_sigma);
                let t12 = (-t11);
                q_v6_adj__mu = q_v6_adj__mu + t12;
                let t13 = (-((t10 * t1) / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t13;
                let t16 = ((-1.0f) * (1.0f / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t16;
            }
        }
        {
            let v5_i__: i32 = u_v5_i__ + 7;
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                {
                    let y = ((((-0.5f) * wg_square(((data_f[0 + v5_i__] - v1_mu) / v2_sigma))) + (-wg_log(v2_sigma)))) - lp_c;
                    let t = lp + y;
                    lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                    lp = t;
                }
            }
            if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
                let t0 = (data_f[0 + v5_i__] - v1_mu);
                let t1 = (t0 / v2_sigma);
                let t10 = ((-0.5f) * (2.0f * t1));
                let t11 = (t10 / v2_sigma);
                let t12 = (-t11);
                q_v6_adj__mu = q_v6_adj__mu + t12;
                let t13 = (-((t10 * t1) / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t13;
                let t16 = ((-1.0f) * (1.0f / v2_sigma));
                q_v7_adj__sigma = q_v7_adj__sigma + t16;
            }
        }
        {
            let y = (q_v6_adj__mu) - c6_adj__mu;
            let t = v6_adj__mu + y;
            c6_adj__mu = select(((t * kahan_one) - v6_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v6_adj__mu = t;
        }
        {
            let y = (q_v7_adj__sigma) - c7_adj__sigma;
            let t = v7_adj__sigma + y;
            c7_adj__sigma = select(((t * kahan_one) - v7_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
            v7_adj__sigma = t;
        }
    }
    for (var r_v5_i__: i32 = (30 * i32(kahan_one)) - ((30 * i32(kahan_one)) - 0) % 8; r_v5_i__ < (30 * i32(kahan_one)); r_v5_i__++) {
        wg_trips += 1u;
        let v5_i__: i32 = r_v5_i__;
        if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
            {
                let y = ((((-0.5f) * wg_square(((data_f[0 + v5_i__] - v1_mu) / v2_sigma))) + (-wg_log(v2_sigma)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
        }
        if (select(0, 1, data_i[0 + v5_i__] != 0) != 0) {
            let t0 = (data_f[0 + v5_i__] - v1_mu);
            let t1 = (t0 / v2_sigma);
            let t10 = ((-0.5f) * (2.0f * t1));
            let t11 = (t10 / v2_sigma);
            let t12 = (-t11);
            {
                let y = (t12) - c6_adj__mu;
                let t = v6_adj__mu + y;
                c6_adj__mu = select(((t * kahan_one) - v6_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
                v6_adj__mu = t;
            }
            let t13 = (-((t10 * t1) / v2_sigma));
            {
                let y = (t13) - c7_adj__sigma;
                let t = v7_adj__sigma + y;
                c7_adj__sigma = select(((t * kahan_one) - v7_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
                v7_adj__sigma = t;
            }
            let t16 = ((-1.0f) * (1.0f / v2_sigma));
            {
                let y = (t16) - c7_adj__sigma;
                let t = v7_adj__sigma + y;
                c7_adj__sigma = select(((t * kahan_one) - v7_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
                v7_adj__sigma = t;
            }
        }
    }
    let t17 = wg_log(v2_sigma);
    let t26 = ((-0.5f) * (2.0f * t17));
    let t27 = (t26 * (1.0f / v2_sigma));
    {
        let y = (t27) - c7_adj__sigma;
        let t = v7_adj__sigma + y;
        c7_adj__sigma = select(((t * kahan_one) - v7_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
        v7_adj__sigma = t;
    }
    let t30 = ((-1.0f) * (1.0f / v2_sigma));
    {
        let y = (t30) - c7_adj__sigma;
        let t = v7_adj__sigma + y;
        c7_adj__sigma = select(((t * kahan_one) - v7_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
        v7_adj__sigma = t;
    }
    let t31 = (v1_mu / 3.0f);
    let t36 = ((-0.5f) * (2.0f * t31));
    let t37 = (t36 / 3.0f);
    {
        let y = (t37) - c6_adj__mu;
        let t = v6_adj__mu + y;
        c6_adj__mu = select(((t * kahan_one) - v6_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
        v6_adj__mu = t;
    }
    v8_adj__unconstrained__[1] = v8_adj__unconstrained__[1] + 1.0f;
    let t39 = wg_exp(q_ld(u32(1)));
    let t40 = v7_adj__sigma;
    let t41 = (t40 * t39);
    v8_adj__unconstrained__[1] = v8_adj__unconstrained__[1] + t41;
    let t42 = v6_adj__mu;
    v8_adj__unconstrained__[0] = v8_adj__unconstrained__[0] + t42;
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v8_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
