//! Statements and programs of the IR.

use std::collections::{BTreeMap, HashMap};

use super::check::CheckSite;
use super::expr::Expr;
use super::types::{Shape, TempId, Type, VarDecl, VarId, VarKind};

/// An IR statement.
#[derive(Debug, Clone, PartialEq)]
pub enum Stmt {
    /// Starts the lifetime of a local or transformed variable (its elements start as NaN).
    Declare(VarId),
    /// `var[index] = value`; no index assigns the whole variable. An element may be assigned
    /// any number of times: the gradient pass tapes what such assignments overwrite (see
    /// `ir::overwritten_vars`), and the CPU interpreter checks that every other element is
    /// assigned at most once per declaration.
    Assign {
        /// Target variable.
        var: VarId,
        /// 0-based indices; empty for the whole variable.
        index: Vec<Expr>,
        /// The value, of the target's element type and selected shape.
        value: Expr,
    },
    /// `var[index] += value`; the value must not read `var`.
    AddAssign {
        /// Target variable.
        var: VarId,
        /// 0-based indices; empty for the whole variable.
        index: Vec<Expr>,
        /// The increment.
        value: Expr,
    },
    /// `target += value` (a real scalar).
    Target(Expr),
    /// `for var in lo..hi { body }`, `hi` exclusive; `reverse` counts down from `hi - 1`.
    For {
        /// The loop counter (kind `Loop`).
        var: VarId,
        /// First value (int scalar).
        lo: Expr,
        /// One past the last value (int scalar).
        hi: Expr,
        /// Counts down when true (gradient programs).
        reverse: bool,
        /// Loop body.
        body: Vec<Stmt>,
    },
    /// `if cond { then } else { els }` on an int condition (non-zero is true).
    If {
        /// Condition (int scalar).
        cond: Expr,
        /// Taken when the condition is non-zero.
        then: Vec<Stmt>,
        /// Taken otherwise.
        els: Vec<Stmt>,
    },
    /// An argument check of a density (scalar form only, before [`resolve_checks`]): the
    /// check of `site` on `args` (the checked value first); a failure makes the log density
    /// −inf, or, for a check on data alone, is an error before sampling.
    ///
    /// [`resolve_checks`]: super::check::resolve_checks
    Check {
        /// Index into [`Program::checks`].
        site: u32,
        /// The check function's arguments (real scalars).
        args: Vec<Expr>,
    },
    /// `let temp = value` (real scalar, immutable, scoped to its block; scalar form only).
    Let {
        /// The temporary.
        temp: TempId,
        /// Its value.
        value: Expr,
    },
}

/// Constraint of a parameter, with bounds that may read data and earlier parameters.
#[derive(Debug, Clone, PartialEq)]
pub enum Constraint {
    /// Unconstrained.
    None,
    /// `<lower=L>`
    Lower(Expr),
    /// `<upper=U>`
    Upper(Expr),
    /// `<lower=L, upper=U>`
    LowerUpper(Expr, Expr),
    /// `ordered[n]`: strictly increasing elements.
    Ordered,
    /// A vector with 0 < x[1] < x[2] < ... (Stan's `positive_ordered`): x[1] = exp(u[1]), then
    /// x[k] = x[k-1] + exp(u[k]).
    PositiveOrdered,
    /// `simplex[K]`: non-negative elements summing to 1, by Stan's stick-breaking transform
    /// of K − 1 unconstrained coordinates.
    Simplex,
    /// `cholesky_factor_corr[K]`: the lower Cholesky factor of a K×K correlation matrix, by
    /// Stan's transform of K(K − 1)/2 canonical partial correlations (`tanh` of the
    /// unconstrained coordinates).
    CholeskyCorr,
}

impl ParamDecl {
    /// Number of unconstrained coordinates of a parameter of constrained shape `shape`.
    pub fn free_len(&self, shape: Shape) -> usize {
        match (&self.constraint, shape) {
            (Constraint::Simplex, Shape::Matrix(rows, k)) => rows * k.saturating_sub(1),
            (Constraint::Simplex, s) => s.len().saturating_sub(1),
            (Constraint::CholeskyCorr, s) => super::corr::free_len(super::corr::side(s.len())),
            (_, s) => s.len(),
        }
    }
}

/// A parameter: its variable and constraint, in declaration order.
#[derive(Debug, Clone, PartialEq)]
pub struct ParamDecl {
    /// The constrained variable (kind `Param`).
    pub var: VarId,
    /// Its constraint.
    pub constraint: Constraint,
}

/// Which rules a program follows; every pass states the form it takes and gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Form {
    /// As built: whole-vector operations, distributions, parameters read-only.
    Model,
    /// Scalarized: every expression a scalar, parameters computed from the unconstrained
    /// input by constraint statements (with their log-Jacobian in `target`).
    Scalar,
    /// A scalar-form program that also computes the gradient of `target` with respect to the
    /// unconstrained input into the `Gradient` variable.
    Gradient,
}

