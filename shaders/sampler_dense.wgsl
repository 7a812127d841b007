// The dense metric's gradient (src/sampler/dense.rs): the chain runs in the coordinates y of
// the Cholesky factor L of its inverse metric, with the unit metric, and the model is
// evaluated at x = L y; the gradient returned is Lᵀ ∇logp(x). Evaluations (MODE_EVAL) stay in
// the model's coordinates. Appended to the lanes layout's kernel when the metric is dense; its
// entry point calls dense_logp_grad where the diagonal kernel calls logp_grad.
//
// The factors follow every lane's step size and diagonal in `tuning`: chain c's L, row-major
// DIM × DIM, at sp.n * TUNE_STRIDE + c * DIM * DIM.

var<private> wg_y: array<f32, DIM_ALLOC>;

fn dense_logp_grad(lane: u32) -> f32 {
    if (sp.mode == MODE_EVAL) {
        return logp_grad(lane);
    }
    let base = sp.n * TUNE_STRIDE + wg_chain * DIM * DIM;
    for (var i = 0u; i < wg_dim; i++) {
        wg_y[i] = wg_q[i];
    }
    // x = L y, row by row (L is lower triangular).
    for (var i = 0u; i < wg_dim; i++) {
        var s = 0.0f;
        for (var j = 0u; j <= i; j++) {
            s += tuning[base + i * DIM + j] * wg_y[j];
        }
        wg_q[i] = s;
    }
    wg_trips += DIM * DIM + 2u * DIM;
    let lp = logp_grad(lane);
    // The chain's position goes back to y; the gradient becomes Lᵀ g, through wg_y.
    for (var i = 0u; i < wg_dim; i++) {
        wg_q[i] = wg_y[i];
    }
    for (var j = 0u; j < wg_dim; j++) {
        var s = 0.0f;
        for (var i = j; i < wg_dim; i++) {
            s += tuning[base + i * DIM + j] * wg_g[i];
        }
        wg_y[j] = s;
    }
    for (var i = 0u; i < wg_dim; i++) {
        wg_g[i] = wg_y[i];
    }
    wg_trips += DIM * DIM + 3u * DIM;
    return lp;
}
