"""Anchor samplers on the benchmark models, to run right beside `wgmc bench` on the same
machine (ratios between the two are only meaningful side by side).

    python3 benches/anchors.py --chains 1024 --warmup 200 --draws 200 \
        --models std_normal_100,poisson_gamma_10 --samplers numpyro,chees,mams --json anchors.json
    python3 benches/anchors.py --chains 8 --warmup 200 --draws 200 \
        --models std_normal_100,radon_hierarchical --samplers nutpie,nutpie-lowrank

The JAX samplers, in float32 (JAX's default) with chains vectorized by `jax.vmap`:

  numpyro  NumPyro NUTS as MCMC(..., chain_method="vectorized") runs it (the NUTS kernel
           initialised with one key per chain, so that its sample function is vmapped), with
           NumPyro's defaults (target acceptance 0.8, diagonal mass matrix, Stan-style windowed
           warmup); the loop is driven here with lax.scan rather than by MCMC.run, which
           recompiles its collection loop on every call (seconds, even on a second run).
  chees    BlackJAX ChEES-HMC: `blackjax.chees_adaptation` (cross-chain warmup of step size and
           jittered trajectory length, Adam at rate 0.025 on the ChEES criterion from step size
           0.1, with BlackJAX's cross-chain diagonal mass matrix; `--chees-mass identity` for
           none, BlackJAX's default) then `blackjax.dynamic_hmc` with the tuned parameters;
           every chain takes the same number of leapfrog steps.
  mams     BlackJAX MAMS (adjusted MCLMC with random trajectory length):
           `blackjax.adjusted_mclmc_find_L_and_step_size` tunes each chain (step size, L, diagonal
           preconditioning, target acceptance 0.9) and `blackjax.adjusted_mclmc_dynamic`'s kernel
           samples, with the isokinetic McLachlan integrator (2 gradients per step).

and nutpie, on request (not in the default --samplers):

  nutpie   nutpie's NUTS on the model written in PyMC (`build_pymc_model`), compiled by
           `nutpie.compile_pymc_model` with the numba backend, so that the log density and its
           gradient are native code with no Python call per gradient; float64 (PyMC's
           default), nutpie's defaults (target acceptance 0.8, maximum depth 10, diagonal mass
           matrix adapted from draws and gradients). Its chains are threads, `cores` = the
           number of CPUs (at most --chains; more chains run in turn), so on a CPU a small
           --chains such as 8 is its natural setting, not the JAX samplers' 1024.
  nutpie-lowrank  the same with `low_rank_modified_mass_matrix=True` (nutpie's diagonal plus
           low-rank mass matrix).

Every sampler gets the same log density: each Stan program of tests/fixtures/benchmarks/
(std_normal_100, poisson_gamma_10, eight_schools_noncentered, radon_hierarchical,
truncated_normal, logistic_regression, the last also on the 500 000-row data by its suite name)
coded by hand in JAX on the unconstrained space of Stan's transforms (`<lower=0>` is `exp`, plus
its log-Jacobian), so the posteriors are Stan's; data paths come from benches/suite.json. Chains
start uniform(-2, 2) on the unconstrained space, as in Stan, at the same points for every JAX
sampler. The PyMC versions for nutpie declare the same parameters in the same order with PyMC's
distributions on (0, inf) and its default log transform, which is Stan's unconstrained space and
log-Jacobian (the log densities differ by a constant only); nutpie starts its chains at its own
points (PyMC's support point plus uniform(-1, 1) jitter on the unconstrained space). Warmup
and draws are per chain and the same for all samplers (for MAMS, the tuner's passes together
take `--warmup` steps).

Figures are for the sampling phase; every phase is compiled ahead of time
(`jax.jit(...).lower(...).compile()`) and then timed on its own, so JAX's compile time is in no
figure. Gradient evaluations of all chains over the sampling phase and per second (a gradient
evaluation is a leapfrog step for NUTS, nutpie (its `n_steps`) and ChEES, half a step of the
two-stage McLachlan integrator for MAMS); the minimum bulk ESS (ArviZ `ess(method="bulk")`)
over the constrained values of the `parameters` block, as CmdStan writes them (transformed
parameters excluded, as in `wgmc bench`); that ESS per gradient evaluation and per second; the
maximum rank-normalized split R-hat (ArviZ); divergences. Prints a Markdown table; `--json PATH`
also writes the rows (rewritten after every case) with the package versions.

nutpie times no phase on its own: its run (started in the background and polled until its
chains are done, so that the conversion of the trace to ArviZ is left out) is timed whole and
split into warmup and sampling seconds by the two phases' shares of the gradient evaluations.
Warmup steps that cost more than sampling ones (the low-rank mass matrix's adaptation) are thus
partly charged to sampling. PyMC's and numba's compile time, and a short untimed run before the
timed one, are in no figure.

Needs jax, numpyro, blackjax and arviz (`pip install jax numpyro blackjax arviz`), and for nutpie
also nutpie, pymc and numba (`pip install nutpie pymc numba`); prints a note and exits 0 without
the ones the chosen samplers need.
"""

