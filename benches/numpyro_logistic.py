"""NumPyro's NUTS on a logistic regression of the benchmark suite, to run right beside
`wgmc bench` on the same machine (the ratio is only meaningful side by side).

    python3 benches/numpyro_logistic.py tests/fixtures/benchmarks/logistic_regression_500k.json \
        --chains 4 --warmup 30 --draws 30

Needs numpy, jax and numpyro (`pip install numpyro jax`); prints a note and exits 0 without
them. The model is tests/fixtures/benchmarks/logistic_regression.stan: alpha ~ normal(0, 5),
beta ~ normal(0, 1), y ~ bernoulli_logit(alpha + X beta). Chains run vectorized in float32
(NumPyro's default), with NumPyro's default NUTS settings (target acceptance 0.8, diagonal
mass matrix). Prints gradient evaluations per second (leapfrog steps of all chains over
the sampling phase's wall time) and the smallest bulk ESS over the parameters per second;
the sampling phase is run once untimed first, so JAX's compilation is not in its time.
"""

import argparse
import json
import sys
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("data", help="Stan JSON with N, D, X (N x D) and y")
    parser.add_argument("--chains", type=int, default=4)
    parser.add_argument("--warmup", type=int, default=30)
    parser.add_argument("--draws", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        import jax
        import numpy as np
        import numpyro
        import numpyro.distributions as dist
        from numpyro.diagnostics import effective_sample_size
        from numpyro.infer import MCMC, NUTS
    except ImportError as e:
        print(f"numpyro_logistic: skipped, {e} (pip install numpyro jax)")
        return 0

    with open(args.data) as f:
        data = json.load(f)
    x = np.asarray(data["X"], dtype=np.float32)
    y = np.asarray(data["y"], dtype=np.int32)

    def model(x, y):
        alpha = numpyro.sample("alpha", dist.Normal(0.0, 5.0))
        beta = numpyro.sample("beta", dist.Normal(0.0, 1.0).expand([x.shape[1]]).to_event(1))
        numpyro.sample("y", dist.Bernoulli(logits=alpha + x @ beta), obs=y)

    def sampler():
        return MCMC(
            NUTS(model),
            num_warmup=args.warmup,
            num_samples=args.draws,
            num_chains=args.chains,
            chain_method="vectorized",
            progress_bar=False,
        )

    key = jax.random.PRNGKey(args.seed)
    mcmc = sampler()
    start = time.perf_counter()
    mcmc.warmup(key, x, y, extra_fields=("num_steps",))
    warmup_s = time.perf_counter() - start
    state = mcmc.post_warmup_state
    # The sampling phase once untimed (JAX compiles it), then again from the same state.
    mcmc.run(state.rng_key, x, y, extra_fields=("num_steps",))
    mcmc.post_warmup_state = state
    start = time.perf_counter()
    mcmc.run(state.rng_key, x, y, extra_fields=("num_steps",))
    jax.block_until_ready(mcmc.get_samples())
    sampling_s = time.perf_counter() - start

    steps = int(np.sum(mcmc.get_extra_fields(group_by_chain=True)["num_steps"]))
    samples = mcmc.get_samples(group_by_chain=True)
    ess = [float(np.min(effective_sample_size(np.asarray(v).reshape(args.chains, args.draws, -1))))
           for v in samples.values()]
    min_ess = min(ess)
    print(f"numpyro {numpyro.__version__}, jax {jax.__version__}, {jax.devices()[0].platform}")
    print(f"N = {x.shape[0]}, D = {x.shape[1]}, {args.chains} chains, {args.warmup} + {args.draws}")
    print(f"warmup {warmup_s:.1f} s (compile included), sampling {sampling_s:.2f} s")
    print(f"grad evals/s {steps / sampling_s:.1f}, leapfrogs/draw {steps / (args.chains * args.draws):.1f}")
    print(f"min bulk ESS {min_ess:.1f}, ESS/s {min_ess / sampling_s:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
