//! Stan JSON data (the format CmdStan reads) loaded into a [`DataSet`].

mod json;

use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

use crate::text::{clip, element_name, real_text, SHOWN_CHARS};

use json::{json_error, parse_variable, TopLevel};

/// One data variable: its shape and its values in row-major order.
///
/// A scalar has shape `[]`; `values.len()` is always the product of `shape`
/// for values held in a [`DataSet`].
#[derive(Debug, Clone, PartialEq)]
pub enum DataValue {
    /// Every number was a JSON integer (no fraction, no exponent).
    Int {
        /// Dimensions, outermost first.
        shape: Vec<usize>,
        /// Values in row-major order.
        values: Vec<i64>,
    },
    /// At least one number was not an integer, or was `"NaN"`, `"Inf"`, ...
    Real {
        /// Dimensions, outermost first.
        shape: Vec<usize>,
        /// Values in row-major order.
        values: Vec<f64>,
    },
}

impl DataValue {
    /// The dimensions of the variable, outermost first; `[]` for a scalar.
    pub fn shape(&self) -> &[usize] {
        match self {
            DataValue::Int { shape, .. } | DataValue::Real { shape, .. } => shape,
        }
    }

    /// Whether every value is an integer.
    pub fn is_int(&self) -> bool {
        matches!(self, DataValue::Int { .. })
    }
}

/// Named data variables, as read from a Stan JSON object.
///
/// Variables the model does not ask for are kept and simply never read.
#[derive(Debug, Clone, Default)]
pub struct DataSet {
    vars: BTreeMap<String, DataValue>,
    /// Variables whose numbers were all integers, some beyond `i64`: the row-major position of
    /// the first of those (the variable holds reals).
    too_large: BTreeMap<String, usize>,
}

/// Why data could not be loaded or did not fit what the model expects.
#[derive(Debug, thiserror::Error, Clone, PartialEq)]
#[non_exhaustive]
pub enum DataError {
    /// The model asks for a variable the data does not define.
    #[error("data variable '{name}' is missing (the model expects shape {expected:?})")]
    Missing {
        /// Variable name.
        name: String,
        /// Shape the model expects.
        expected: Vec<usize>,
    },
    /// The variable exists but has another shape than the model expects.
    #[error("data variable '{name}' has shape {actual:?} but the model expects {expected:?}")]
    Shape {
        /// Variable name.
        name: String,
        /// Shape the model expects.
        expected: Vec<usize>,
        /// Shape found in the data.
        actual: Vec<usize>,
    },
    /// The variable holds values of another type than the model expects.
    #[error("data variable '{name}' has {found} values but the model expects {expected} values")]
    Type {
        /// Variable name.
        name: String,
        /// Type the model expects (`"int"`).
        expected: &'static str,
        /// Type found in the data (`"real"`).
        found: &'static str,
    },
    /// An int variable holds an integer that does not fit in 64 bits.
    #[error(
        "data variable '{name}': {element} is an integer too large for 64 bits \
         (int data must lie between -9223372036854775808 and 9223372036854775807)"
    )]
    IntTooLarge {
        /// Variable name.
        name: String,
        /// The first such element's Stan name (`y[3]`, or the name of a scalar).
        element: String,
    },
    /// Nested arrays of one variable do not all have the same length.
    #[error("data variable '{name}' is a ragged array (nested arrays must all have the same length)")]
    Ragged {
        /// Variable name.
        name: String,
    },
    /// A value is neither a number nor one of Stan's special real strings.
    #[error("data variable '{name}' has an invalid value: {detail}")]
    BadValue {
        /// Variable name.
        name: String,
        /// What was found.
        detail: String,
    },
    /// A value breaks the variable's declared `<lower=..., upper=...>` bound; NaN breaks every
    /// bound.
    #[error("data variable '{name}' is out of bounds: {element} is {}, but must be {rule}", real_text(*.value))]
    Bound {
        /// Variable name.
        name: String,
        /// The element's Stan name (`y[3]`, or the name of a scalar).
        element: String,
        /// Its value.
        value: f64,
        /// The rule it breaks (`greater than or equal to 0`).
        rule: String,
    },
    /// A value breaks its constrained type (`simplex`, `ordered`, `cov_matrix`, ...), as Stan
    /// checks data before sampling.
    #[error("data variable '{name}' is not a valid {kind}: {detail}")]
    Constraint {
        /// Variable name.
        name: String,
        /// The declared type (`simplex`, `ordered vector`, ...).
        kind: &'static str,
        /// The first violation, naming the element 1-based (`x[2] = -0.5, but ...`).
        detail: String,
    },
    /// The JSON object names the variable twice.
    #[error("data variable '{name}' is given twice in the JSON data (each name may appear once)")]
    Duplicate {
        /// Variable name.
        name: String,
    },
    /// The text is not valid JSON; the message includes line and column.
    #[error("invalid JSON data: {0}")]
    Json(String),
    /// The JSON top level is not an object.
    #[error("Stan JSON data must be an object at the top level, found {found}")]
    NotObject {
        /// Kind of JSON value found instead (e.g. `"an array"`).
        found: &'static str,
    },
    /// The data file could not be read.
    #[error("cannot read data file '{path}': {message}")]
    Io {
        /// Path of the file.
        path: String,
        /// The operating system's message.
        message: String,
    },
    /// The data file is larger than the limit (or has no end).
    #[error("data file '{path}' holds more than {max} bytes, the most wgmc reads")]
    TooLarge {
        /// Path of the file.
        path: String,
        /// The limit in bytes.
        max: u64,
    },
    /// `insert_*` was given a number of values that does not fit the shape.
    #[error("data variable '{name}' has shape {shape:?} which does not fit {len} values")]
    Length {
        /// Variable name.
        name: String,
        /// Shape given.
        shape: Vec<usize>,
        /// Number of values given.
        len: usize,
    },
}

