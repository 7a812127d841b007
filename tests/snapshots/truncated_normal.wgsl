const DIM: u32 = 2u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 2u;
var<private> wg_q: array<f32, DIM_ALLOC>;
var<private> wg_g: array<f32, DIM_ALLOC>;

fn logp_grad(lane: u32) -> f32 {
    let sbase = lane * SCRATCH_STRIDE;
    var lp: f32 = 0.0f;
    var lp_c: f32 = 0.0f;
    var v4_mu: f32;
    var v5_sigma: f32;
    var v8_adj__mu: f32;
    var c8_adj__mu: f32;
    var v9_adj__sigma: f32;
    var c9_adj__sigma: f32;
    var v10_adj__unconstrained__: array<f32, 2>;
    v4_mu = wg_q[0];
    v5_sigma = wg_exp(wg_q[1]);
    {
        let y = (wg_q[1]) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square((v4_mu / 2.0f)))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
        lp = t;
    }
    {
        let y = (((-0.5f) * wg_square(v5_sigma))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
        lp = t;
    }
    for (var b_v7_i__: i32 = 0; b_v7_i__ + 8 <= 200; b_v7_i__ += 8) {
        wg_trips += 1u;
        {
            let v7_i__: i32 = b_v7_i__ + 0;
            {
                let y = (((((-0.5f) * wg_square(((data_f[2 + v7_i__] - v4_mu) / v5_sigma))) + (-wg_log(v5_sigma))) + (wg_log(f32(select(0, 1, (select(0, 1, data_f[0 + 0] <= data_f[2 + v7_i__]) != 0) && (select(0, 1, data_f[2 + v7_i__] <= data_f[1 + 0]) != 0)))) - wg_log_diff_phi(((data_f[0 + 0] - v4_mu) / v5_sigma), ((data_f[1 + 0] - v4_mu) / v5_sigma))))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (data_f[2 + v7_i__] - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t8 = (data_f[0 + 0] - v4_mu);
            let t9 = (t8 / v5_sigma);
            let t10 = (data_f[1 + 0] - v4_mu);
            let t11 = (t10 / v5_sigma);
            let t19 = ((-0.5f) * (2.0f * t1));
            let t20 = (t19 / v5_sigma);
            let t21 = (-t20);
            {
                let y = (t21) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t22 = (-((t19 * t1) / v5_sigma));
            {
                let y = (t22) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t25 = ((-1.0f) * (1.0f / v5_sigma));
            {
                let y = (t25) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t28 = ((-1.0f) * wg_log_diff_phi_deriv_a(t9, t11));
            let t29 = (t28 / v5_sigma);
            let t30 = (-t29);
            {
                let y = (t30) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t31 = (-((t28 * t9) / v5_sigma));
            {
                let y = (t31) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t32 = ((-1.0f) * wg_log_diff_phi_deriv_b(t9, t11));
            let t33 = (t32 / v5_sigma);
            let t34 = (-t33);
            {
                let y = (t34) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t35 = (-((t32 * t11) / v5_sigma));
            {
                let y = (t35) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 1;
            {
                let y = (((((-0.5f) * wg_square(((data_f[2 + v7_i__] - v4_mu) / v5_sigma))) + (-wg_log(v5_sigma))) + (wg_log(f32(select(0, 1, (select(0, 1, data_f[0 + 0] <= data_f[2 + v7_i__]) != 0) && (select(0, 1, data_f[2 + v7_i__] <= data_f[1 + 0]) != 0)))) - wg_log_diff_phi(((data_f[0 + 0] - v4_mu) / v5_sigma), ((data_f[1 + 0] - v4_mu) / v5_sigma))))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (data_f[2 + v7_i__] - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t8 = (data_f[0 + 0] - v4_mu);
            let t9 = (t8 / v5_sigma);
            let t10 = (data_f[1 + 0] - v4_mu);
            let t11 = (t10 / v5_sigma);
            let t19 = ((-0.5f) * (2.0f * t1));
            let t20 = (t19 / v5_sigma);
            let t21 = (-t20);
            {
                let y = (t21) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t22 = (-((t19 * t1) / v5_sigma));
            {
                let y = (t22) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t25 = ((-1.0f) * (1.0f / v5_sigma));
            {
                let y = (t25) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t28 = ((-1.0f) * wg_log_diff_phi_deriv_a(t9, t11));
            let t29 = (t28 / v5_sigma);
            let t30 = (-t29);
            {
                let y = (t30) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t31 = (-((t28 * t9) / v5_sigma));
            {
                let y = (t31) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t32 = ((-1.0f) * wg_log_diff_phi_deriv_b(t9, t11));
            let t33 = (t32 / v5_sigma);
            let t34 = (-t33);
            {
                let y = (t34) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t35 = (-((t32 * t11) / v5_sigma));
            {
                let y = (t35) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 2;
            {
                let y = (((((-0.5f) * wg_square(((data_f[2 + v7_i__] - v4_mu) / v5_sigma))) + (-wg_log(v5_sigma))) + (wg_log(f32(select(0, 1, (select(0, 1, data_f[0 + 0] <= data_f[2 + v7_i__]) != 0) && (select(0, 1, data_f[2 + v7_i__] <= data_f[1 + 0]) != 0)))) - wg_log_diff_phi(((data_f[0 + 0] - v4_mu) / v5_sigma), ((data_f[1 + 0] - v4_mu) / v5_sigma))))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (data_f[2 + v7_i__] - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t8 = (data_f[0 + 0] - v4_mu);
            let t9 = (t8 / v5_sigma);
            let t10 = (data_f[1 + 0] - v4_mu);
            let t11 = (t10 / v5_sigma);
            let t19 = ((-0.5f) * (2.0f * t1));
            let t20 = (t19 / v5_sigma);
            let t21 = (-t20);
            {
                let y = (t21) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t22 = (-((t19 * t1) / v5_sigma));
            {
                let y = (t22) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t25 = ((-1.0f) * (1.0f / v5_sigma));
            {
                let y = (t25) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t28 = ((-1.0f) * wg_log_diff_phi_deriv_a(t9, t11));
            let t29 = (t28 / v5_sigma);
            let t30 = (-t29);
            {
                let y = (t30) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t31 = (-((t28 * t9) / v5_sigma));
            {
                let y = (t31) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t32 = ((-1.0f) * wg_log_diff_phi_deriv_b(t9, t11));
            let t33 = (t32 / v5_sigma);
            let t34 = (-t33);
            {
                let y = (t34) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t35 = (-((t32 * t11) / v5_sigma));
            {
                let y = (t35) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 3;
            {
                let y = (((((-0.5f) * wg_square(((data_f[2 + v7_i__] - v4_mu) / v5_sigma))) + (-wg_log(v5_sigma))) + (wg_log(f32(select(0, 1, (select(0, 1, data_f[0 + 0] <= data_f[2 + v7_i__]) != 0) && (select(0, 1, data_f[2 + v7_i__] <= data_f[1 + 0]) != 0)))) - wg_log_diff_phi(((data_f[0 + 0] - v4_mu) / v5_sigma), ((data_f[1 + 0] - v4_mu) / v5_sigma))))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (data_f[2 + v7_i__] - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t8 = (data_f[0 + 0] - v4_mu);
            let t9 = (t8 / v5_sigma);
            let t10 = (data_f[1 + 0] - v4_mu);
            let t11 = (t10 / v5_sigma);
            let t19 = ((-0.5f) * (2.0f * t1));
            let t20 = (t19 / v5_sigma);
            let t21 = (-t20);
            {
                let y = (t21) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t22 = (-((t19 * t1) / v5_sigma));
            {
                let y = (t22) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t25 = ((-1.0f) * (1.0f / v5_sigma));
            {
                let y = (t25) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t28 = ((-1.0f) * wg_log_diff_phi_deriv_a(t9, t11));
            let t29 = (t28 / v5_sigma);
            let t30 = (-t29);
            {
                let y = (t30) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t31 = (-((t28 * t9) / v5_sigma));
            {
                let y = (t31) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t32 = ((-1.0f) * wg_log_diff_phi_deriv_b(t9, t11));
            let t33 = (t32 / v5_sigma);
            let t34 = (-t33);
            {
                let y = (t34) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t35 = (-((t32 * t11) / v5_sigma));
            {
                let y = (t35) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 4;
            {
                let y = (((((-0.5f) * wg_square(((data_f[2 + v7_i__] - v4_mu) / v5_sigma))) + (-wg_log(v5_sigma))) + (wg_log(f32(select(0, 1, (select(0, 1, data_f[0 + 0] <= data_f[2 + v7_i__]) != 0) && (select(0, 1, data_f[2 + v7_i__] <= data_f[1 + 0]) != 0)))) - wg_log_diff_phi(((data_f[0 + 0] - v4_mu) / v5_sigma), ((data_f[1 + 0] - v4_mu) / v5_sigma))))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (data_f[2 + v7_i__] - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t8 = (data_f[0 + 0] - v4_mu);
            let t9 = (t8 / v5_sigma);
            let t10 = (data_f[1 + 0] - v4_mu);
            let t11 = (t10 / v5_sigma);
            let t19 = ((-0.5f) * (2.0f * t1));
            let t20 = (t19 / v5_sigma);
            let t21 = (-t20);
            {
                let y = (t21) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t22 = (-((t19 * t1) / v5_sigma));
            {
                let y = (t22) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t25 = ((-1.0f) * (1.0f / v5_sigma));
            {
                let y = (t25) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t28 = ((-1.0f) * wg_log_diff_phi_deriv_a(t9, t11));
            let t29 = (t28 / v5_sigma);
            let t30 = (-t29);
            {
                let y = (t30) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t31 = (-((t28 * t9) / v5_sigma));
            {
                let y = (t31) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t32 = ((-1.0f) * wg_log_diff_phi_deriv_b(t9, t11));
            let t33 = (t32 / v5_sigma);
            let t34 = (-t33);
            {
                let y = (t34) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t35 = (-((t32 * t11) / v5_sigma));
            {
                let y = (t35) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 5;
            {
                let y = (((((-0.5f) * wg_square(((data_f[2 + v7_i__] - v4_mu) / v5_sigma))) + (-wg_log(v5_sigma))) + (wg_log(f32(select(0, 1, (select(0, 1, data_f[0 + 0] <= data_f[2 + v7_i__]) != 0) && (select(0, 1, data_f[2 + v7_i__] <= data_f[1 + 0]) != 0)))) - wg_log_diff_phi(((data_f[0 + 0] - v4_mu) / v5_sigma), ((data_f[1 + 0] - v4_mu) / v5_sigma))))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (data_f[2 + v7_i__] - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t8 = (data_f[0 + 0] - v4_mu);
            let t9 = (t8 / v5_sigma);
            let t10 = (data_f[1 + 0] - v4_mu);
            let t11 = (t10 / v5_sigma);
            let t19 = ((-0.5f) * (2.0f * t1));
            let t20 = (t19 / v5_sigma);
            let t21 = (-t20);
            {
                let y = (t21) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t22 = (-((t19 * t1) / v5_sigma));
            {
                let y = (t22) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t25 = ((-1.0f) * (1.0f / v5_sigma));
            {
                let y = (t25) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t28 = ((-1.0f) * wg_log_diff_phi_deriv_a(t9, t11));
            let t29 = (t28 / v5_sigma);
            let t30 = (-t29);
            {
                let y = (t30) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t31 = (-((t28 * t9) / v5_sigma));
            {
                let y = (t31) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t32 = ((-1.0f) * wg_log_diff_phi_deriv_b(t9, t11));
            let t33 = (t32 / v5_sigma);
            let t34 = (-t33);
            {
                let y = (t34) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t35 = (-((t32 * t11) / v5_sigma));
            {
                let y = (t35) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 6;
            {
                let y = (((((-0.5f) * wg_square(((data_f[2 + v7_i__] - v4_mu) / v5_sigma))) + (-wg_log(v5_sigma))) + (wg_log(f32(select(0, 1, (select(0, 1, data_f[0 + 0] <= data_f[2 + v7_i__]) != 0) && (select(0, 1, data_f[2 + v7_i__] <= data_f[1 + 0]) != 0)))) - wg_log_diff_phi(((data_f[0 + 0] - v4_mu) / v5_sigma), ((data_f[1 + 0] - v4_mu) / v5_sigma))))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (data_f[2 + v7_i__] - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t8 = (data_f[0 + 0] - v4_mu);
            let t9 = (t8 / v5_sigma);
            let t10 = (data_f[1 + 0] - v4_mu);
            let t11 = (t10 / v5_sigma);
            let t19 = ((-0.5f) * (2.0f * t1));
            let t20 = (t19 / v5_sigma);
            let t21 = (-t20);
            {
                let y = (t21) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t22 = (-((t19 * t1) / v5_sigma));
            {
                let y = (t22) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t25 = ((-1.0f) * (1.0f / v5_sigma));
            {
                let y = (t25) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t28 = ((-1.0f) * wg_log_diff_phi_deriv_a(t9, t11));
            let t29 = (t28 / v5_sigma);
            let t30 = (-t29);
            {
                let y = (t30) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t31 = (-((t28 * t9) / v5_sigma));
            {
                let y = (t31) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t32 = ((-1.0f) * wg_log_diff_phi_deriv_b(t9, t11));
            let t33 = (t32 / v5_sigma);
            let t34 = (-t33);
            {
                let y = (t34) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t35 = (-((t32 * t11) / v5_sigma));
            {
                let y = (t35) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 7;
            {
                let y = (((((-0.5f) * wg_square(((data_f[2 + v7_i__] - v4_mu) / v5_sigma))) + (-wg_log(v5_sigma))) + (wg_log(f32(select(0, 1, (select(0, 1, data_f[0 + 0] <= data_f[2 + v7_i__]) != 0) && (select(0, 1, data_f[2 + v7_i__] <= data_f[1 + 0]) != 0)))) - wg_log_diff_phi(((data_f[0 + 0] - v4_mu) / v5_sigma), ((data_f[1 + 0] - v4_mu) / v5_sigma))))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (data_f[2 + v7_i__] - v4_mu);
            let t1 = (t0 / v5_sigma);
            let t8 = (data_f[0 + 0] - v4_mu);
            let t9 = (t8 / v5_sigma);
            let t10 = (data_f[1 + 0] - v4_mu);
            let t11 = (t10 / v5_sigma);
            let t19 = ((-0.5f) * (2.0f * t1));
            let t20 = (t19 / v5_sigma);
            let t21 = (-t20);
            {
                let y = (t21) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t22 = (-((t19 * t1) / v5_sigma));
            {
                let y = (t22) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t25 = ((-1.0f) * (1.0f / v5_sigma));
            {
                let y = (t25) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t28 = ((-1.0f) * wg_log_diff_phi_deriv_a(t9, t11));
            let t29 = (t28 / v5_sigma);
            let t30 = (-t29);
            {
                let y = (t30) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t31 = (-((t28 * t9) / v5_sigma));
            {
                let y = (t31) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
            let t32 = ((-1.0f) * wg_log_diff_phi_deriv_b(t9, t11));
            let t33 = (t32 / v5_sigma);
            let t34 = (-t33);
            {
                let y = (t34) - c8_adj__mu;
                let t = v8_adj__mu + y;
                c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v8_adj__mu = t;
            }
            let t35 = (-((t32 * t11) / v5_sigma));
            {
                let y = (t35) - c9_adj__sigma;
                let t = v9_adj__sigma + y;
                c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v9_adj__sigma = t;
            }
        }
    }
    for (var v7_i__: i32 = 200 - (200 - 0) % 8; v7_i__ < 200; v7_i__++) {
        wg_trips += 1u;
        {
            let y = (((((-0.5f) * wg_square(((data_f[2 + v7_i__] - v4_mu) / v5_sigma))) + (-wg_log(v5_sigma))) + (wg_log(f32(select(0, 1, (select(0, 1, data_f[0 + 0] <= data_f[2 + v7_i__]) != 0) && (select(0, 1, data_f[2 + v7_i__] <= data_f[1 + 0]) != 0)))) - wg_log_diff_phi(((data_f[0 + 0] - v4_mu) / v5_sigma), ((data_f[1 + 0] - v4_mu) / v5_sigma))))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            lp = t;
        }
        let t0 = (data_f[2 + v7_i__] - v4_mu);
        let t1 = (t0 / v5_sigma);
        let t8 = (data_f[0 + 0] - v4_mu);
        let t9 = (t8 / v5_sigma);
        let t10 = (data_f[1 + 0] - v4_mu);
        let t11 = (t10 / v5_sigma);
        let t19 = ((-0.5f) * (2.0f * t1));
        let t20 = (t19 / v5_sigma);
        let t21 = (-t20);
        {
            let y = (t21) - c8_adj__mu;
            let t = v8_adj__mu + y;
            c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v8_adj__mu = t;
        }
        let t22 = (-((t19 * t1) / v5_sigma));
        {
            let y = (t22) - c9_adj__sigma;
            let t = v9_adj__sigma + y;
            c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v9_adj__sigma = t;
        }
        let t25 = ((-1.0f) * (1.0f / v5_sigma));
        {
            let y = (t25) - c9_adj__sigma;
            let t = v9_adj__sigma + y;
            c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v9_adj__sigma = t;
        }
        let t28 = ((-1.0f) * wg_log_diff_phi_deriv_a(t9, t11));
        let t29 = (t28 / v5_sigma);
        let t30 = (-t29);
        {
            let y = (t30) - c8_adj__mu;
            let t = v8_adj__mu + y;
            c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v8_adj__mu = t;
        }
        let t31 = (-((t28 * t9) / v5_sigma));
        {
            let y = (t31) - c9_adj__sigma;
            let t = v9_adj__sigma + y;
            c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v9_adj__sigma = t;
        }
        let t32 = ((-1.0f) * wg_log_diff_phi_deriv_b(t9, t11));
        let t33 = (t32 / v5_sigma);
        let t34 = (-t33);
        {
            let y = (t34) - c8_adj__mu;
            let t = v8_adj__mu + y;
            c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v8_adj__mu = t;
        }
        let t35 = (-((t32 * t11) / v5_sigma));
        {
            let y = (t35) - c9_adj__sigma;
            let t = v9_adj__sigma + y;
            c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v9_adj__sigma = t;
        }
    }
    let t40 = ((-0.5f) * (2.0f * v5_sigma));
    {
        let y = (t40) - c9_adj__sigma;
        let t = v9_adj__sigma + y;
        c9_adj__sigma = select(((t * kahan_one) - v9_adj__sigma) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
        v9_adj__sigma = t;
    }
    let t41 = (v4_mu / 2.0f);
    let t46 = ((-0.5f) * (2.0f * t41));
    let t47 = (t46 / 2.0f);
    {
        let y = (t47) - c8_adj__mu;
        let t = v8_adj__mu + y;
        c8_adj__mu = select(((t * kahan_one) - v8_adj__mu) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
        v8_adj__mu = t;
    }
    v10_adj__unconstrained__[1] = v10_adj__unconstrained__[1] + 1.0f;
    let t49 = wg_exp(wg_q[1]);
    let t50 = v9_adj__sigma;
    let t51 = (t50 * t49);
    v10_adj__unconstrained__[1] = v10_adj__unconstrained__[1] + t51;
    let t52 = v8_adj__mu;
    v10_adj__unconstrained__[0] = v10_adj__unconstrained__[0] + t52;
    for (var k: i32 = 0; k < i32(DIM); k++) { wg_g[k] = v10_adj__unconstrained__[k]; }
    wg_trips += DIM;
    return lp;
}
