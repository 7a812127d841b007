// The sampler kernel: each chain runs multinomial NUTS or static HMC as a resumable state
// machine, one leapfrog step at a time, so a dispatch may stop after any step and the
// next dispatch goes on where it stopped (the result never depends on where dispatches end).
// Mirrors src/sampler/transition.rs: the same random numbers at the same counters, the same
// decisions in the same order, in f32.
//
// Prepended: shaders/math/, shaders/rng.wgsl and the constants the host shares with this
// kernel, emitted from src/sampler/kernel_abi.rs: LEVELS (NUTS checkpoint levels), the modes
// (MODE_*), phases (PHASE_*), random-number purposes (RNG_*), binding numbers (BINDING_*),
// N_STATS, TREE_MERGE_INDEX, MAX_DELTA_H and the `work` layout (WORK_FIXED, WORK_PER_LEVEL),
// and the driver quirks (QUIRK_*, src/codegen/quirks.rs); then where `work` lives
// (shaders/work_storage.wgsl or shaders/work_private.wgsl: the `work` binding, work_ld, work_st,
// and the copies work_load and work_save) and where the working vectors live
// (shaders/vectors_private.wgsl or vectors_storage.wgsl: X_ld and X_st for the trajectory end
// q, p, g, the metric m and the factor wrappers' y), as the kernel's memory policy says.
// The structs SamplerParams and Lane mirror the Rust types of the same names there (whose
// tests compare the layouts). Appended: the entry point of the kernel's layout
// (shaders/sampler_lanes.wgsl: one lane per chain; shaders/sampler_rows.wgsl: ROW_LANES lanes
// per chain sharing its data rows; the split layout's two kernels, shaders/sampler_partial.wgsl
// and sampler_combine.wgsl), the generated constants (DIM, DIM_ALLOC, SCRATCH_STRIDE,
// HAS_GRADIENT, ROW_LANES, WG_SIZE), LANE_BLOCK and lane_word, and
// `fn logp_grad(lane: u32) -> f32`, which reads the point with q_ld and writes the gradient
// with g_st.
//
// Memory: every per-lane buffer (`work`, `tuning`, `draws`, `proposals`, `scratch`) is
// lane-interleaved (lane_word: word k of LANE_BLOCK neighbouring lanes in neighbouring words).
// Under the private policy (software adapters: storage accesses at per-lane addresses are many
// times slower on SIMD CPU drivers) the working vectors live in invocation-private memory for a
// whole dispatch, and in the lanes layout `work` itself where it fits; under the storage policy
// (GPUs, where private arrays indexed in loops are scratch memory) everything per coordinate
// stays in the buffers. Static HMC and MAMS keep their trajectory end in the working vectors
// between steps; NUTS writes it through to `work` after every step, where the tree bookkeeping
// reads it.

struct SamplerParams {
    n: u32,
    chain_offset: u32,
    key_lo: u32,
    key_hi: u32,
    first_iteration: u32,
    n_iter: u32,
    block_id: u32,
    mode: u32,
    max_depth: u32,
    max_leapfrogs: u32,
    trip_budget: u32,
    guard_trips: u32,
    // Always 1.0: see kahan_one.
    one: f32,
    want_proposals: u32,
    // MAMS: the partial velocity refresh's noise ν between steps (0: none).
    mams_noise: f32,
    pad1: u32,
}

// Per-lane scalars of the state machine.
struct Lane {
    block: u32,
    phase: u32,
    iter: u32,
    depth: u32,
    leaf: u32,
    forward: u32,
    n_leapfrog: u32,
    divergent: u32,
    steps: u32,
    trips_per_leaf: u32,
    logp: f32,
    k_sample: f32,
    h0: f32,
    lsw: f32,
    lsw_sub: f32,
    sum_metro: f32,
    logp_f: f32,
    logp_b: f32,
    logp_u: f32,
    k_u: f32,
    // Split layout: 1 while the partial kernel has the plate of a drifted step to add up.
    pending: u32,
    // MAMS: the kinetic energy change of the trajectory so far.
    dk: f32,
    // MAMS: the pending second half of the last step's velocity update (see mams_kick).
    turn_norm: f32,
    turn_ue: f32,
    turn_inv_u: f32,
}

