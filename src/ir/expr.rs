//! Expressions of the IR: constants, variable reads, operators, functions and log densities.

use super::func::Func;
use super::types::{TempId, VarId};

/// An IR expression. Types and shapes are checked by the validator.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// A real constant.
    Real(f64),
    /// An int constant.
    Int(i64),
    /// A whole variable.
    Var(VarId),
    /// Elements of a variable, with 0-based indices: one index for a vector, two for a
    /// matrix; an int-array index selects several elements (`alpha[group]`).
    Index(VarId, Vec<Expr>),
    /// A scalar temporary bound by a `let` statement (scalar-form programs only).
    Temp(TempId),
    /// Unary minus or logical not.
    Unary(UnOp, Box<Expr>),
    /// A binary operator; see [`BinOp`] for the broadcasting rules.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// A scalar function, applied elementwise to a vector argument where it has one argument.
    Call(Func, Vec<Expr>),
    /// A reduction of a vector to a real scalar.
    Reduce(Reduction, Box<Expr>),
    /// `dot_product(a, b)` of two vectors of equal length.
    Dot(Box<Expr>, Box<Expr>),
    /// `rep_vector(x, n)`.
    RepVector(Box<Expr>, usize),
    /// Int to real promotion, elementwise.
    ToReal(Box<Expr>),
    /// A log density summed over its (broadcast) elements.
    Lpdf(Box<Lpdf>),
}

/// Unary operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// `-x` on ints, reals, vectors and matrices.
    Neg,
    /// `!x` on ints (0 is false).
    Not,
}

