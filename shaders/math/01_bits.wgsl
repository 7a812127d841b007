// ---------------------------------------------------------------------------
// Bits, specials, exact scaling
// ---------------------------------------------------------------------------

fn wgm_from_bits(b: u32) -> f32 {
    return bitcast<f32>(b);
}

/// +infinity.
fn wg_inf() -> f32 {
    return wgm_from_bits(0x7f800000u);
}

/// A quiet NaN.
fn wg_nan() -> f32 {
    return wgm_from_bits(0x7fc00000u);
}

fn wg_is_nan(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) > 0x7f800000u;
}

fn wg_is_inf(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) == 0x7f800000u;
}

/// Infinite or NaN, in one comparison.
fn wg_is_nonfinite(x: f32) -> bool {
    return (bitcast<u32>(x) & 0x7fffffffu) >= 0x7f800000u;
}

/// 2^k for -126 <= k <= 127, exactly.
fn wgm_pow2i(k: i32) -> f32 {
    return bitcast<f32>(u32(k + 127) << 23u);
}

/// p * 2^n for -150 <= n <= 128 in two exact steps (no overflow of the scale factor itself).
fn wgm_scale2(p: f32, n: i32) -> f32 {
    let h = n / 2;
    return (p * wgm_pow2i(h)) * wgm_pow2i(n - h);
}

