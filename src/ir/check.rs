//! Stan's argument checks of the densities.
//!
//! Every density checks its arguments as Stan's math library does: `normal` wants an outcome
//! that is not NaN, a finite location and a positive scale; `poisson` a nonnegative count and
//! rate; and so on ([`rules`]). The lowering writes one [`Stmt::Check`] per checked argument
//! (per element of a vectorized argument), naming a [`CheckSite`] of the program.
//!
//! * A check on data alone (`mu ~ normal(0, -1)`, a negative scale read from data) is run once
//!   before sampling, and its failure is an error naming the distribution, the argument and the
//!   value ([`CheckFailure`]); sampling programs leave it out.
//! * Any other check stays in the log density as a `check_*` term ([`Func::is_check`]): 0 where
//!   the argument satisfies the rule and −inf where not, so the proposal is rejected — and
//!   counted as divergent — on both backends alike, with zero derivative. Where the density's
//!   own terms are already NaN or −inf when the rule fails (`log` of a negative scale), the
//!   term is left out ([`ArgRule::implied`]).
//!
//! Outside the support, where Stan returns log(0) rather than raising an error (`uniform`'s
//! outcome outside its bounds), the densities themselves give −inf.

use std::collections::HashSet;
use std::fmt;

use super::expr::{Dist, Expr};
use super::func::Func;
use super::program::{Program, Stmt};
use super::types::{TempId, VarId};
use crate::text::real_text;

/// One rule of a distribution: argument `arg` must satisfy `func`, whose second argument (for
/// [`Func::CheckBounded`] and [`Func::CheckGreater`]) is argument `other`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArgRule {
    /// The checked argument (0 is the outcome).
    pub arg: usize,
    /// The check.
    pub func: Func,
    /// The argument the rule compares with, if any.
    pub other: Option<usize>,
    /// Where the check fails on a parameter, the density itself is already NaN or −inf (a
    /// negative scale's `log(sigma)`, an infinite location's square), so the proposal is
    /// rejected without it: the sampling form leaves it out, and it only serves the checks on
    /// data and the diagnosis of a failed initialisation.
    pub implied: bool,
}

/// A rule the sampling form keeps.
const fn rule(arg: usize, func: Func) -> ArgRule {
    ArgRule { arg, func, other: None, implied: false }
}

/// A rule the density already enforces on parameters (see [`ArgRule::implied`]).
const fn implied(arg: usize, func: Func) -> ArgRule {
    ArgRule { arg, func, other: None, implied: true }
}

const fn versus(arg: usize, func: Func, other: usize) -> ArgRule {
    ArgRule { arg, func, other: Some(other), implied: false }
}

use Func::{
    CheckBounded as Bounded, CheckFinite as Finite, CheckGreater as Greater, CheckNonnegative as Nonnegative,
    CheckNotNan as NotNan, CheckPositive as Positive, CheckPositiveFinite as PositiveFinite,
    CheckUnitInterval as UnitInterval,
};

/// A `&'static` slice of rules built by the `const fn`s above.
macro_rules! table {
    ($($r:expr),* $(,)?) => {{
        const RULES: &[ArgRule] = &[$($r),*];
        RULES
    }};
}

