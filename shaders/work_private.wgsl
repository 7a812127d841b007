// The sampler's `work` (shaders/sampler.wgsl) in invocation-private memory: the lane's
// WORK_STRIDE words are copied from the buffer when a dispatch starts and back when it ends,
// so the NUTS tree's bookkeeping never touches storage between. The software memory policy
// (lavapipe: storage accesses at per-lane addresses are many times slower on SIMD CPU drivers)
// uses this form in the lanes layout where a lane's `work` is small enough (see
// src/sampler/gpu.rs). In the buffer, word k of a lane's `work` lies at
// wg_wbase + k * LANE_BLOCK (lane-interleaved, see lane_word).
@group(0) @binding(BINDING_WORK) var<storage, read_write> work: array<f32>;
var<private> wg_work: array<f32, WORK_STRIDE>;
// Loop iterations the end of a dispatch spends on `work` (work_save).
const WORK_SAVE_TRIPS: u32 = WORK_STRIDE;

fn work_ld(at: u32) -> f32 {
    return wg_work[at];
}

fn work_st(at: u32, value: f32) {
    wg_work[at] = value;
}

fn work_load(lane: u32) {
    for (var i = 0u; i < WORK_STRIDE; i++) {
        wg_work[i] = work[wg_wbase + i * LANE_BLOCK];
    }
    wg_trips += WORK_STRIDE;
}

fn work_save(lane: u32) {
    for (var i = 0u; i < WORK_STRIDE; i++) {
        work[wg_wbase + i * LANE_BLOCK] = wg_work[i];
    }
    wg_trips += WORK_STRIDE;
}
