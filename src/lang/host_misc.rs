//! Host-only functions of data: Stan's constructors of constant containers (`ones_vector`,
//! `linspaced_array`, `one_hot_int_array`, …), the int-valued combinatorics and
//! classification functions (`choose`, `is_nan`, `to_int`, …), special functions without an
//! IR form (`tgamma`, `fmod`, `ldexp`) and sequence utilities (`head`, `tail`, `reverse`,
//! `sort_asc`, `variance`, …). They are evaluated once, on the host, from data.

use super::host_fns::HostFn;
use super::types::{Base, SType};
use super::value::{Data, Value};

/// Whether this file evaluates `h`.
pub fn handles(h: HostFn) -> bool {
    result_kind(h).is_some()
}

/// What a function returns, by its family.
#[derive(Clone, Copy)]
enum Kind {
    /// An int from scalar arguments.
    IntOfScalars,
    /// A real from scalar arguments.
    RealOfScalars,
    /// A container of a size (or sizes) given by int arguments.
    Sized(SType),
    /// The same type as its first (sequence) argument.
    SameSequence,
    /// A real from one sequence.
    RealOfSequence,
    /// An int array from one sequence.
    IndicesOfSequence,
    /// `rank(v, s)`: an int from a sequence and an index.
    RankOfSequence,
}

fn result_kind(h: HostFn) -> Option<Kind> {
    use HostFn::*;
    Some(match h {
        IsInf | IsNan | Choose | ToInt => Kind::IntOfScalars,
        FallingFactorial | RisingFactorial => Kind::IntOfScalars,
        Fmod | Ldexp | Tgamma | Trigamma | StdNormalLogQf => Kind::RealOfScalars,
        OnesVector | ZerosVector | LinspacedVector | OneHotVector | UniformSimplex => Kind::Sized(SType::VECTOR),
        OnesRowVector | ZerosRowVector | LinspacedRowVector | OneHotRowVector | RepRowVector => {
            Kind::Sized(SType::ROW_VECTOR)
        }
        OnesArray | ZerosArray | LinspacedArray | OneHotArray => Kind::Sized(SType::array(Base::Real, 1)),
        OnesIntArray | ZerosIntArray | LinspacedIntArray | OneHotIntArray => Kind::Sized(SType::array(Base::Int, 1)),
        IdentityMatrix => Kind::Sized(SType::MATRIX),
        Head | Tail | Reverse | SortAsc | SortDesc => Kind::SameSequence,
        Variance => Kind::RealOfSequence,
        SortIndicesAsc | SortIndicesDesc => Kind::IndicesOfSequence,
        Rank => Kind::RankOfSequence,
        _ => return None,
    })
}

/// The result type of a call, or a message saying which argument does not fit.
pub fn result_type(h: HostFn, args: &[SType]) -> Result<SType, String> {
    let bad = |k: usize, want: &str| Err(format!("argument {} of {} must be {want}, got {}", k + 1, h.name(), args[k]));
    let one_dim = |t: SType| t.is_sequence() && (t.dims == 1 || t.dims == 0);
    match result_kind(h).expect("a function of this file") {
        Kind::IntOfScalars | Kind::RealOfScalars => match args.iter().position(|t| !t.is_scalar()) {
            Some(k) => bad(k, "a scalar"),
            None if matches!(result_kind(h), Some(Kind::IntOfScalars)) => Ok(SType::INT),
            None => Ok(SType::REAL),
        },
        Kind::Sized(t) => {
            let ints: &[usize] = match h {
                HostFn::LinspacedVector | HostFn::LinspacedRowVector | HostFn::LinspacedArray => &[0],
                HostFn::LinspacedIntArray => &[0, 1, 2],
                HostFn::RepRowVector => &[1],
                _ => &[0, 1][..args.len()],
            };
            match ints.iter().find(|&&k| !args[k].is_int()) {
                Some(&k) => bad(k, "an int"),
                None if h == HostFn::RepRowVector && !args[0].is_scalar() => bad(0, "a scalar"),
                None => Ok(t),
            }
        }
        Kind::SameSequence if !one_dim(args[0]) => bad(0, "a vector, row vector or 1-D array"),
        Kind::SameSequence if matches!(h, HostFn::Head | HostFn::Tail) && !args[1].is_int() => bad(1, "an int"),
        Kind::SameSequence => Ok(args[0]),
        Kind::RealOfSequence | Kind::IndicesOfSequence | Kind::RankOfSequence
            if !one_dim(args[0]) || args[0].is_scalar() =>
        {
            bad(0, "a vector, row vector or 1-D array")
        }
        Kind::RankOfSequence if !args[1].is_int() => bad(1, "an int"),
        Kind::RankOfSequence => Ok(SType::INT),
        Kind::RealOfSequence => Ok(SType::REAL),
        Kind::IndicesOfSequence => Ok(SType::array(Base::Int, 1)),
    }
}

