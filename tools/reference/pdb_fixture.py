#!/usr/bin/env python3
"""Fixtures of the posteriordb correctness suite, from a posteriordb checkout.

For each posterior name given, writes `tests/fixtures/posteriordb/<name>/`:

* `model.stan`: `posterior_database/models/stan/<model_name>.stan`, byte for byte;
* `data.json`: the one file of `posterior_database/data/data/<data_name>.json.zip`,
  byte for byte;
* `reference.json`: posteriordb's names and sampling settings, and for every reference
  quantity the mean, sd (ddof=1) and q5/q50/q95 (numpy's linear interpolation, R type 7)
  of all reference draws pooled across chains, posteriordb's ess_bulk/ess_tail/rhat
  (reference info file) and its mean_value/mcse_mean (summary_statistics/mean_value);
  with `--tail-khat`, also `tail_khat`: the Pareto shape k̂ of the lower and upper tails
  (see `pareto_khat`), which says whether the mean and sd z-tests apply.
  The layout is that of `tests/fixtures/posteriordb/README.md`: `json.dumps(indent=1)`,
  no trailing newline.

`model_name`, `data_name` and `reference_posterior_name` come from
`posterior_database/posteriors/<name>.json`; the draws, info and mean_value files are
those of the reference posterior (eight_schools_centered uses the non-centred draws).
Quantities are in the draws file's order; the info and mean_value files are matched by
name (their orders can differ).
The script stops if a model's `models/info/<model>.info.json` does not say
`"licence": "BSD3"`, or if a recomputed mean differs from posteriordb's mean_value by
more than 1e-6 (relative to the reference sd).

The checkout is either a work tree or a bare git directory (files are then read from
`--rev`, HEAD by default, with `git show`). The `source.commit` written into
reference.json is that revision's commit hash.

Usage (from the repository root; needs numpy):

    python3 tools/reference/pdb_fixture.py POSTERIORDB_ROOT NAME [NAME ...]
        [--rev REV] [--out tests/fixtures/posteriordb] [--tail-khat]
"""

import argparse
import io
import json
import os
import subprocess
import sys
import zipfile

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DB = "posterior_database"
LICENSE = "BSD-3-Clause (LICENCE.md in posteriordb; model info files say licence BSD3)"
NOTE = (
    "mean, sd (ddof=1), q5/q50/q95 (numpy linear interpolation = R type 7) over ALL reference "
    "draws pooled across chains; ess_bulk/ess_tail/rhat copied from the posteriordb reference "
    "info file; pdb_mean_value/pdb_mcse_mean copied from posteriordb summary_statistics/mean_value."
)
TAIL_NOTE = " tail_khat: Pareto k-hat of the lower and upper tails of the pooled reference draws."


class Checkout:
    """Reads files of a posteriordb work tree or bare git directory."""

    def __init__(self, root, rev):
        self.root = root
        self.bare = not os.path.isdir(os.path.join(root, DB))
        if self.bare:
            out = subprocess.run(
                ["git", "--git-dir", root, "rev-parse", rev + "^{commit}"],
                check=True,
                capture_output=True,
                text=True,
            )
        else:
            out = subprocess.run(
                ["git", "-C", root, "rev-parse", "HEAD"], check=True, capture_output=True, text=True
            )
        self.commit = out.stdout.strip()
        self.rev = rev

    def read(self, path):
        """The bytes of `path` (relative to the posteriordb root)."""
        if self.bare:
            return subprocess.run(
                ["git", "--git-dir", self.root, "show", f"{self.rev}:{path}"], check=True, capture_output=True
            ).stdout
        with open(os.path.join(self.root, path), "rb") as f:
            return f.read()

    def json(self, path):
        return json.loads(self.read(path))

    def unzip(self, path):
        """The bytes of the single member of the zip file at `path`."""
        with zipfile.ZipFile(io.BytesIO(self.read(path))) as z:
            names = z.namelist()
            if len(names) != 1:
                sys.exit(f"{path}: expected one member, found {names}")
            return z.read(names[0])


def pareto_khat(x):
    """The Pareto shape k̂ of the upper tail of the draws `x`.

    The generalized Pareto distribution is fitted to the exceedances of the largest
    M = min(n/5, 3·sqrt(n)) draws over the next one by Zhang and Stephens' (2009) empirical
    Bayes estimate, and k̂ is shrunk towards 0.5 by 10 pseudo-observations, as Pareto-smoothed
    importance sampling does (Vehtari et al. 2024). Moments of order below 1/k exist: k̂ < 0.25
    for a finite fourth moment (the sd's standard error), < 0.5 for a finite variance.
    """
    x = np.sort(np.asarray(x, dtype=np.float64))
    m_tail = int(min(0.2 * len(x), 3 * np.sqrt(len(x))))
    y = x[-m_tail:] - x[-m_tail - 1]
    n = len(y)
    grid = 30 + int(np.sqrt(n))
    quartile = y[int(n / 4 + 0.5) - 1]
    theta = 1 / y[-1] + (1 - np.sqrt(grid / (np.arange(1, grid + 1) - 0.5))) / 3 / quartile
    k = np.array([-np.mean(np.log1p(-t * y)) for t in theta])
    log_lik = n * (np.log(theta / k) + k - 1)
    weights = 1 / np.array([np.sum(np.exp(log_lik - l)) for l in log_lik])
    theta_hat = np.sum(theta * weights)
    k_hat = np.mean(np.log1p(-theta_hat * y))
    return float((n * k_hat + 10 * 0.5) / (n + 10))


