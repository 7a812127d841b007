
// Loop counters every active lane shares, rebuilt from an immediate table so that the shader
// compiler can see they are the same on every lane: `wg_uniformK(i)` returns `i`, for
// `0 <= i < 32^K`, as K lookups of `wg_rows`, which holds 0, 1, …, 31 (set at every
// dispatch). Vulkan requires an immediate (push-constant) array to be indexed uniformly, so
// compilers may treat what it returns as uniform. llvmpipe does, and then loads a storage
// element whose offset is built from such values once per SIMD group, where it would
// otherwise run a loop over the lanes with a bounds check and a branch for each.
var<immediate> wg_rows: array<u32, 32>;
fn wgu_digits(u: u32, shift: u32) -> u32 { return wg_rows[(u >> shift) & 31u] << shift; }
fn wg_uniform1(i: i32) -> i32 { return i32(wgu_digits(u32(i), 0u)); }
fn wg_uniform2(i: i32) -> i32 { return i32(wgu_digits(u32(i), 5u) | wgu_digits(u32(i), 0u)); }
fn wg_uniform3(i: i32) -> i32 { return i32(wgu_digits(u32(i), 10u)) | wg_uniform2(i); }
fn wg_uniform4(i: i32) -> i32 { return i32(wgu_digits(u32(i), 15u)) | wg_uniform3(i); }
fn wg_uniform5(i: i32) -> i32 { return i32(wgu_digits(u32(i), 20u)) | wg_uniform4(i); }
fn wg_uniform6(i: i32) -> i32 { return i32(wgu_digits(u32(i), 25u)) | wg_uniform5(i); }
fn wg_uniform7(i: i32) -> i32 { return i32(wgu_digits(u32(i), 30u)) | wg_uniform6(i); }
