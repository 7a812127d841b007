//! Reverse-mode gradients of the model zoo against central finite differences, at random
//! points and at points near the constraint boundaries. A point where the log density is not
//! finite has no gradient to compare: such points are counted, and most must be finite (and
//! the point 0 always), so that a model cannot pass by being non-finite everywhere.

use crate::common;

use std::cell::Cell;

use proptest::prelude::*;
use proptest::test_runner::TestRunner;
use wgmc::CpuModel;

/// A coordinate: mostly in [-2, 2], sometimes far out (a constrained value near its bound).
fn coordinate() -> impl Strategy<Value = f64> {
    prop_oneof![8 => -2.0..2.0f64, 1 => -9.0..-6.0f64, 1 => 6.0..9.0f64]
}

fn check_model(name: &str, cases: u32) {
    let model = common::zoo::all().into_iter().find(|(n, _)| *n == name).expect("zoo model").1;
    let cpu = CpuModel::new(&model);
    let config = proptest::test_runner::Config { source_file: Some(file!()), ..common::proptest_config(cases) };
    let mut runner = TestRunner::new(config);
    let points = proptest::collection::vec(coordinate(), model.dim());
    let (checked, non_finite) = (Cell::new(0usize), Cell::new(0usize));
    let result = runner.run(&points, |x| {
        let compared = common::check_gradient_at(&cpu, &x).map_err(TestCaseError::fail)?;
        checked.set(checked.get() + 1);
        non_finite.set(non_finite.get() + usize::from(!compared));
        Ok(())
    });
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
    let zero = vec![0.0; model.dim()];
    assert!(
        common::check_gradient_at(&cpu, &zero).unwrap_or_else(|e| panic!("{name} at 0: {e}")),
        "{name}: the log density at 0 is not finite"
    );
    eprintln!("{name}: {} points, {} skipped for a non-finite log density", checked.get(), non_finite.get());
    assert!(
        mostly_finite(checked.get(), non_finite.get()),
        "{name}: {} of {} points skipped for a non-finite log density",
        non_finite.get(),
        checked.get()
    );
}

/// Whether most of `checked` points (more than four in five) had a finite log density, so
/// that their gradients were compared.
fn mostly_finite(checked: usize, non_finite: usize) -> bool {
    5 * non_finite < checked
}

macro_rules! gradient_tests {
    ($($name:ident: $cases:expr;)*) => {
        $(
            #[test]
            fn $name() {
                check_model(stringify!($name), $cases);
            }
        )*
    };
}

#[allow(non_snake_case)]
mod zoo_models {
    use super::*;
    gradient_tests! {
        std_normal_100: 16;
        eight_schools_noncentered: 64;
        eight_schools_centered: 64;
        logistic_regression: 32;
    logistic_regression_10k: 4;
        poisson_gamma_10: 64;
        radon_hierarchical: 8;
        truncated_normal: 64;
        masked_normal: 64;
        arK: 32;
        garch11: 64;
        gauss_mix: 32;
    }
}

/// Every posteriordb Stan program, as compiled (desugared Cholesky factors, GLMs, hoisted
/// loop-invariant calls), at seeded points in [-1, 1] (and 0): reverse mode against finite
/// differences on the CPU reference.
#[test]
fn posteriordb_programs() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(17);
    let (mut checked, mut non_finite) = (0, 0);
    for name in common::posteriordb::POSTERIORS {
        let stan = common::posteriordb::compile(name);
        let cpu = CpuModel::new(stan.model());
        let dim = stan.model().dim();
        let mut points = vec![vec![0.0; dim]];
        points.extend((0..2).map(|_| (0..dim).map(|_| rng.random_range(-1.0..1.0)).collect::<Vec<f64>>()));
        for x in points {
            let compared = common::check_gradient_at(&cpu, &x).unwrap_or_else(|e| panic!("{name}: {e}"));
            checked += 1;
            if !compared {
                non_finite += 1;
                eprintln!("{name}: skipped {x:?}: the log density is not finite");
            }
        }
    }
    eprintln!("posteriordb programs: {checked} points, {non_finite} skipped for a non-finite log density");
    assert!(
        mostly_finite(checked, non_finite),
        "{non_finite} of {checked} points skipped for a non-finite log density"
    );
}
