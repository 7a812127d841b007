//! Counter-based random numbers (Philox4x32-10), bit-identical in Rust and in `shaders/rng.wgsl`.
//!
//! Every random word is a pure function of `(seed, chain, iteration, purpose, index)`: the Philox
//! key is the seed (low 32 bits, high 32 bits) and the counter is `[chain, iteration, purpose,
//! index]`. A chain's stream therefore never depends on how many chains run or how they are
//! batched into dispatches, and the CPU and GPU samplers draw the very same numbers.
//!
//! Conversions (the same formulas as the WGSL, so results are bit-identical where stated):
//!
//! * [`uniform_f32`]: `x >> 9` (23 bits) to `(2k + 1) 2^-24`, exact in f32, in `[2^-24, 1 - 2^-24]`:
//!   never 0 or 1, and `1 - u` is exact too. (The obvious `((x >> 8) + 0.5) 2^-24` is *not* exact
//!   in f32: above 1/2 the f32 spacing is 2^-24, so half of its values round, one of them to 1.)
//! * [`normal_pair_f32`]: Box–Muller, `sqrt(-2 log u1) (cos 2 pi u2, sin 2 pi u2)`, with the log of
//!   the WGSL math prelude (mirrored here operation for operation) and a sin/cos whose quadrant is
//!   taken exactly from the integer bits of `u2` (no floating-point range reduction). Because
//!   `u1 >= 2^-24`, `|z| <= sqrt(2 * 24 ln 2) = 5.77`: tails beyond that (probability 8e-9) are
//!   cut off.
//! * [`normal_pair_f64`]: the same draw (same uniforms) evaluated in f64, for the CPU sampler: it
//!   agrees with the f32 value to f32 rounding, so CPU and GPU chains see the same randomness.
//! * [`uniform_f64`]: 52 random bits from two words, `(2k + 1) 2^-53`, for CPU-only uses where
//!   the draw need not match the GPU.

/// What a random draw is for: the third counter word, so draws for different purposes in the same
/// chain and iteration never share a counter. New purposes take new numbers; existing numbers never
/// change (that would change every seeded result).
pub mod purpose {
    /// Momentum refresh (HMC/NUTS): one normal per parameter.
    pub const MOMENTUM: u32 = 0;
    /// Metropolis acceptance / multinomial selection uniforms.
    pub const ACCEPT: u32 = 1;
    /// Step-size jitter.
    pub const JITTER: u32 = 2;
    /// Trajectory direction choices (NUTS doubling).
    pub const DIRECTION: u32 = 3;
    /// Initial points.
    pub const INIT: u32 = 4;
    /// The `_rng` functions of generated quantities (host only).
    pub const GENERATED: u32 = 5;
    /// MAMS's partial velocity refresh between the steps of a trajectory: index `step ·
    /// ⌈d / 4⌉ + j` for the normals of coordinates `4j..4j + 4` after step `step` (from 0).
    pub const REFRESH: u32 = 6;
}

/// The WGSL of `shaders/rng.wgsl`: Philox, keying and conversions. It calls the math prelude's
/// `wg_log` and `wg_sqrt`, so it goes after `shaders/math/` in a module.
pub const RNG_WGSL: &str = include_str!("../shaders/rng.wgsl");

const PHILOX_M0: u32 = 0xD251_1F53;
const PHILOX_M1: u32 = 0xCD9E_8D57;
const PHILOX_W0: u32 = 0x9E37_79B9;
const PHILOX_W1: u32 = 0xBB67_AE85;

/// Philox4x32-10 (Salmon et al. 2011; Random123): the four output words of `ctr` under `key`.
pub fn philox4x32_10(ctr: [u32; 4], key: [u32; 2]) -> [u32; 4] {
    let mulhilo = |a: u32, b: u32| {
        let p = u64::from(a) * u64::from(b);
        ((p >> 32) as u32, p as u32)
    };
    let (mut c, mut k) = (ctr, key);
    for round in 0..10 {
        if round > 0 {
            k = [k[0].wrapping_add(PHILOX_W0), k[1].wrapping_add(PHILOX_W1)];
        }
        let (hi0, lo0) = mulhilo(PHILOX_M0, c[0]);
        let (hi1, lo1) = mulhilo(PHILOX_M1, c[2]);
        c = [hi1 ^ c[1] ^ k[0], lo1, hi0 ^ c[3] ^ k[1], lo0];
    }
    c
}

/// The random streams of one seed: `words(chain, iteration, purpose, index)` and conversions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Philox {
    key: [u32; 2],
}

