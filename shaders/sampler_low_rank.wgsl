// The low-rank metric's gradient (src/sampler/dense.rs, FactorForm::LowRank): the chain runs
// the diagonal metric σ² (the lane's diagonal in `tuning`, as a diagonal run does) in the
// coordinates y of the factor A = I + Σⱼ sⱼ pⱼ qⱼᵀ, and the model is evaluated at x = A y; the
// gradient returned is Aᵀ g = g + Σⱼ sⱼ (pⱼ · g) qⱼ. Evaluations (MODE_EVAL) stay in the model's
// coordinates. Appended to the lanes layout's kernel when the metric is low-rank; its entry
// point calls low_rank_logp_grad where the diagonal kernel calls logp_grad. Each correction
// costs four passes over the coordinates; a chain without corrections runs as a diagonal one.
//
// The factors follow every lane's step size and diagonal in `tuning`, lane-interleaved so that
// the lanes of a workgroup read neighbouring words (low_rank_word). A factor's words: the number
// n of corrections, the LR_RANK coefficients sⱼ, then per correction pⱼ and qⱼ (DIM words each).
// The module defines LR_RANK before this file.
const LR_WORDS: u32 = 1u + LR_RANK + 2u * LR_RANK * DIM;

// Word w of the chain's factor: after the step sizes and diagonals of the group's lanes
// (rounded up to LANE_BLOCK), lane-interleaved (lane_word).
fn low_rank_word(w: u32) -> f32 {
    let lanes = (sp.n + LANE_BLOCK - 1u) / LANE_BLOCK * LANE_BLOCK;
    return tuning[lanes * TUNE_STRIDE + lane_word(wg_chain, LR_WORDS, w)];
}

// x += Σⱼ sⱼ (bⱼ · y) aⱼ into the gradient (`to_g`) or the position, with (a, b) = (p, q)
// (`swap` 0) or (q, p) (`swap` 1).
fn low_rank_correct(to_g: bool, swap: u32) {
    let n = min(u32(low_rank_word(0u)), LR_RANK);
    for (var j = 0u; j < n; j++) {
        let s = low_rank_word(1u + j);
        let a = 1u + LR_RANK + (2u * j + swap) * DIM;
        let b = 1u + LR_RANK + (2u * j + 1u - swap) * DIM;
        var dot = 0.0f;
        for (var i = 0u; i < wg_dim; i++) {
            dot += low_rank_word(b + i) * y_ld(i);
        }
        dot *= s;
        for (var i = 0u; i < wg_dim; i++) {
            let add = dot * low_rank_word(a + i);
            if (to_g) {
                g_st(i, g_ld(i) + add);
            } else {
                q_st(i, q_ld(i) + add);
            }
        }
        wg_trips += 2u * DIM + 1u;
    }
}

// One call of logp_grad, so that the compiler (which inlines every call) keeps one copy of the
// model's gradient.
fn low_rank_logp_grad(lane: u32) -> f32 {
    let transform = sp.mode != MODE_EVAL;
    if (transform) {
        // x = y + Σⱼ sⱼ (qⱼ · y) pⱼ.
        for (var i = 0u; i < wg_dim; i++) {
            y_st(i, q_ld(i));
        }
        low_rank_correct(false, 0u);
        wg_trips += DIM + 1u;
    }
    let lp = logp_grad(lane);
    if (transform) {
        // The chain's position goes back to y; g becomes g + Σⱼ sⱼ (pⱼ · g) qⱼ.
        for (var i = 0u; i < wg_dim; i++) {
            q_st(i, y_ld(i));
            y_st(i, g_ld(i));
        }
        low_rank_correct(true, 1u);
        wg_trips += DIM + 1u;
    }
    return lp;
}
