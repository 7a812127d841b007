//! The Stan functions and distributions the front end knows, with their typing rules.

use crate::ir::{Dist, Func, Reduction};

use super::host_fns::{self, HostFn};
use super::types::{Base, SType};

/// A distribution usable in `~` and as `_lpdf`/`_lpmf`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DistKind {
    /// One of the IR's vectorized densities.
    Ir(Dist),
    /// `multi_normal_cholesky(y | mu, L)`, desugared to forward substitution.
    MultiNormalCholesky,
    /// `multi_normal(y | mu, Sigma)`: `multi_normal_cholesky` of Sigma's Cholesky factor, of a
    /// vector or of each vector of an array.
    MultiNormal,
    /// `normal_id_glm(y | X, alpha, beta, sigma)` = `normal(y | alpha + X * beta, sigma)`.
    NormalIdGlm,
    /// `bernoulli_logit_glm(y | X, alpha, beta)` = `bernoulli_logit(y | alpha + X * beta)`.
    BernoulliLogitGlm,
    /// `dirichlet(theta | alpha)` of a simplex and data concentrations.
    Dirichlet,
    /// `categorical(y | theta)` of an int or int array and a simplex.
    Categorical,
    /// `categorical_logit(y | beta)` of an int or int array and a vector of log odds.
    CategoricalLogit,
    /// `lkj_corr_cholesky(L | eta)` of a Cholesky factor of a correlation matrix.
    LkjCorrCholesky,
}

/// Which cumulative function.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CdfKind {
    Cdf,
    Lcdf,
    Lccdf,
}

/// A resolved function call.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Builtin {
    /// An IR scalar function (elementwise when it takes one argument).
    Func(Func),
    /// A reduction of a container to a scalar.
    Reduce(Reduction),
    DotProduct,
    /// `dot_self(v)` = `dot_product(v, v)`.
    DotSelf,
    /// `append_row(a, b)` of vectors or reals (at least one a vector): a vector; of matrices
    /// or row vectors: a matrix.
    AppendRow,
    /// `append_col(a, b)` of matrices and vectors (a matrix) or row vectors and reals.
    AppendCol,
    /// `cumulative_sum(x)` of a vector, row vector or 1-D array: the running sums.
    CumulativeSum,
    /// `softmax(v)` (`log_softmax(v)` when true) of a vector.
    Softmax(bool),
    RepVector,
    /// `rep_matrix(x, m, n)`, `rep_matrix(v, n)` or `rep_matrix(rv, m)`.
    RepMatrix,
    /// `rep_array(x, n)`, `rep_array(x, m, n)`, `rep_array(x, k, m, n)` of any x.
    RepArray,
    /// `segment(x, i, n)` of a vector, row vector or array: `n` elements from the `i`-th.
    Segment,
    /// `quad_form_diag(m, v)`: `diag_matrix(v) * m * diag_matrix(v)`.
    QuadFormDiag,
    DiagMatrix,
    /// `diag_pre_multiply(v, m)`: `diag_matrix(v) * m`.
    DiagPreMultiply,
    /// `multiply_lower_tri_self_transpose(m)`: `L L'` of the lower triangle L of m.
    LowerTriSelfTranspose,
    CholeskyDecompose,
    GpExpQuadCov,
    ToVector,
    /// `to_matrix(x)` of a matrix, a 2-D array of reals or ints, or an array of row vectors.
    ToMatrix,
    /// `col(m, j)`: column j of a matrix, a vector.
    Col,
    /// `row(m, i)`: row i of a matrix, a row vector.
    Row,
    Rows,
    Cols,
    NumElements,
    Size,
    /// `dims(x)`: the sizes of x, as Stan's math library gives them (a vector has one column,
    /// a row vector one row: `dims(vector[3])` is `{3, 1}`).
    Dims,
    Constant(f64),
    /// `int_step(x)`: the int 1 for x > 0, 0 otherwise (NaN included).
    IntStep,
    /// `dist_lpdf`/`_lpmf` (`propto` for `_lupdf`/`_lupmf`).
    Lpdf(DistKind, bool),
    /// A function only the host evaluates (reductions without an IR form, `_rng`).
    Host(HostFn),
    /// `dist_cdf`/`_lcdf`/`_lccdf` of the normal (`false`) or Student-t (`true`), evaluated
    /// on the host from data.
    Cdf(bool, CdfKind),
}