def reference(db, name, tail_khat=False):
    """The reference.json object of posterior `name`."""
    post = db.json(f"{DB}/posteriors/{name}.json")
    model, data, ref = post["model_name"], post["data_name"], post["reference_posterior_name"]
    if ref is None:
        sys.exit(f"{name}: posteriordb has no reference posterior")
    draws_path = f"{DB}/reference_posteriors/draws/draws/{ref}.json.zip"
    info = db.json(f"{DB}/reference_posteriors/draws/info/{ref}.info.json")
    summary = db.json(f"{DB}/reference_posteriors/summary_statistics/mean_value/mean_value/{ref}.json")
    chains = json.loads(db.unzip(draws_path))

    diag = info["diagnostics"]
    names = list(chains[0])  # the draws file's order
    at = {q: i for i, q in enumerate(diag["diagnostic_information"]["names"])}
    at_summary = {q: i for i, q in enumerate(summary["names"])}
    if any(set(c) != set(names) for c in chains) or set(at) != set(names) or set(at_summary) != set(names):
        sys.exit(f"{name}: the draws, info and mean_value files name different quantities")
    per_chain = {len(c[q]) for c in chains for q in names}
    if len(per_chain) != 1:
        sys.exit(f"{name}: chains of unequal length {per_chain}")
    (draws_per_chain,) = per_chain
    n_draws = len(chains) * draws_per_chain
    if n_draws != diag["ndraws"] or len(chains) != diag["nchains"]:
        sys.exit(f"{name}: {len(chains)} chains × {draws_per_chain} draws, info says {diag['nchains']}, {diag['ndraws']}")

    params = {}
    for q in names:
        i, j = at[q], at_summary[q]
        x = np.concatenate([np.asarray(c[q], dtype=np.float64) for c in chains])
        mean = float(np.mean(x))
        sd = float(np.std(x, ddof=1))
        q5, q50, q95 = (float(v) for v in np.quantile(x, [0.05, 0.5, 0.95], method="linear"))
        pdb_mean = summary["mean_value"][j]
        if abs(mean - pdb_mean) > 1e-6 * max(sd, 1e-300):
            sys.exit(f"{name}: {q}: recomputed mean {mean} differs from posteriordb's {pdb_mean}")
        params[q] = {
            "mean": mean,
            "sd": sd,
            "q5": q5,
            "q50": q50,
            "q95": q95,
            "ess_bulk": diag["effective_sample_size_bulk"][i],
            "ess_tail": diag["effective_sample_size_tail"][i],
            "rhat": diag["r_hat"][i],
            "pdb_mean_value": pdb_mean,
            "pdb_mcse_mean": summary["mcse_mean"][j],
        }
        if tail_khat:
            params[q]["tail_khat"] = [pareto_khat(-x), pareto_khat(x)]

    return {
        "posterior_name": name,
        "model_name": model,
        "data_name": data,
        "reference_posterior_name": ref,
        "source": {
            "repository": "https://github.com/stan-dev/posteriordb",
            "commit": db.commit,
            "draws_file": draws_path,
            "license": LICENSE,
        },
        "reference_method": info["inference"],
        "n_draws": n_draws,
        "n_chains": len(chains),
        "draws_per_chain": draws_per_chain,
        "statistics_note": NOTE + (TAIL_NOTE if tail_khat else ""),
        "parameters": params,
    }


def write(db, name, out, tail_khat=False):
    post = db.json(f"{DB}/posteriors/{name}.json")
    model, data = post["model_name"], post["data_name"]
    licence = db.json(f"{DB}/models/info/{model}.info.json").get("licence")
    if licence != "BSD3":
        sys.exit(f"{name}: model {model} has licence {licence!r}, not BSD3")
    ref = reference(db, name, tail_khat)
    directory = os.path.join(out, name)
    os.makedirs(directory, exist_ok=True)
    files = {
        "model.stan": db.read(f"{DB}/models/stan/{model}.stan"),
        "data.json": db.unzip(f"{DB}/data/data/{data}.json.zip"),
        "reference.json": json.dumps(ref, indent=1).encode(),
    }
    for file, content in files.items():
        with open(os.path.join(directory, file), "wb") as f:
            f.write(content)
    print(f"{directory}: {len(ref['parameters'])} quantities, {ref['n_draws']} draws")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("root", help="posteriordb work tree or bare git directory")
    parser.add_argument("names", nargs="+", help="posterior names (<data>-<model>)")
    parser.add_argument("--rev", default="HEAD", help="revision of a bare git directory (default HEAD)")
    parser.add_argument("--out", default=os.path.join(ROOT, "tests", "fixtures", "posteriordb"))
    parser.add_argument("--tail-khat", action="store_true", help="add each quantity's tail Pareto k-hat")
    args = parser.parse_args()
    db = Checkout(args.root, args.rev)
    for name in args.names:
        write(db, name, args.out, args.tail_khat)


if __name__ == "__main__":
    main()
