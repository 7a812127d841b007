//! Generated WGSL: golden snapshots of the zoo's kernels, and naga validation of every
//! generated and hand-written shader (no GPU needed).

use crate::common;

use naga::valid::Capabilities;
use wgmc::{
    eval_module, eval_module_with, plate_sums, sampler_module, sampler_module_dense, sampler_module_for,
    sampler_module_low_rank, sampler_module_with, with_uniform_table, write_function, write_function_with, FactorForm,
    KernelOptions, KernelShape, Quirks, Role, EVAL_LANES, EVAL_ROWS, EVAL_TEMPLATE, MATH_PRELUDE,
};

fn validate(name: &str, source: &str) {
    validate_with(name, source, Capabilities::empty());
}

fn validate_with(name: &str, source: &str, capabilities: Capabilities) {
    let module =
        naga::front::wgsl::parse_str(source).unwrap_or_else(|e| panic!("{name}: {}", e.emit_to_string(source)));
    let mut validator = naga::valid::Validator::new(naga::valid::ValidationFlags::all(), capabilities);
    if let Err(e) = validator.validate(&module) {
        panic!("{name}: {}", e.emit_to_string(source));
    }
}

#[test]
fn generated_kernels_validate_and_match_snapshots() {
    for (name, model) in common::zoo::all() {
        let (module, _) = eval_module(model.gradient_program()).expect("codegen");
        validate(name, &module);
        let (logp_only, _) = eval_module(model.scalar_program()).expect("codegen of the log density alone");
        validate(&format!("{name} (logp only)"), &logp_only);
        let (function, _) = write_function(model.gradient_program()).unwrap();
        common::check_snapshot(&format!("{name}.wgsl"), &function);
    }
}

// The sampler kernel of every posteriordb program (desugared GP Cholesky nests, GLMs).
#[test]
fn posteriordb_sampler_kernels_validate() {
    for name in common::posteriordb::POSTERIORS {
        let stan = common::posteriordb::compile(name);
        let (module, _) = sampler_module(stan.model(), 10).expect("codegen");
        validate(&format!("{name} sampler"), &module);
        if name == "gp_pois_regr-gp_regr" {
            assert!(module.contains("* i32(kahan_one); "), "plain loops hide known trip counts");
        }
    }
}

// The sampler kernel of every zoo model, with NUTS checkpoint levels and without (HMC only),
// with a diagonal metric, a dense one and a low-rank one.
#[test]
fn sampler_kernels_validate() {
    for (name, model) in common::zoo::all() {
        for levels in [10, 0] {
            let (module, _) = sampler_module(&model, levels).expect("codegen");
            validate(&format!("{name} sampler (levels {levels})"), &module);
            // The dense metric's kernel: the entry point calls the model through the wrapper.
            let (module, _) = sampler_module_dense(&model, levels).expect("codegen");
            validate(&format!("{name} dense sampler (levels {levels})"), &module);
            assert!(module.contains("kick(&st, dense_logp_grad(lane), eps)"), "{name}: the gradient is wrapped");
            // The low-rank metric's kernel, with room for one correction and for several.
            for rank in [1, 5] {
                let (module, _) = sampler_module_low_rank(&model, levels, rank).expect("codegen");
                validate(&format!("{name} low-rank sampler (levels {levels}, rank {rank})"), &module);
                assert!(module.contains("kick(&st, low_rank_logp_grad(lane), eps)"), "{name}: the gradient is wrapped");
                assert!(module.contains(&format!("const LR_RANK: u32 = {rank}u;")));
            }
        }
    }
}

// The rows layout: every zoo model's evaluation and sampler kernels at several lanes per
// chain (naga checks that the plates' workgroup barriers sit in uniform control flow), and the
// plates of the models with big data written with their reductions.
#[test]
fn rows_layout_kernels_validate() {
    for (name, model) in common::zoo::all() {
        for lanes in [2, 16, 256] {
            let shape = KernelShape::rows(lanes).unwrap();
            let (module, _) = eval_module_with(model.gradient_program(), shape).expect("codegen");
            validate(&format!("{name} eval ({shape})"), &module);
            let (module, _) = sampler_module_with(&model, 10, shape).expect("codegen");
            validate(&format!("{name} sampler ({shape})"), &module);
            let table = with_uniform_table(&module).expect("the portable functions");
            validate_with(&format!("{name} sampler ({shape}) with the table"), &table, Capabilities::IMMEDIATES);
        }
    }
    let (_, model) = common::zoo::all().into_iter().find(|(n, _)| *n == "logistic_regression_10k").unwrap();
    let (lanes, _) = write_function(model.gradient_program()).unwrap();
    let (rows, _) = write_function_with(model.gradient_program(), KernelShape::rows(16).unwrap()).unwrap();
    let plate = "// Data plate, rows 0..10000: 40 blocks of 256 rows summed as a tree of 64 leaves";
    assert!(lanes.contains(&format!("{plate}, 64 per lane.")), "{lanes}");
    assert!(rows.contains(&format!("{plate}, 4 per lane.")), "{rows}");
    assert!(!lanes.contains("workgroupBarrier"), "one lane per chain needs no barrier");
    assert!(rows.contains("workgroupBarrier();"), "the lanes' sums meet in workgroup memory");
    assert!(!rows.contains("wg_uniform"), "rows differ between a chain's lanes");
    let (_, mixture) = common::zoo::all().into_iter().find(|(n, _)| *n == "gauss_mix").unwrap();
    let (function, _) = write_function_with(mixture.gradient_program(), KernelShape::rows(16).unwrap()).unwrap();
    common::check_snapshot("gauss_mix.rows16.wgsl", &function);
    let (_, small) = common::zoo::all().into_iter().find(|(n, _)| *n == "eight_schools_noncentered").unwrap();
    let (function, _) = write_function_with(small.gradient_program(), KernelShape::rows(16).unwrap()).unwrap();
    assert!(!function.contains("Data plate"), "8 rows are no plate");
}

