//! The `_rng` functions of the scalar continuous and count distributions beyond the first few
//! of `host_fns`: inversion of the CDF where it has a closed form, Marsaglia and Tsang's
//! method for the gamma family and what is built on it (chi-square, beta, Student-t, the
//! negative binomials as Poisson–gamma mixtures).

use super::host_fns::{HostFn, HostRng};

/// Argument `k` of `h` named `what` must satisfy `ok`.
fn arg(h: HostFn, x: &[f64], k: usize, what: &str, ok: fn(f64) -> bool) -> Result<f64, String> {
    match ok(x[k]) {
        true => Ok(x[k]),
        false => Err(format!("{}: {what} {} is out of its domain", h.name(), x[k])),
    }
}

fn finite(v: f64) -> bool {
    v.is_finite()
}
fn positive(v: f64) -> bool {
    v > 0.0 && v.is_finite()
}

/// A draw of `h` (one of this file's functions) with real arguments `x`, or why the
/// arguments are outside its domain.
pub fn draw(h: HostFn, x: &[f64], rng: &HostRng) -> Result<f64, String> {
    let loc = |k: usize| arg(h, x, k, "location", finite);
    let pos = |k: usize| arg(h, x, k, "parameter", positive);
    let u = || rng.uniform();
    Ok(match h {
        HostFn::StdNormalRng => rng.normal(),
        HostFn::UniformRng => {
            let (a, b) = (loc(0)?, loc(1)?);
            if b <= a {
                return Err(format!("uniform_rng: upper bound {b} is not above lower bound {a}"));
            }
            a + (b - a) * u()
        }
        HostFn::ExponentialRng => -u().ln() / pos(0)?,
        HostFn::CauchyRng => loc(0)? + pos(1)? * (std::f64::consts::PI * (u() - 0.5)).tan(),
        HostFn::LogisticRng => {
            let v = u();
            loc(0)? + pos(1)? * (v / (1.0 - v)).ln()
        }
        HostFn::DoubleExponentialRng => {
            let v = u() - 0.5;
            loc(0)? - pos(1)? * v.signum() * (1.0 - 2.0 * v.abs()).ln()
        }
        HostFn::GumbelRng => loc(0)? - pos(1)? * (-u().ln()).ln(),
        HostFn::WeibullRng => pos(1)? * (-u().ln()).powf(1.0 / pos(0)?),
        HostFn::FrechetRng => pos(1)? * (-u().ln()).powf(-1.0 / pos(0)?),
        HostFn::RayleighRng => pos(0)? * (-2.0 * u().ln()).sqrt(),
        HostFn::ParetoRng => pos(0)? * u().powf(-1.0 / pos(1)?),
        HostFn::ParetoType2Rng => loc(0)? + pos(1)? * (u().powf(-1.0 / pos(2)?) - 1.0),
        HostFn::LoglogisticRng => {
            let v = u();
            pos(0)? * (v / (1.0 - v)).powf(1.0 / pos(1)?)
        }
        HostFn::GammaRng => gamma(pos(0)?, rng) / pos(1)?,
        HostFn::InvGammaRng => pos(1)? / gamma(pos(0)?, rng),
        HostFn::ChiSquareRng => 2.0 * gamma(0.5 * pos(0)?, rng),
        HostFn::InvChiSquareRng => 1.0 / (2.0 * gamma(0.5 * pos(0)?, rng)),
        HostFn::ScaledInvChiSquareRng => {
            let (nu, s) = (pos(0)?, pos(1)?);
            nu * s * s / (2.0 * gamma(0.5 * nu, rng))
        }
        HostFn::StudentTRng => {
            let nu = pos(0)?;
            loc(1)? + pos(2)? * rng.normal() / (2.0 * gamma(0.5 * nu, rng) / nu).sqrt()
        }
        HostFn::BetaRng => beta(pos(0)?, pos(1)?, rng),
        HostFn::BetaProportionRng => {
            let (mu, kappa) = (arg(h, x, 0, "mean", |m| m > 0.0 && m < 1.0)?, pos(1)?);
            beta(mu * kappa, (1.0 - mu) * kappa, rng)
        }
        HostFn::SkewNormalRng => {
            let (xi, omega, alpha) = (loc(0)?, pos(1)?, loc(2)?);
            let delta = alpha / (1.0 + alpha * alpha).sqrt();
            let (z0, z1) = (rng.normal(), rng.normal());
            xi + omega * (delta * z0.abs() + (1.0 - delta * delta).sqrt() * z1)
        }
        HostFn::ExpModNormalRng => loc(0)? + pos(1)? * rng.normal() - u().ln() / pos(2)?,
        HostFn::NegBinomialRng => poisson(h, gamma(pos(0)?, rng) / pos(1)?, rng)?,
        HostFn::NegBinomial2Rng => {
            let (mu, phi) = (pos(0)?, pos(1)?);
            poisson(h, gamma(phi, rng) * mu / phi, rng)?
        }
        HostFn::NegBinomial2LogRng => {
            let (eta, phi) = (loc(0)?, pos(1)?);
            poisson(h, gamma(phi, rng) * eta.exp() / phi, rng)?
        }
        HostFn::BetaBinomialRng => {
            let n = arg(h, x, 0, "number of trials", |n| n >= 0.0)?;
            let p = beta(pos(1)?, pos(2)?, rng);
            (0..n as i64).map(|_| f64::from(u8::from(u() < p))).sum()
        }
        HostFn::DiscreteRangeRng => {
            let (lo, hi) = (x[0], x[1]);
            if hi < lo {
                return Err(format!("discrete_range_rng: upper bound {hi} is below lower bound {lo}"));
            }
            lo + (u() * (hi - lo + 1.0)).floor()
        }
        other => unreachable!("{} is drawn in host_fns", other.name()),
    })
}

