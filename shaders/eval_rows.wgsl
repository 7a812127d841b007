// The evaluation kernel's entry point in the rows layout. Appended to shaders/eval.wgsl.

// WG_SIZE / ROW_LANES points per workgroup, ROW_LANES lanes each (one in the lanes layout).
// Every lane takes part in the model's gradient, whose data plates may meet at workgroup
// barriers, so none leaves early; the point's first lane writes its results.
@compute @workgroup_size(WG_SIZE)
fn eval_main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    wg_local = li;
    wg_row = li % ROW_LANES;
    let point = gid.x / ROW_LANES;
    kahan_one = eval_params.one;
    let in_range = point < eval_params.n;
    let base = point * DIM;
    if (in_range) {
        for (var i = 0u; i < DIM; i++) {
            wg_q[i] = points[base + i];
        }
    }
    let lp = logp_grad(gid.x);
    if (in_range && wg_row == 0u) {
        out_logp[point] = lp;
        if (HAS_GRADIENT) {
            for (var i = 0u; i < DIM; i++) {
                out_grad[base + i] = wg_g[i];
            }
        }
    }
    check_loop_budget();
}
