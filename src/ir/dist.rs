//! Scalar log densities of every distribution as IR expressions over primitive functions.
//!
//! Formulas follow the Stan Functions Reference. Each density is a sum of terms; a term lists
//! the arguments it depends on, so the `~` form can drop the terms that depend on data only.

use super::expr::{BinOp, Dist, Expr};
use super::func::Func;

const HALF_LOG_TWO_PI: f64 = 0.918_938_533_204_672_8;
const LOG_PI: f64 = 1.144_729_885_849_400_2;
const LN_2: f64 = std::f64::consts::LN_2;

/// A scalar log density term and the arguments (by position) it depends on.
struct Term {
    deps: &'static [usize],
    value: Expr,
}

fn t(deps: &'static [usize], value: Expr) -> Term {
    Term { deps, value }
}

fn add(a: Expr, b: Expr) -> Expr {
    Expr::binary(BinOp::Add, a, b)
}
fn sub(a: Expr, b: Expr) -> Expr {
    Expr::binary(BinOp::Sub, a, b)
}
fn mul(a: Expr, b: Expr) -> Expr {
    Expr::binary(BinOp::Mul, a, b)
}
fn div(a: Expr, b: Expr) -> Expr {
    Expr::binary(BinOp::Div, a, b)
}
fn f1(f: Func, a: Expr) -> Expr {
    Expr::call1(f, a)
}
fn c(x: f64) -> Expr {
    Expr::Real(x)
}
fn real(e: &Expr) -> Expr {
    Expr::ToReal(Box::new(e.clone()))
}
/// `log(1)` or `log(0)` for a truth value: 0 inside the support, −inf outside.
fn log_indicator(cond: Expr) -> Expr {
    f1(Func::Log, Expr::ToReal(Box::new(cond)))
}
fn le(a: &Expr, b: &Expr) -> Expr {
    Expr::binary(BinOp::Le, a.clone(), b.clone())
}
fn lgamma(a: Expr) -> Expr {
    f1(Func::Lgamma, a)
}

/// `log(N choose n)` through lgamma.
fn log_choose(n: &Expr, trials: &Expr) -> Expr {
    let lg1 = |e: Expr| lgamma(add(e, c(1.0)));
    sub(sub(lg1(trials.clone()), lg1(n.clone())), lg1(sub(trials.clone(), n.clone())))
}

/// The log density of one element. `is_data[k]` says argument `k` depends on data only;
/// with `propto`, terms that depend on data only are dropped (constants always are).
pub fn scalar_lpdf(dist: Dist, a: &[Expr], is_data: &[bool], propto: bool) -> Expr {
    let terms = terms(dist, a);
    let keep = |term: &Term| !propto || term.deps.iter().any(|&k| !is_data[k]);
    let kept: Vec<Expr> = terms.into_iter().filter(keep).map(|t| t.value).collect();
    kept.into_iter().reduce(add).unwrap_or(Expr::Real(0.0))
}

/// `−log(Φ(u) − Φ(l))` terms of a normal truncated to `[lower, upper]` (either optional),
/// with `y` outside the bounds giving −inf. `a` = `[y, mu, sigma]`.
pub fn normal_truncation(a: &[Expr], lower: Option<&Expr>, upper: Option<&Expr>) -> Expr {
    let z = |b: &Expr| div(sub(b.clone(), a[1].clone()), a[2].clone());
    let support = |cond: Expr| log_indicator(cond);
    match (lower, upper) {
        (Some(l), Some(u)) => {
            let inside = Expr::binary(BinOp::And, le(l, &a[0]), le(&a[0], u));
            sub(support(inside), Expr::Call(Func::LogDiffPhi, vec![z(l), z(u)]))
        }
        (Some(l), None) => sub(support(le(l, &a[0])), f1(Func::StdNormalLccdf, z(l))),
        (None, Some(u)) => sub(support(le(&a[0], u)), f1(Func::StdNormalLcdf, z(u))),
        (None, None) => Expr::Real(0.0),
    }
}

