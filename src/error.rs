//! The crate-level error gathering every layer's error enum.

use crate::codegen::CodegenError;
use crate::cpu::EvalError;
use crate::data::DataError;
use crate::gpu::GpuError;
use crate::ir::IrError;
use crate::lang::LangError;
use crate::model::BindError;
use crate::output::CsvError;
use crate::sampler::SampleError;

/// Any error wgmc reports.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Bad or missing data.
    #[error(transparent)]
    Data(#[from] DataError),
    /// Data values that do not fit the program's data variables.
    #[error(transparent)]
    Bind(#[from] BindError),
    /// An invalid program, or one the gradient pass cannot differentiate.
    #[error(transparent)]
    Ir(#[from] IrError),
    /// The WGSL code generator cannot handle the program.
    #[error(transparent)]
    Codegen(#[from] CodegenError),
    /// No GPU, or the GPU failed.
    #[error(transparent)]
    Gpu(#[from] GpuError),
    /// A runtime error of the CPU interpreter.
    #[error(transparent)]
    Eval(#[from] EvalError),
    /// A sampling run failed.
    #[error(transparent)]
    Sample(#[from] SampleError),
    /// A Stan program that cannot be parsed, checked or lowered.
    #[error(transparent)]
    Lang(#[from] LangError),
    /// CmdStan CSV files that cannot be written or read.
    #[error(transparent)]
    Csv(#[from] CsvError),
}

/// `e`'s message followed by its sources' (`context: cause: …`), as the command line prints
/// errors: a variant that wraps another error names what failed, and its source says why.
pub fn error_chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}
