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
    var v4_mu: f32;
    var v5_sigma: f32;
    var v8_hoisted: f32;
    var v9_hoisted__1: f32;
    var v10_adj__mu: f32;
    var c10_adj__mu: f32;
    var v11_adj__sigma: f32;
    var c11_adj__sigma: f32;
    var v12_adj__unconstrained__: array<f32, 2>;
    var v13_adj__hoisted: f32;
    var c13_adj__hoisted: f32;
    var v14_adj__hoisted__1: f32;
    var c14_adj__hoisted__1: f32;
    v4_mu = q_ld(u32(0));
    v5_sigma = wg_exp(q_ld(u32(1)));
    {
        let y = (q_ld(u32(1))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square((v4_mu / 2.0f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square(v5_sigma))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
        lp = t;
    }
    v8_hoisted = wg_log(v5_sigma);
    v9_hoisted__1 = wg_log_diff_phi(((data_f[0 + 0] - v4_mu) / v5_sigma), ((data_f[4 + 0] - v4_mu) / v5_sigma));
    for (var b_v7_i__: i32 = 0; b_v7_i__ + 8 <= (200 * i32(kahan_one)); b_v7_i__ += 8) {
        wg_trips += 1u;
        let u_v7_i__: i32 = wg_uniform2(b_v7_i__);
        let u_v7_i___w: i32 = (u_v7_i__ - 0) >> 2u;
        var u_v7_i___d1: vec4<f32>;
        var u_v7_i___d2: vec4<f32>;
        var u_v7_i___d0: vec4<f32>;
        var u_v7_i___d3: vec4<f32>;
        var q_v10_adj__mu: f32;
        var q_v11_adj__sigma: f32;
        var q_v13_adj__hoisted: f32;
        var q_v14_adj__hoisted__1: f32;
        {
            let v7_i__: i32 = u_v7_i__ + 0;
            u_v7_i___d0 = data_f4[u_v7_i___w + 2];
            u_v7_i___d1 = data_f4[0];
            u_v7_i___d2 = data_f4[1];
            {
                let y = (((((-0.5f) * wg_square(((u_v7_i___d0.x - v4_mu) / v5_sigma))) + (-v8_hoisted)) + (select(-wg_inf(), 0.0f, select(0, 1, (select(0, 1, u_v7_i___d1.x <= u_v7_i___d0.x) != 0) && (select(0, 1, u_v7_i___d0.x <= u_v7_i___d2.x) != 0)) != 0) - v9_hoisted__1))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v7_i___d0.x - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t13 = ((-0.5f) * (2.0f * t1));
            let t14 = (t13 / v5_sigma);
            let t15 = (-t14);
            q_v10_adj__mu = q_v10_adj__mu + t15;
            let t16 = (-((t13 * t1) / v5_sigma));
            q_v11_adj__sigma = q_v11_adj__sigma + t16;
            q_v13_adj__hoisted = q_v13_adj__hoisted + (-1.0f);
            q_v14_adj__hoisted__1 = q_v14_adj__hoisted__1 + (-1.0f);
        }
        {
            let v7_i__: i32 = u_v7_i__ + 1;
            {
                let y = (((((-0.5f) * wg_square(((u_v7_i___d0.y - v4_mu) / v5_sigma))) + (-v8_hoisted)) + (select(-wg_inf(), 0.0f, select(0, 1, (select(0, 1, u_v7_i___d1.x <= u_v7_i___d0.y) != 0) && (select(0, 1, u_v7_i___d0.y <= u_v7_i___d2.x) != 0)) != 0) - v9_hoisted__1))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v7_i___d0.y - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t13 = ((-0.5f) * (2.0f * t1));
            let t14 = (t13 / v5_sigma);
            let t15 = (-t14);
            q_v10_adj__mu = q_v10_adj__mu + t15;
            let t16 = (-((t13 * t1) / v5_sigma));
            q_v11_adj__sigma = q_v11_adj__sigma + t16;
            q_v13_adj__hoisted = q_v13_adj__hoisted + (-1.0f);
            q_v14_adj__hoisted__1 = q_v14_adj__hoisted__1 + (-1.0f);
        }
        {
            let v7_i__: i32 = u_v7_i__ + 2;
            {
                let y = (((((-0.5f) * wg_square(((u_v7_i___d0.z - v4_mu) / v5_sigma))) + (-v8_hoisted)) + (select(-wg_inf(), 0.0f, select(0, 1, (select(0, 1, u_v7_i___d1.x <= u_v7_i___d0.z) != 0) && (select(0, 1, u_v7_i___d0.z <= u_v7_i___d2.x) != 0)) != 0) - v9_hoisted__1))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v7_i___d0.z - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t13 = ((-0.5f) * (2.0f * t1));
            let t14 = (t13 / v5_sigma);
            let t15 = (-t14);
            q_v10_adj__mu = q_v10_adj__mu + t15;
            let t16 = (-((t13 * t1) / v5_sigma));
            q_v11_adj__sigma = q_v11_adj__sigma + t16;
            q_v13_adj__hoisted = q_v13_adj__hoisted + (-1.0f);
            q_v14_adj__hoisted__1 = q_v14_adj__hoisted__1 + (-1.0f);
        }
        {
            let v7_i__: i32 = u_v7_i__ + 3;
            {
                let y = (((((-0.5f) * wg_square(((u_v7_i___d0.w - v4_mu) / v5_sigma))) + (-v8_hoisted)) + (select(-wg_inf(), 0.0f, select(0, 1, (select(0, 1, u_v7_i___d1.x <= u_v7_i___d0.w) != 0) && (select(0, 1, u_v7_i___d0.w <= u_v7_i___d2.x) != 0)) != 0) - v9_hoisted__1))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v7_i___d0.w - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t13 = ((-0.5f) * (2.0f * t1));
            let t14 = (t13 / v5_sigma);
            let t15 = (-t14);
            q_v10_adj__mu = q_v10_adj__mu + t15;
            let t16 = (-((t13 * t1) / v5_sigma));
            q_v11_adj__sigma = q_v11_adj__sigma + t16;
            q_v13_adj__hoisted = q_v13_adj__hoisted + (-1.0f);
            q_v14_adj__hoisted__1 = q_v14_adj__hoisted__1 + (-1.0f);
        }
        {
            let v7_i__: i32 = u_v7_i__ + 4;
            u_v7_i___d3 = data_f4[u_v7_i___w + 3];
            {
                let y = (((((-0.5f) * wg_square(((u_v7_i___d3.x - v4_mu) / v5_sigma))) + (-v8_hoisted)) + (select(-wg_inf(), 0.0f, select(0, 1, (select(0, 1, u_v7_i___d1.x <= u_v7_i___d3.x) != 0) && (select(0, 1, u_v7_i___d3.x <= u_v7_i___d2.x) != 0)) != 0) - v9_hoisted__1))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v7_i___d3.x - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t13 = ((-0.5f) * (2.0f * t1));
            let t14 = (t13 / v5_sigma);
            let t15 = (-t14);
            q_v10_adj__mu = q_v10_adj__mu + t15;
            let t16 = (-((t13 * t1) / v5_sigma));
            q_v11_adj__sigma = q_v11_adj__sigma + t16;
            q_v13_adj__hoisted = q_v13_adj__hoisted + (-1.0f);
            q_v14_adj__hoisted__1 = q_v14_adj__hoisted__1 + (-1.0f);
        }
        {
            let v7_i__: i32 = u_v7_i__ + 5;
            {
                let y = (((((-0.5f) * wg_square(((u_v7_i___d3.y - v4_mu) / v5_sigma))) + (-v8_hoisted)) + (select(-wg_inf(), 0.0f, select(0, 1, (select(0, 1, u_v7_i___d1.x <= u_v7_i___d3.y) != 0) && (select(0, 1, u_v7_i___d3.y <= u_v7_i___d2.x) != 0)) != 0) - v9_hoisted__1))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v7_i___d3.y - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t13 = ((-0.5f) * (2.0f * t1));
            let t14 = (t13 / v5_sigma);
            let t15 = (-t14);
            q_v10_adj__mu = q_v10_adj__mu + t15;
            let t16 = (-((t13 * t1) / v5_sigma));
            q_v11_adj__sigma = q_v11_adj__sigma + t16;
            q_v13_adj__hoisted = q_v13_adj__hoisted + (-1.0f);
            q_v14_adj__hoisted__1 = q_v14_adj__hoisted__1 + (-1.0f);
        }
        {
            let v7_i__: i32 = u_v7_i__ + 6;
            {
                let y = (((((-0.5f) * wg_square(((u_v7_i___d3.z - v4_mu) / v5_sigma))) + (-v8_hoisted)) + (select(-wg_inf(), 0.0f, select(0, 1, (select(0, 1, u_v7_i___d1.x <= u_v7_i___d3.z) != 0) && (select(0, 1, u_v7_i___d3.z <= u_v7_i___d2.x) != 0)) != 0) - v9_hoisted__1))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v7_i___d3.z - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t13 = ((-0.5f) * (2.0f * t1));
            let t14 = (t13 / v5_sigma);
            let t15 = (-t14);
            q_v10_adj__mu = q_v10_adj__mu + t15;
            let t16 = (-((t13 * t1) / v5_sigma));
            q_v11_adj__sigma = q_v11_adj__sigma + t16;
            q_v13_adj__hoisted = q_v13_adj__hoisted + (-1.0f);
            q_v14_adj__hoisted__1 = q_v14_adj__hoisted__1 + (-1.0f);
        }
        {
            let v7_i__: i32 = u_v7_i__ + 7;
            {
                let y = (((((-0.5f) * wg_square(((u_v7_i___d3.w - v4_mu) / v5_sigma))) + (-v8_hoisted)) + (select(-wg_inf(), 0.0f, select(0, 1, (select(0, 1, u_v7_i___d1.x <= u_v7_i___d3.w) != 0) && (select(0, 1, u_v7_i___d3.w <= u_v7_i___d2.x) != 0)) != 0) - v9_hoisted__1))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
                lp = t;
            }
            let t0 = (u_v7_i___d3.w - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t13 = ((-0.5f) * (2.0f * t1));
            let t14 = (t13 / v5_sigma);
            let t15 = (-t14);
            q_v10_adj__mu = q_v10_adj__mu + t15;
            let t16 = (-((t13 * t1) / v5_sigma));
            q_v11_adj__sigma = q_v11_adj__sigma + t16;
            q_v13_adj__hoisted = q_v13_adj__hoisted + (-1.0f);
            q_v14_adj__hoisted__1 = q_v14_adj__hoisted__1 + (-1.0f);
        }
        {
            let y = (q_v10_adj__mu) - c10_adj__mu;
            let t = v10_adj__mu + y;
            c10_adj__mu = select(((t * kahan_one) - v10_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v10_adj__mu = t;
        }
        {
            let y = (q_v11_adj__sigma) - c11_adj__sigma;
            let t = v11_adj__sigma + y;
            c11_adj__sigma = select(((t * kahan_one) - v11_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
            v11_adj__sigma = t;
        }
        {
            let y = (q_v13_adj__hoisted) - c13_adj__hoisted;
            let t = v13_adj__hoisted + y;
            c13_adj__hoisted = select(((t * kahan_one) - v13_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__hoisted = t;
        }
        {
            let y = (q_v14_adj__hoisted__1) - c14_adj__hoisted__1;
            let t = v14_adj__hoisted__1 + y;
            c14_adj__hoisted__1 = select(((t * kahan_one) - v14_adj__hoisted__1) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__hoisted__1 = t;
        }
    }
    for (var r_v7_i__: i32 = (200 * i32(kahan_one)) - ((200 * i32(kahan_one)) - 0) % 8; r_v7_i__ < (200 * i32(kahan_one)); r_v7_i__++) {
        wg_trips += 1u;
        let v7_i__: i32 = wg_uniform2(r_v7_i__);
        {
            let y = (((((-0.5f) * wg_square(((data_f[8 + v7_i__] - v4_mu) / v5_sigma))) + (-v8_hoisted)) + (select(-wg_inf(), 0.0f, select(0, 1, (select(0, 1, data_f[0 + 0] <= data_f[8 + v7_i__]) != 0) && (select(0, 1, data_f[8 + v7_i__] <= data_f[4 + 0]) != 0)) != 0) - v9_hoisted__1))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_nonfinite(t));
            lp = t;
        }
        let t0 = (data_f[8 + v7_i__] - v4_mu);
        let t1 = (t0 / v5_sigma);
        let t13 = ((-0.5f) * (2.0f * t1));
        let t14 = (t13 / v5_sigma);
        let t15 = (-t14);
        {
            let y = (t15) - c10_adj__mu;
            let t = v10_adj__mu + y;
            c10_adj__mu = select(((t * kahan_one) - v10_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
            v10_adj__mu = t;
        }
        let t16 = (-((t13 * t1) / v5_sigma));
        {
            let y = (t16) - c11_adj__sigma;
            let t = v11_adj__sigma + y;
            c11_adj__sigma = select(((t * kahan_one) - v11_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
            v11_adj__sigma = t;
        }
        {
            let y = ((-1.0f)) - c13_adj__hoisted;
            let t = v13_adj__hoisted + y;
            c13_adj__hoisted = select(((t * kahan_one) - v13_adj__hoisted) - y, 0.0f, wg_is_nonfinite(t));
            v13_adj__hoisted = t;
        }
        {
            let y = ((-1.0f)) - c14_adj__hoisted__1;
            let t = v14_adj__hoisted__1 + y;
            c14_adj__hoisted__1 = select(((t * kahan_one) - v14_adj__hoisted__1) - y, 0.0f, wg_is_nonfinite(t));
            v14_adj__hoisted__1 = t;
        }
    }
    let t21 = (data_f[0 + 0] - v4_mu);
    let t22 = (t21 / v5_sigma);
    let t23 = (data_f[4 + 0] - v4_mu);
    let t24 = (t23 / v5_sigma);
    let t26 = v14_adj__hoisted__1;
    let t27 = (t26 * wg_log_diff_phi_deriv_a(t22, t24));
    let t28 = (t27 / v5_sigma);
    let t29 = (-t28);
    {
        let y = (t29) - c10_adj__mu;
        let t = v10_adj__mu + y;
        c10_adj__mu = select(((t * kahan_one) - v10_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
        v10_adj__mu = t;
    }
    let t30 = (-((t27 * t22) / v5_sigma));
    {
        let y = (t30) - c11_adj__sigma;
        let t = v11_adj__sigma + y;
        c11_adj__sigma = select(((t * kahan_one) - v11_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
        v11_adj__sigma = t;
    }
    let t31 = (t26 * wg_log_diff_phi_deriv_b(t22, t24));
    let t32 = (t31 / v5_sigma);
    let t33 = (-t32);
    {
        let y = (t33) - c10_adj__mu;
        let t = v10_adj__mu + y;
        c10_adj__mu = select(((t * kahan_one) - v10_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
        v10_adj__mu = t;
    }
    let t34 = (-((t31 * t24) / v5_sigma));
    {
        let y = (t34) - c11_adj__sigma;
        let t = v11_adj__sigma + y;
        c11_adj__sigma = select(((t * kahan_one) - v11_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
        v11_adj__sigma = t;
    }
    let t36 = v13_adj__hoisted;
    let t37 = (t36 * (1.0f / v5_sigma));
    {
        let y = (t37) - c11_adj__sigma;
        let t = v11_adj__sigma + y;
        c11_adj__sigma = select(((t * kahan_one) - v11_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
        v11_adj__sigma = t;
    }
    v14_adj__hoisted__1 = 0.0f;
    c14_adj__hoisted__1 = 0.0f;
    v13_adj__hoisted = 0.0f;
    c13_adj__hoisted = 0.0f;
    let t42 = ((-0.5f) * (2.0f * v5_sigma));
    {
        let y = (t42) - c11_adj__sigma;
        let t = v11_adj__sigma + y;
        c11_adj__sigma = select(((t * kahan_one) - v11_adj__sigma) - y, 0.0f, wg_is_nonfinite(t));
        v11_adj__sigma = t;
    }
    let t43 = (v4_mu / 2.0f);
    let t48 = ((-0.5f) * (2.0f * t43));
    let t49 = (t48 / 2.0f);
    {
        let y = (t49) - c10_adj__mu;
        let t = v10_adj__mu + y;
        c10_adj__mu = select(((t * kahan_one) - v10_adj__mu) - y, 0.0f, wg_is_nonfinite(t));
        v10_adj__mu = t;
    }
    v12_adj__unconstrained__[1] = v12_adj__unconstrained__[1] + 1.0f;
    let t51 = wg_exp(q_ld(u32(1)));
    let t52 = v11_adj__sigma;
    let t53 = (t52 * t51);
    v12_adj__unconstrained__[1] = v12_adj__unconstrained__[1] + t53;
    let t54 = v10_adj__mu;
    v12_adj__unconstrained__[0] = v12_adj__unconstrained__[0] + t54;
    for (var k: i32 = 0; k < i32(DIM); k++) { g_st(u32(k), v12_adj__unconstrained__[k]); }
    wg_trips += DIM;
    return lp;
}