fn terms(dist: Dist, a: &[Expr]) -> Vec<Term> {
    let x = |k: usize| a[k].clone();
    match dist {
        Dist::Normal => {
            let z = div(sub(x(0), x(1)), x(2));
            vec![
                t(&[0, 1, 2], mul(c(-0.5), f1(Func::Square, z))),
                t(&[2], Expr::Unary(super::UnOp::Neg, Box::new(f1(Func::Log, x(2))))),
                t(&[], c(-HALF_LOG_TWO_PI)),
            ]
        }
        Dist::StdNormal => vec![t(&[0], mul(c(-0.5), f1(Func::Square, x(0)))), t(&[], c(-HALF_LOG_TWO_PI))],
        Dist::Cauchy => {
            let z = div(sub(x(0), x(1)), x(2));
            vec![
                t(&[0, 1, 2], mul(c(-1.0), f1(Func::Log1p, f1(Func::Square, z)))),
                t(&[2], mul(c(-1.0), f1(Func::Log, x(2)))),
                t(&[], c(-LOG_PI)),
            ]
        }
        Dist::StudentT => {
            let (nu, z) = (x(1), div(sub(x(0), x(2)), x(3)));
            let half_nu = mul(c(0.5), nu.clone());
            let ratio = Expr::Call(Func::LgammaRatio, vec![half_nu, c(0.5)]);
            let norm = sub(ratio, mul(c(0.5), f1(Func::Log, nu.clone())));
            let kernel = mul(mul(c(-0.5), add(nu.clone(), c(1.0))), f1(Func::Log1p, div(f1(Func::Square, z), nu)));
            vec![
                t(&[1], norm),
                t(&[3], mul(c(-1.0), f1(Func::Log, x(3)))),
                t(&[0, 1, 2, 3], kernel),
                t(&[], c(-0.5 * LOG_PI)),
            ]
        }
        Dist::Exponential => vec![t(&[1], f1(Func::Log, x(1))), t(&[0, 1], mul(c(-1.0), mul(x(1), x(0))))],
        Dist::Gamma => vec![
            t(&[1], mul(c(-1.0), lgamma(x(1)))),
            t(&[1, 2], mul(x(1), f1(Func::Log, x(2)))),
            t(&[0, 1], mul(sub(x(1), c(1.0)), f1(Func::Log, x(0)))),
            t(&[0, 2], mul(c(-1.0), mul(x(2), x(0)))),
        ],
        Dist::InvGamma => vec![
            t(&[1], mul(c(-1.0), lgamma(x(1)))),
            t(&[1, 2], mul(x(1), f1(Func::Log, x(2)))),
            t(&[0, 1], mul(c(-1.0), mul(add(x(1), c(1.0)), f1(Func::Log, x(0))))),
            t(&[0, 2], mul(c(-1.0), div(x(2), x(0)))),
        ],
        Dist::Lognormal => {
            let z = div(sub(f1(Func::Log, x(0)), x(1)), x(2));
            vec![
                t(&[0, 1, 2], mul(c(-0.5), f1(Func::Square, z))),
                t(&[2], mul(c(-1.0), f1(Func::Log, x(2)))),
                t(&[0], mul(c(-1.0), f1(Func::Log, x(0)))),
                t(&[], c(-HALF_LOG_TWO_PI)),
            ]
        }
        Dist::Beta => vec![
            t(&[1, 2], sub(sub(lgamma(add(x(1), x(2))), lgamma(x(1))), lgamma(x(2)))),
            t(&[0, 1], mul(sub(x(1), c(1.0)), f1(Func::Log, x(0)))),
            t(&[0, 2], mul(sub(x(2), c(1.0)), f1(Func::Log1p, mul(c(-1.0), x(0))))),
        ],
        Dist::Uniform => {
            let inside = Expr::binary(BinOp::And, le(&a[1], &a[0]), le(&a[0], &a[2]));
            vec![t(&[1, 2], mul(c(-1.0), f1(Func::Log, sub(x(2), x(1))))), t(&[0, 1, 2], log_indicator(inside))]
        }
        // n log(theta) + (1 − n) log(1 − theta) through multiply_log, so that the term of the
        // outcome that did not happen is 0 even where theta rounds to 0 or 1 (0 · log 0 = 0).
        Dist::Bernoulli => {
            let n = real(&a[0]);
            let hit = Expr::Call(Func::MultiplyLog, vec![n.clone(), x(1)]);
            let miss = Expr::Call(Func::MultiplyLog, vec![sub(c(1.0), n), sub(c(1.0), x(1))]);
            vec![t(&[0, 1], add(hit, miss))]
        }
        Dist::Binomial => {
            let (n, trials) = (real(&a[0]), real(&a[1]));
            let hit = Expr::Call(Func::MultiplyLog, vec![n.clone(), x(2)]);
            let miss = Expr::Call(Func::MultiplyLog, vec![sub(trials.clone(), n.clone()), sub(c(1.0), x(2))]);
            vec![t(&[0, 1], log_choose(&n, &trials)), t(&[0, 1, 2], add(hit, miss))]
        }
        Dist::BernoulliLogit => {
            // log_inv_logit(x) for n = 1 and log1m_inv_logit(x) = log_inv_logit(−x) for n = 0:
            // one function of (2n − 1)·x, so one transcendental per element (and one in its
            // derivative) where the sum of both forms takes two (four).
            // An outcome other than 0 or 1 fails the argument check (crate::ir::check).
            let sign = sub(mul(c(2.0), real(&a[0])), c(1.0));
            vec![t(&[0, 1], f1(Func::LogInvLogit, mul(sign, x(1))))]
        }
        Dist::BinomialLogit => {
            let (n, trials) = (real(&a[0]), real(&a[1]));
            let choose = log_choose(&n, &trials);
            let hit = mul(n.clone(), f1(Func::LogInvLogit, x(2)));
            let miss = mul(sub(trials, n), f1(Func::Log1mInvLogit, x(2)));
            vec![t(&[0, 1], choose), t(&[0, 1, 2], add(hit, miss))]
        }
        Dist::Poisson => {
            let n = real(&a[0]);
            vec![
                t(&[0, 1], sub(mul(n.clone(), f1(Func::Log, x(1))), x(1))),
                t(&[0], mul(c(-1.0), lgamma(add(n, c(1.0))))),
            ]
        }
        Dist::PoissonLog => {
            let n = real(&a[0]);
            vec![
                t(&[0, 1], sub(mul(n.clone(), x(1)), f1(Func::Exp, x(1)))),
                t(&[0], mul(c(-1.0), lgamma(add(n, c(1.0))))),
            ]
        }
        Dist::NegBinomial2 => {
            let (n, mu, phi) = (real(&a[0]), x(1), x(2));
            let choose = Expr::Call(Func::LgammaRatio, vec![phi.clone(), n.clone()]);
            let log_mu_phi = f1(Func::Log, add(mu.clone(), phi.clone()));
            vec![
                t(&[0, 2], choose),
                t(&[0], mul(c(-1.0), lgamma(add(n.clone(), c(1.0))))),
                t(&[0, 1, 2], mul(n, sub(f1(Func::Log, mu.clone()), log_mu_phi))),
                t(&[1, 2], mul(mul(c(-1.0), phi.clone()), f1(Func::Log1p, div(mu, phi)))),
            ]
        }
        // log α − log σ + (α − 1)(log y − log σ) − (y/σ)^α, as log α + (α − 1) log y − α log σ
        // − (y/σ)^α. An outcome below 0 fails the argument check (Stan's log(0)).
        Dist::Weibull => {
            let (y, alpha, sigma) = (x(0), x(1), x(2));
            vec![
                t(&[1], f1(Func::Log, alpha.clone())),
                t(&[0, 1], mul(sub(alpha.clone(), c(1.0)), f1(Func::Log, y.clone()))),
                t(&[1, 2], mul(c(-1.0), mul(alpha.clone(), f1(Func::Log, sigma.clone())))),
                t(&[0, 1, 2], mul(c(-1.0), Expr::Call(Func::Pow, vec![div(y, sigma), alpha]))),
            ]
        }
        // −z − log σ − 2 log(1 + e^−z) with z = (y − μ)/σ, written in |z| (the density is
        // symmetric) so that e^−|z| never overflows.
        Dist::Logistic => {
            let z = f1(Func::Fabs, div(sub(x(0), x(1)), x(2)));
            let tail = f1(Func::Log1p, f1(Func::Exp, mul(c(-1.0), z.clone())));
            vec![t(&[0, 1, 2], sub(mul(c(-1.0), z), mul(c(2.0), tail))), t(&[2], mul(c(-1.0), f1(Func::Log, x(2))))]
        }
        _ => more_terms(dist, a),
    }
}

