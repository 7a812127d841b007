// The split layout's second kernel, one lane per chain. It finishes the step whose plate the
// partial kernel (shaders/sampler_partial.wgsl) has added up: the gradient, with the plate's
// sums read from `partials`, then the second half-kick and the state machine. Then it starts
// the next step (a new transition where one is due), drifts, and leaves the new position in
// `work` (W_POS) for the next partial kernel: one gradient per chain per pair of dispatches,
// and a chain that finishes its trajectory starts the next one in the same dispatch.
// Appended to shaders/sampler.wgsl.

@compute @workgroup_size(WG_SIZE)
fn sampler_main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let lane = gid.x;
    begin_invocation(lane, 0u, lane % WG_SIZE);
    wg_group = 0u;
    wg_active = true;
    if (lane >= sp.n) {
        return;
    }
    let eval_mode = sp.mode == MODE_EVAL;
    wg_end = END_NONE;
    var st = load_state(lane, eval_mode);
    if (st.pending != 0u) {
        st.pending = 0u;
        // The drifted end (or, evaluating, the position) as the step left it.
        let eps = start_step(lane, &st, eval_mode);
        // The one call of the model's gradient in the kernel.
        finish_step(lane, &st, kick(&st, logp_grad(lane), eps), eval_mode);
        if (eval_mode) {
            save_state(lane, st, eval_mode);
            check_loop_budget();
            return;
        }
    }
    if (!eval_mode && st.phase == PHASE_BEGIN) {
        begin_transition(lane, &st);
    }
    if (eval_mode || st.phase == PHASE_STEP) {
        let eps = start_step(lane, &st, eval_mode);
        drift(&st, eps);
        store_end(lane);
        let at = wv(lane, W_POS);
        for (var i = 0u; i < wg_dim; i++) {
            work_st(at + i, q_ld(i));
        }
        st.pending = 1u;
    }
    save_state(lane, st, eval_mode);
    check_loop_budget();
}
