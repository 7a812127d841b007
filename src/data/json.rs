//! Stan JSON text to data values: the top level is read with its keys in file order (so that a
//! key given twice is seen; a JSON map would keep only the last one), then each variable's
//! nested arrays become a shape and row-major values.

use std::fmt;

use serde::de::{Deserialize, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde_json::{Number, Value};

use crate::text::{describe_char, is_invisible, quoted};

use super::{DataError, DataValue};

/// Strings Stan JSON accepts in place of a number; each makes its variable real.
const SPECIAL_REALS: [(&str, f64); 5] = [
    ("NaN", f64::NAN),
    ("Inf", f64::INFINITY),
    ("Infinity", f64::INFINITY),
    ("-Inf", f64::NEG_INFINITY),
    ("-Infinity", f64::NEG_INFINITY),
];

/// The top-level JSON value: an object's entries in file order, or the kind of anything else.
pub(super) enum TopLevel {
    /// The entries of an object, duplicates included.
    Object(Vec<(String, Value)>),
    /// Not an object: its kind (`"an array"`, `"a number"`, ...).
    Other(&'static str),
}

impl<'de> Deserialize<'de> for TopLevel {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(TopLevelVisitor)
    }
}

struct TopLevelVisitor;

impl<'de> Visitor<'de> for TopLevelVisitor {
    type Value = TopLevel;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<TopLevel, A::Error> {
        let mut entries = Vec::new();
        while let Some(entry) = map.next_entry::<String, Value>()? {
            entries.push(entry);
        }
        Ok(TopLevel::Object(entries))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<TopLevel, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(TopLevel::Other("an array"))
    }

    fn visit_bool<E>(self, _: bool) -> Result<TopLevel, E> {
        Ok(TopLevel::Other("a boolean"))
    }

    fn visit_i64<E>(self, _: i64) -> Result<TopLevel, E> {
        Ok(TopLevel::Other("a number"))
    }

    fn visit_u64<E>(self, _: u64) -> Result<TopLevel, E> {
        Ok(TopLevel::Other("a number"))
    }

    fn visit_f64<E>(self, _: f64) -> Result<TopLevel, E> {
        Ok(TopLevel::Other("a number"))
    }

    fn visit_str<E>(self, _: &str) -> Result<TopLevel, E> {
        Ok(TopLevel::Other("a string"))
    }

    fn visit_unit<E>(self) -> Result<TopLevel, E> {
        Ok(TopLevel::Other("null"))
    }
}

/// serde_json's error as a [`DataError`], naming the character where reading stopped when it
/// is invisible (a byte order mark or a NUL byte would otherwise go unmentioned).
pub(super) fn json_error(text: &str, e: &serde_json::Error) -> DataError {
    // serde_json counts lines from 1 and columns in bytes from 1.
    let line = text.split('\n').nth(e.line().saturating_sub(1)).unwrap_or("");
    let found = line.get(e.column().saturating_sub(1)..).and_then(|rest| rest.chars().next());
    match found {
        Some(c) if is_invisible(c) => DataError::Json(format!("{e}, where the text has a {}", describe_char(c))),
        _ => DataError::Json(e.to_string()),
    }
}

/// One number read from JSON, before the variable's type is decided.
enum Scalar {
    Int(i64),
    /// An integer beyond `i64`, kept as the nearest real.
    BigInt(f64),
    Real(f64),
}

/// One variable read from JSON.
pub(super) struct Parsed {
    /// Its value: ints when every number was an integer that fits `i64`, reals otherwise.
    pub value: DataValue,
    /// When every number was an integer but some do not fit `i64`: the row-major position of
    /// the first of those.
    pub too_large: Option<usize>,
}

/// Converts one top-level JSON value into a [`Parsed`] variable.
pub(super) fn parse_variable(name: &str, value: &Value) -> Result<Parsed, DataError> {
    let shape = infer_shape(value);
    let mut scalars = Vec::new();
    flatten(name, value, &shape, &mut scalars)?;
    Ok(build_value(shape, scalars))
}

/// The shape suggested by following the first element of each nested array.
fn infer_shape(mut value: &Value) -> Vec<usize> {
    let mut shape = Vec::new();
    while let Value::Array(items) = value {
        shape.push(items.len());
        match items.first() {
            Some(first) => value = first,
            None => break,
        }
    }
    shape
}

/// Appends the scalars of `value` in row-major order, checking it has `shape`.
fn flatten(name: &str, value: &Value, shape: &[usize], out: &mut Vec<Scalar>) -> Result<(), DataError> {
    match (value, shape.split_first()) {
        (Value::Array(items), Some((&len, rest))) if items.len() == len => {
            items.iter().try_for_each(|item| flatten(name, item, rest, out))
        }
        (Value::Array(_), _) | (_, Some(_)) => Err(DataError::Ragged { name: name.to_string() }),
        (scalar, None) => {
            out.push(parse_scalar(name, scalar)?);
            Ok(())
        }
    }
}

/// Reads one non-array JSON value as a number.
fn parse_scalar(name: &str, value: &Value) -> Result<Scalar, DataError> {
    let detail = match value {
        Value::Number(n) => return Ok(number_scalar(n)),
        Value::String(s) => match special_real(s) {
            Some(x) => return Ok(Scalar::Real(x)),
            None => format!(
                "found the string {}; only numbers and \"NaN\", \"Inf\", \"-Inf\", \
                 \"Infinity\", \"-Infinity\" are allowed",
                quoted(s)
            ),
        },
        other => format!("found {}; only numbers are allowed", json_kind(other)),
    };
    Err(DataError::BadValue { name: name.to_string(), detail })
}

/// A JSON number as an int if it is an integer that fits `i64`, as a big int if it is an
/// integer beyond `i64`, else as a real.
///
/// serde_json keeps integers beyond `i64` as `u64`, and beyond `u64` as `f64`; a whole `f64`
/// beyond `i64` counts as an integer (whether the text had an exponent is not kept).
fn number_scalar(n: &Number) -> Scalar {
    match (n.as_i64(), n.as_f64()) {
        (Some(i), _) => Scalar::Int(i),
        (None, Some(x)) if n.is_u64() || (x.fract() == 0.0 && x.abs() >= 2f64.powi(63)) => Scalar::BigInt(x),
        (None, Some(x)) => Scalar::Real(x),
        (None, None) => Scalar::Real(f64::NAN),
    }
}

/// The value of one of Stan's special real strings.
fn special_real(s: &str) -> Option<f64> {
    SPECIAL_REALS.iter().find(|(text, _)| *text == s).map(|&(_, x)| x)
}

/// Makes an Int value if every scalar is an int, else a Real value (noting the first big int
/// when every scalar is an integer).
fn build_value(shape: Vec<usize>, scalars: Vec<Scalar>) -> Parsed {
    let ints: Option<Vec<i64>> = scalars
        .iter()
        .map(|s| match s {
            Scalar::Int(i) => Some(*i),
            Scalar::BigInt(_) | Scalar::Real(_) => None,
        })
        .collect();
    if let Some(values) = ints {
        return Parsed { value: DataValue::Int { shape, values }, too_large: None };
    }
    let integral = scalars.iter().all(|s| !matches!(s, Scalar::Real(_)));
    let too_large = scalars.iter().position(|s| matches!(s, Scalar::BigInt(_))).filter(|_| integral);
    let values = scalars
        .into_iter()
        .map(|s| match s {
            Scalar::Int(i) => i as f64,
            Scalar::BigInt(x) | Scalar::Real(x) => x,
        })
        .collect();
    Parsed { value: DataValue::Real { shape, values }, too_large }
}

/// A short description of a JSON value's kind, for error messages.
fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