// The split layout's two sampler kernels for every zoo model with one data plate (naga checks
// the partial kernel's barriers), and the plate of gauss_mix written both ways: its partial
// kernel ends with the plate's sums written to `partials`, its combining kernel reads them
// and no data row.
#[test]
fn split_layout_kernels_validate() {
    let mut split_models = 0;
    for (name, model) in common::zoo::all() {
        let has_plate = plate_sums(model.gradient_program()).is_some();
        let shapes = [KernelShape::split(4, 16).unwrap(), KernelShape::split(4, 1).unwrap()];
        for (shape, role) in shapes.into_iter().flat_map(|s| [(s, Role::Partial), (s, Role::Combine)]) {
            let result = sampler_module_with(&model, 10, shape.with_role(role));
            match (has_plate, result) {
                (true, Ok((module, _))) => {
                    validate(&format!("{name} sampler ({shape}, {role:?})"), &module);
                    assert!(!module.contains("var<private> wg_work"), "{name}: the split layout's work is in storage");
                    let table = with_uniform_table(&module).expect("the portable functions");
                    validate_with(&format!("{name} {role:?} with the table"), &table, Capabilities::IMMEDIATES);
                }
                (false, Err(e)) => assert!(e.to_string().contains("exactly one data plate"), "{name}: {e}"),
                (has, other) => panic!("{name}: plate {has}, {:?}", other.map(|_| ())),
            }
        }
        split_models += usize::from(has_plate);
    }
    assert!(split_models >= 3, "the zoo has models with one plate ({split_models})");
    let (_, mixture) = common::zoo::all().into_iter().find(|(n, _)| *n == "gauss_mix").unwrap();
    let shape = KernelShape::split(4, 16).unwrap();
    let (partial, _) = write_function_with(mixture.gradient_program(), shape.with_role(Role::Partial)).unwrap();
    let (combine, _) = write_function_with(mixture.gradient_program(), shape.with_role(Role::Combine)).unwrap();
    assert!(partial.contains("partials[at + 0u] = lp;") && partial.trim_end().ends_with("return 0.0f;\n}"));
    assert!(!combine.contains("data_f") && combine.contains("partials["), "{combine}");
    common::check_snapshot("gauss_mix.split4x16.partial.wgsl", &partial);
    common::check_snapshot("gauss_mix.split4x16.combine.wgsl", &combine);
    // One lane per chain in each workgroup: every lane of a workgroup reads the same rows, so
    // the row counters go through the uniform lookups.
    let shape = KernelShape::split(4, 1).unwrap();
    let (partial, _) = write_function_with(mixture.gradient_program(), shape.with_role(Role::Partial)).unwrap();
    assert!(partial.contains("wg_uniform") && !partial.contains("wg_red"), "{partial}");
    common::check_snapshot("gauss_mix.split4x1.partial.wgsl", &partial);
}

// What the GPU context compiles where the device takes immediates: the table in place of the
// portable identity functions. Data loops with constant bounds read their counter through it.
#[test]
fn kernels_with_the_uniform_table_validate() {
    for (name, model) in common::zoo::all() {
        let (module, _) = sampler_module(&model, 10).expect("codegen");
        let table = with_uniform_table(&module)
            .unwrap_or_else(|| panic!("{name}: the prelude ends with the portable functions"));
        assert_ne!(table, module, "{name}: the table replaces the portable functions");
        validate_with(&format!("{name} sampler with the table"), &table, Capabilities::IMMEDIATES);
    }
    let (_, model) = common::zoo::all().into_iter().find(|(n, _)| *n == "logistic_regression_10k").unwrap();
    let (function, _) = write_function(model.gradient_program()).unwrap();
    assert!(function.contains("= wg_uniform3(pl9_base + b_"), "rows 0..10 000 take three lookups per block of rows");
    assert!(function.contains("= wg_uniform3(pl9_base + r_"), "and one per row left over");
    assert!(!function.contains("wg_uniform1("), "the coefficient loops read no data");
}

