// The sampler's `work` (shaders/sampler.wgsl) in storage: every lane's vectors in the buffer,
// WORK_STRIDE words a lane. The rows and split layouts, and lanes kernels whose `work` is too
// large for private memory (see shaders/work_private.wgsl), use this form.
@group(0) @binding(BINDING_WORK) var<storage, read_write> work: array<f32>;
const WORK_LANE_STRIDE: u32 = WORK_STRIDE;
// Loop iterations the end of a dispatch spends on `work` (none).
const WORK_SAVE_TRIPS: u32 = 0u;

fn work_ld(at: u32) -> f32 {
    return work[at];
}

fn work_st(at: u32, value: f32) {
    work[at] = value;
}

fn work_load(lane: u32) {}

fn work_save(lane: u32) {}