/// The argument rules of each distribution, as Stan's math library checks them. Ints are
/// always data. A rule is `implied` when the density's own terms turn NaN or −inf wherever it
/// fails on a parameter: `log` of a negative scale, rate or outcome, the square of an infinite
/// location, NaN propagating from a NaN argument. It is not where a failing argument can leave
/// the density finite: a negative outcome of `exponential` (−beta·y is finite), a negative
/// shape (`lgamma` is finite there), `neg_binomial_2`'s negative precision, `uniform`'s equal
/// bounds (−log 0 = +inf).
pub fn rules(dist: Dist) -> &'static [ArgRule] {
    match dist {
        Dist::Normal => table![implied(0, NotNan), implied(1, Finite), implied(2, Positive)],
        Dist::StdNormal => table![implied(0, NotNan)],
        Dist::Cauchy => table![implied(0, NotNan), implied(1, Finite), implied(2, PositiveFinite)],
        Dist::StudentT => {
            table![implied(0, NotNan), implied(1, PositiveFinite), implied(2, Finite), implied(3, PositiveFinite)]
        }
        Dist::Exponential => table![rule(0, Nonnegative), implied(1, PositiveFinite)],
        Dist::Gamma => table![rule(0, PositiveFinite), rule(1, PositiveFinite), implied(2, PositiveFinite)],
        // Stan returns log(0) for an outcome <= 0 (after checking it is not NaN): an outcome of
        // 0 in data makes the log density −inf whatever the parameters, so it is an error here.
        Dist::InvGamma => table![implied(0, Positive), rule(1, PositiveFinite), implied(2, PositiveFinite)],
        Dist::Lognormal => table![implied(0, Positive), implied(1, Finite), implied(2, PositiveFinite)],
        Dist::Beta => table![implied(0, UnitInterval), rule(1, PositiveFinite), rule(2, PositiveFinite)],
        Dist::Uniform => table![rule(0, NotNan), implied(1, Finite), implied(2, Finite), versus(2, Greater, 1)],
        // multiply_log(1 − n, 1 − theta) is finite for theta < 0 and log(theta) for theta > 1.
        Dist::Bernoulli => table![rule(0, UnitInterval), rule(1, UnitInterval)],
        Dist::BernoulliLogit => table![rule(0, UnitInterval), implied(1, NotNan)],
        Dist::Binomial => table![versus(0, Bounded, 1), rule(1, Nonnegative), rule(2, UnitInterval)],
        Dist::BinomialLogit => table![versus(0, Bounded, 1), rule(1, Nonnegative), implied(2, Finite)],
        Dist::Poisson => table![rule(0, Nonnegative), implied(1, Nonnegative)],
        Dist::PoissonLog => table![rule(0, Nonnegative), implied(1, NotNan)],
        Dist::NegBinomial2 => table![rule(0, Nonnegative), implied(1, PositiveFinite), rule(2, PositiveFinite)],
        // Stan returns log(0) for an outcome below 0 (after checking it is finite): an error on
        // data, as for inv_gamma; on a parameter, (α − 1) log y is NaN there. An infinite shape
        // can leave the density +inf (log α), so its rule stays.
        Dist::Weibull => {
            table![implied(0, Finite), implied(0, Nonnegative), rule(1, PositiveFinite), implied(2, PositiveFinite)]
        }
        // An infinite outcome or location makes −|z| −inf, a scale that is not positive and
        // finite makes −log σ NaN or −inf: every rule is implied on parameters.
        Dist::Logistic => table![implied(0, Finite), implied(1, Finite), implied(2, PositiveFinite)],
        Dist::DoubleExponential => table![rule(0, Finite), rule(1, Finite), rule(2, PositiveFinite)],
        // An outcome below y_min is outside the support: the density gives −inf (Stan's log(0)).
        Dist::Pareto => table![rule(0, NotNan), rule(1, PositiveFinite), rule(2, PositiveFinite)],
        Dist::ParetoType2 => {
            table![rule(0, NotNan), rule(1, Finite), rule(2, PositiveFinite), rule(3, PositiveFinite)]
        }
        Dist::Gumbel => table![rule(0, NotNan), rule(1, Finite), rule(2, Positive)],
        Dist::Frechet => table![rule(0, Positive), rule(1, PositiveFinite), rule(2, PositiveFinite)],
        Dist::Rayleigh => table![rule(0, Nonnegative), rule(1, Positive)],
        Dist::Loglogistic => table![rule(0, Nonnegative), rule(1, PositiveFinite), rule(2, PositiveFinite)],
        Dist::ChiSquare => table![rule(0, Nonnegative), rule(1, PositiveFinite)],
        Dist::InvChiSquare => table![rule(0, Positive), rule(1, PositiveFinite)],
        Dist::ScaledInvChiSquare => table![rule(0, Positive), rule(1, PositiveFinite), rule(2, PositiveFinite)],
        Dist::SkewNormal => table![rule(0, NotNan), rule(1, Finite), rule(2, Positive), rule(3, Finite)],
        Dist::SkewDoubleExponential => {
            table![rule(0, Finite), rule(1, Finite), rule(2, PositiveFinite), rule(3, UnitInterval)]
        }
        Dist::BetaProportion => table![rule(0, UnitInterval), rule(1, UnitInterval), rule(2, PositiveFinite)],
        Dist::NegBinomial => table![rule(0, Nonnegative), rule(1, PositiveFinite), rule(2, PositiveFinite)],
        Dist::NegBinomial2Log => table![rule(0, Nonnegative), rule(1, Finite), rule(2, PositiveFinite)],
        Dist::BetaBinomial => {
            table![versus(0, Bounded, 1), rule(1, Nonnegative), rule(2, PositiveFinite), rule(3, PositiveFinite)]
        }
    }
}

