//! The immediate table that rebuilds shared loop counters (`shaders/uniform_table.wgsl`):
//! it returns every counter unchanged, data loads through it are right on lanes whose
//! neighbours took another branch, and every zoo kernel gives the same values with it as
//! without it, to [`UNIFORM_TABLE_ULPS`].

use crate::common;

use std::sync::Arc;

use common::gpu::{gpu_eval, or_skip};
use common::tolerances::UNIFORM_TABLE_ULPS;
use wgmc::{GpuContext, GpuModel, MATH_PRELUDE, UNIFORM_PLAIN};

/// A context with the table (`true`) or without, or `None` when no adapter exists and none
/// is required, or the device takes no immediates (the table is then never used).
fn context(table: bool) -> Option<GpuContext> {
    let mut ctx = or_skip(GpuContext::new())?;
    if !ctx.uniform_table() {
        eprintln!("\n!!! {} takes no immediates: kernels never use the table there !!!\n", ctx.adapter());
        return None;
    }
    ctx.set_uniform_table(table).expect("the device takes immediates");
    Some(ctx)
}

/// Lane `l` writes `wg_uniformK(counters[l])` for K = 1..=7 (or -1 where the counter is out of
/// that function's range).
const REBUILD: &str = "
@group(0) @binding(0) var<storage, read> counters: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<i32>;
@compute @workgroup_size(64)
fn rebuild(@builtin(global_invocation_id) gid: vec3<u32>) {
    let l = gid.x;
    if (l >= arrayLength(&counters)) { return; }
    let i = i32(counters[l]);
    let fits = u32(i);
    out[l * 7u + 0u] = select(-1, wg_uniform1(i), fits < (1u << 5u));
    out[l * 7u + 1u] = select(-1, wg_uniform2(i), fits < (1u << 10u));
    out[l * 7u + 2u] = select(-1, wg_uniform3(i), fits < (1u << 15u));
    out[l * 7u + 3u] = select(-1, wg_uniform4(i), fits < (1u << 20u));
    out[l * 7u + 4u] = select(-1, wg_uniform5(i), fits < (1u << 25u));
    out[l * 7u + 5u] = select(-1, wg_uniform6(i), fits < (1u << 30u));
    out[l * 7u + 6u] = wg_uniform7(i);
}
";

#[test]
fn the_table_returns_every_counter_unchanged() {
    let Some(ctx) = context(true) else { return };
    let mut counters: Vec<u32> = (0..200).collect();
    for b in 5..31 {
        counters.extend([(1u32 << b) - 1, 1 << b, (1 << b) + 1, (1 << b) + 12_345 % (1 << b)]);
    }
    counters.push(i32::MAX as u32);
    let wgsl = format!("{MATH_PRELUDE}\n{REBUILD}");
    let out =
        ctx.run_compute(&wgsl, "rebuild", &[&counters], &[7 * counters.len()], &[], counters.len().div_ceil(64) as u32);
    let out = out.expect("the kernel runs");
    for (l, &c) in counters.iter().enumerate() {
        for k in 1..=7u32 {
            let fits = k == 7 || u64::from(c) < 1u64 << (5 * k);
            let want = if fits { c as i32 } else { -1 };
            assert_eq!(out[0][l * 7 + k as usize - 1] as i32, want, "wg_uniform{k}({c})");
        }
    }
}

/// Lanes whose index is not a multiple of 3 (so not lane 0 of any SIMD group) sum
/// `data[7 r + lane % 7]` over rows r through the table; the others take another branch.
const DIVERGENT: &str = "
@group(0) @binding(0) var<storage, read> data: array<u32>;
@group(0) @binding(1) var<storage, read_write> out: array<u32>;
@compute @workgroup_size(64)
fn divergent(@builtin(global_invocation_id) gid: vec3<u32>) {
    let l = gid.x;
    var acc = 0u;
    if (l % 3u != 0u) {
        for (var r_i: i32 = 0; r_i < 1000; r_i++) {
            let i = wg_uniform2(r_i);
            acc += data[u32(i) * 7u + 3u] * (l % 7u + 1u) + data[u32(i) * 7u + l % 7u];
        }
    } else {
        acc = l;
    }
    out[l] = acc;
}
";

#[test]
fn loads_through_the_table_are_right_on_diverged_lanes() {
    let Some(ctx) = context(true) else { return };
    let data: Vec<u32> = (0..7000u32).map(|k| k.wrapping_mul(2_654_435_761) % 1000).collect();
    let lanes = 256;
    let wgsl = format!("{MATH_PRELUDE}\n{DIVERGENT}");
    let out = ctx.run_compute(&wgsl, "divergent", &[&data], &[lanes], &[], 4).expect("the kernel runs");
    for l in 0..lanes as u32 {
        let want = if l % 3 != 0 {
            (0..1000).map(|r| data[r * 7 + 3] * (l % 7 + 1) + data[r * 7 + (l % 7) as usize]).sum()
        } else {
            l
        };
        assert_eq!(out[0][l as usize], want, "lane {l}");
    }
}

#[test]
fn every_zoo_kernel_gives_the_same_values_with_and_without_the_table() {
    let (Some(with), Some(without)) = (context(true), context(false)) else { return };
    let (with, without) = (Arc::new(with), Arc::new(without));
    for (name, model) in common::zoo::all() {
        let n = 97;
        let pts: Vec<f64> =
            (0..n * model.dim()).map(|k| ((k as u64 * 2_654_435_761) % 4001) as f64 / 2000.0 - 1.0).collect();
        let a = GpuModel::new(with.clone(), &model).expect("compiles with the table");
        let b = GpuModel::new(without.clone(), &model).expect("compiles without");
        assert!(a.wgsl().contains(UNIFORM_PLAIN), "{name}: the context swaps the table in for these");
        let (la, ga) = gpu_eval(&a, n, &pts);
        let (lb, gb) = gpu_eval(&b, n, &pts);
        // f32 results widened to f64: their distance in f32 ulps (same sign, finite here).
        let ulps = |x: &[f64], y: &[f64]| {
            let bits = |v: f64| i64::from((v as f32).to_bits());
            x.iter().zip(y).map(|(&a, &b)| (bits(a) - bits(b)).unsigned_abs()).max()
        };
        assert!(ulps(&la, &lb).unwrap_or(0) <= UNIFORM_TABLE_ULPS, "{name}: log densities");
        assert!(ulps(&ga, &gb).unwrap_or(0) <= UNIFORM_TABLE_ULPS, "{name}: gradients");
    }
}