impl Philox {
    /// The streams of `seed`: key = (low 32 bits, high 32 bits).
    pub fn new(seed: u64) -> Philox {
        Philox { key: [seed as u32, (seed >> 32) as u32] }
    }

    /// The Philox key (what the WGSL's `rng_words` takes as `key`).
    pub fn key(&self) -> [u32; 2] {
        self.key
    }

    /// Four random words for counter `[chain, iteration, purpose, index]`.
    pub fn words(&self, chain: u32, iteration: u32, purpose: u32, index: u32) -> [u32; 4] {
        philox4x32_10([chain, iteration, purpose, index], self.key)
    }

    /// Four uniforms in (0, 1), as WGSL `rng_uniform4(rng_words(...))`, bit for bit.
    pub fn uniforms(&self, chain: u32, iteration: u32, purpose: u32, index: u32) -> [f32; 4] {
        self.words(chain, iteration, purpose, index).map(uniform_f32)
    }

    /// Four standard normals (two Box–Muller pairs), as WGSL `rng_normal4(rng_words(...))`.
    /// Element `j` of a vector of normals uses `index = j / 4`, lane `j % 4`.
    pub fn normals(&self, chain: u32, iteration: u32, purpose: u32, index: u32) -> [f32; 4] {
        let w = self.words(chain, iteration, purpose, index);
        let (a, b) = (normal_pair_f32(w[0], w[1]), normal_pair_f32(w[2], w[3]));
        [a[0], a[1], b[0], b[1]]
    }

    /// The same four normals as [`Philox::normals`], evaluated in f64 (see [`normal_pair_f64`]).
    pub fn normals_f64(&self, chain: u32, iteration: u32, purpose: u32, index: u32) -> [f64; 4] {
        let w = self.words(chain, iteration, purpose, index);
        let (a, b) = (normal_pair_f64(w[0], w[1]), normal_pair_f64(w[2], w[3]));
        [a[0], a[1], b[0], b[1]]
    }
}

/// A uniform in the open interval (0, 1): `(2 (x >> 9) + 1) 2^-24`, exact in f32 (as WGSL
/// `rng_uniform`). Its f64 widening `f64::from(uniform_f32(x))` is the same draw for the CPU.
pub fn uniform_f32(x: u32) -> f32 {
    ((x >> 9) as f32 + 0.5) * (1.0 / 8_388_608.0) // 2^-23
}

/// A uniform in the open interval (0, 1) with 52 random bits: `(2 k + 1) 2^-53` with `k` the top
/// 52 bits of `hi:lo`. For CPU-only draws: it is not the draw [`uniform_f32`] gives the GPU.
pub fn uniform_f64(hi: u32, lo: u32) -> f64 {
    let k = ((u64::from(hi) << 32) | u64::from(lo)) >> 12;
    (k as f64 + 0.5) * (1.0 / 4_503_599_627_370_496.0) // 2^-52
}

/// Two standard normals from two words by Box–Muller: `sqrt(-2 log u1) (cos 2 pi u2, sin 2 pi u2)`
/// with `u1 = uniform_f32(a)`, `u2 = uniform_f32(b)`: the f32 operations of WGSL `rng_normal`, in the
/// same order (bit-identical on devices that neither fuse `a * b + c` into an fma nor use a less
/// accurate `sqrt` or division, lavapipe among them; within a few ulp elsewhere).
pub fn normal_pair_f32(a: u32, b: u32) -> [f32; 2] {
    let radius = (-2.0 * prelude_log(uniform_f32(a))).sqrt();
    let (s, c) = sincos_2pi_f32(b);
    [radius * c, radius * s]
}

/// The pair of [`normal_pair_f32`] (the same uniforms, so the same draw) evaluated in f64. Each f32
/// component is within 4 f32 ulp, relative, of this one (3.75 ulp, 2.2e-7, is the worst seen; the
/// f32 sin/cos and log are relatively accurate also near zeros: the reduced angle is exact).
pub fn normal_pair_f64(a: u32, b: u32) -> [f64; 2] {
    let radius = (-2.0 * f64::from(uniform_f32(a)).ln()).sqrt();
    let (n, r) = quadrant(b);
    let (sp, cp) = (std::f64::consts::FRAC_PI_2 * f64::from(r)).sin_cos();
    let (s, c) = rotate(n, sp, cp);
    [radius * c, radius * s]
}