@group(0) @binding(BINDING_DATA_F) var<storage, read> data_f: array<f32>;
@group(0) @binding(BINDING_DATA_I) var<storage, read> data_i: array<i32>;
// The same buffer as data_f, read four elements at a time.
@group(0) @binding(BINDING_DATA_F4) var<storage, read> data_f4: array<vec4<f32>>;
@group(0) @binding(BINDING_SCRATCH) var<storage, read_write> scratch: array<f32>;
// status[0] != 0: the driver's loop budget ran out (results invalid); status[1]: lanes not done.
@group(0) @binding(BINDING_STATUS) var<storage, read_write> status: array<atomic<u32>>;
@group(0) @binding(BINDING_LANES) var<storage, read_write> lanes: array<Lane>;
// Per lane: step size, then the diagonal inverse metric.
@group(0) @binding(BINDING_TUNING) var<storage, read> tuning: array<f32>;
// Per block iteration and lane: position (DIM) then the 7 statistics.
@group(0) @binding(BINDING_DRAWS) var<storage, read_write> draws: array<f32>;
// Leapfrog steps of each block iteration (HMC).
@group(0) @binding(BINDING_STEPS) var<storage, read> steps_table: array<u32>;
// HMC: per lane, the trajectory's end (position, momentum) and its acceptance probability.
@group(0) @binding(BINDING_PROPOSALS) var<storage, read_write> proposals: array<f32>;
@group(0) @binding(BINDING_PARAMS) var<uniform> sp: SamplerParams;

// Offsets of the per-lane vectors in `work`, in units of DIM.
const W_Q: u32 = 0u;       // the chain's state (the sample)
const W_G: u32 = 1u;
const W_QF: u32 = 2u;      // forward end of the trajectory
const W_PF: u32 = 3u;
const W_GF: u32 = 4u;
const W_QB: u32 = 5u;      // backward end
const W_PB: u32 = 6u;
const W_GB: u32 = 7u;
const W_QU: u32 = 8u;      // the subtree's proposal
const W_GU: u32 = 9u;
const W_RHO: u32 = 10u;    // momentum sum of the whole trajectory
const W_SUM: u32 = 11u;    // momentum sum of the subtree
const W_PNEAR: u32 = 12u;  // momentum of the old tree's end the subtree grows from
const W_PFIRST: u32 = 13u; // momentum of the subtree's first leaf
const W_POS: u32 = 14u;    // split layout: the position the partial kernel evaluates
const W_CK: u32 = WORK_FIXED; // per level: first momentum, sum before, left half's last momentum
const WORK_STRIDE: u32 = (WORK_FIXED + WORK_PER_LEVEL * LEVELS + WORK_VECTORS) * DIM;
const TUNE_STRIDE: u32 = DIM + 1u;
const DRAW_STRIDE: u32 = DIM + N_STATS;
const PROPOSAL_STRIDE: u32 = 2u * DIM + 1u;

// Momentum of the end being integrated, the diagonal inverse metric, and which end of `work`
// wg_q/wg_p/wg_g hold (END_NONE: none yet in this dispatch or transition).
var<private> wg_end: u32;
const END_NONE: u32 = 0u;
const END_F: u32 = 1u;
const END_B: u32 = 2u;

// The kinetic energy of wg_p after the last kick (see kick).
var<private> wg_kinetic: f32;
// 1.0, read from the uniform so that compilers cannot fold compensated sums away.
var<private> kahan_one: f32;
// DIM; with the rolled-loops quirk read through the uniform so that compilers keep the
// template's loops over the coordinates as loops (unrolled, they multiply llvmpipe's compile
// time for small models).
var<private> wg_dim: u32;
// Loop iterations run by this invocation (Mesa 22's llvmpipe stops all loops after 65 535):
// counted only with the loop-budget quirk (src/codegen/quirks.rs).
var<private> wg_trips: u32;
// This invocation's chain within the group (the index of its tuning, draws, random streams
// and state), its lane among the chain's ROW_LANES lanes, and its index in the workgroup.
var<private> wg_chain: u32;
var<private> wg_row: u32;
var<private> wg_local: u32;
// Where word 0 of the chain's `work` and `tuning` rows lie (lane_word): word k lies k
// LANE_BLOCK words further.
var<private> wg_wbase: u32;
var<private> wg_tune: u32;

// Every entry point's first step: this invocation's chain, lane among the chain's lanes and
// index in the workgroup, and the per-invocation values read from the uniform.
fn begin_invocation(chain: u32, row: u32, local: u32) {
    wg_chain = chain;
    wg_row = row;
    wg_local = local;
    wg_wbase = lane_word(chain, WORK_STRIDE, 0u);
    wg_tune = lane_word(chain, TUNE_STRIDE, 0u);
    kahan_one = sp.one;
    wg_dim = DIM * u32(sp.one);
    wg_trips = 0u;
}

fn wg_square(x: f32) -> f32 {
    return x * x;
}

// Where vector `slot` of a lane's `work` starts, for work_ld and work_st: the work file put
// before this one (shaders/work_storage.wgsl or work_private.wgsl) keeps `work` in the
// buffer or in private memory.
fn wv(lane: u32, slot: u32) -> u32 {
    return slot * DIM;
}

// Word k of the chain's step size and diagonal in `tuning` (lane-interleaved, see lane_word).
fn tune_ld(k: u32) -> f32 {
    return tuning[wg_tune + k * LANE_BLOCK];
}

