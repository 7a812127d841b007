// The sampler's `work` (shaders/sampler.wgsl) in invocation-private memory: the lane's
// WORK_STRIDE words are copied from the buffer when a dispatch starts and back when it ends,
// so the NUTS tree's bookkeeping never touches storage between. Storage accesses at per-lane
// addresses are many times slower on SIMD CPU drivers, and uncoalesced on GPUs. The lanes
// layout uses this form where a lane's `work` is small enough (see src/sampler/gpu.rs).
@group(0) @binding(BINDING_WORK) var<storage, read_write> work: array<f32>;
var<private> wg_work: array<f32, WORK_STRIDE>;
const WORK_LANE_STRIDE: u32 = 0u;
// Loop iterations the end of a dispatch spends on `work` (work_save).
const WORK_SAVE_TRIPS: u32 = WORK_STRIDE;

fn work_ld(at: u32) -> f32 {
    return wg_work[at];
}

fn work_st(at: u32, value: f32) {
    wg_work[at] = value;
}

fn work_load(lane: u32) {
    let base = lane * WORK_STRIDE;
    for (var i = 0u; i < WORK_STRIDE; i++) {
        wg_work[i] = work[base + i];
    }
    wg_trips += WORK_STRIDE;
}

fn work_save(lane: u32) {
    let base = lane * WORK_STRIDE;
    for (var i = 0u; i < WORK_STRIDE; i++) {
        work[base + i] = wg_work[i];
    }
    wg_trips += WORK_STRIDE;
}