/// For `u2 = uniform_f32(b) = j 2^-24` (j odd): `(n, r)` with `4 u2 = n + r`, `n = round(4 u2)` in
/// 0..=4, `|r| < 1/2`, both exact (so the angle `2 pi u2 = pi/2 (n + r)`).
fn quadrant(b: u32) -> (u32, f32) {
    let j = ((b >> 9) << 1) | 1;
    let n = (j + (1 << 21)) >> 22;
    let r = (j as i32 - (n << 22) as i32) as f32 * (1.0 / 4_194_304.0); // 2^-22
    (n, r)
}

/// (sin, cos) of `pi/2 (n + r)` from `sp = sin(pi/2 r)`, `cp = cos(pi/2 r)`: exact quadrant swaps.
fn rotate<T: std::ops::Neg<Output = T>>(n: u32, sp: T, cp: T) -> (T, T) {
    match n & 3 {
        0 => (sp, cp),
        1 => (cp, -sp),
        2 => (-sp, -cp),
        _ => (-cp, sp),
    }
}

// sin(pi/2 r) = r (S1 + z (S3 + ...)), cos(pi/2 r) = 1 + z (C2 + z (C4 + ...)), z = r^2, |r| <= 1/2:
// Taylor coefficients (pi/2)^k / k! with alternating signs, rounded to f32. Truncation below 2.2e-9
// relative (sin) and 1.1e-10 (cos). The same literals are in shaders/rng.wgsl.
const S1: f32 = 1.5707964e+00;
const S3: f32 = -6.459641e-01;
const S5: f32 = 7.9692625e-02;
const S7: f32 = -4.681754e-03;
const S9: f32 = 1.6044118e-04;
const C2: f32 = -1.2337005e+00;
const C4: f32 = 2.536695e-01;
const C6: f32 = -2.086348e-02;
const C8: f32 = 9.1926026e-04;
const C10: f32 = -2.5202042e-05;

/// (sin 2 pi u2, cos 2 pi u2) for `u2 = uniform_f32(b)`, as WGSL `rngm_sincos_2pi`.
fn sincos_2pi_f32(b: u32) -> (f32, f32) {
    let (n, r) = quadrant(b);
    let z = r * r;
    let sp = r * (S1 + z * (S3 + z * (S5 + z * (S7 + z * S9))));
    let cp = 1.0 + z * (C2 + z * (C4 + z * (C6 + z * (C8 + z * C10))));
    rotate(n, sp, cp)
}

/// `wg_log` of shaders/math/ for positive normal finite f32 (all uniforms are), operation for
/// operation. Its constants are WGSL abstract floats, i.e. f64 literals rounded to f32.
fn prelude_log(x: f32) -> f32 {
    const SQRT2: f32 = std::f64::consts::SQRT_2 as f32; // WGM_SQRT2 = 1.4142135623730951
    const LN2_HI: f32 = 0.693145751953125_f64 as f32;
    const LN2_LO: f32 = 1.428606765330187e-6_f64 as f32;
    const L1: f32 = 0.66666662693_f64 as f32;
    const L2: f32 = 0.28498786688_f64 as f32;
    const L3: f32 = 0.40000972152_f64 as f32;
    const L4: f32 = 0.24279078841_f64 as f32;
    let bits = x.to_bits();
    let mut k = (bits >> 23) as i32 - 127;
    let mut m = f32::from_bits((bits & 0x007f_ffff) | 0x3f80_0000);
    if m > SQRT2 {
        m *= 0.5;
        k += 1;
    }
    let (k, f) = (k as f32, m - 1.0);
    let hfsq = 0.5 * f * f;
    let s = f / (2.0 + f);
    let z = s * s;
    let w = z * z;
    let r = z * (L1 + w * L2) + w * (L3 + w * L4);
    let tail = s * (hfsq + r);
    k * LN2_HI - ((hfsq - (tail + k * LN2_LO)) - f)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prelude_log_is_accurate_on_uniforms() {
        for x in [0u32, 1, 511, 512, 0x8000_0000, 0xb504_f333, 0xffff_fdff, 0xffff_ffff, 0x1234_5678] {
            let u = uniform_f32(x);
            let (got, want) = (f64::from(prelude_log(u)), f64::from(u).ln());
            assert!((got - want).abs() <= 2e-7 * want.abs(), "log({u}) = {got}, want {want}");
        }
    }

    #[test]
    fn quadrant_is_exact() {
        for b in [0u32, 511, 512, 0x1fff_ffff, 0x2000_0000, 0x5fff_ffff, 0x6000_0000, 0xffff_ffff] {
            let (n, r) = quadrant(b);
            assert!(n <= 4 && r.abs() < 0.5);
            assert_eq!(f64::from(n) + f64::from(r), 4.0 * f64::from(uniform_f32(b)));
        }
    }
}
