//! The Rust model API: declare data, parameters and statements, then build a [`Model`].

use crate::data::DataSet;
use crate::ir::{
    Constraint, Dist, Elem, Expr, Lpdf, ParamDecl, Program, Shape, Stmt, Truncation, Type, VarId, VarKind,
};
use crate::Error;

use super::{BoundData, Model};

/// Builds a model-form IR program and binds its data as it goes: sizes are known as soon as
/// the data that fixes them is declared.
///
/// ```
/// use wgmc::{DataSet, Dist, ModelBuilder, Type, Constraint, Expr};
/// let data = DataSet::from_json_str(r#"{"N": 3, "y": [0.1, -0.3, 0.7]}"#)?;
/// let mut b = ModelBuilder::new(&data);
/// let n = b.data_int("N")? as usize;
/// let y = b.data("y", Type::vector(n))?;
/// let mu = b.param("mu", Type::REAL);
/// let sigma = b.param_constrained("sigma", Type::REAL, Constraint::Lower(0.0.into()));
/// b.sample(Dist::Normal, vec![mu.into(), 0.0.into(), 1.0.into()]);
/// b.sample(Dist::Normal, vec![y.into(), mu.into(), sigma.into()]);
/// let model = b.build()?;
/// assert_eq!(model.dim(), 2);
/// # Ok::<(), wgmc::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct ModelBuilder<'d> {
    data: &'d DataSet,
    program: Program,
    bound: BoundData,
    blocks: Vec<Vec<Stmt>>,
}

