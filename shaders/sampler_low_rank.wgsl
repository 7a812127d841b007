// The low-rank metric's gradient (src/sampler/dense.rs, FactorForm::LowRank): the chain runs
// the diagonal metric σ² (the lane's diagonal in `tuning`, as a diagonal run does) in the
// coordinates y of the factor A = I + Σⱼ sⱼ pⱼ qⱼᵀ, and the model is evaluated at x = A y; the
// gradient returned is Aᵀ g = g + Σⱼ sⱼ (pⱼ · g) qⱼ. Evaluations (MODE_EVAL) stay in the model's
// coordinates. Appended to the lanes layout's kernel when the metric is low-rank; its entry
// point calls low_rank_logp_grad where the diagonal kernel calls logp_grad. Each correction
// costs four passes over the coordinates; a chain without corrections runs as a diagonal one.
//
// The factors follow every lane's step size and diagonal in `tuning`, interleaved so that the
// lanes of a workgroup read neighbouring words: word w of lane c's factor at
// sp.n * TUNE_STRIDE + w * sp.n + c. A factor's words: the number n of corrections, the
// LR_RANK coefficients sⱼ, then per correction pⱼ and qⱼ (DIM words each). The module defines
// LR_RANK before this file.

var<private> wg_y: array<f32, DIM_ALLOC>;

fn low_rank_word(w: u32) -> f32 {
    return tuning[sp.n * (TUNE_STRIDE + w) + wg_chain];
}

// out += Σⱼ sⱼ (bⱼ · wg_y) aⱼ, with (a, b) = (p, q) (`swap` 0) or (q, p) (`swap` 1).
fn low_rank_correct(out: ptr<private, array<f32, DIM_ALLOC>>, swap: u32) {
    let n = min(u32(low_rank_word(0u)), LR_RANK);
    for (var j = 0u; j < n; j++) {
        let s = low_rank_word(1u + j);
        let a = 1u + LR_RANK + (2u * j + swap) * DIM;
        let b = 1u + LR_RANK + (2u * j + 1u - swap) * DIM;
        var dot = 0.0f;
        for (var i = 0u; i < wg_dim; i++) {
            dot += low_rank_word(b + i) * wg_y[i];
        }
        dot *= s;
        for (var i = 0u; i < wg_dim; i++) {
            (*out)[i] += dot * low_rank_word(a + i);
        }
        wg_trips += 2u * DIM + 1u;
    }
}

fn low_rank_logp_grad(lane: u32) -> f32 {
    if (sp.mode == MODE_EVAL) {
        return logp_grad(lane);
    }
    // x = y + Σⱼ sⱼ (qⱼ · y) pⱼ.
    for (var i = 0u; i < wg_dim; i++) {
        wg_y[i] = wg_q[i];
    }
    low_rank_correct(&wg_q, 0u);
    wg_trips += DIM + 1u;
    let lp = logp_grad(lane);
    // The chain's position goes back to y; g becomes g + Σⱼ sⱼ (pⱼ · g) qⱼ.
    for (var i = 0u; i < wg_dim; i++) {
        wg_q[i] = wg_y[i];
        wg_y[i] = wg_g[i];
    }
    low_rank_correct(&wg_g, 1u);
    wg_trips += DIM + 1u;
    return lp;
}
