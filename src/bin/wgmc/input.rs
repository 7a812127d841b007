//! Reading the model file with a size limit: a Stan program is text of a few kilobytes, and a
//! path such as `/dev/zero` or a huge file by mistake is refused once the limit is read
//! instead of filling memory.

use std::io::Read;
use std::path::Path;

use anyhow::{bail, Context, Result};

/// The largest Stan program `wgmc sample` reads: 16 MiB.
pub const MAX_MODEL_BYTES: u64 = 16 << 20;

/// The text of the Stan program at `path`, refused beyond [`MAX_MODEL_BYTES`].
pub fn read_model(path: &Path) -> Result<String> {
    let context = || format!("cannot read model file '{}'", path.display());
    let file = std::fs::File::open(path).with_context(context)?;
    if file.metadata().is_ok_and(|m| m.is_dir()) {
        bail!("cannot read model file '{}': it is a directory", path.display());
    }
    let mut bytes = Vec::new();
    file.take(MAX_MODEL_BYTES + 1).read_to_end(&mut bytes).with_context(context)?;
    if bytes.len() as u64 > MAX_MODEL_BYTES {
        bail!(
            "model file '{}' holds more than {MAX_MODEL_BYTES} bytes, the most wgmc reads (a Stan program is a few \
             kilobytes of text)",
            path.display()
        );
    }
    String::from_utf8(bytes)
        .map_err(|e| anyhow::anyhow!("cannot read model file '{}': it is not UTF-8 text ({e})", path.display()))
}