import argparse
import json
import math
import os
import platform
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_MODELS = [
    "std_normal_100",
    "poisson_gamma_10",
    "eight_schools_noncentered",
    "radon_hierarchical",
    "truncated_normal",
    "logistic_regression",
]
SAMPLERS = ["numpyro", "chees", "mams"]  # the default; nutpie and nutpie-lowrank on request
# BlackJAX ChEES: initial step size and Adam's learning rate on the log trajectory length
# (the rate of TensorFlow Probability's reference implementation of ChEES).
CHEES_INIT_STEP = 0.1
CHEES_LEARNING_RATE = 0.025
# BlackJAX MAMS: the target acceptance rate its documentation recommends.
MAMS_TARGET_ACCEPTANCE = 0.9


# --- Models -------------------------------------------------------------------------------
#
# A model is a list of parameter blocks (name, shape, transform), in the order of the Stan
# program's `parameters` block (which is the order of Stan's unconstrained vector), and a
# function of the constrained values giving the log density up to a constant (the Stan
# program's `model` block; `~` drops constants, so may this).


class Model:
    def __init__(self, name, blocks, log_density, exact_means=None):
        import numpy as np

        self.name = name
        self.blocks = blocks  # [(name, shape tuple, "none" | "lower0")]
        self.sizes = [int(np.prod(shape)) for _, shape, _ in blocks]
        self.dim = sum(self.sizes)
        self._log_density = log_density
        self.exact_means = exact_means  # {name: array} where the posterior is known
        self.program, self.data = None, None  # the Stan program's name and data, for nutpie
        self.nutpie = None  # nutpie's compiled model and its compile seconds, once compiled

    def logdensity(self, z):
        """Log density of the unconstrained vector z (float32), Jacobians included."""
        import jax.numpy as jnp

        values, log_jacobian, offset = {}, 0.0, 0
        for (name, shape, transform), size in zip(self.blocks, self.sizes):
            u = z[offset : offset + size].reshape(shape)
            offset += size
            if transform == "lower0":
                values[name] = jnp.exp(u)
                log_jacobian = log_jacobian + jnp.sum(u)
            else:
                values[name] = u
        return self._log_density(values) + log_jacobian

    def constrain(self, z):
        """Constrained parameters from unconstrained draws z of shape (chains, draws, dim)."""
        import numpy as np

        z = np.asarray(z, dtype=np.float64)
        out, offset = {}, 0
        for (name, shape, transform), size in zip(self.blocks, self.sizes):
            u = z[..., offset : offset + size].reshape(z.shape[:-1] + shape)
            offset += size
            out[name] = np.exp(u) if transform == "lower0" else u
        return out


def normal_lpdf(x, mu, sigma):
    """sum of normal_lpdf(x | mu, sigma) without the 2 pi constant; sigma may be a parameter."""
    import jax.numpy as jnp

    return jnp.sum(-0.5 * jnp.square((x - mu) / sigma) - jnp.log(sigma) * jnp.ones_like(x))


def log_normal_interval(a, b):
    """log(Phi(b) - Phi(a)) for a < b, in float32 without cancellation: the interval is
    reflected into the lower tail (where log_ndtr is accurate) and the difference taken as
    log_ndtr(hi) + log(1 - exp(log_ndtr(lo) - log_ndtr(hi)))."""
    import jax.numpy as jnp
    from jax.scipy.special import log_ndtr

    reflect = a + b > 0
    lo = jnp.where(reflect, -b, a)
    hi = jnp.where(reflect, -a, b)
    log_hi = log_ndtr(hi)
    x = jnp.minimum(log_ndtr(lo) - log_hi, -1e-30)
    return log_hi + jnp.log(-jnp.expm1(x))


