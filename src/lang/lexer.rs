//! The Stan lexer: source text to tokens with byte spans; comments and whitespace skipped.

use crate::text::describe_char;

use super::diag::{Diag, Span};

/// A token kind.
#[derive(Debug, Clone, PartialEq)]
pub enum Tok {
    /// An identifier or keyword.
    Ident(String),
    /// An integer literal.
    Int(i64),
    /// A real literal.
    Real(f64),
    /// Punctuation or an operator, as written.
    Sym(&'static str),
    /// A string literal (in `print`, `reject` and `fatal_error`), without its quotes.
    Str(String),
    /// End of input.
    Eof,
}

/// A token and where it is.
#[derive(Debug, Clone, PartialEq)]
pub struct Token {
    /// The kind.
    pub tok: Tok,
    /// Where.
    pub span: Span,
}

/// Operators and punctuation, longest first so that `<=` wins over `<`.
const SYMS: &[&str] = &[
    "%/%", "+=", "-=", "*=", "/=", ".*", "./", ".^", "==", "!=", "<=", ">=", "&&", "||", "{", "}", "(", ")", "[", "]",
    "<", ">", ",", ";", ":", "|", "~", "=", "+", "-", "*", "/", "%", "\\", "^", "'", "!", "?",
];

/// Splits `src` into tokens, ending with [`Tok::Eof`].
pub fn lex(src: &str) -> Result<Vec<Token>, Diag> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if src[i..].starts_with("//") {
            i = src[i..].find('\n').map_or(b.len(), |k| i + k);
        } else if src[i..].starts_with("/*") {
            match src[i + 2..].find("*/") {
                Some(k) => i += k + 4,
                None => return Err(Diag::syntax(Span { start: i, end: i + 2 }, "unterminated comment /*")),
            }
        } else if c == b'#' {
            let end = src[i..].find('\n').map_or(b.len(), |k| i + k);
            let span = Span { start: i, end };
            if src[i..].starts_with("#include") {
                return Err(Diag::unsupported(span, "#include"));
            }
            return Err(Diag::unsupported(span, "'#' comments (use //)"));
        } else if c.is_ascii_alphabetic() {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Token { tok: Tok::Ident(src[start..i].to_string()), span: Span { start, end: i } });
        } else if c.is_ascii_digit() || c == b'.' && b.get(i + 1).is_some_and(|d| d.is_ascii_digit()) {
            let (tok, end) = number(src, i)?;
            out.push(Token { tok, span: Span { start: i, end } });
            i = end;
        } else if let Some(s) = SYMS.iter().find(|s| src[i..].starts_with(**s)) {
            out.push(Token { tok: Tok::Sym(s), span: Span { start: i, end: i + s.len() } });
            i += s.len();
        } else {
            let ch = src[i..].chars().next().unwrap_or('?');
            let span = Span { start: i, end: i + ch.len_utf8() };
            if ch == '"' {
                let (text, end) = string(src, i)?;
                out.push(Token { tok: Tok::Str(text), span: Span { start: i, end } });
                i = end;
                continue;
            }
            return Err(Diag::syntax(span, format!("unexpected {}", describe_char(ch))));
        }
    }
    out.push(Token { tok: Tok::Eof, span: Span { start: b.len(), end: b.len() } });
    Ok(out)
}

/// A string literal starting at the quote at `start`: its text (escapes kept as written, as
/// Stan prints them) and its end. Stan's strings hold printable ASCII on one line.
fn string(src: &str, start: usize) -> Result<(String, usize), Diag> {
    let b = src.as_bytes();
    let mut i = start + 1;
    while i < b.len() {
        match b[i] {
            b'"' => return Ok((src[start + 1..i].to_string(), i + 1)),
            b'\\' if b.get(i + 1).is_some_and(|c| (b' '..=b'~').contains(c)) => i += 2,
            b'\n' | b'\r' => break,
            c if !(b' '..=b'~').contains(&c) && c != b'\t' => {
                let ch = src[i..].chars().next().unwrap_or('?');
                let span = Span { start: i, end: i + ch.len_utf8() };
                return Err(Diag::syntax(span, format!("unexpected {} in a string literal", describe_char(ch))));
            }
            _ => i += 1,
        }
    }
    Err(Diag::syntax(Span { start, end: i }, "unterminated string literal"))
}

/// A number literal starting at `i`: its token and end.
fn number(src: &str, start: usize) -> Result<(Tok, usize), Diag> {
    let b = src.as_bytes();
    let mut i = start;
    let digits = |i: &mut usize| {
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
    };
    digits(&mut i);
    let mut real = false;
    if i < b.len() && b[i] == b'.' && !matches!(b.get(i + 1), Some(b'*' | b'/' | b'^')) {
        real = true;
        i += 1;
        digits(&mut i);
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        let mut k = i + 1;
        if k < b.len() && (b[k] == b'+' || b[k] == b'-') {
            k += 1;
        }
        if k < b.len() && b[k].is_ascii_digit() {
            real = true;
            i = k;
            digits(&mut i);
        }
    }
    let span = Span { start, end: i };
    if i < b.len() && (b[i].is_ascii_alphabetic() || b[i] == b'_') {
        let end = (i..b.len()).find(|&k| !b[k].is_ascii_alphanumeric() && b[k] != b'_').unwrap_or(b.len());
        let span = Span { start, end };
        if b[i] == b'i' && end == i + 1 {
            return Err(Diag::unsupported(span, "imaginary literals"));
        }
        return Err(Diag::syntax(span, format!("invalid number '{}'", &src[start..end])));
    }
    let text = &src[start..i];
    if real {
        let x: f64 = text.parse().map_err(|_| Diag::syntax(span, format!("invalid number '{text}'")))?;
        Ok((Tok::Real(x), i))
    } else {
        // Stan's ints are 32-bit: a literal beyond 2^31 - 1 is refused, as stanc does.
        let n: i32 = text.parse().map_err(|_| {
            Diag::syntax(
                span,
                format!("integer literal {text} is too large (Stan's ints are 32-bit, at most 2147483647)"),
            )
        })?;
        Ok((Tok::Int(i64::from(n)), i))
    }
}

impl Tok {
    /// The token as quoted in messages.
    pub fn describe(&self) -> String {
        match self {
            Tok::Ident(s) => format!("'{s}'"),
            Tok::Int(n) => format!("'{n}'"),
            Tok::Real(x) => format!("'{x}'"),
            Tok::Sym(s) => format!("'{s}'"),
            Tok::Str(s) => format!("the string \"{}\"", s.chars().take(40).collect::<String>()),
            Tok::Eof => "end of input".to_string(),
        }
    }
}