// Where the chain's draw of block iteration `iter` starts in `draws`: iteration after
// iteration, each lane-interleaved over the group's lanes (rounded up to LANE_BLOCK); word k
// of the row is LANE_BLOCK words further per k.
fn draw_row(iter: u32) -> u32 {
    let lanes = (sp.n + LANE_BLOCK - 1u) / LANE_BLOCK * LANE_BLOCK;
    return iter * lanes * DRAW_STRIDE + lane_word(wg_chain, DRAW_STRIDE, 0u);
}

fn ck_slot(level: u32, which: u32) -> u32 {
    return W_CK + WORK_PER_LEVEL * level + which;
}

fn minv(lane: u32, i: u32) -> f32 {
    return m_ld(i);
}

// MAMS reads the metric only through its square root σ, so wg_minv holds σ in MODE_MAMS.
fn load_metric(lane: u32) {
    let root = sp.mode == MODE_MAMS;
    for (var i = 0u; i < wg_dim; i++) {
        let m = tune_ld(1u + i);
        m_st(i, select(m, wg_sqrt(m), root));
    }
    wg_trips += DIM;
}

// Makes wg_q/wg_p/wg_g hold the forward (or backward) end of the trajectory.
fn load_end(lane: u32, forward: bool) {
    let want = select(END_B, END_F, forward);
    if (wg_end == want) {
        return;
    }
    let q = wv(lane, select(W_QB, W_QF, forward));
    let p = wv(lane, select(W_PB, W_PF, forward));
    let g = wv(lane, select(W_GB, W_GF, forward));
    for (var i = 0u; i < wg_dim; i++) {
        q_st(i, work_ld(q + i));
        p_st(i, work_ld(p + i));
        g_st(i, work_ld(g + i));
    }
    wg_trips += DIM;
    wg_end = want;
}

// Writes wg_q/wg_p/wg_g back to the end of `work` they hold.
fn store_end(lane: u32) {
    if (wg_end == END_NONE) {
        return;
    }
    let forward = wg_end == END_F;
    let q = wv(lane, select(W_QB, W_QF, forward));
    let p = wv(lane, select(W_PB, W_PF, forward));
    let g = wv(lane, select(W_GB, W_GF, forward));
    for (var i = 0u; i < wg_dim; i++) {
        work_st(q + i, q_ld(i));
        work_st(p + i, p_ld(i));
        work_st(g + i, g_ld(i));
    }
    wg_trips += DIM;
}

fn uniform_at(lane: u32, st: ptr<function, Lane>, purpose: u32, index: u32) -> f32 {
    let w = rng_words(vec2<u32>(sp.key_lo, sp.key_hi), sp.chain_offset + wg_chain, sp.first_iteration + (*st).iter,
        purpose, index);
    return rng_uniform(w.x);
}

fn log_sum_exp2(a: f32, b: f32) -> f32 {
    let m = max(a, b);
    if (m == -wg_inf()) {
        return m;
    }
    return m + wg_log(wg_exp(a - m) + wg_exp(b - m));
}

fn copy_vec(lane: u32, src: u32, dst: u32) {
    let a = wv(lane, src);
    let b = wv(lane, dst);
    for (var i = 0u; i < wg_dim; i++) {
        work_st(b + i, work_ld(a + i));
    }
    wg_trips += DIM;
}

// The kinetic energy of wg_p.
fn kinetic() -> f32 {
    var s = 0.0f;
    for (var i = 0u; i < wg_dim; i++) {
        s += p_ld(i) * p_ld(i) * m_ld(i);
    }
    wg_trips += DIM;
    return 0.5 * s;
}

// The first half of a leapfrog step of size eps at (wg_q, wg_p, wg_g): half a kick, then the
// drift to the new position. MAMS: mams_drift.
fn drift(st: ptr<function, Lane>, eps: f32) {
    if (sp.mode == MODE_MAMS) {
        mams_drift(st, eps);
        return;
    }
    for (var i = 0u; i < wg_dim; i++) {
        let pi = p_ld(i) + 0.5 * eps * g_ld(i);
        q_st(i, q_ld(i) + eps * m_ld(i) * pi);
        p_st(i, pi);
    }
    wg_trips += DIM;
}

// The second half, given the log density lp and gradient wg_g at the new position: half a
// kick (MAMS: mams_kick), with the new momentum's kinetic energy summed in the same pass into
// wg_kinetic, in kinetic()'s order. Returns lp, NaN when it or the gradient is not finite.
fn kick(st: ptr<function, Lane>, lp: f32, eps: f32) -> f32 {
    var finite = !(wg_is_nan(lp) || wg_is_inf(lp) && lp > 0.0);
    if (sp.mode == MODE_MAMS) {
        mams_kick(st, eps);
        return select(wg_nan(), lp, finite && !wg_is_nan((*st).dk));
    }
    var s = 0.0f;
    for (var i = 0u; i < wg_dim; i++) {
        let gi = g_ld(i);
        finite = finite && !(wg_is_nan(gi) || wg_is_inf(gi));
        let pi = p_ld(i) + 0.5 * eps * gi;
        p_st(i, pi);
        s += pi * pi * m_ld(i);
    }
    wg_trips += DIM;
    wg_kinetic = 0.5 * s;
    return select(wg_nan(), lp, finite);
}

