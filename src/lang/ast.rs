//! The Stan abstract syntax tree, with spans; expression types are filled in by the checker.

use std::collections::HashSet;

use super::diag::Span;
use super::types::SType;

/// A Stan program: its blocks in order (each empty when absent).
#[derive(Debug, Clone, Default)]
pub struct Program {
    /// `functions`: definitions (and forward declarations, without a body).
    pub functions: Vec<FunDef>,
    /// `data`: declarations only.
    pub data: Vec<Stmt>,
    /// `transformed data`.
    pub tdata: Vec<Stmt>,
    /// `parameters`: declarations only.
    pub params: Vec<Stmt>,
    /// `transformed parameters`.
    pub tparams: Vec<Stmt>,
    /// `model`.
    pub model: Vec<Stmt>,
    /// `generated quantities`.
    pub gq: Vec<Stmt>,
}

/// Binary operators as written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    IntDiv,
    Mod,
    ElemMul,
    ElemDiv,
    Pow,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    And,
    Or,
}

impl BinOp {
    /// The operator as written.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::IntDiv => "%/%",
            BinOp::Mod => "%",
            BinOp::ElemMul => ".*",
            BinOp::ElemDiv => "./",
            BinOp::Pow => "^",
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

    /// Comparisons and logic: scalar operands, int result.
    pub fn is_logical(self) -> bool {
        matches!(self, BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge | BinOp::And | BinOp::Or)
    }
}

/// Unary prefix operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Not,
    Plus,
}

/// An expression with its span and (after checking) its type.
#[derive(Debug, Clone, PartialEq)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Where.
    pub span: Span,
    /// Its type, set by the checker.
    pub ty: SType,
    /// Nodes on its longest path down to a leaf (1 for a leaf), set at construction: the
    /// parser bounds it so that every recursive pass over the tree stays within the stack.
    pub height: usize,
}

/// Expression forms.
#[derive(Debug, Clone, PartialEq)]
pub enum ExprKind {
    Int(i64),
    Real(f64),
    Var(String),
    Unary(UnOp, Box<Expr>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `name(args)`; `bar` when the first argument was followed by `|`.
    Call {
        name: String,
        args: Vec<Expr>,
        bar: bool,
    },
    Index(Box<Expr>, Vec<Index>),
    /// `[a, b, c]`: a row vector of scalars, or a matrix of row vectors.
    RowVector(Vec<Expr>),
    /// `{a, b, c}`: an array.
    Array(Vec<Expr>),
    /// `x'`: the transpose of a vector, row vector or matrix.
    Transpose(Box<Expr>),
    /// `cond ? a : b`.
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
}

/// One index position.
#[derive(Debug, Clone, PartialEq)]
pub enum Index {
    /// A single int (or, by type, an int array: multi-index).
    One(Expr),
    /// `:` or `lo:`, `:hi`, `lo:hi`.
    Range(Option<Expr>, Option<Expr>),
}

/// The shape keyword of a declaration.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Shape {
    Int,
    Real,
    Vector,
    RowVector,
    Matrix,
    Ordered,
    PositiveOrdered,
    Simplex,
    /// `cholesky_factor_corr[K]`: a K×K matrix (its size is written once).
    CholeskyCorr,
    /// `corr_matrix[K]`: a K×K correlation matrix (its size is written once).
    CorrMatrix,
    /// `cov_matrix[K]`: a K×K covariance matrix (its size is written once).
    CovMatrix,
}

/// A declared type: array sizes, shape, container sizes and bounds.
#[derive(Debug, Clone, PartialEq)]
pub struct DeclType {
    pub shape: Shape,
    /// `vector[n]`: one size; `matrix[r, c]`: two.
    pub sizes: Vec<Expr>,
    /// `array[n, m]` sizes, outermost first.
    pub array: Vec<Expr>,
    pub lower: Option<Expr>,
    pub upper: Option<Expr>,
    pub span: Span,
}

/// A variable declaration.
#[derive(Debug, Clone, PartialEq)]
pub struct Decl {
    pub name: String,
    pub name_span: Span,
    pub ty: DeclType,
    pub init: Option<Expr>,
}

/// A user-defined function.
#[derive(Debug, Clone, PartialEq)]
pub struct FunDef {
    pub name: String,
    pub name_span: Span,
    /// The return type; `None` for `void`.
    pub ret: Option<SType>,
    pub args: Vec<FunArg>,
    /// The body (a block); `None` for a forward declaration.
    pub body: Option<Stmt>,
}

/// An argument of a user-defined function.
#[derive(Debug, Clone, PartialEq)]
pub struct FunArg {
    pub name: String,
    pub span: Span,
    pub ty: SType,
    /// Declared `data`: only data may be passed.
    pub data: bool,
}

