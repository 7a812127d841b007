"""Reference MCMC diagnostics for tests/it/diagnostics.rs, computed with ArviZ and arviz-stats.

Writes one JSON file per draw set into tests/fixtures/diagnostics/ (see README.md beside this
script for the format and the versions used). Deterministic: every draw set has its own seed.

Usage (from the repository root): python3 tools/diagnostics/gen_fixtures.py
"""

import json
import logging
import math
import sys
import warnings
from pathlib import Path

import numpy as np
import scipy
import scipy.special
import scipy.stats

warnings.simplefilter("ignore")  # ArviZ's refactor notice and numpy's NaN/shape warnings.
import arviz as az  # noqa: E402
import arviz_stats as azs  # noqa: E402

logging.disable(logging.WARNING)  # ArviZ logs "Shape validation failed" for the NaN cases

OUT = Path(__file__).resolve().parents[2] / "tests" / "fixtures" / "diagnostics"
ARRAY = {"chain_axis": 0, "draw_axis": 1}
#: arviz 0.23 and arviz-stats 0.8 implement the same formulas; they must agree this closely.
CROSS_CHECK_RTOL = 1e-12


# ------------------------------------------------------------------------------- draw sets


def ar1(rng, chains, draws, rho, init=None, scale=1.0):
    """AR(1) chains x_t = rho x_{t-1} + sqrt(1 - rho^2) e_t (stationary N(0, scale^2))."""
    x = np.empty((chains, draws))
    x[:, 0] = rng.normal(size=chains) * scale if init is None else init
    eps = rng.normal(size=(chains, draws)) * scale * math.sqrt(1 - rho * rho)
    for t in range(1, draws):
        x[:, t] = rho * x[:, t - 1] + eps[:, t]
    return x


def draw_sets():
    """(name, description, chains x draws array, superchain sizes to check) for every fixture."""
    sets = []

    rng = np.random.default_rng(20240101)
    sets.append(("iid_normal", "4 chains of 250 iid N(0, 1) draws", rng.normal(size=(4, 250)), [1, 2, 4]))

    rng = np.random.default_rng(20240102)
    sets.append(("ar1_rho09", "4 chains of 250 AR(1) draws with rho 0.9", ar1(rng, 4, 250, 0.9), [1, 2]))

    rng = np.random.default_rng(20240103)
    t3 = rng.standard_t(3, size=(4, 250))
    sets.append(("student_t3", "4 chains of 250 iid Student-t(3) draws (heavy tails)", t3, [2]))

    rng = np.random.default_rng(20240104)
    shifted = rng.normal(size=(4, 200)) + np.array([[0.0], [0.0], [0.8], [1.5]])
    sets.append(("shifted_means", "4 chains of 200 N(mu_c, 1) draws, mu = 0, 0, 0.8, 1.5: R-hat > 1.1", shifted, [2]))

    rng = np.random.default_rng(20240105)
    inits = np.repeat(rng.normal(size=8) * 3.0, 8)  # 8 superchains of 8 chains, overdispersed starts
    nested = ar1(rng, 64, 16, 0.7, init=inits)
    sets.append(("nested_short_chains", "64 AR(1) chains (rho 0.7) of 16 draws, 8 superchains of 8 sharing a start",
                 nested, [1, 2, 4, 8, 16, 32]))

    rng = np.random.default_rng(20240106)
    iid_short = rng.normal(size=(32, 10))
    sets.append(("nested_converged", "32 chains of 10 iid N(0, 1) draws", iid_short, [1, 4, 8, 16]))

    rng = np.random.default_rng(20240107)
    sets.append(("ties_poisson", "4 chains of 100 Poisson(2) draws (many ties)",
                 rng.poisson(2.0, size=(4, 100)).astype(float), [2]))

    rng = np.random.default_rng(20240108)
    binary = rng.permutation(np.repeat([0.0, 1.0], 100)).reshape(4, 50)
    sets.append(("binary_balanced", "4 chains of 50 draws of 0/1, exactly half ones: the folded draws are "
                 "constant, so the tail R-hat is NaN and R-hat is the bulk R-hat", binary, [2]))

    rng = np.random.default_rng(20240109)
    odd = ar1(rng, 3, 101, 0.5) * np.array([[1.0], [1.0], [2.5]]) + 0.3
    sets.append(("odd_draws", "3 chains of 101 AR(1) draws, the third 2.5 times wider: the tail R-hat "
                 "dominates, and splitting drops the middle draw before folding", odd, [1, 3]))

    rng = np.random.default_rng(20240110)
    sets.append(("single_chain", "1 chain of 200 AR(1) draws with rho 0.5: R-hat is NaN",
                 ar1(rng, 1, 200, 0.5), [1]))

    sets.append(("constant", "4 chains of 20 draws all equal to 1.25", np.full((4, 20), 1.25), [2]))

    sets.append(("stuck_chains", "4 chains of 10 draws, each chain constant at its index: R-hat is inf",
                 np.repeat(np.arange(4.0), 10).reshape(4, 10), [2]))

    rng = np.random.default_rng(20240111)
    sets.append(("three_draws", "4 chains of 3 draws: too short for R-hat, ESS and MCSE",
                 rng.normal(size=(4, 3)), [2]))

    rng = np.random.default_rng(20240112)
    with_nan = rng.normal(size=(2, 20))
    with_nan[1, 7] = np.nan
    sets.append(("with_nan", "2 chains of 20 draws, one NaN: everything is NaN", with_nan, [1]))

    rng = np.random.default_rng(20240114)
    with_inf = rng.normal(size=(4, 50))
    with_inf[2, 10], with_inf[0, 3] = np.inf, -np.inf
    sets.append(("with_inf", "4 chains of 50 draws with one +inf and one -inf: rank-based diagnostics are "
                 "finite, the mean, sd, ess_mean and mcse_mean are NaN", with_inf, [2]))

    rng = np.random.default_rng(20240113)
    four = rng.normal(size=(2, 4))
    sets.append(("four_draws", "2 chains of 4 draws, the shortest valid input", four, [1]))
    return sets