/// Internal IR functions that are not Stan functions.
fn is_internal(f: Func) -> bool {
    matches!(
        f,
        Func::StdNormalLcdfDeriv
            | Func::LogDiffPhiDerivA
            | Func::LogDiffPhiDerivB
            | Func::LgammaRatio
            | Func::DigammaRatio
            | Func::LogDiffPhi
            | Func::F64Tolerance
    ) || f.is_check()
}

/// A distribution by its Stan name.
pub fn dist(name: &str) -> Option<DistKind> {
    match name {
        "multi_normal_cholesky" => Some(DistKind::MultiNormalCholesky),
        "multi_normal" => Some(DistKind::MultiNormal),
        "normal_id_glm" => Some(DistKind::NormalIdGlm),
        "bernoulli_logit_glm" => Some(DistKind::BernoulliLogitGlm),
        "dirichlet" => Some(DistKind::Dirichlet),
        "categorical" => Some(DistKind::Categorical),
        "categorical_logit" => Some(DistKind::CategoricalLogit),
        "lkj_corr_cholesky" => Some(DistKind::LkjCorrCholesky),
        _ => Dist::ALL.iter().find(|d| d.name() == name).map(|d| DistKind::Ir(*d)),
    }
}

/// Number of arguments of a distribution, the outcome included.
pub fn dist_arity(d: DistKind) -> usize {
    match d {
        DistKind::Ir(d) => d.arity(),
        DistKind::MultiNormalCholesky | DistKind::MultiNormal => 3,
        DistKind::Dirichlet | DistKind::Categorical | DistKind::CategoricalLogit | DistKind::LkjCorrCholesky => 2,
        DistKind::NormalIdGlm => 5,
        DistKind::BernoulliLogitGlm => 4,
    }
}

/// Whether the distribution is a mass function (outcome int).
pub fn dist_discrete(d: DistKind) -> bool {
    matches!(d, DistKind::Ir(d) if d.is_discrete())
        || matches!(d, DistKind::BernoulliLogitGlm | DistKind::Categorical | DistKind::CategoricalLogit)
}