def build_model(kind, data):
    """The Stan program `kind`.stan of tests/fixtures/benchmarks/ on its data, in JAX."""
    import jax.numpy as jnp
    import numpy as np

    f32 = lambda v: jnp.asarray(np.asarray(v, dtype=np.float32))

    if kind == "std_normal_100":
        # parameters { vector[D] x; }  model { x ~ std_normal(); }
        d = int(data["D"])
        return Model(kind, [("x", (d,), "none")], lambda p: -0.5 * jnp.sum(jnp.square(p["x"])))

    if kind == "poisson_gamma_10":
        # parameters { vector<lower=0>[N] rho; }
        # model { rho ~ gamma(shape, 1 / scale); y ~ poisson(rho); }
        n = int(data["N"])
        y = f32(data["y"])
        shape, rate = float(data["shape"]), 1.0 / float(data["scale"])

        def lp(p):
            rho = p["rho"]
            log_rho = jnp.log(rho)
            return jnp.sum((shape - 1.0) * log_rho - rate * rho) + jnp.sum(y * log_rho - rho)

        exact = {"rho": (shape + np.asarray(data["y"], dtype=np.float64)) / (rate + 1.0)}
        return Model(kind, [("rho", (n,), "lower0")], lp, exact_means=exact)

    if kind == "eight_schools_noncentered":
        # parameters { real mu; real<lower=0> tau; vector[J] theta_tilde; }
        # transformed parameters { vector[J] theta = mu + tau * theta_tilde; }
        # model { mu ~ normal(0, 5); tau ~ cauchy(0, 5); theta_tilde ~ normal(0, 1);
        #         y ~ normal(theta, sigma); }
        j = int(data["J"])
        y, sigma = f32(data["y"]), f32(data["sigma"])

        def lp(p):
            mu, tau, tt = p["mu"], p["tau"], p["theta_tilde"]
            theta = mu + tau * tt
            return (
                -0.5 * jnp.square(mu / 5.0)
                - jnp.log1p(jnp.square(tau / 5.0))
                - 0.5 * jnp.sum(jnp.square(tt))
                - 0.5 * jnp.sum(jnp.square((y - theta) / sigma))
            )

        blocks = [("mu", (), "none"), ("tau", (), "lower0"), ("theta_tilde", (j,), "none")]
        return Model(kind, blocks, lp)

    if kind == "radon_hierarchical":
        # parameters { real mu_a; real<lower=0> sigma_a; real beta; real<lower=0> sigma;
        #              vector[J] alpha_raw; }
        # transformed parameters { vector[J] alpha = mu_a + sigma_a * alpha_raw; }
        # model { mu_a ~ normal(0, 5); sigma_a ~ normal(0, 2.5); beta ~ normal(0, 5);
        #         sigma ~ normal(0, 2.5); alpha_raw ~ std_normal();
        #         y ~ normal(alpha[group] + beta * x, sigma); }
        j = int(data["J"])
        group = jnp.asarray(np.asarray(data["group"], dtype=np.int32) - 1)
        x, y = f32(data["x"]), f32(data["y"])

        def lp(p):
            alpha = p["mu_a"] + p["sigma_a"] * p["alpha_raw"]
            return (
                -0.5 * jnp.square(p["mu_a"] / 5.0)
                - 0.5 * jnp.square(p["sigma_a"] / 2.5)
                - 0.5 * jnp.square(p["beta"] / 5.0)
                - 0.5 * jnp.square(p["sigma"] / 2.5)
                - 0.5 * jnp.sum(jnp.square(p["alpha_raw"]))
                + normal_lpdf(y, alpha[group] + p["beta"] * x, p["sigma"])
            )

        blocks = [
            ("mu_a", (), "none"),
            ("sigma_a", (), "lower0"),
            ("beta", (), "none"),
            ("sigma", (), "lower0"),
            ("alpha_raw", (j,), "none"),
        ]
        return Model(kind, blocks, lp)

    if kind == "truncated_normal":
        # parameters { real mu; real<lower=0> sigma; }
        # model { mu ~ normal(0, 2); sigma ~ normal(0, 1);
        #         for (n in 1:N) y[n] ~ normal(mu, sigma) T[L, U]; }
        n = int(data["N"])
        lower, upper = float(data["L"]), float(data["U"])
        y = f32(data["y"])

        def lp(p):
            mu, sigma = p["mu"], p["sigma"]
            log_z = log_normal_interval((lower - mu) / sigma, (upper - mu) / sigma)
            return (
                -0.5 * jnp.square(mu / 2.0)
                - 0.5 * jnp.square(sigma)
                + normal_lpdf(y, mu, sigma)
                - n * log_z
            )

        return Model(kind, [("mu", (), "none"), ("sigma", (), "lower0")], lp)

    if kind == "logistic_regression":
        # parameters { real alpha; vector[D] beta; }
        # model { alpha ~ normal(0, 5); beta ~ normal(0, 1);
        #         y ~ bernoulli_logit(alpha + X * beta); }
        d = int(data["D"])
        x = f32(data["X"])
        y = f32(data["y"])

        def lp(p):
            eta = p["alpha"] + x @ p["beta"]
            return (
                -0.5 * jnp.square(p["alpha"] / 5.0)
                - 0.5 * jnp.sum(jnp.square(p["beta"]))
                + jnp.sum(y * eta - jnp.logaddexp(0.0, eta))
            )

        return Model(kind, [("alpha", (), "none"), ("beta", (d,), "none")], lp)

    raise KeyError(kind)


