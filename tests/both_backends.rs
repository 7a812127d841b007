//! Exact answers checked on both backends with one test body each (see `backend_test!`).

mod common;

use wgmc::{Constraint, DataSet, Dist, ModelBuilder, Type};

use common::backends::eval;

// `x ~ std_normal()`: logp = −|x|²/2 and gradient −x, exactly.
backend_test!(std_normal_is_exact, |compile, tol| {
    let model = common::zoo::std_normal(7);
    let Some(ev) = compile(&model) else { return };
    let pts: Vec<f64> = (0..7 * 50).map(|k| ((k * 37) % 101) as f64 / 25.0 - 2.0).collect();
    let (lp, g) = eval(&ev, 7, &pts);
    for (i, x) in pts.chunks(7).enumerate() {
        let want = -0.5 * x.iter().map(|v| v * v).sum::<f64>();
        assert!(tol.logp_ok(lp[i], want), "{} vs {want}", lp[i]);
        let minus_x: Vec<f64> = x.iter().map(|v| -v).collect();
        assert!(tol.grad_ok(&g[i * 7..(i + 1) * 7], &minus_x, want));
    }
});

// Poisson–gamma conjugacy: on the unconstrained scale u = log(rho) the `~` form of
// `rho ~ gamma(a, b); y ~ poisson(rho)` is (a + y)·u − (b + 1)·e^u (Jacobian included).
backend_test!(poisson_gamma_kernel_is_exact, |compile, tol| {
    let mut data = DataSet::new();
    data.insert_int("y", vec![3], vec![0, 4, 29]).unwrap();
    let mut b = ModelBuilder::new(&data);
    let y = b.data("y", Type::int_array(3)).unwrap();
    let rho = b.param_constrained("rho", Type::vector(3), Constraint::Lower(0.0.into()));
    b.sample(Dist::Gamma, vec![rho.into(), 6.5.into(), (1.0 / 2.25).into()]);
    b.sample(Dist::Poisson, vec![y.into(), rho.into()]);
    let model = b.build().unwrap();
    let Some(ev) = compile(&model) else { return };
    let pts: Vec<f64> = (0..3 * 40).map(|k| ((k * 53) % 97) as f64 / 24.0 - 2.0).collect();
    let (lp, g) = eval(&ev, 3, &pts);
    let ys = [0.0, 4.0, 29.0];
    for (i, u) in pts.chunks(3).enumerate() {
        let rate = 1.0 / 2.25 + 1.0;
        let want: f64 = u.iter().zip(ys).map(|(u, y)| (6.5 + y) * u - rate * u.exp()).sum();
        let grad: Vec<f64> = u.iter().zip(ys).map(|(u, y)| 6.5 + y - rate * u.exp()).collect();
        assert!(tol.logp_ok(lp[i], want), "{} vs {want}", lp[i]);
        assert!(tol.grad_ok(&g[i * 3..(i + 1) * 3], &grad, want), "{:?} vs {grad:?}", &g[i * 3..(i + 1) * 3]);
    }
});

// A masked likelihood equals the likelihood with the masked rows dropped.
backend_test!(masks_equal_dropping_rows, |compile, tol| {
    let data = common::zoo::masked_data();
    let masked = common::zoo::masked_normal(&data, true);
    let dropped = common::zoo::masked_normal(&data, false);
    let (Some(a), Some(b)) = (compile(&masked), compile(&dropped)) else { return };
    let pts: Vec<f64> = (0..2 * 64).map(|k| ((k * 29) % 83) as f64 / 20.0 - 2.0).collect();
    let (la, ga) = eval(&a, 2, &pts);
    let (lb, gb) = eval(&b, 2, &pts);
    for i in 0..64 {
        assert!(la[i].is_finite(), "masked NaN data must not reach the density");
        assert!(tol.logp_ok(la[i], lb[i]), "{} vs {}", la[i], lb[i]);
        assert!(tol.grad_ok(&ga[2 * i..2 * i + 2], &gb[2 * i..2 * i + 2], lb[i]));
    }
});
