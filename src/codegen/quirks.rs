//! Driver workarounds, in one place. Kernels are written for a GPU; what one driver needs
//! besides is a [`Quirks`] value, chosen per adapter, that [`Quirks::apply`] turns into the
//! module's text. With every quirk off, the kernel carries none of them.
//!
//! | quirk | for | what the kernel carries |
//! |---|---|---|
//! | `loop_budget` | Mesa 22's llvmpipe, which ends every loop of a SIMD group once 65 535 iterations have run in all | every loop counts its trips into `wg_trips`; a dispatch stops a lane before its budget; a guard loop detects a budget that ran out |
//! | `rolled_loops` | GPU compilers, and llvmpipe for wide models: RADV (ACO) unrolls std_normal_100's coordinate loops into 256 VGPRs with 168 spilled (60 and none rolled), and llvmpipe's compile time grows with every unrolled copy of a loop over storage | trip counts known at compile time (the coordinate loops' `DIM`, constant loop bounds) are read through the uniform (a scalar load on a GPU), so the compiler keeps the loops rolled |
//!
//! For a model small enough for a software adapter's private policy, loops of up to
//! [`SOFTWARE_UNROLLED_TRIPS`] trips stay visible to the compiler (`unrolled_trips`), and the
//! coordinates' `DIM` too where the model has no data plate (`unrolled_dim`): llvmpipe then
//! keeps the arrays of unrolled loops in registers, where rolled loops cost it 7 %
//! (std_normal_100) to 45 % (poisson_gamma_10) of its gradient evaluations per second. Around
//! a data plate the coordinate loops stay rolled: unrolled, they cost radon 38 %.
//!
//! (The immediate table of `shaders/uniform_table.wgsl`, which lets llvmpipe load data once
//! per SIMD group, is the third; the context turns it on for software adapters only, see
//! `GpuContext::uniform_table`.)

use super::MemoryPolicy;

/// The workarounds a kernel carries for its driver.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Quirks {
    /// Count loop iterations and stop dispatches before the driver's loop limit.
    pub loop_budget: bool,
    /// Hide compile-time trip counts from the shader compiler.
    pub rolled_loops: bool,
    /// Under `rolled_loops`: trip counts up to this many stay visible.
    pub unrolled_trips: u32,
    /// Under `rolled_loops`: the coordinates' `DIM` stays visible.
    pub unrolled_dim: bool,
}

/// The longest loop a software adapter's compiler sees the trip count of: std_normal_100's
/// 100 coordinates, radon's 50 counties and eight schools' schools, not a model's data rows.
pub const SOFTWARE_UNROLLED_TRIPS: u32 = 128;

/// The statement every counted loop trip is: `wg_trips += …;` on a line of its own.
const TRIP_COUNT: &str = "wg_trips += ";

impl Quirks {
    /// No workaround: the kernel as written for a GPU.
    pub const NONE: Quirks = Quirks { loop_budget: false, rolled_loops: false, unrolled_trips: 0, unrolled_dim: false };

    /// The quirks for an adapter and a model of `dim` coordinates (`data_plate`: with a data
    /// plate): loops kept rolled but short ones on a software adapter for a model its private
    /// policy takes (see the table above), and loop trips counted where the driver limits them
    /// (`loop_limited`: the loop-limit probe, which runs on software adapters only, found a
    /// limit). Never a function of the memory policy in use: the same loops under every policy
    /// compile to the same arithmetic, so draws stay bit-identical across policies.
    pub fn for_adapter(software: bool, loop_limited: bool, dim: usize, data_plate: bool) -> Quirks {
        let short = software && MemoryPolicy::for_adapter(true, dim) == MemoryPolicy::Private;
        let unrolled_trips = if short { SOFTWARE_UNROLLED_TRIPS } else { 0 };
        Quirks { loop_budget: loop_limited, rolled_loops: true, unrolled_trips, unrolled_dim: short && !data_plate }
    }

    /// The WGSL constants the templates test (`QUIRK_LOOP_BUDGET`, `QUIRK_ROLLED_LOOPS`):
    /// constant conditions, which every compiler folds away.
    pub fn wgsl_constants(self) -> String {
        format!(
            "const QUIRK_LOOP_BUDGET: bool = {};\nconst QUIRK_ROLLED_LOOPS: bool = {};\n",
            self.loop_budget, self.rolled_loops
        )
    }

    /// `module` with the text of the quirks that are off taken out: the trip counts without
    /// `loop_budget`, the uniform reads of trip counts without `rolled_loops`.
    pub fn apply(self, module: &str) -> String {
        // Without `rolled_loops` every trip count is shown.
        let shown_trips = if self.rolled_loops { self.unrolled_trips } else { u32::MAX };
        let shown_dim = !self.rolled_loops || self.unrolled_dim;
        let mut out = String::with_capacity(module.len());
        for line in module.lines() {
            let t = line.trim();
            if !self.loop_budget && t.starts_with(TRIP_COUNT) && t.ends_with(';') {
                continue;
            }
            let line = shown(line, shown_trips);
            out.push_str(&if shown_dim { line.replace(HIDDEN_DIM, "DIM") } else { line });
            out.push('\n');
        }
        out
    }

