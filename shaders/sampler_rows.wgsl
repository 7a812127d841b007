// The sampler's entry point in the rows layout: ROW_LANES lanes per chain, WG_SIZE / ROW_LANES
// chains per workgroup. The chain's first lane (its lead) runs the chain's state machine, with
// the chain's state in `work` and `lanes`; every lane of the chain evaluates the model's
// gradient at the lead's position, sharing the rows of the data plates, whose sums meet in
// workgroup memory. Every lane of a workgroup takes the same number of steps in a dispatch: a
// chain that has finished its block evaluates the gradient with the others and discards it, a
// chain that finishes a trajectory starts the next one at once, and the dispatch ends for
// all when no chain has a step left or one has spent its budget.
// Appended to shaders/sampler.wgsl.

var<workgroup> wg_vote: atomic<u32>;
var<workgroup> wg_votes: u32;

// The bitwise or of every lane's `bits`, the same on every lane.
fn workgroup_or(bits: u32) -> u32 {
    if (wg_local == 0u) {
        atomicStore(&wg_vote, 0u);
    }
    workgroupBarrier();
    if (bits != 0u) {
        atomicOr(&wg_vote, bits);
    }
    workgroupBarrier();
    if (wg_local == 0u) {
        wg_votes = atomicLoad(&wg_vote);
    }
    return workgroupUniformLoad(&wg_votes);
}

// Hands the lead's wg_q to the chain's other lanes, through the reduction area `wg_red` (the
// generated code sizes it for WG_SIZE / ROW_LANES positions).
fn share_position(lead: bool) {
    let at = (wg_local / ROW_LANES) * DIM;
    if (lead) {
        for (var i = 0u; i < wg_dim; i++) {
            wg_red[at + i] = q_ld(i);
        }
    }
    workgroupBarrier();
    if (!lead) {
        for (var i = 0u; i < wg_dim; i++) {
            q_st(i, wg_red[at + i]);
        }
    }
    wg_trips += DIM;
    workgroupBarrier();
}

const VOTE_STEP: u32 = 1u;
const VOTE_STOP: u32 = 2u;

@compute @workgroup_size(WG_SIZE)
fn sampler_main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    begin_invocation(gid.x / ROW_LANES, li % ROW_LANES, li);
    let lane = wg_chain;
    let lead = wg_row == 0u && wg_chain < sp.n;
    let eval_mode = sp.mode == MODE_EVAL;
    wg_end = END_NONE;
    var st: Lane;
    st.phase = PHASE_DONE;
    if (lead) {
        st = load_state(lane, eval_mode);
    }
    let margin = 12u * DIM + 256u;
    var steps = 0u;
    loop {
        wg_trips += 1u;
        var step = lead && eval_mode && steps == 0u;
        var stop = false;
        if (lead && !eval_mode) {
            if (st.phase == PHASE_BEGIN) {
                begin_transition(lane, &st);
            }
            step = st.phase == PHASE_STEP;
            // Budget checks from the second step on: every dispatch makes progress.
            stop = step && (steps >= sp.max_leapfrogs
                || QUIRK_LOOP_BUDGET && steps > 0u && wg_trips + 2u * st.trips_per_leaf + margin > sp.trip_budget);
        }
        let votes = workgroup_or(select(0u, VOTE_STEP, step) | select(0u, VOTE_STOP, stop));
        if ((votes & VOTE_STEP) == 0u || (votes & VOTE_STOP) != 0u) {
            break;
        }
        var eps = 0.0f;
        let before = wg_trips;
        if (step) {
            eps = start_step(lane, &st, eval_mode);
            drift(&st, eps);
        }
        share_position(wg_row == 0u);
        // The one call of the model's gradient in the kernel, on every lane of the workgroup.
        let lp = logp_grad(gid.x);
        if (step) {
            finish_step(lane, &st, kick(&st, lp, eps), eval_mode);
            if (QUIRK_LOOP_BUDGET) {
                st.trips_per_leaf = max(st.trips_per_leaf, wg_trips - before);
            }
        }
        steps += 1u;
    }
    if (lead) {
        save_state(lane, st, eval_mode);
    }
    check_loop_budget();
}
