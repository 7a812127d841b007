//! `wgmc sample`'s warmup tunables (CmdStan's `adapt gamma= kappa= t0= init_buffer=
//! term_buffer= window=`, and the ChEES and MAMS rates), each defaulting to the library's
//! [`AdaptOptions`]; the library checks their domains before anything is written.

use clap::{Args, ValueEnum};
use wgmc::{AcceptMean, AdaptOptions};

/// Warmup adaptation settings.
#[derive(Args, Debug, Clone)]
pub struct AdaptArgs {
    /// Dual averaging's shrinkage scale gamma (Stan's adapt gamma; default 0.05).
    #[arg(long)]
    adapt_gamma: Option<f64>,
    /// Dual averaging's averaging exponent kappa, in (0, 1] (Stan's adapt kappa; default 0.75).
    #[arg(long)]
    adapt_kappa: Option<f64>,
    /// Dual averaging's iteration offset t0 (Stan's adapt t0; default 10).
    #[arg(long)]
    adapt_t0: Option<f64>,
    /// The first fast buffer of warmup, step size only (default 75 iterations).
    #[arg(long)]
    adapt_init_buffer: Option<usize>,
    /// The last fast buffer of warmup, step size only (default 50 iterations).
    #[arg(long)]
    adapt_term_buffer: Option<usize>,
    /// The first metric window; later windows double (default 25 iterations).
    #[arg(long)]
    adapt_window: Option<usize>,
    /// ChEES: the learning rate of the trajectory length (default 0.025).
    #[arg(long)]
    chees_learning_rate: Option<f64>,
    /// MAMS: the trajectory length as a fraction of the autocorrelation time (default 0.4).
    #[arg(long)]
    mams_length_factor: Option<f64>,
    /// ChEES and MAMS: the mean of the chains' acceptance statistics their shared step size
    /// adapts to (default arithmetic; harmonic as BlackJAX's ChEES).
    #[arg(long, value_enum)]
    accept_mean: Option<AcceptMeanArg>,
}

/// `--accept-mean`.
#[derive(ValueEnum, Debug, Clone, Copy)]
enum AcceptMeanArg {
    Arithmetic,
    Harmonic,
}

impl AdaptArgs {
    /// The options these arguments give, the library's defaults elsewhere.
    pub fn options(&self) -> AdaptOptions {
        let d = AdaptOptions::default();
        AdaptOptions {
            gamma: self.adapt_gamma.unwrap_or(d.gamma),
            kappa: self.adapt_kappa.unwrap_or(d.kappa),
            t0: self.adapt_t0.unwrap_or(d.t0),
            init_buffer: self.adapt_init_buffer.unwrap_or(d.init_buffer),
            term_buffer: self.adapt_term_buffer.unwrap_or(d.term_buffer),
            window: self.adapt_window.unwrap_or(d.window),
            chees_learning_rate: self.chees_learning_rate.unwrap_or(d.chees_learning_rate),
            mams_length_factor: self.mams_length_factor.unwrap_or(d.mams_length_factor),
            accept_mean: match self.accept_mean {
                None => d.accept_mean,
                Some(AcceptMeanArg::Arithmetic) => AcceptMean::Arithmetic,
                Some(AcceptMeanArg::Harmonic) => AcceptMean::Harmonic,
            },
        }
    }
}
