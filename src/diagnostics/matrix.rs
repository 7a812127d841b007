//! An owned chains × draws matrix (row-major) and the chain splitting used by every diagnostic.

use super::Draws;

/// `rows` chains of `cols` draws, row-major.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Matrix {
    pub rows: usize,
    pub cols: usize,
    pub data: Vec<f64>,
}

impl Matrix {
    /// Copies the draws.
    pub fn from_draws(d: &Draws<'_>) -> Self {
        Matrix { rows: d.chains(), cols: d.draws(), data: d.values().to_vec() }
    }

    /// Row `r`.
    pub fn row(&self, r: usize) -> &[f64] {
        &self.data[r * self.cols..(r + 1) * self.cols]
    }

    /// Iterator over the rows.
    pub fn rows(&self) -> impl ExactSizeIterator<Item = &[f64]> {
        self.data.chunks_exact(self.cols.max(1)).take(self.rows)
    }

    /// The same shape with `f` applied to every element.
    pub fn map(&self, f: impl Fn(f64) -> f64) -> Self {
        Matrix { rows: self.rows, cols: self.cols, data: self.data.iter().map(|&v| f(v)).collect() }
    }

    /// Splits every chain in two halves of `⌊cols/2⌋` draws (the middle draw of an odd chain is
    /// dropped): the first halves of all chains, then the second halves (ArviZ's `_split_chains`).
    pub fn split(&self) -> Self {
        let half = self.cols / 2;
        let mut data = Vec::with_capacity(2 * self.rows * half);
        for r in 0..self.rows {
            data.extend_from_slice(&self.row(r)[..half]);
        }
        for r in 0..self.rows {
            data.extend_from_slice(&self.row(r)[self.cols - half..]);
        }
        Matrix { rows: 2 * self.rows, cols: half, data }
    }
}
