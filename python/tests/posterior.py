"""Comparing two sets of posterior draws (chain, draw, ...) by their means and standard
deviations: |z| < 4, with z the difference over the combined Monte Carlo standard error of
both runs (ArviZ's formulas). Shared by the tests of the JAX, NumPyro and PyMC front end."""

import arviz as az
import numpy as np


def group(result, name):
    """A group of ArviZ data of either ArviZ generation, as an xarray Dataset."""
    return result[name].to_dataset() if hasattr(result, "children") else getattr(result, name)


def ess(x):
    return float(az.ess(az.convert_to_dataset({"v": x}), method="mean")["v"])


def mcse(x, stat):
    """Monte Carlo standard error of the mean or of the sd of each element of ``x`` (chain,
    draw, ...): ArviZ's formulas, the sd's through the ESS of the squared deviations."""
    flat = x.reshape(x.shape[0], x.shape[1], -1)
    out = []
    for k in range(flat.shape[2]):
        v = flat[:, :, k]
        if stat == "mean":
            out.append(v.std() / np.sqrt(ess(v)))
        else:
            sq = (v - v.mean()) ** 2
            varvar = ((sq**2).mean() - sq.mean() ** 2) / ess(sq)
            out.append(np.sqrt(varvar / sq.mean() / 4))
    return np.array(out).reshape(x.shape[2:])


def largest_z(ours, ref, label, source):
    """The largest |z| over the sites both hold; fails above 4 (naming site and statistic)."""
    worst = 0.0
    for site, values in ref.items():
        if site not in ours:
            continue
        mine = np.asarray(ours[site])
        assert mine.shape == values.shape, (site, mine.shape, values.shape)
        for stat in ("mean", "sd"):
            fa = getattr(np, "mean" if stat == "mean" else "std")(mine.reshape(-1, *mine.shape[2:]), axis=0)
            fb = getattr(np, "mean" if stat == "mean" else "std")(values.reshape(-1, *values.shape[2:]), axis=0)
            se = np.hypot(mcse(mine, stat), mcse(values, stat))
            # Elements fixed by the model (a Cholesky factor's unit diagonal, its zeros) have no
            # Monte Carlo error: they must agree exactly.
            z = np.where(se > 0, np.abs(fa - fb) / np.where(se > 0, se, 1), np.where(fa == fb, 0.0, np.inf))
            assert np.all(z < 4), f"{label}.{site} {stat}: wgmc {fa}, {source} {fb}, z {z}"
            worst = max(worst, float(np.max(z, initial=0.0)))
    return worst