/// Resolves a call by name and argument count.
pub fn resolve(name: &str, nargs: usize) -> Option<Builtin> {
    let b = match (name, nargs) {
        ("log_sum_exp", 1) => Builtin::Reduce(Reduction::LogSumExp),
        ("sum", 1) => Builtin::Reduce(Reduction::Sum),
        ("mean", 1) => Builtin::Reduce(Reduction::Mean),
        ("sd", 1) => Builtin::Reduce(Reduction::Sd),
        ("dot_product", 2) => Builtin::DotProduct,
        ("dot_self", 1) => Builtin::DotSelf,
        ("append_row", 2) => Builtin::AppendRow,
        ("append_col", 2) => Builtin::AppendCol,
        ("cumulative_sum", 1) => Builtin::CumulativeSum,
        ("softmax", 1) => Builtin::Softmax(false),
        ("log_softmax", 1) => Builtin::Softmax(true),
        ("rep_vector", 2) => Builtin::RepVector,
        ("rep_matrix", 2 | 3) => Builtin::RepMatrix,
        ("rep_array", 2..=4) => Builtin::RepArray,
        ("segment", 3) => Builtin::Segment,
        ("quad_form_diag", 2) => Builtin::QuadFormDiag,
        ("diag_matrix", 1) => Builtin::DiagMatrix,
        ("diag_pre_multiply", 2) => Builtin::DiagPreMultiply,
        ("multiply_lower_tri_self_transpose", 1) => Builtin::LowerTriSelfTranspose,
        ("cholesky_decompose", 1) => Builtin::CholeskyDecompose,
        ("gp_exp_quad_cov", 3) => Builtin::GpExpQuadCov,
        ("to_vector", 1) => Builtin::ToVector,
        ("to_matrix", 1) => Builtin::ToMatrix,
        ("col", 2) => Builtin::Col,
        ("row", 2) => Builtin::Row,
        ("rows", 1) => Builtin::Rows,
        ("cols", 1) => Builtin::Cols,
        ("num_elements", 1) => Builtin::NumElements,
        ("size", 1) => Builtin::Size,
        ("dims", 1) => Builtin::Dims,
        ("abs", 1) => Builtin::Func(Func::Fabs),
        ("lmultiply", 2) => Builtin::Func(Func::MultiplyLog),
        ("int_step", 1) => Builtin::IntStep,
        ("std_normal_qf", 1) => Builtin::Func(Func::InvPhi),
        ("pi", 0) => Builtin::Constant(std::f64::consts::PI),
        ("e", 0) => Builtin::Constant(std::f64::consts::E),
        ("sqrt2", 0) => Builtin::Constant(std::f64::consts::SQRT_2),
        ("not_a_number", 0) => Builtin::Constant(f64::NAN),
        ("positive_infinity", 0) => Builtin::Constant(f64::INFINITY),
        ("negative_infinity", 0) => Builtin::Constant(f64::NEG_INFINITY),
        ("machine_precision", 0) => Builtin::Constant(f64::EPSILON),
        _ => return resolve_named(name, nargs),
    };
    Some(b)
}

fn resolve_named(name: &str, nargs: usize) -> Option<Builtin> {
    if let Some(f) = Func::ALL.iter().find(|f| f.name() == name && f.arity() == nargs && !is_internal(**f)) {
        return Some(Builtin::Func(*f));
    }
    if let Some(h) = host_fns::resolve(name, nargs) {
        return Some(Builtin::Host(h));
    }
    for (suffix, propto) in [("_lpdf", false), ("_lpmf", false), ("_lupdf", true), ("_lupmf", true)] {
        if let Some(d) = name.strip_suffix(suffix).and_then(dist) {
            if suffix.ends_with("pmf") != dist_discrete(d) {
                return None;
            }
            return Some(Builtin::Lpdf(d, propto));
        }
    }
    for (suffix, kind) in [("_lccdf", CdfKind::Lccdf), ("_lcdf", CdfKind::Lcdf), ("_cdf", CdfKind::Cdf)] {
        match name.strip_suffix(suffix) {
            Some("normal") => return Some(Builtin::Cdf(false, kind)),
            Some("student_t") => return Some(Builtin::Cdf(true, kind)),
            _ => {}
        }
    }
    None
}

