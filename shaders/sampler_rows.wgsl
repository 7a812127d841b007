// The sampler's entry point in the rows layout: ROW_LANES lanes per chain, WG_SIZE / ROW_LANES
// chains per workgroup. Every lane of a chain runs the chain's state machine on its own copy
// of the state (they stay equal: the model's gradient hands all of them the same sums), and
// shares the rows of the data plates with the others, which meet at workgroup barriers. So
// every lane of a workgroup takes the same number of leapfrog steps in a dispatch: a lane whose
// chain has finished its block evaluates the gradient with the others and discards it, a chain
// that finishes a trajectory starts the next one at once, and the dispatch ends for all when
// no chain has a step left or one has spent its budget.
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

const VOTE_STEP: u32 = 1u;
const VOTE_STOP: u32 = 2u;

@compute @workgroup_size(WG_SIZE)
fn sampler_main(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) li: u32) {
    let lane = gid.x;
    wg_local = li;
    wg_row = li % ROW_LANES;
    wg_chain = lane / ROW_LANES;
    kahan_one = sp.one;
    wg_dim = DIM * u32(sp.one);
    wg_trips = 0u;
    let in_range = wg_chain < sp.n;
    let eval_mode = sp.mode == MODE_EVAL;
    wg_end = END_NONE;
    var st: Lane;
    st.phase = PHASE_DONE;
    if (in_range) {
        load_metric(lane);
        st = lanes[lane];
        if (!eval_mode && st.block != sp.block_id) {
            st.block = sp.block_id;
            st.phase = PHASE_BEGIN;
            st.iter = 0u;
        }
    }
    let margin = 12u * DIM + 256u;
    var steps = 0u;
    loop {
        wg_trips += 1u;
        var step = in_range && eval_mode && steps == 0u;
        var stop = false;
        if (in_range && !eval_mode) {
            if (st.phase == PHASE_BEGIN) {
                begin_transition(lane, &st);
            }
            step = st.phase == PHASE_STEP;
            // Budget checks from the second step on: every dispatch makes progress.
            stop = step && (steps >= sp.max_leapfrogs
                || steps > 0u && wg_trips + 2u * st.trips_per_leaf + margin > sp.trip_budget);
        }
        let votes = workgroup_or(select(0u, VOTE_STEP, step) | select(0u, VOTE_STOP, stop));
        if ((votes & VOTE_STEP) == 0u || (votes & VOTE_STOP) != 0u) {
            break;
        }
        var forward = true;
        var eps = 0.0f;
        if (step) {
            if (eval_mode) {
                let q = wv(lane, W_Q);
                for (var i = 0u; i < wg_dim; i++) {
                    wg_q[i] = work[q + i];
                    wg_p[i] = 0.0;
                    wg_g[i] = 0.0;
                }
            } else {
                eps = tuning[wg_chain * TUNE_STRIDE];
                if (sp.mode == MODE_NUTS) {
                    forward = st.forward != 0u;
                    eps = select(-eps, eps, forward);
                }
                load_end(lane, forward);
            }
        }
        let before = wg_trips;
        // The one call of the leapfrog step in the kernel, on every lane of the workgroup.
        let lp = leapfrog(lane, eps);
        if (step) {
            if (eval_mode) {
                finish_evaluate(lane, lp);
                st.logp = lp;
            } else if (sp.mode == MODE_NUTS) {
                store_end(lane);
                nuts_after_step(lane, &st, lp);
            } else {
                hmc_after_step(lane, &st, lp);
            }
            st.trips_per_leaf = max(st.trips_per_leaf, wg_trips - before);
        }
        steps += 1u;
    }
    if (in_range) {
        if (!eval_mode && sp.mode != MODE_NUTS && st.phase == PHASE_STEP) {
            store_end(lane);
        }
        lanes[lane] = st;
        if (!eval_mode && st.phase != PHASE_DONE) {
            atomicAdd(&status[1], 1u);
        }
    }
    check_loop_budget();
}
