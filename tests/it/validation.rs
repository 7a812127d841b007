//! Rejections: ill-typed programs (the message names the node), programs the gradient pass
//! cannot differentiate, runtime index errors, and data errors naming the variable.

use wgmc::ir::{self, BinOp, Expr, Func, Program, Reduction, Stmt, VarKind};
use wgmc::{BackendRequest, Constraint, CpuModel, DataSet, Dist, Error, ModelBuilder, SampleError, Sampler, Type};

fn invalid(p: &Program) -> String {
    ir::validate(p).expect_err("the program is invalid").to_string()
}

fn base() -> (Program, wgmc::ir::VarId, wgmc::ir::VarId, wgmc::ir::VarId) {
    let mut p = Program::new();
    let x = p.add_var("x", Type::vector(3), VarKind::Data);
    let m = p.add_var("m", Type::matrix(2, 4), VarKind::Data);
    let mu = p.add_var("mu", Type::REAL, VarKind::Param);
    p.params.push(ir::ParamDecl { var: mu, constraint: Constraint::None });
    (p, x, m, mu)
}

#[test]
fn shape_mismatch_names_the_statement() {
    let (mut p, x, m, _) = base();
    p.body.push(Stmt::Target(Expr::Reduce(Reduction::Sum, Box::new(Expr::from(m) * Expr::from(x)))));
    let msg = invalid(&p);
    assert!(msg.contains("statement 1"), "{msg}");
    assert!(msg.contains("(m * x)") && msg.contains("matrix[2, 4]") && msg.contains("vector[3]"), "{msg}");
}

#[test]
fn vector_times_vector_is_rejected() {
    let (mut p, x, _, _) = base();
    p.body.push(Stmt::Target(Expr::Reduce(Reduction::Sum, Box::new(Expr::from(x) * Expr::from(x)))));
    assert!(invalid(&p).contains("cannot combine vector[3] and vector[3]"));
}

#[test]
fn target_must_be_scalar() {
    let (mut p, x, _, _) = base();
    p.body.push(Stmt::Target(Expr::from(x)));
    assert!(invalid(&p).contains("target += takes scalars, got vector[3]"));
}

#[test]
fn parameters_are_read_only_in_model_form() {
    let (mut p, _, _, mu) = base();
    p.body.push(Stmt::Assign { var: mu, index: vec![], value: Expr::Real(1.0) });
    assert!(invalid(&p).contains("mu (Param) cannot be assigned"));
}

#[test]
fn wrong_index_count_and_type() {
    let (mut p, x, m, _) = base();
    p.body.push(Stmt::Target(Expr::Index(m, vec![Expr::Int(0)])));
    assert!(invalid(&p).contains("m has type matrix[2, 4] and takes 2 index(es), got 1"));
    let (mut p2, x2, _, _) = base();
    p2.body.push(Stmt::Target(Expr::Index(x2, vec![Expr::Real(0.0)])));
    assert!(invalid(&p2).contains("index of x must be an int"));
    let _ = x;
}

#[test]
fn locals_out_of_scope_and_undeclared() {
    let (mut p, _, _, _) = base();
    let tmp = p.add_var("tmp", Type::REAL, VarKind::Local);
    let i = p.add_var("i", Type::INT, VarKind::Loop);
    let body =
        vec![Stmt::Declare(tmp), Stmt::Assign { var: tmp, index: vec![], value: Expr::Var(i).cmp(BinOp::Lt, 2_i64) }];
    p.body.push(Stmt::For { var: i, lo: Expr::Int(0), hi: Expr::Int(3), reverse: false, body });
    p.body.push(Stmt::Target(Expr::Var(tmp)));
    let msg = invalid(&p);
    assert!(msg.contains("statement 2") && msg.contains("tmp is read outside its scope"), "{msg}");
}

#[test]
fn distribution_argument_rules() {
    let (mut p, x, _, mu) = base();
    let y = p.add_var("y", Type::vector(4), VarKind::Data);
    let bad_len = wgmc::lpdf(Dist::Normal, vec![x.into(), mu.into(), Expr::from(y)]);
    p.body.push(Stmt::Target(bad_len));
    assert!(invalid(&p).contains("normal arguments have lengths 3 and 4"));
    let (mut p, x, _, mu) = base();
    p.body.push(Stmt::Target(wgmc::lpdf(Dist::Poisson, vec![x.into(), mu.into()])));
    assert!(invalid(&p).contains("argument 1 of poisson must be int, got vector[3]"));
}