// The Hamiltonian after a kick (wg_kinetic), +inf where the log density is NaN (not evaluable)
// or +inf.
fn hamiltonian(logp: f32) -> f32 {
    let h = -logp + wg_kinetic;
    return select(h, wg_inf(), wg_is_nan(h));
}

// ---- MAMS: isokinetic dynamics (mirrors src/sampler/mams.rs, which derives the formulas) ----

// A step is half a velocity turn, a position step and half a turn with the new gradient, as in
// the f64 reference, but the second half waits for the next step, which turns the velocity by
// both halves at once: with a constant gradient the turn over t1 and then over t2 is the turn
// over t1 + t2, and its kinetic energy change the sum of both. The turn's length is known from
// the cosine, so the same pass moves the position: a step passes twice over the coordinates
// (mams_sums after the gradient, mams_turn_move), not seven times. What is pending lives in
// the lane (turn_norm < 0: nothing), so a dispatch may end between two steps.

// The kinetic energy change of turning a velocity of cosine ue with σ∘g by
// delta = t |σ∘g| / (d − 1): (d − 1) (δ + log1p(−(1 − u·e)(1 − e^{−2δ})/2)).
fn mams_dk(delta: f32, ue: f32) -> f32 {
    let shrink = 0.5 * (1.0 - ue) * -wg_expm1(-2.0 * delta);
    return f32(wg_dim - 1u) * (delta + wg_log1p(-shrink));
}

// The lane's pending turn from wg_g and wg_p (σ = wg_minv, see load_metric): |σ∘g|, the cosine
// of wg_p with σ∘g and 1 / |wg_p| (wg_p need not be a unit vector). False where the gradient is
// not finite.
fn mams_sums(st: ptr<function, Lane>) -> bool {
    var g2 = 0.0f;
    var ug = 0.0f;
    var u2 = 0.0f;
    for (var i = 0u; i < wg_dim; i++) {
        let gx = g_ld(i) * m_ld(i);
        g2 += gx * gx;
        ug += p_ld(i) * gx;
        u2 += p_ld(i) * p_ld(i);
    }
    wg_trips += DIM;
    let norm = wg_sqrt(g2);
    let inv_u = 1.0 / wg_sqrt(u2);
    (*st).turn_norm = norm;
    (*st).turn_ue = select(clamp(ug / norm * inv_u, -1.0, 1.0), 0.0, norm == 0.0);
    (*st).turn_inv_u = inv_u;
    return !(wg_is_nan(norm) || wg_is_inf(norm));
}

// delta = t |σ∘g| / (d − 1) of the lane's pending turn; 0 where there is no force, or in one
// dimension, where the velocity is ±1 and cannot turn.
fn mams_delta(st: ptr<function, Lane>, t: f32) -> f32 {
    let norm = (*st).turn_norm;
    return select(0.0, t * norm / f32(max(wg_dim, 2u) - 1u), norm > 0.0 && wg_dim > 1u);
}

// Turns u = wg_p / |wg_p| by the lane's pending turn over delta, u' ∝ a e + b u with
// e = σ∘g / |σ∘g| (src/sampler/mams.rs), normalised by |a e + b u|² = a² + b² + 2ab (u·e);
// and moves wg_q by eps σ∘u' in the same pass.
fn mams_turn_move(st: ptr<function, Lane>, delta: f32, eps: f32) {
    let ue = (*st).turn_ue;
    var ce = 0.0f;
    var cu = (*st).turn_inv_u;
    if (delta > 0.0) {
        let zeta = wg_exp(-delta);
        let one_minus_zeta = -wg_expm1(-delta);
        let a = one_minus_zeta * (1.0 + zeta + ue * one_minus_zeta);
        let b = 2.0 * zeta;
        // u·e ≥ −1, so the length is at least |a − b| (rounding aside).
        let len = wg_sqrt(max(a * a + b * b + 2.0 * a * b * ue, (a - b) * (a - b)));
        ce = a / ((*st).turn_norm * len);
        cu = b * cu / len;
    }
    for (var i = 0u; i < wg_dim; i++) {
        let u = ce * g_ld(i) * m_ld(i) + cu * p_ld(i);
        p_st(i, u);
        q_st(i, q_ld(i) + eps * m_ld(i) * u);
    }
    wg_trips += DIM;
}