/// The arguments' names in the Stan Functions Reference, outcome first.
pub fn arg_names(dist: Dist) -> &'static [&'static str] {
    match dist {
        Dist::Normal | Dist::Cauchy | Dist::Lognormal => &["y", "mu", "sigma"],
        Dist::StdNormal => &["y"],
        Dist::StudentT => &["y", "nu", "mu", "sigma"],
        Dist::Exponential => &["y", "beta"],
        Dist::Gamma | Dist::InvGamma => &["y", "alpha", "beta"],
        Dist::Beta => &["theta", "alpha", "beta"],
        Dist::Uniform => &["y", "alpha", "beta"],
        Dist::Bernoulli => &["n", "theta"],
        Dist::BernoulliLogit => &["n", "alpha"],
        Dist::Binomial => &["n", "N", "theta"],
        Dist::BinomialLogit => &["n", "N", "alpha"],
        Dist::Poisson => &["n", "lambda"],
        Dist::PoissonLog => &["n", "alpha"],
        Dist::NegBinomial2 => &["n", "mu", "phi"],
        Dist::Weibull => &["y", "alpha", "sigma"],
        Dist::Logistic | Dist::DoubleExponential => &["y", "mu", "sigma"],
        Dist::Pareto => &["y", "y_min", "alpha"],
        Dist::ParetoType2 => &["y", "mu", "lambda", "alpha"],
        Dist::Gumbel => &["y", "mu", "beta"],
        Dist::Frechet => &["y", "alpha", "sigma"],
        Dist::Rayleigh => &["y", "sigma"],
        Dist::Loglogistic => &["y", "alpha", "beta"],
        Dist::ChiSquare | Dist::InvChiSquare => &["y", "nu"],
        Dist::ScaledInvChiSquare => &["y", "nu", "s"],
        Dist::SkewNormal => &["y", "xi", "omega", "alpha"],
        Dist::SkewDoubleExponential => &["y", "mu", "sigma", "tau"],
        Dist::BetaProportion => &["theta", "mu", "kappa"],
        Dist::NegBinomial => &["n", "alpha", "beta"],
        Dist::NegBinomial2Log => &["n", "eta", "phi"],
        Dist::BetaBinomial => &["n", "N", "alpha", "beta"],
    }
}

/// Whether values `x` pass check `f` (NaN passes no check but `check_not_nan`'s negation).
pub fn passes(f: Func, x: &[f64]) -> bool {
    let v = x[0];
    match f {
        Func::CheckNotNan => !v.is_nan(),
        Func::CheckFinite => v.is_finite(),
        Func::CheckPositive => v > 0.0,
        Func::CheckPositiveFinite => v > 0.0 && v.is_finite(),
        Func::CheckNonnegative => v >= 0.0,
        Func::CheckUnitInterval => (0.0..=1.0).contains(&v),
        Func::CheckBounded => 0.0 <= v && v <= x[1],
        Func::CheckGreater => v > x[1],
        other => unreachable!("{} is not a check", other.name()),
    }
}

