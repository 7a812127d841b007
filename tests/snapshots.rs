//! Golden snapshots of the IR text dump (model, scalar and gradient forms) of the zoo.
//! Regenerate with `WGMC_UPDATE_SNAPSHOTS=1 cargo test --test snapshots` and review the diff.

mod common;

use wgmc::ir;

fn check(name: &str, text: &str) {
    let path = format!("{}/tests/snapshots/{name}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("WGMC_UPDATE_SNAPSHOTS").is_some() {
        std::fs::write(&path, text).expect("write snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("missing snapshot {path}; run with WGMC_UPDATE_SNAPSHOTS=1 and commit it"));
    if expected != text {
        let line = expected.lines().zip(text.lines()).position(|(a, b)| a != b).unwrap_or(0);
        panic!(
            "snapshot {name} differs at line {}:\n  expected: {}\n  actual:   {}\nregenerate with WGMC_UPDATE_SNAPSHOTS=1 if intended",
            line + 1,
            expected.lines().nth(line).unwrap_or("<end>"),
            text.lines().nth(line).unwrap_or("<end>")
        );
    }
}

/// Models small enough that their gradient program is worth reading in review.
const GRADIENT_SNAPSHOTS: &[&str] = &["eight_schools_noncentered", "truncated_normal", "garch11", "gauss_mix", "arK"];

#[test]
fn zoo_dumps_match_snapshots() {
    for (name, model) in common::zoo::all() {
        check(&format!("{name}.model.ir"), &ir::dump(model.program()));
        check(&format!("{name}.scalar.ir"), &ir::dump(model.scalar_program()));
        if GRADIENT_SNAPSHOTS.contains(&name) {
            check(&format!("{name}.gradient.ir"), &ir::dump(model.gradient_program()));
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
