// The evaluation kernel's entry point in the lanes layout: one lane per point; lanes past the
// batch leave at once. Appended to shaders/eval.wgsl.

@compute @workgroup_size(WG_SIZE)
fn eval_main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    let lane = gid.x;
    wg_row = 0u;
    wg_local = li;
    kahan_one = eval_params.one;
    if (lane >= eval_params.n) {
        return;
    }
    let base = lane * DIM;
    for (var i = 0u; i < DIM; i++) {
        wg_q[i] = points[base + i];
    }
    out_logp[lane] = logp_grad(lane);
    if (HAS_GRADIENT) {
        for (var i = 0u; i < DIM; i++) {
            out_grad[base + i] = wg_g[i];
        }
    }
    check_loop_budget();
}
