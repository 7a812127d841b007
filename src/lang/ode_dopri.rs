//! The Dormand–Prince 5(4) solver as IR (see `ode` for the design), with Boost odeint's
//! error checker and step controller, which Stan's rk45 uses:
//!
//! * a step of size h from (t, y) evaluates the seven stages k1…k7 (k1 is the previous
//!   step's k7: "first same as last"), the fifth-order solution y + h Σ b_j k_j, and the
//!   error estimate h Σ (b_j − b*_j) k_j against the embedded fourth-order one;
//! * the error is the largest of |err_i| / (atol + rtol (|y_i| + h |k1_i|)) (Boost's
//!   `default_error_checker` with `a_x = a_dxdt = 1`);
//! * above 1 the step is rejected and h shrinks by max(0.9 err^(−1/3), 0.2); otherwise it is
//!   accepted, and below 0.5 h grows by 0.9 max(err, 5⁻⁵)^(−1/5) (at most 5×);
//! * a step never passes the next output time: it is cut to end on it, the solution there
//!   becomes that output's row, and the step size proposed before the cut is kept;
//! * the first step tries h = 0.1, Stan's initial step.
//!
//! The loop runs [`MAX_ATTEMPTS`] iterations; its body runs while `status` is 0 (running).
//! `status` becomes 1 when the last output time is reached and 2 when a step count exceeds
//! `max_num_steps` or the error is NaN. Afterwards `target += check_nonnegative(ok − 1)`
//! makes the log density −inf unless the solve finished.

use crate::ir::{BinOp, Expr as IrExpr, Func, Shape, Stmt as IrStmt, Type, UnOp, VarId};

use super::desugar_mat::{at, bin, loop_over, set, v};
use super::diag::Diag;
use super::lower::Lower;
use super::ode::MAX_ATTEMPTS;
use super::ode_lower::Problem;
use super::types::{Base, SType};
use super::value::{Data, Value};

/// Nodes c_j of the stages.
const C: [f64; 7] = [0.0, 1.0 / 5.0, 3.0 / 10.0, 4.0 / 5.0, 8.0 / 9.0, 1.0, 1.0];

/// Coefficients a_sj of stage s (row s − 1); the last row is the fifth-order weights b.
const A: [&[f64]; 6] = [
    &[1.0 / 5.0],
    &[3.0 / 40.0, 9.0 / 40.0],
    &[44.0 / 45.0, -56.0 / 15.0, 32.0 / 9.0],
    &[19372.0 / 6561.0, -25360.0 / 2187.0, 64448.0 / 6561.0, -212.0 / 729.0],
    &[9017.0 / 3168.0, -355.0 / 33.0, 46732.0 / 5247.0, 49.0 / 176.0, -5103.0 / 18656.0],
    &[35.0 / 384.0, 0.0, 500.0 / 1113.0, 125.0 / 192.0, -2187.0 / 6784.0, 11.0 / 84.0],
];

/// b_j − b*_j: the fifth-order weights minus the embedded fourth-order ones.
const E: [f64; 7] =
    [71.0 / 57600.0, 0.0, -71.0 / 16695.0, 71.0 / 1920.0, -17253.0 / 339200.0, 22.0 / 525.0, -1.0 / 40.0];

/// Attempts per block of the solver's loop (a divisor of [`MAX_ATTEMPTS`]).
const ATTEMPT_BLOCK: usize = 64;

/// Stan's initial step size.
const INITIAL_STEP: f64 = 0.1;

fn r(x: f64) -> IrExpr {
    IrExpr::Real(x)
}

fn when(cond: IrExpr, then: Vec<IrStmt>, els: Vec<IrStmt>) -> IrStmt {
    IrStmt::If { cond, then, els }
}

fn put(var: VarId, value: IrExpr) -> IrStmt {
    set(var, vec![], value)
}