/// A size argument: a nonnegative int.
fn size(h: HostFn, v: &Value) -> Result<usize, String> {
    match v.as_int() {
        Some(n) if n >= 0 => Ok(n as usize),
        _ => Err(format!("{}: size {} is not a nonnegative int", h.name(), v.as_real())),
    }
}

fn seq(ty: SType, data: Data, n: usize) -> Value {
    Value { ty, shape: vec![n], data }
}

/// Evaluates `h` (one of this file's functions) on checked arguments.
pub fn eval(h: HostFn, a: &[Value]) -> Result<Value, String> {
    use HostFn::*;
    let x = |k: usize| a[k].as_real();
    let int = |v: i64| Ok(Value::int(v));
    match h {
        IsInf => int(i64::from(x(0).is_infinite())),
        IsNan => int(i64::from(x(0).is_nan())),
        ToInt => {
            let v = x(0);
            match v.is_finite() && v.abs() < 2_147_483_648.0 {
                true => int(v.trunc() as i64),
                false => Err(format!("to_int: {v} is outside the range of an int")),
            }
        }
        Choose | FallingFactorial | RisingFactorial => combinatorial(h, x(0), x(1)),
        Fmod => Ok(Value::real(x(0) % x(1))),
        Ldexp => Ok(Value::real(x(0) * 2f64.powf(x(1)))),
        Tgamma => Ok(Value::real(crate::math::tgamma(x(0)))),
        Trigamma => Ok(Value::real(crate::math::trigamma(x(0)))),
        StdNormalLogQf => Ok(Value::real(crate::math::inv_phi(x(0).exp()))),
        Head | Tail | Reverse | SortAsc | SortDesc => reorder(h, a),
        Variance => variance(&a[0].reals()),
        SortIndicesAsc | SortIndicesDesc => indices(h, &a[0].reals()),
        Rank => {
            let (r, s) = (a[0].reals(), a[1].as_int().unwrap_or(0));
            match usize::try_from(s - 1).ok().filter(|&i| i < r.len()) {
                Some(i) => int(r.iter().filter(|&&x| x < r[i]).count() as i64),
                None => Err(format!("rank: index {s} is not in 1..{}", r.len())),
            }
        }
        _ => match result_kind(h) {
            Some(Kind::Sized(ty)) => constructor(h, a, ty),
            _ => Err(format!("{} is not a host function of data", h.name())),
        },
    }
}

/// `choose`, `falling_factorial` and `rising_factorial` of ints, with overflow an error.
fn combinatorial(h: HostFn, x: f64, n: f64) -> Result<Value, String> {
    let lg = |z: f64| crate::math::lgamma(z);
    let log = match h {
        HostFn::Choose if n < 0.0 || x < 0.0 => return Err(format!("choose: arguments {x}, {n} are negative")),
        HostFn::Choose if n > x => return Ok(Value::int(0)),
        HostFn::Choose => lg(x + 1.0) - lg(n + 1.0) - lg(x - n + 1.0),
        _ if n < 0.0 => return Err(format!("{}: {n} is negative", h.name())),
        HostFn::FallingFactorial if n > x => return Ok(Value::int(0)),
        HostFn::FallingFactorial => lg(x + 1.0) - lg(x - n + 1.0),
        _ => lg(x + n) - lg(x),
    };
    let v = log.exp().round();
    match v < 2_147_483_648.0 {
        true => Ok(Value::int(v as i64)),
        false => Err(format!("{}({x}, {n}) overflows an int", h.name())),
    }
}

