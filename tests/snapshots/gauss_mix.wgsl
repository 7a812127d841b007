const DIM: u32 = 5u;
const SCRATCH_STRIDE: u32 = 0u;
const HAS_GRADIENT: bool = true;
const DIM_ALLOC: u32 = 5u;
var<private> wg_q: array<f32, DIM_ALLOC>;
var<private> wg_g: array<f32, DIM_ALLOC>;

fn logp_grad(lane: u32) -> f32 {
    let sbase = lane * SCRATCH_STRIDE;
    var lp: f32 = 0.0f;
    var lp_c: f32 = 0.0f;
    var v2_mu: array<f32, 2>;
    var v3_sigma: array<f32, 2>;
    var v4_theta: f32;
    var v11_adj__mu: array<f32, 2>;
    var c11_adj__mu: array<f32, 2>;
    var v12_adj__sigma: array<f32, 2>;
    var c12_adj__sigma: array<f32, 2>;
    var v13_adj__theta: f32;
    var c13_adj__theta: f32;
    var v14_adj__unconstrained__: array<f32, 5>;
    v2_mu[0] = wg_q[0];
    for (var b_v7_i__: i32 = 1; b_v7_i__ + 8 <= 2; b_v7_i__ += 8) {
        wg_trips += 1u;
        {
            let v7_i__: i32 = b_v7_i__ + 0;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(wg_q[v7_i__]));
            {
                let y = (wg_q[v7_i__]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 1;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(wg_q[v7_i__]));
            {
                let y = (wg_q[v7_i__]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 2;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(wg_q[v7_i__]));
            {
                let y = (wg_q[v7_i__]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 3;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(wg_q[v7_i__]));
            {
                let y = (wg_q[v7_i__]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 4;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(wg_q[v7_i__]));
            {
                let y = (wg_q[v7_i__]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 5;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(wg_q[v7_i__]));
            {
                let y = (wg_q[v7_i__]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 6;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(wg_q[v7_i__]));
            {
                let y = (wg_q[v7_i__]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v7_i__: i32 = b_v7_i__ + 7;
            v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(wg_q[v7_i__]));
            {
                let y = (wg_q[v7_i__]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
    }
    for (var v7_i__: i32 = 2 - (2 - 1) % 8; v7_i__ < 2; v7_i__++) {
        wg_trips += 1u;
        v2_mu[v7_i__] = (v2_mu[(v7_i__ - 1)] + wg_exp(wg_q[v7_i__]));
        {
            let y = (wg_q[v7_i__]) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            lp = t;
        }
    }
    for (var b_v8_i____1: i32 = 0; b_v8_i____1 + 8 <= 2; b_v8_i____1 += 8) {
        wg_trips += 1u;
        {
            let v8_i____1: i32 = b_v8_i____1 + 0;
            v3_sigma[v8_i____1] = wg_exp(wg_q[(v8_i____1 + 2)]);
            {
                let y = (wg_q[(v8_i____1 + 2)]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = b_v8_i____1 + 1;
            v3_sigma[v8_i____1] = wg_exp(wg_q[(v8_i____1 + 2)]);
            {
                let y = (wg_q[(v8_i____1 + 2)]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = b_v8_i____1 + 2;
            v3_sigma[v8_i____1] = wg_exp(wg_q[(v8_i____1 + 2)]);
            {
                let y = (wg_q[(v8_i____1 + 2)]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = b_v8_i____1 + 3;
            v3_sigma[v8_i____1] = wg_exp(wg_q[(v8_i____1 + 2)]);
            {
                let y = (wg_q[(v8_i____1 + 2)]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = b_v8_i____1 + 4;
            v3_sigma[v8_i____1] = wg_exp(wg_q[(v8_i____1 + 2)]);
            {
                let y = (wg_q[(v8_i____1 + 2)]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = b_v8_i____1 + 5;
            v3_sigma[v8_i____1] = wg_exp(wg_q[(v8_i____1 + 2)]);
            {
                let y = (wg_q[(v8_i____1 + 2)]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = b_v8_i____1 + 6;
            v3_sigma[v8_i____1] = wg_exp(wg_q[(v8_i____1 + 2)]);
            {
                let y = (wg_q[(v8_i____1 + 2)]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
        {
            let v8_i____1: i32 = b_v8_i____1 + 7;
            v3_sigma[v8_i____1] = wg_exp(wg_q[(v8_i____1 + 2)]);
            {
                let y = (wg_q[(v8_i____1 + 2)]) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
        }
    }
    for (var v8_i____1: i32 = 2 - (2 - 0) % 8; v8_i____1 < 2; v8_i____1++) {
        wg_trips += 1u;
        v3_sigma[v8_i____1] = wg_exp(wg_q[(v8_i____1 + 2)]);
        {
            let y = (wg_q[(v8_i____1 + 2)]) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            lp = t;
        }
    }
    v4_theta = wg_inv_logit(wg_q[4]);
    {
        let y = ((wg_log(1.0f) + (wg_log_inv_logit(wg_q[4]) + wg_log1m_inv_logit(wg_q[4])))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
        lp = t;
    }
    for (var b_v9_i____2: i32 = 0; b_v9_i____2 + 8 <= 2; b_v9_i____2 += 8) {
        wg_trips += 1u;
        {
            let v9_i____2: i32 = b_v9_i____2 + 0;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c12_adj__sigma[v9_i____2];
                let t = v12_adj__sigma[v9_i____2] + y;
                c12_adj__sigma[v9_i____2] = select(((t * kahan_one) - v12_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = b_v9_i____2 + 1;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c12_adj__sigma[v9_i____2];
                let t = v12_adj__sigma[v9_i____2] + y;
                c12_adj__sigma[v9_i____2] = select(((t * kahan_one) - v12_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = b_v9_i____2 + 2;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c12_adj__sigma[v9_i____2];
                let t = v12_adj__sigma[v9_i____2] + y;
                c12_adj__sigma[v9_i____2] = select(((t * kahan_one) - v12_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = b_v9_i____2 + 3;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c12_adj__sigma[v9_i____2];
                let t = v12_adj__sigma[v9_i____2] + y;
                c12_adj__sigma[v9_i____2] = select(((t * kahan_one) - v12_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = b_v9_i____2 + 4;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c12_adj__sigma[v9_i____2];
                let t = v12_adj__sigma[v9_i____2] + y;
                c12_adj__sigma[v9_i____2] = select(((t * kahan_one) - v12_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = b_v9_i____2 + 5;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c12_adj__sigma[v9_i____2];
                let t = v12_adj__sigma[v9_i____2] + y;
                c12_adj__sigma[v9_i____2] = select(((t * kahan_one) - v12_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = b_v9_i____2 + 6;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c12_adj__sigma[v9_i____2];
                let t = v12_adj__sigma[v9_i____2] + y;
                c12_adj__sigma[v9_i____2] = select(((t * kahan_one) - v12_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[v9_i____2] = t;
            }
        }
        {
            let v9_i____2: i32 = b_v9_i____2 + 7;
            {
                let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t0 = (v3_sigma[v9_i____2] / 2.0f);
            let t5 = ((-0.5f) * (2.0f * t0));
            let t6 = (t5 / 2.0f);
            {
                let y = (t6) - c12_adj__sigma[v9_i____2];
                let t = v12_adj__sigma[v9_i____2] + y;
                c12_adj__sigma[v9_i____2] = select(((t * kahan_one) - v12_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[v9_i____2] = t;
            }
        }
    }
    for (var v9_i____2: i32 = 2 - (2 - 0) % 8; v9_i____2 < 2; v9_i____2++) {
        wg_trips += 1u;
        {
            let y = (((-0.5f) * wg_square((v3_sigma[v9_i____2] / 2.0f)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            lp = t;
        }
        let t0 = (v3_sigma[v9_i____2] / 2.0f);
        let t5 = ((-0.5f) * (2.0f * t0));
        let t6 = (t5 / 2.0f);
        {
            let y = (t6) - c12_adj__sigma[v9_i____2];
            let t = v12_adj__sigma[v9_i____2] + y;
            c12_adj__sigma[v9_i____2] = select(((t * kahan_one) - v12_adj__sigma[v9_i____2]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v12_adj__sigma[v9_i____2] = t;
        }
    }
    for (var b_v10_i____3: i32 = 0; b_v10_i____3 + 8 <= 2; b_v10_i____3 += 8) {
        wg_trips += 1u;
        {
            let v10_i____3: i32 = b_v10_i____3 + 0;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c11_adj__mu[v10_i____3];
                let t = v11_adj__mu[v10_i____3] + y;
                c11_adj__mu[v10_i____3] = select(((t * kahan_one) - v11_adj__mu[v10_i____3]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = b_v10_i____3 + 1;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c11_adj__mu[v10_i____3];
                let t = v11_adj__mu[v10_i____3] + y;
                c11_adj__mu[v10_i____3] = select(((t * kahan_one) - v11_adj__mu[v10_i____3]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = b_v10_i____3 + 2;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c11_adj__mu[v10_i____3];
                let t = v11_adj__mu[v10_i____3] + y;
                c11_adj__mu[v10_i____3] = select(((t * kahan_one) - v11_adj__mu[v10_i____3]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = b_v10_i____3 + 3;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c11_adj__mu[v10_i____3];
                let t = v11_adj__mu[v10_i____3] + y;
                c11_adj__mu[v10_i____3] = select(((t * kahan_one) - v11_adj__mu[v10_i____3]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = b_v10_i____3 + 4;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c11_adj__mu[v10_i____3];
                let t = v11_adj__mu[v10_i____3] + y;
                c11_adj__mu[v10_i____3] = select(((t * kahan_one) - v11_adj__mu[v10_i____3]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = b_v10_i____3 + 5;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c11_adj__mu[v10_i____3];
                let t = v11_adj__mu[v10_i____3] + y;
                c11_adj__mu[v10_i____3] = select(((t * kahan_one) - v11_adj__mu[v10_i____3]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = b_v10_i____3 + 6;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c11_adj__mu[v10_i____3];
                let t = v11_adj__mu[v10_i____3] + y;
                c11_adj__mu[v10_i____3] = select(((t * kahan_one) - v11_adj__mu[v10_i____3]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[v10_i____3] = t;
            }
        }
        {
            let v10_i____3: i32 = b_v10_i____3 + 7;
            {
                let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t7 = (v2_mu[v10_i____3] / 2.0f);
            let t12 = ((-0.5f) * (2.0f * t7));
            let t13 = (t12 / 2.0f);
            {
                let y = (t13) - c11_adj__mu[v10_i____3];
                let t = v11_adj__mu[v10_i____3] + y;
                c11_adj__mu[v10_i____3] = select(((t * kahan_one) - v11_adj__mu[v10_i____3]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[v10_i____3] = t;
            }
        }
    }
    for (var v10_i____3: i32 = 2 - (2 - 0) % 8; v10_i____3 < 2; v10_i____3++) {
        wg_trips += 1u;
        {
            let y = (((-0.5f) * wg_square((v2_mu[v10_i____3] / 2.0f)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            lp = t;
        }
        let t7 = (v2_mu[v10_i____3] / 2.0f);
        let t12 = ((-0.5f) * (2.0f * t7));
        let t13 = (t12 / 2.0f);
        {
            let y = (t13) - c11_adj__mu[v10_i____3];
            let t = v11_adj__mu[v10_i____3] + y;
            c11_adj__mu[v10_i____3] = select(((t * kahan_one) - v11_adj__mu[v10_i____3]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v11_adj__mu[v10_i____3] = t;
        }
    }
    {
        let y = (((4.0f * wg_log(v4_theta)) + (4.0f * wg_log1p(((-1.0f) * v4_theta))))) - lp_c;
        let t = lp + y;
        lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
        lp = t;
    }
    for (var b_v5_i: i32 = 0; b_v5_i + 8 <= 1000; b_v5_i += 8) {
        wg_trips += 1u;
        {
            let v5_i: i32 = b_v5_i + 0;
            {
                let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[0]) / v3_sigma[0]))) + (-wg_log(v3_sigma[0]))) + (-0.9189385f)), ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[1]) / v3_sigma[1]))) + (-wg_log(v3_sigma[1]))) + (-0.9189385f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t14 = (data_f[0 + v5_i] - v2_mu[0]);
            let t15 = (t14 / v3_sigma[0]);
            let t16 = wg_square(t15);
            let t17 = ((-0.5f) * t16);
            let t18 = wg_log(v3_sigma[0]);
            let t19 = (-t18);
            let t20 = (t17 + t19);
            let t21 = (t20 + (-0.9189385f));
            let t22 = (data_f[0 + v5_i] - v2_mu[1]);
            let t23 = (t22 / v3_sigma[1]);
            let t24 = wg_square(t23);
            let t25 = ((-0.5f) * t24);
            let t26 = wg_log(v3_sigma[1]);
            let t27 = (-t26);
            let t28 = (t25 + t27);
            let t29 = (t28 + (-0.9189385f));
            let t30 = wg_log_mix(v4_theta, t21, t29);
            let t32 = (wg_exp((t21 - t30)) - wg_exp((t29 - t30)));
            {
                let y = (t32) - c13_adj__theta;
                let t = v13_adj__theta + y;
                c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v13_adj__theta = t;
            }
            let t33 = (v4_theta * wg_exp((t21 - t30)));
            let t36 = (t33 * (-0.5f));
            let t37 = (t36 * (2.0f * t15));
            let t38 = (t37 / v3_sigma[0]);
            let t39 = (-t38);
            {
                let y = (t39) - c11_adj__mu[0];
                let t = v11_adj__mu[0] + y;
                c11_adj__mu[0] = select(((t * kahan_one) - v11_adj__mu[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[0] = t;
            }
            let t40 = (-((t37 * t15) / v3_sigma[0]));
            {
                let y = (t40) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t42 = (-t33);
            let t43 = (t42 * (1.0f / v3_sigma[0]));
            {
                let y = (t43) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t44 = ((1.0f - v4_theta) * wg_exp((t29 - t30)));
            let t47 = (t44 * (-0.5f));
            let t48 = (t47 * (2.0f * t23));
            let t49 = (t48 / v3_sigma[1]);
            let t50 = (-t49);
            {
                let y = (t50) - c11_adj__mu[1];
                let t = v11_adj__mu[1] + y;
                c11_adj__mu[1] = select(((t * kahan_one) - v11_adj__mu[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[1] = t;
            }
            let t51 = (-((t48 * t23) / v3_sigma[1]));
            {
                let y = (t51) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
            let t53 = (-t44);
            let t54 = (t53 * (1.0f / v3_sigma[1]));
            {
                let y = (t54) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
        }
        {
            let v5_i: i32 = b_v5_i + 1;
            {
                let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[0]) / v3_sigma[0]))) + (-wg_log(v3_sigma[0]))) + (-0.9189385f)), ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[1]) / v3_sigma[1]))) + (-wg_log(v3_sigma[1]))) + (-0.9189385f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t14 = (data_f[0 + v5_i] - v2_mu[0]);
            let t15 = (t14 / v3_sigma[0]);
            let t16 = wg_square(t15);
            let t17 = ((-0.5f) * t16);
            let t18 = wg_log(v3_sigma[0]);
            let t19 = (-t18);
            let t20 = (t17 + t19);
            let t21 = (t20 + (-0.9189385f));
            let t22 = (data_f[0 + v5_i] - v2_mu[1]);
            let t23 = (t22 / v3_sigma[1]);
            let t24 = wg_square(t23);
            let t25 = ((-0.5f) * t24);
            let t26 = wg_log(v3_sigma[1]);
            let t27 = (-t26);
            let t28 = (t25 + t27);
            let t29 = (t28 + (-0.9189385f));
            let t30 = wg_log_mix(v4_theta, t21, t29);
            let t32 = (wg_exp((t21 - t30)) - wg_exp((t29 - t30)));
            {
                let y = (t32) - c13_adj__theta;
                let t = v13_adj__theta + y;
                c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v13_adj__theta = t;
            }
            let t33 = (v4_theta * wg_exp((t21 - t30)));
            let t36 = (t33 * (-0.5f));
            let t37 = (t36 * (2.0f * t15));
            let t38 = (t37 / v3_sigma[0]);
            let t39 = (-t38);
            {
                let y = (t39) - c11_adj__mu[0];
                let t = v11_adj__mu[0] + y;
                c11_adj__mu[0] = select(((t * kahan_one) - v11_adj__mu[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[0] = t;
            }
            let t40 = (-((t37 * t15) / v3_sigma[0]));
            {
                let y = (t40) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t42 = (-t33);
            let t43 = (t42 * (1.0f / v3_sigma[0]));
            {
                let y = (t43) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t44 = ((1.0f - v4_theta) * wg_exp((t29 - t30)));
            let t47 = (t44 * (-0.5f));
            let t48 = (t47 * (2.0f * t23));
            let t49 = (t48 / v3_sigma[1]);
            let t50 = (-t49);
            {
                let y = (t50) - c11_adj__mu[1];
                let t = v11_adj__mu[1] + y;
                c11_adj__mu[1] = select(((t * kahan_one) - v11_adj__mu[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[1] = t;
            }
            let t51 = (-((t48 * t23) / v3_sigma[1]));
            {
                let y = (t51) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
            let t53 = (-t44);
            let t54 = (t53 * (1.0f / v3_sigma[1]));
            {
                let y = (t54) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
        }
        {
            let v5_i: i32 = b_v5_i + 2;
            {
                let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[0]) / v3_sigma[0]))) + (-wg_log(v3_sigma[0]))) + (-0.9189385f)), ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[1]) / v3_sigma[1]))) + (-wg_log(v3_sigma[1]))) + (-0.9189385f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t14 = (data_f[0 + v5_i] - v2_mu[0]);
            let t15 = (t14 / v3_sigma[0]);
            let t16 = wg_square(t15);
            let t17 = ((-0.5f) * t16);
            let t18 = wg_log(v3_sigma[0]);
            let t19 = (-t18);
            let t20 = (t17 + t19);
            let t21 = (t20 + (-0.9189385f));
            let t22 = (data_f[0 + v5_i] - v2_mu[1]);
            let t23 = (t22 / v3_sigma[1]);
            let t24 = wg_square(t23);
            let t25 = ((-0.5f) * t24);
            let t26 = wg_log(v3_sigma[1]);
            let t27 = (-t26);
            let t28 = (t25 + t27);
            let t29 = (t28 + (-0.9189385f));
            let t30 = wg_log_mix(v4_theta, t21, t29);
            let t32 = (wg_exp((t21 - t30)) - wg_exp((t29 - t30)));
            {
                let y = (t32) - c13_adj__theta;
                let t = v13_adj__theta + y;
                c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v13_adj__theta = t;
            }
            let t33 = (v4_theta * wg_exp((t21 - t30)));
            let t36 = (t33 * (-0.5f));
            let t37 = (t36 * (2.0f * t15));
            let t38 = (t37 / v3_sigma[0]);
            let t39 = (-t38);
            {
                let y = (t39) - c11_adj__mu[0];
                let t = v11_adj__mu[0] + y;
                c11_adj__mu[0] = select(((t * kahan_one) - v11_adj__mu[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[0] = t;
            }
            let t40 = (-((t37 * t15) / v3_sigma[0]));
            {
                let y = (t40) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t42 = (-t33);
            let t43 = (t42 * (1.0f / v3_sigma[0]));
            {
                let y = (t43) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t44 = ((1.0f - v4_theta) * wg_exp((t29 - t30)));
            let t47 = (t44 * (-0.5f));
            let t48 = (t47 * (2.0f * t23));
            let t49 = (t48 / v3_sigma[1]);
            let t50 = (-t49);
            {
                let y = (t50) - c11_adj__mu[1];
                let t = v11_adj__mu[1] + y;
                c11_adj__mu[1] = select(((t * kahan_one) - v11_adj__mu[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[1] = t;
            }
            let t51 = (-((t48 * t23) / v3_sigma[1]));
            {
                let y = (t51) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
            let t53 = (-t44);
            let t54 = (t53 * (1.0f / v3_sigma[1]));
            {
                let y = (t54) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
        }
        {
            let v5_i: i32 = b_v5_i + 3;
            {
                let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[0]) / v3_sigma[0]))) + (-wg_log(v3_sigma[0]))) + (-0.9189385f)), ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[1]) / v3_sigma[1]))) + (-wg_log(v3_sigma[1]))) + (-0.9189385f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t14 = (data_f[0 + v5_i] - v2_mu[0]);
            let t15 = (t14 / v3_sigma[0]);
            let t16 = wg_square(t15);
            let t17 = ((-0.5f) * t16);
            let t18 = wg_log(v3_sigma[0]);
            let t19 = (-t18);
            let t20 = (t17 + t19);
            let t21 = (t20 + (-0.9189385f));
            let t22 = (data_f[0 + v5_i] - v2_mu[1]);
            let t23 = (t22 / v3_sigma[1]);
            let t24 = wg_square(t23);
            let t25 = ((-0.5f) * t24);
            let t26 = wg_log(v3_sigma[1]);
            let t27 = (-t26);
            let t28 = (t25 + t27);
            let t29 = (t28 + (-0.9189385f));
            let t30 = wg_log_mix(v4_theta, t21, t29);
            let t32 = (wg_exp((t21 - t30)) - wg_exp((t29 - t30)));
            {
                let y = (t32) - c13_adj__theta;
                let t = v13_adj__theta + y;
                c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v13_adj__theta = t;
            }
            let t33 = (v4_theta * wg_exp((t21 - t30)));
            let t36 = (t33 * (-0.5f));
            let t37 = (t36 * (2.0f * t15));
            let t38 = (t37 / v3_sigma[0]);
            let t39 = (-t38);
            {
                let y = (t39) - c11_adj__mu[0];
                let t = v11_adj__mu[0] + y;
                c11_adj__mu[0] = select(((t * kahan_one) - v11_adj__mu[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[0] = t;
            }
            let t40 = (-((t37 * t15) / v3_sigma[0]));
            {
                let y = (t40) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t42 = (-t33);
            let t43 = (t42 * (1.0f / v3_sigma[0]));
            {
                let y = (t43) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t44 = ((1.0f - v4_theta) * wg_exp((t29 - t30)));
            let t47 = (t44 * (-0.5f));
            let t48 = (t47 * (2.0f * t23));
            let t49 = (t48 / v3_sigma[1]);
            let t50 = (-t49);
            {
                let y = (t50) - c11_adj__mu[1];
                let t = v11_adj__mu[1] + y;
                c11_adj__mu[1] = select(((t * kahan_one) - v11_adj__mu[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[1] = t;
            }
            let t51 = (-((t48 * t23) / v3_sigma[1]));
            {
                let y = (t51) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
            let t53 = (-t44);
            let t54 = (t53 * (1.0f / v3_sigma[1]));
            {
                let y = (t54) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
        }
        {
            let v5_i: i32 = b_v5_i + 4;
            {
                let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[0]) / v3_sigma[0]))) + (-wg_log(v3_sigma[0]))) + (-0.9189385f)), ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[1]) / v3_sigma[1]))) + (-wg_log(v3_sigma[1]))) + (-0.9189385f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t14 = (data_f[0 + v5_i] - v2_mu[0]);
            let t15 = (t14 / v3_sigma[0]);
            let t16 = wg_square(t15);
            let t17 = ((-0.5f) * t16);
            let t18 = wg_log(v3_sigma[0]);
            let t19 = (-t18);
            let t20 = (t17 + t19);
            let t21 = (t20 + (-0.9189385f));
            let t22 = (data_f[0 + v5_i] - v2_mu[1]);
            let t23 = (t22 / v3_sigma[1]);
            let t24 = wg_square(t23);
            let t25 = ((-0.5f) * t24);
            let t26 = wg_log(v3_sigma[1]);
            let t27 = (-t26);
            let t28 = (t25 + t27);
            let t29 = (t28 + (-0.9189385f));
            let t30 = wg_log_mix(v4_theta, t21, t29);
            let t32 = (wg_exp((t21 - t30)) - wg_exp((t29 - t30)));
            {
                let y = (t32) - c13_adj__theta;
                let t = v13_adj__theta + y;
                c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v13_adj__theta = t;
            }
            let t33 = (v4_theta * wg_exp((t21 - t30)));
            let t36 = (t33 * (-0.5f));
            let t37 = (t36 * (2.0f * t15));
            let t38 = (t37 / v3_sigma[0]);
            let t39 = (-t38);
            {
                let y = (t39) - c11_adj__mu[0];
                let t = v11_adj__mu[0] + y;
                c11_adj__mu[0] = select(((t * kahan_one) - v11_adj__mu[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[0] = t;
            }
            let t40 = (-((t37 * t15) / v3_sigma[0]));
            {
                let y = (t40) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t42 = (-t33);
            let t43 = (t42 * (1.0f / v3_sigma[0]));
            {
                let y = (t43) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t44 = ((1.0f - v4_theta) * wg_exp((t29 - t30)));
            let t47 = (t44 * (-0.5f));
            let t48 = (t47 * (2.0f * t23));
            let t49 = (t48 / v3_sigma[1]);
            let t50 = (-t49);
            {
                let y = (t50) - c11_adj__mu[1];
                let t = v11_adj__mu[1] + y;
                c11_adj__mu[1] = select(((t * kahan_one) - v11_adj__mu[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[1] = t;
            }
            let t51 = (-((t48 * t23) / v3_sigma[1]));
            {
                let y = (t51) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
            let t53 = (-t44);
            let t54 = (t53 * (1.0f / v3_sigma[1]));
            {
                let y = (t54) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
        }
        {
            let v5_i: i32 = b_v5_i + 5;
            {
                let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[0]) / v3_sigma[0]))) + (-wg_log(v3_sigma[0]))) + (-0.9189385f)), ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[1]) / v3_sigma[1]))) + (-wg_log(v3_sigma[1]))) + (-0.9189385f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t14 = (data_f[0 + v5_i] - v2_mu[0]);
            let t15 = (t14 / v3_sigma[0]);
            let t16 = wg_square(t15);
            let t17 = ((-0.5f) * t16);
            let t18 = wg_log(v3_sigma[0]);
            let t19 = (-t18);
            let t20 = (t17 + t19);
            let t21 = (t20 + (-0.9189385f));
            let t22 = (data_f[0 + v5_i] - v2_mu[1]);
            let t23 = (t22 / v3_sigma[1]);
            let t24 = wg_square(t23);
            let t25 = ((-0.5f) * t24);
            let t26 = wg_log(v3_sigma[1]);
            let t27 = (-t26);
            let t28 = (t25 + t27);
            let t29 = (t28 + (-0.9189385f));
            let t30 = wg_log_mix(v4_theta, t21, t29);
            let t32 = (wg_exp((t21 - t30)) - wg_exp((t29 - t30)));
            {
                let y = (t32) - c13_adj__theta;
                let t = v13_adj__theta + y;
                c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v13_adj__theta = t;
            }
            let t33 = (v4_theta * wg_exp((t21 - t30)));
            let t36 = (t33 * (-0.5f));
            let t37 = (t36 * (2.0f * t15));
            let t38 = (t37 / v3_sigma[0]);
            let t39 = (-t38);
            {
                let y = (t39) - c11_adj__mu[0];
                let t = v11_adj__mu[0] + y;
                c11_adj__mu[0] = select(((t * kahan_one) - v11_adj__mu[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[0] = t;
            }
            let t40 = (-((t37 * t15) / v3_sigma[0]));
            {
                let y = (t40) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t42 = (-t33);
            let t43 = (t42 * (1.0f / v3_sigma[0]));
            {
                let y = (t43) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t44 = ((1.0f - v4_theta) * wg_exp((t29 - t30)));
            let t47 = (t44 * (-0.5f));
            let t48 = (t47 * (2.0f * t23));
            let t49 = (t48 / v3_sigma[1]);
            let t50 = (-t49);
            {
                let y = (t50) - c11_adj__mu[1];
                let t = v11_adj__mu[1] + y;
                c11_adj__mu[1] = select(((t * kahan_one) - v11_adj__mu[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[1] = t;
            }
            let t51 = (-((t48 * t23) / v3_sigma[1]));
            {
                let y = (t51) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
            let t53 = (-t44);
            let t54 = (t53 * (1.0f / v3_sigma[1]));
            {
                let y = (t54) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
        }
        {
            let v5_i: i32 = b_v5_i + 6;
            {
                let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[0]) / v3_sigma[0]))) + (-wg_log(v3_sigma[0]))) + (-0.9189385f)), ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[1]) / v3_sigma[1]))) + (-wg_log(v3_sigma[1]))) + (-0.9189385f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t14 = (data_f[0 + v5_i] - v2_mu[0]);
            let t15 = (t14 / v3_sigma[0]);
            let t16 = wg_square(t15);
            let t17 = ((-0.5f) * t16);
            let t18 = wg_log(v3_sigma[0]);
            let t19 = (-t18);
            let t20 = (t17 + t19);
            let t21 = (t20 + (-0.9189385f));
            let t22 = (data_f[0 + v5_i] - v2_mu[1]);
            let t23 = (t22 / v3_sigma[1]);
            let t24 = wg_square(t23);
            let t25 = ((-0.5f) * t24);
            let t26 = wg_log(v3_sigma[1]);
            let t27 = (-t26);
            let t28 = (t25 + t27);
            let t29 = (t28 + (-0.9189385f));
            let t30 = wg_log_mix(v4_theta, t21, t29);
            let t32 = (wg_exp((t21 - t30)) - wg_exp((t29 - t30)));
            {
                let y = (t32) - c13_adj__theta;
                let t = v13_adj__theta + y;
                c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v13_adj__theta = t;
            }
            let t33 = (v4_theta * wg_exp((t21 - t30)));
            let t36 = (t33 * (-0.5f));
            let t37 = (t36 * (2.0f * t15));
            let t38 = (t37 / v3_sigma[0]);
            let t39 = (-t38);
            {
                let y = (t39) - c11_adj__mu[0];
                let t = v11_adj__mu[0] + y;
                c11_adj__mu[0] = select(((t * kahan_one) - v11_adj__mu[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[0] = t;
            }
            let t40 = (-((t37 * t15) / v3_sigma[0]));
            {
                let y = (t40) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t42 = (-t33);
            let t43 = (t42 * (1.0f / v3_sigma[0]));
            {
                let y = (t43) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t44 = ((1.0f - v4_theta) * wg_exp((t29 - t30)));
            let t47 = (t44 * (-0.5f));
            let t48 = (t47 * (2.0f * t23));
            let t49 = (t48 / v3_sigma[1]);
            let t50 = (-t49);
            {
                let y = (t50) - c11_adj__mu[1];
                let t = v11_adj__mu[1] + y;
                c11_adj__mu[1] = select(((t * kahan_one) - v11_adj__mu[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[1] = t;
            }
            let t51 = (-((t48 * t23) / v3_sigma[1]));
            {
                let y = (t51) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
            let t53 = (-t44);
            let t54 = (t53 * (1.0f / v3_sigma[1]));
            {
                let y = (t54) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
        }
        {
            let v5_i: i32 = b_v5_i + 7;
            {
                let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[0]) / v3_sigma[0]))) + (-wg_log(v3_sigma[0]))) + (-0.9189385f)), ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[1]) / v3_sigma[1]))) + (-wg_log(v3_sigma[1]))) + (-0.9189385f)))) - lp_c;
                let t = lp + y;
                lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                lp = t;
            }
            let t14 = (data_f[0 + v5_i] - v2_mu[0]);
            let t15 = (t14 / v3_sigma[0]);
            let t16 = wg_square(t15);
            let t17 = ((-0.5f) * t16);
            let t18 = wg_log(v3_sigma[0]);
            let t19 = (-t18);
            let t20 = (t17 + t19);
            let t21 = (t20 + (-0.9189385f));
            let t22 = (data_f[0 + v5_i] - v2_mu[1]);
            let t23 = (t22 / v3_sigma[1]);
            let t24 = wg_square(t23);
            let t25 = ((-0.5f) * t24);
            let t26 = wg_log(v3_sigma[1]);
            let t27 = (-t26);
            let t28 = (t25 + t27);
            let t29 = (t28 + (-0.9189385f));
            let t30 = wg_log_mix(v4_theta, t21, t29);
            let t32 = (wg_exp((t21 - t30)) - wg_exp((t29 - t30)));
            {
                let y = (t32) - c13_adj__theta;
                let t = v13_adj__theta + y;
                c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v13_adj__theta = t;
            }
            let t33 = (v4_theta * wg_exp((t21 - t30)));
            let t36 = (t33 * (-0.5f));
            let t37 = (t36 * (2.0f * t15));
            let t38 = (t37 / v3_sigma[0]);
            let t39 = (-t38);
            {
                let y = (t39) - c11_adj__mu[0];
                let t = v11_adj__mu[0] + y;
                c11_adj__mu[0] = select(((t * kahan_one) - v11_adj__mu[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[0] = t;
            }
            let t40 = (-((t37 * t15) / v3_sigma[0]));
            {
                let y = (t40) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t42 = (-t33);
            let t43 = (t42 * (1.0f / v3_sigma[0]));
            {
                let y = (t43) - c12_adj__sigma[0];
                let t = v12_adj__sigma[0] + y;
                c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[0] = t;
            }
            let t44 = ((1.0f - v4_theta) * wg_exp((t29 - t30)));
            let t47 = (t44 * (-0.5f));
            let t48 = (t47 * (2.0f * t23));
            let t49 = (t48 / v3_sigma[1]);
            let t50 = (-t49);
            {
                let y = (t50) - c11_adj__mu[1];
                let t = v11_adj__mu[1] + y;
                c11_adj__mu[1] = select(((t * kahan_one) - v11_adj__mu[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[1] = t;
            }
            let t51 = (-((t48 * t23) / v3_sigma[1]));
            {
                let y = (t51) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
            let t53 = (-t44);
            let t54 = (t53 * (1.0f / v3_sigma[1]));
            {
                let y = (t54) - c12_adj__sigma[1];
                let t = v12_adj__sigma[1] + y;
                c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v12_adj__sigma[1] = t;
            }
        }
    }
    for (var v5_i: i32 = 1000 - (1000 - 0) % 8; v5_i < 1000; v5_i++) {
        wg_trips += 1u;
        {
            let y = (wg_log_mix(v4_theta, ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[0]) / v3_sigma[0]))) + (-wg_log(v3_sigma[0]))) + (-0.9189385f)), ((((-0.5f) * wg_square(((data_f[0 + v5_i] - v2_mu[1]) / v3_sigma[1]))) + (-wg_log(v3_sigma[1]))) + (-0.9189385f)))) - lp_c;
            let t = lp + y;
            lp_c = select(((t * kahan_one) - lp) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            lp = t;
        }
        let t14 = (data_f[0 + v5_i] - v2_mu[0]);
        let t15 = (t14 / v3_sigma[0]);
        let t16 = wg_square(t15);
        let t17 = ((-0.5f) * t16);
        let t18 = wg_log(v3_sigma[0]);
        let t19 = (-t18);
        let t20 = (t17 + t19);
        let t21 = (t20 + (-0.9189385f));
        let t22 = (data_f[0 + v5_i] - v2_mu[1]);
        let t23 = (t22 / v3_sigma[1]);
        let t24 = wg_square(t23);
        let t25 = ((-0.5f) * t24);
        let t26 = wg_log(v3_sigma[1]);
        let t27 = (-t26);
        let t28 = (t25 + t27);
        let t29 = (t28 + (-0.9189385f));
        let t30 = wg_log_mix(v4_theta, t21, t29);
        let t32 = (wg_exp((t21 - t30)) - wg_exp((t29 - t30)));
        {
            let y = (t32) - c13_adj__theta;
            let t = v13_adj__theta + y;
            c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v13_adj__theta = t;
        }
        let t33 = (v4_theta * wg_exp((t21 - t30)));
        let t36 = (t33 * (-0.5f));
        let t37 = (t36 * (2.0f * t15));
        let t38 = (t37 / v3_sigma[0]);
        let t39 = (-t38);
        {
            let y = (t39) - c11_adj__mu[0];
            let t = v11_adj__mu[0] + y;
            c11_adj__mu[0] = select(((t * kahan_one) - v11_adj__mu[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v11_adj__mu[0] = t;
        }
        let t40 = (-((t37 * t15) / v3_sigma[0]));
        {
            let y = (t40) - c12_adj__sigma[0];
            let t = v12_adj__sigma[0] + y;
            c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v12_adj__sigma[0] = t;
        }
        let t42 = (-t33);
        let t43 = (t42 * (1.0f / v3_sigma[0]));
        {
            let y = (t43) - c12_adj__sigma[0];
            let t = v12_adj__sigma[0] + y;
            c12_adj__sigma[0] = select(((t * kahan_one) - v12_adj__sigma[0]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v12_adj__sigma[0] = t;
        }
        let t44 = ((1.0f - v4_theta) * wg_exp((t29 - t30)));
        let t47 = (t44 * (-0.5f));
        let t48 = (t47 * (2.0f * t23));
        let t49 = (t48 / v3_sigma[1]);
        let t50 = (-t49);
        {
            let y = (t50) - c11_adj__mu[1];
            let t = v11_adj__mu[1] + y;
            c11_adj__mu[1] = select(((t * kahan_one) - v11_adj__mu[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v11_adj__mu[1] = t;
        }
        let t51 = (-((t48 * t23) / v3_sigma[1]));
        {
            let y = (t51) - c12_adj__sigma[1];
            let t = v12_adj__sigma[1] + y;
            c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v12_adj__sigma[1] = t;
        }
        let t53 = (-t44);
        let t54 = (t53 * (1.0f / v3_sigma[1]));
        {
            let y = (t54) - c12_adj__sigma[1];
            let t = v12_adj__sigma[1] + y;
            c12_adj__sigma[1] = select(((t * kahan_one) - v12_adj__sigma[1]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v12_adj__sigma[1] = t;
        }
    }
    let t57 = ((-1.0f) * v4_theta);
    let t64 = (4.0f * (1.0f / v4_theta));
    {
        let y = (t64) - c13_adj__theta;
        let t = v13_adj__theta + y;
        c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
        v13_adj__theta = t;
    }
    let t67 = (4.0f * (1.0f / (1.0f + t57)));
    let t68 = (t67 * (-1.0f));
    {
        let y = (t68) - c13_adj__theta;
        let t = v13_adj__theta + y;
        c13_adj__theta = select(((t * kahan_one) - v13_adj__theta) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
        v13_adj__theta = t;
    }
    let t77 = wg_inv_logit((-wg_q[4]));
    v14_adj__unconstrained__[4] = v14_adj__unconstrained__[4] + t77;
    let t79 = (-wg_inv_logit(wg_q[4]));
    v14_adj__unconstrained__[4] = v14_adj__unconstrained__[4] + t79;
    let t80 = wg_inv_logit(wg_q[4]);
    let t81 = v13_adj__theta;
    let t82 = (t81 * (t80 * (1.0f - t80)));
    v14_adj__unconstrained__[4] = v14_adj__unconstrained__[4] + t82;
    for (var b_v8_i____1: i32 = 2; b_v8_i____1 - 8 >= 0; b_v8_i____1 -= 8) {
        wg_trips += 1u;
        {
            let v8_i____1: i32 = b_v8_i____1 - 1 - 0;
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t84 = wg_exp(wg_q[(v8_i____1 + 2)]);
            let t85 = v12_adj__sigma[v8_i____1];
            let t86 = (t85 * t84);
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + t86;
        }
        {
            let v8_i____1: i32 = b_v8_i____1 - 1 - 1;
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t84 = wg_exp(wg_q[(v8_i____1 + 2)]);
            let t85 = v12_adj__sigma[v8_i____1];
            let t86 = (t85 * t84);
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + t86;
        }
        {
            let v8_i____1: i32 = b_v8_i____1 - 1 - 2;
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t84 = wg_exp(wg_q[(v8_i____1 + 2)]);
            let t85 = v12_adj__sigma[v8_i____1];
            let t86 = (t85 * t84);
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + t86;
        }
        {
            let v8_i____1: i32 = b_v8_i____1 - 1 - 3;
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t84 = wg_exp(wg_q[(v8_i____1 + 2)]);
            let t85 = v12_adj__sigma[v8_i____1];
            let t86 = (t85 * t84);
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + t86;
        }
        {
            let v8_i____1: i32 = b_v8_i____1 - 1 - 4;
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t84 = wg_exp(wg_q[(v8_i____1 + 2)]);
            let t85 = v12_adj__sigma[v8_i____1];
            let t86 = (t85 * t84);
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + t86;
        }
        {
            let v8_i____1: i32 = b_v8_i____1 - 1 - 5;
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t84 = wg_exp(wg_q[(v8_i____1 + 2)]);
            let t85 = v12_adj__sigma[v8_i____1];
            let t86 = (t85 * t84);
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + t86;
        }
        {
            let v8_i____1: i32 = b_v8_i____1 - 1 - 6;
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t84 = wg_exp(wg_q[(v8_i____1 + 2)]);
            let t85 = v12_adj__sigma[v8_i____1];
            let t86 = (t85 * t84);
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + t86;
        }
        {
            let v8_i____1: i32 = b_v8_i____1 - 1 - 7;
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
            let t84 = wg_exp(wg_q[(v8_i____1 + 2)]);
            let t85 = v12_adj__sigma[v8_i____1];
            let t86 = (t85 * t84);
            v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + t86;
        }
    }
    for (var v8_i____1: i32 = 0 + (2 - 0) % 8 - 1; v8_i____1 >= 0; v8_i____1--) {
        wg_trips += 1u;
        v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + 1.0f;
        let t84 = wg_exp(wg_q[(v8_i____1 + 2)]);
        let t85 = v12_adj__sigma[v8_i____1];
        let t86 = (t85 * t84);
        v14_adj__unconstrained__[(v8_i____1 + 2)] = v14_adj__unconstrained__[(v8_i____1 + 2)] + t86;
    }
    for (var b_v7_i__: i32 = 2; b_v7_i__ - 8 >= 1; b_v7_i__ -= 8) {
        wg_trips += 1u;
        {
            let v7_i__: i32 = b_v7_i__ - 1 - 0;
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + 1.0f;
            let t88 = wg_exp(wg_q[v7_i__]);
            let t90 = v11_adj__mu[v7_i__];
            {
                let y = (t90) - c11_adj__mu[(v7_i__ - 1)];
                let t = v11_adj__mu[(v7_i__ - 1)] + y;
                c11_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v11_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[(v7_i__ - 1)] = t;
            }
            let t93 = (t90 * t88);
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t93;
        }
        {
            let v7_i__: i32 = b_v7_i__ - 1 - 1;
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + 1.0f;
            let t88 = wg_exp(wg_q[v7_i__]);
            let t90 = v11_adj__mu[v7_i__];
            {
                let y = (t90) - c11_adj__mu[(v7_i__ - 1)];
                let t = v11_adj__mu[(v7_i__ - 1)] + y;
                c11_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v11_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[(v7_i__ - 1)] = t;
            }
            let t93 = (t90 * t88);
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t93;
        }
        {
            let v7_i__: i32 = b_v7_i__ - 1 - 2;
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + 1.0f;
            let t88 = wg_exp(wg_q[v7_i__]);
            let t90 = v11_adj__mu[v7_i__];
            {
                let y = (t90) - c11_adj__mu[(v7_i__ - 1)];
                let t = v11_adj__mu[(v7_i__ - 1)] + y;
                c11_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v11_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[(v7_i__ - 1)] = t;
            }
            let t93 = (t90 * t88);
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t93;
        }
        {
            let v7_i__: i32 = b_v7_i__ - 1 - 3;
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + 1.0f;
            let t88 = wg_exp(wg_q[v7_i__]);
            let t90 = v11_adj__mu[v7_i__];
            {
                let y = (t90) - c11_adj__mu[(v7_i__ - 1)];
                let t = v11_adj__mu[(v7_i__ - 1)] + y;
                c11_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v11_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[(v7_i__ - 1)] = t;
            }
            let t93 = (t90 * t88);
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t93;
        }
        {
            let v7_i__: i32 = b_v7_i__ - 1 - 4;
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + 1.0f;
            let t88 = wg_exp(wg_q[v7_i__]);
            let t90 = v11_adj__mu[v7_i__];
            {
                let y = (t90) - c11_adj__mu[(v7_i__ - 1)];
                let t = v11_adj__mu[(v7_i__ - 1)] + y;
                c11_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v11_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[(v7_i__ - 1)] = t;
            }
            let t93 = (t90 * t88);
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t93;
        }
        {
            let v7_i__: i32 = b_v7_i__ - 1 - 5;
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + 1.0f;
            let t88 = wg_exp(wg_q[v7_i__]);
            let t90 = v11_adj__mu[v7_i__];
            {
                let y = (t90) - c11_adj__mu[(v7_i__ - 1)];
                let t = v11_adj__mu[(v7_i__ - 1)] + y;
                c11_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v11_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[(v7_i__ - 1)] = t;
            }
            let t93 = (t90 * t88);
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t93;
        }
        {
            let v7_i__: i32 = b_v7_i__ - 1 - 6;
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + 1.0f;
            let t88 = wg_exp(wg_q[v7_i__]);
            let t90 = v11_adj__mu[v7_i__];
            {
                let y = (t90) - c11_adj__mu[(v7_i__ - 1)];
                let t = v11_adj__mu[(v7_i__ - 1)] + y;
                c11_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v11_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[(v7_i__ - 1)] = t;
            }
            let t93 = (t90 * t88);
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t93;
        }
        {
            let v7_i__: i32 = b_v7_i__ - 1 - 7;
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + 1.0f;
            let t88 = wg_exp(wg_q[v7_i__]);
            let t90 = v11_adj__mu[v7_i__];
            {
                let y = (t90) - c11_adj__mu[(v7_i__ - 1)];
                let t = v11_adj__mu[(v7_i__ - 1)] + y;
                c11_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v11_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
                v11_adj__mu[(v7_i__ - 1)] = t;
            }
            let t93 = (t90 * t88);
            v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t93;
        }
    }
    for (var v7_i__: i32 = 1 + (2 - 1) % 8 - 1; v7_i__ >= 1; v7_i__--) {
        wg_trips += 1u;
        v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + 1.0f;
        let t88 = wg_exp(wg_q[v7_i__]);
        let t90 = v11_adj__mu[v7_i__];
        {
            let y = (t90) - c11_adj__mu[(v7_i__ - 1)];
            let t = v11_adj__mu[(v7_i__ - 1)] + y;
            c11_adj__mu[(v7_i__ - 1)] = select(((t * kahan_one) - v11_adj__mu[(v7_i__ - 1)]) - y, 0.0f, wg_is_inf(t) || wg_is_nan(t));
            v11_adj__mu[(v7_i__ - 1)] = t;
        }
        let t93 = (t90 * t88);
        v14_adj__unconstrained__[v7_i__] = v14_adj__unconstrained__[v7_i__] + t93;
    }
    let t94 = v11_adj__mu[0];
    v14_adj__unconstrained__[0] = v14_adj__unconstrained__[0] + t94;
    for (var k: i32 = 0; k < i32(DIM); k++) { wg_g[k] = v14_adj__unconstrained__[k]; }
    wg_trips += DIM;
    return lp;
}
