//! Constrained data types checked when the data are loaded, as Stan does before sampling:
//! `simplex`, `ordered`, `positive_ordered`, `cov_matrix`, `corr_matrix` and
//! `cholesky_factor_corr` (each element of an array of them too). The first violation is an
//! error naming the variable, the type and the 1-based element; the tolerance is Stan's
//! (1e-8, `CONSTRAINT_TOLERANCE`).

use crate::data::DataError;
use crate::text::{element_name, real_text};

use super::ast::{Decl, Shape};
use super::value::Value;

/// Stan's `CONSTRAINT_TOLERANCE`.
const TOLERANCE: f64 = 1e-8;

/// The first way the data value `v` of declaration `d` breaks its type's constraint, if any.
pub fn constraint_violation(d: &Decl, v: &Value) -> Option<DataError> {
    let (kind, matrix): (&'static str, bool) = match d.ty.shape {
        Shape::Simplex => ("simplex", false),
        Shape::Ordered => ("ordered vector", false),
        Shape::PositiveOrdered => ("positive_ordered vector", false),
        Shape::CovMatrix => ("cov_matrix", true),
        Shape::CorrMatrix => ("corr_matrix", true),
        Shape::CholeskyCorr => ("cholesky_factor_corr", true),
        _ => return None,
    };
    let x = v.reals();
    let inner = if matrix { 2 } else { 1 };
    let k = *v.shape.last()?;
    let size = if matrix { k * k } else { k };
    if v.shape.len() < inner || size == 0 {
        return None;
    }
    let name = |i: usize| element_name(&d.name, &v.shape, i);
    for (a, chunk) in x.chunks_exact(size).enumerate() {
        let at = |i: usize| name(a * size + i);
        let detail = match d.ty.shape {
            Shape::Simplex => simplex(chunk, &at),
            Shape::Ordered => ordered(chunk, &at, false),
            Shape::PositiveOrdered => ordered(chunk, &at, true),
            Shape::CovMatrix => symmetric(chunk, k, &at).or_else(|| positive_definite(chunk, k)),
            Shape::CorrMatrix => symmetric(chunk, k, &at)
                .or_else(|| unit_diagonal(chunk, k, &at))
                .or_else(|| positive_definite(chunk, k)),
            _ => cholesky_corr(chunk, k, &at),
        };
        if let Some(detail) = detail {
            return Some(DataError::Constraint { name: d.name.clone(), kind, detail });
        }
    }
    None
}

fn simplex(x: &[f64], at: &dyn Fn(usize) -> String) -> Option<String> {
    if let Some(i) = x.iter().position(|v| v.is_nan() || *v < 0.0) {
        return Some(format!("{} = {}, but should be greater than or equal to 0", at(i), real_text(x[i])));
    }
    let sum: f64 = x.iter().sum();
    ((sum - 1.0).abs() > TOLERANCE).then(|| format!("its elements sum to {}, but should sum to 1", real_text(sum)))
}

fn ordered(x: &[f64], at: &dyn Fn(usize) -> String, positive: bool) -> Option<String> {
    if positive && (x[0].is_nan() || x[0] < 0.0) {
        return Some(format!("{} = {}, but should be greater than or equal to 0", at(0), real_text(x[0])));
    }
    if let Some(i) = x.iter().position(|v| v.is_nan()) {
        return Some(format!("{} is NaN", at(i)));
    }
    let i = (1..x.len()).find(|&i| x[i] <= x[i - 1])?;
    Some(format!(
        "{} = {}, but should be greater than the previous element, {}",
        at(i),
        real_text(x[i]),
        real_text(x[i - 1])
    ))
}

fn symmetric(m: &[f64], k: usize, at: &dyn Fn(usize) -> String) -> Option<String> {
    if let Some(i) = m.iter().position(|v| !v.is_finite()) {
        return Some(format!("{} = {}, but should be finite", at(i), real_text(m[i])));
    }
    let (r, c) = (0..k).flat_map(|r| (r + 1..k).map(move |c| (r, c))).find(|&(r, c)| {
        let (a, b) = (m[r * k + c], m[c * k + r]);
        (a - b).abs() > TOLERANCE * a.abs().max(b.abs()).max(1.0)
    })?;
    Some(format!(
        "it is not symmetric: {} = {}, but {} = {}",
        at(r * k + c),
        real_text(m[r * k + c]),
        at(c * k + r),
        real_text(m[c * k + r])
    ))
}

fn unit_diagonal(m: &[f64], k: usize, at: &dyn Fn(usize) -> String) -> Option<String> {
    let i = (0..k).find(|&i| (m[i * k + i] - 1.0).abs() > TOLERANCE)?;
    Some(format!("{} = {}, but the diagonal should be 1", at(i * k + i), real_text(m[i * k + i])))
}

/// Whether the Cholesky factorization of the symmetric `m` (k × k) finds positive pivots.
fn positive_definite(m: &[f64], k: usize) -> Option<String> {
    let mut l = vec![0.0; k * k];
    for j in 0..k {
        let pivot = m[j * k + j] - (0..j).map(|p| l[j * k + p] * l[j * k + p]).sum::<f64>();
        if pivot.is_nan() || pivot <= 0.0 {
            return Some("it is not positive definite".to_string());
        }
        l[j * k + j] = pivot.sqrt();
        for i in j + 1..k {
            let s = m[i * k + j] - (0..j).map(|p| l[i * k + p] * l[j * k + p]).sum::<f64>();
            l[i * k + j] = s / l[j * k + j];
        }
    }
    None
}

fn cholesky_corr(m: &[f64], k: usize, at: &dyn Fn(usize) -> String) -> Option<String> {
    if let Some(i) = m.iter().position(|v| !v.is_finite()) {
        return Some(format!("{} = {}, but should be finite", at(i), real_text(m[i])));
    }
    if let Some((r, c)) = (0..k).flat_map(|r| (r + 1..k).map(move |c| (r, c))).find(|&(r, c)| m[r * k + c] != 0.0) {
        let i = r * k + c;
        return Some(format!(
            "{} = {}, but it should be lower triangular (0 above the diagonal)",
            at(i),
            real_text(m[i])
        ));
    }
    if let Some(i) = (0..k).find(|&i| m[i * k + i].is_nan() || m[i * k + i] <= 0.0) {
        return Some(format!("{} = {}, but the diagonal should be positive", at(i * k + i), real_text(m[i * k + i])));
    }
    let r = (0..k).find(|&r| {
        let norm: f64 = m[r * k..r * k + k].iter().map(|v| v * v).sum();
        (norm - 1.0).abs() > TOLERANCE
    })?;
    Some(format!("row {} does not have unit length", r + 1))
}
