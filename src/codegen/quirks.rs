//! Driver workarounds, in one place. Kernels are written for a GPU; what one driver needs
//! besides is a [`Quirks`] value, chosen per adapter, that [`Quirks::apply`] turns into the
//! module's text. With every quirk off, the kernel carries none of them.
//!
//! | quirk | for | what the kernel carries |
//! |---|---|---|
//! | `loop_budget` | Mesa 22's llvmpipe, which ends every loop of a SIMD group once 65 535 iterations have run in all | every loop counts its trips into `wg_trips`; a dispatch stops a lane before its budget; a guard loop detects a budget that ran out |
//! | `rolled_loops` | every compiler measured: llvmpipe's compile time grows with every unrolled copy of a loop, and RADV (ACO) unrolls std_normal_100's coordinate loops into 256 VGPRs with 168 spilled (60 and none rolled) | trip counts known at compile time (the coordinate loops' `DIM`, constant loop bounds) are read through the uniform (a scalar load on a GPU), so the compiler keeps the loops rolled |
//!
//! (The immediate table of `shaders/uniform_table.wgsl`, which lets llvmpipe load data once
//! per SIMD group, is the third; the context turns it on for software adapters only, see
//! `GpuContext::uniform_table`.)

/// The workarounds a kernel carries for its driver.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Quirks {
    /// Count loop iterations and stop dispatches before the driver's loop limit.
    pub loop_budget: bool,
    /// Hide compile-time trip counts from the shader compiler.
    pub rolled_loops: bool,
}

/// The statement every counted loop trip is: `wg_trips += …;` on a line of its own.
const TRIP_COUNT: &str = "wg_trips += ";

impl Quirks {
    /// No workaround: the kernel as written for a GPU.
    pub const NONE: Quirks = Quirks { loop_budget: false, rolled_loops: false };

    /// The quirks for an adapter: loops kept rolled (every compiler measured needs it, see the
    /// table above), and loop trips counted where the driver limits them (`loop_limited`: the
    /// loop-limit probe, which runs on software adapters only, found a limit).
    pub fn for_adapter(_software: bool, loop_limited: bool) -> Quirks {
        Quirks { loop_budget: loop_limited, rolled_loops: true }
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
        let mut out = String::with_capacity(module.len());
        for line in module.lines() {
            let t = line.trim();
            if !self.loop_budget && t.starts_with(TRIP_COUNT) && t.ends_with(';') {
                continue;
            }
            let line = if self.rolled_loops { line.to_string() } else { unrolled(line) };
            out.push_str(&line);
            out.push('\n');
        }
        out
    }

    /// A short name of the quirks that are on, for reports: `none`, or a `+`-joined list.
    pub fn label(self) -> String {
        let on: Vec<&str> = [(self.loop_budget, "loop-budget"), (self.rolled_loops, "rolled-loops")]
            .into_iter()
            .filter_map(|(on, name)| on.then_some(name))
            .collect();
        if on.is_empty() {
            "none".to_string()
        } else {
            on.join("+")
        }
    }
}

/// `line` without the uniform reads that hide trip counts: `N * i32(kahan_one)` (generated
/// loops with constant bounds) and `DIM * u32(sp.one)` (the template's `wg_dim`).
fn unrolled(line: &str) -> String {
    line.replace(" * i32(kahan_one)", "").replace("DIM * u32(sp.one)", "DIM")
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
    fn every_quirk_keeps_the_text() {
        let all = Quirks { loop_budget: true, rolled_loops: true };
        assert_eq!(all.apply(TEXT), TEXT);
        assert_eq!(all.label(), "loop-budget+rolled-loops");
        assert_eq!(Quirks::NONE.label(), "none");
    }
}