def build_pymc_model(kind, data):
    """The same Stan program as a PyMC model, for nutpie. Free variables are declared in the
    order of the `parameters` block; a positive one is a PyMC distribution on (0, inf) with
    PyMC's default log transform (Jacobian included), so the unconstrained space is Stan's and
    the posterior the same (the half distributions differ from Stan's full ones on (0, inf) by
    a constant factor only). No Deterministic: the trace holds the `parameters` block only."""
    import numpy as np
    import pymc as pm

    with pm.Model() as m:
        if kind == "std_normal_100":
            pm.Normal("x", 0.0, 1.0, shape=int(data["D"]))
        elif kind == "poisson_gamma_10":
            # gamma(shape, 1 / scale) in Stan's (shape, rate) terms
            rho = pm.Gamma("rho", alpha=float(data["shape"]), beta=1.0 / float(data["scale"]),
                           shape=int(data["N"]))
            pm.Poisson("y", rho, observed=np.asarray(data["y"], dtype=np.int64))
        elif kind == "eight_schools_noncentered":
            mu = pm.Normal("mu", 0.0, 5.0)
            tau = pm.HalfCauchy("tau", 5.0)
            tt = pm.Normal("theta_tilde", 0.0, 1.0, shape=int(data["J"]))
            pm.Normal("y", mu + tau * tt, np.asarray(data["sigma"], dtype=np.float64),
                      observed=np.asarray(data["y"], dtype=np.float64))
        elif kind == "radon_hierarchical":
            group = np.asarray(data["group"], dtype=np.int64) - 1
            x = np.asarray(data["x"], dtype=np.float64)
            mu_a = pm.Normal("mu_a", 0.0, 5.0)
            sigma_a = pm.HalfNormal("sigma_a", 2.5)
            beta = pm.Normal("beta", 0.0, 5.0)
            sigma = pm.HalfNormal("sigma", 2.5)
            alpha_raw = pm.Normal("alpha_raw", 0.0, 1.0, shape=int(data["J"]))
            alpha = mu_a + sigma_a * alpha_raw
            pm.Normal("y", alpha[group] + beta * x, sigma,
                      observed=np.asarray(data["y"], dtype=np.float64))
        elif kind == "truncated_normal":
            mu = pm.Normal("mu", 0.0, 2.0)
            sigma = pm.HalfNormal("sigma", 1.0)
            pm.Truncated("y", pm.Normal.dist(mu, sigma), lower=float(data["L"]),
                         upper=float(data["U"]), observed=np.asarray(data["y"], dtype=np.float64))
        elif kind == "logistic_regression":
            x = np.asarray(data["X"], dtype=np.float64)
            alpha = pm.Normal("alpha", 0.0, 5.0)
            beta = pm.Normal("beta", 0.0, 1.0, shape=int(data["D"]))
            pm.Bernoulli("y", logit_p=alpha + pm.math.dot(x, beta),
                         observed=np.asarray(data["y"], dtype=np.int64))
        else:
            raise KeyError(f"{kind} not available for nutpie")
    return m


# The suite's Stan programs written above as JAX log densities; all of them run by default.
KNOWN_PROGRAMS = frozenset(DEFAULT_MODELS)


def suite_models(suite_path):
    """{suite model name: (program name, data path)} for the models coded here."""
    with open(suite_path) as f:
        suite = json.load(f)
    base = os.path.dirname(os.path.abspath(suite_path))
    out = {}
    for m in suite["models"]:
        program = os.path.splitext(os.path.basename(m["stan"]))[0]
        if program in KNOWN_PROGRAMS:
            out[m["name"]] = (program, os.path.normpath(os.path.join(base, m["data"])))
    return out


# --- Samplers -----------------------------------------------------------------------------
#
# Each returns a dict with the unconstrained draws (chains, draws, dim), the sampling phase's
# gradient evaluations of all chains and its seconds, divergences, and some tuning figures.


def timed(fn, *args):
    """Compile fn for args ahead of time, then time one call: (result, seconds, compile s)."""
    import jax

    start = time.perf_counter()
    compiled = jax.jit(fn).lower(*args).compile()
    compile_s = time.perf_counter() - start
    start = time.perf_counter()
    out = jax.block_until_ready(compiled(*args))
    return out, time.perf_counter() - start, compile_s


def outcome(z, warmup, sampling, warmup_steps, steps, divergent, tuning, grads_per_step=1):
    """A sampler's results: the draws (draws x chains x dim in, chains x draws x dim out), the
    (seconds, compile seconds) of the warmup and sampling phases, the integration steps of each
    phase (grads_per_step gradient evaluations each), the divergence flags and a tuning note."""
    import numpy as np

    def grads(n):
        return grads_per_step * int(np.sum(np.asarray(n), dtype=np.int64))

    return {
        "z": np.swapaxes(np.asarray(z), 0, 1),
        "warmup_s": warmup[0],
        "compile_s": warmup[1] + sampling[1],
        "warmup_grads": grads(warmup_steps),
        "sampling_s": sampling[0],
        "grads": grads(steps),
        "divergences": int(np.sum(np.asarray(divergent))),
        "tuning": tuning,
    }


