//! The Stan parser, blocks, declarations and statements; expressions are in `parse_expr`.

use super::ast::{
    AssignOp, Decl, DeclType, Expr, ExprKind, Index, PrintKind, Printable, Program, Shape, Stmt, StmtKind,
};
use super::diag::{Diag, Span};
use super::lexer::{lex, Tok, Token};

/// The nesting budget of a program: every open statement costs [`STMT_LEVEL`], every open
/// expression group (parentheses, call arguments, indexes) [`GROUP_LEVEL`], and every
/// operator or call node on the longest path down an expression tree 1 (nested prefix
/// operators and powers 1 each, too). The costs follow the stack each level takes in the
/// parser and the later passes (checking, lowering, differentiation, interpreters, code
/// generation) in an unoptimized build, so that any accepted program stays within a third of
/// a 2 MiB thread stack; at most 160 operator levels also keep the generated WGSL within the
/// shader compiler's own nesting limit. In round numbers: up to 18 nested statements, 36
/// nested parentheses or 150 chained operators such as `a * b * ... * z` (long sums and
/// differences are added pairwise, so they nest only logarithmically).
const MAX_NESTING: usize = 160;

/// The nesting cost of one open statement (see [`MAX_NESTING`]).
const STMT_LEVEL: usize = 8;

/// The nesting cost of one open expression group (see [`MAX_NESTING`]).
pub(super) const GROUP_LEVEL: usize = 4;

/// A recursive-descent parser over the token list.
pub struct Parser {
    toks: Vec<Token>,
    pos: usize,
    pub(super) depth: usize,
}

/// Parses a whole Stan program.
pub fn parse(src: &str) -> Result<Program, Diag> {
    let mut p = Parser { toks: lex(src)?, pos: 0, depth: 0 };
    p.program()
}

const BLOCKS: &[&str] = &["functions", "data", "transformed", "parameters", "model", "generated"];

impl Parser {
    pub(super) fn peek(&self) -> &Token {
        &self.toks[self.pos.min(self.toks.len() - 1)]
    }