    /// A short name of the quirks that are on, for reports: `none`, or a `+`-joined list.
    pub fn label(self) -> String {
        let mut on: Vec<String> = [(self.loop_budget, "loop-budget"), (self.rolled_loops, "rolled-loops")]
            .into_iter()
            .filter(|&(on, _)| on)
            .map(|(_, name)| name.to_string())
            .collect();
        if self.rolled_loops && self.unrolled_trips > 0 {
            on.push(format!("unrolled-trips-{}", self.unrolled_trips));
        }
        if self.rolled_loops && self.unrolled_dim {
            on.push("unrolled-dim".to_string());
        }
        if on.is_empty() {
            "none".to_string()
        } else {
            on.join("+")
        }
    }
}

/// The hiding of a generated loop's trip count: a literal trip count times this.
const HIDDEN: &str = " * i32(kahan_one)";

/// The hiding of the template's coordinate count.
const HIDDEN_DIM: &str = "DIM * u32(sp.one)";

/// `line` with the constant trip counts of at most `max` shown to the compiler again.
fn shown(line: &str, max: u32) -> String {
    if max == 0 || !line.contains(HIDDEN) {
        return line.to_string();
    }
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(at) = rest.find(HIDDEN) {
        let before = &rest[..at];
        let digits = before.len() - before.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        let count = before[before.len() - digits..].parse::<u32>().ok();
        out.push_str(before);
        if count.is_none_or(|n| n > max) {
            out.push_str(HIDDEN);
        }
        rest = &rest[at + HIDDEN.len()..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::Quirks;

    const TEXT: &str = "fn f() {\n    for (var r: i32 = 0; r < 12 * i32(kahan_one); r++) {\n        wg_trips += 1u;\n    }\n    wg_dim = DIM * u32(sp.one);\n    wg_trips += DIM;\n}\n";

    #[test]
    fn no_quirk_leaves_no_workaround() {
        let out = Quirks::NONE.apply(TEXT);
        assert!(!out.contains("wg_trips"), "{out}");
        assert!(!out.contains("kahan_one") && !out.contains("sp.one"), "{out}");
        assert!(out.contains("r < 12;") && out.contains("wg_dim = DIM;"), "{out}");
    }

    #[test]
    fn short_loops_show_on_software_adapters_for_small_models_only() {
        let gpu = Quirks::for_adapter(false, false, 10, false);
        assert!(gpu.rolled_loops && gpu.unrolled_trips == 0 && !gpu.unrolled_dim);
        let small = Quirks::for_adapter(true, false, 10, false);
        assert!(small.unrolled_trips == super::SOFTWARE_UNROLLED_TRIPS && small.unrolled_dim);
        assert!(!Quirks::for_adapter(true, false, 10, true).unrolled_dim);
        let wide = Quirks::for_adapter(true, true, 100_000, false);
        assert!(wide.rolled_loops && wide.loop_budget && wide.unrolled_trips == 0 && !wide.unrolled_dim);
    }

    #[test]
    fn short_loops_are_shown_up_to_their_limit() {
        let q = Quirks { loop_budget: false, rolled_loops: true, unrolled_trips: 12, unrolled_dim: true };
        let out = q.apply(TEXT);
        assert!(out.contains("r < 12;") && out.contains("wg_dim = DIM;"), "{out}");
        assert_eq!(q.label(), "rolled-loops+unrolled-trips-12+unrolled-dim");
        let q = Quirks { unrolled_trips: 11, unrolled_dim: false, ..q };
        let out = q.apply(TEXT);
        assert!(out.contains("r < 12 * i32(kahan_one);") && out.contains("DIM * u32(sp.one)"), "{out}");
        assert_eq!(q.label(), "rolled-loops+unrolled-trips-11");
        let two = "for (var b: i32 = 0; b + 4 <= (8 * i32(kahan_one)); b += 4) { x = (100 * i32(kahan_one)); }";
        let q = Quirks { unrolled_trips: 64, ..q };
        assert_eq!(
            q.apply(two).trim_end(),
            "for (var b: i32 = 0; b + 4 <= (8); b += 4) { x = (100 * i32(kahan_one)); }"
        );
    }

    #[test]
    fn every_quirk_keeps_the_text() {
        let all = Quirks { loop_budget: true, rolled_loops: true, unrolled_trips: 0, unrolled_dim: false };
        assert_eq!(all.apply(TEXT), TEXT);
        assert_eq!(all.label(), "loop-budget+rolled-loops");
        assert_eq!(Quirks::NONE.label(), "none");
    }
}
