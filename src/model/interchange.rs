//! The model interchange: a model-form IR program written as JSON by another front end (the
//! Python package's translator of JAX programs), with its data passed alongside as arrays.
//!
//! The JSON is `{"vars": [...], "body": [...]}`. Each variable is
//! `{"name", "kind": "param"|"data"|"local"|"loop", "elem": "real"|"int", "shape": [dims]}`
//! (no dims: a scalar; one: a vector; two: a matrix), and a data variable names its values by
//! `"slot"`, an index into the real or int arrays given with the JSON; data are bound once,
//! never written into the program as constants. Parameters are unconstrained (the front end
//! writes its own transforms and their log-Jacobians as statements). Variable ids are positions
//! in `vars`. Expressions are arrays headed by a tag:
//! `["r", x]` (x a number or `"inf"`, `"-inf"`, `"nan"`), `["i", k]`, `["v", id]`,
//! `["ix", id, [index...]]` (0-based), `["neg", e]`, `["not", e]`, `["b", op, a, b]` (op a
//! symbol of [`BinOp`]), `["f", name, [args...]]` (a [`Func`] by name), `["real", e]`.
//! Statements: `["decl", id]`, `["set", id, [index...], e]`, `["add", id, [index...], e]`,
//! `["target", e]`, `["for", id, lo, hi, [body...]]`, `["if", cond, [then...], [else...]]`.
//! Every malformed node is an [`IrError::Invalid`] naming it; the program is then validated,
//! lowered and differentiated as [`Model::new`] does for every front end.

use serde_json::Value;

use super::{BoundData, Model};
use crate::ir::{
    BinOp, Constraint, Elem, Expr, Func, IrError, ParamDecl, Program, Shape, Stmt, Type, UnOp, VarId, VarKind,
};
use crate::Error;

const BINOPS: [BinOp; 15] = [
    BinOp::Add,
    BinOp::Sub,
    BinOp::Mul,
    BinOp::Div,
    BinOp::ElemMul,
    BinOp::ElemDiv,
    BinOp::Mod,
    BinOp::Eq,
    BinOp::Ne,
    BinOp::Lt,
    BinOp::Le,
    BinOp::Gt,
    BinOp::Ge,
    BinOp::And,
    BinOp::Or,
];

fn bad(at: impl Into<String>, message: impl Into<String>) -> IrError {
    IrError::Invalid { at: format!("interchange {}", at.into()), message: message.into() }
}

/// Builds the model of interchange `json`, binding data variables to `reals[slot]` or
/// `ints[slot]`.
pub fn model_from_interchange(json: &str, reals: Vec<Vec<f64>>, ints: Vec<Vec<i64>>) -> Result<Model, Error> {
    let root: Value = serde_json::from_str(json).map_err(|e| Error::Ir(bad("text", e.to_string())))?;
    let mut reals: Vec<Option<Vec<f64>>> = reals.into_iter().map(Some).collect();
    let mut ints: Vec<Option<Vec<i64>>> = ints.into_iter().map(Some).collect();
    let mut program = Program::new();
    let mut bound = BoundData::new();
    let vars = root.get("vars").and_then(Value::as_array).ok_or_else(|| bad("root", "no \"vars\" array"))?;
    for (i, v) in vars.iter().enumerate() {
        declare(&mut program, &mut bound, v, &mut reals, &mut ints).map_err(|m| bad(format!("vars[{i}]"), m))?;
    }
    let body = root.get("body").ok_or_else(|| bad("root", "no \"body\" array"))?;
    let reader = Reader { n_vars: program.vars.len() };
    program.body = reader.block(body, "body")?;
    Ok(Model::new(program, bound)?)
}