    pub(super) fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }

    pub(super) fn next(&mut self) -> Token {
        let t = self.peek().clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }

    pub(super) fn is_sym(&self, s: &str) -> bool {
        matches!(&self.peek().tok, Tok::Sym(x) if *x == s)
    }

    pub(super) fn is_ident(&self, s: &str) -> bool {
        matches!(&self.peek().tok, Tok::Ident(x) if x == s)
    }

    pub(super) fn eat(&mut self, s: &str) -> bool {
        let hit = self.is_sym(s);
        if hit {
            self.next();
        }
        hit
    }

    pub(super) fn expect(&mut self, s: &str) -> Result<Span, Diag> {
        if self.is_sym(s) {
            return Ok(self.next().span);
        }
        let t = self.peek();
        if s == ";" && self.pos > 0 {
            let end = self.prev_end();
            let message = format!("expected ';' after this, found {}", t.tok.describe());
            return Err(Diag::syntax(Span { start: end, end }, message));
        }
        Err(Diag::syntax(t.span, format!("expected '{s}', found {}", t.tok.describe())))
    }

    pub(super) fn ident(&mut self, what: &str) -> Result<(String, Span), Diag> {
        match self.peek().tok.clone() {
            Tok::Ident(s) => Ok((s, self.next().span)),
            other => Err(Diag::syntax(self.peek().span, format!("expected {what}, found {}", other.describe()))),
        }
    }

    pub(super) fn prev_end(&self) -> usize {
        self.toks[self.pos.saturating_sub(1)].span.end
    }

    /// One level deeper, at nesting cost `cost` (see [`MAX_NESTING`]); callers step back
    /// with `self.depth -= cost`.
    pub(super) fn enter(&mut self, cost: usize) -> Result<(), Diag> {
        self.depth += cost;
        if self.depth > MAX_NESTING {
            return Err(too_deep(self.peek().span));
        }
        Ok(())
    }

    /// A new expression node, refused when it would nest deeper than [`MAX_NESTING`].
    pub(super) fn node(&self, kind: ExprKind, span: Span) -> Result<Expr, Diag> {
        let e = Expr::new(kind, span);
        if self.depth + e.height > MAX_NESTING {
            return Err(too_deep(span));
        }
        Ok(e)
    }

    fn program(&mut self) -> Result<Program, Diag> {
        let mut prog = Program::default();
        let mut last = 0;
        while self.peek().tok != Tok::Eof {
            let (word, span) = self.ident("a block name")?;
            let (name, order) = match word.as_str() {
                "functions" => ("functions", 1),
                "data" => ("data", 2),
                "transformed" if self.is_ident("data") => ("transformed data", 3),
                "parameters" => ("parameters", 4),
                "transformed" if self.is_ident("parameters") => ("transformed parameters", 5),
                "model" => ("model", 6),
                "generated" if self.is_ident("quantities") => ("generated quantities", 7),
                _ => {
                    let list = BLOCKS.join(", ");
                    return Err(Diag::syntax(span, format!("expected a block ({list}), found '{word}'")));
                }
            };
            if name.contains(' ') {
                self.next();
            }
            if order <= last {
                return Err(Diag::syntax(span, format!("block '{name}' is repeated or out of order")));
            }
            last = order;
            self.expect("{")?;
            if order == 1 {
                prog.functions = self.functions_block()?;
                continue;
            }
            let decls_only = matches!(order, 2 | 4);
            let body = self.block_body(decls_only)?;
            match order {
                2 => prog.data = body,
                3 => prog.tdata = body,
                4 => prog.params = body,
                5 => prog.tparams = body,
                6 => prog.model = body,
                _ => prog.gq = body,
            }
        }
        Ok(prog)
    }

    /// Statements up to the closing brace (consumed).
    fn block_body(&mut self, decls_only: bool) -> Result<Vec<Stmt>, Diag> {
        let mut out = Vec::new();
        while !self.eat("}") {
            if self.peek().tok == Tok::Eof {
                return Err(Diag::syntax(self.peek().span, "expected '}', found end of input"));
            }
            if decls_only {
                let start = self.peek().span;
                if !self.at_decl() {
                    let t = self.peek();
                    return Err(Diag::syntax(t.span, format!("expected a declaration, found {}", t.tok.describe())));
                }
                let d = self.decl(false)?;
                out.push(Stmt { kind: StmtKind::Decl(d), span: Span { start: start.start, end: self.prev_end() } });
            } else {
                out.push(self.stmt()?);
            }
        }
        Ok(out)
    }

    fn at_decl(&self) -> bool {
        let Tok::Ident(w) = &self.peek().tok else { return false };
        let next_is_name = matches!(self.peek_at(1), Tok::Ident(_) | Tok::Sym("<") | Tok::Sym("["));
        TYPE_WORDS.contains(&w.as_str()) && next_is_name
    }

    fn decl(&mut self, allow_init: bool) -> Result<Decl, Diag> {
        let ty = self.decl_type()?;
        let (name, name_span) = self.ident("a variable name")?;
        if self.is_sym("[") {
            return Err(Diag::unsupported(self.peek().span, "the old array syntax (write array[N] real x)"));
        }
        let init = if self.is_sym("=") {
            let at = self.next().span;
            if !allow_init {
                return Err(Diag::syntax(at, "declarations in this block cannot have an initial value"));
            }
            Some(self.expr()?)
        } else {
            None
        };
        self.expect(";")?;
        Ok(Decl { name, name_span, ty, init })
    }

    fn decl_type(&mut self) -> Result<DeclType, Diag> {
        let (mut word, mut span) = self.ident("a type")?;
        let start = span;
        let mut array = Vec::new();
        if word == "array" {
            self.expect("[")?;
            array = self.expr_list("]")?;
            (word, span) = self.ident("a type")?;
        }
        let shape = match word.as_str() {
            "int" => Shape::Int,
            "real" => Shape::Real,
            "vector" => Shape::Vector,
            "row_vector" => Shape::RowVector,
            "matrix" => Shape::Matrix,
            "ordered" => Shape::Ordered,
            "positive_ordered" => Shape::PositiveOrdered,
            "simplex" => Shape::Simplex,
            "cholesky_factor_corr" => Shape::CholeskyCorr,
            "corr_matrix" => Shape::CorrMatrix,
            "cov_matrix" => Shape::CovMatrix,
            w if TYPE_WORDS.contains(&w) => return Err(Diag::unsupported(span, format!("the type {w}"))),
            w => return Err(Diag::syntax(span, format!("expected a type, found '{w}'"))),
        };
        let (mut lower, mut upper) = (None, None);
        if self.eat("<") {
            loop {
                let (key, kspan) = self.ident("lower, upper, offset or multiplier")?;
                self.expect("=")?;
                let value = self.bound_expr()?;
                match key.as_str() {
                    "lower" if lower.is_none() => lower = Some(value),
                    "upper" if upper.is_none() => upper = Some(value),
                    "offset" | "multiplier" => return Err(Diag::unsupported(kspan, "offset and multiplier")),
                    _ => return Err(Diag::syntax(kspan, format!("unexpected '{key}' in a constraint"))),
                }
                if !self.eat(",") {
                    break;
                }
            }
            self.expect(">")?;
        }
        let mut sizes = Vec::new();
        if matches!(
            shape,
            Shape::Vector
                | Shape::RowVector
                | Shape::Matrix
                | Shape::Ordered
                | Shape::PositiveOrdered
                | Shape::Simplex
                | Shape::CholeskyCorr
                | Shape::CorrMatrix
                | Shape::CovMatrix
        ) {
            self.expect("[")?;
            sizes = self.expr_list("]")?;
            let want = if shape == Shape::Matrix { 2 } else { 1 };
            if sizes.len() != want {
                return Err(Diag::syntax(span, format!("{word} takes {want} size(s), got {}", sizes.len())));
            }
            if matches!(shape, Shape::CholeskyCorr | Shape::CorrMatrix | Shape::CovMatrix) {
                sizes.push(sizes[0].clone());
            }
        }
        let span = Span { start: start.start, end: self.prev_end() };
        Ok(DeclType { shape, sizes, array, lower, upper, span })
    }

    /// Comma-separated expressions up to `close` (consumed), at least one.
    pub(super) fn expr_list(&mut self, close: &str) -> Result<Vec<Expr>, Diag> {
        let mut out = vec![self.expr()?];
        while self.eat(",") {
            out.push(self.expr()?);
        }
        self.expect(close)?;
        Ok(out)
    }

    /// One statement (a function body, from `parse_fun`).
    pub(super) fn stmt_pub(&mut self) -> Result<Stmt, Diag> {
        self.stmt()
    }

    fn stmt(&mut self) -> Result<Stmt, Diag> {
        self.enter(STMT_LEVEL)?;
        let r = self.stmt_inner();
        self.depth -= STMT_LEVEL;
        r
    }

    fn stmt_inner(&mut self) -> Result<Stmt, Diag> {
        let start = self.peek().span;
        let done = |p: &Parser, kind| Stmt { kind, span: Span { start: start.start, end: p.prev_end() } };
        if self.at_decl() {
            let d = self.decl(true)?;
            return Ok(done(self, StmtKind::Decl(d)));
        }
        if self.eat("{") {
            let body = self.block_body(false)?;
            return Ok(done(self, StmtKind::Block(body)));
        }
        if self.eat(";") {
            return Ok(done(self, StmtKind::Block(Vec::new())));
        }
        if let Tok::Ident(word) = self.peek().tok.clone() {
            match word.as_str() {
                "for" => return self.for_stmt(start),
                "if" => {
                    self.next();
                    self.expect("(")?;
                    let cond = self.expr()?;
                    self.expect(")")?;
                    let then = Box::new(self.stmt()?);
                    let els = if self.is_ident("else") {
                        self.next();
                        Some(Box::new(self.stmt()?))
                    } else {
                        None
                    };
                    return Ok(done(self, StmtKind::If { cond, then, els }));
                }
                "target" if matches!(self.peek_at(1), Tok::Sym("+=")) => {
                    self.next();
                    self.next();
                    let e = self.expr()?;
                    self.expect(";")?;
                    return Ok(done(self, StmtKind::Target(e)));
                }
                "return" => {
                    self.next();
                    let value = if self.is_sym(";") { None } else { Some(self.expr()?) };
                    self.expect(";")?;
                    return Ok(done(self, StmtKind::Return(value)));
                }
                "print" | "reject" | "fatal_error" if matches!(self.peek_at(1), Tok::Sym("(")) => {
                    return self.print_stmt(start);
                }
                "while" | "break" | "continue" | "profile" => {
                    return Err(Diag::unsupported(start, format!("'{word}' statements")));
                }
                _ => {}
            }
        }
        if let (Tok::Ident(name), Tok::Sym("=" | "+=" | "-=" | "*=" | "/=" | "[")) = (&self.peek().tok, self.peek_at(1))
        {
            let save = self.pos;
            let name = name.clone();
            let name_span = self.next().span;
            let index = self.assign_indexes()?;
            let op = match &self.peek().tok {
                Tok::Sym("=") => Some(AssignOp::Set),
                Tok::Sym("+=") => Some(AssignOp::Add),
                Tok::Sym("-=") => Some(AssignOp::Sub),
                Tok::Sym("*=") => Some(AssignOp::Mul),
                Tok::Sym("/=") => Some(AssignOp::Div),
                _ => None,
            };
            if let Some(op) = op {
                self.next();
                let value = self.expr()?;
                self.expect(";")?;
                return Ok(done(self, StmtKind::Assign { name, name_span, index, op, value }));
            }
            self.pos = save;
        }
        let lhs = self.expr()?;
        if self.eat("~") {
            let (dist, dist_span) = self.ident("a distribution name")?;
            self.expect("(")?;
            let args = if self.eat(")") { Vec::new() } else { self.expr_list(")")? };
            let mut trunc = None;
            if self.is_ident("T") && matches!(self.peek_at(1), Tok::Sym("[")) {
                self.next();
                self.next();
                let lo = if self.is_sym(",") { None } else { Some(self.expr()?) };
                self.expect(",")?;
                let hi = if self.is_sym("]") { None } else { Some(self.expr()?) };
                self.expect("]")?;
                trunc = Some((lo, hi));
            }
            self.expect(";")?;
            return Ok(done(self, StmtKind::Tilde { lhs, dist, dist_span, args, trunc }));
        }
        if let ExprKind::Call { .. } = lhs.kind {
            if self.eat(";") {
                return Ok(done(self, StmtKind::Call(lhs)));
            }
        }
        let t = self.peek();
        Err(Diag::syntax(t.span, format!("expected '=', '~' or ';' after an expression, found {}", t.tok.describe())))
    }

    /// The indexes of an assignment's left side: `x[i, j]`, or chained, `x[i][j]`, which
    /// means `x[i, j]` when every index before the last group is a single index (a range
    /// before a chained index selects from the slice, not supported yet).
    fn assign_indexes(&mut self) -> Result<Vec<Index>, Diag> {
        let mut index = Vec::new();
        while self.is_sym("[") {
            let open = self.next().span;
            if index.iter().any(|i| matches!(i, Index::Range(..))) {
                return Err(Diag::unsupported(open, "a chained index after a range on the left of an assignment"));
            }
            index.extend(self.indexes()?);
        }
        Ok(index)
    }

    /// `print(...);`, `reject(...);` or `fatal_error(...);` (at its keyword).
    fn print_stmt(&mut self, start: Span) -> Result<Stmt, Diag> {
        let kind = match self.next().tok {
            Tok::Ident(w) if w == "print" => PrintKind::Print,
            Tok::Ident(w) if w == "reject" => PrintKind::Reject,
            _ => PrintKind::FatalError,
        };
        self.expect("(")?;
        let mut args = Vec::new();
        if !self.is_sym(")") {
            loop {
                if let Tok::Str(text) = &self.peek().tok {
                    args.push(Printable::Str(text.clone()));
                    self.next();
                } else {
                    args.push(Printable::Expr(self.expr()?));
                }
                if !self.eat(",") {
                    break;
                }
            }
        }
        self.expect(")")?;
        if args.is_empty() {
            let at = Span { start: start.start, end: self.prev_end() };
            return Err(Diag::syntax(at, format!("{} needs at least one argument", kind.word())));
        }
        self.expect(";")?;
        let span = Span { start: start.start, end: self.prev_end() };
        Ok(Stmt { kind: StmtKind::Print { kind, args }, span })
    }

    fn for_stmt(&mut self, start: Span) -> Result<Stmt, Diag> {
        self.next();
        self.expect("(")?;
        let (var, var_span) = self.ident("a loop variable")?;
        if !self.is_ident("in") {
            let t = self.peek();
            return Err(Diag::syntax(t.span, format!("expected 'in', found {}", t.tok.describe())));
        }
        self.next();
        let lo = self.expr()?;
        if !self.is_sym(":") {
            return Err(Diag::unsupported(lo.span, "foreach loops over containers (write for (i in a:b))"));
        }
        self.next();
        let hi = self.expr()?;
        self.expect(")")?;
        let body = Box::new(self.stmt()?);
        let span = Span { start: start.start, end: self.prev_end() };
        Ok(Stmt { kind: StmtKind::For { var, var_span, lo, hi, body }, span })
    }
}

/// The error for nesting beyond [`MAX_NESTING`], at the construct that goes too deep.
fn too_deep(span: Span) -> Diag {
    let costs = format!("{STMT_LEVEL} per statement level, {GROUP_LEVEL} per parenthesis level, 1 per operator");
    Diag::unsupported(
        span,
        format!("statements or expressions nested too deeply (nesting budget {MAX_NESTING}: {costs})"),
    )
}

/// Words that start a declaration.
const TYPE_WORDS: &[&str] = &[
    "int",
    "real",
    "complex",
    "vector",
    "row_vector",
    "matrix",
    "array",
    "ordered",
    "positive_ordered",
    "simplex",
    "unit_vector",
    "sum_to_zero_vector",
    "cholesky_factor_corr",
    "cholesky_factor_cov",
    "corr_matrix",
    "cov_matrix",
    "complex_vector",
    "complex_matrix",
    "complex_row_vector",
    "tuple",
];
