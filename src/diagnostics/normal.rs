//! The standard normal quantile function Φ⁻¹ by Wichura's algorithm AS241 (PPND16).

// The coefficients are copied verbatim (20 digits) from Wichura (1988), Applied Statistics 37.
#![allow(clippy::excessive_precision)]

/// Numerator of the central region |p − ½| ≤ 0.425, ascending powers of r = 0.180625 − q².
const A: [f64; 8] = [
    3.3871328727963666080e0,
    1.3314166789178437745e+2,
    1.9715909503065514427e+3,
    1.3731693765509461125e+4,
    4.5921953931549871457e+4,
    6.7265770927008700853e+4,
    3.3430575583588128105e+4,
    2.5090809287301226727e+3,
];
/// Denominator of the central region.
const B: [f64; 8] = [
    1.0,
    4.2313330701600911252e+1,
    6.8718700749205790830e+2,
    5.3941960214247511077e+3,
    2.1213794301586595867e+4,
    3.9307895800092710610e+4,
    2.8729085735721942674e+4,
    5.2264952788528545610e+3,
];
/// Numerator of the intermediate tail, r = √(−ln min(p, 1 − p)) ≤ 5, in powers of r − 1.6.
const C: [f64; 8] = [
    1.42343711074968357734e0,
    4.63033784615654529590e0,
    5.76949722146069140550e0,
    3.64784832476320460504e0,
    1.27045825245236838258e0,
    2.41780725177450611770e-1,
    2.27238449892691845833e-2,
    7.74545014278341407640e-4,
];
/// Denominator of the intermediate tail.
const D: [f64; 8] = [
    1.0,
    2.05319162663775882187e0,
    1.67638483018380384940e0,
    6.89767334985100004550e-1,
    1.48103976427480074590e-1,
    1.51986665636164571966e-2,
    5.47593808499534494600e-4,
    1.05075007164441684324e-9,
];
/// Numerator of the far tail, r > 5, in powers of r − 5.
const E: [f64; 8] = [
    6.65790464350110377720e0,
    5.46378491116411436990e0,
    1.78482653991729133580e0,
    2.96560571828504891230e-1,
    2.65321895265761230930e-2,
    1.24266094738807843860e-3,
    2.71155556874348757815e-5,
    2.01033439929228813265e-7,
];
/// Denominator of the far tail.
const F: [f64; 8] = [
    1.0,
    5.99832206555887937690e-1,
    1.36929880922735805310e-1,
    1.48753612908506148525e-2,
    7.86869131145613259100e-4,
    1.84631831751005468180e-5,
    1.42151175831644588870e-7,
    2.04426310338993978564e-15,
];

/// Polynomial with ascending coefficients `c` at `x` (Horner).
fn horner(c: &[f64; 8], x: f64) -> f64 {
    c.iter().rev().fold(0.0, |acc, &ci| acc * x + ci)
}

/// The standard normal quantile Φ⁻¹(p) (Wichura 1988, AS241, relative accuracy about 1e-16).
///
/// Returns −∞ at 0, +∞ at 1 and NaN outside [0, 1], as `scipy.stats.norm.ppf`.
pub fn inv_normal_cdf(p: f64) -> f64 {
    if !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    let q = p - 0.5;
    if q.abs() <= 0.425 {
        let r = 0.180625 - q * q;
        return q * horner(&A, r) / horner(&B, r);
    }
    let tail = if q < 0.0 { p } else { 1.0 - p };
    if tail == 0.0 {
        return if q < 0.0 { f64::NEG_INFINITY } else { f64::INFINITY };
    }
    let r = (-tail.ln()).sqrt();
    let z =
        if r <= 5.0 { horner(&C, r - 1.6) / horner(&D, r - 1.6) } else { horner(&E, r - 5.0) / horner(&F, r - 5.0) };
    if q < 0.0 {
        -z
    } else {
        z
    }
}

#[cfg(test)]
mod tests {
    use super::inv_normal_cdf;

    #[test]
    fn known_values_and_limits() {
        assert_eq!(inv_normal_cdf(0.5), 0.0);
        assert!((inv_normal_cdf(0.975) - 1.959_963_984_540_054).abs() < 1e-15);
        assert!((inv_normal_cdf(1e-10) + 6.361_340_902_404_056).abs() < 1e-14);
        assert_eq!(inv_normal_cdf(0.0), f64::NEG_INFINITY);
        assert_eq!(inv_normal_cdf(1.0), f64::INFINITY);
        assert!(inv_normal_cdf(-0.1).is_nan() && inv_normal_cdf(f64::NAN).is_nan());
    }
}