impl DataSet {
    /// An empty data set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Parses Stan JSON text: a JSON object mapping names to numbers or nested arrays.
    pub fn from_json_str(text: &str) -> Result<Self, DataError> {
        let root: TopLevel = serde_json::from_str(text).map_err(|e| json_error(text, &e))?;
        let entries = match root {
            TopLevel::Object(entries) => entries,
            TopLevel::Other(found) => return Err(DataError::NotObject { found }),
        };
        let mut data = DataSet::new();
        for (name, value) in entries {
            // A name in a message is cut short: data may hold keys of any length.
            let shown = clip(&name, SHOWN_CHARS);
            if data.vars.contains_key(&name) {
                return Err(DataError::Duplicate { name: shown });
            }
            let parsed = parse_variable(&shown, &value)?;
            if let Some(i) = parsed.too_large {
                data.too_large.insert(name.clone(), i);
            }
            data.vars.insert(name, parsed.value);
        }
        Ok(data)
    }

    /// Reads and parses a Stan JSON file of at most [`MAX_DATA_BYTES`].
    pub fn from_json_file(path: impl AsRef<Path>) -> Result<Self, DataError> {
        Self::from_json_file_limited(path, MAX_DATA_BYTES)
    }

    /// Reads and parses a Stan JSON file of at most `max_bytes` bytes: a larger file (or an
    /// endless one, such as `/dev/zero`) is an error once `max_bytes` have been read.
    pub fn from_json_file_limited(path: impl AsRef<Path>, max_bytes: u64) -> Result<Self, DataError> {
        let path = path.as_ref();
        let text = read_limited(path, max_bytes)?;
        Self::from_json_str(&text)
    }

    /// Adds (or replaces) a real variable; `values` must hold product(`shape`) values.
    pub fn insert_real(&mut self, name: &str, shape: Vec<usize>, values: Vec<f64>) -> Result<(), DataError> {
        check_length(name, &shape, values.len())?;
        let value = DataValue::Real { shape, values };
        self.too_large.remove(name);
        self.vars.insert(name.to_string(), value);
        Ok(())
    }

