// wgmc WGSL math prelude (f32).
//
// The files of shaders/math/, concatenated in the order of their numbers
// (`math_files!` in src/codegen/mod.rs), make the prelude the code generator
// prepends to every kernel, so they hold nothing but `const`s and functions:
// no bindings, no entry points. Public functions are `wg_*` (called by
// generated code), private helpers are `wgm_*`. This file: the rules they all
// follow and the shared constants.
//
// The f64 reference these functions are tested against is `src/math.rs` via
// `wgmc::ir::Func::eval` (tests/it/wgsl_prelude.rs); edge semantics (NaN, +-inf,
// poles, domain errors) follow it exactly.
//
// Portability rules this file follows:
// * The `exp`/`log` builtins are not used: Vulkan only bounds them to
//   3 + 2|x| ulp and, for `log` near 1, to an absolute 2^-21. Exponential and
//   logarithm are reduced exactly by powers of two (bit manipulation) and the
//   reduced argument goes through a polynomial, so the accuracy is the same on
//   every device (a few ulp). Only +, -, *, /, sqrt, floor/round, abs and
//   bitcasts are used.
// * NaN and infinity are created and detected through bitcasts, never through
//   expressions a compiler may fold (0/0, x != x).
// * Subnormals are never relied on: every function is correct when the device
//   flushes them to zero. Results whose true value lies below the smallest
//   normal f32 (1.18e-38) may come back as 0 or as a subnormal.
// * No `const` expression evaluates to a non-finite value (a WGSL
//   shader-creation error).

const WGM_LN2_HI: f32 = 0.693145751953125; // ln 2 rounded to 15 bits: k * LN2_HI is exact for |k| < 256
const WGM_LN2_LO: f32 = 1.428606765330187e-6; // ln 2 - WGM_LN2_HI
const WGM_LOG2E: f32 = 1.4426950408889634;
const WGM_LN2: f32 = 0.6931471805599453;
const WGM_SQRT2: f32 = 1.4142135623730951;
const WGM_PI: f32 = 3.141592653589793;
const WGM_LN_PI: f32 = 1.1447298858494002;
const WGM_LN_SQRT_2PI: f32 = 0.9189385332046728;
const WGM_INV_SQRT_2PI: f32 = 0.3989422804014327;
const WGM_FLT_MIN: f32 = 1.1754943508222875e-38; // smallest normal f32
// exp(x) overflows f32 for x above this (the f32 just above ln(FLT_MAX) = 88.7228391; the scaling
// by 2^128 decides between FLT_MAX and inf at this one value).
const WGM_EXP_MAX: f32 = 88.72283935546875;
const WGM_EXP_MIN: f32 = -103.97208; // exp(x) is below half the smallest subnormal for x below this
// Standard normal upper tail Q(t) = 1 - Phi(t): u = 1 / (1 + WGM_TAIL_K t), see wgm_tail_g.
const WGM_TAIL_K: f32 = 0.25;
// Q(t) is below the smallest subnormal f32 for t above this.
const WGM_TAIL_UNDERFLOW: f32 = 14.5;
// The f32 nearest the positive zero 1.46163214496836... of digamma.
const WGM_DIGAMMA_ROOT: f32 = 1.4616321325302124;

