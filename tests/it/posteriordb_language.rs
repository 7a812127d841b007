//! posteriordb models that need the newer language features (`tests/fixtures/posteriordb_language`):
//! they compile, their CPU gradients match finite differences, and the GPU agrees with the
//! CPU on log densities and gradients.

use crate::common;

use rand::{Rng, SeedableRng};
use wgmc::{compile_stan, CpuModel, Model};

use common::backends::eval;

const MODELS: [&str; 3] =
    ["mcycle_splines-accel_splines", "bones_data-bones_model", "timssAusTwn_irt-gpcm_latent_reg_irt"];

fn model(name: &str) -> Model {
    let dir = format!("posteriordb_language/{name}");
    let source = std::fs::read_to_string(common::zoo::fixture(&format!("{dir}/model.stan"))).unwrap();
    let data = common::zoo::data(&format!("{dir}/data.json"));
    let stan = compile_stan(&source, &format!("{name}.stan"), &data).unwrap_or_else(|e| panic!("{name}:\n{e}"));
    stan.model().clone()
}

/// Seeded points in [-scale, scale]^dim, flattened.
fn points(dim: usize, n: usize, scale: f64) -> Vec<f64> {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(11);
    (0..dim * n).map(|_| rng.random_range(-scale..scale)).collect()
}

#[test]
fn gradients_match_finite_differences() {
    for name in MODELS {
        let m = model(name);
        let cpu = CpuModel::new(&m);
        for x in points(m.dim(), 2, 0.5).chunks(m.dim()) {
            assert!(cpu.log_density(x).unwrap().is_finite(), "{name}");
            common::check_gradient(&cpu, x).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }
}

backend_test!(backends_agree_with_the_cpu_reference, |compile, tol| {
    for name in MODELS {
        let m = model(name);
        let Some(ev) = compile(&m) else { return };
        let dim = m.dim();
        let pts = points(dim, 16, 0.5);
        let (lp, g) = eval(&ev, dim, &pts);
        let (lp_cpu, g_cpu) = eval(&common::backends::cpu(&m).unwrap(), dim, &pts);
        for i in 0..16 {
            assert!(tol.logp_ok(lp[i], lp_cpu[i]), "{name}: {} vs {}", lp[i], lp_cpu[i]);
            let (got, want) = (&g[i * dim..(i + 1) * dim], &g_cpu[i * dim..(i + 1) * dim]);
            assert!(tol.grad_ok(got, want, lp_cpu[i]), "{name}: {got:?} vs {want:?}");
        }
    }
});