/// A Poisson draw of a mean that the rate check of `poisson_rng` allows.
fn poisson(h: HostFn, mean: f64, rng: &HostRng) -> Result<f64, String> {
    match (0.0..1_073_741_824.0).contains(&mean) {
        true => Ok(rng.poisson(mean) as f64),
        false => Err(format!("{}: Poisson mean {mean} is not in [0, 2^30)", h.name())),
    }
}

/// A gamma(shape, 1) draw (Marsaglia and Tsang; shapes below 1 boosted by u^(1/shape)).
fn gamma(shape: f64, rng: &HostRng) -> f64 {
    if shape < 1.0 {
        return gamma(shape + 1.0, rng) * rng.uniform().powf(1.0 / shape);
    }
    let d = shape - 1.0 / 3.0;
    let c = 1.0 / (9.0 * d).sqrt();
    loop {
        let z = rng.normal();
        let v = (1.0 + c * z).powi(3);
        if v > 0.0 && rng.uniform().ln() < 0.5 * z * z + d - d * v + d * v.ln() {
            return d * v;
        }
    }
}

/// A beta(a, b) draw from two gamma draws.
fn beta(a: f64, b: f64, rng: &HostRng) -> f64 {
    let (x, y) = (gamma(a, rng), gamma(b, rng));
    x / (x + y)
}

