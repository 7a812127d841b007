//! The Philox4x32-10 random numbers: known answers, WGSL validity, GPU = Rust, statistics.
//!
//! * `kat_vectors`: the Random123 known-answer vectors (tests/kat_vectors of
//!   github.com/DEShawResearch/random123, the three `philox4x32 10` lines).
//! * `wgsl_validates_with_prelude`: naga parses and validates shaders/math/ + rng.wgsl + a kernel.
//! * `gpu_matches_rust`: on the GPU, the raw words and the uniforms equal the Rust ones bit for bit;
//!   the normals equal the Rust f32 mirror within [`NORMAL_MIRROR_ULP`] and the f64 evaluation of
//!   the same draw within [`NORMAL_F64_REL`].
//! * `*_ks`: Kolmogorov–Smirnov tests of 10^5 draws at alpha = 0.001 (fixed seeds: deterministic).
//! * chain streams do not depend on the number of chains or on batching (CPU and GPU).
//!
//! GPU policy: without an adapter the GPU tests fail if `WGMC_REQUIRE_GPU=1`, else warn and return.

use std::sync::Arc;

use wgmc::ir::Func;
use wgmc::{
    gpu_required, normal_pair_f32, normal_pair_f64, philox4x32_10, purpose, uniform_f32, uniform_f64, GpuContext,
    Philox, MATH_PRELUDE, RNG_WGSL,
};

/// Largest difference of a GPU normal from the Rust f32 mirror, in f32 ulp of the normal's own
/// magnitude (relative 2^-24 units). Both run the same f32 operations in the same order, so on
/// devices without fma contraction and with correctly rounded sqrt and division they are
/// bit-identical: on llvmpipe (Mesa's lavapipe) the test demands that (it is what catches a change
/// of the prelude's `wg_log` that `src/rng.rs` does not mirror). Other devices may fuse
/// `a * b + c` (SPIR-V from naga does not forbid it) or use a 2.5-ulp division (Vulkan's bound),
/// which moves the result by a few ulp.
const NORMAL_MIRROR_ULP: f64 = 16.0;

/// Adapters on which the normals must be bit-identical to the Rust f32 mirror.
const BIT_EXACT_ADAPTERS: &[&str] = &["llvmpipe"];

/// Largest relative difference of a GPU (or Rust f32) normal from the f64 evaluation of the same
/// draw (`normal_pair_f64`). Error budget: log ~1 ulp, sqrt 0.5 ulp, sin/cos polynomial a few ulp
/// (relative, also near the zeros of sin and cos: the reduced argument is exact), final product
/// 0.5 ulp; measured below 4 ulp (2.4e-7) on the CPU mirror.
const NORMAL_F64_REL: f64 = 1e-6;

/// Kolmogorov–Smirnov critical value sqrt(n) D at alpha = 0.001 (asymptotic).
const KS_CRIT_0_001: f64 = 1.94947;

const KS_N: usize = 100_000;

const ULP: f64 = 1.0 / (1u64 << 24) as f64;

// ---------------------------------------------------------------------------
// Known answers and keying
// ---------------------------------------------------------------------------

/// (counter, key, expected): Random123 tests/kat_vectors, `philox4x32 10`.
const KAT: [([u32; 4], [u32; 2], [u32; 4]); 3] = [
    ([0, 0, 0, 0], [0, 0], [0x6627e8d5, 0xe169c58d, 0xbc57ac4c, 0x9b00dbd8]),
    (
        [0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff],
        [0xffffffff, 0xffffffff],
        [0x408f276d, 0x41c83b0e, 0xa20bc7c6, 0x6d5451fd],
    ),
    (
        [0x243f6a88, 0x85a308d3, 0x13198a2e, 0x03707344],
        [0xa4093822, 0x299f31d0],
        [0xd16cfe09, 0x94fdcceb, 0x5001e420, 0x24126ea1],
    ),
];

fn seed_of(key: [u32; 2]) -> u64 {
    (u64::from(key[1]) << 32) | u64::from(key[0])
}