// The first half of a MAMS step: the velocity turn (the last step's pending half with this
// step's first, or, first in a trajectory or after a refresh, this step's half alone), then
// the position step.
fn mams_drift(st: ptr<function, Lane>, eps: f32) {
    var delta = 0.0f;
    if ((*st).turn_norm < 0.0) {
        let finite = mams_sums(st);
        delta = mams_delta(st, 0.5 * eps);
        (*st).dk += select(wg_nan(), mams_dk(delta, (*st).turn_ue), finite);
    } else {
        // mams_kick counted the pending half.
        let half = mams_delta(st, 0.5 * eps);
        delta = 2.0 * half;
        (*st).dk += mams_dk(delta, (*st).turn_ue) - mams_dk(half, (*st).turn_ue);
    }
    mams_turn_move(st, delta, eps);
}

// The second half of a MAMS step at the new gradient: its kinetic energy change counts now
// (NaN where the gradient is not finite), the turn waits for the next step (mams_drift).
fn mams_kick(st: ptr<function, Lane>, eps: f32) {
    let finite = mams_sums(st);
    (*st).dk += select(wg_nan(), mams_dk(mams_delta(st, 0.5 * eps), (*st).turn_ue), finite);
}

// Sets wg_p to the normals z of `purpose` (four per counter from index `first`), or with
// `add` to wg_p + nu z; not normalised: the next step's mams_sums measures its length.
fn velocity_normals(st: ptr<function, Lane>, purpose: u32, first: u32, add: bool, nu: f32) {
    let key = vec2<u32>(sp.key_lo, sp.key_hi);
    let it = sp.first_iteration + (*st).iter;
    for (var i = 0u; i < wg_dim; i += 4u) {
        let z = rng_normal4(rng_words(key, sp.chain_offset + wg_chain, it, purpose, first + i / 4u));
        for (var j = 0u; j < 4u && i + j < wg_dim; j++) {
            p_st(i + j, select(z[j], p_ld(i + j) + nu * z[j], add));
        }
        wg_trips += 4u;
    }
    wg_trips += DIM / 4u + 1u;
    (*st).turn_norm = -1.0;
}

// A velocity uniform on the sphere (once normalised) into wg_p: the momentum stream's normals.
fn draw_velocity(lane: u32, st: ptr<function, Lane>) {
    velocity_normals(st, RNG_MOMENTUM, 0u, false, 0.0);
}

// The partial refresh after step `step` (from 0) of a trajectory: the pending half turn, then
// wg_p ← wg_p + ν z with the refresh stream's normals z, ν = sp.mams_noise (normalised by the
// next step); nothing where ν is 0.
fn refresh_velocity(st: ptr<function, Lane>, step: u32) {
    if (sp.mams_noise == 0.0) {
        return;
    }
    mams_turn_move(st, mams_delta(st, 0.5 * tune_ld(0u)), 0.0);
    velocity_normals(st, RNG_REFRESH, step * ((DIM + 3u) / 4u), true, sp.mams_noise);
}

// The energy −lp + ΔK of a MAMS trajectory's end, +inf where it is not finite.
fn mams_energy(st: ptr<function, Lane>, lp: f32) -> f32 {
    let h = -lp + (*st).dk;
    return select(h, wg_inf(), wg_is_nan(h) || wg_is_inf((*st).dk));
}

fn write_draw(lane: u32, st: ptr<function, Lane>, accept: f32, depth: f32, energy: f32) {
    let at = draw_row((*st).iter);
    let q = wv(lane, W_Q);
    for (var i = 0u; i < wg_dim; i++) {
        draws[at + i * LANE_BLOCK] = work_ld(q + i);
    }
    wg_trips += DIM;
    draws[at + (DIM + 0u) * LANE_BLOCK] = (*st).logp;
    draws[at + (DIM + 1u) * LANE_BLOCK] = accept;
    draws[at + (DIM + 2u) * LANE_BLOCK] = tune_ld(0u);
    draws[at + (DIM + 3u) * LANE_BLOCK] = depth;
    draws[at + (DIM + 4u) * LANE_BLOCK] = f32((*st).n_leapfrog);
    draws[at + (DIM + 5u) * LANE_BLOCK] = f32((*st).divergent);
    draws[at + (DIM + 6u) * LANE_BLOCK] = energy;
    (*st).iter += 1u;
    (*st).phase = select(PHASE_BEGIN, PHASE_DONE, (*st).iter >= sp.n_iter);
}

// Momentum ~ N(0, M) into wg_p; returns its kinetic energy.
fn draw_momentum(lane: u32, st: ptr<function, Lane>) -> f32 {
    let key = vec2<u32>(sp.key_lo, sp.key_hi);
    let it = sp.first_iteration + (*st).iter;
    for (var i = 0u; i < wg_dim; i += 4u) {
        let z = rng_normal4(rng_words(key, sp.chain_offset + wg_chain, it, RNG_MOMENTUM, i / 4u));
        for (var j = 0u; j < 4u && i + j < wg_dim; j++) {
            p_st(i + j, z[j] / wg_sqrt(m_ld(i + j)));
        }
        wg_trips += 4u;
    }
    wg_trips += DIM / 4u + 1u;
    return kinetic();
}