/// Whether `h` draws an int.
pub fn is_discrete(h: HostFn) -> bool {
    matches!(
        h,
        HostFn::NegBinomialRng
            | HostFn::NegBinomial2Rng
            | HostFn::NegBinomial2LogRng
            | HostFn::BetaBinomialRng
            | HostFn::DiscreteRangeRng
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sample means against the distributions' means (5 standard errors of 40 000 draws).
    #[test]
    fn draws_have_their_means() {
        let rng = HostRng::default();
        rng.seed(11);
        let n = 40_000;
        let cases: &[(HostFn, &[f64], f64, f64)] = &[
            (HostFn::StdNormalRng, &[], 0.0, 1.0),
            (HostFn::UniformRng, &[-1.0, 3.0], 1.0, 4.0 / 12f64.sqrt()),
            (HostFn::ExponentialRng, &[2.0], 0.5, 0.5),
            (HostFn::LogisticRng, &[1.0, 2.0], 1.0, 2.0 * std::f64::consts::PI / 3f64.sqrt()),
            (HostFn::DoubleExponentialRng, &[1.0, 2.0], 1.0, 2.0 * 2f64.sqrt()),
            (
                HostFn::GumbelRng,
                &[1.0, 2.0],
                1.0 + 2.0 * 0.577_215_664_901_532_9,
                2.0 * std::f64::consts::PI / 6f64.sqrt(),
            ),
            (HostFn::WeibullRng, &[2.0, 3.0], 3.0 * 0.886_226_925_452_758, 3.0 * 0.463_251_055_044_147_3),
            (HostFn::RayleighRng, &[2.0], 2.0 * 1.253_314_137_315_500_3, 2.0 * 0.655_136_377_562_033_5),
            (HostFn::ParetoRng, &[1.5, 5.0], 1.5 * 5.0 / 4.0, 1.5 * (5.0f64 / 3.0).sqrt() / 4.0),
            (HostFn::ParetoType2Rng, &[1.0, 2.0, 5.0], 1.0 + 2.0 / 4.0, 2.0 * (5.0f64 / 3.0).sqrt() / 4.0),
            (HostFn::GammaRng, &[2.5, 2.0], 1.25, 2.5f64.sqrt() / 2.0),
            (HostFn::GammaRng, &[0.5, 1.0], 0.5, 0.5f64.sqrt()),
            (HostFn::InvGammaRng, &[5.0, 2.0], 0.5, 0.5 / 3f64.sqrt()),
            (HostFn::ChiSquareRng, &[3.0], 3.0, 6f64.sqrt()),
            (HostFn::InvChiSquareRng, &[6.0], 0.25, (2.0f64 / 16.0 / 2.0).sqrt()),
            (HostFn::ScaledInvChiSquareRng, &[6.0, 2.0], 6.0 * 4.0 / 4.0, (2.0 * 36.0 * 16.0 / 16.0 / 2.0f64).sqrt()),
            (HostFn::StudentTRng, &[5.0, 1.0, 2.0], 1.0, 2.0 * (5.0f64 / 3.0).sqrt()),
            (HostFn::BetaRng, &[2.0, 3.0], 0.4, (6.0f64 / 25.0 / 6.0).sqrt()),
            (HostFn::BetaProportionRng, &[0.4, 5.0], 0.4, (6.0f64 / 25.0 / 6.0).sqrt()),
            (
                HostFn::SkewNormalRng,
                &[1.0, 2.0, 3.0],
                1.0 + 2.0 * 0.948_683_298_050_513_8 * 0.797_884_560_802_865_4,
                2.0,
            ),
            (HostFn::ExpModNormalRng, &[1.0, 2.0, 0.5], 3.0, 8f64.sqrt()),
            (HostFn::NegBinomialRng, &[3.0, 0.5], 6.0, 18f64.sqrt()),
            (HostFn::NegBinomial2Rng, &[4.0, 2.0], 4.0, 12f64.sqrt()),
            (HostFn::NegBinomial2LogRng, &[1.0, 2.0], std::f64::consts::E, 2.0 * 2.0f64.exp().sqrt()),
            (HostFn::BetaBinomialRng, &[10.0, 2.0, 3.0], 4.0, 3.0),
            (HostFn::DiscreteRangeRng, &[2.0, 5.0], 3.5, 1.25f64.sqrt()),
        ];
        for &(h, x, mean, sd) in cases {
            let got = (0..n).map(|_| draw(h, x, &rng).unwrap()).sum::<f64>() / f64::from(n);
            assert!((got - mean).abs() < 5.0 * sd / f64::from(n).sqrt(), "{}{x:?}: mean {got}, want {mean}", h.name());
        }
    }

    #[test]
    fn arguments_outside_their_domain_are_errors() {
        let rng = HostRng::default();
        assert!(draw(HostFn::UniformRng, &[1.0, 1.0], &rng).is_err());
        assert!(draw(HostFn::ExponentialRng, &[0.0], &rng).is_err());
        assert!(draw(HostFn::GammaRng, &[-1.0, 1.0], &rng).is_err());
        assert!(draw(HostFn::BetaProportionRng, &[1.0, 2.0], &rng).is_err());
        assert!(draw(HostFn::DiscreteRangeRng, &[3.0, 2.0], &rng).is_err());
    }
}