#[test]
fn kat_vectors() {
    for (ctr, key, want) in KAT {
        assert_eq!(philox4x32_10(ctr, key), want, "philox4x32_10({ctr:08x?}, {key:08x?})");
        // The same through the keyed streams: key = (seed low, seed high), counter = the tuple.
        let rng = Philox::new(seed_of(key));
        assert_eq!(rng.key(), key);
        assert_eq!(rng.words(ctr[0], ctr[1], ctr[2], ctr[3]), want);
    }
}

#[test]
fn purposes_are_distinct() {
    let all = [purpose::MOMENTUM, purpose::ACCEPT, purpose::JITTER, purpose::DIRECTION, purpose::INIT];
    assert_eq!(all, [0, 1, 2, 3, 4]);
    let rng = Philox::new(42);
    let words: Vec<[u32; 4]> = all.iter().map(|&p| rng.words(3, 17, p, 0)).collect();
    for i in 0..words.len() {
        for j in 0..i {
            assert_ne!(words[i], words[j]);
        }
    }
}

// ---------------------------------------------------------------------------
// Conversions on the CPU
// ---------------------------------------------------------------------------

#[test]
fn uniforms_are_exact_and_open() {
    assert_eq!(uniform_f32(0), 2f32.powi(-24));
    assert_eq!(uniform_f32(u32::MAX), 1.0 - 2f32.powi(-24));
    for x in [0u32, 1, 0x1ff, 0x200, 0x7fff_ffff, 0x8000_0000, 0xffff_fe00, u32::MAX, 0x9e37_79b9] {
        let u = uniform_f32(x);
        // Exactly (2 (x >> 9) + 1) 2^-24, so 1 - u is exact too.
        assert_eq!(f64::from(u), (2.0 * f64::from(x >> 9) + 1.0) * ULP, "uniform_f32({x:#x})");
        assert!(u > 0.0 && u < 1.0);
        assert_eq!(f64::from(1.0 - u), 1.0 - f64::from(u));
    }
    assert_eq!(uniform_f64(0, 0), 2f64.powi(-53));
    assert_eq!(uniform_f64(u32::MAX, u32::MAX), 1.0 - 2f64.powi(-53));
    assert_eq!(uniform_f64(0x8000_0000, 0), 0.5 + 2f64.powi(-53));
}

/// Words that stress the conversions: extremes of u1, quadrant and octant boundaries of u2.
fn edge_words() -> Vec<u32> {
    let mut v = vec![0, 1, 0x1ff, 0x200, 0x3ff, 0x400, u32::MAX, u32::MAX - 0x200, 0x7fff_ffff, 0x8000_0000];
    for q in 0..8u32 {
        let base = q.wrapping_mul(0x2000_0000);
        for d in [0u32, 0x200, 0x400, 0x1000] {
            v.push(base.wrapping_add(d));
            v.push(base.wrapping_sub(d));
        }
    }
    v
}

/// Normal pairs from word pairs: random words, the edge words against each other, and a sweep.
fn normal_word_pairs() -> Vec<(u32, u32)> {
    let rng = Philox::new(0x5eed);
    let mut pairs = Vec::new();
    for i in 0..20_000 {
        let w = rng.words(i, 0, 99, 0);
        pairs.push((w[0], w[1]));
        pairs.push((w[2], w[3]));
    }
    let edges = edge_words();
    for &a in &edges {
        for &b in &edges {
            pairs.push((a, b));
        }
    }
    // Every 37th of the 2^23 values of each uniform.
    for k in (0..1u32 << 23).step_by(37) {
        pairs.push((k << 9, (k << 9).rotate_left(13) | (k << 9)));
    }
    pairs
}

fn rel_err(got: f64, want: f64) -> f64 {
    (got - want).abs() / want.abs()
}