/// Binary operators.
///
/// Arithmetic on reals broadcasts a scalar over a vector or matrix; an int operand is promoted
/// to real when the other is real. `Mul` of a matrix by a vector is the matrix·vector product;
/// two vectors must use `ElemMul`. Comparisons take two scalars (int or real) and logic two
/// ints; both give an int truth value (1 or 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*` (scalar product, broadcasting, or matrix·vector)
    Mul,
    /// `/` (int division truncates toward zero, as in Stan)
    Div,
    /// `.*`
    ElemMul,
    /// `./`
    ElemDiv,
    /// `%` on ints
    Mod,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&&`
    And,
    /// `||`
    Or,
}

impl BinOp {
    /// Whether the operator compares or combines ints to give an int truth value.
    pub fn is_logical(&self) -> bool {
        matches!(self, BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::And | BinOp::Or)
    }

    /// The operator as written in the text dump.
    pub fn symbol(&self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::ElemMul => ".*",
            BinOp::ElemDiv => "./",
            BinOp::Mod => "%",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "&&",
            BinOp::Or => "||",
        }
    }
}

/// Reductions of a real vector (or matrix) to a real scalar.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reduction {
    /// `sum(v)`
    Sum,
    /// `mean(v)`
    Mean,
    /// `sd(v)`: sample standard deviation (divisor n − 1).
    Sd,
    /// `log_sum_exp(v)`
    LogSumExp,
}

impl Reduction {
    /// Stan name.
    pub fn name(&self) -> &'static str {
        match self {
            Reduction::Sum => "sum",
            Reduction::Mean => "mean",
            Reduction::Sd => "sd",
            Reduction::LogSumExp => "log_sum_exp",
        }
    }
}

/// Distributions with a vectorized log density.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dist {
    /// `normal(y | mu, sigma)`
    Normal,
    /// `std_normal(y)`
    StdNormal,
    /// `cauchy(y | mu, sigma)`
    Cauchy,
    /// `student_t(y | nu, mu, sigma)`
    StudentT,
    /// `exponential(y | beta)`, beta a rate
    Exponential,
    /// `gamma(y | alpha, beta)`, beta a rate
    Gamma,
    /// `inv_gamma(y | alpha, beta)`, beta a scale
    InvGamma,
    /// `lognormal(y | mu, sigma)`
    Lognormal,
    /// `beta(theta | a, b)`
    Beta,
    /// `uniform(y | alpha, beta)`
    Uniform,
    /// `bernoulli(n | theta)`
    Bernoulli,
    /// `bernoulli_logit(n | alpha)`
    BernoulliLogit,
    /// `binomial(n | N, theta)`
    Binomial,
    /// `binomial_logit(n | N, alpha)`
    BinomialLogit,
    /// `poisson(n | lambda)`
    Poisson,
    /// `poisson_log(n | alpha)`
    PoissonLog,
    /// `neg_binomial_2(n | mu, phi)`
    NegBinomial2,
    /// `weibull(y | alpha, sigma)`, alpha a shape, sigma a scale
    Weibull,
    /// `logistic(y | mu, sigma)`, mu a location, sigma a scale
    Logistic,
    /// `double_exponential(y | mu, sigma)` (Laplace), sigma a scale
    DoubleExponential,
    /// `pareto(y | y_min, alpha)`
    Pareto,
    /// `pareto_type_2(y | mu, lambda, alpha)` (Lomax shifted by mu)
    ParetoType2,
    /// `gumbel(y | mu, beta)`, beta a scale
    Gumbel,
    /// `frechet(y | alpha, sigma)`, alpha a shape, sigma a scale
    Frechet,
    /// `rayleigh(y | sigma)`
    Rayleigh,
    /// `loglogistic(y | alpha, beta)`, alpha a scale, beta a shape
    Loglogistic,
    /// `chi_square(y | nu)`
    ChiSquare,
    /// `inv_chi_square(y | nu)`
    InvChiSquare,
    /// `scaled_inv_chi_square(y | nu, s)`
    ScaledInvChiSquare,
    /// `skew_normal(y | xi, omega, alpha)`
    SkewNormal,
    /// `skew_double_exponential(y | mu, sigma, tau)`
    SkewDoubleExponential,
    /// `beta_proportion(theta | mu, kappa)`: beta(mu kappa, (1 − mu) kappa)
    BetaProportion,
    /// `neg_binomial(n | alpha, beta)`, alpha a shape, beta an inverse scale
    NegBinomial,
    /// `neg_binomial_2_log(n | eta, phi)`: neg_binomial_2 with mean exp(eta)
    NegBinomial2Log,
    /// `beta_binomial(n | N, alpha, beta)`
    BetaBinomial,
}

impl Dist {
    /// Stan name.
    pub fn name(&self) -> &'static str {
        match self {
            Dist::Normal => "normal",
            Dist::StdNormal => "std_normal",
            Dist::Cauchy => "cauchy",
            Dist::StudentT => "student_t",
            Dist::Exponential => "exponential",
            Dist::Gamma => "gamma",
            Dist::InvGamma => "inv_gamma",
            Dist::Lognormal => "lognormal",
            Dist::Beta => "beta",
            Dist::Uniform => "uniform",
            Dist::Bernoulli => "bernoulli",
            Dist::BernoulliLogit => "bernoulli_logit",
            Dist::Binomial => "binomial",
            Dist::BinomialLogit => "binomial_logit",
            Dist::Poisson => "poisson",
            Dist::PoissonLog => "poisson_log",
            Dist::NegBinomial2 => "neg_binomial_2",
            Dist::Weibull => "weibull",
            Dist::Logistic => "logistic",
            Dist::DoubleExponential => "double_exponential",
            Dist::Pareto => "pareto",
            Dist::ParetoType2 => "pareto_type_2",
            Dist::Gumbel => "gumbel",
            Dist::Frechet => "frechet",
            Dist::Rayleigh => "rayleigh",
            Dist::Loglogistic => "loglogistic",
            Dist::ChiSquare => "chi_square",
            Dist::InvChiSquare => "inv_chi_square",
            Dist::ScaledInvChiSquare => "scaled_inv_chi_square",
            Dist::SkewNormal => "skew_normal",
            Dist::SkewDoubleExponential => "skew_double_exponential",
            Dist::BetaProportion => "beta_proportion",
            Dist::NegBinomial => "neg_binomial",
            Dist::NegBinomial2Log => "neg_binomial_2_log",
            Dist::BetaBinomial => "beta_binomial",
        }
    }

    /// Number of arguments, the outcome included.
    pub fn arity(&self) -> usize {
        match self {
            Dist::StdNormal => 1,
            Dist::Exponential | Dist::Bernoulli | Dist::BernoulliLogit | Dist::Poisson | Dist::PoissonLog => 2,
            Dist::Rayleigh | Dist::ChiSquare | Dist::InvChiSquare => 2,
            Dist::StudentT | Dist::ParetoType2 | Dist::SkewNormal | Dist::SkewDoubleExponential => 4,
            Dist::BetaBinomial => 4,
            _ => 3,
        }
    }

    /// Whether the outcome (first argument) is an int (a probability mass function).
    pub fn is_discrete(&self) -> bool {
        matches!(
            self,
            Dist::Bernoulli
                | Dist::BernoulliLogit
                | Dist::Binomial
                | Dist::BinomialLogit
                | Dist::Poisson
                | Dist::PoissonLog
                | Dist::NegBinomial2
                | Dist::NegBinomial
                | Dist::NegBinomial2Log
                | Dist::BetaBinomial
        )
    }

    /// Which arguments must be ints (outcome of a pmf, trial count of the binomial).
    pub fn int_args(&self) -> &'static [usize] {
        match self {
            Dist::Binomial | Dist::BinomialLogit | Dist::BetaBinomial => &[0, 1],
            d if d.is_discrete() => &[0],
            _ => &[],
        }
    }

    /// Every distribution, for tests and tables.
    pub const ALL: &'static [Dist] = &[
        Dist::Normal,
        Dist::StdNormal,
        Dist::Cauchy,
        Dist::StudentT,
        Dist::Exponential,
        Dist::Gamma,
        Dist::InvGamma,
        Dist::Lognormal,
        Dist::Beta,
        Dist::Uniform,
        Dist::Bernoulli,
        Dist::BernoulliLogit,
        Dist::Binomial,
        Dist::BinomialLogit,
        Dist::Poisson,
        Dist::PoissonLog,
        Dist::NegBinomial2,
        Dist::Weibull,
        Dist::Logistic,
        Dist::DoubleExponential,
        Dist::Pareto,
        Dist::ParetoType2,
        Dist::Gumbel,
        Dist::Frechet,
        Dist::Rayleigh,
        Dist::Loglogistic,
        Dist::ChiSquare,
        Dist::InvChiSquare,
        Dist::ScaledInvChiSquare,
        Dist::SkewNormal,
        Dist::SkewDoubleExponential,
        Dist::BetaProportion,
        Dist::NegBinomial,
        Dist::NegBinomial2Log,
        Dist::BetaBinomial,
    ];
}

/// A vectorized log density or mass: `sum_i dist_lpdf(args[0][i] | args[1][i], ...)`, each
/// argument a scalar (broadcast) or a vector/int array of one common length.
#[derive(Debug, Clone, PartialEq)]
pub struct Lpdf {
    /// The distribution.
    pub dist: Dist,
    /// Outcome first, then the parameters in Stan's order.
    pub args: Vec<Expr>,
    /// `~` form: drop additive terms that depend on no parameter.
    pub propto: bool,
    /// Optional 0/1 int data array: elements with mask 0 contribute nothing.
    pub mask: Option<VarId>,
    /// Truncation `T[lower, upper]` (normal only), each bound optional.
    pub truncation: Option<Truncation>,
}

/// Truncation bounds of a `~` statement.
#[derive(Debug, Clone, PartialEq)]
pub struct Truncation {
    /// Lower bound, if any.
    pub lower: Option<Expr>,
    /// Upper bound, if any.
    pub upper: Option<Expr>,
}

impl Expr {
    /// `a op b`, boxed.
    pub fn binary(op: BinOp, a: Expr, b: Expr) -> Expr {
        Expr::Binary(op, Box::new(a), Box::new(b))
    }

    /// A one-argument function call.
    pub fn call1(f: Func, a: Expr) -> Expr {
        Expr::Call(f, vec![a])
    }

    /// A scalar element `v[i]`.
    pub fn elem(var: VarId, i: Expr) -> Expr {
        Expr::Index(var, vec![i])
    }

    /// Calls `f` on this expression and every subexpression, parents first.
    pub fn visit(&self, f: &mut impl FnMut(&Expr)) {
        f(self);
        match self {
            Expr::Real(_) | Expr::Int(_) | Expr::Var(_) | Expr::Temp(_) => {}
            Expr::Index(_, idx) => idx.iter().for_each(|e| e.visit(f)),
            Expr::Unary(_, a) | Expr::Reduce(_, a) | Expr::RepVector(a, _) | Expr::ToReal(a) => a.visit(f),
            Expr::Binary(_, a, b) | Expr::Dot(a, b) => {
                a.visit(f);
                b.visit(f);
            }
            Expr::Call(_, args) => args.iter().for_each(|e| e.visit(f)),
            Expr::Lpdf(l) => {
                l.args.iter().for_each(|e| e.visit(f));
                if let Some(t) = &l.truncation {
                    t.lower.iter().chain(t.upper.iter()).for_each(|e| e.visit(f));
                }
            }
        }
    }

    /// Variables this expression reads (with repeats).
    pub fn reads(&self) -> Vec<VarId> {
        let mut out = Vec::new();
        self.visit(&mut |e| match e {
            Expr::Var(v) | Expr::Index(v, _) => out.push(*v),
            Expr::Lpdf(l) => out.extend(l.mask),
            _ => {}
        });
        out
    }
}