// The chain's state becomes the forward end of a new trajectory, with fresh momentum.
fn begin_transition(lane: u32, st: ptr<function, Lane>) {
    let q = wv(lane, W_Q);
    let g = wv(lane, W_G);
    for (var i = 0u; i < wg_dim; i++) {
        q_st(i, work_ld(q + i));
        g_st(i, work_ld(g + i));
    }
    wg_trips += DIM;
    var k0 = 0.0f;
    if (sp.mode == MODE_MAMS) {
        draw_velocity(lane, st);
    } else {
        k0 = draw_momentum(lane, st);
    }
    (*st).dk = 0.0;
    wg_end = END_F;
    (*st).h0 = select(-(*st).logp + k0, wg_inf(), wg_is_nan(-(*st).logp + k0));
    (*st).logp_f = (*st).logp;
    (*st).n_leapfrog = 0u;
    (*st).divergent = 0u;
    (*st).sum_metro = 0.0;
    (*st).phase = PHASE_STEP;
    if (sp.mode == MODE_NUTS) {
        store_end(lane);
        copy_vec(lane, W_QF, W_QB);
        copy_vec(lane, W_PF, W_PB);
        copy_vec(lane, W_GF, W_GB);
        copy_vec(lane, W_PF, W_RHO);
        (*st).logp_b = (*st).logp;
        (*st).k_sample = k0;
        (*st).lsw = 0.0;
        (*st).depth = 0u;
        start_subtree(lane, st);
    } else {
        var steps = max(steps_table[(*st).iter], 1u);
        if (sp.mode == MODE_HMC_JITTER) {
            let w = rng_words(vec2<u32>(sp.key_lo, sp.key_hi), sp.chain_offset + wg_chain,
                sp.first_iteration + (*st).iter, RNG_JITTER, 0u);
            steps = 1u + rngm_mulhilo(w.x, steps).x;
        }
        (*st).steps = steps;
    }
}

// ---- static HMC and MAMS ----

// After a leapfrog step of the forward end (log density lp).
fn hmc_after_step(lane: u32, st: ptr<function, Lane>, lp: f32) {
    (*st).logp_f = lp;
    (*st).n_leapfrog += 1u;
    var h: f32;
    if (sp.mode == MODE_MAMS) {
        h = mams_energy(st, lp);
    } else {
        h = hamiltonian(lp);
    }
    let h0 = (*st).h0;
    if (h - h0 > MAX_DELTA_H || wg_is_inf(h)) {
        (*st).divergent = 1u;
    }
    if ((*st).divergent == 0u && (*st).n_leapfrog < (*st).steps) {
        if (sp.mode == MODE_MAMS) {
            refresh_velocity(st, (*st).n_leapfrog - 1u);
        }
        return;
    }
    let accept = select(min(1.0, wg_exp(h0 - h)), 0.0, (*st).divergent != 0u);
    if (sp.want_proposals != 0u && (*st).iter + 1u == sp.n_iter) {
        let at = lane_word(wg_chain, PROPOSAL_STRIDE, 0u);
        for (var i = 0u; i < wg_dim; i++) {
            proposals[at + i * LANE_BLOCK] = q_ld(i);
            proposals[at + (DIM + i) * LANE_BLOCK] = p_ld(i);
        }
        wg_trips += DIM;
        proposals[at + 2u * DIM * LANE_BLOCK] = accept;
    }
    var energy = h0;
    if (uniform_at(lane, st, RNG_ACCEPT, 0u) < accept) {
        let q = wv(lane, W_Q);
        let g = wv(lane, W_G);
        for (var i = 0u; i < wg_dim; i++) {
            work_st(q + i, q_ld(i));
            work_st(g + i, g_ld(i));
        }
        wg_trips += DIM;
        (*st).logp = lp;
        energy = h;
    }
    write_draw(lane, st, accept, 0.0, energy);
}

// ---- NUTS ----

fn start_subtree(lane: u32, st: ptr<function, Lane>) {
    let forward = uniform_at(lane, st, RNG_DIRECTION, (*st).depth) > 0.5;
    (*st).forward = select(0u, 1u, forward);
    (*st).leaf = 0u;
    (*st).lsw_sub = -wg_inf();
    copy_vec(lane, select(W_PB, W_PF, forward), W_PNEAR);
    let s = wv(lane, W_SUM);
    for (var i = 0u; i < wg_dim; i++) {
        work_st(s + i, 0.0);
    }
    wg_trips += DIM;
}

// Stan's no-U-turn criterion: both sharp momenta (M^-1 p) have a positive dot product with rho.
fn persists(d1: f32, d2: f32) -> bool {
    return d1 > 0.0 && d2 > 0.0;
}