def run_numpyro(model, z0, key, args):
    import jax
    import numpy as np
    from numpyro.infer import NUTS

    # What MCMC(..., chain_method="vectorized") runs: NUTS initialised with one key per chain
    # (its sample function is then vmapped over chains) and iterated, adapting while the
    # iteration counter is below num_warmup. Driven here with lax.scan so that each phase is
    # compiled once ahead of time: MCMC.run recompiles its collection loop on every call.
    sampler = NUTS(potential_fn=lambda z: -model.logdensity(z))
    k_init, k_warm = jax.random.split(key)
    state = sampler.init(jax.random.split(k_init, args.chains), args.warmup, z0, (), {})

    def iterate(n, collect):
        def run(st):
            def body(s, _):
                s = sampler.sample(s, (), {})
                return s, collect(s)

            return jax.lax.scan(body, st, None, length=n)

        return run

    (state, warm_steps), warmup_s, compile_warm = timed(
        iterate(args.warmup, lambda s: s.num_steps), state
    )
    (state, (z, n_steps, divergent)), sampling_s, compile_draw = timed(
        iterate(args.draws, lambda s: (s.z, s.num_steps, s.diverging)), state
    )
    step_size = np.asarray(state.adapt_state.step_size)
    tuning = f"step {np.median(step_size):.3g} (median)"
    phases = ((warmup_s, compile_warm), (sampling_s, compile_draw))
    return outcome(z, *phases, warm_steps, n_steps, divergent, tuning)


def run_chees(model, z0, key, args):
    import blackjax
    import jax
    import jax.numpy as jnp
    import numpy as np
    import optax
    from blackjax.adaptation.base import get_filter_adapt_info_fn

    chains, logdensity = args.chains, model.logdensity
    k_warm, k_draw = jax.random.split(key)
    warmup = blackjax.chees_adaptation(
        logdensity,
        chains,
        mass_matrix_estimation=None if args.chees_mass == "identity" else "diagonal",
        adaptation_info_fn=get_filter_adapt_info_fn(info_keys={"num_integration_steps"}),
    )
    kept = {}  # the tuned kernel's Python functions, taken while tracing the warmup

    def warm(k, z):
        (states, params), info = warmup.run(
            k,
            z,
            step_size=CHEES_INIT_STEP,
            optim=optax.adam(CHEES_LEARNING_RATE),
            num_steps=args.warmup,
            max_sampling_steps=args.draws,
        )
        kept.update({n: params[n] for n in ("next_random_arg_fn", "integration_steps_fn")})
        tuned = {n: params[n] for n in ("step_size", "inverse_mass_matrix", "integration_steps_params")}
        return states, tuned, info.info.num_integration_steps

    (states, tuned, warmup_grads), warmup_s, compile_warm = timed(warm, k_warm, z0)
    step = blackjax.dynamic_hmc(logdensity, **tuned, **kept).step

    def sample(states, k):
        def body(st, kk):
            st, info = jax.vmap(step)(jax.random.split(kk, chains), st)
            return st, (st.position, info.num_integration_steps, info.is_divergent)

        _, draws = jax.lax.scan(body, states, jax.random.split(k, args.draws))
        return draws

    (z, n_steps, divergent), sampling_s, compile_draw = timed(sample, states, k_draw)
    step_size = float(tuned["step_size"])
    tuning = f"step {step_size:.3g}, L/step {float(tuned['integration_steps_params'][0]):.3g}"
    phases = ((warmup_s, compile_warm), (sampling_s, compile_draw))
    return outcome(z, *phases, warmup_grads, n_steps, divergent, tuning)