#[test]
fn hand_written_shaders_validate() {
    let stub = "const DIM: u32 = 1u;\nconst SCRATCH_STRIDE: u32 = 0u;\nconst HAS_GRADIENT: bool = true;\nconst DIM_ALLOC: u32 = 1u;\nconst LANE_BLOCK: u32 = 32u;\nconst WG_SIZE: u32 = 64u;\nfn logp_grad(lane: u32) -> f32 { return 0.0; }\n";
    for (entry, rows) in [(EVAL_LANES, 1), (EVAL_ROWS, 4)] {
        let module = format!("{MATH_PRELUDE}\n{EVAL_TEMPLATE}\n{entry}\n{stub}const ROW_LANES: u32 = {rows}u;\n");
        validate(&format!("math prelude + eval.wgsl, {rows} lanes per point"), &module);
    }
}

#[test]
fn large_arrays_live_in_scratch() {
    let model = common::zoo::garch11();
    let (function, layout) = write_function(model.gradient_program()).unwrap();
    assert_eq!(layout.scratch_per_lane, 0, "garch's 200-element sigma fits function-local storage");
    assert!(function.contains("var v"), "{function}");
    let big = common::zoo::std_normal(300);
    let (function, layout) = write_function(big.gradient_program()).unwrap();
    assert!(layout.scratch_per_lane >= 600, "x and its adjoint go to scratch: {}", layout.scratch_per_lane);
    assert!(function.contains("scratch[sbase +"), "{function}");
}

// Where a lane's `work` (the NUTS tree) lives: in private memory in the lanes layout where it
// fits 8 192 words (diagonal, dense and low-rank metrics alike), in the buffer in the rows and
// split layouts and for larger trees. The draws are the same either way
// (samplers::gpu_draws_do_not_depend_on_the_kernel_layout compares the layouts).
#[test]
fn nuts_tree_is_private_where_it_fits() {
    let model_of = |dim: usize| {
        let source = format!("parameters {{ vector[{dim}] x; }} model {{ x ~ std_normal(); }}");
        wgmc::compile_stan(&source, "work.stan", &wgmc::DataSet::new()).expect("compiles").model().clone()
    };
    let private = |module: &str| module.contains("var<private> wg_work: array<f32, WORK_STRIDE>;");
    // 45 vectors of 182 words fit 8 192; of 183, not.
    let (fits, too_big) = (model_of(182), model_of(183));
    assert!(private(&sampler_module(&fits, 10).unwrap().0));
    assert!(private(&sampler_module_dense(&fits, 10).unwrap().0));
    assert!(private(&sampler_module_low_rank(&fits, 10, 3).unwrap().0));
    assert!(!private(&sampler_module(&too_big, 10).unwrap().0));
    // Static HMC's 15 vectors of 183 words fit.
    assert!(private(&sampler_module(&too_big, 0).unwrap().0));
    // (The split layout's kernels, which need a data plate: split_layout_kernels_validate.)
    let (module, _) = sampler_module_with(&fits, 10, KernelShape::rows(4).unwrap()).unwrap();
    assert!(!private(&module), "rows:4");
    validate("rows:4", &module);
    validate("lanes", &sampler_module(&fits, 10).unwrap().0);
}

// The hardware kernel (storage policy, no driver quirk) of every zoo model and metric: it
// validates, keeps no per-coordinate array in private memory (the working vectors, the NUTS
// tree, the gradient's arrays and the data plates' pairwise sums are lane-interleaved
// storage), and carries no loop-trip counts; without
// any quirk, no trip count hidden from the compiler either.
#[test]
fn hardware_kernels_keep_no_private_arrays_and_no_quirks() {
    let factors = [None, Some(FactorForm::Dense), Some(FactorForm::LowRank { rank: 3 })];
    for (name, model) in common::zoo::all() {
        for factor in factors {
            let options = KernelOptions { factor, ..KernelOptions::hardware(10) };
            let (module, layout) = sampler_module_for(&model, KernelShape::LANES, options).expect("codegen");
            validate(&format!("{name} {factor:?} hardware"), &module);
            assert!(!module.contains("var<private> wg_work"), "{name}: the NUTS tree is in storage");
            for v in ["wg_q", "wg_p", "wg_g", "wg_minv", "wg_y"] {
                assert!(!module.contains(&format!("var<private> {v}:")), "{name}: {v} is in storage");
            }
            assert!(!module.contains("wg_trips +="), "{name}: no loop-trip counts");
            // Without any quirk, not even the trip counts hidden from the compiler.
            let bare = KernelOptions { quirks: Quirks::NONE, ..options };
            let (bare, _) = sampler_module_for(&model, KernelShape::LANES, bare).expect("codegen");
            assert!(!bare.contains("i32(kahan_one)") && !bare.contains("u32(sp.one)"), "{name}: hidden trip counts");
            validate(&format!("{name} {factor:?} without quirks"), &bare);
            let software =
                sampler_module_for(&model, KernelShape::LANES, KernelOptions { factor, ..KernelOptions::software(10) });
            let (_, private_layout) = software.expect("codegen");
            assert!(layout.scratch_per_lane >= private_layout.scratch_per_lane, "{name}: arrays move to scratch");
        }
    }
}