/// `Σ w_j k_j` over the nonzero weights.
fn combine(weights: &[f64], ks: &[VarId]) -> IrExpr {
    let terms = weights.iter().zip(ks).filter(|(w, _)| **w != 0.0).map(|(w, k)| bin(BinOp::Mul, r(*w), v(*k)));
    terms.reduce(|a, b| bin(BinOp::Add, a, b)).expect("every stage has a nonzero weight")
}

/// The solver's state, declared before its loop.
struct Solver {
    y: VarId,
    t: VarId,
    h: VarId,
    k1: VarId,
    /// The next output (0-based, into the distinct times).
    next: VarId,
    /// Accepted steps since the last output.
    steps: VarId,
    /// 0 running, 1 finished, 2 failed.
    status: VarId,
    /// The distinct output times (data).
    times: VarId,
    n_times: usize,
    /// The solution at the distinct output times.
    rows: VarId,
}

impl Lower {
    /// The solver's statements into `pre`; returns the solution (a matrix, one row per
    /// output time).
    pub(super) fn dopri(&mut self, p: &Problem, pre: &mut Vec<IrStmt>) -> Result<VarId, Diag> {
        let (distinct, row_of) = distinct_times(&p.ts);
        let times = self.data_var(&reals(&distinct), p.span)?;
        let s = Solver {
            y: self.local("ode_y__", Type::vector(p.n), pre),
            t: self.local("ode_t__", Type::REAL, pre),
            h: self.local("ode_h__", Type::REAL, pre),
            k1: self.local("ode_k__", Type::vector(p.n), pre),
            next: self.local("ode_next__", Type::INT, pre),
            steps: self.local("ode_steps__", Type::INT, pre),
            status: self.local("ode_status__", Type::INT, pre),
            times,
            n_times: distinct.len(),
            rows: self.local(
                "ode_rows__",
                Type { elem: crate::ir::Elem::Real, shape: Shape::Matrix(distinct.len(), p.n) },
                pre,
            ),
        };
        pre.extend([put(s.y, v(p.y0)), put(s.t, r(p.t0)), put(s.h, r(INITIAL_STEP))]);
        let f0 = self.ode_rhs(p, s.t, s.y, pre)?;
        pre.push(put(s.k1, v(f0)));
        pre.extend([put(s.next, IrExpr::Int(0)), put(s.steps, IrExpr::Int(0)), put(s.status, IrExpr::Int(0))]);
        let mut body = Vec::new();
        self.attempt(p, &s, &mut body)?;
        // Attempts run in blocks of ATTEMPT_BLOCK, so that a finished solve skips a block with one test.
        let running = bin(BinOp::Eq, v(s.status), IrExpr::Int(0));
        let block = loop_over(self.counter(), ATTEMPT_BLOCK, vec![when(running.clone(), body, vec![])]);
        pre.push(loop_over(self.counter(), MAX_ATTEMPTS / ATTEMPT_BLOCK, vec![when(running, vec![block], vec![])]));
        let finished = IrExpr::ToReal(Box::new(bin(BinOp::Eq, v(s.status), IrExpr::Int(1))));
        pre.push(IrStmt::Target(IrExpr::Call(Func::CheckNonnegative, vec![bin(BinOp::Sub, finished, r(1.0))])));
        if row_of.iter().enumerate().all(|(k, &j)| k as i64 == j) {
            return Ok(s.rows);
        }
        self.repeat_rows(&s, &row_of, p, pre)
    }