#[test]
fn bounds_may_not_read_later_parameters() {
    let mut p = Program::new();
    let a = p.add_var("a", Type::REAL, VarKind::Param);
    let b = p.add_var("b", Type::REAL, VarKind::Param);
    p.params.push(ir::ParamDecl { var: a, constraint: Constraint::Upper(Expr::from(b)) });
    p.params.push(ir::ParamDecl { var: b, constraint: Constraint::None });
    assert!(invalid(&p).contains("parameter a"));
}

/// The log density and gradient of a one-parameter model at `x`.
fn value_and_slope(model: &wgmc::Model, x: f64) -> (f64, f64) {
    let mut g = [0.0];
    let lp = CpuModel::new(model).log_density_gradient(&[x], &mut g).unwrap();
    (lp, g[0])
}

#[test]
fn a_read_before_an_accumulation_is_taped() {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let mu = b.param("mu", Type::REAL);
    let acc = b.local("acc", Type::REAL);
    b.assign(acc, vec![], mu);
    b.target(Expr::call1(Func::Square, acc.into()));
    b.add_assign(acc, vec![], 1.0);
    b.target(Expr::from(acc));
    let (lp, slope) = value_and_slope(&b.build().unwrap(), 0.75);
    assert_eq!((lp, slope), (0.75 * 0.75 + 1.75, 2.5));
}

#[test]
fn a_scalar_assigned_twice_is_taped() {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let mu = b.param("mu", Type::REAL);
    let t = b.local("t", Type::REAL);
    b.assign(t, vec![], mu);
    b.assign(t, vec![], Expr::call1(Func::Exp, t.into()));
    b.target(Expr::from(t));
    let (lp, slope) = value_and_slope(&b.build().unwrap(), 0.5);
    assert_eq!((lp, slope), (0.5f64.exp(), 0.5f64.exp()));
}

#[test]
fn an_array_element_assigned_on_every_iteration_is_taped() {
    let data = DataSet::new();
    let mut b = ModelBuilder::new(&data);
    let mu = b.param("mu", Type::REAL);
    let v = b.local("v", Type::vector(2));
    b.for_loop(0_i64, 3_i64, |b, i| b.assign(v, vec![0_i64.into()], Expr::from(mu) * Expr::ToReal(Box::new(i))));
    b.target(v.at(0_i64));
    let (lp, slope) = value_and_slope(&b.build().unwrap(), 0.5);
    assert_eq!((lp, slope), (1.0, 2.0));
}

#[test]
fn a_loop_that_overwrites_needs_bounds_known_before_the_run() {
    let mut data = DataSet::new();
    data.insert_int("n", vec![], vec![3]).unwrap();
    let mut b = ModelBuilder::new(&data);
    let n = b.data("n", Type::INT).unwrap();
    let mu = b.param("mu", Type::REAL);
    let t = b.local("t", Type::REAL);
    b.assign(t, vec![], mu);
    b.for_loop(0_i64, n, |b, _| b.assign(t, vec![], Expr::from(t) * Expr::from(mu)));
    b.target(Expr::from(t));
    let err = b.build().expect_err("unknown trip count").to_string();
    assert!(err.contains("the loop over") && err.contains("not known before the run"), "{err}");
}

#[test]
fn an_index_out_of_range_is_a_runtime_error() {
    let mut data = DataSet::new();
    data.insert_int("g", vec![2], vec![0, 5]).unwrap();
    let mut b = ModelBuilder::new(&data);
    let g = b.data("g", Type::int_array(2)).unwrap();
    let alpha = b.param("alpha", Type::vector(3));
    b.sample(Dist::Normal, vec![Expr::Index(alpha, vec![g.into()]), 0.0.into(), 1.0.into()]);
    let cpu = CpuModel::new(&b.build().unwrap());
    let err = cpu.log_density(&[0.0; 3]).expect_err("g[1] = 5 is out of range").to_string();
    assert!(err.contains("index 5 is out of range") && err.contains("'alpha' (size 3"), "{err}");
    let err = cpu.log_density(&[0.0; 2]).expect_err("wrong point length").to_string();
    assert!(err.contains("expected 3 values per point, got 2"), "{err}");
}

/// A model whose `alpha[g[1]]` (g[1] = 5, alpha of size 3) is read where `alpha[1] > above`.
fn index_bug(above: f64) -> wgmc::Model {
    let mut data = DataSet::new();
    data.insert_int("g", vec![1], vec![5]).unwrap();
    let mut b = ModelBuilder::new(&data);
    let g = b.data("g", Type::int_array(1)).unwrap();
    let alpha = b.param("alpha", Type::vector(3));
    b.sample(Dist::Normal, vec![alpha.into(), 0.0.into(), 1.0.into()]);
    let cond = Expr::Binary(BinOp::Gt, Box::new(alpha.at(0_i64)), Box::new(above.into()));
    b.if_else(cond, |b| b.target(Expr::Index(alpha, vec![g.at(0_i64)])), |_| {});
    b.build().unwrap()
}

