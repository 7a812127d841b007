// The dense metric's gradient (src/sampler/dense.rs): the chain runs in the coordinates y of
// the Cholesky factor L of its inverse metric, with the unit metric, and the model is
// evaluated at x = L y; the gradient returned is Lᵀ ∇logp(x). Evaluations (MODE_EVAL) stay in
// the model's coordinates. Appended to the lanes layout's kernel when the metric is dense; its
// entry point calls dense_logp_grad where the diagonal kernel calls logp_grad.
//
// The factors follow every lane's step size and diagonal in `tuning`: chain c's L, row-major
// DIM × DIM, lane-interleaved (factor_word).

// Word k of the chain's factor: after the step sizes and diagonals of the group's lanes
// (rounded up to LANE_BLOCK), lane-interleaved (lane_word).
fn factor_word(k: u32) -> f32 {
    let lanes = (sp.n + LANE_BLOCK - 1u) / LANE_BLOCK * LANE_BLOCK;
    return tuning[lanes * TUNE_STRIDE + lane_word(wg_chain, DIM * DIM, k)];
}

// One call of logp_grad, so that the compiler (which inlines every call) keeps one copy of the
// model's gradient.
fn dense_logp_grad(lane: u32) -> f32 {
    let transform = sp.mode != MODE_EVAL;
    if (transform) {
        for (var i = 0u; i < wg_dim; i++) {
            y_st(i, q_ld(i));
        }
        // x = L y, row by row (L is lower triangular).
        for (var i = 0u; i < wg_dim; i++) {
            var s = 0.0f;
            for (var j = 0u; j <= i; j++) {
                s += factor_word(i * DIM + j) * y_ld(j);
            }
            q_st(i, s);
        }
        wg_trips += DIM * DIM + 2u * DIM;
    }
    let lp = logp_grad(lane);
    if (transform) {
        // The chain's position goes back to y; the gradient becomes Lᵀ g, through wg_y.
        for (var i = 0u; i < wg_dim; i++) {
            q_st(i, y_ld(i));
        }
        for (var j = 0u; j < wg_dim; j++) {
            var s = 0.0f;
            for (var i = j; i < wg_dim; i++) {
                s += factor_word(i * DIM + j) * g_ld(i);
            }
            y_st(j, s);
        }
        for (var i = 0u; i < wg_dim; i++) {
            g_st(i, y_ld(i));
        }
        wg_trips += DIM * DIM + 3u * DIM;
    }
    return lp;
}