    /// One step attempt: the stages, the error, then acceptance or rejection.
    fn attempt(&mut self, p: &Problem, s: &Solver, out: &mut Vec<IrStmt>) -> Result<(), Diag> {
        let hu = self.local("ode_hu__", Type::REAL, out);
        let cut = self.local("ode_cut__", Type::INT, out);
        let remaining = bin(BinOp::Sub, at(s.times, vec![v(s.next)]), v(s.t));
        out.push(when(
            bin(BinOp::Ge, v(s.h), remaining.clone()),
            vec![put(hu, remaining), put(cut, IrExpr::Int(1))],
            vec![put(hu, v(s.h)), put(cut, IrExpr::Int(0))],
        ));
        let mut ks = vec![s.k1];
        let mut y5 = s.y;
        for (stage, a) in A.iter().enumerate() {
            let ys = self.local("ode_ys__", Type::vector(p.n), out);
            let step = bin(BinOp::Mul, v(hu), combine(a, &ks));
            out.push(put(ys, bin(BinOp::Add, v(s.y), step)));
            let ts = self.local("ode_ts__", Type::REAL, out);
            out.push(put(ts, bin(BinOp::Add, v(s.t), bin(BinOp::Mul, r(C[stage + 1]), v(hu)))));
            ks.push(self.ode_rhs(p, ts, ys, out)?);
            y5 = ys;
        }
        let err = self.error_norm(p, s, hu, &ks, out);
        let accept = self.accept(s, hu, cut, err, y5, ks[6], p.max_steps, p.n, out);
        let reject = self.reject(s, hu, err, out);
        let nan = vec![put(s.status, IrExpr::Int(2))];
        out.push(when(bin(BinOp::Le, v(err), r(1.0)), accept, vec![when(bin(BinOp::Gt, v(err), r(1.0)), reject, nan)]));
        Ok(())
    }

    /// The largest scaled error component (NaN when one is NaN).
    fn error_norm(&mut self, p: &Problem, s: &Solver, hu: VarId, ks: &[VarId], out: &mut Vec<IrStmt>) -> VarId {
        let est = self.local("ode_err__", Type::vector(p.n), out);
        out.push(put(est, bin(BinOp::Mul, v(hu), combine(&E, ks))));
        let scale = self.local("ode_scale__", Type::vector(p.n), out);
        let fabs = |x: IrExpr| IrExpr::Call(Func::Fabs, vec![x]);
        let size = bin(BinOp::Add, fabs(v(s.y)), bin(BinOp::Mul, v(hu), fabs(v(s.k1))));
        out.push(put(scale, bin(BinOp::Add, r(p.atol), bin(BinOp::Mul, r(p.rtol), size))));
        let err = self.local("ode_norm__", Type::REAL, out);
        out.push(put(err, r(0.0)));
        let i = self.counter();
        let q = bin(BinOp::Div, fabs(at(est, vec![v(i)])), at(scale, vec![v(i)]));
        let below = IrExpr::Unary(UnOp::Not, Box::new(bin(BinOp::Le, q.clone(), v(err))));
        out.push(loop_over(i, p.n, vec![when(below, vec![put(err, q)], vec![])]));
        err
    }