def run_mams(model, z0, key, args):
    import blackjax
    import jax
    import jax.numpy as jnp
    import numpy as np
    from blackjax.mcmc import adjusted_mclmc_dynamic as amd
    from blackjax.mcmc.integrators import isokinetic_mclachlan

    chains, logdensity = args.chains, model.logdensity
    k_init, k_tune, k_draw = jax.random.split(key, 3)
    kernel = amd.build_kernel(
        integration_steps_fn=amd.make_random_trajectory_length_fn(True),
        integrator=isokinetic_mclachlan,
    )
    # The tuner runs frac_tune1 + frac_tune2 of num_steps in its first pass, frac_tune1 in its
    # second (frac_tune3 = 0, its default): split --warmup into n1 + n2 + n1 steps.
    n1 = args.warmup // 3
    n2 = args.warmup - 2 * n1
    w = max(args.warmup, 1)

    def tune(z, k_state, k):
        state = amd.init(z, logdensity, k_state)
        state, params, n_steps = blackjax.adjusted_mclmc_find_L_and_step_size(
            mclmc_kernel=kernel,
            logdensity_fn=logdensity,
            num_steps=w,
            state=state,
            rng_key=k,
            target=MAMS_TARGET_ACCEPTANCE,
            frac_tune1=(n1 + 0.5) / w,
            frac_tune2=(n2 + 0.5) / w,
            frac_tune3=0.0,
            diagonal_preconditioning=True,
        )
        return state, params, n_steps

    def warm(z, k1, k2):
        return jax.vmap(tune)(z, jax.random.split(k1, chains), jax.random.split(k2, chains))

    (states, params, tune_steps), warmup_s, compile_warm = timed(warm, z0, k_init, k_tune)

    def one(k, st, eps, imm, avg):
        return kernel(k, st, logdensity, eps, jnp.inf, imm, (avg,))

    def sample(states, params, k):
        avg = params.L / params.step_size

        def body(st, kk):
            st, info = jax.vmap(one)(
                jax.random.split(kk, chains), st, params.step_size, params.inverse_mass_matrix, avg
            )
            return st, (st.position, info.num_integration_steps, info.is_divergent)

        _, draws = jax.lax.scan(body, states, jax.random.split(k, args.draws))
        return draws

    (z, n_steps, divergent), sampling_s, compile_draw = timed(sample, states, params, k_draw)
    step_size = np.asarray(params.step_size)
    avg = np.asarray(params.L) / step_size
    tuning = f"step {np.median(step_size):.3g}, L/step {np.median(avg):.3g} (medians)"
    phases = ((warmup_s, compile_warm), (sampling_s, compile_draw))
    # The isokinetic McLachlan integrator evaluates the gradient twice per step.
    return outcome(z, *phases, tune_steps, n_steps, divergent, tuning, grads_per_step=2)


def nutpie_compiled(model):
    """The model compiled by nutpie (PyMC, numba backend), once per model: (compiled, seconds)."""
    import nutpie

    if getattr(model, "nutpie", None) is None:
        start = time.perf_counter()
        pymc_model = build_pymc_model(model.program, model.data)
        compiled = nutpie.compile_pymc_model(pymc_model, backend="numba")
        if compiled.n_dim != model.dim:
            raise ValueError(f"nutpie's model has {compiled.n_dim} dimensions, Stan's {model.dim}")
        model.nutpie = (compiled, time.perf_counter() - start)
    return model.nutpie


def wait_finished(sampler):
    """Poll a nutpie background sampler until its chains are done, so that the conversion of
    the trace to ArviZ is left out of the time. Its `is_finished` waits about a millisecond for
    the chains and raises TimeoutError while they still run (nutpie 0.16)."""
    while True:
        try:
            if sampler.is_finished:
                return
        except TimeoutError:
            continue
        time.sleep(0.001)


def unconstrained_draws(model, posterior):
    """(chains, draws, dim) unconstrained draws, in Stan's order, from nutpie's constrained ones."""
    import numpy as np

    parts = []
    for name, _, transform in model.blocks:
        v = np.asarray(posterior[name].values, dtype=np.float64)
        v = v.reshape(v.shape[:2] + (-1,))
        parts.append(np.log(v) if transform == "lower0" else v)
    return np.concatenate(parts, axis=-1)


def run_nutpie(model, z0, key, args, low_rank=False):
    import nutpie
    import numpy as np

    compiled, compile_s = nutpie_compiled(model)
    cores = min(args.chains, os.cpu_count() or 1)
    settings = dict(seed=args.seed, progress_bar=False, low_rank_modified_mass_matrix=low_rank)
    # A short untimed run first, so that nothing left to compile or load is in the timed one.
    start = time.perf_counter()
    nutpie.sample(compiled, chains=1, tune=10, draws=10, cores=1, **settings)
    compile_s += time.perf_counter() - start

    start = time.perf_counter()
    sampler = nutpie.sample(
        compiled, chains=args.chains, tune=args.warmup, draws=args.draws, cores=cores,
        blocking=False, **settings
    )
    wait_finished(sampler)
    total_s = time.perf_counter() - start
    idata = sampler.wait()

    stats, warm_stats = idata.sample_stats, idata.warmup_sample_stats
    warm_steps = np.asarray(warm_stats["n_steps"].values, dtype=np.int64)
    n_steps = np.asarray(stats["n_steps"].values, dtype=np.int64)
    # nutpie times no phase on its own: the run's seconds are split by the phases' shares of
    # the gradient evaluations.
    warm_n, draw_n = int(warm_steps.sum()), int(n_steps.sum())
    sampling_s = total_s * draw_n / max(warm_n + draw_n, 1)
    z = unconstrained_draws(model, idata.posterior)
    step_size = np.asarray(stats["step_size"].values)[:, -1]
    tuning = f"step {np.median(step_size):.3g} (median), {cores} threads"
    phases = ((total_s - sampling_s, compile_s), (sampling_s, 0.0))
    divergent = np.asarray(stats["diverging"].values)
    return outcome(np.swapaxes(z, 0, 1), *phases, warm_steps, n_steps, divergent, tuning)