/// A typed IR program: a variable table, parameters and a body of statements.
#[derive(Debug, Clone, PartialEq)]
pub struct Program {
    /// Which rules the program follows.
    pub form: Form,
    /// Variable table, indexed by [`VarId`].
    pub vars: Vec<VarDecl>,
    /// Parameters in declaration order.
    pub params: Vec<ParamDecl>,
    /// Statements.
    pub body: Vec<Stmt>,
    /// Number of temporaries (scalar form).
    pub n_temps: u32,
    /// The argument checks that [`Stmt::Check`] statements name.
    pub checks: Vec<CheckSite>,
    /// Bounds on the values of int data variables (every element lies within), which size the
    /// gradient program's tape for loops whose bounds read them; binding data checks them.
    pub int_ranges: BTreeMap<VarId, (i64, i64)>,
    /// Each name of the variable table (kept by [`Program::add_var`]), so that finding a
    /// variable or a fresh name takes constant time, not a scan of the table.
    pub(crate) names: HashMap<String, VarId>,
}

impl Program {
    /// An empty model-form program.
    pub fn new() -> Program {
        Program {
            form: Form::Model,
            vars: Vec::new(),
            params: Vec::new(),
            body: Vec::new(),
            n_temps: 0,
            checks: Vec::new(),
            int_ranges: BTreeMap::new(),
            names: HashMap::new(),
        }
    }

    /// Adds a variable to the table. Names must be unique (the validator checks).
    pub fn add_var(&mut self, name: impl Into<String>, ty: Type, kind: VarKind) -> VarId {
        let name = name.into();
        let id = VarId(self.vars.len() as u32);
        self.names.entry(name.clone()).or_insert(id);
        self.vars.push(VarDecl { name, ty, kind });
        id
    }

    /// A new temporary.
    pub fn new_temp(&mut self) -> TempId {
        self.n_temps += 1;
        TempId(self.n_temps - 1)
    }

    /// The declaration of a variable.
    pub fn var(&self, id: VarId) -> &VarDecl {
        &self.vars[id.0 as usize]
    }

    /// A name not yet in the table, built from `base`.
    pub fn fresh_name(&self, base: &str) -> String {
        let taken = |n: &str| self.names.contains_key(n);
        if !taken(base) {
            return base.to_string();
        }
        (1..).map(|k| format!("{base}__{k}")).find(|n| !taken(n)).expect("unbounded")
    }

    /// The variable with this name, if any.
    pub fn find(&self, name: &str) -> Option<VarId> {
        self.names.get(name).copied()
    }

    /// Variables of one kind, in table order.
    pub fn vars_of(&self, kind: VarKind) -> Vec<VarId> {
        (0..self.vars.len() as u32).map(VarId).filter(|&v| self.var(v).kind == kind).collect()
    }

    /// The unconstrained input variable of a scalar-form program.
    pub fn input(&self) -> Option<VarId> {
        self.vars_of(VarKind::Input).first().copied()
    }

    /// The gradient output variable of a gradient program.
    pub fn gradient(&self) -> Option<VarId> {
        self.vars_of(VarKind::Gradient).first().copied()
    }

    /// Number of unconstrained parameters.
    pub fn dim(&self) -> usize {
        self.params.iter().map(|p| p.free_len(self.var(p.var).ty.shape)).sum()
    }

    /// Number of constrained parameter elements (a simplex counts all its K elements).
    pub fn constrained_len(&self) -> usize {
        self.params.iter().map(|p| self.var(p.var).ty.shape.len()).sum()
    }
}

impl Default for Program {
    fn default() -> Self {
        Program::new()
    }
}

impl Stmt {
    /// Calls `f` on this statement and every nested statement, parents first.
    pub fn visit(&self, f: &mut impl FnMut(&Stmt)) {
        f(self);
        match self {
            Stmt::For { body, .. } => body.iter().for_each(|s| s.visit(f)),
            Stmt::If { then, els, .. } => then.iter().chain(els).for_each(|s| s.visit(f)),
            _ => {}
        }
    }

    /// Variables this statement (nested statements included) writes.
    pub fn writes(&self) -> Vec<VarId> {
        let mut out = Vec::new();
        self.visit(&mut |s| match s {
            Stmt::Assign { var, .. } | Stmt::AddAssign { var, .. } => out.push(*var),
            _ => {}
        });
        out
    }

    /// Variables declared by this statement and the statements nested in it.
    pub fn declares(&self) -> Vec<VarId> {
        let mut out = Vec::new();
        self.visit(&mut |s| match s {
            Stmt::Declare(v) => out.push(*v),
            Stmt::For { var, .. } => out.push(*var),
            _ => {}
        });
        out
    }

    /// [`Stmt::exprs`], mutably.
    pub fn exprs_mut(&mut self) -> Vec<&mut Expr> {
        match self {
            Stmt::Declare(_) => vec![],
            Stmt::Assign { index, value, .. } | Stmt::AddAssign { index, value, .. } => {
                index.iter_mut().chain(std::iter::once(value)).collect()
            }
            Stmt::Target(e) | Stmt::Let { value: e, .. } => vec![e],
            Stmt::For { lo, hi, .. } => vec![lo, hi],
            Stmt::If { cond, .. } => vec![cond],
            Stmt::Check { args, .. } => args.iter_mut().collect(),
        }
    }

    /// Expressions directly held by this statement (not by nested statements).
    pub fn exprs(&self) -> Vec<&Expr> {
        match self {
            Stmt::Declare(_) => vec![],
            Stmt::Assign { index, value, .. } | Stmt::AddAssign { index, value, .. } => {
                index.iter().chain(std::iter::once(value)).collect()
            }
            Stmt::Target(e) | Stmt::Let { value: e, .. } => vec![e],
            Stmt::For { lo, hi, .. } => vec![lo, hi],
            Stmt::If { cond, .. } => vec![cond],
            Stmt::Check { args, .. } => args.iter().collect(),
        }
    }
}