/// Adds variable `v` to the program (and binds its data).
fn declare(
    p: &mut Program,
    bound: &mut BoundData,
    v: &Value,
    reals: &mut [Option<Vec<f64>>],
    ints: &mut [Option<Vec<i64>>],
) -> Result<(), String> {
    let name = v.get("name").and_then(Value::as_str).ok_or("no name")?;
    let elem = match v.get("elem").and_then(Value::as_str) {
        Some("real") => Elem::Real,
        Some("int") => Elem::Int,
        other => return Err(format!("elem must be \"real\" or \"int\", not {other:?}")),
    };
    let dims: Vec<usize> = v
        .get("shape")
        .and_then(Value::as_array)
        .ok_or("no shape")?
        .iter()
        .map(|d| d.as_u64().map(|d| d as usize).ok_or("a dimension is not a whole number"))
        .collect::<Result<_, _>>()?;
    let shape = match dims[..] {
        [] => Shape::Scalar,
        [n] => Shape::Vector(n),
        [r, c] => Shape::Matrix(r, c),
        _ => return Err(format!("shape {dims:?} has more than two dimensions")),
    };
    let ty = Type { elem, shape };
    let kind = match v.get("kind").and_then(Value::as_str) {
        Some("param") => VarKind::Param,
        Some("data") => VarKind::Data,
        Some("local") => VarKind::Local,
        Some("loop") => VarKind::Loop,
        other => return Err(format!("kind must be param, data, local or loop, not {other:?}")),
    };
    if p.find(name).is_some() {
        return Err(format!("'{name}' is declared twice"));
    }
    let var = p.add_var(name, ty, kind);
    match kind {
        VarKind::Param => p.params.push(ParamDecl { var, constraint: Constraint::None }),
        VarKind::Data => {
            let slot = v.get("slot").and_then(Value::as_u64).ok_or("a data variable needs a slot")? as usize;
            let missing = || format!("data slot {slot} is missing or used twice");
            match elem {
                Elem::Real => bound.set_real(var, reals.get_mut(slot).and_then(Option::take).ok_or_else(missing)?),
                Elem::Int => bound.set_int(var, ints.get_mut(slot).and_then(Option::take).ok_or_else(missing)?),
            }
        }
        _ => {}
    }
    Ok(())
}

/// Reads statements and expressions, checking variable ids against the table.
struct Reader {
    n_vars: usize,
}

impl Reader {
    fn block(&self, v: &Value, at: &str) -> Result<Vec<Stmt>, IrError> {
        let items = v.as_array().ok_or_else(|| bad(at, "not an array of statements"))?;
        items.iter().enumerate().map(|(i, s)| self.stmt(s, &format!("{at}[{i}]"))).collect()
    }

    fn parts<'a>(&self, v: &'a Value, at: &str, n: usize) -> Result<(&'a str, &'a [Value]), IrError> {
        let items = v.as_array().ok_or_else(|| bad(at, "not an array"))?;
        let tag = items.first().and_then(Value::as_str).ok_or_else(|| bad(at, "no tag"))?;
        if items.len() != n + 1 {
            return Err(bad(at, format!("'{tag}' takes {n} operands, got {}", items.len() - 1)));
        }
        Ok((tag, &items[1..]))
    }

    fn var(&self, v: &Value, at: &str) -> Result<VarId, IrError> {
        match v.as_u64() {
            Some(id) if (id as usize) < self.n_vars => Ok(VarId(id as u32)),
            _ => Err(bad(at, format!("{v} is not a variable id (the table has {})", self.n_vars))),
        }
    }

    fn exprs(&self, v: &Value, at: &str) -> Result<Vec<Expr>, IrError> {
        let items = v.as_array().ok_or_else(|| bad(at, "not an array of expressions"))?;
        items.iter().enumerate().map(|(i, e)| self.expr(e, &format!("{at}[{i}]"))).collect()
    }

    fn stmt(&self, v: &Value, at: &str) -> Result<Stmt, IrError> {
        let tag = v.get(0).and_then(Value::as_str).ok_or_else(|| bad(at, "a statement needs a tag"))?;
        let n = match tag {
            "decl" | "target" => 1,
            "set" | "add" | "if" => 3,
            "for" => 4,
            other => return Err(bad(at, format!("unknown statement '{other}'"))),
        };
        let (_, o) = self.parts(v, at, n)?;
        Ok(match tag {
            "decl" => Stmt::Declare(self.var(&o[0], at)?),
            "target" => Stmt::Target(self.expr(&o[0], at)?),
            "set" | "add" => {
                let (var, index, value) = (self.var(&o[0], at)?, self.exprs(&o[1], at)?, self.expr(&o[2], at)?);
                if tag == "set" {
                    Stmt::Assign { var, index, value }
                } else {
                    Stmt::AddAssign { var, index, value }
                }
            }
            "if" => Stmt::If {
                cond: self.expr(&o[0], at)?,
                then: self.block(&o[1], &format!("{at}.then"))?,
                els: self.block(&o[2], &format!("{at}.else"))?,
            },
            _ => Stmt::For {
                var: self.var(&o[0], at)?,
                lo: self.expr(&o[1], at)?,
                hi: self.expr(&o[2], at)?,
                reverse: false,
                body: self.block(&o[3], &format!("{at}.body"))?,
            },
        })
    }

    fn expr(&self, v: &Value, at: &str) -> Result<Expr, IrError> {
        let tag = v.get(0).and_then(Value::as_str).ok_or_else(|| bad(at, format!("{v} is not an expression")))?;
        let n = match tag {
            "r" | "i" | "v" | "neg" | "not" | "real" => 1,
            "ix" | "f" => 2,
            "b" => 3,
            other => return Err(bad(at, format!("unknown expression '{other}'"))),
        };
        let (_, o) = self.parts(v, at, n)?;
        let boxed = |e: &Value| self.expr(e, at).map(Box::new);
        Ok(match tag {
            "r" => Expr::Real(real(&o[0]).ok_or_else(|| bad(at, format!("{} is not a real", o[0])))?),
            "i" => Expr::Int(o[0].as_i64().ok_or_else(|| bad(at, format!("{} is not an int", o[0])))?),
            "v" => Expr::Var(self.var(&o[0], at)?),
            "ix" => Expr::Index(self.var(&o[0], at)?, self.exprs(&o[1], at)?),
            "neg" => Expr::Unary(UnOp::Neg, boxed(&o[0])?),
            "not" => Expr::Unary(UnOp::Not, boxed(&o[0])?),
            "real" => Expr::ToReal(boxed(&o[0])?),
            "f" => {
                let name = o[0].as_str().unwrap_or_default();
                let f = Func::ALL
                    .iter()
                    .find(|f| f.name() == name)
                    .ok_or_else(|| bad(at, format!("no function '{name}'")))?;
                let args = self.exprs(&o[1], at)?;
                if args.len() != f.arity() {
                    return Err(bad(at, format!("'{name}' takes {} arguments, got {}", f.arity(), args.len())));
                }
                Expr::Call(*f, args)
            }
            _ => {
                let sym = o[0].as_str().unwrap_or_default();
                let op =
                    BINOPS.iter().find(|b| b.symbol() == sym).ok_or_else(|| bad(at, format!("no operator '{sym}'")))?;
                Expr::Binary(*op, boxed(&o[1])?, boxed(&o[2])?)
            }
        })
    }
}