/// The result type of a call, or a message saying which argument does not fit.
pub fn call_type(b: Builtin, name: &str, args: &[SType]) -> Result<SType, String> {
    let bad = |k: usize, want: &str| Err(format!("argument {} of {name} must be {want}, got {}", k + 1, args[k]));
    let all_scalar = |from: usize| (from..args.len()).find(|&k| !args[k].is_scalar());
    match b {
        Builtin::Func(f) if f.arity() == 1 => Ok(args[0].to_real()),
        Builtin::Func(_) | Builtin::Cdf(..) => match all_scalar(0) {
            Some(k) => bad(k, "a scalar"),
            None => Ok(SType::REAL),
        },
        Builtin::Reduce(r) => {
            let a = args[0];
            if a.is_scalar() || a.dims > 1 || a.dims == 1 && !matches!(a.base, Base::Int | Base::Real) {
                return bad(0, "a vector, row vector, matrix or 1-D array");
            }
            let int_sum = r == Reduction::Sum && a.is_int_valued();
            Ok(if int_sum { SType::INT } else { SType::REAL })
        }
        Builtin::DotProduct => match (0..2).find(|&k| !args[k].is_sequence() || args[k].is_int_valued()) {
            Some(k) => bad(k, "a vector, row vector or real array"),
            None => Ok(SType::REAL),
        },
        Builtin::DotSelf => match args[0].is_sequence() && !args[0].is_int_valued() {
            true => Ok(SType::REAL),
            false => bad(0, "a vector, row vector or real array"),
        },
        Builtin::AppendRow => append_row_type(args).or_else(|(k, want)| bad(k, want)),
        Builtin::AppendCol => append_col_type(args).or_else(|(k, want)| bad(k, want)),
        Builtin::CumulativeSum => match args[0].is_sequence() {
            true => Ok(args[0]),
            false => bad(0, "a vector, row vector or 1-D array"),
        },
        Builtin::Softmax(_) => match args[0] == SType::VECTOR {
            true => Ok(SType::VECTOR),
            false => bad(0, "a vector"),
        },
        Builtin::RepMatrix => rep_matrix_type(args).or_else(|(k, want)| bad(k, want)),
        Builtin::RepArray => match (1..args.len()).find(|&k| !args[k].is_int()) {
            Some(k) => bad(k, "an int"),
            None => Ok(SType::array(args[0].base, args[0].dims + args.len() - 1)),
        },
        Builtin::Segment => segment_type(args).or_else(|(k, want)| bad(k, want)),
        Builtin::QuadFormDiag => match (args[0] == SType::MATRIX, matches!(args[1], SType::VECTOR | SType::ROW_VECTOR))
        {
            (true, true) => Ok(SType::MATRIX),
            (false, _) => bad(0, "a matrix"),
            (true, false) => bad(1, "a vector or row vector"),
        },
        Builtin::RepVector => {
            if !args[0].is_scalar() {
                return bad(0, "a scalar");
            }
            if !args[1].is_int() {
                return bad(1, "an int");
            }
            Ok(SType::VECTOR)
        }
        Builtin::DiagMatrix => match args[0] == SType::VECTOR {
            true => Ok(SType::MATRIX),
            false => bad(0, "a vector"),
        },
        Builtin::DiagPreMultiply => match (args[0] == SType::VECTOR, args[1] == SType::MATRIX) {
            (true, true) => Ok(SType::MATRIX),
            (false, _) => bad(0, "a vector"),
            (true, false) => bad(1, "a matrix"),
        },
        Builtin::CholeskyDecompose | Builtin::LowerTriSelfTranspose => match args[0] == SType::MATRIX {
            true => Ok(SType::MATRIX),
            false => bad(0, "a matrix"),
        },
        Builtin::GpExpQuadCov => {
            if args[0] != SType::array(Base::Real, 1) && args[0] != SType::array(Base::Vector, 1) {
                return bad(0, "an array of reals or of vectors");
            }
            match all_scalar(1) {
                Some(k) => bad(k, "a scalar"),
                None => Ok(SType::MATRIX),
            }
        }
        Builtin::ToVector => match args[0].is_sequence() || args[0] == SType::MATRIX {
            true => Ok(SType::VECTOR),
            false => bad(0, "a vector, row vector, matrix or 1-D array"),
        },
        Builtin::ToMatrix => {
            let a = args[0];
            match a == SType::MATRIX || a.dims == 2 && a.base != Base::Matrix || a == SType::array(Base::RowVector, 1) {
                true => Ok(SType::MATRIX),
                false => bad(0, "a matrix, a 2-D array of scalars or an array of row vectors"),
            }
        }
        Builtin::Col | Builtin::Row => match (args[0] == SType::MATRIX, args[1].is_int()) {
            (true, true) if b == Builtin::Col => Ok(SType::VECTOR),
            (true, true) => Ok(SType::ROW_VECTOR),
            (false, _) => bad(0, "a matrix"),
            (true, false) => bad(1, "an int"),
        },
        Builtin::Rows | Builtin::Cols => match args[0].is_linear() {
            true => Ok(SType::INT),
            false => bad(0, "a vector, row vector or matrix"),
        },
        Builtin::NumElements | Builtin::Size => match args[0].is_scalar() {
            false => Ok(SType::INT),
            true => bad(0, "a container"),
        },
        Builtin::Dims => Ok(SType::array(Base::Int, 1)),
        Builtin::Constant(_) => Ok(SType::REAL),
        Builtin::IntStep => match args[0].is_scalar() {
            true => Ok(SType::INT),
            false => bad(0, "a scalar"),
        },
        Builtin::Host(h) => host_fns::result_type(h, args),
        Builtin::Lpdf(d, _) => {
            dist_args(d, name, args)?;
            Ok(SType::REAL)
        }
    }
}