#[test]
fn normals_f32_match_f64() {
    let mut worst: f64 = 0.0;
    for (a, b) in normal_word_pairs() {
        let (z32, z64) = (normal_pair_f32(a, b), normal_pair_f64(a, b));
        for k in 0..2 {
            let e = rel_err(f64::from(z32[k]), z64[k]);
            assert!(e <= NORMAL_F64_REL, "normal_pair({a:#x}, {b:#x})[{k}]: f32 {} f64 {} rel {e:.2e}", z32[k], z64[k]);
            worst = worst.max(e);
        }
    }
    println!("normal_pair_f32 vs normal_pair_f64: worst relative error {worst:.3e} ({:.2} ulp)", worst / ULP);
}

/// Every one of the 2^23 values of u2 (the angle) with u1 = 1/2 + 2^-24, and every value of u1
/// with a fixed angle: the f32 pair against the f64 evaluation of the same draw.
#[test]
fn normals_f32_match_f64_exhaustively() {
    let mut worst: [f64; 2] = [0.0; 2];
    for k in 0..1u32 << 23 {
        for (which, (a, b)) in [(0x8000_0000, k << 9), (k << 9, 0x1234_5600)].into_iter().enumerate() {
            let (z32, z64) = (normal_pair_f32(a, b), normal_pair_f64(a, b));
            for j in 0..2 {
                let e = rel_err(f64::from(z32[j]), z64[j]);
                assert!(
                    e <= NORMAL_F64_REL,
                    "normal_pair({a:#x}, {b:#x})[{j}]: f32 {} f64 {} rel {e:.2e}",
                    z32[j],
                    z64[j]
                );
                worst[which] = worst[which].max(e);
            }
        }
    }
    println!(
        "exhaustive: worst relative error {:.2} ulp over all angles, {:.2} ulp over all radii",
        worst[0] / ULP,
        worst[1] / ULP
    );
}

#[test]
fn normals_cover_the_range() {
    // u1 = 2^-24 gives the largest radius sqrt(48 ln 2) = 5.768; u2 -> angle 2 pi 2^-24 ~ 0.
    let z = normal_pair_f64(0, 0);
    assert!((z[0] - (48.0 * std::f64::consts::LN_2).sqrt()).abs() < 1e-9 && z[1].abs() < 1e-5, "{z:?}");
    let z = normal_pair_f32(0, 0);
    assert!(z[0] > 5.76 && z[0] < 5.77);
    // Angle near pi/2, pi, 3 pi/2: the quadrant rotations.
    for (b, sign_c, sign_s) in [(0x4000_0000u32, -1.0, 1.0), (0x8000_0000, -1.0, -1.0), (0xc000_0000, 1.0, -1.0)] {
        let z = normal_pair_f32(0x8000_0000, b);
        assert!(z[0] * sign_c > 0.0 && z[1] * sign_s > 0.0, "b = {b:#x}: {z:?}");
    }
}

// ---------------------------------------------------------------------------
// Statistics
// ---------------------------------------------------------------------------

/// sqrt(n) times the Kolmogorov–Smirnov distance of `xs` from `cdf`.
fn ks_statistic(mut xs: Vec<f64>, cdf: impl Fn(f64) -> f64) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len() as f64;
    let d = xs.iter().enumerate().fold(0.0f64, |d, (i, &x)| {
        let f = cdf(x);
        d.max(f - i as f64 / n).max((i + 1) as f64 / n - f)
    });
    d * n.sqrt()
}

fn phi(x: f64) -> f64 {
    Func::Phi.eval(&[x])
}

/// `KS_N` draws over chains 0..100 and successive iterations, as a sampler uses them.
fn draws(f: impl Fn(u32, u32) -> Vec<f64>) -> Vec<f64> {
    let mut out = Vec::with_capacity(KS_N);
    let mut i = 0u32;
    while out.len() < KS_N {
        out.extend(f(i % 100, i / 100));
        i += 1;
    }
    out.truncate(KS_N);
    out
}

fn assert_ks(name: &str, xs: Vec<f64>, cdf: impl Fn(f64) -> f64) {
    let d = ks_statistic(xs, cdf);
    println!("{name}: sqrt(n) D = {d:.3} (critical {KS_CRIT_0_001} at alpha = 0.001)");
    assert!(d < KS_CRIT_0_001, "{name}: KS statistic sqrt(n) D = {d:.3} >= {KS_CRIT_0_001}");
}

