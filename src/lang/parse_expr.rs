//! Expression parsing by precedence climbing, with Stan's operator precedences.

use super::ast::{BinOp, Expr, ExprKind, Index, UnOp};
use super::diag::{Diag, Span};
use super::lexer::Tok;
use super::parser::{Parser, GROUP_LEVEL};

/// Binary operators by precedence level, loosest first, as in the Stan reference manual's
/// operator precedence table: `||` 9, `&&` 8, `==` `!=` 7, comparisons 6, `+` `-` 5,
/// `*` `/` `%` `.*` `./` 4, `%/%` (and `\`, unsupported) 3; all left-associative. Below them
/// come the prefix operators `!` `-` `+` (2), then `^` (1, right-associative), then indexing.
const LEVELS: &[&[(&str, BinOp)]] = &[
    &[("||", BinOp::Or)],
    &[("&&", BinOp::And)],
    &[("==", BinOp::Eq), ("!=", BinOp::Ne)],
    &[("<", BinOp::Lt), ("<=", BinOp::Le), (">", BinOp::Gt), (">=", BinOp::Ge)],
    &[("+", BinOp::Add), ("-", BinOp::Sub)],
    &[("*", BinOp::Mul), ("/", BinOp::Div), ("%", BinOp::Mod), (".*", BinOp::ElemMul), ("./", BinOp::ElemDiv)],
    &[("%/%", BinOp::IntDiv)],
];

/// Level of `+`/`-`: bounds in `<lower=..., upper=...>` start here so `>` ends them.
const ADDITIVE: usize = 4;

/// Sums and differences of at least this many terms are added pairwise (see
/// [`Parser::pairwise`]) instead of left to right, so that a long generated sum stays within
/// the nesting limit; shorter ones keep Stan's left-to-right order exactly.
const PAIRWISE_TERMS: usize = 32;

fn join(a: &Expr, b: &Expr) -> Span {
    Span::join(a.span, b.span)
}

impl Parser {
    /// A full expression.
    pub(super) fn expr(&mut self) -> Result<Expr, Diag> {
        self.enter(GROUP_LEVEL)?;
        let e = self.level(0);
        self.depth -= GROUP_LEVEL;
        let e = e?;
        if !self.eat("?") {
            return Ok(e);
        }
        let then = self.expr()?;
        self.expect(":")?;
        let els = self.expr()?;
        let span = Span::join(e.span, els.span);
        self.node(ExprKind::Cond(Box::new(e), Box::new(then), Box::new(els)), span)
    }

    /// An expression without comparisons or logic (a declaration bound).
    pub(super) fn bound_expr(&mut self) -> Result<Expr, Diag> {
        self.enter(GROUP_LEVEL)?;
        let e = self.level(ADDITIVE);
        self.depth -= GROUP_LEVEL;
        e
    }

    /// Operators of level `k` and tighter: a left-associative chain of level `k + 1` operands,
    /// collected in a loop (a chain of any length costs no recursion here).
    fn level(&mut self, k: usize) -> Result<Expr, Diag> {
        if k == LEVELS.len() {
            return self.unary();
        }
        let first = self.level(k + 1)?;
        let mut rest = Vec::new();
        while let Some(op) = LEVELS[k].iter().find(|(s, _)| self.is_sym(s)).map(|(_, op)| *op) {
            self.next();
            rest.push((op, self.level(k + 1)?));
        }
        if k == ADDITIVE && rest.len() + 1 >= PAIRWISE_TERMS {
            return self.pairwise(first, rest);
        }
        rest.into_iter().try_fold(first, |lhs, (op, rhs)| self.binary(op, lhs, rhs))
    }

    /// `lhs op rhs`, within the nesting limit.
    fn binary(&self, op: BinOp, lhs: Expr, rhs: Expr) -> Result<Expr, Diag> {
        let span = join(&lhs, &rhs);
        self.node(ExprKind::Binary(op, Box::new(lhs), Box::new(rhs)), span)
    }

    /// A long chain `t0 ± t1 ± ... ± tn` as a balanced tree of the same terms and signs,
    /// combined in adjacent pairs round after round, so its height grows with the logarithm
    /// of its length. Each pair keeps the sign of its first term: `(+a, -b)` becomes
    /// `+(a - b)`, `(-a, -b)` becomes `-(a + b)`; the first term's sign stays `+`.
    fn pairwise(&self, first: Expr, rest: Vec<(BinOp, Expr)>) -> Result<Expr, Diag> {
        let mut terms: Vec<(BinOp, Expr)> = Vec::with_capacity(rest.len() + 1);
        terms.push((BinOp::Add, first));
        terms.extend(rest);
        while terms.len() > 1 {
            let mut next = Vec::with_capacity(terms.len().div_ceil(2));
            let mut it = terms.into_iter();
            while let Some((sign, a)) = it.next() {
                match it.next() {
                    Some((sign_b, b)) => {
                        let op = if sign == sign_b { BinOp::Add } else { BinOp::Sub };
                        next.push((sign, self.binary(op, a, b)?));
                    }
                    None => next.push((sign, a)),
                }
            }
            terms = next;
        }
        Ok(terms.pop().map(|(_, e)| e).expect("a chain has a first term"))
    }

