//! Tests for loading Stan JSON data into a `DataSet`.

use std::path::PathBuf;

use approx::assert_relative_eq;
use proptest::prelude::*;
use serde_json::Value;
use wgmc::{DataError, DataSet, DataValue};

fn load(text: &str) -> DataSet {
    DataSet::from_json_str(text).expect("valid Stan JSON")
}

fn load_err(text: &str) -> DataError {
    DataSet::from_json_str(text).expect_err("invalid Stan JSON")
}

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/data").join(name)
}

// ---------------------------------------------------------------- values

#[test]
fn scalars() {
    let data = load(r#"{"N": 3, "x": 2.5, "neg": -7}"#);
    assert_eq!(data.int_scalar("N").unwrap(), 3);
    assert_eq!(data.int_scalar("neg").unwrap(), -7);
    assert_eq!(data.real_scalar("x").unwrap(), 2.5);
    assert_eq!(data.real_scalar("N").unwrap(), 3.0);
    let n = data.get("N").unwrap();
    assert!(n.is_int());
    assert_eq!(n.shape(), &[] as &[usize]);
    assert!(!data.get("x").unwrap().is_int());
}

#[test]
fn vectors() {
    let data = load(r#"{"k": [1, 2, 3], "v": [1, 2.5, -3]}"#);
    assert_eq!(data.int("k", &[3]).unwrap(), vec![1, 2, 3]);
    assert_eq!(data.real("k", &[3]).unwrap(), vec![1.0, 2.0, 3.0]);
    // One non-integer element makes the whole variable real.
    assert_eq!(data.real("v", &[3]).unwrap(), vec![1.0, 2.5, -3.0]);
    assert!(!data.get("v").unwrap().is_int());
}

#[test]
fn matrix_is_row_major() {
    let data = load(r#"{"m": [[1, 2, 3], [4, 5, 6]]}"#);
    assert_eq!(data.get("m").unwrap().shape(), &[2, 3]);
    assert_eq!(data.int("m", &[2, 3]).unwrap(), vec![1, 2, 3, 4, 5, 6]);
}

#[test]
fn three_dimensional_array() {
    let data = load(r#"{"a": [[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12.5]]]}"#);
    let expected: Vec<f64> = (1..=11).map(f64::from).chain([12.5]).collect();
    assert_eq!(data.get("a").unwrap().shape(), &[2, 3, 2]);
    assert_eq!(data.real("a", &[2, 3, 2]).unwrap(), expected);
}

#[test]
fn empty_arrays() {
    let data = load(r#"{"e": [], "m": [[], []]}"#);
    assert_eq!(data.get("e"), Some(&DataValue::Int { shape: vec![0], values: vec![] }));
    assert_eq!(data.real("e", &[0]).unwrap(), Vec::<f64>::new());
    assert_eq!(data.int("e", &[0]).unwrap(), Vec::<i64>::new());
    assert_eq!(data.get("m").unwrap().shape(), &[2, 0]);
    assert_eq!(data.real("m", &[2, 0]).unwrap(), Vec::<f64>::new());
}

#[test]
fn reals_given_as_json_ints() {
    let data = load(r#"{"sigma": [15, 10, 16]}"#);
    assert!(data.get("sigma").unwrap().is_int());
    assert_eq!(data.real("sigma", &[3]).unwrap(), vec![15.0, 10.0, 16.0]);
}

#[test]
fn exponent_makes_a_real() {
    let data = load(r#"{"x": 1e2, "v": [1, 2E0]}"#);
    assert_eq!(data.real_scalar("x").unwrap(), 100.0);
    assert!(matches!(data.int_scalar("x"), Err(DataError::Type { .. })));
    assert!(!data.get("v").unwrap().is_int());
}

#[test]
fn special_real_strings() {
    let data = load(r#"{"s": ["NaN", "Inf", "Infinity", "-Inf", "-Infinity"], "mixed": [1, "NaN"]}"#);
    let s = data.real("s", &[5]).unwrap();
    assert!(s[0].is_nan());
    assert_eq!(s[1..], [f64::INFINITY, f64::INFINITY, f64::NEG_INFINITY, f64::NEG_INFINITY]);
    let mixed = data.get("mixed").unwrap();
    assert!(!mixed.is_int());
    assert!(matches!(data.int("mixed", &[2]), Err(DataError::Type { .. })));
    assert!(load(r#"{"x": "Inf"}"#).real_scalar("x").unwrap().is_infinite());
}

#[test]
fn integer_limits() {
    let text = r#"{"max": 9223372036854775807, "min": -9223372036854775808,
                   "over": 9223372036854775808, "huge": 123456789012345678901234567890}"#;
    let data = load(text);
    assert_eq!(data.int_scalar("max").unwrap(), i64::MAX);
    assert_eq!(data.int_scalar("min").unwrap(), i64::MIN);
    // Integers that do not fit i64 are kept as (rounded) reals; as ints they are too large.
    let err = data.int_scalar("over").unwrap_err();
    assert_eq!(err, DataError::IntTooLarge { name: "over".into(), element: "over".into() });
    assert_eq!(
        err.to_string(),
        "data variable 'over': over is an integer too large for 64 bits \
         (int data must lie between -9223372036854775808 and 9223372036854775807)"
    );
    assert_eq!(data.real_scalar("over").unwrap(), 2f64.powi(63));
    assert_relative_eq!(data.real_scalar("huge").unwrap(), 1.2345678901234568e29);
    assert!(matches!(data.int_scalar("huge"), Err(DataError::IntTooLarge { .. })));
}

#[test]
fn an_integer_too_large_is_named_by_its_element() {
    let text = r#"{"a": [1, -99999999999999999999, 3], "m": [[1, 2], [3, 18446744073709551615]],
                   "r": [1.5, 99999999999999999999], "k": [1, 2]}"#;
    let mut data = load(text);
    let too_large = |name: &str, element: &str| DataError::IntTooLarge { name: name.into(), element: element.into() };
    assert_eq!(data.int("a", &[3]), Err(too_large("a", "a[2]")));
    assert_eq!(data.int("m", &[2, 2]), Err(too_large("m", "m[2, 2]")));
    // With a fraction among its numbers a variable is simply real.
    assert!(matches!(data.int("r", &[2]), Err(DataError::Type { .. })));
    // Replacing the variable forgets the too-large integer.
    data.insert_real("a", vec![1], vec![0.5]).unwrap();
    assert!(matches!(data.int("a", &[1]), Err(DataError::Type { .. })));
    assert_eq!(data.int("k", &[2]), Ok(vec![1, 2]));
}

#[test]
fn number_beyond_f64_is_a_json_error() {
    // serde_json rejects 1e400 with a position; Stan users write "Inf" instead.
    let err = load_err(r#"{"x": [1, 1e400]}"#);
    assert!(matches!(err, DataError::Json(_)), "{err:?}");
    assert!(err.to_string().contains("line 1 column"), "{err}");
    // A tiny exponent underflows to zero, as in any float parser.
    assert_eq!(load(r#"{"x": 1e-400}"#).real_scalar("x").unwrap(), 0.0);
}

#[test]
fn unknown_variables_are_kept_and_ignored() {
    let data = load(r#"{"z": 1, "N": 2, "extra": [[1.5]]}"#);
    assert_eq!(data.int_scalar("N").unwrap(), 2);
    assert_eq!(data.names().collect::<Vec<_>>(), ["N", "extra", "z"]);
    assert!(data.get("extra").is_some());
    assert!(data.get("nope").is_none());
}

#[test]
fn eight_schools_fixture() {
    let data = DataSet::from_json_file(fixture("eight_schools.json")).unwrap();
    assert_eq!(data.int_scalar("J").unwrap(), 8);
    assert_eq!(data.int("J", &[]).unwrap(), vec![8]);
    let y = data.real("y", &[8]).unwrap();
    assert_eq!(y, vec![28.0, 8.0, -3.0, 7.0, -1.0, 1.0, 18.0, 12.0]);
    let sigma = data.real("sigma", &[8]).unwrap();
    assert_eq!(sigma, vec![15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0]);
}

#[test]
fn insert_and_replace() {
    let mut data = DataSet::new();
    data.insert_real("x", vec![2, 2], vec![1.0, 2.0, 3.0, 4.5]).unwrap();
    data.insert_int("n", vec![], vec![4]).unwrap();
    assert_eq!(data.real("x", &[2, 2]).unwrap(), vec![1.0, 2.0, 3.0, 4.5]);
    assert_eq!(data.int_scalar("n").unwrap(), 4);
    data.insert_int("n", vec![0], vec![]).unwrap();
    assert_eq!(data.get("n").unwrap().shape(), &[0]);
}

// ---------------------------------------------------------------- errors

#[test]
fn missing_variable() {
    let err = load(r#"{"N": 10}"#).real("y", &[10]).unwrap_err();
    assert_eq!(err, DataError::Missing { name: "y".into(), expected: vec![10] });
    assert_eq!(err.to_string(), "data variable 'y' is missing (the model expects shape [10])");
    let err = DataSet::new().int_scalar("N").unwrap_err();
    assert!(err.to_string().contains("'N'") && err.to_string().contains("[]"));
}

#[test]
fn shape_mismatch() {
    let mut data = DataSet::new();
    data.insert_real("X", vec![100, 4], vec![0.0; 400]).unwrap();
    let err = data.real("X", &[100, 5]).unwrap_err();
    assert_eq!(err.to_string(), "data variable 'X' has shape [100, 4] but the model expects [100, 5]");
    assert!(matches!(err, DataError::Shape { ref actual, .. } if actual == &[100, 4]));
}

#[test]
fn scalar_versus_array_shape() {
    let data = load(r#"{"N": [3], "x": 2.0}"#);
    let err = data.int_scalar("N").unwrap_err();
    assert_eq!(err.to_string(), "data variable 'N' has shape [1] but the model expects []");
    let err = data.real("x", &[1]).unwrap_err();
    assert_eq!(err.to_string(), "data variable 'x' has shape [] but the model expects [1]");
}

#[test]
fn int_requested_for_real_variable() {
    let data = load(r#"{"y": [1.5, 2]}"#);
    let err = data.int("y", &[2]).unwrap_err();
    assert_eq!(err, DataError::Type { name: "y".into(), expected: "int", found: "real" });
    let msg = err.to_string();
    assert!(msg.contains("'y'") && msg.contains("int") && msg.contains("real"), "{msg}");
}

#[test]
fn ragged_arrays() {
    for text in [
        r#"{"r": [[1, 2], [3]]}"#,
        r#"{"r": [1, [2]]}"#,
        r#"{"r": [[1], 2]}"#,
        r#"{"r": [[[1]], [[1, 2]]]}"#,
        r#"{"r": [[], [1]]}"#,
    ] {
        let err = load_err(text);
        assert_eq!(err, DataError::Ragged { name: "r".into() }, "{text}");
        assert!(err.to_string().contains("'r'"));
    }
}

#[test]
fn bad_values() {
    for (text, needle) in [
        (r#"{"b": true}"#, "boolean"),
        (r#"{"b": null}"#, "null"),
        (r#"{"b": {"a": 1}}"#, "object"),
        (r#"{"b": "hello"}"#, "hello"),
        (r#"{"b": [1, null]}"#, "null"),
        (r#"{"b": [[1, 2], [3, "inf"]]}"#, "inf"),
    ] {
        let err = load_err(text);
        assert!(matches!(err, DataError::BadValue { ref name, .. } if name == "b"), "{text}");
        let msg = err.to_string();
        assert!(msg.contains("'b'") && msg.contains(needle), "{msg}");
    }
}

#[test]
fn json_syntax_error_has_position() {
    let err = load_err("{\"N\": 3,\n \"y\": [1, 2,]}");
    assert!(matches!(err, DataError::Json(_)));
    assert!(err.to_string().contains("line 2 column"), "{err}");
    assert!(matches!(load_err(""), DataError::Json(_)));
}

/// A byte order mark, a NUL byte or another control character where reading stopped is named
/// (with its code point), never printed raw.
#[test]
fn invisible_characters_are_named() {
    let cases = [
        ("\u{feff}{\"N\": 3}", "at line 1 column 1, where the text has a byte order mark U+FEFF"),
        ("{\"N\": 3}\0", "at line 1 column 9, where the text has a NUL byte U+0000"),
        ("{\"N\": 3,\r\n \"a\0\": 1}", "at line 2 column 4, where the text has a NUL byte U+0000"),
        ("{\"N\": 3\u{1b}}", "at line 1 column 8, where the text has a control character U+001B"),
    ];
    for (text, want) in cases {
        let err = load_err(text);
        let message = err.to_string();
        assert!(matches!(err, DataError::Json(_)) && message.ends_with(want), "{text:?}: {message}");
        assert!(!message.contains(['\u{feff}', '\0', '\u{1b}']), "{message:?}");
    }
    // Other errors say nothing more.
    assert!(load_err("{\"N\": 3,}").to_string().ends_with("at line 1 column 9"));
}

#[test]
fn top_level_must_be_an_object() {
    for (text, found) in [("[1, 2]", "an array"), ("3", "a number"), ("\"x\"", "a string"), ("null", "null")] {
        let err = load_err(text);
        assert_eq!(err, DataError::NotObject { found }, "{text}");
        assert!(err.to_string().contains("object"));
    }
}

#[test]
fn a_name_given_twice_is_an_error() {
    let err = load_err(r#"{"N": 3, "y": [1, 2, 3], "N": 4}"#);
    assert_eq!(err, DataError::Duplicate { name: "N".into() });
    assert_eq!(err.to_string(), "data variable 'N' is given twice in the JSON data (each name may appear once)");
    // The same name in two objects is no duplicate: only the top level names variables.
    assert!(matches!(load_err(r#"{"a": [{"x": 1}, {"x": 2}]}"#), DataError::BadValue { .. }));
}

#[test]
fn missing_file() {
    let path = fixture("does_not_exist.json");
    let err = DataSet::from_json_file(&path).unwrap_err();
    assert!(matches!(err, DataError::Io { .. }));
    assert!(err.to_string().contains("does_not_exist.json"), "{err}");
}

#[test]
fn insert_length_mismatch() {
    let mut data = DataSet::new();
    let err = data.insert_real("x", vec![2, 3], vec![0.0; 5]).unwrap_err();
    assert_eq!(err, DataError::Length { name: "x".into(), shape: vec![2, 3], len: 5 });
    let msg = err.to_string();
    assert!(msg.contains("'x'") && msg.contains("[2, 3]") && msg.contains('5'), "{msg}");
    // A shape whose size overflows usize is rejected, not a panic.
    let err = data.insert_int("n", vec![usize::MAX, 2], vec![]).unwrap_err();
    assert!(matches!(err, DataError::Length { .. }));
    assert!(data.get("x").is_none() && data.get("n").is_none());
}

// ---------------------------------------------------------------- properties

/// Builds the nested JSON array of `shape` from row-major `flat` leaves.
fn nest(shape: &[usize], flat: &[Value]) -> Value {
    let Some((&len, rest)) = shape.split_first() else {
        return flat[0].clone();
    };
    let chunk: usize = rest.iter().product();
    let items = (0..len).map(|i| nest(rest, &flat[i * chunk..(i + 1) * chunk])).collect();
    Value::Array(items)
}

/// JSON cannot tell dimensions after the first zero: `[[], []]` is [2, 0].
fn visible_shape(shape: &[usize]) -> Vec<usize> {
    match shape.iter().position(|&d| d == 0) {
        Some(i) => shape[..=i].to_vec(),
        None => shape.to_vec(),
    }
}

fn real_leaf(x: f64) -> Value {
    if x.is_nan() {
        Value::from("NaN")
    } else if x == f64::INFINITY {
        Value::from("Inf")
    } else if x == f64::NEG_INFINITY {
        Value::from("-Infinity")
    } else {
        Value::from(x)
    }
}

fn shape_strategy() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(0usize..4, 0..=3)
}

fn real_strategy() -> impl Strategy<Value = f64> {
    prop_oneof![
        8 => prop::num::f64::NORMAL | prop::num::f64::ZERO,
        1 => Just(f64::NAN),
        1 => Just(f64::INFINITY),
        1 => Just(f64::NEG_INFINITY),
    ]
}

fn json_strategy() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(real_leaf),
        "[a-zA-Z-]{0,9}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 32, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map("[a-z]{1,3}", inner, 0..3).prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

proptest! {
    #[test]
    fn int_arrays_round_trip(
        (shape, values) in shape_strategy().prop_flat_map(|shape| {
            let n = shape.iter().product::<usize>();
            (Just(shape), prop::collection::vec(any::<i64>(), n))
        })
    ) {
        let leaves: Vec<Value> = values.iter().map(|&v| Value::from(v)).collect();
        let text = serde_json::json!({ "v": nest(&shape, &leaves) }).to_string();
        let data = DataSet::from_json_str(&text).unwrap();
        let shape = visible_shape(&shape);
        prop_assert_eq!(data.get("v").unwrap().shape(), &shape[..]);
        prop_assert_eq!(data.int("v", &shape).unwrap(), values);
    }

    #[test]
    fn real_arrays_round_trip(
        (shape, values) in shape_strategy().prop_flat_map(|shape| {
            let n = shape.iter().product::<usize>();
            (Just(shape), prop::collection::vec(real_strategy(), n))
        })
    ) {
        let leaves: Vec<Value> = values.iter().map(|&x| real_leaf(x)).collect();
        let text = serde_json::json!({ "v": nest(&shape, &leaves) }).to_string();
        let data = DataSet::from_json_str(&text).unwrap();
        let shape = visible_shape(&shape);
        prop_assert_eq!(data.get("v").unwrap().shape(), &shape[..]);
        // An empty array holds no numbers, so it reads as int; real() still works.
        prop_assert_eq!(data.get("v").unwrap().is_int(), values.is_empty());
        let got = data.real("v", &shape).unwrap();
        prop_assert_eq!(got.len(), values.len());
        for (&g, &v) in got.iter().zip(&values) {
            if v.is_finite() {
                prop_assert!(approx::relative_eq!(g, v, max_relative = 1e-15), "{} vs {}", g, v);
            } else {
                prop_assert!(g == v || (g.is_nan() && v.is_nan()), "{} vs {}", g, v);
            }
        }
    }

    #[test]
    fn arbitrary_json_never_panics(value in json_strategy()) {
        let text = serde_json::json!({ "v": value, "w": value }).to_string();
        if let Ok(data) = DataSet::from_json_str(&text) {
            let v = data.get("v").unwrap();
            let _ = data.real("v", v.shape());
            let _ = data.int("v", v.shape());
        }
        let _ = DataSet::from_json_str(&value.to_string());
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,40}") {
        let _ = DataSet::from_json_str(&text);
    }
}