#[test]
fn uniforms_ks() {
    let rng = Philox::new(20240611);
    let u = draws(|c, it| rng.uniforms(c, it, purpose::ACCEPT, 0).map(f64::from).to_vec());
    assert_ks("uniform_f32", u, |x| x.clamp(0.0, 1.0));
    let u = draws(|c, it| {
        let w = rng.words(c, it, purpose::JITTER, 0);
        vec![uniform_f64(w[0], w[1]), uniform_f64(w[2], w[3])]
    });
    assert_ks("uniform_f64", u, |x| x.clamp(0.0, 1.0));
}

#[test]
fn normals_ks() {
    let rng = Philox::new(7);
    let z = draws(|c, it| rng.normals(c, it, purpose::MOMENTUM, 0).map(f64::from).to_vec());
    let (mean, var) = moments(&z);
    println!("normals: mean {mean:.4}, variance {var:.4}");
    assert!(mean.abs() < 4.0 / (KS_N as f64).sqrt() && (var - 1.0).abs() < 4.0 * (2.0 / KS_N as f64).sqrt());
    assert_ks("normal f32", z, phi);
    let z = draws(|c, it| rng.normals_f64(c, it, purpose::MOMENTUM, 1).to_vec());
    assert_ks("normal f64", z, phi);
    // Each lane on its own (cos and sin halves of the pairs).
    for lane in 0..4 {
        let z = draws(|c, it| vec![f64::from(rng.normals(c, it, purpose::INIT, 0)[lane])]);
        assert_ks(&format!("normal lane {lane}"), z, phi);
    }
}

fn moments(x: &[f64]) -> (f64, f64) {
    let n = x.len() as f64;
    let mean = x.iter().sum::<f64>() / n;
    (mean, x.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0))
}

fn correlation(x: &[f64], y: &[f64]) -> f64 {
    let ((mx, vx), (my, vy)) = (moments(x), moments(y));
    let cov = x.iter().zip(y).map(|(a, b)| (a - mx) * (b - my)).sum::<f64>() / (x.len() as f64 - 1.0);
    cov / (vx * vy).sqrt()
}

/// Two draws to correlate, from k: ((chain, iteration, purpose, index), lane) each.
type DrawPair = fn(u32) -> (([u32; 4], usize), ([u32; 4], usize));

#[test]
fn neighbouring_streams_are_uncorrelated() {
    let rng = Philox::new(1);
    let bound = 4.5 / (KS_N as f64).sqrt();
    let cases: [(&str, DrawPair); 6] = [
        ("cos/sin of one pair", |k| (([k, 0, 0, 0], 0), ([k, 0, 0, 0], 1))),
        ("first/second pair", |k| (([k, 0, 0, 0], 0), ([k, 0, 0, 0], 2))),
        ("chain k/k+1", |k| (([k, 5, 0, 0], 0), ([k + 1, 5, 0, 0], 0))),
        ("iteration t/t+1", |k| (([3, k, 0, 0], 0), ([3, k + 1, 0, 0], 0))),
        ("purpose 0/1", |k| (([k, 2, 0, 0], 0), ([k, 2, 1, 0], 0))),
        ("index i/i+1", |k| (([0, 0, 0, k], 0), ([0, 0, 0, k + 1], 0))),
    ];
    let draw = |(c, lane): ([u32; 4], usize)| f64::from(rng.normals(c[0], c[1], c[2], c[3])[lane]);
    for (name, f) in cases {
        let (x, y): (Vec<f64>, Vec<f64>) = (0..KS_N as u32).map(f).map(|(a, b)| (draw(a), draw(b))).unzip();
        let r = correlation(&x, &y);
        assert!(r.abs() < bound, "{name}: correlation {r:.4} (bound {bound:.4})");
    }
}