    /// An accepted step: advance, grow the step size, record an output reached.
    #[allow(clippy::too_many_arguments)]
    fn accept(
        &mut self,
        s: &Solver,
        hu: VarId,
        cut: VarId,
        err: VarId,
        y5: VarId,
        k7: VarId,
        max_steps: i64,
        n: usize,
        out: &mut Vec<IrStmt>,
    ) -> Vec<IrStmt> {
        let grown = self.local("ode_grown__", Type::REAL, out);
        let floor = self.local("ode_floor__", Type::REAL, out);
        let is_cut = bin(BinOp::Eq, v(cut), IrExpr::Int(1));
        let time = at(s.times, vec![v(s.next)]);
        let grow = vec![
            put(floor, v(err)),
            when(bin(BinOp::Lt, v(floor), r(MIN_ERROR)), vec![put(floor, r(MIN_ERROR))], vec![]),
            put(grown, bin(BinOp::Mul, bin(BinOp::Mul, v(hu), r(0.9)), pow(v(floor), -1.0 / 5.0))),
        ];
        let j = self.counter();
        let copy = set(s.rows, vec![v(s.next), v(j)], at(s.y, vec![v(j)]));
        let record = vec![
            loop_over(j, n, vec![copy]),
            put(s.next, bin(BinOp::Add, v(s.next), IrExpr::Int(1))),
            put(s.steps, IrExpr::Int(0)),
            when(bin(BinOp::Eq, v(s.next), IrExpr::Int(s.n_times as i64)), vec![put(s.status, IrExpr::Int(1))], vec![]),
        ];
        vec![
            when(is_cut.clone(), vec![put(s.t, time)], vec![put(s.t, bin(BinOp::Add, v(s.t), v(hu)))]),
            put(s.y, v(y5)),
            put(s.k1, v(k7)),
            put(s.steps, bin(BinOp::Add, v(s.steps), IrExpr::Int(1))),
            when(bin(BinOp::Lt, v(err), r(0.5)), grow, vec![put(grown, v(hu))]),
            when(
                is_cut.clone(),
                vec![when(bin(BinOp::Gt, v(grown), v(s.h)), vec![put(s.h, v(grown))], vec![])],
                vec![put(s.h, v(grown))],
            ),
            when(
                bin(BinOp::Gt, v(s.steps), IrExpr::Int(max_steps)),
                vec![put(s.status, IrExpr::Int(2))],
                vec![when(is_cut, record, vec![])],
            ),
        ]
    }

    /// A rejected step: shrink the step size by max(0.9 err^(−1/3), 0.2).
    fn reject(&mut self, s: &Solver, hu: VarId, err: VarId, out: &mut Vec<IrStmt>) -> Vec<IrStmt> {
        let factor = self.local("ode_shrink__", Type::REAL, out);
        vec![
            put(factor, bin(BinOp::Mul, r(0.9), pow(v(err), -1.0 / 3.0))),
            when(bin(BinOp::Lt, v(factor), r(0.2)), vec![put(factor, r(0.2))], vec![]),
            put(s.h, bin(BinOp::Mul, v(hu), v(factor))),
        ]
    }

    /// The solution at every output time from the rows at the distinct ones.
    fn repeat_rows(&mut self, s: &Solver, row_of: &[i64], p: &Problem, pre: &mut Vec<IrStmt>) -> Result<VarId, Diag> {
        let ty = Type { elem: crate::ir::Elem::Real, shape: Shape::Matrix(row_of.len(), p.n) };
        let all = self.local("ode_solution__", ty, pre);
        let map = Value { ty: SType::array(Base::Int, 1), shape: vec![row_of.len()], data: Data::Int(row_of.to_vec()) };
        let map = self.data_var(&map, p.span)?;
        let k = self.counter();
        let j = self.counter();
        let element = at(s.rows, vec![at(map, vec![v(k)]), v(j)]);
        let copy = loop_over(j, p.n, vec![set(all, vec![v(k), v(j)], element)]);
        pre.push(loop_over(k, row_of.len(), vec![copy]));
        Ok(all)
    }
}

/// Boost's floor on the error before growing the step: 5⁻⁵, a growth of at most 5×.
const MIN_ERROR: f64 = 3.2e-4;

fn pow(x: IrExpr, e: f64) -> IrExpr {
    IrExpr::Call(Func::Pow, vec![x, r(e)])
}

/// A vector of reals as a host value.
fn reals(x: &[f64]) -> Value {
    Value { ty: SType::array(Base::Real, 1), shape: vec![x.len()], data: Data::Real(x.to_vec()) }
}

/// The distinct times of a sorted list, and for each time its row among them.
fn distinct_times(ts: &[f64]) -> (Vec<f64>, Vec<i64>) {
    let mut distinct: Vec<f64> = Vec::new();
    let mut row_of = Vec::new();
    for &t in ts {
        if distinct.last() != Some(&t) {
            distinct.push(t);
        }
        row_of.push(distinct.len() as i64 - 1);
    }
    (distinct, row_of)
}
