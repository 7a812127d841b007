#[path = "common_gpu/harness.rs"]
mod harness;
use wgmc::ir::Func;
const PRELUDE: &str = include_str!("../shaders/math.wgsl");

fn rel(g: f32, w: f64) -> f64 {
    let g = g as f64;
    if w.abs() < f32::MIN_POSITIVE as f64 { return if (g - w).abs() <= f32::MIN_POSITIVE as f64 { 0.0 } else { f64::INFINITY }; }
    if g == w { 0.0 } else { (g - w).abs() / w.abs() }
}

#[test]
fn regions() {
    let gpu = harness::Gpu::new().unwrap();
    let mut s: u64 = 0x1234567;
    let mut rnd = || { s ^= s << 13; s ^= s >> 7; s ^= s << 17; (s >> 11) as f64 / (1u64 << 53) as f64 };
    // unary regions
    for (name, lo, hi) in [("x<-1e3", -1e4, -1e3), ("-1e3<x<-40", -1e3, -40.0), ("-40<x<-5", -40.0, -5.0), ("-5<x<5", -5.0, 5.0), ("5<x<13", 5.0, 13.0), ("13<x<16",13.0,16.0)] {
        let cases: Vec<[f32; 3]> = (0..5000).map(|_| [(lo + (hi - lo) * rnd()) as f32, 0.0, 0.0]).collect();
        let got = gpu.eval_lanes(PRELUDE, "wg_std_normal_lcdf_deriv(a)", &cases).unwrap();
        let mut worst = (0.0, 0.0f32);
        for (c, g) in cases.iter().zip(&got) { let w = Func::StdNormalLcdfDeriv.eval(&[c[0] as f64]); let e = rel(*g, w); if e > worst.0 { worst = (e, c[0]); } }
        eprintln!("lcdf_deriv {name:>14}: worst {:.2e} at {}", worst.0, worst.1);
    }
    // interval regions: lo in range, log-uniform width
    for (name, l0, l1) in [("lo<1", 0.0, 1.0), ("1<lo<5", 1.0, 5.0), ("5<lo<13", 5.0, 13.0), ("13<lo<40", 13.0, 40.0), ("40<lo<800", 40.0, 800.0), ("800<lo<1e4", 800.0, 1e4)] {
        let mut cases = Vec::new();
        for _ in 0..5000 {
            let lo: f64 = l0 + (l1 - l0) * rnd();
            let w = 10f64.powf(-3.0 + 4.5 * rnd()) / lo.max(1.0);
            let (a, b) = if rnd() < 0.5 { (lo, lo + w) } else { (-lo - w, -lo) };
            cases.push([a as f32, b as f32, 0.0]);
        }
        for (f, call) in [(Func::LogDiffPhiDerivA, "wg_log_diff_phi_deriv_a(a, b)"), (Func::LogDiffPhiDerivB, "wg_log_diff_phi_deriv_b(a, b)")] {
            let got = gpu.eval_lanes(PRELUDE, call, &cases).unwrap();
            let mut worst = (0.0, [0.0f32; 2], 0.0, 0.0f32);
            for (c, g) in cases.iter().zip(&got) {
                let w = f.eval(&[c[0] as f64, c[1] as f64]);
                let e = rel(*g, w);
                if e > worst.0 { worst = (e, [c[0], c[1]], w, *g); }
            }
            eprintln!("{} {name:>12}: worst {:.2e} at {:?} ref {:e} got {:e}", f.name(), worst.0, worst.1, worst.2, worst.3);
        }
    }
}

#[test]
fn old_formula() {
    let gpu = harness::Gpu::new().unwrap();
    let cases: Vec<[f32; 3]> = vec![[-5.0, 0.0, 0.0], [-40.0, 0.0, 0.0], [-770.0, 0.0, 0.0], [-1e4, 0.0, 0.0], [770.0, 1885.0, 0.0], [10.0, 12.0, 0.0], [0.5, 0.500001, 0.0], [-40.0, -38.0, 0.0], [1e4, 1e4 + 0.01, 0.0]];
    let old = gpu.eval_lanes(PRELUDE, "wg_exp(((-0.5 * (a * a)) - 0.9189385) - wg_std_normal_lcdf(a))", &cases).unwrap();
    let new = gpu.eval_lanes(PRELUDE, "wg_std_normal_lcdf_deriv(a)", &cases).unwrap();
    let old_a = gpu.eval_lanes(PRELUDE, "-wg_exp(((-0.5 * (a * a)) - 0.9189385) - wg_log_diff_phi(a, b))", &cases).unwrap();
    let new_a = gpu.eval_lanes(PRELUDE, "wg_log_diff_phi_deriv_a(a, b)", &cases).unwrap();
    for (i, c) in cases.iter().enumerate() {
        let (a, b) = (c[0] as f64, c[1] as f64);
        if i < 4 {
            let w = Func::StdNormalLcdfDeriv.eval(&[a]);
            let old64 = ((-0.5 * a * a - 0.918_938_533_204_672_8) - wgmc::ir::Func::StdNormalLcdf.eval(&[a])).exp();
            eprintln!("lcdf_deriv({a}): ref {w:e} f32 old {:.2e} new {:.2e}; f64 old {:.2e}", rel(old[i], w), rel(new[i], w), (old64 - w).abs() / w);
        } else {
            let w = Func::LogDiffPhiDerivA.eval(&[a, b]);
            let old64 = -((-0.5 * a * a - 0.918_938_533_204_672_8) - wgmc::ir::Func::LogDiffPhi.eval(&[a, b])).exp();
            eprintln!("deriv_a({a}, {b}): ref {w:e} f32 old {:.2e} new {:.2e}; f64 old {:.2e}", rel(old_a[i], w), rel(new_a[i], w), (old64 - w).abs() / w.abs());
        }
    }
}

#[test]
fn conditioning() {
    let (mu, ls) = (7.168779008911549f64, 6.292190743164674f64);
    let sigma = ls.exp();
    let ys = [-39.9, -39.0, -38.2];
    let grad = |zl: f64, zu: f64| {
        let da = Func::LogDiffPhiDerivA.eval(&[zl, zu]);
        let db = Func::LogDiffPhiDerivB.eval(&[zl, zu]);
        // d/dlogsigma of -log_diff_phi((L-mu)/s, (U-mu)/s) = da*zl + db*zu  (dz/dlogs = -z)
        (da * zl + db * zu, da, db)
    };
    let zl = (-40.0 - mu) / sigma;
    let zu = (-38.0 - mu) / sigma;
    let (mu32, s32) = (mu as f32, (ls as f32).exp());
    let zl32 = ((-40.0f32 - mu32) / s32) as f64;
    let zu32 = ((-38.0f32 - mu32) / s32) as f64;
    let a = grad(zl, zu);
    let b = grad(zl32, zu32);
    eprintln!("exact z: {a:?}\nf32 z:   {b:?}\n3x diff {}", 3.0 * (a.0 - b.0));
    let _ = ys;
}
