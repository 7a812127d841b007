// The sampler's working vectors in invocation-private memory (the software memory policy): the
// trajectory end being integrated (q, p, g), the inverse metric or its square root (m), and the
// dense and low-rank wrappers' y. Each is read with X_ld(i) and written with X_st(i, value);
// shaders/vectors_storage.wgsl keeps them in `work` instead, with the same results.
const WORK_VECTORS: u32 = 0u;
var<private> wg_q: array<f32, DIM_ALLOC>;
var<private> wg_p: array<f32, DIM_ALLOC>;
var<private> wg_g: array<f32, DIM_ALLOC>;
var<private> wg_minv: array<f32, DIM_ALLOC>;
var<private> wg_y: array<f32, DIM_ALLOC>;

fn q_ld(i: u32) -> f32 { return wg_q[i]; }
fn q_st(i: u32, v: f32) { wg_q[i] = v; }
fn p_ld(i: u32) -> f32 { return wg_p[i]; }
fn p_st(i: u32, v: f32) { wg_p[i] = v; }
fn g_ld(i: u32) -> f32 { return wg_g[i]; }
fn g_st(i: u32, v: f32) { wg_g[i] = v; }
fn m_ld(i: u32) -> f32 { return wg_minv[i]; }
fn m_st(i: u32, v: f32) { wg_minv[i] = v; }
fn y_ld(i: u32) -> f32 { return wg_y[i]; }
fn y_st(i: u32, v: f32) { wg_y[i] = v; }
