//! Buffers checked against the device's limits before they are created: wgpu reports a buffer
//! or binding beyond them as a validation error, which ends the process, so every kernel's
//! buffers are measured first and one too large is a [`GpuError::TooLarge`] naming the buffer,
//! its size, what it holds and the limit.

use super::{GpuContext, GpuError};

/// Checks that each of `buffers` (a name and a size in bytes) fits one storage binding and one
/// buffer of the device; `holds` says what they are for (`4 chains of a model of 262
/// parameters`), for the message.
pub(crate) fn check_bindings(ctx: &GpuContext, holds: &str, buffers: &[(&str, u64)]) -> Result<(), GpuError> {
    let limit = ctx.max_binding_bytes();
    match buffers.iter().find(|(_, bytes)| *bytes > limit) {
        Some((name, bytes)) => Err(GpuError::TooLarge(too_large(name, *bytes, holds, limit))),
        None => Ok(()),
    }
}

/// The message for buffer `name` of `bytes` beyond `limit`.
fn too_large(name: &str, bytes: u64, holds: &str, limit: u64) -> String {
    format!(
        "the kernel's `{name}` buffer for {holds} needs {} but the device binds at most {} per buffer; \
         run fewer chains per device, use a smaller model, or use --backend cpu",
        mib(bytes),
        mib(limit)
    )
}

/// Bytes in MiB, for a message (`591.2 MiB (619929600 bytes)`).
fn mib(bytes: u64) -> String {
    format!("{:.1} MiB ({bytes} bytes)", bytes as f64 / (1024.0 * 1024.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_message_names_the_buffer_its_size_and_the_limit() {
        let m = too_large("scratch", 619_929_600, "1 chain of a model of 262 parameters", 134_217_728);
        assert!(m.contains("`scratch` buffer for 1 chain of a model of 262 parameters needs 591.2 MiB"), "{m}");
        assert!(m.contains("at most 128.0 MiB (134217728 bytes)"), "{m}");
    }
}