def run_nutpie_lowrank(model, z0, key, args):
    return run_nutpie(model, z0, key, args, low_rank=True)


RUNNERS = {
    "numpyro": run_numpyro,
    "chees": run_chees,
    "mams": run_mams,
    "nutpie": run_nutpie,
    "nutpie-lowrank": run_nutpie_lowrank,
}
NUTPIE_NEEDS = ["nutpie", "pymc", "numba"]
NEEDS = {
    "numpyro": ["numpyro"],
    "chees": ["blackjax", "optax"],
    "mams": ["blackjax"],
    "nutpie": NUTPIE_NEEDS,
    "nutpie-lowrank": NUTPIE_NEEDS,
}


# --- Diagnostics and report -----------------------------------------------------------------


def diagnose(model, z):
    """(min bulk ESS, min tail ESS, max R-hat, posterior means) over the constrained parameters."""
    import arviz as az
    import numpy as np

    values = model.constrain(z)
    ess = az.ess(values, method="bulk")
    tail = az.ess(values, method="tail")
    rhat = az.rhat(values)
    flat = lambda ds: np.concatenate([np.ravel(ds[n].values) for n in values])
    means = {n: np.mean(v, axis=(0, 1)) for n, v in values.items()}
    return float(np.nanmin(flat(ess))), float(np.nanmin(flat(tail))), float(np.nanmax(flat(rhat))), means


def versions():
    import importlib.metadata as md

    out = {"python": platform.python_version()}
    jax_side = ["jax", "jaxlib", "numpyro", "blackjax", "optax", "arviz", "numpy"]
    for p in jax_side + ["nutpie", "pymc", "pytensor", "numba"]:
        try:
            out[p] = md.version(p)
        except md.PackageNotFoundError:
            pass
    return out


def fmt(x, digits=3):
    if x is None or (isinstance(x, float) and not math.isfinite(x)):
        return "—"
    if isinstance(x, int):
        return f"{x:,}".replace(",", " ")
    if abs(x) >= 1000:
        return f"{x:,.0f}".replace(",", " ")
    return f"{x:.{digits}g}"


COLUMNS = [
    ("model", "model"),
    ("sampler", "sampler"),
    ("warmup s", "warmup_s"),
    ("sampling s", "sampling_s"),
    ("grad evals", "grad_evals"),
    ("grad evals/s", "grad_evals_per_s"),
    ("grads/draw", "grads_per_draw"),
    ("min bulk ESS", "min_ess_bulk"),
    ("ESS/grad", "ess_per_grad"),
    ("tail ESS/grad", "tail_ess_per_grad"),
    ("ESS/s", "min_ess_bulk_per_s"),
    ("max R-hat", "max_rhat"),
    ("divergences", "divergences"),
    ("tuning", "tuning"),
]


