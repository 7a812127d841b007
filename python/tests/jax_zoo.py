"""The NumPyro model zoo of the JAX front end's tests: each entry is ``(model, args, kwargs)``
with its data (seeded, small)."""

import numpy as np

numpyro = __import__("pytest").importorskip("numpyro")
import jax.numpy as jnp  # noqa: E402
import numpyro.distributions as dist  # noqa: E402
from numpyro import handlers  # noqa: E402

rng = np.random.default_rng(7)


def eight_schools_centered(J, sigma, y=None):
    mu = numpyro.sample("mu", dist.Normal(0, 5))
    tau = numpyro.sample("tau", dist.HalfCauchy(5))
    with numpyro.plate("J", J):
        theta = numpyro.sample("theta", dist.Normal(mu, tau))
        numpyro.sample("obs", dist.Normal(theta, sigma), obs=y)


def eight_schools_noncentered(J, sigma, y=None):
    mu = numpyro.sample("mu", dist.Normal(0, 5))
    tau = numpyro.sample("tau", dist.HalfCauchy(5))
    with numpyro.plate("J", J):
        eta = numpyro.sample("eta", dist.Normal(0, 1))
        theta = numpyro.deterministic("theta", mu + tau * eta)
        numpyro.sample("obs", dist.Normal(theta, sigma), obs=y)


def logistic_regression(X, y=None):
    alpha = numpyro.sample("alpha", dist.Normal(0, 5))
    beta = numpyro.sample("beta", dist.Normal(0, 1).expand([X.shape[1]]))
    numpyro.sample("y", dist.Bernoulli(logits=alpha + X @ beta), obs=y)


def radon(county, x, n_county, y=None):
    mu_a = numpyro.sample("mu_a", dist.Normal(0, 10))
    sigma_a = numpyro.sample("sigma_a", dist.HalfNormal(1))
    mu_b = numpyro.sample("mu_b", dist.Normal(0, 10))
    sigma_b = numpyro.sample("sigma_b", dist.HalfNormal(1))
    with numpyro.plate("county", n_county):
        a = numpyro.sample("a", dist.Normal(mu_a, sigma_a))
        b = numpyro.sample("b", dist.Normal(mu_b, sigma_b))
    eps = numpyro.sample("eps", dist.HalfNormal(1))
    with numpyro.plate("obs", len(x)):
        numpyro.sample("y", dist.Normal(a[county] + b[county] * x, eps), obs=y)


def poisson_glm(x, y=None):
    a = numpyro.sample("a", dist.Normal(0, 2))
    b = numpyro.sample("b", dist.Normal(0, 1))
    numpyro.sample("y", dist.Poisson(jnp.exp(a + b * x)), obs=y)


def negbin_glm(x, y=None):
    a = numpyro.sample("a", dist.Normal(0, 2))
    b = numpyro.sample("b", dist.Normal(0, 1))
    phi = numpyro.sample("phi", dist.Gamma(2.0, 0.5))
    numpyro.sample("y", dist.NegativeBinomial2(jnp.exp(a + b * x), phi), obs=y)