/// The type of `append_row(a, b)`: a vector of vectors and reals (one vector at least), a
/// matrix of matrices and row vectors; or the argument that does not fit and what it must be.
fn append_row_type(args: &[SType]) -> Result<SType, (usize, &'static str)> {
    let row = |t: SType| t == SType::MATRIX || t == SType::ROW_VECTOR;
    let column = |t: SType| t.is_scalar() || t == SType::VECTOR;
    if row(args[0]) {
        return if row(args[1]) { Ok(SType::MATRIX) } else { Err((1, "a matrix or row vector")) };
    }
    match (0..2).find(|&k| !column(args[k])) {
        Some(k) => Err((k, "a matrix, row vector, vector or scalar")),
        None if args.iter().all(|t| t.is_scalar()) => Err((0, "a vector (one argument at least)")),
        None => Ok(SType::VECTOR),
    }
}

/// The type of `segment(x, i, n)`, or the argument that does not fit.
fn segment_type(args: &[SType]) -> Result<SType, (usize, &'static str)> {
    if let Some(k) = (1..3).find(|&k| !args[k].is_int()) {
        return Err((k, "an int"));
    }
    match args[0].dims > 0 || matches!(args[0], SType::VECTOR | SType::ROW_VECTOR) {
        true => Ok(args[0]),
        false => Err((0, "a vector, row vector or array")),
    }
}

/// The type of `append_col(a, b)`, or the argument that does not fit and what it must be.
fn append_col_type(args: &[SType]) -> Result<SType, (usize, &'static str)> {
    let column = |t: SType| t == SType::MATRIX || t == SType::VECTOR;
    let row = |t: SType| t.is_scalar() || t == SType::ROW_VECTOR;
    if column(args[0]) {
        return if column(args[1]) { Ok(SType::MATRIX) } else { Err((1, "a matrix or vector")) };
    }
    match (0..2).find(|&k| !row(args[k])) {
        Some(k) => Err((k, "a matrix, vector, row vector or scalar")),
        None if args.iter().all(|t| t.is_scalar()) => Err((0, "a row vector (one argument at least)")),
        None => Ok(SType::ROW_VECTOR),
    }
}

/// The type of `rep_matrix(x, m, n)` or `rep_matrix(v, k)`, or the argument that does not fit.
fn rep_matrix_type(args: &[SType]) -> Result<SType, (usize, &'static str)> {
    if let Some(k) = (1..args.len()).find(|&k| !args[k].is_int()) {
        return Err((k, "an int"));
    }
    match (args.len(), args[0]) {
        (3, t) if t.is_scalar() => Ok(SType::MATRIX),
        (3, _) => Err((0, "a scalar")),
        (_, SType::VECTOR | SType::ROW_VECTOR) => Ok(SType::MATRIX),
        _ => Err((0, "a vector or row vector")),
    }
}

