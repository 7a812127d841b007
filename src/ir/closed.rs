//! Densities of values known on the host: `normal_lpdf(y | mu, sigma)` in generated
//! quantities and transformed data, in f64, from the same terms the samplers use, with the
//! distribution's argument checks (a failing argument is an error, as in Stan).

use super::check::{arg_names, passes, rules, CheckFailure, CheckSite};
use super::dist::scalar_lpdf;
use super::expr::{BinOp, Dist, Expr, UnOp};

/// The f64 value of an expression of constants (no variables), or `None` where it has one.
pub fn eval_closed(e: &Expr) -> Option<f64> {
    Some(match e {
        Expr::Real(x) => *x,
        Expr::Int(i) => *i as f64,
        Expr::ToReal(a) => eval_closed(a)?,
        Expr::Unary(UnOp::Neg, a) => -eval_closed(a)?,
        Expr::Unary(UnOp::Not, a) => f64::from(eval_closed(a)? == 0.0),
        Expr::Call(f, args) => f.eval(&args.iter().map(eval_closed).collect::<Option<Vec<_>>>()?),
        Expr::Binary(op, a, b) => {
            let (x, y) = (eval_closed(a)?, eval_closed(b)?);
            match op {
                BinOp::Add => x + y,
                BinOp::Sub => x - y,
                BinOp::Mul | BinOp::ElemMul => x * y,
                BinOp::Div | BinOp::ElemDiv => x / y,
                BinOp::Mod => return None,
                BinOp::Eq => f64::from(x == y),
                BinOp::Ne => f64::from(x != y),
                BinOp::Lt => f64::from(x < y),
                BinOp::Le => f64::from(x <= y),
                BinOp::Gt => f64::from(x > y),
                BinOp::Ge => f64::from(x >= y),
                BinOp::And => f64::from(x != 0.0 && y != 0.0),
                BinOp::Or => f64::from(x != 0.0 || y != 0.0),
            }
        }
        _ => return None,
    })
}

/// The log density of `dist` summed over its broadcast arguments (each a scalar, one value,
/// or a container of one common size), with every constant term: Stan's `dist_lpdf` /
/// `dist_lpmf`. An argument that fails the distribution's check is an error naming it.
pub fn lpdf_value(dist: Dist, args: &[Vec<f64>]) -> Result<f64, String> {
    let names = arg_names(dist);
    let sized = args.iter().position(|a| a.len() != 1);
    let n = sized.map_or(1, |f| args[f].len());
    if let Some(f) = sized {
        if let Some(k) = (0..args.len()).find(|&k| args[k].len() != 1 && args[k].len() != n) {
            let (a, b) = ((names[f], n), (names[k], args[k].len()));
            return Err(format!("{}: the sizes of {} ({}) and {} ({}) differ", dist.name(), a.0, a.1, b.0, b.1));
        }
    }
    let at = |k: usize, i: usize| if args[k].len() == 1 { args[k][0] } else { args[k][i] };
    let mut total = 0.0;
    for i in 0..n {
        for rule in rules(dist) {
            let x = [at(rule.arg, i), rule.other.map_or(f64::NAN, |o| at(o, i))];
            if !passes(rule.func, &x) {
                let name = names[rule.arg];
                let element = (args[rule.arg].len() != 1).then(|| format!("{name}[{}]", i + 1));
                let site = CheckSite { dist, rule: *rule, data: true, implied: false };
                return Err(CheckFailure { site, values: x.to_vec(), element }.to_string());
            }
        }
        let values: Vec<Expr> = (0..args.len()).map(|k| Expr::Real(at(k, i))).collect();
        let term = scalar_lpdf(dist, &values, &vec![true; values.len()], false);
        total += eval_closed(&term).ok_or_else(|| format!("{}: cannot evaluate its density here", dist.name()))?;
    }
    Ok(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normal_and_poisson_against_their_formulas() {
        let ln2pi = (2.0 * std::f64::consts::PI).ln();
        let want = |y: f64, m: f64, s: f64| -0.5 * ((y - m) / s).powi(2) - s.ln() - 0.5 * ln2pi;
        let got = lpdf_value(Dist::Normal, &[vec![0.3, -1.0], vec![0.5], vec![2.0, 0.7]]).unwrap();
        assert!((got - (want(0.3, 0.5, 2.0) + want(-1.0, 0.5, 0.7))).abs() < 1e-13, "{got}");
        // poisson(3 | 2.5) = 3 log 2.5 - 2.5 - log 3!
        let got = lpdf_value(Dist::Poisson, &[vec![3.0], vec![2.5]]).unwrap();
        assert!((got - (3.0 * 2.5f64.ln() - 2.5 - 6f64.ln())).abs() < 1e-13, "{got}");
    }

    #[test]
    fn failing_arguments_and_sizes_are_errors() {
        let e = lpdf_value(Dist::Normal, &[vec![0.0], vec![0.0], vec![1.0, -2.0]]).unwrap_err();
        assert_eq!(e, "normal(y | mu, sigma): sigma is -2 (sigma[2]), but must be positive");
        let e = lpdf_value(Dist::Normal, &[vec![0.0, 1.0], vec![0.0; 3], vec![1.0]]).unwrap_err();
        assert_eq!(e, "normal: the sizes of y (2) and mu (3) differ");
    }
}
