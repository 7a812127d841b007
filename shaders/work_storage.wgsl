// The sampler's `work` (shaders/sampler.wgsl) in storage, lane-interleaved: word k of a
// lane's WORK_STRIDE words at wg_wbase + k * LANE_BLOCK (see lane_word), so the lanes of a
// SIMD group reading the same word read neighbouring addresses. The hardware memory policy,
// the rows and split layouts, and lanes kernels whose `work` is too large for private memory
// (see shaders/work_private.wgsl) use this form.
@group(0) @binding(BINDING_WORK) var<storage, read_write> work: array<f32>;
// Loop iterations the end of a dispatch spends on `work` (none).
const WORK_SAVE_TRIPS: u32 = 0u;

fn work_ld(at: u32) -> f32 {
    return work[wg_wbase + at * LANE_BLOCK];
}

fn work_st(at: u32, value: f32) {
    work[wg_wbase + at * LANE_BLOCK] = value;
}

fn work_load(lane: u32) {}

fn work_save(lane: u32) {}