fn ln(e: Expr) -> Expr {
    f1(Func::Log, e)
}
fn neg(e: Expr) -> Expr {
    mul(c(-1.0), e)
}
fn call2(f: Func, a: Expr, b: Expr) -> Expr {
    Expr::Call(f, vec![a, b])
}

/// The densities added after the first table (Stan Functions Reference formulas).
fn more_terms(dist: Dist, a: &[Expr]) -> Vec<Term> {
    let x = |k: usize| a[k].clone();
    match dist {
        Dist::DoubleExponential => {
            let z = div(f1(Func::Fabs, sub(x(0), x(1))), x(2));
            vec![t(&[], c(-LN_2)), t(&[2], neg(ln(x(2)))), t(&[0, 1, 2], neg(z))]
        }
        // Outside the support (y < y_min) Stan returns log(0).
        Dist::Pareto => vec![
            t(&[2], ln(x(2))),
            t(&[1, 2], mul(x(2), ln(x(1)))),
            t(&[0, 2], neg(mul(add(x(2), c(1.0)), ln(x(0))))),
            t(&[0, 1], log_indicator(le(&a[1], &a[0]))),
        ],
        Dist::ParetoType2 => {
            let tail = f1(Func::Log1p, div(sub(x(0), x(1)), x(2)));
            vec![
                t(&[3], ln(x(3))),
                t(&[2], neg(ln(x(2)))),
                t(&[0, 1, 2, 3], neg(mul(add(x(3), c(1.0)), tail))),
                t(&[0, 1], log_indicator(le(&a[1], &a[0]))),
            ]
        }
        Dist::Gumbel => {
            let z = div(sub(x(0), x(1)), x(2));
            vec![t(&[2], neg(ln(x(2)))), t(&[0, 1, 2], neg(add(z.clone(), f1(Func::Exp, neg(z)))))]
        }
        Dist::Frechet => vec![
            t(&[1], ln(x(1))),
            t(&[1, 2], mul(x(1), ln(x(2)))),
            t(&[0, 1], neg(mul(add(x(1), c(1.0)), ln(x(0))))),
            t(&[0, 1, 2], neg(call2(Func::Pow, div(x(0), x(2)), neg(x(1))))),
        ],
        Dist::Rayleigh => vec![
            t(&[0], ln(x(0))),
            t(&[1], mul(c(-2.0), ln(x(1)))),
            t(&[0, 1], mul(c(-0.5), f1(Func::Square, div(x(0), x(1))))),
        ],
        // log β + (β − 1) log y − β log α − 2 log1p((y/α)^β).
        Dist::Loglogistic => vec![
            t(&[2], ln(x(2))),
            t(&[0, 2], mul(sub(x(2), c(1.0)), ln(x(0)))),
            t(&[1, 2], neg(mul(x(2), ln(x(1))))),
            // log1p((y/α)^β) as log1p_exp(β log(y/α)): (y/α)^β overflows f32 for large β.
            t(&[0, 1, 2], mul(c(-2.0), f1(Func::Log1pExp, mul(x(2), ln(div(x(0), x(1))))))),
        ],
        Dist::ChiSquare => {
            let half = mul(c(0.5), x(1));
            vec![
                t(&[1], sub(neg(mul(half.clone(), c(LN_2))), lgamma(half.clone()))),
                t(&[0, 1], mul(sub(half, c(1.0)), ln(x(0)))),
                t(&[0], mul(c(-0.5), x(0))),
            ]
        }
        Dist::InvChiSquare => {
            let half = mul(c(0.5), x(1));
            vec![
                t(&[1], sub(neg(mul(half.clone(), c(LN_2))), lgamma(half.clone()))),
                t(&[0, 1], neg(mul(add(half, c(1.0)), ln(x(0))))),
                t(&[0], div(c(-0.5), x(0))),
            ]
        }
        Dist::ScaledInvChiSquare => {
            let half = mul(c(0.5), x(1));
            vec![
                t(&[1], sub(mul(half.clone(), ln(half.clone())), lgamma(half.clone()))),
                t(&[1, 2], mul(x(1), ln(x(2)))),
                t(&[0, 1], neg(mul(add(half.clone(), c(1.0)), ln(x(0))))),
                t(&[0, 1, 2], neg(div(mul(half, f1(Func::Square, x(2))), x(0)))),
            ]
        }
        Dist::SkewNormal => {
            let z = div(sub(x(0), x(1)), x(2));
            vec![
                t(&[], c(LN_2 - HALF_LOG_TWO_PI)),
                t(&[2], neg(ln(x(2)))),
                t(&[0, 1, 2], mul(c(-0.5), f1(Func::Square, z.clone()))),
                t(&[0, 1, 2, 3], f1(Func::StdNormalLcdf, mul(x(3), z))),
            ]
        }
        // −2 |y − μ| w / σ with w = 1 − τ below μ and τ above.
        Dist::SkewDoubleExponential => {
            // |y − μ| (τ + [y < μ](1 − 2τ)) = (y − μ)(τ − [y < μ]), with [y < μ] as
            // (1 − sign(y − μ)) / 2 through the function table (zero derivative): ½ at y = μ,
            // so the derivative at the kink is the mean of the two one-sided ones.
            let below = mul(c(0.5), sub(c(1.0), f1(Func::Sign, sub(x(0), x(1)))));
            let scaled = mul(sub(x(0), x(1)), sub(x(3), below));
            vec![
                t(&[], c(LN_2)),
                t(&[3], add(ln(x(3)), f1(Func::Log1p, neg(x(3))))),
                t(&[2], neg(ln(x(2)))),
                t(&[0, 1, 2, 3], div(mul(c(-2.0), scaled), x(2))),
            ]
        }
        Dist::BetaProportion => {
            let (p, q) = (mul(x(1), x(2)), mul(sub(c(1.0), x(1)), x(2)));
            vec![
                t(&[1, 2], sub(sub(lgamma(x(2)), lgamma(p.clone())), lgamma(q.clone()))),
                t(&[0, 1, 2], add(mul(sub(p, c(1.0)), ln(x(0))), mul(sub(q, c(1.0)), f1(Func::Log1p, neg(x(0)))))),
            ]
        }
        Dist::NegBinomial => {
            let n = real(&a[0]);
            vec![
                t(&[0, 1], call2(Func::LgammaRatio, x(1), n.clone())),
                t(&[0], neg(lgamma(add(n.clone(), c(1.0))))),
                // α log(β / (1 + β)) − n log1p(β): α log β and (α + n) log1p(β) cancel in f32
                // for large α and β.
                t(&[1, 2], neg(mul(x(1), f1(Func::Log1p, div(c(1.0), x(2)))))),
                t(&[0, 2], neg(mul(n, f1(Func::Log1p, x(2))))),
            ]
        }
        // neg_binomial_2 with log(μ + φ) = log_sum_exp(η, log φ).
        Dist::NegBinomial2Log => {
            let (n, eta, phi) = (real(&a[0]), x(1), x(2));
            let lse = call2(Func::LogSumExp2, eta.clone(), ln(phi.clone()));
            vec![
                t(&[0, 2], call2(Func::LgammaRatio, phi.clone(), n.clone())),
                t(&[0], neg(lgamma(add(n.clone(), c(1.0))))),
                t(&[0, 1, 2], mul(n, sub(eta.clone(), lse))),
                // φ (log φ − log(μ + φ)) = −φ log1p_exp(η − log φ), without the cancellation of
                // the difference for large φ.
                t(&[1, 2], neg(mul(phi.clone(), f1(Func::Log1pExp, sub(eta, ln(phi)))))),
            ]
        }
        Dist::BetaBinomial => {
            let (n, trials) = (real(&a[0]), real(&a[1]));
            let post = call2(Func::Lbeta, add(n.clone(), x(2)), add(sub(trials.clone(), n.clone()), x(3)));
            vec![
                t(&[0, 1], log_choose(&n, &trials)),
                t(&[0, 1, 2, 3], post),
                t(&[2, 3], neg(call2(Func::Lbeta, x(2), x(3)))),
            ]
        }
        other => unreachable!("{} is in the first table", other.name()),
    }
}
