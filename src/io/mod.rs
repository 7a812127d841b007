//! Input and output: Stan JSON data.

mod data;

pub use data::{DataError, DataSet, DataValue};
