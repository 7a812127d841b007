// The sampler's working vectors in `work` (the hardware memory policy): five more vectors of a
// lane's `work` after the NUTS levels, lane-interleaved like the rest (work_ld), so a lane keeps
// no per-coordinate array in private memory, which a GPU would put in scratch. The same
// accessors as shaders/vectors_private.wgsl, with the same results.
const WORK_VECTORS: u32 = 5u;
const W_VQ: u32 = WORK_FIXED + WORK_PER_LEVEL * LEVELS;

fn vec_at(v: u32, i: u32) -> u32 {
    return wg_wbase + ((W_VQ + v) * DIM + i) * LANE_BLOCK;
}

fn q_ld(i: u32) -> f32 { return work[vec_at(0u, i)]; }
fn q_st(i: u32, v: f32) { work[vec_at(0u, i)] = v; }
fn p_ld(i: u32) -> f32 { return work[vec_at(1u, i)]; }
fn p_st(i: u32, v: f32) { work[vec_at(1u, i)] = v; }
fn g_ld(i: u32) -> f32 { return work[vec_at(2u, i)]; }
fn g_st(i: u32, v: f32) { work[vec_at(2u, i)] = v; }
fn m_ld(i: u32) -> f32 { return work[vec_at(3u, i)]; }
fn m_st(i: u32, v: f32) { work[vec_at(3u, i)] = v; }
fn y_ld(i: u32) -> f32 { return work[vec_at(4u, i)]; }
fn y_st(i: u32, v: f32) { work[vec_at(4u, i)] = v; }
