
// Loop counters every active lane shares (written by the code generator for loops whose
// bounds are constants). `wg_uniformK(i)` returns `i`, for `0 <= i < 32^K`. This is the
// portable form; where the device takes a 128-byte immediate block, the GPU context puts
// `uniform_table.wgsl` in its place (see there why).
fn wg_uniform1(i: i32) -> i32 { return i; }
fn wg_uniform2(i: i32) -> i32 { return i; }
fn wg_uniform3(i: i32) -> i32 { return i; }
fn wg_uniform4(i: i32) -> i32 { return i; }
fn wg_uniform5(i: i32) -> i32 { return i; }
fn wg_uniform6(i: i32) -> i32 { return i; }
fn wg_uniform7(i: i32) -> i32 { return i; }