/// What check `f` requires, for messages (`other` names the compared argument).
fn requirement(f: Func, other: Option<(&str, f64)>) -> String {
    let (name, value) = other.map_or(("", f64::NAN), |(n, v)| (n, v));
    match f {
        Func::CheckNotNan => "not NaN".into(),
        Func::CheckFinite => "finite".into(),
        Func::CheckPositive => "positive".into(),
        Func::CheckPositiveFinite => "positive and finite".into(),
        Func::CheckNonnegative => "nonnegative".into(),
        Func::CheckUnitInterval => "in [0, 1]".into(),
        Func::CheckBounded => format!("in [0, {name}] = [0, {}]", real_text(value)),
        Func::CheckGreater => format!("greater than {name} = {}", real_text(value)),
        other => unreachable!("{} is not a check", other.name()),
    }
}

/// A checked argument of one density statement.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckSite {
    /// The distribution.
    pub dist: Dist,
    /// Its rule.
    pub rule: ArgRule,
    /// Depends on data only (and is not under a branch on parameters): checked before
    /// sampling and left out of the sampling programs.
    pub data: bool,
    /// The rule is [`ArgRule::implied`] and its argument is not data, so the density's own
    /// terms in that argument (which `~` keeps) reject where it fails: the sampling programs
    /// leave it out.
    pub implied: bool,
}

/// A failed argument check.
#[derive(Debug, Clone, PartialEq)]
pub struct CheckFailure {
    /// Where.
    pub site: CheckSite,
    /// The check's argument values (the checked one first).
    pub values: Vec<f64>,
    /// The data element the checked value came from (`s[3]`, 1-based), when it is one.
    pub element: Option<String>,
}

impl fmt::Display for CheckFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let CheckSite { dist, rule, .. } = self.site;
        let names = arg_names(dist);
        let sig = format!("{}({} | {})", dist.name(), names[0], names[1..].join(", "));
        let sig = if names.len() == 1 { format!("{}({})", dist.name(), names[0]) } else { sig };
        let other = rule.other.map(|k| (names[k], self.values.get(1).copied().unwrap_or(f64::NAN)));
        let at = match &self.element {
            Some(e) if e != names[rule.arg] => format!(" ({e})"),
            _ => String::new(),
        };
        write!(
            f,
            "{sig}: {} is {}{at}, but must be {}",
            names[rule.arg],
            real_text(self.values[0]),
            requirement(rule.func, other)
        )
    }
}

/// The sampling form of a program: checks on data alone are left out (they ran before
/// sampling), and so are the implied ones ([`ArgRule::implied`]); every other check becomes a
/// `target +=` of its `check_*` term.
pub fn resolve_checks(p: &Program) -> Program {
    let mut out = p.clone();
    out.body = resolve_block(p, &p.body);
    out
}

fn resolve_block(p: &Program, block: &[Stmt]) -> Vec<Stmt> {
    let mut out = Vec::with_capacity(block.len());
    for s in block {
        match s {
            Stmt::Check { site, args } => {
                let site = &p.checks[*site as usize];
                if !site.data && !site.implied {
                    out.push(Stmt::Target(Expr::Call(site.rule.func, args.clone())));
                }
            }
            Stmt::For { var, lo, hi, reverse, body } => {
                let body = resolve_block(p, body);
                if !body.is_empty() {
                    out.push(Stmt::For { var: *var, lo: lo.clone(), hi: hi.clone(), reverse: *reverse, body });
                }
            }
            Stmt::If { cond, then, els } => {
                let (then, els) = (resolve_block(p, then), resolve_block(p, els));
                if !then.is_empty() || !els.is_empty() {
                    out.push(Stmt::If { cond: cond.clone(), then, els });
                }
            }
            other => out.push(other.clone()),
        }
    }
    out
}