def mixture(y=None):
    w = numpyro.sample("w", dist.Beta(2, 2))
    mu = numpyro.sample("mu", dist.Normal(jnp.array([-2.0, 2.0]), 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(2.0))
    mix = dist.MixtureSameFamily(dist.Categorical(probs=jnp.stack([w, 1 - w])), dist.Normal(mu, sigma))
    numpyro.sample("y", mix, obs=y)


def truncated(y=None):
    mu = numpyro.sample("mu", dist.TruncatedNormal(0.0, 2.0, low=-1.0, high=3.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    numpyro.sample("y", dist.TruncatedNormal(mu, sigma, low=-1.0, high=4.0), obs=y)


def masked(y, mask):
    mu = numpyro.sample("mu", dist.Normal(0, 3))
    sigma = numpyro.sample("sigma", dist.HalfNormal(2))
    with handlers.mask(mask=mask):
        numpyro.sample("y", dist.Normal(mu, sigma), obs=y)


def dropped(y):
    mu = numpyro.sample("mu", dist.Normal(0, 3))
    sigma = numpyro.sample("sigma", dist.HalfNormal(2))
    numpyro.sample("y", dist.Normal(mu, sigma), obs=y)


def mvn_lkj(y=None):
    L = numpyro.sample("L", dist.LKJCholesky(3, 2.0))
    sd = numpyro.sample("sd", dist.HalfNormal(1.0).expand([3]))
    mu = numpyro.sample("mu", dist.Normal(0, 2).expand([3]))
    numpyro.sample("y", dist.MultivariateNormal(mu, scale_tril=sd[:, None] * L), obs=y)


def gp(x, y=None):
    amp = numpyro.sample("amp", dist.LogNormal(0, 1))
    ls = numpyro.sample("ls", dist.LogNormal(0, 1))
    noise = numpyro.sample("noise", dist.HalfNormal(1))
    k = amp**2 * jnp.exp(-0.5 * (x[:, None] - x[None, :]) ** 2 / ls**2) + (noise**2 + 1e-6) * jnp.eye(len(x))
    numpyro.sample("y", dist.MultivariateNormal(jnp.zeros(len(x)), covariance_matrix=k), obs=y)


def ar1(y=None):
    alpha = numpyro.sample("alpha", dist.Normal(0, 1))
    beta = numpyro.sample("beta", dist.Uniform(-1, 1))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1))
    numpyro.sample("y", dist.Normal(alpha + beta * y[:-1], sigma), obs=y[1:])


def _data():
    n = 60
    X = rng.normal(size=(n, 3))
    logits = 0.3 + X @ np.array([1.0, -0.5, 0.25])
    county = rng.integers(0, 6, size=n)
    xr = rng.normal(size=n)
    yr = rng.normal(size=6)[county] + 0.5 * xr + 0.3 * rng.normal(size=n)
    xc = rng.normal(size=40)
    ys = np.concatenate([rng.normal(-2, 1, 30), rng.normal(2, 1, 30)])
    ym = rng.normal(1.0, 1.5, size=30)
    mask = rng.random(30) < 0.7
    ar = np.zeros(50)
    for t in range(1, 50):
        ar[t] = 0.2 + 0.6 * ar[t - 1] + 0.5 * rng.normal()
    Lt = np.linalg.cholesky(np.array([[1, 0.5, 0.2], [0.5, 1, 0.3], [0.2, 0.3, 1]]))
    gx = np.linspace(0, 5, 12)
    return {
        "eight_schools_centered": (
            eight_schools_centered,
            (8, np.array([15.0, 10, 16, 11, 9, 11, 10, 18])),
            {"y": np.array([28.0, 8, -3, 7, -1, 1, 18, 12])},
        ),
        "eight_schools_noncentered": (
            eight_schools_noncentered,
            (8, np.array([15.0, 10, 16, 11, 9, 11, 10, 18])),
            {"y": np.array([28.0, 8, -3, 7, -1, 1, 18, 12])},
        ),
        "logistic_regression": (logistic_regression, (X,), {"y": (rng.random(n) < 1 / (1 + np.exp(-logits))).astype(np.int32)}),
        "radon": (radon, (county, xr, 6), {"y": yr}),
        "poisson_glm": (poisson_glm, (xc,), {"y": rng.poisson(np.exp(0.5 + 0.4 * xc))}),
        "negbin_glm": (negbin_glm, (xc,), {"y": rng.poisson(np.exp(0.5 + 0.4 * xc) * rng.gamma(4, 0.25, size=40))}),
        "mixture": (mixture, (), {"y": ys}),
        "truncated": (truncated, (), {"y": np.clip(rng.normal(1.0, 1.0, size=25), -0.9, 3.9)}),
        "masked": (masked, (ym, mask), {}),
        "mvn_lkj": (mvn_lkj, (), {"y": rng.normal(size=(20, 3)) @ Lt.T + np.array([1.0, -1, 0])}),
        "gp": (gp, (gx,), {"y": np.sin(gx) + 0.2 * rng.normal(size=12)}),
        "ar1": (ar1, (), {"y": ar}),
    }


ZOO = _data()
MASKED_DROPPED = (dropped, (ZOO["masked"][1][0][ZOO["masked"][1][1]],), {})
