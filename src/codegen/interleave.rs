//! Lane-interleaved memory: how every per-lane buffer of a kernel (the sampler's `work`,
//! `tuning`, `draws` and `proposals`, the generated code's `scratch`) lays out its lanes' words,
//! and the memory policy that says which per-lane arrays live in such buffers.
//!
//! Lanes come in blocks of [`LANE_BLOCK`]; within a block, word `k` of every lane's row lies in
//! neighbouring words, so the lanes of a SIMD group (32 or 64 on GPUs) reading the same word
//! of their rows read one or two whole cache lines instead of one line each. The WGSL side
//! ([`LANE_WORD_WGSL`]) and the host side ([`lane_word`]) compute the same addresses.

use std::fmt;
use std::str::FromStr;

/// Lanes whose rows interleave word by word (a NVIDIA warp; half an AMD wave64).
pub const LANE_BLOCK: usize = 32;

/// The index of word `k` of lane `lane`'s row of `stride` words.
pub fn lane_word(lane: usize, stride: usize, k: usize) -> usize {
    lane_word_in(LANE_BLOCK, lane, stride, k)
}

/// Lanes a buffer of `lanes` interleaved rows makes room for: whole blocks.
pub fn padded_lanes(lanes: usize) -> usize {
    lanes.next_multiple_of(LANE_BLOCK)
}

/// [`lane_word`] in blocks of `block` lanes (a kernel whose module says so: [`with_lane_block`]).
pub fn lane_word_in(block: usize, lane: usize, stride: usize, k: usize) -> usize {
    (lane / block) * stride * block + k * block + lane % block
}

/// The blocks of a group of `lanes` lanes: [`LANE_BLOCK`], or fewer for fewer lanes (a wide
/// model's few chains would otherwise pay for a whole block's rows).
pub fn lane_block_for(lanes: usize) -> usize {
    lanes.clamp(1, LANE_BLOCK)
}

/// `module` with blocks of `block` lanes in place of [`LANE_BLOCK`].
pub fn with_lane_block(module: &str, block: usize) -> String {
    let default = format!("const LANE_BLOCK: u32 = {LANE_BLOCK}u;");
    module.replacen(&default, &format!("const LANE_BLOCK: u32 = {block}u;"), 1)
}

/// The WGSL of [`LANE_BLOCK`] and [`lane_word`], which every kernel's generated part declares.
pub(crate) const LANE_WORD_WGSL: &str = "\
// Lane-interleaved rows (src/codegen/interleave.rs): word k of lane c's row of `stride` words.
const LANE_BLOCK: u32 = 32u;
fn lane_word(c: u32, stride: u32, k: u32) -> u32 {
    return (c / LANE_BLOCK) * stride * LANE_BLOCK + k * LANE_BLOCK + c % LANE_BLOCK;
}
";

/// Private vectors of `dim` words a sampler lane keeps under the private policy (the trajectory
/// end's position, momentum and gradient, the metric, the factor wrappers' `y`).
const WORKING_VECTORS: usize = 5;
/// Most words of private working vectors the software policy takes (as for the NUTS tree).
pub const PRIVATE_VECTOR_WORDS: usize = 8192;

/// Where a kernel keeps a lane's per-coordinate arrays: the sampler's working vectors (the
/// trajectory end, the metric), its NUTS tree (`work`) and the generated gradient's arrays.
/// Draws are bit-identical under every policy: only addresses change.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MemoryPolicy {
    /// Invocation-private arrays where they fit (the NUTS tree up to 8 192 words, the
    /// gradient's arrays up to 256 values): on a CPU driver (lavapipe) private memory is the
    /// stack and per-lane storage addresses are gathers, many times slower.
    #[default]
    Private,
    /// Every per-coordinate array in lane-interleaved storage, nothing indexed in private
    /// memory: on a GPU private arrays indexed in loops are scratch memory, reserved for every
    /// resident wave, and cost occupancy or spills.
    Storage,
}

impl MemoryPolicy {
    /// The policy for a model of `dim` parameters on an adapter: storage on a GPU; on a
    /// software adapter private memory while a lane's working vectors fit
    /// [`PRIVATE_VECTOR_WORDS`], storage beyond (llvmpipe's compile time grows with the size of
    /// private arrays: `vector[10000]` did not compile in 10 minutes with private vectors, and
    /// compiles in 11 s with storage).
    pub fn for_adapter(software: bool, dim: usize) -> MemoryPolicy {
        if software && WORKING_VECTORS * dim <= PRIVATE_VECTOR_WORDS {
            MemoryPolicy::Private
        } else {
            MemoryPolicy::Storage
        }
    }
}

impl fmt::Display for MemoryPolicy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MemoryPolicy::Private => "private",
            MemoryPolicy::Storage => "storage",
        })
    }
}

impl FromStr for MemoryPolicy {
    type Err = String;

    fn from_str(s: &str) -> Result<MemoryPolicy, String> {
        match s.trim() {
            "private" => Ok(MemoryPolicy::Private),
            "storage" => Ok(MemoryPolicy::Storage),
            other => Err(format!("memory policy '{other}': expected private or storage")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Consecutive lanes get consecutive addresses for every word of their rows, within a
    /// block; the rows of all lanes tile the buffer without overlap.
    #[test]
    fn consecutive_lanes_read_consecutive_words() {
        for stride in [1, 7, 100] {
            for k in 0..stride {
                for lane in 0..3 * LANE_BLOCK - 1 {
                    if (lane + 1) % LANE_BLOCK != 0 {
                        assert_eq!(lane_word(lane + 1, stride, k), lane_word(lane, stride, k) + 1);
                    }
                }
            }
            let lanes = 70;
            let mut seen = vec![false; padded_lanes(lanes) * stride];
            for lane in 0..lanes {
                for k in 0..stride {
                    let at = lane_word(lane, stride, k);
                    assert!(!seen[at], "stride {stride}: lane {lane} word {k} overlaps");
                    seen[at] = true;
                }
            }
        }
    }

    /// The WGSL function is the host's, word for word.
    #[test]
    fn wgsl_and_host_agree_on_the_block() {
        assert!(LANE_WORD_WGSL.contains(&format!("const LANE_BLOCK: u32 = {LANE_BLOCK}u;")));
    }

    #[test]
    fn software_adapters_keep_large_models_in_storage() {
        assert_eq!(MemoryPolicy::for_adapter(true, 100), MemoryPolicy::Private);
        assert_eq!(MemoryPolicy::for_adapter(true, 10_000), MemoryPolicy::Storage);
        assert_eq!(MemoryPolicy::for_adapter(false, 1), MemoryPolicy::Storage);
    }

    #[test]
    fn few_lanes_take_a_smaller_block() {
        assert_eq!(lane_block_for(4), 4);
        assert_eq!(lane_block_for(1_000), LANE_BLOCK);
        let module = with_lane_block(LANE_WORD_WGSL, 4);
        assert!(module.contains("const LANE_BLOCK: u32 = 4u;"), "{module}");
        for lane in 0..4 {
            assert_eq!(lane_word_in(4, lane, 10, 3), 12 + lane);
        }
    }

    #[test]
    fn policies_parse_and_print() {
        for p in [MemoryPolicy::Private, MemoryPolicy::Storage] {
            assert_eq!(p.to_string().parse::<MemoryPolicy>(), Ok(p));
        }
        assert!("scratch".parse::<MemoryPolicy>().is_err());
    }
}
