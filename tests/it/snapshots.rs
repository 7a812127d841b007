//! Golden snapshots of the IR text dump (model, scalar and gradient forms) of the zoo.
//! Regenerate with `WGMC_UPDATE_SNAPSHOTS=1 cargo test --release --test it snapshots::` and
//! review the diff.

use crate::common;

use wgmc::ir;

/// Models small enough that their gradient program is worth reading in review.
const GRADIENT_SNAPSHOTS: &[&str] = &["eight_schools_noncentered", "truncated_normal", "garch11", "gauss_mix", "arK"];

#[test]
fn zoo_dumps_match_snapshots() {
    for (name, model) in common::zoo::all() {
        common::check_snapshot(&format!("{name}.model.ir"), &ir::dump(model.program()));
        common::check_snapshot(&format!("{name}.scalar.ir"), &ir::dump(model.scalar_program()));
        if GRADIENT_SNAPSHOTS.contains(&name) {
            common::check_snapshot(&format!("{name}.gradient.ir"), &ir::dump(model.gradient_program()));
        }
    }
}

#[test]
fn dump_is_stable_across_builds() {
    for (name, model) in common::zoo::all() {
        let again = common::zoo::all().into_iter().find(|(n, _)| *n == name).unwrap().1;
        assert_eq!(ir::dump(model.gradient_program()), ir::dump(again.gradient_program()), "{name}");
    }
}