// ---------------------------------------------------------------------------
// Chains do not depend on their number or batching
// ---------------------------------------------------------------------------

/// What a sampler's RNG calls return for `n_chains` chains run in batches of `batch` over a few
/// iterations: per chain, the concatenated words and normals.
fn run_streams(seed: u64, n_chains: u32, batch: u32) -> Vec<Vec<u32>> {
    let rng = Philox::new(seed);
    let mut streams = vec![Vec::new(); n_chains as usize];
    for iteration in 0..5 {
        let mut start = 0;
        while start < n_chains {
            for chain in start..(start + batch).min(n_chains) {
                let s = &mut streams[chain as usize];
                s.extend(rng.words(chain, iteration, purpose::ACCEPT, 0));
                for index in 0..3 {
                    s.extend(rng.normals(chain, iteration, purpose::MOMENTUM, index).map(f32::to_bits));
                }
            }
            start += batch;
        }
    }
    streams
}

#[test]
fn chain_stream_is_independent_of_chain_count() {
    let reference = run_streams(99, 1000, 1000);
    for (n_chains, batch) in [(1, 1), (8, 3), (64, 64), (1000, 7), (1000, 1000)] {
        let streams = run_streams(99, n_chains, batch);
        for (k, s) in streams.iter().enumerate() {
            assert_eq!(s, &reference[k], "chain {k} with {n_chains} chains in batches of {batch}");
        }
    }
}

// ---------------------------------------------------------------------------
// WGSL
// ---------------------------------------------------------------------------

/// One lane per tuple: `tuples` holds (seed lo, seed hi, chain, iteration, purpose, index), `raw`
/// four words whose uniforms and normals are computed; `out` gets 12 words per lane: rng_words,
/// then the bits of rng_uniform4(raw) and rng_normal4(raw).
const KERNEL: &str = r"
@group(0) @binding(0) var<storage, read> tuples: array<u32>;
@group(0) @binding(1) var<storage, read> raw: array<u32>;
@group(0) @binding(2) var<storage, read_write> out: array<u32>;
@group(0) @binding(3) var<uniform> params: vec4<u32>;

@compute @workgroup_size(64)
fn rng_test_main(@builtin(global_invocation_id) gid: vec3<u32>) {
    let i = gid.x;
    if (i >= params.x) {
        return;
    }
    let t = 6u * i;
    let w = rng_words(vec2<u32>(tuples[t], tuples[t + 1u]), tuples[t + 2u], tuples[t + 3u], tuples[t + 4u], tuples[t + 5u]);
    let r = vec4<u32>(raw[4u * i], raw[4u * i + 1u], raw[4u * i + 2u], raw[4u * i + 3u]);
    let u = bitcast<vec4<u32>>(rng_uniform4(r));
    let z = bitcast<vec4<u32>>(rng_normal4(r));
    for (var k = 0u; k < 4u; k++) {
        out[12u * i + k] = w[k];
        out[12u * i + 4u + k] = u[k];
        out[12u * i + 8u + k] = z[k];
    }
}
";

fn kernel_source() -> String {
    format!("{MATH_PRELUDE}\n{RNG_WGSL}\n{KERNEL}")
}

fn validate(source: &str) -> naga::Module {
    let module = naga::front::wgsl::parse_str(source).unwrap_or_else(|e| panic!("{}", e.emit_to_string(source)));
    naga::valid::Validator::new(naga::valid::ValidationFlags::all(), naga::valid::Capabilities::empty())
        .validate(&module)
        .unwrap_or_else(|e| panic!("{}", e.emit_to_string(source)));
    module
}

#[test]
fn wgsl_validates_with_prelude() {
    // rng.wgsl composes with the prelude and nothing else (consts and functions only).
    let module = validate(&format!("{MATH_PRELUDE}\n{RNG_WGSL}"));
    assert!(module.entry_points.is_empty() && module.global_variables.is_empty());
    let names: Vec<String> = module.functions.iter().filter_map(|(_, f)| f.name.clone()).collect();
    for public in ["philox4x32_10", "rng_words", "rng_uniform", "rng_uniform4", "rng_normal", "rng_normal4"] {
        assert!(names.iter().any(|n| n == public), "rng.wgsl must define {public}");
    }
    // The purposes are not copied here: the sampler kernel gets them from Rust (`RNG_*`).
    assert!(module.constants.iter().all(|(_, c)| !c.name.as_deref().is_some_and(|n| n.starts_with("RNG_"))));
    validate(&kernel_source());
}