/// The checks on data alone of a program with its checks kept, and only what they read:
/// the loops and branches around them and the statements computing their arguments. Running
/// it costs a pass over the checked data, not an evaluation of the log density.
pub fn data_checks(p: &Program) -> Program {
    let mut out = p.clone();
    let mut needed = Needed::default();
    loop {
        let mut next = Needed::default();
        out.body = slice(p, &p.body, &needed, &mut next);
        if next == needed {
            return out;
        }
        needed = next;
    }
}

/// Variables and temporaries that the statements kept so far read.
#[derive(Debug, Default, PartialEq)]
struct Needed {
    vars: HashSet<VarId>,
    temps: HashSet<TempId>,
}

impl Needed {
    fn read(&mut self, s: &Stmt) {
        for e in s.exprs() {
            self.vars.extend(e.reads());
            e.visit(&mut |e| {
                if let Expr::Temp(t) = e {
                    self.temps.insert(*t);
                }
            });
        }
    }
}

/// The statements of `block` a data check needs, given what the last round found `needed`;
/// what the kept statements read goes into `next`.
fn slice(p: &Program, block: &[Stmt], needed: &Needed, next: &mut Needed) -> Vec<Stmt> {
    let mut out = Vec::new();
    for s in block {
        let keep = match s {
            Stmt::Check { site, .. } => p.checks[*site as usize].data,
            Stmt::Declare(v) => needed.vars.contains(v),
            Stmt::Assign { var, .. } | Stmt::AddAssign { var, .. } => needed.vars.contains(var),
            Stmt::Let { temp, .. } => needed.temps.contains(temp),
            Stmt::Target(_) => false,
            Stmt::For { var, lo, hi, reverse, body } => {
                let body = slice(p, body, needed, next);
                if !body.is_empty() {
                    let s = Stmt::For { var: *var, lo: lo.clone(), hi: hi.clone(), reverse: *reverse, body };
                    next.read(&s);
                    out.push(s);
                }
                continue;
            }
            Stmt::If { cond, then, els } => {
                let (then, els) = (slice(p, then, needed, next), slice(p, els, needed, next));
                if !then.is_empty() || !els.is_empty() {
                    let s = Stmt::If { cond: cond.clone(), then, els };
                    next.read(&s);
                    out.push(s);
                }
                continue;
            }
        };
        if keep {
            next.read(s);
            out.push(s.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_names_an_argument_of_its_distribution() {
        for &d in Dist::ALL {
            assert_eq!(arg_names(d).len(), d.arity(), "{}", d.name());
            for r in rules(d) {
                assert!(r.func.is_check());
                assert!(r.arg < d.arity() && r.other.is_none_or(|k| k < d.arity()), "{}", d.name());
                assert_eq!(r.other.is_some(), r.func.arity() == 2, "{}", d.name());
            }
        }
    }

    #[test]
    fn nan_fails_every_check() {
        for f in Func::ALL.iter().filter(|f| f.is_check()) {
            assert!(!passes(*f, &[f64::NAN, 1.0]), "{}", f.name());
            let inside = if *f == Func::CheckGreater { [0.5, 0.25] } else { [0.5, 1.0] };
            assert!(passes(*f, &inside), "{}", f.name());
        }
    }

    #[test]
    fn messages_name_the_distribution_the_argument_and_the_value() {
        let site = CheckSite { dist: Dist::Normal, rule: rules(Dist::Normal)[2], data: true, implied: false };
        let fail = CheckFailure { site, values: vec![-1.0], element: Some("s[3]".into()) };
        assert_eq!(fail.to_string(), "normal(y | mu, sigma): sigma is -1 (s[3]), but must be positive");
        let site =
            CheckSite { dist: Dist::BinomialLogit, rule: rules(Dist::BinomialLogit)[0], data: true, implied: false };
        let fail = CheckFailure { site, values: vec![7.0, 5.0], element: None };
        assert_eq!(fail.to_string(), "binomial_logit(n | N, alpha): n is 7, but must be in [0, N] = [0, 5]");
    }
}
