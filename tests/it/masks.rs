//! A masked likelihood equals the likelihood with the masked observations dropped, for the
//! log density and for every gradient component.

use crate::common;

use common::tolerances::MASK_REL;
use common::zoo::{masked_data, masked_normal};
use proptest::prelude::*;
use wgmc::{CpuModel, DataSet};

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() <= MASK_REL * a.abs().max(b.abs()).max(1.0)
}

fn compare(data: &DataSet, u: &[f64]) -> Result<(), TestCaseError> {
    let masked = CpuModel::new(&masked_normal(data, true));
    let dropped = CpuModel::new(&masked_normal(data, false));
    let (mut gm, mut gd) = (vec![0.0; 2], vec![0.0; 2]);
    let lm = masked.log_density_gradient(u, &mut gm).unwrap();
    let ld = dropped.log_density_gradient(u, &mut gd).unwrap();
    prop_assert!(lm.is_finite(), "masked NaN observations must not reach the density");
    prop_assert!(close(lm, ld), "logp {lm} vs {ld}");
    for (a, b) in gm.iter().zip(&gd) {
        prop_assert!(close(*a, *b), "gradient {gm:?} vs {gd:?}");
    }
    Ok(())
}

proptest! {
    #![proptest_config(common::proptest_config(128))]

    #[test]
    fn masked_equals_dropped(u in proptest::collection::vec(-3.0..3.0f64, 2)) {
        compare(&masked_data(), &u)?;
    }

    /// Random masks, including all-zero and all-one, over finite data.
    #[test]
    fn random_masks(mask in proptest::collection::vec(0..2i64, 12), u in proptest::collection::vec(-3.0..3.0f64, 2)) {
        let y: Vec<f64> = (0..12).map(|i| i as f64 * 0.5 - 2.0).collect();
        let mut data = DataSet::new();
        data.insert_real("y", vec![12], y).unwrap();
        data.insert_int("mask", vec![12], mask).unwrap();
        compare(&data, &u)?;
    }
}