// ---------------------------------------------------------------------------
// GPU
// ---------------------------------------------------------------------------

fn gpu_or_skip(test: &str) -> Option<Arc<GpuContext>> {
    match GpuContext::shared() {
        Ok(ctx) => Some(ctx),
        Err(e) if !gpu_required() => {
            crate::common::say_skipped(&format!("no usable GPU ({e}); set WGMC_REQUIRE_GPU=1 to make this fail"));
            None
        }
        Err(e) => panic!("{test}: WGMC_REQUIRE_GPU is set but no GPU is usable: {e}"),
    }
}

/// (seed, chain, iteration, purpose, index).
type Tuple = (u64, u32, u32, u32, u32);

/// Runs the test kernel; per lane: (words, uniforms, normals) as bits.
fn run_kernel(ctx: &GpuContext, tuples: &[Tuple], raw: &[[u32; 4]]) -> Vec<[[u32; 4]; 3]> {
    let n = tuples.len();
    assert_eq!(raw.len(), n);
    let flat: Vec<u32> =
        tuples.iter().flat_map(|&(s, c, it, p, i)| [s as u32, (s >> 32) as u32, c, it, p, i]).collect();
    let raw_flat: Vec<u32> = raw.iter().flatten().copied().collect();
    let source = kernel_source();
    let out = ctx
        .run_compute(&source, "rng_test_main", &[&flat, &raw_flat], &[12 * n], &[n as u32], n.div_ceil(64) as u32)
        .expect("the RNG test kernel runs");
    out[0].chunks(12).map(|c| [0, 4, 8].map(|o| [c[o], c[o + 1], c[o + 2], c[o + 3]])).collect()
}

