// wgmc counter-based random numbers: Philox4x32-10 and its conversions (f32).
//
// Goes after shaders/math/ (it calls wg_log and wg_sqrt). Holds nothing but consts and
// functions: public ones are rng_* (and philox4x32_10), private helpers rngm_*.
//
// src/rng.rs is the Rust twin of this file, and tests/it/rng.rs checks that they agree bit for bit
// on the GPU: change both together.
//
// Keying: key = (seed low 32 bits, seed high 32 bits), counter = (chain, iteration, purpose,
// index), so a chain's numbers depend on nothing else (not on the number of chains, nor on the
// batching). Only u32 arithmetic is used for Philox (WGSL has no 64-bit integers).

// The purposes (the counter's third word) are `wgmc::purpose`; the sampler kernel gets them
// as `RNG_*` constants emitted from Rust (src/sampler/kernel_abi.rs).

const RNGM_PHILOX_M0: u32 = 0xD2511F53u;
const RNGM_PHILOX_M1: u32 = 0xCD9E8D57u;
const RNGM_PHILOX_W0: u32 = 0x9E3779B9u;
const RNGM_PHILOX_W1: u32 = 0xBB67AE85u;

// sin(pi/2 r) = r (S1 + z (S3 + ...)), cos(pi/2 r) = 1 + z (C2 + ...), z = r^2, |r| <= 1/2: Taylor
// coefficients (pi/2)^k / k!, rounded to f32 (these literals are exact f32 values; the same ones
// are in src/rng.rs). Truncation below 2.2e-9 relative (sin) and 1.1e-10 (cos).
const RNGM_S1: f32 = 1.5707964e+00;
const RNGM_S3: f32 = -6.459641e-01;
const RNGM_S5: f32 = 7.9692625e-02;
const RNGM_S7: f32 = -4.681754e-03;
const RNGM_S9: f32 = 1.6044118e-04;
const RNGM_C2: f32 = -1.2337005e+00;
const RNGM_C4: f32 = 2.536695e-01;
const RNGM_C6: f32 = -2.086348e-02;
const RNGM_C8: f32 = 9.1926026e-04;
const RNGM_C10: f32 = -2.5202042e-05;

/// (hi, lo) 32-bit halves of the 64-bit product a * b, from 16-bit halves.
fn rngm_mulhilo(a: u32, b: u32) -> vec2<u32> {
    let a0 = a & 0xffffu;
    let a1 = a >> 16u;
    let b0 = b & 0xffffu;
    let b1 = b >> 16u;
    let p00 = a0 * b0;
    let p01 = a0 * b1;
    let p10 = a1 * b0;
    let p11 = a1 * b1;
    // Bits 16..47 of the product: below 3 * 2^16, no overflow.
    let mid = (p00 >> 16u) + (p01 & 0xffffu) + (p10 & 0xffffu);
    let hi = p11 + (p01 >> 16u) + (p10 >> 16u) + (mid >> 16u);
    return vec2<u32>(hi, a * b);
}

/// One Philox4x32 round.
fn rngm_philox_round(c: vec4<u32>, k: vec2<u32>) -> vec4<u32> {
    let p0 = rngm_mulhilo(RNGM_PHILOX_M0, c.x);
    let p1 = rngm_mulhilo(RNGM_PHILOX_M1, c.z);
    return vec4<u32>(p1.x ^ c.y ^ k.x, p1.y, p0.x ^ c.w ^ k.y, p0.y);
}

/// Philox4x32-10 (Salmon et al. 2011; Random123): the four output words of `ctr` under `key`.
fn philox4x32_10(ctr: vec4<u32>, key: vec2<u32>) -> vec4<u32> {
    let w = vec2<u32>(RNGM_PHILOX_W0, RNGM_PHILOX_W1);
    var c = ctr;
    var k = key;
    c = rngm_philox_round(c, k);
    k += w;
    c = rngm_philox_round(c, k);
    k += w;
    c = rngm_philox_round(c, k);
    k += w;
    c = rngm_philox_round(c, k);
    k += w;
    c = rngm_philox_round(c, k);
    k += w;
    c = rngm_philox_round(c, k);
    k += w;
    c = rngm_philox_round(c, k);
    k += w;
    c = rngm_philox_round(c, k);
    k += w;
    c = rngm_philox_round(c, k);
    k += w;
    return rngm_philox_round(c, k);
}

/// Four random words of (key, chain, iteration, purpose, index); key = (seed low, seed high).
fn rng_words(key: vec2<u32>, chain: u32, iteration: u32, purpose: u32, index: u32) -> vec4<u32> {
    return philox4x32_10(vec4<u32>(chain, iteration, purpose, index), key);
}

/// A uniform in the open interval (0, 1): (2 (x >> 9) + 1) 2^-24, exact (23 random bits), in
/// [2^-24, 1 - 2^-24]. ((x >> 8) + 0.5) 2^-24 would not be exact: above 1/2 the f32 spacing is
/// 2^-24, so it would round, once up to 1.
fn rng_uniform(x: u32) -> f32 {
    return (f32(x >> 9u) + 0.5) * 1.1920928955078125e-07; // 2^-23
}

fn rng_uniform4(w: vec4<u32>) -> vec4<f32> {
    return vec4<f32>(rng_uniform(w.x), rng_uniform(w.y), rng_uniform(w.z), rng_uniform(w.w));
}

/// (sin 2 pi u, cos 2 pi u) for u = rng_uniform(b) = j 2^-24 (j odd). The quadrant comes from the
/// integer bits: 4 u = n + r with n = round(4 u), |r| < 1/2 exact, so no floating-point range
/// reduction is needed (the `sin`/`cos` builtins are not used: their accuracy is loose on GPUs).
/// Error: a few f32 ulp (absolute, on values in [-1, 1]).
fn rngm_sincos_2pi(b: u32) -> vec2<f32> {
    let j = ((b >> 9u) << 1u) | 1u;
    let n = (j + (1u << 21u)) >> 22u;
    let r = f32(i32(j) - i32(n << 22u)) * 2.384185791015625e-07; // 2^-22
    let z = r * r;
    let sp = r * (RNGM_S1 + z * (RNGM_S3 + z * (RNGM_S5 + z * (RNGM_S7 + z * RNGM_S9))));
    let cp = 1.0 + z * (RNGM_C2 + z * (RNGM_C4 + z * (RNGM_C6 + z * (RNGM_C8 + z * RNGM_C10))));
    switch (n & 3u) {
        case 0u: {
            return vec2<f32>(sp, cp);
        }
        case 1u: {
            return vec2<f32>(cp, -sp);
        }
        case 2u: {
            return vec2<f32>(-sp, -cp);
        }
        default: {
            return vec2<f32>(-cp, sp);
        }
    }
}

/// Two standard normals from two words (Box-Muller): sqrt(-2 log u1) (cos 2 pi u2, sin 2 pi u2),
/// u1 = rng_uniform(a), u2 = rng_uniform(b). |z| <= 5.77 (u1 >= 2^-24).
fn rng_normal(a: u32, b: u32) -> vec2<f32> {
    let radius = wg_sqrt(-2.0 * wg_log(rng_uniform(a)));
    let sc = rngm_sincos_2pi(b);
    return vec2<f32>(radius * sc.y, radius * sc.x);
}

/// Four standard normals from four words: rng_normal(w.x, w.y), then rng_normal(w.z, w.w).
fn rng_normal4(w: vec4<u32>) -> vec4<f32> {
    return vec4<f32>(rng_normal(w.x, w.y), rng_normal(w.z, w.w));
}
