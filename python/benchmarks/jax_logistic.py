"""Gradient evaluations per second of the logistic regression written in NumPyro (through
``wgmc.from_numpyro``) and as the Stan program of ``benchmarks/logistic_regression.stan``,
side by side, on the same data (the generator of ``gen_logistic_500k.py``: same seed and
rounding), through ``log_density_gradient`` on batches of points, and optionally through
sampling in each kernel layout.

    python python/benchmarks/jax_logistic.py --rows 500000 --backend gpu --batch 64
"""

import argparse
import time

import numpy as np

import wgmc

STAN = """
data { int<lower=0> N; int<lower=1> D; matrix[N, D] X; array[N] int<lower=0, upper=1> y; }
parameters { real alpha; vector[D] beta; }
model { alpha ~ normal(0, 5); beta ~ normal(0, 1); y ~ bernoulli_logit(alpha + X * beta); }
"""


def data(n, d=25):
    rng = np.random.default_rng(20240103)
    X = np.round(rng.normal(size=(n, d)), 4)
    beta = np.round(rng.normal(scale=0.5, size=d), 4)
    p = 1.0 / (1.0 + np.exp(-(0.3 + X @ beta)))
    return X, (rng.uniform(size=n) < p).astype(np.int64)


def numpyro_model(X, y=None):
    import numpyro
    import numpyro.distributions as dist

    alpha = numpyro.sample("alpha", dist.Normal(0, 5))
    beta = numpyro.sample("beta", dist.Normal(0, 1).expand([X.shape[1]]))
    numpyro.sample("y", dist.Bernoulli(logits=alpha + X @ beta), obs=y)


def rate(model, batch, seconds):
    pts = np.random.default_rng(0).normal(scale=0.1, size=(batch, model.dim))
    model.log_density_gradient(pts)  # compile and warm up
    done, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        model.log_density_gradient(pts)
        done += batch
    return done / (time.perf_counter() - start)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=500_000)
    ap.add_argument("--backend", default="gpu")
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--sample", action="store_true", help="also time sampling in the rows and split layouts")
    a = ap.parse_args()
    X, y = data(a.rows)
    t = time.perf_counter()
    stan = wgmc.compile(STAN, {"N": a.rows, "D": X.shape[1], "X": X, "y": y}, backend=a.backend)
    t_stan = time.perf_counter() - t
    t = time.perf_counter()
    jx = wgmc.from_numpyro(numpyro_model, X, y=y, backend=a.backend)
    t_jax = time.perf_counter() - t
    pts = np.random.default_rng(1).normal(scale=0.1, size=(4, stan.dim))
    lp_s, g_s = stan.log_density_gradient(pts)
    lp_j, g_j = jx.log_density_gradient(pts)
    print(f"compile: Stan {t_stan:.1f} s, NumPyro {t_jax:.1f} s; backend {stan.backend}")
    print(f"max |logp diff| {np.max(np.abs(lp_s - lp_j)):.3g} (Stan drops constants: differences are a constant)")
    r_s, r_j = rate(stan, a.batch, a.seconds), rate(jx, a.batch, a.seconds)
    print(f"log_density_gradient, batch {a.batch}: Stan {r_s:.1f}/s, NumPyro {r_j:.1f}/s, ratio {r_j / r_s:.3f}")
    if a.sample:
        for layout in ("rows", "split"):
            for name, m in (("Stan", stan), ("NumPyro", jx)):
                kw = dict(chains=4, warmup=20, draws=20, seed=1, progress=False, backend=a.backend, layout=layout)
                res = wgmc.sample(m, **kw) if name == "Stan" else m.sample(**kw)
                stats = res.sample_stats
                grads = int(np.asarray(stats["n_steps"]).sum()) if "n_steps" in stats else -1
                secs = float(stats.attrs.get("sampling_time", float("nan")))
                print(f"{layout:5s} {name:7s}: layout {stats.attrs.get('layout')}, {grads} gradients in {secs:.2f} s"
                      f" = {grads / secs:.1f}/s")


if __name__ == "__main__":
    main()