/// Assignment operators.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AssignOp {
    Set,
    Add,
    Sub,
    Mul,
    Div,
}

/// A statement with its span.
#[derive(Debug, Clone, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

/// Statement forms.
#[derive(Debug, Clone, PartialEq)]
pub enum StmtKind {
    Decl(Decl),
    Assign {
        name: String,
        name_span: Span,
        index: Vec<Index>,
        op: AssignOp,
        value: Expr,
    },
    Tilde {
        lhs: Expr,
        dist: String,
        dist_span: Span,
        args: Vec<Expr>,
        trunc: Option<(Option<Expr>, Option<Expr>)>,
    },
    Target(Expr),
    For {
        var: String,
        var_span: Span,
        lo: Expr,
        hi: Expr,
        body: Box<Stmt>,
    },
    If {
        cond: Expr,
        then: Box<Stmt>,
        els: Option<Box<Stmt>>,
    },
    Block(Vec<Stmt>),
    /// `return value;` or `return;` (in function bodies).
    Return(Option<Expr>),
    /// A call of a void function as a statement.
    Call(Expr),
    /// `print(...)`, `reject(...)` or `fatal_error(...)`: strings and expressions.
    Print {
        kind: PrintKind,
        args: Vec<Printable>,
    },
}

/// Which of the printing statements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrintKind {
    /// `print`: writes its arguments and goes on.
    Print,
    /// `reject`: rejects the current proposal (an error outside the model's density).
    Reject,
    /// `fatal_error`: stops the run.
    FatalError,
}

impl PrintKind {
    /// The statement's keyword.
    pub fn word(self) -> &'static str {
        match self {
            PrintKind::Print => "print",
            PrintKind::Reject => "reject",
            PrintKind::FatalError => "fatal_error",
        }
    }
}

/// An argument of `print`, `reject` or `fatal_error`.
#[derive(Debug, Clone, PartialEq)]
pub enum Printable {
    /// A string literal, as written (without quotes).
    Str(String),
    /// An expression, printed as Stan prints values.
    Expr(Expr),
}

impl Program {
    /// The names assigned anywhere after their declaration (`x = …`, `x[i] += …`), in the
    /// blocks that run per evaluation and in function bodies; a name that is not among them
    /// keeps its initial value wherever it is declared.
    pub fn assigned_names(&self) -> HashSet<String> {
        let mut names = HashSet::new();
        let bodies = self.functions.iter().filter_map(|f| f.body.as_ref());
        for s in bodies.chain(&self.tparams).chain(&self.model).chain(&self.gq) {
            s.assigned_names(&mut names);
        }
        names
    }
}

impl Stmt {
    /// Adds the names this statement (and those nested in it) assigns to `out`.
    fn assigned_names(&self, out: &mut HashSet<String>) {
        match &self.kind {
            StmtKind::Assign { name, .. } => {
                out.insert(name.clone());
            }
            StmtKind::For { body, .. } => body.assigned_names(out),
            StmtKind::If { then, els, .. } => {
                then.assigned_names(out);
                if let Some(e) = els {
                    e.assigned_names(out);
                }
            }
            StmtKind::Block(b) => b.iter().for_each(|s| s.assigned_names(out)),
            StmtKind::Decl(_)
            | StmtKind::Tilde { .. }
            | StmtKind::Target(_)
            | StmtKind::Return(_)
            | StmtKind::Call(_)
            | StmtKind::Print { .. } => {}
        }
    }
}

impl Expr {
    /// A new unchecked expression.
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        let height = 1 + kind.children_height();
        Expr { kind, span, ty: SType::REAL, height }
    }
}

impl ExprKind {
    /// The largest height of the direct subexpressions (0 for a leaf).
    fn children_height(&self) -> usize {
        let of_index = |i: &Index| match i {
            Index::One(e) => e.height,
            Index::Range(lo, hi) => lo.iter().chain(hi).map(|e| e.height).max().unwrap_or(0),
        };
        match self {
            ExprKind::Int(_) | ExprKind::Real(_) | ExprKind::Var(_) => 0,
            ExprKind::Unary(_, a) | ExprKind::Transpose(a) => a.height,
            ExprKind::RowVector(xs) | ExprKind::Array(xs) => xs.iter().map(|e| e.height).max().unwrap_or(0),
            ExprKind::Cond(c, a, b) => c.height.max(a.height).max(b.height),
            ExprKind::Binary(_, a, b) => a.height.max(b.height),
            ExprKind::Call { args, .. } => args.iter().map(|e| e.height).max().unwrap_or(0),
            ExprKind::Index(e, idx) => idx.iter().map(of_index).max().unwrap_or(0).max(e.height),
        }
    }
}