impl<'d> ModelBuilder<'d> {
    /// A builder reading data from `data` (variables the model never asks for are ignored).
    pub fn new(data: &'d DataSet) -> ModelBuilder<'d> {
        ModelBuilder { data, program: Program::new(), bound: BoundData::new(), blocks: vec![Vec::new()] }
    }

    /// Declares an int scalar data variable and returns its value (to size later declarations).
    pub fn data_int(&mut self, name: &str) -> Result<i64, Error> {
        let value = self.data.int_scalar(name)?;
        let v = self.program.add_var(name, Type::INT, VarKind::Data);
        self.bound.set_int(v, vec![value]);
        Ok(value)
    }

    /// Declares a data variable of type `ty`, read from the data set; a missing variable or a
    /// wrong shape is an error naming the variable and both shapes.
    pub fn data(&mut self, name: &str, ty: Type) -> Result<VarId, Error> {
        let shape = match ty.shape {
            Shape::Scalar => vec![],
            Shape::Vector(n) => vec![n],
            Shape::Matrix(r, c) => vec![r, c],
        };
        let v = self.program.add_var(name, ty, VarKind::Data);
        match ty.elem {
            Elem::Real => self.bound.set_real(v, self.data.real(name, &shape)?),
            Elem::Int => self.bound.set_int(v, self.data.int(name, &shape)?),
        }
        Ok(v)
    }

    /// Declares an unconstrained parameter.
    pub fn param(&mut self, name: &str, ty: Type) -> VarId {
        self.param_constrained(name, ty, Constraint::None)
    }

    /// Declares a parameter with a constraint; bounds may read data and earlier parameters.
    pub fn param_constrained(&mut self, name: &str, ty: Type, constraint: Constraint) -> VarId {
        let var = self.program.add_var(name, ty, VarKind::Param);
        self.program.params.push(ParamDecl { var, constraint });
        var
    }

    /// Declares a transformed parameter (reported with the draws) and assigns it.
    pub fn transformed(&mut self, name: &str, ty: Type, value: impl Into<Expr>) -> VarId {
        let var = self.program.add_var(name, ty, VarKind::Transformed);
        self.push(Stmt::Declare(var));
        self.push(Stmt::Assign { var, index: vec![], value: value.into() });
        var
    }

    /// Declares a local variable in the current block (elements start as NaN).
    pub fn local(&mut self, name: &str, ty: Type) -> VarId {
        let name = self.program.fresh_name(name);
        let var = self.program.add_var(name, ty, VarKind::Local);
        self.push(Stmt::Declare(var));
        var
    }

    /// `var[index] = value` (no index: the whole variable).
    pub fn assign(&mut self, var: VarId, index: Vec<Expr>, value: impl Into<Expr>) {
        self.push(Stmt::Assign { var, index, value: value.into() });
    }

    /// `var[index] += value`.
    pub fn add_assign(&mut self, var: VarId, index: Vec<Expr>, value: impl Into<Expr>) {
        self.push(Stmt::AddAssign { var, index, value: value.into() });
    }

    /// `target += value`.
    pub fn target(&mut self, value: impl Into<Expr>) {
        self.push(Stmt::Target(value.into()));
    }

    /// `args[0] ~ dist(args[1..])`: constant terms dropped.
    pub fn sample(&mut self, dist: Dist, args: Vec<Expr>) {
        self.target(Expr::Lpdf(Box::new(Lpdf { dist, args, propto: true, mask: None, truncation: None })));
    }

    /// Like [`sample`](Self::sample), but elements whose int data `mask` is 0 contribute nothing.
    pub fn sample_masked(&mut self, dist: Dist, args: Vec<Expr>, mask: VarId) {
        self.target(Expr::Lpdf(Box::new(Lpdf { dist, args, propto: true, mask: Some(mask), truncation: None })));
    }

    /// `args[0] ~ dist(args[1..]) T[lower, upper]` (normal only), either bound optional.
    pub fn sample_truncated(&mut self, dist: Dist, args: Vec<Expr>, lower: Option<Expr>, upper: Option<Expr>) {
        let truncation = Some(Truncation { lower, upper });
        self.target(Expr::Lpdf(Box::new(Lpdf { dist, args, propto: true, mask: None, truncation })));
    }

    /// `for i in lo..hi { body }` (0-based, `hi` exclusive); `body` gets the counter.
    pub fn for_loop(&mut self, lo: impl Into<Expr>, hi: impl Into<Expr>, body: impl FnOnce(&mut Self, Expr)) {
        let name = self.program.fresh_name("i");
        let var = self.program.add_var(name, Type::INT, VarKind::Loop);
        self.blocks.push(Vec::new());
        body(self, Expr::Var(var));
        let body = self.blocks.pop().expect("pushed above");
        self.push(Stmt::For { var, lo: lo.into(), hi: hi.into(), reverse: false, body });
    }

    /// `if cond { then } else { els }` on an int condition.
    pub fn if_else(&mut self, cond: Expr, then: impl FnOnce(&mut Self), els: impl FnOnce(&mut Self)) {
        self.blocks.push(Vec::new());
        then(self);
        let then = self.blocks.pop().expect("pushed above");
        self.blocks.push(Vec::new());
        els(self);
        let els = self.blocks.pop().expect("pushed above");
        self.push(Stmt::If { cond, then, els });
    }

    /// The program built so far.
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// Validates, lowers and differentiates the model.
    pub fn build(mut self) -> Result<Model, Error> {
        self.program.body = self.blocks.pop().unwrap_or_default();
        Ok(Model::new(self.program, self.bound)?)
    }

    fn push(&mut self, s: Stmt) {
        self.blocks.last_mut().expect("a block is always open").push(s);
    }
}

/// The full log density `dist_lpdf(args[0] | args[1..])`, constants included, as an expression.
pub fn lpdf(dist: Dist, args: Vec<Expr>) -> Expr {
    Expr::Lpdf(Box::new(Lpdf { dist, args, propto: false, mask: None, truncation: None }))
}

impl VarId {
    /// Element `i` of a vector variable.
    pub fn at(self, i: impl Into<Expr>) -> Expr {
        Expr::Index(self, vec![i.into()])
    }

    /// Element `(i, j)` of a matrix variable.
    pub fn at2(self, i: impl Into<Expr>, j: impl Into<Expr>) -> Expr {
        Expr::Index(self, vec![i.into(), j.into()])
    }
}