def round_draws(x):
    """Rounds to 10 significant digits, to keep the fixtures small."""
    return np.vectorize(lambda v: v if not math.isfinite(v) else float(f"{v:.10g}"))(x)


# ------------------------------------------------------------------------------- references


def same(a, b, rtol=CROSS_CHECK_RTOL):
    """Equal within rtol, or both NaN, or both the same infinity."""
    a, b = float(a), float(b)
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= rtol * max(abs(a), abs(b))


def checked(name, a, b):
    if not same(a, b):
        sys.exit(f"{name}: arviz {a!r} and arviz-stats {b!r} disagree")
    return float(a)


def nested_rhat_paper(x, k):
    """Nested R-hat written from Margossian et al. (2024), eq. 4-8, on rank-normalized split and
    folded chains as arviz-stats does: an independent check of arviz_stats.rhat_nested."""
    chains, draws = x.shape
    if np.isnan(x).any() or draws < 4 or chains < 2:
        return math.nan
    half = draws // 2
    split = np.vstack((x[:, :half], x[:, draws - half:]))
    superchain = np.concatenate((np.arange(chains) // k, np.arange(chains) // k))

    def z(a):
        r = scipy.stats.rankdata(a, method="average").reshape(a.shape)
        return scipy.stats.norm.ppf((r - 0.375) / (a.size + 0.25))

    def rhat_nu(a):
        groups = [a[superchain == s] for s in range(chains // k)]
        means = np.array([g.mean() for g in groups])
        within = np.array([g.var(axis=1, ddof=1).mean() + g.mean(axis=1).var(ddof=1) for g in groups])
        with np.errstate(all="ignore"):
            return math.sqrt(1.0 + means.var(ddof=1) / within.mean()) if len(groups) > 1 else math.nan

    bulk = rhat_nu(z(split))
    tail = rhat_nu(z(np.abs(split - np.median(split))))
    return max(bulk, tail)


def references(x):
    """Every reference value for one draw set, ArviZ 0.23 cross-checked against arviz-stats 0.8."""
    flat = x.ravel()
    ref = {
        "mean": float(np.mean(flat)),
        "sd": float(np.std(flat, ddof=1)) if flat.size > 1 else math.nan,
    }
    for p, key in ((0.05, "q5"), (0.5, "q50"), (0.95, "q95")):
        ref[key] = float(np.quantile(flat, p))
    ref["rhat"] = checked("rhat", az.rhat(x), azs.rhat(x, **ARRAY))
    ref["ess_bulk"] = checked("ess_bulk", az.ess(x, method="bulk"), azs.ess(x, method="bulk", **ARRAY))
    ref["ess_tail"] = checked("ess_tail", az.ess(x, method="tail"), azs.ess(x, method="tail", prob=0.05, **ARRAY))
    ref["ess_mean"] = checked("ess_mean", az.ess(x, method="mean"), azs.ess(x, method="mean", **ARRAY))
    for p, key in ((0.25, "ess_q25"), (0.5, "ess_q50")):
        ref[key] = checked(key, az.ess(x, method="quantile", prob=p),
                           azs.ess(x, method="quantile", prob=p, **ARRAY))
    ref["mcse_mean"] = checked("mcse_mean", az.mcse(x, method="mean"), azs.mcse(x, method="mean", **ARRAY))
    return ref


def summary_mismatches(x, ref):
    """Columns where arviz.summary differs from the per-function references (beyond 1e-12)."""
    s = az.summary(x, kind="all", round_to="none", fmt="wide").iloc[0]
    cols = {"mean": "mean", "sd": "sd", "mcse_mean": "mcse_mean", "ess_bulk": "ess_bulk",
            "ess_tail": "ess_tail", "r_hat": "rhat"}
    return {col: (float(s[col]), ref[key]) for col, key in cols.items() if not same(s[col], ref[key])}


def nested(x, sizes):
    out = []
    for k in sizes:
        ids = np.arange(x.shape[0]) // k
        value = checked(f"nested_rhat k={k}", azs.rhat_nested(x, superchain_ids=ids, **ARRAY),
                        nested_rhat_paper(x, k))
        out.append({"superchain_size": k, "value": value})
    return out


def number(v):
    """A float as a JSON string: Python's shortest round-trip repr, or "nan", "inf", "-inf".

    Strings, not JSON numbers, because serde_json's default float parser can be one ulp off;
    the test reads them with Rust's correctly rounded `str::parse::<f64>`.
    """
    v = float(v)
    if math.isnan(v):
        return "nan"
    if math.isinf(v):
        return "inf" if v > 0 else "-inf"
    return repr(v)


def normal_quantile_cases():
    """Probabilities across AS241's three regions, and scipy's ndtri at them."""
    ps = [1e-300, 1e-100, 1e-20, 1e-10, 1e-5, 0.001, 0.0125, 0.02425, 0.05, 0.075, 0.0749, 0.075 + 1e-12,
          0.1, 0.25, 0.4, 0.499999, 0.5, 0.5000001, 0.6, 0.75, 0.9, 0.925, 0.95, 0.975, 0.999, 1 - 1e-10]
    ps += [float(p) for p in np.random.default_rng(20240120).uniform(size=20)]
    return [{"p": number(p), "z": number(scipy.special.ndtri(p))} for p in ps]


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    versions = {"python": sys.version.split()[0], "numpy": np.__version__, "scipy": scipy.__version__,
                "arviz": az.__version__, "arviz_stats": azs.__version__}
    for name, description, x, sizes in draw_sets():
        x = round_draws(np.asarray(x, dtype=float))
        ref = references(x)
        fixture = {
            "name": name,
            "description": description,
            "versions": versions,
            "chains": x.shape[0],
            "draws": x.shape[1],
            "reference": {k: number(v) for k, v in ref.items()},
            "nested_rhat": [{"superchain_size": n["superchain_size"], "value": number(n["value"])}
                            for n in nested(x, sizes)],
            "values": [number(v) for v in x.ravel()],
        }
        mismatch = summary_mismatches(x, ref)
        if mismatch:
            print(f"{name}: arviz.summary differs from the per-function values: {mismatch}")
            # Informational (not tested): arviz.summary's value, where it differs.
            fixture["arviz_summary_differs"] = {col: number(s) for col, (s, _) in mismatch.items()}
        text = json.dumps(fixture, indent=None, separators=(",", ":"))
        (OUT / f"{name}.json").write_text(text + "\n")
        print(f"{name}: {len(text)} bytes, rhat {ref['rhat']:.6g}, ess_bulk {ref['ess_bulk']:.6g}")
    quantiles = {"versions": versions, "cases": normal_quantile_cases()}
    (OUT / "normal_quantile.json").write_text(json.dumps(quantiles) + "\n")


if __name__ == "__main__":
    main()