fn reorder(h: HostFn, a: &[Value]) -> Result<Value, String> {
    let v = &a[0];
    let n = v.len();
    let pick: Vec<usize> = match h {
        HostFn::Head | HostFn::Tail => {
            let k = size(h, &a[1])?;
            if k > n {
                return Err(format!("{}: {k} elements of a sequence of {n}", h.name()));
            }
            if h == HostFn::Head {
                (0..k).collect()
            } else {
                (n - k..n).collect()
            }
        }
        HostFn::Reverse => (0..n).rev().collect(),
        _ => {
            let r = v.reals();
            let mut idx: Vec<usize> = (0..n).collect();
            idx.sort_by(|&i, &j| r[i].total_cmp(&r[j]));
            if h == HostFn::SortDesc {
                idx.reverse();
            }
            idx
        }
    };
    let data = match &v.data {
        Data::Int(d) => Data::Int(pick.iter().map(|&i| d[i]).collect()),
        Data::Real(d) => Data::Real(pick.iter().map(|&i| d[i]).collect()),
    };
    Ok(seq(v.ty, data, pick.len()))
}

fn variance(r: &[f64]) -> Result<Value, String> {
    if r.len() < 2 {
        return Err(format!("variance: {} elements, at least 2 needed", r.len()));
    }
    let n = r.len() as f64;
    let mean = r.iter().sum::<f64>() / n;
    Ok(Value::real(r.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0)))
}

/// 1-based sort indices (stable: ties keep their order).
fn indices(h: HostFn, r: &[f64]) -> Result<Value, String> {
    let n = r.len();
    let mut idx: Vec<usize> = (0..n).collect();
    match h {
        HostFn::SortIndicesDesc => idx.sort_by(|&i, &j| r[j].total_cmp(&r[i])),
        _ => idx.sort_by(|&i, &j| r[i].total_cmp(&r[j])),
    }
    let out: Vec<i64> = idx.into_iter().map(|i| i as i64 + 1).collect();
    Ok(seq(SType::array(Base::Int, 1), Data::Int(out), n))
}

/// The constant containers.
fn constructor(h: HostFn, a: &[Value], ty: SType) -> Result<Value, String> {
    use HostFn::*;
    let ints = ty.base == Base::Int;
    let make = |v: Vec<f64>| {
        let n = v.len();
        let data = if ints { Data::Int(v.iter().map(|&x| x as i64).collect()) } else { Data::Real(v) };
        Ok(seq(ty, data, n))
    };
    match h {
        OnesVector | OnesRowVector | OnesArray | OnesIntArray => make(vec![1.0; size(h, &a[0])?]),
        ZerosVector | ZerosRowVector | ZerosArray | ZerosIntArray => make(vec![0.0; size(h, &a[0])?]),
        RepRowVector => make(vec![a[0].as_real(); size(h, &a[1])?]),
        UniformSimplex => {
            let n = size(h, &a[0])?;
            if n == 0 {
                return Err("uniform_simplex: size 0".into());
            }
            make(vec![1.0 / n as f64; n])
        }
        OneHotVector | OneHotRowVector | OneHotArray | OneHotIntArray => {
            let (n, k) = (size(h, &a[0])?, size(h, &a[1])?);
            if k == 0 || k > n {
                return Err(format!("{}: index {k} is not in 1..{n}", h.name()));
            }
            make((1..=n).map(|i| f64::from(u8::from(i == k))).collect())
        }
        LinspacedIntArray => {
            let (n, lo, hi) = (size(h, &a[0])?, a[1].as_real(), a[2].as_real());
            if hi < lo {
                return Err(format!("linspaced_int_array: upper bound {hi} is below lower bound {lo}"));
            }
            let step = if n > 1 { ((hi - lo) / (n as f64 - 1.0)).floor() } else { 0.0 };
            make((0..n).map(|i| lo + step * i as f64).collect())
        }
        LinspacedVector | LinspacedRowVector | LinspacedArray => {
            let (n, lo, hi) = (size(h, &a[0])?, a[1].as_real(), a[2].as_real());
            if hi < lo {
                return Err(format!("{}: upper bound {hi} is below lower bound {lo}", h.name()));
            }
            let at = |i: usize| if n == 1 { hi } else { lo + (hi - lo) * i as f64 / (n as f64 - 1.0) };
            make((0..n).map(at).collect())
        }
        IdentityMatrix => {
            let n = size(h, &a[0])?;
            let v = (0..n * n).map(|i| f64::from(u8::from(i / n == i % n))).collect();
            Ok(Value { ty, shape: vec![n, n], data: Data::Real(v) })
        }
        other => Err(format!("{} is not a host constructor", other.name())),
    }
}