// Stan's three checks when the leaf with momentum at p_slot completes a block of 2^k leaves.
fn merge_persists(lane: u32, k: u32, p_slot: u32) -> bool {
    let p = wv(lane, p_slot);
    let s = wv(lane, W_SUM);
    let first = wv(lane, ck_slot(k, 0u));
    let before = wv(lane, ck_slot(k, 1u));
    let left_last = wv(lane, ck_slot(k, 2u));
    let rfirst = wv(lane, ck_slot(k - 1u, 0u));
    let rbefore = wv(lane, ck_slot(k - 1u, 1u));
    var d = array<f32, 6>(0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    for (var i = 0u; i < wg_dim; i++) {
        let m = minv(lane, i);
        let pi = work_ld(p + i);
        let si = work_ld(s + i);
        var rf = pi;
        var rb = si - pi;
        if (k > 1u) {
            rf = work_ld(rfirst + i);
            rb = work_ld(rbefore + i);
        }
        let whole = si - work_ld(before + i);
        let left_plus = (rb + rf) - work_ld(before + i);
        let right_plus = work_ld(left_last + i) + (si - rb);
        d[0] += work_ld(first + i) * m * whole;
        d[1] += pi * m * whole;
        d[2] += work_ld(first + i) * m * left_plus;
        d[3] += rf * m * left_plus;
        d[4] += work_ld(left_last + i) * m * right_plus;
        d[5] += pi * m * right_plus;
    }
    wg_trips += DIM;
    return persists(d[0], d[1]) && persists(d[2], d[3]) && persists(d[4], d[5]);
}

// After a leapfrog step of the end the subtree grows from (log density lp).
fn nuts_after_step(lane: u32, st: ptr<function, Lane>, lp: f32) {
    let forward = (*st).forward != 0u;
    let q_slot = select(W_QB, W_QF, forward);
    let p_slot = select(W_PB, W_PF, forward);
    let g_slot = select(W_GB, W_GF, forward);
    if (forward) {
        (*st).logp_f = lp;
    } else {
        (*st).logp_b = lp;
    }
    let leaf_index = (*st).n_leapfrog;
    (*st).n_leapfrog += 1u;
    let k = wg_kinetic;
    let h = select(-lp + k, wg_inf(), wg_is_nan(-lp + k));
    if (h - (*st).h0 > MAX_DELTA_H) {
        (*st).divergent = 1u;
    }
    let w = (*st).h0 - h;
    (*st).sum_metro += select(wg_exp(w), 1.0, w > 0.0);
    let total = log_sum_exp2((*st).lsw_sub, w);
    let u = uniform_at(lane, st, RNG_ACCEPT, leaf_index);
    let n = (*st).leaf;
    if (n == 0u || u < wg_exp(w - total)) {
        copy_vec(lane, q_slot, W_QU);
        copy_vec(lane, g_slot, W_GU);
        (*st).logp_u = lp;
        (*st).k_u = k;
    }
    (*st).lsw_sub = total;
    if ((*st).divergent != 0u) {
        finish_nuts(lane, st);
        return;
    }
    if (n == 0u) {
        copy_vec(lane, p_slot, W_PFIRST);
    }
    let depth = (*st).depth;
    for (var lv = 1u; lv <= depth; lv++) {
        wg_trips += 1u;
        if (n % (1u << lv) == 0u) {
            copy_vec(lane, p_slot, ck_slot(lv, 0u));
            copy_vec(lane, W_SUM, ck_slot(lv, 1u));
        }
    }
    let p = wv(lane, p_slot);
    let s = wv(lane, W_SUM);
    for (var i = 0u; i < wg_dim; i++) {
        work_st(s + i, work_ld(s + i) + work_ld(p + i));
    }
    wg_trips += DIM;
    let completed = countTrailingZeros(n + 1u);
    for (var lv = 1u; lv <= min(completed, depth); lv++) {
        wg_trips += 1u;
        if (!merge_persists(lane, lv, p_slot)) {
            finish_nuts(lane, st);
            return;
        }
    }
    if (completed < depth) {
        copy_vec(lane, p_slot, ck_slot(completed + 1u, 2u));
    }
    (*st).leaf = n + 1u;
    if ((*st).leaf == (1u << depth)) {
        subtree_done(lane, st);
    }
}

// A subtree is complete and valid: sample from it, merge it, and check the whole trajectory.
fn subtree_done(lane: u32, st: ptr<function, Lane>) {
    (*st).depth += 1u;
    let u = uniform_at(lane, st, RNG_ACCEPT, TREE_MERGE_INDEX + (*st).depth - 1u);
    if ((*st).lsw_sub > (*st).lsw || u < wg_exp((*st).lsw_sub - (*st).lsw)) {
        copy_vec(lane, W_QU, W_Q);
        copy_vec(lane, W_GU, W_G);
        (*st).logp = (*st).logp_u;
        (*st).k_sample = (*st).k_u;
    }
    (*st).lsw = log_sum_exp2((*st).lsw, (*st).lsw_sub);
    let forward = (*st).forward != 0u;
    let end = wv(lane, select(W_PB, W_PF, forward));
    let far = wv(lane, select(W_PF, W_PB, forward));
    let rho = wv(lane, W_RHO);
    let s = wv(lane, W_SUM);
    let first = wv(lane, W_PFIRST);
    let near = wv(lane, W_PNEAR);
    var d = array<f32, 6>(0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
    for (var i = 0u; i < wg_dim; i++) {
        let m = minv(lane, i);
        let total = work_ld(rho + i) + work_ld(s + i);
        let old_plus = work_ld(rho + i) + work_ld(first + i);
        let new_plus = work_ld(near + i) + work_ld(s + i);
        d[0] += work_ld(far + i) * m * total;
        d[1] += work_ld(end + i) * m * total;
        d[2] += work_ld(far + i) * m * old_plus;
        d[3] += work_ld(first + i) * m * old_plus;
        d[4] += work_ld(near + i) * m * new_plus;
        d[5] += work_ld(end + i) * m * new_plus;
        work_st(rho + i, total);
    }
    wg_trips += DIM;
    let persist = persists(d[0], d[1]) && persists(d[2], d[3]) && persists(d[4], d[5]);
    if (!persist || (*st).depth >= sp.max_depth) {
        finish_nuts(lane, st);
        return;
    }
    start_subtree(lane, st);
}

fn finish_nuts(lane: u32, st: ptr<function, Lane>) {
    let accept = (*st).sum_metro / f32(max((*st).n_leapfrog, 1u));
    write_draw(lane, st, accept, f32((*st).depth), -(*st).logp + (*st).k_sample);
}

// ---- a step ----

// Loads the point a step starts from into wg_q, wg_p and wg_g: the chain's position with zero
// momentum for an evaluation, else the end of the trajectory that the step extends. Returns
// the signed step size (0 for an evaluation).
fn start_step(lane: u32, st: ptr<function, Lane>, eval_mode: bool) -> f32 {
    if (eval_mode) {
        let q = wv(lane, W_Q);
        for (var i = 0u; i < wg_dim; i++) {
            q_st(i, work_ld(q + i));
            p_st(i, 0.0);
            g_st(i, 0.0);
        }
        return 0.0;
    }
    var forward = true;
    var eps = tune_ld(0u);
    if (sp.mode == MODE_NUTS) {
        forward = (*st).forward != 0u;
        eps = select(-eps, eps, forward);
    }
    load_end(lane, forward);
    return eps;
}

// Hands the state machine the log density at the step's end (NaN where it or the gradient is
// not finite).
fn finish_step(lane: u32, st: ptr<function, Lane>, lp: f32, eval_mode: bool) {
    if (eval_mode) {
        finish_evaluate(lane, lp);
        (*st).logp = lp;
    } else if (sp.mode == MODE_NUTS) {
        store_end(lane);
        nuts_after_step(lane, st, lp);
    } else {
        hmc_after_step(lane, st, lp);
    }
}

// ---- a dispatch's start and end ----

// The chain's metric and state at the start of a dispatch; a new block of iterations starts
// afresh.
fn load_state(lane: u32, eval_mode: bool) -> Lane {
    load_metric(lane);
    work_load(lane);
    var st = lanes[lane];
    if (!eval_mode && st.block != sp.block_id) {
        st.block = sp.block_id;
        st.phase = PHASE_BEGIN;
        st.iter = 0u;
    }
    return st;
}

// Keeps the chain's state at the end of a dispatch (static HMC's trajectory end too), and
// counts it as unfinished where its block is not done.
fn save_state(lane: u32, st: Lane, eval_mode: bool) {
    if (!eval_mode && sp.mode != MODE_NUTS && st.phase == PHASE_STEP) {
        store_end(lane);
    }
    work_save(lane);
    lanes[lane] = st;
    if (!eval_mode && st.phase != PHASE_DONE) {
        atomicAdd(&status[1], 1u);
    }
}

// ---- evaluation ----

// MODE_EVAL: the log density and gradient at the chain's position (a leapfrog step of size 0
// from zero momentum), for initialisation.
fn finish_evaluate(lane: u32, lp: f32) {
    let g = wv(lane, W_G);
    for (var i = 0u; i < wg_dim; i++) {
        work_st(g + i, g_ld(i));
        draws[draw_row(0u) + i * LANE_BLOCK] = g_ld(i);
    }
    draws[draw_row(0u) + DIM * LANE_BLOCK] = lp;
}

// Mesa 22's llvmpipe ends every loop of an invocation once 65 535 iterations have run in all; after
// that each loop runs its body once. A loop that must run twice detects it.
// Only with the loop-budget quirk (src/codegen/quirks.rs).
fn check_loop_budget() {
    if (!QUIRK_LOOP_BUDGET) {
        return;
    }
    var trips: u32 = 0u;
    for (var g: u32 = 0u; g < sp.guard_trips; g++) {
        trips += 1u;
    }
    if (trips != sp.guard_trips) {
        atomicOr(&status[0], 1u);
    }
}
