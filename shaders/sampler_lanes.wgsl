// The sampler's entry point in the lanes layout: one lane per chain, each running until its
// block of iterations is done or its budget for this dispatch is spent.
// Appended to shaders/sampler.wgsl.

@compute @workgroup_size(WG_SIZE)
fn sampler_main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let lane = gid.x;
    begin_invocation(lane, 0u, lane % WG_SIZE);
    if (lane >= sp.n) {
        return;
    }
    let eval_mode = sp.mode == MODE_EVAL;
    wg_end = END_NONE;
    var st = load_state(lane, eval_mode);
    // Covers starting a transition (unguarded) and finishing one.
    let margin = 12u * DIM + 256u + WORK_SAVE_TRIPS;
    var steps = 0u;
    loop {
        wg_trips += 1u;
        if (!eval_mode) {
            if (st.phase == PHASE_DONE) {
                break;
            }
            if (st.phase == PHASE_BEGIN) {
                begin_transition(lane, &st);
                continue;
            }
            // Budget checks from the second step on: every dispatch makes progress.
            if (steps >= sp.max_leapfrogs || QUIRK_LOOP_BUDGET && steps > 0u && wg_trips + 2u * st.trips_per_leaf + margin > sp.trip_budget) {
                break;
            }
        }
        let before = wg_trips;
        let eps = start_step(lane, &st, eval_mode);
        drift(&st, eps);
        // The one call of the model's gradient in the kernel:
        // shader compilers inline every call, and compile time grows with each copy.
        finish_step(lane, &st, kick(&st, logp_grad(lane), eps), eval_mode);
        if (eval_mode) {
            break;
        }
        if (QUIRK_LOOP_BUDGET) {
            st.trips_per_leaf = max(st.trips_per_leaf, wg_trips - before);
        }
        steps += 1u;
    }
    save_state(lane, st, eval_mode);
    check_loop_budget();
}