/// A JSON number, or `"inf"`, `"-inf"`, `"nan"`.
fn real(v: &Value) -> Option<f64> {
    match v.as_str() {
        Some("inf") => Some(f64::INFINITY),
        Some("-inf") => Some(f64::NEG_INFINITY),
        Some("nan") => Some(f64::NAN),
        Some(_) => None,
        None => v.as_f64(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CpuModel;

    /// `target += -0.5 * sum((y - theta[0])^2)` over a data vector, through the interchange.
    #[test]
    fn a_loop_over_data_rows_evaluates_like_its_formula() {
        let json = r#"{"vars": [
            {"name": "theta", "kind": "param", "elem": "real", "shape": [1]},
            {"name": "y", "kind": "data", "elem": "real", "shape": [3], "slot": 0},
            {"name": "i", "kind": "loop", "elem": "int", "shape": []}],
          "body": [["for", 2, ["i", 0], ["i", 3], [["target", ["b", "*", ["r", -0.5],
              ["f", "square", [["b", "-", ["ix", 1, [["v", 2]]], ["ix", 0, [["i", 0]]]]]]]]]]]}"#;
        let model = model_from_interchange(json, vec![vec![1.0, 2.0, 4.0]], vec![]).unwrap();
        let mut grad = vec![0.0];
        let lp = CpuModel::new(&model).log_density_gradient(&[0.5], &mut grad).unwrap();
        assert!((lp - -0.5 * (0.25 + 2.25 + 12.25)).abs() < 1e-12, "{lp}");
        assert!((grad[0] - (0.5 + 1.5 + 3.5)).abs() < 1e-12, "{grad:?}");
    }

    /// Malformed nodes are typed errors naming the node, never panics.
    #[test]
    fn malformed_nodes_are_named_errors() {
        let vars = r#"[{"name": "theta", "kind": "param", "elem": "real", "shape": [1]}]"#;
        for (body, want) in [
            (r#"[["target", ["v", 7]]]"#, "body[0]"),
            (r#"[["target", ["f", "nope", []]]]"#, "no function 'nope'"),
            (r#"[["jump"]]"#, "unknown statement 'jump'"),
            (r#"[["target", ["r", "x"]]]"#, "is not a real"),
        ] {
            let json = format!(r#"{{"vars": {vars}, "body": {body}}}"#);
            let e = model_from_interchange(&json, vec![], vec![]).unwrap_err().to_string();
            assert!(e.contains(want), "{e}");
        }
        let e = model_from_interchange("{", vec![], vec![]).unwrap_err().to_string();
        assert!(e.contains("interchange text"), "{e}");
        let data = r#"{"vars": [{"name": "y", "kind": "data", "elem": "real", "shape": [2], "slot": 3}], "body": []}"#;
        let e = model_from_interchange(data, vec![], vec![]).unwrap_err().to_string();
        assert!(e.contains("slot 3"), "{e}");
    }
}