    /// Adds (or replaces) an int variable; `values` must hold product(`shape`) values.
    pub fn insert_int(&mut self, name: &str, shape: Vec<usize>, values: Vec<i64>) -> Result<(), DataError> {
        check_length(name, &shape, values.len())?;
        let value = DataValue::Int { shape, values };
        self.too_large.remove(name);
        self.vars.insert(name.to_string(), value);
        Ok(())
    }

    /// The variable called `name`, if present.
    pub fn get(&self, name: &str) -> Option<&DataValue> {
        self.vars.get(name)
    }

    /// Names of all variables, in sorted order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.vars.keys().map(String::as_str)
    }

    /// Real values (ints promoted to f64) of a variable of exactly this shape, row-major.
    pub fn real(&self, name: &str, expected_shape: &[usize]) -> Result<Vec<f64>, DataError> {
        match self.lookup(name, expected_shape)? {
            DataValue::Real { values, .. } => Ok(values.clone()),
            DataValue::Int { values, .. } => Ok(values.iter().map(|&v| v as f64).collect()),
        }
    }

    /// Int values of a variable of exactly this shape; a real-valued variable is a type error.
    pub fn int(&self, name: &str, expected_shape: &[usize]) -> Result<Vec<i64>, DataError> {
        match self.lookup(name, expected_shape)? {
            DataValue::Int { values, .. } => Ok(values.clone()),
            DataValue::Real { shape, .. } => match self.too_large.get(name) {
                Some(&i) => {
                    Err(DataError::IntTooLarge { name: name.to_string(), element: element_name(name, shape, i) })
                }
                None => Err(DataError::Type { name: name.to_string(), expected: "int", found: "real" }),
            },
        }
    }

    /// The value of an int scalar (shape `[]`).
    pub fn int_scalar(&self, name: &str) -> Result<i64, DataError> {
        // Shape [] guarantees exactly one value.
        Ok(self.int(name, &[])?[0])
    }

    /// The value of a real scalar (shape `[]`); an int scalar is promoted.
    pub fn real_scalar(&self, name: &str) -> Result<f64, DataError> {
        // Shape [] guarantees exactly one value.
        Ok(self.real(name, &[])?[0])
    }

    /// The variable `name`, checked to have exactly `expected` shape.
    fn lookup(&self, name: &str, expected: &[usize]) -> Result<&DataValue, DataError> {
        let value = self
            .vars
            .get(name)
            .ok_or_else(|| DataError::Missing { name: name.to_string(), expected: expected.to_vec() })?;
        if value.shape() != expected {
            return Err(DataError::Shape {
                name: name.to_string(),
                expected: expected.to_vec(),
                actual: value.shape().to_vec(),
            });
        }
        Ok(value)
    }
}

/// The largest data file [`DataSet::from_json_file`] reads: 1 GiB.
pub const MAX_DATA_BYTES: u64 = 1 << 30;

/// The text of the file at `path`, refused when it holds more than `max` bytes or is not UTF-8.
fn read_limited(path: &Path, max: u64) -> Result<String, DataError> {
    let io = |message: String| DataError::Io { path: path.display().to_string(), message };
    let file = std::fs::File::open(path).map_err(|e| io(e.to_string()))?;
    // A regular file's size is known before reading; a pipe or device is read up to the limit.
    if file.metadata().is_ok_and(|m| m.is_file() && m.len() > max) {
        return Err(DataError::TooLarge { path: path.display().to_string(), max });
    }
    let mut bytes = Vec::new();
    file.take(max + 1).read_to_end(&mut bytes).map_err(|e| io(e.to_string()))?;
    if bytes.len() as u64 > max {
        return Err(DataError::TooLarge { path: path.display().to_string(), max });
    }
    String::from_utf8(bytes).map_err(|e| io(format!("it is not UTF-8 text ({e})")))
}

/// Checks that `shape` holds exactly `len` values (an overflowing shape never does).
fn check_length(name: &str, shape: &[usize], len: usize) -> Result<(), DataError> {
    let size = shape.iter().try_fold(1usize, |acc, &d| acc.checked_mul(d));
    if size == Some(len) {
        return Ok(());
    }
    Err(DataError::Length { name: name.to_string(), shape: shape.to_vec(), len })
}
