//! Located errors of the Stan front end, rendered as `file:line:column`, source line and caret.

use super::ast::Expr;
use crate::data::DataError;
use crate::model::ModelError;
use crate::text::is_invisible;

/// A byte range of the source text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Span {
    /// First byte.
    pub start: usize,
    /// One past the last byte.
    pub end: usize,
}

impl Span {
    /// The range from `a`'s start to `b`'s end.
    pub fn join(a: Span, b: Span) -> Span {
        Span { start: a.start.min(b.start), end: a.end.max(b.end) }
    }
}

/// What kind of mistake a located error reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The text does not follow the grammar.
    Syntax,
    /// Undeclared names, wrong types, wrong argument counts, sizes that do not fit.
    Type,
    /// Valid Stan that this front end does not handle yet.
    Unsupported,
    /// An error while evaluating transformed data or generated quantities.
    Runtime,
}

/// An error at a source location, before it is rendered against the source text.
#[derive(Debug, Clone, PartialEq)]
pub struct Diag {
    /// The kind of error.
    pub kind: ErrorKind,
    /// Where.
    pub span: Span,
    /// What (one line, no location).
    pub message: String,
    /// The expression whose value, unknown when the IR is built, caused the error: a
    /// statement in loops over data bounds can be lowered once per value it takes
    /// (`split.rs`).
    pub split: Option<Box<Expr>>,
}

impl Diag {
    /// A syntax error.
    pub fn syntax(span: Span, message: impl Into<String>) -> Diag {
        Diag { kind: ErrorKind::Syntax, span, message: message.into(), split: None }
    }
    /// A type or name error.
    pub fn ty(span: Span, message: impl Into<String>) -> Diag {
        Diag { kind: ErrorKind::Type, span, message: message.into(), split: None }
    }
    /// `not supported yet: <feature>`.
    pub fn unsupported(span: Span, feature: impl AsRef<str>) -> Diag {
        let message = format!("not supported yet: {}", feature.as_ref());
        Diag { kind: ErrorKind::Unsupported, span, message, split: None }
    }
    /// A runtime error of the host interpreter.
    pub fn runtime(span: Span, message: impl Into<String>) -> Diag {
        Diag { kind: ErrorKind::Runtime, span, message: message.into(), split: None }
    }
    /// `not supported yet: <feature>` for want of the value of `e`, which a loop may supply
    /// (see [`Diag::split`]).
    pub fn needs_value(e: &Expr, feature: impl AsRef<str>) -> Diag {
        Diag { split: Some(Box::new(e.clone())), ..Diag::unsupported(e.span, feature) }
    }
    /// The same error, final.
    pub fn without_split(self) -> Diag {
        Diag { split: None, ..self }
    }
}

/// An error of the Stan front end.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum LangError {
    /// A syntax, type, unsupported-feature or runtime error at a source location; the
    /// message holds `file:line:column`, the source line and a caret.
    #[error("{rendered}")]
    Source {
        /// The kind of error.
        kind: ErrorKind,
        /// The message without location.
        message: String,
        /// 1-based line.
        line: usize,
        /// 1-based column (in characters).
        column: usize,
        /// The full rendered message.
        rendered: String,
    },
    /// Missing or ill-shaped data.
    #[error(transparent)]
    Data(#[from] DataError),
    /// The lowered program was rejected by the IR passes (validation or differentiation), or
    /// does not fit its own data: the source says why.
    #[error("the model cannot be built")]
    Model(#[source] ModelError),
    /// Generated quantities were asked for at a draw of the wrong length.
    #[error("expected {expected} constrained values, got {got}")]
    ConstrainedLength {
        /// Constrained parameter and transformed parameter elements of the model.
        expected: usize,
        /// Values given.
        got: usize,
    },
    /// A generated quantity the program left without a value.
    #[error("the generated quantity '{0}' has no value")]
    NoValue(String),
}

impl LangError {
    /// Renders a located error against the source text.
    pub fn at(d: &Diag, source: &str, file: &str) -> LangError {
        let start = d.span.start.min(source.len());
        let start = (0..=start).rev().find(|&i| source.is_char_boundary(i)).unwrap_or(0);
        let line_start = source[..start].rfind('\n').map_or(0, |i| i + 1);
        let line_end = source[start..].find('\n').map_or(source.len(), |i| start + i);
        let line = source[..start].matches('\n').count() + 1;
        // Invisible characters (a byte order mark, a NUL byte) show as U+FFFD, one column each.
        let text: String = source[line_start..line_end]
            .trim_end_matches('\r')
            .chars()
            .map(|c| if is_invisible(c) { '\u{fffd}' } else { c })
            .collect();
        let column = source[line_start..start].chars().count() + 1;
        let end = d.span.end.clamp(start, line_end);
        let end = (end..=line_end).find(|&i| source.is_char_boundary(i)).unwrap_or(line_end);
        let width = source[start..end].chars().count().max(1);
        let label = match d.kind {
            ErrorKind::Syntax => "syntax error",
            ErrorKind::Type => "error",
            ErrorKind::Unsupported => "error",
            ErrorKind::Runtime => "runtime error",
        };
        let gutter = " ".repeat(line.to_string().len());
        let pad: String = text.chars().take(column - 1).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
        let rendered = format!(
            "{label}: {}\n{gutter}--> {file}:{line}:{column}\n{gutter} |\n{line} | {text}\n{gutter} | {pad}{}",
            d.message,
            "^".repeat(width)
        );
        LangError::Source { kind: d.kind, message: d.message.clone(), line, column, rendered }
    }
}
