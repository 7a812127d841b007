//! `dirichlet(theta | alpha)` in the model: of simplex parameters (whole and rows of an array
//! of them) and of data, with data or parameter concentrations, with `~` and `_lupdf`
//! dropping a data concentration's constant and `_lpdf` keeping it;
//! log densities against f64 computations on both backends, gradients against the CPU's and
//! against finite differences; and the errors of arguments it does not take.

use crate::common;

use common::stan_cases::Case;
use wgmc::{compile_stan, DataSet};

const ALPHA: [f64; 3] = [1.0, 2.0, 3.0];
/// log Γ(1 + 2 + 3) − log Γ(1) − log Γ(2) − log Γ(3) = log(120 / 2).
const LOG_NORMALIZER: f64 = 4.094_344_562_222_1;

fn kernel(x: &[f64], alpha: &[f64]) -> f64 {
    x.iter().zip(alpha).map(|(x, a)| (a - 1.0) * x.ln()).sum()
}

const DIRICHLET: Case = Case {
    source: "data { vector[3] alpha; vector[3] w; }
parameters { simplex[3] theta; array[2] simplex[3] phi; }
model {
  theta ~ dirichlet(alpha);
  target += dirichlet_lpdf(phi[1] | alpha);
  target += dirichlet_lupdf(phi[2] | [2, 2, 2]');
  target += dirichlet_lpdf(w | alpha);
}",
    data: r#"{"alpha": [1, 2, 3], "w": [0.2, 0.3, 0.5]}"#,
    density: |p| {
        let (theta, j0) = common::simplex(&p[0..2]);
        let (phi1, j1) = common::simplex(&p[2..4]);
        let (phi2, j2) = common::simplex(&p[4..6]);
        let w = [0.2, 0.3, 0.5];
        j0 + j1
            + j2
            + kernel(&theta, &ALPHA)
            + kernel(&phi1, &ALPHA)
            + LOG_NORMALIZER
            + kernel(&phi2, &[2.0; 3])
            + kernel(&w, &ALPHA)
            + LOG_NORMALIZER
    },
};

/// A concentration that is a parameter: the normalizer stays under `~`.
const PARAMETER_CONCENTRATION: Case = Case {
    source: "parameters { simplex[3] theta; vector<lower=0>[3] c; }
model {
  theta ~ dirichlet(c);
  target += -sum(c);
}",
    data: "{}",
    density: |p| {
        let (theta, jacobian) = common::simplex(&p[0..2]);
        let c: Vec<f64> = p[2..5].iter().map(|u| u.exp()).collect();
        let normalizer = common::ln_gamma(c.iter().sum()) - c.iter().map(|&a| common::ln_gamma(a)).sum::<f64>();
        jacobian + p[2..5].iter().sum::<f64>() + normalizer + kernel(&theta, &c) - c.iter().sum::<f64>()
    },
};

stan_cases! {
    dirichlet_of_simplexes_and_data: DIRICHLET;
    dirichlet_of_a_parameter_concentration: PARAMETER_CONCENTRATION;
}

/// A concentration that is not positive rejects the point (−inf), as Stan's check does.
#[test]
fn a_negative_concentration_is_minus_infinity() {
    let src = "parameters { simplex[2] t; vector[2] c; } model { t ~ dirichlet(c); }";
    let cpu = wgmc::CpuModel::new(compile_stan(src, "c.stan", &DataSet::new()).unwrap().model());
    assert!(cpu.log_density(&[0.1, 1.0, 2.0]).unwrap().is_finite());
    assert_eq!(cpu.log_density(&[0.1, -1.0, 2.0]).unwrap(), f64::NEG_INFINITY);
}

/// Dirichlet(1, 1, 1) is uniform on the simplex with density Γ(3) = 2 everywhere.
#[test]
fn flat_dirichlet_is_log_two() {
    let src = "parameters { simplex[3] theta; } model { target += dirichlet_lpdf(theta | rep_vector(1, 3)); }";
    let stan = compile_stan(src, "flat.stan", &DataSet::new()).unwrap();
    let cpu = wgmc::CpuModel::new(stan.model());
    for y in [[0.3, -1.0], [2.0, 0.5]] {
        let (_, logjac) = common::simplex(&y);
        let lp = cpu.log_density(&y).unwrap();
        assert!((lp - logjac - 2f64.ln()).abs() < 1e-12, "{lp} vs {}", logjac + 2f64.ln());
    }
}

#[test]
fn arguments_it_does_not_take_are_errors() {
    let data = DataSet::from_json_str(r#"{"a": [1, 2, 3], "bad": [1, 0, 3], "w": [0.5, 0.6, 0.1]}"#).unwrap();
    let cases = [
        ("parameters { vector[3] t; } model { t ~ dirichlet(a); }", "neither data nor declared a simplex"),
        ("parameters { simplex[3] t; } model { t ~ dirichlet(bad); }", "must be positive and finite"),
        ("parameters { real x; } model { target += dirichlet_lpdf(w | a); }", "is not a simplex"),
        ("parameters { simplex[2] t; } model { t ~ dirichlet(a); }", "size mismatch"),
        ("parameters { simplex[3] t; } model { t ~ dirichlet(2); }", "must be a vector"),
    ];
    for (model, want) in cases {
        let src = format!("data {{ vector[3] a; vector[3] bad; vector[3] w; }}\n{model}\n");
        let e = match compile_stan(&src, "bad.stan", &data) {
            Ok(_) => panic!("expected an error for {model}"),
            Err(e) => e.to_string(),
        };
        assert!(e.contains(want) && e.contains("bad.stan:2:"), "{model}\n{e}");
    }
}