fn sample_cpu(model: &wgmc::Model) -> Result<wgmc::Trace, SampleError> {
    let sampler = Sampler::new(model).chains(2).warmup(300).draws(300).seed(11);
    sampler.backend(BackendRequest::Cpu).run()
}

/// An index out of range is a bug in the model: it stops the run with the interpreter's
/// message, before sampling (the check at the origin reads it) or in the middle of sampling
/// (only points with alpha[1] > 2.5 do, which neither the origin nor an initial point in
/// (-2, 2) is), instead of rejecting points as if they were outside the support.
#[test]
fn an_index_out_of_range_stops_the_run() {
    for above in [-10.0, 2.5] {
        match sample_cpu(&index_bug(above)) {
            Err(SampleError::Eval(source)) if above < 0.0 => {
                let source = source.to_string();
                assert!(source.contains("index 5 is out of range") && source.contains("'alpha'"), "{source}");
            }
            Err(e @ SampleError::Evaluation { .. }) if above > 0.0 => {
                let source = std::error::Error::source(&e).expect("the interpreter's error").to_string();
                assert!(source.contains("index 5 is out of range") && source.contains("'alpha'"), "{source}");
            }
            Err(e) => panic!("alpha[1] > {above}: {e}"),
            Ok(_) => panic!("alpha[1] > {above}: the run went on"),
        }
    }
    // The model is sound where the branch is never taken.
    sample_cpu(&index_bug(1e9)).expect("the branch is never taken");
}

/// Integer division by zero is a domain error in Stan: the point is rejected, and a model that
/// divides by zero everywhere has no initial point.
#[test]
fn integer_division_by_zero_rejects_the_point() {
    let mut data = DataSet::new();
    data.insert_int("k", vec![], vec![0]).unwrap();
    let mut b = ModelBuilder::new(&data);
    let k = b.data("k", Type::INT).unwrap();
    let mu = b.param("mu", Type::REAL);
    let ratio = Expr::Binary(BinOp::Div, Box::new(Expr::from(3_i64)), Box::new(k.into()));
    b.sample(Dist::Normal, vec![mu.into(), 0.0.into(), 1.0.into()]);
    b.target(Expr::Binary(BinOp::Mul, Box::new(mu.into()), Box::new(ratio)));
    let model = b.build().unwrap();
    let err = CpuModel::new(&model).log_density(&[0.0]).expect_err("3 / 0");
    assert!(matches!(err, wgmc::EvalError::IntDivisionByZero) && err.is_domain_error(), "{err:?}");
    match sample_cpu(&model) {
        Err(SampleError::Init { .. }) => {}
        other => panic!("{other:?}"),
    }
}

#[test]
fn missing_data_names_variable_and_shape() {
    let data = DataSet::from_json_str(r#"{"N": 3}"#).unwrap();
    let mut b = ModelBuilder::new(&data);
    let err = b.data("y", Type::vector(3)).expect_err("y is missing");
    assert!(matches!(err, Error::Data(_)));
    assert_eq!(err.to_string(), "data variable 'y' is missing (the model expects shape [3])");
    assert!(b.data_int("K").is_err());
}

#[test]
fn wrong_shape_names_both_shapes() {
    let data = DataSet::from_json_str(r#"{"X": [[1, 2], [3, 4], [5, 6]]}"#).unwrap();
    let mut b = ModelBuilder::new(&data);
    let err = b.data("X", Type::matrix(2, 3)).expect_err("shape").to_string();
    assert_eq!(err, "data variable 'X' has shape [3, 2] but the model expects [2, 3]");
}

#[test]
fn reals_for_an_int_variable_are_a_type_error() {
    let data = DataSet::from_json_str(r#"{"y": [1, 2.5]}"#).unwrap();
    let mut b = ModelBuilder::new(&data);
    let err = b.data("y", Type::int_array(2)).expect_err("type").to_string();
    assert!(err.contains("'y'") && err.contains("int"), "{err}");
    let ok = b.data("y", Type::vector(2));
    assert!(ok.is_ok(), "ints are promoted to reals, reals read as reals");
}

#[test]
fn unbound_data_is_an_error_naming_the_variable() {
    let mut p = Program::new();
    p.add_var("z", Type::vector(2), VarKind::Data);
    let err = wgmc::Model::new(p, wgmc::BoundData::new()).expect_err("unbound");
    assert!(matches!(err, wgmc::ModelError::Bind(_)), "{err:?}");
    assert_eq!(err.to_string(), "data variable 'z' has no real values bound");
}