def table(rows):
    lines = ["| " + " | ".join(c for c, _ in COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for r in rows:
        if "error" in r:
            cells = [r["model"], r["sampler"], f"error: {r['error']}"] + [""] * (len(COLUMNS) - 3)
        else:
            cells = []
            for _, k in COLUMNS:
                v = r.get(k)
                if k == "max_rhat" and v is not None and math.isfinite(v):
                    cells.append(f"{v:.3f}")
                elif k in ("ess_per_grad", "tail_ess_per_grad") and v is not None:
                    cells.append(f"{v:.3g}")
                else:
                    cells.append(v if isinstance(v, str) else fmt(v))
        lines.append("| " + " | ".join(str(c) for c in cells) + " |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--suite", default=os.path.join(HERE, "suite.json"), help="suite file giving the data paths")
    parser.add_argument("--models", default=",".join(DEFAULT_MODELS), help="comma-separated suite model names")
    parser.add_argument(
        "--samplers",
        default=",".join(SAMPLERS),
        help="comma-separated: numpyro,chees,mams (the default), nutpie,nutpie-lowrank",
    )
    parser.add_argument("--chains", type=int, default=1024)
    parser.add_argument("--warmup", type=int, default=200)
    parser.add_argument("--draws", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--chees-mass",
        choices=["diagonal", "identity"],
        default="diagonal",
        help="ChEES mass matrix: BlackJAX's cross-chain diagonal estimate (default) or identity",
    )
    parser.add_argument("--means", action="store_true", help="also print posterior means per parameter")
    parser.add_argument("--json", help="write the rows and versions to this file")
    args = parser.parse_args()

    samplers = [s for s in args.samplers.split(",") if s]
    unknown = [s for s in samplers if s not in RUNNERS]
    if unknown:
        parser.error(f"unknown samplers {unknown}; known: {list(RUNNERS)}")
    import importlib.util

    needed = ["jax", "numpy", "arviz"] + [p for s in samplers for p in NEEDS[s]]
    missing = sorted({p for p in needed if importlib.util.find_spec(p) is None})
    if missing:
        hint = "pip install jax numpyro blackjax arviz; for nutpie also nutpie pymc numba"
        print(f"anchors: skipped, missing {', '.join(missing)} ({hint})")
        return 0

    import jax
    import numpy as np

    available = suite_models(args.suite)
    models = [m for m in args.models.split(",") if m]
    for m in models:
        if m not in available:
            parser.error(f"model {m!r} is not a suite model coded here; known: {sorted(available)}")

    info = versions()
    info["platform"] = jax.devices()[0].platform
    info["device"] = str(jax.devices()[0].device_kind)
    info["cpus"] = os.cpu_count()
    header = ", ".join(f"{k} {v}" for k, v in info.items())
    print(f"# anchors: {header}")
    uses_nutpie = any(s.startswith("nutpie") for s in samplers)
    precision = "float32 (nutpie: float64)" if uses_nutpie else "float32"
    print(f"# {args.chains} chains, {args.warmup} warmup + {args.draws} draws per chain, seed {args.seed}, "
          f"{precision}")
    sys.stdout.flush()

    rows = []
    settings = {k: getattr(args, k) for k in ("chains", "warmup", "draws", "seed", "chees_mass")}
    settings.update(chees_init_step=CHEES_INIT_STEP, chees_learning_rate=CHEES_LEARNING_RATE,
                    mams_target_acceptance=MAMS_TARGET_ACCEPTANCE)
    for name in models:
        program, data_path = available[name]
        try:
            with open(data_path) as f:
                data = json.load(f)
            model = build_model(program, data)
            model.program, model.data = program, data
        except (OSError, ValueError, KeyError) as e:
            for s in samplers:
                rows.append({"model": name, "sampler": s, "error": f"{type(e).__name__}: {e}"})
            continue
        key = jax.random.PRNGKey(args.seed)
        k_init, k_run = jax.random.split(key)
        z0 = jax.random.uniform(k_init, (args.chains, model.dim), minval=-2.0, maxval=2.0)
        for s in samplers:
            print(f"# {name} / {s} ...", file=sys.stderr, flush=True)
            try:
                r = RUNNERS[s](model, z0, k_run, args)
                start = time.perf_counter()
                min_ess, min_tail, max_rhat, means = diagnose(model, r["z"])
                diagnostics_s = time.perf_counter() - start
            except Exception as e:  # a failing case is a row with its error
                rows.append({"model": name, "sampler": s, "error": f"{type(e).__name__}: {e}"})
                print(f"# {name} / {s}: {type(e).__name__}: {e}", file=sys.stderr, flush=True)
                continue
            grads, t = r["grads"], r["sampling_s"]
            row = {
                "model": name,
                "sampler": s,
                "dim": model.dim,
                "chains": args.chains,
                "warmup": args.warmup,
                "draws": args.draws,
                "warmup_s": r["warmup_s"],
                "compile_s": r["compile_s"],
                "warmup_grad_evals": r["warmup_grads"],
                "sampling_s": t,
                "grad_evals": grads,
                "grad_evals_per_s": grads / t,
                "grads_per_draw": grads / (args.chains * args.draws),
                "min_ess_bulk": min_ess,
                "ess_per_grad": min_ess / grads if grads else float("nan"),
                "min_ess_tail": min_tail,
                "tail_ess_per_grad": min_tail / grads if grads else float("nan"),
                "min_ess_bulk_per_s": min_ess / t,
                "max_rhat": max_rhat,
                "divergences": r["divergences"],
                "tuning": r["tuning"],
                "diagnostics_s": diagnostics_s,
                "means": {k: np.atleast_1d(v).tolist() for k, v in means.items()},
            }
            rows.append(row)
            if args.means:
                for k, v in means.items():
                    line = " ".join(f"{x:.3f}" for x in np.atleast_1d(v)[:12])
                    more = " ..." if np.size(v) > 12 else ""
                    exact = ""
                    if model.exact_means and k in model.exact_means:
                        err = np.max(np.abs(np.atleast_1d(v) - model.exact_means[k]))
                        exact = f"  (exact: {' '.join(f'{x:.3f}' for x in model.exact_means[k][:12])}; max |diff| {err:.3f})"
                    print(f"#   {name} / {s} mean {k}: {line}{more}{exact}")
            if args.json:
                with open(args.json, "w") as f:
                    json.dump({"versions": info, "settings": settings, "rows": rows}, f, indent=1)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"versions": info, "settings": settings, "rows": rows}, f, indent=1)

    print()
    print(table(rows))
    print()
    print("Sampling phase only, all chains; ESS = minimum bulk ESS over the constrained parameters;")
    print("ESS/grad = that ESS per gradient evaluation of the sampling phase; JAX's compile time excluded.")
    if uses_nutpie:
        print("nutpie: float64, chains as threads; its run time split by the phases' shares of gradient")
        print("evaluations (nutpie times no phase on its own); PyMC/numba compile time excluded.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
