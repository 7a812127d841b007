//! `wgmc sample --init`: CmdStan's `init=` argument, a radius or a Stan JSON file of initial
//! values.

use std::path::PathBuf;

use anyhow::{Context, Result};
use wgmc::{initial_points, DataSet, SamplerConfig, StanModel};

/// What `--init` gives: a radius (`--init 0.5`) or a file of initial values.
#[derive(Clone, Debug)]
pub enum InitArg {
    Radius(f64),
    File(PathBuf),
}

/// Parses `--init`: a finite number of zero or more is a radius, anything else a file path.
pub fn parse_init(s: &str) -> Result<InitArg, String> {
    match s.parse::<f64>() {
        Ok(r) if r >= 0.0 && r.is_finite() => Ok(InitArg::Radius(r)),
        Ok(r) => Err(format!("{r} is not a finite radius of zero or more")),
        Err(_) => Ok(InitArg::File(PathBuf::from(s))),
    }
}

/// Applies `--init` to `config`: the radius, or the file's values (constrained, by parameter
/// name, for every chain) checked against the declared constraints.
pub fn apply_init(init: Option<&InitArg>, stan: &StanModel, config: &mut SamplerConfig) -> Result<()> {
    match init {
        None => {}
        Some(InitArg::Radius(r)) => config.init_radius = *r,
        Some(InitArg::File(path)) => {
            let context = || format!("cannot use the initial values in '{}'", path.display());
            let values = DataSet::from_json_file(path).with_context(context)?;
            let points = initial_points(stan.model(), config.chains, &[values]).with_context(context)?;
            config.inits = Some(points);
        }
    }
    Ok(())
}