    fn unary(&mut self) -> Result<Expr, Diag> {
        let op = match &self.peek().tok {
            Tok::Sym("-") => Some(UnOp::Neg),
            Tok::Sym("!") => Some(UnOp::Not),
            Tok::Sym("+") => Some(UnOp::Plus),
            _ => None,
        };
        let Some(op) = op else { return self.power() };
        let start = self.next().span;
        self.enter(1)?;
        let a = self.unary();
        self.depth -= 1;
        let a = a?;
        let span = Span::join(start, a.span);
        self.node(ExprKind::Unary(op, Box::new(a)), span)
    }

    fn power(&mut self) -> Result<Expr, Diag> {
        let base = self.postfix()?;
        if self.is_sym(".^") {
            return Err(Diag::unsupported(self.peek().span, "the operator .^"));
        }
        if !self.eat("^") {
            return Ok(base);
        }
        self.enter(1)?;
        let exp = self.unary();
        self.depth -= 1;
        let exp = exp?;
        self.binary(BinOp::Pow, base, exp)
    }

    fn postfix(&mut self) -> Result<Expr, Diag> {
        let mut e = self.primary()?;
        loop {
            if self.eat("[") {
                let idx = self.indexes()?;
                let span = Span { start: e.span.start, end: self.prev_end() };
                e = self.node(ExprKind::Index(Box::new(e), idx), span)?;
            } else if self.is_sym("'") {
                let end = self.next().span;
                let span = Span::join(e.span, end);
                e = self.node(ExprKind::Transpose(Box::new(e)), span)?;
            } else if self.is_sym("\\") {
                return Err(Diag::unsupported(self.peek().span, "the left-division operator \\"));
            } else {
                return Ok(e);
            }
        }
    }

    /// Indexes after `[` up to `]` (consumed).
    pub(super) fn indexes(&mut self) -> Result<Vec<Index>, Diag> {
        let mut out = Vec::new();
        loop {
            let lo = if self.is_sym(":") || self.is_sym(",") || self.is_sym("]") { None } else { Some(self.expr()?) };
            let idx = if self.eat(":") {
                let hi = if self.is_sym(",") || self.is_sym("]") { None } else { Some(self.expr()?) };
                Index::Range(lo, hi)
            } else {
                match lo {
                    Some(e) => Index::One(e),
                    None => {
                        let t = self.peek();
                        return Err(Diag::syntax(t.span, format!("expected an index, found {}", t.tok.describe())));
                    }
                }
            };
            out.push(idx);
            if !self.eat(",") {
                break;
            }
        }
        self.expect("]")?;
        Ok(out)
    }

    fn primary(&mut self) -> Result<Expr, Diag> {
        let t = self.next();
        match t.tok {
            Tok::Int(n) => Ok(Expr::new(ExprKind::Int(n), t.span)),
            Tok::Real(x) => Ok(Expr::new(ExprKind::Real(x), t.span)),
            Tok::Sym("(") => {
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Sym(open @ ("{" | "[")) => {
                let close = if open == "{" { "}" } else { "]" };
                self.enter(GROUP_LEVEL)?;
                let items = self.expr_list(close);
                self.depth -= GROUP_LEVEL;
                let items = items?;
                let span = Span { start: t.span.start, end: self.prev_end() };
                let kind = if open == "{" { ExprKind::Array(items) } else { ExprKind::RowVector(items) };
                self.node(kind, span)
            }
            Tok::Ident(name) if self.is_sym("(") => {
                self.next();
                let mut args = Vec::new();
                let mut bar = false;
                if !self.eat(")") {
                    args.push(self.expr()?);
                    if self.eat("|") {
                        bar = true;
                        if !self.is_sym(")") {
                            args.extend(self.expr_list(")")?);
                        } else {
                            self.next();
                        }
                    } else if self.eat(",") {
                        args.extend(self.expr_list(")")?);
                    } else {
                        self.expect(")")?;
                    }
                }
                let span = Span { start: t.span.start, end: self.prev_end() };
                // `transpose(x)` is the postfix `x'`, spelled as a function.
                if name == "transpose" && args.len() == 1 && !bar {
                    let arg = args.pop().expect("one argument");
                    return self.node(ExprKind::Transpose(Box::new(arg)), span);
                }
                self.node(ExprKind::Call { name, args, bar }, span)
            }
            Tok::Ident(name) => Ok(Expr::new(ExprKind::Var(name), t.span)),
            other => Err(Diag::syntax(t.span, format!("expected an expression, found {}", other.describe()))),
        }
    }
}
