// The sampler's entry point in the lanes layout: one lane per chain, each running until its
// block of iterations is done or its budget for this dispatch is spent.
// Appended to shaders/sampler.wgsl.

@compute @workgroup_size(WG_SIZE)
fn sampler_main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let lane = gid.x;
    wg_chain = lane;
    wg_row = 0u;
    wg_local = lane % WG_SIZE;
    kahan_one = sp.one;
    wg_dim = DIM * u32(sp.one);
    wg_trips = 0u;
    if (lane >= sp.n) {
        return;
    }
    let eval_mode = sp.mode == MODE_EVAL;
    wg_end = END_NONE;
    var st = load_state(lane, eval_mode);
    // Covers starting a transition (unguarded) and finishing one.
    let margin = 12u * DIM + 256u;
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
            if (steps >= sp.max_leapfrogs || steps > 0u && wg_trips + 2u * st.trips_per_leaf + margin > sp.trip_budget) {
                break;
            }
        }
        // The one call of the model's gradient in the kernel:
        // shader compilers inline every call, and compile time grows with each copy.
        var forward = true;
        var eps = tuning[wg_chain * TUNE_STRIDE];
        if (eval_mode) {
            eps = 0.0;
        } else if (sp.mode == MODE_NUTS) {
            forward = st.forward != 0u;
            eps = select(-eps, eps, forward);
        }
        let before = wg_trips;
        if (eval_mode) {
            let q = wv(lane, W_Q);
            for (var i = 0u; i < wg_dim; i++) {
                wg_q[i] = work[q + i];
                wg_p[i] = 0.0;
                wg_g[i] = 0.0;
            }
        } else {
            load_end(lane, forward);
        }
        drift(eps);
        let lp = kick(logp_grad(lane), eps);
        if (eval_mode) {
            finish_evaluate(lane, lp);
            st.logp = lp;
            break;
        }
        if (sp.mode == MODE_NUTS) {
            store_end(lane);
            nuts_after_step(lane, &st, lp);
        } else {
            hmc_after_step(lane, &st, lp);
        }
        st.trips_per_leaf = max(st.trips_per_leaf, wg_trips - before);
        steps += 1u;
    }
    save_state(lane, st, eval_mode);
    check_loop_budget();
}

