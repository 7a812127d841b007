//! `print`, `reject` and `fatal_error` on the host: their text as Stan writes it, and `print`'s
//! output to stderr, rate-limited so that a print in a block run per draw cannot flood it.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::ast::{PrintKind, Printable};
use super::diag::{Diag, Span};
use super::interp::{eval, Env};
use super::value::{Data, Value};

/// Lines of `print` output shown per second at most; the rest are counted and reported.
pub const PRINT_LINES_PER_SECOND: u32 = 20;

/// The text of the arguments, concatenated as Stan does (no separators).
pub fn message(args: &[Printable], env: &Env) -> Result<String, Diag> {
    let mut out = String::new();
    for a in args {
        match a {
            Printable::Str(s) => out.push_str(s),
            Printable::Expr(e) => out.push_str(&value_text(&eval(e, env)?)),
        }
    }
    Ok(out)
}

/// Runs one printing statement: `print` writes a line to stderr; `reject` and `fatal_error`
/// fail with their message (on the host, both end the block being run).
pub fn run(kind: PrintKind, args: &[Printable], span: Span, env: &Env) -> Result<(), Diag> {
    let text = message(args, env)?;
    match kind {
        PrintKind::Print => {
            emit(&text);
            Ok(())
        }
        PrintKind::Reject | PrintKind::FatalError => Err(Diag::runtime(span, format!("{}: {text}", kind.word()))),
    }
}

/// A value as Stan prints it: scalars bare, containers in brackets, row by row.
pub fn value_text(v: &Value) -> String {
    let items: Vec<String> = match &v.data {
        Data::Int(xs) => xs.iter().map(i64::to_string).collect(),
        Data::Real(xs) => xs.iter().map(|&x| real_text(x)).collect(),
    };
    nest(&items, &v.shape)
}

fn nest(items: &[String], shape: &[usize]) -> String {
    match shape.split_first() {
        None => items.first().cloned().unwrap_or_default(),
        Some((&n, rest)) => {
            let step: usize = rest.iter().product();
            let parts: Vec<String> = (0..n).map(|k| nest(&items[k * step..(k + 1) * step], rest)).collect();
            format!("[{}]", parts.join(","))
        }
    }
}

/// A real as C++'s default stream writes it (Stan's `print`): six significant digits.
pub fn real_text(x: f64) -> String {
    if x.is_nan() {
        return "nan".to_string();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.to_string();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.to_string();
    }
    let sci = format!("{x:.5e}");
    let (mantissa, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if !(-4..6).contains(&exp) {
        let sign = if exp < 0 { '-' } else { '+' };
        return format!("{}e{sign}{:02}", trim(mantissa), exp.abs());
    }
    let decimals = (5 - exp).max(0) as usize;
    trim(&format!("{x:.decimals$}")).to_string()
}

fn trim(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

/// The state of the rate limit: the current one-second window, lines shown in it, and lines
/// suppressed since the last report.
struct Limiter {
    window: Option<Instant>,
    shown: u32,
    suppressed: u64,
}

static LIMITER: Mutex<Limiter> = Mutex::new(Limiter { window: None, shown: 0, suppressed: 0 });

/// Writes one line of `print` output to stderr, at most [`PRINT_LINES_PER_SECOND`] a second;
/// the first line of a later second says how many were left out.
fn emit(text: &str) {
    let mut l = LIMITER.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let now = Instant::now();
    if l.window.is_none_or(|w| now.duration_since(w) >= Duration::from_secs(1)) {
        l.window = Some(now);
        l.shown = 0;
        if l.suppressed > 0 {
            eprintln!("print: {} lines not shown (at most {PRINT_LINES_PER_SECOND} a second)", l.suppressed);
            l.suppressed = 0;
        }
    }
    if l.shown < PRINT_LINES_PER_SECOND {
        l.shown += 1;
        eprintln!("{text}");
    } else {
        l.suppressed += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::types::SType;

    #[test]
    fn reals_print_with_six_significant_digits_as_cpp_streams_do() {
        let cases = [
            (1.0, "1"),
            (0.5, "0.5"),
            (1.0 / 3.0, "0.333333"),
            (123456.0, "123456"),
            (1234567.0, "1.23457e+06"),
            (1e-5, "1e-05"),
            (0.0001, "0.0001"),
            (-2.5, "-2.5"),
            (f64::NAN, "nan"),
            (f64::NEG_INFINITY, "-inf"),
        ];
        for (x, want) in cases {
            assert_eq!(real_text(x), want, "{x}");
        }
    }

    #[test]
    fn containers_print_in_nested_brackets_row_by_row() {
        let m = Value { ty: SType::MATRIX, shape: vec![2, 3], data: Data::Real(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.5]) };
        assert_eq!(value_text(&m), "[[1,2,3],[4,5,6.5]]");
        assert_eq!(value_text(&Value::int(7)), "7");
    }
}