/// An argument rule and its description.
type Want = (fn(SType) -> bool, &'static str);

/// Checks the argument types of a distribution (outcome first).
pub fn dist_args(d: DistKind, name: &str, args: &[SType]) -> Result<(), String> {
    let n = dist_arity(d);
    if args.len() != n {
        return Err(format!("{name} takes {n} argument(s) (the outcome included), got {}", args.len()));
    }
    let bad = |k: usize, want: &str| Err(format!("argument {} of {name} must be {want}, got {}", k + 1, args[k]));
    match d {
        DistKind::Ir(dist) => {
            for (k, t) in args.iter().enumerate() {
                if !t.is_scalar() && !t.is_sequence() {
                    return bad(k, "a scalar, vector or 1-D array");
                }
                if dist.int_args().contains(&k) && !t.is_int_valued() {
                    return bad(k, "int-valued");
                }
            }
            Ok(())
        }
        DistKind::MultiNormal => {
            let wants: [Want; 3] = [
                (|t| t == SType::VECTOR || t == SType::array(Base::Vector, 1), "a vector or an array of vectors"),
                (|t| t == SType::VECTOR, "a vector"),
                (|t| t == SType::MATRIX, "a matrix"),
            ];
            match wants.iter().enumerate().find(|(k, (ok, _))| !ok(args[*k])) {
                Some((k, (_, want))) => bad(k, want),
                None => Ok(()),
            }
        }
        DistKind::MultiNormalCholesky => {
            for (k, t) in args.iter().enumerate().take(2) {
                if !t.is_sequence() || t.is_int_valued() && t.dims == 0 {
                    return bad(k, "a vector");
                }
            }
            match args[2] == SType::MATRIX {
                true => Ok(()),
                false => bad(2, "a matrix"),
            }
        }
        DistKind::Categorical | DistKind::CategoricalLogit => {
            if !(args[0].is_int_valued() && args[0].dims <= 1 && (args[0].is_scalar() || args[0].is_sequence())) {
                return bad(0, "an int or a 1-D int array");
            }
            match args[1] == SType::VECTOR {
                true => Ok(()),
                false => bad(1, "a vector"),
            }
        }
        DistKind::LkjCorrCholesky => match (args[0] == SType::MATRIX, args[1].is_scalar()) {
            (true, true) => Ok(()),
            (false, _) => bad(0, "a matrix"),
            (true, false) => bad(1, "a scalar"),
        },
        DistKind::Dirichlet => match (0..2).find(|&k| args[k] != SType::VECTOR) {
            Some(k) => bad(k, "a vector"),
            None => Ok(()),
        },
        DistKind::NormalIdGlm => {
            let wants: [Want; 5] = [
                (|t| t.is_sequence() || t.is_scalar(), "a vector"),
                (|t| t == SType::MATRIX, "a matrix"),
                (|t| t.is_scalar() || t.is_sequence(), "a scalar or vector"),
                (|t| t == SType::VECTOR, "a vector"),
                (|t| t.is_scalar() || t.is_sequence(), "a scalar or vector"),
            ];
            match wants.iter().enumerate().find(|(k, (ok, _))| !ok(args[*k])) {
                Some((k, (_, want))) => bad(k, want),
                None => Ok(()),
            }
        }
        DistKind::BernoulliLogitGlm => {
            let wants: [Want; 4] = [
                (|t| t.is_int_valued() && (t.is_sequence() || t.is_scalar()), "an int or int array"),
                (|t| t == SType::MATRIX, "a matrix"),
                (|t| t.is_scalar() || t.is_sequence(), "a scalar or vector"),
                (|t| t == SType::VECTOR, "a vector"),
            ];
            match wants.iter().enumerate().find(|(k, (ok, _))| !ok(args[*k])) {
                Some((k, (_, want))) => bad(k, want),
                None => Ok(()),
            }
        }
    }
}