/// A deterministic splitmix64 sequence for test tuples.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[test]
fn gpu_matches_rust() {
    let Some(ctx) = gpu_or_skip("gpu_matches_rust") else { return };
    println!("adapter: {}", ctx.adapter());
    // Tuples: the KAT vectors, small ones as a sampler uses them, random ones.
    let mut tuples: Vec<Tuple> = KAT.iter().map(|&(c, k, _)| (seed_of(k), c[0], c[1], c[2], c[3])).collect();
    for seed in [0u64, 1, 0xffff_ffff, 1 << 32, u64::MAX] {
        for chain in [0u32, 1, 63, 64, 4095, u32::MAX] {
            for (iteration, purpose, index) in [(0, 0, 0), (1, 0, 0), (0, 4, 0), (0, 0, 1), (1000, 1, 7)] {
                tuples.push((seed, chain, iteration, purpose, index));
            }
        }
    }
    let mut state = 12345u64;
    while tuples.len() < 40_000 {
        let (a, b, c) = (splitmix(&mut state), splitmix(&mut state), splitmix(&mut state));
        tuples.push((a, b as u32, (b >> 32) as u32, c as u32 % 8, (c >> 32) as u32));
    }
    // Conversion inputs: the lane's own Philox words, then the stress pairs (edges, sweep).
    let mut raw: Vec<[u32; 4]> = tuples.iter().map(|&(s, c, it, p, i)| Philox::new(s).words(c, it, p, i)).collect();
    let pairs = normal_word_pairs();
    for (k, chunk) in pairs.chunks(2).enumerate() {
        let (a, b) = (chunk[0], chunk.get(1).copied().unwrap_or(chunk[0]));
        tuples.push((k as u64, 0, 0, 0, 0));
        raw.push([a.0, a.1, b.0, b.1]);
    }
    let got = run_kernel(&ctx, &tuples, &raw);

    let (mut exact, mut worst_mirror, mut worst_f64, mut total) = (0usize, 0f64, 0f64, 0usize);
    for (lane, ((&(s, c, it, p, i), w), g)) in tuples.iter().zip(&raw).zip(&got).enumerate() {
        let want_words = Philox::new(s).words(c, it, p, i);
        assert_eq!(
            g[0], want_words,
            "lane {lane}: rng_words(seed {s:#x}, chain {c}, iteration {it}, purpose {p}, index {i})"
        );
        assert_eq!(g[1], w.map(|x| uniform_f32(x).to_bits()), "lane {lane}: rng_uniform4({w:08x?})");
        let (m0, m1) = (normal_pair_f32(w[0], w[1]), normal_pair_f32(w[2], w[3]));
        let (d0, d1) = (normal_pair_f64(w[0], w[1]), normal_pair_f64(w[2], w[3]));
        let (mirror, exact64) = ([m0[0], m0[1], m1[0], m1[1]], [d0[0], d0[1], d1[0], d1[1]]);
        for k in 0..4 {
            let z = f32::from_bits(g[2][k]);
            total += 1;
            exact += usize::from(z.to_bits() == mirror[k].to_bits());
            let e_mirror = rel_err(f64::from(z), f64::from(mirror[k])) / ULP;
            let e_f64 = rel_err(f64::from(z), exact64[k]);
            worst_mirror = worst_mirror.max(e_mirror);
            worst_f64 = worst_f64.max(e_f64);
            assert!(
                e_mirror <= NORMAL_MIRROR_ULP,
                "lane {lane} normal {k} of {w:08x?}: GPU {z:e}, Rust f32 {:e} ({e_mirror:.1} ulp)",
                mirror[k]
            );
            assert!(
                e_f64 <= NORMAL_F64_REL,
                "lane {lane} normal {k} of {w:08x?}: GPU {z:e}, f64 {:e} (rel {e_f64:.2e})",
                exact64[k]
            );
        }
    }
    let name = ctx.adapter().name.to_lowercase();
    if BIT_EXACT_ADAPTERS.iter().any(|a| name.contains(a)) {
        assert_eq!(
            exact, total,
            "on {name} the normals must equal the Rust f32 mirror bit for bit (worst {worst_mirror:.2} ulp)"
        );
    }
    println!(
        "{} lanes: words and uniforms bit-exact; normals: {exact}/{total} bit-identical to the Rust f32 mirror \
         (worst {worst_mirror:.2} ulp), worst relative error vs f64 {worst_f64:.3e} ({:.2} ulp)",
        tuples.len(),
        worst_f64 / ULP
    );
}

#[test]
fn gpu_chain_stream_is_independent_of_chain_count() {
    let Some(ctx) = gpu_or_skip("gpu_chain_stream_is_independent_of_chain_count") else { return };
    let seed = 0xdead_beef_0123_4567;
    let mut reference: Option<Vec<[[u32; 4]; 3]>> = None;
    for n_chains in [5u32, 64, 1000, 3000] {
        // Lanes in reverse chain order, so that chain k sits on a different lane for every count.
        let tuples: Vec<Tuple> = (0..n_chains).rev().map(|c| (seed, c, 3, purpose::MOMENTUM, 0)).collect();
        let raw: Vec<[u32; 4]> = tuples.iter().map(|&(s, c, it, p, i)| Philox::new(s).words(c, it, p, i)).collect();
        let got = run_kernel(&ctx, &tuples, &raw);
        let first: Vec<[[u32; 4]; 3]> = (0..5).map(|k| got[(n_chains - 1 - k) as usize]).collect();
        for (k, g) in first.iter().enumerate() {
            assert_eq!(g[0], Philox::new(seed).words(k as u32, 3, purpose::MOMENTUM, 0), "chain {k} of {n_chains}");
        }
        match &reference {
            None => reference = Some(first),
            Some(r) => assert_eq!(&first, r, "chains 0..5 differ with {n_chains} chains"),
        }
    }
}
