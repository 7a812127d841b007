// Batched log density (+ gradient) evaluation: ROW_LANES lanes per point (one in the lanes
// layout).
// Prepended: shaders/math/ (the f32 prelude). Appended: the entry point of the kernel's layout
// (eval_lanes.wgsl or eval_rows.wgsl), the generated constants and
// `fn logp_grad(lane: u32) -> f32`, which reads the point with q_ld (from the private array
// wg_q) and writes the gradient with g_st (to the private array wg_g) when the program has one.

struct EvalParams {
    n: u32,
    // Always 1.0: see kahan_one.
    one: f32,
    // Always 2: the guard loop's trip count, unknown to the compiler so it stays a loop.
    guard_trips: u32,
    pad: u32,
}

@group(0) @binding(0) var<storage, read> data_f: array<f32>;
@group(0) @binding(1) var<storage, read> data_i: array<i32>;
// The same buffer as data_f, read four elements at a time.
@group(0) @binding(2) var<storage, read> data_f4: array<vec4<f32>>;
@group(0) @binding(3) var<storage, read> points: array<f32>;
@group(0) @binding(4) var<storage, read_write> out_logp: array<f32>;
@group(0) @binding(5) var<storage, read_write> out_grad: array<f32>;
@group(0) @binding(6) var<storage, read_write> scratch: array<f32>;
// status[0] != 0: some invocation ran out of the driver's loop budget; results are invalid.
@group(0) @binding(7) var<storage, read_write> status: array<atomic<u32>>;
@group(0) @binding(8) var<uniform> eval_params: EvalParams;

// 1.0, read from the uniform so that compilers cannot fold compensated sums away.
var<private> kahan_one: f32;
// Loop iterations run (counted by generated loops; the sampler kernel budgets with it).
var<private> wg_trips: u32;
// The point and its gradient.
var<private> wg_q: array<f32, DIM_ALLOC>;
var<private> wg_g: array<f32, DIM_ALLOC>;

fn q_ld(i: u32) -> f32 { return wg_q[i]; }
fn g_st(i: u32, v: f32) { wg_g[i] = v; }

// The invocation's lane among its point's ROW_LANES lanes, and its index in the workgroup.
var<private> wg_row: u32;
var<private> wg_local: u32;

fn wg_square(x: f32) -> f32 {
    return x * x;
}

// Mesa 22's llvmpipe ends every loop of an invocation once 65 535 iterations have run in all; after
// that each loop runs its body once. A loop that must run twice detects it.
fn check_loop_budget() {
    var trips: u32 = 0u;
    for (var g: u32 = 0u; g < eval_params.guard_trips; g++) {
        trips += 1u;
    }
    if (trips != eval_params.guard_trips) {
        atomicOr(&status[0], 1u);
    }
}
