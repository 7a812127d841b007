#!/usr/bin/env python3
"""Reference log densities / log mass functions in Stan's parametrizations.

Evaluates each density with mpmath at 50 significant digits (re-checked at 100
digits) from the formulas of the Stan Functions Reference (full densities,
normalizing constants included, i.e. `*_lpdf` / `*_lpmf` with propto=false),
and writes `tests/fixtures/lpdf_reference.json`:

    [{"dist": "normal", "args": [1.5, -0.3, 2.2], "lpdf": -1.9356...}, ...]

`args` are in Stan's argument order, outcome first; counts are JSON integers,
reals are JSON numbers (written so that serde_json's default parser reads them
exactly). `lpdf` is the reference rounded to f64, or "-inf" outside the
support. See README.md in this directory for every formula.

Usage (from the repository root):  python3 tools/reference/gen_lpdf.py
"""

import os
import sys

import mpmath as mp

sys.dont_write_bytecode = True  # keep tools/reference free of __pycache__
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_special import (  # noqa: E402
    INF,
    ROOT,
    checked,
    json_arg,
    json_value,
    log_ncdf,
    ncdf,
    ref_log_diff_phi,
    safe_float,
    write_cases,
)

OUT = os.path.join(ROOT, "tests", "fixtures", "lpdf_reference.json")


def log_sqrt_2pi():
    return mp.log(2 * mp.pi) / 2


def log_inv_logit(x):
    return -mp.log1p(mp.exp(-x))


def lchoose(n, k):
    return mp.loggamma(n + 1) - mp.loggamma(k + 1) - mp.loggamma(n - k + 1)


# ---------------------------------------------------------------------------
# Densities (Stan Functions Reference), arguments in Stan's order
# ---------------------------------------------------------------------------


def normal(y, mu, sigma):
    z = (y - mu) / sigma
    return -z * z / 2 - mp.log(sigma) - log_sqrt_2pi()


def std_normal(y):
    return -y * y / 2 - log_sqrt_2pi()


def cauchy(y, mu, sigma):
    z = (y - mu) / sigma
    return -mp.log(mp.pi) - mp.log(sigma) - mp.log1p(z * z)


def student_t(y, nu, mu, sigma):
    z = (y - mu) / sigma
    return (mp.loggamma((nu + 1) / 2) - mp.loggamma(nu / 2) - mp.log(nu * mp.pi) / 2 - mp.log(sigma)
            - (nu + 1) / 2 * mp.log1p(z * z / nu))


def exponential(y, beta):  # beta = rate
    return mp.log(beta) - beta * y


def gamma(y, alpha, beta):  # alpha = shape, beta = rate
    return alpha * mp.log(beta) - mp.loggamma(alpha) + (alpha - 1) * mp.log(y) - beta * y


def inv_gamma(y, alpha, beta):  # alpha = shape, beta = scale
    return alpha * mp.log(beta) - mp.loggamma(alpha) - (alpha + 1) * mp.log(y) - beta / y


def lognormal(y, mu, sigma):
    z = (mp.log(y) - mu) / sigma
    return -z * z / 2 - mp.log(sigma) - log_sqrt_2pi() - mp.log(y)


def beta(theta, a, b):
    return (mp.loggamma(a + b) - mp.loggamma(a) - mp.loggamma(b) + (a - 1) * mp.log(theta)
            + (b - 1) * mp.log1p(-theta))


def uniform(y, alpha, beta):
    if y < alpha or y > beta:
        return -mp.inf
    return -mp.log(beta - alpha)


def xlogy(x, y):
    """x log(y), with 0 log 0 = 0."""
    return mp.mpf(0) if x == 0 else x * mp.log(y)


def bernoulli(n, theta):
    if n not in (0, 1) or not 0 <= theta <= 1:
        return -mp.inf
    return xlogy(n, theta) + xlogy(1 - n, 1 - mp.mpf(theta))


def binomial(n, N, theta):
    if not 0 <= n <= N or not 0 <= theta <= 1:
        return -mp.inf
    return lchoose(N, n) + xlogy(n, theta) + xlogy(N - n, 1 - mp.mpf(theta))


def bernoulli_logit(n, alpha):
    if n not in (0, 1):
        return -mp.inf
    return log_inv_logit(alpha) if n == 1 else log_inv_logit(-alpha)


def binomial_logit(n, N, alpha):
    return lchoose(N, n) + n * log_inv_logit(alpha) + (N - n) * log_inv_logit(-alpha)


def poisson(n, lam):
    return n * mp.log(lam) - lam - mp.loggamma(n + 1)


def poisson_log(n, alpha):
    return n * alpha - mp.exp(alpha) - mp.loggamma(n + 1)


def neg_binomial_2(n, mu, phi):
    return (mp.loggamma(n + phi) - mp.loggamma(n + 1) - mp.loggamma(phi) + n * (mp.log(mu) - mp.log(mu + phi))
            + phi * (mp.log(phi) - mp.log(mu + phi)))


def weibull(y, alpha, sigma):
    if y < 0:
        return -mp.inf
    return mp.log(alpha) - mp.log(sigma) + (alpha - 1) * (mp.log(y) - mp.log(sigma)) - (y / sigma) ** alpha


def categorical_logit(y, *beta):  # y in 1..K, beta a vector of K log odds
    return beta[y - 1] - mp.log(mp.fsum(mp.exp(b) for b in beta))


def categorical(y, *theta):  # y in 1..K, theta a simplex of K probabilities
    return mp.log(theta[y - 1])


def lkj_corr_cholesky(eta, K, *L):  # L: the K x K factor, row-major
    # Lewandowski, Kurowicka and Joe (2009), equations 15 and 16 (Stan's code uses theorem 5):
    # log of the normalizer 2^(sum (2 eta - 2 + d) d) prod B(b, b)^d, d = K - k,
    # b = eta + (d - 1) / 2, negated.
    log_norm = 0
    for k in range(1, K):
        d = K - k
        b = eta + mp.mpf(d - 1) / 2
        log_norm += d * (2 * mp.loggamma(b) - mp.loggamma(2 * b)) + (2 * eta - 2 + d) * d * mp.log(2)
    return -log_norm + mp.fsum((K - k + 2 * eta - 2) * mp.log(L[(k - 1) * K + k - 1]) for k in range(2, K + 1))


def cholesky_corr(K, cpcs):
    """The Cholesky factor of a correlation matrix from K(K - 1)/2 canonical partial
    correlations, row by row (the Reference Manual's transform), as f64 values, row-major."""
    L = [[0.0] * K for _ in range(K)]
    L[0][0] = 1.0
    z = iter(cpcs)
    for i in range(1, K):
        s = 0.0
        for j in range(i):
            L[i][j] = next(z) * (1 - s) ** 0.5
            s += L[i][j] ** 2
        L[i][i] = (1 - s) ** 0.5
    return tuple(x for row in L for x in row)


def logistic(y, mu, sigma):
    z = (y - mu) / sigma
    return -z - mp.log(sigma) - 2 * mp.log1p(mp.exp(-z))


def double_exponential(y, mu, sigma):
    return -mp.log(2 * sigma) - abs(y - mu) / sigma


def pareto(y, y_min, alpha):
    if y < y_min:
        return -mp.inf
    return mp.log(alpha) + alpha * mp.log(y_min) - (alpha + 1) * mp.log(y)


def pareto_type_2(y, mu, lam, alpha):
    if y < mu:
        return -mp.inf
    return mp.log(alpha) - mp.log(lam) - (alpha + 1) * mp.log1p((y - mu) / lam)


def gumbel(y, mu, beta):
    z = (y - mu) / beta
    return -mp.log(beta) - z - mp.exp(-z)


def frechet(y, alpha, sigma):
    return mp.log(alpha) - mp.log(sigma) - (1 + alpha) * mp.log(y / sigma) - (y / sigma) ** (-alpha)


def rayleigh(y, sigma):
    return mp.log(y) - 2 * mp.log(sigma) - y * y / (2 * sigma * sigma)


def loglogistic(y, alpha, beta):  # alpha = scale, beta = shape
    return (mp.log(beta) - mp.log(alpha) + (beta - 1) * (mp.log(y) - mp.log(alpha))
            - 2 * mp.log1p((y / alpha) ** beta))


def chi_square(y, nu):
    return -nu / 2 * mp.log(2) - mp.loggamma(nu / 2) + (nu / 2 - 1) * mp.log(y) - y / 2


def inv_chi_square(y, nu):
    return -nu / 2 * mp.log(2) - mp.loggamma(nu / 2) - (nu / 2 + 1) * mp.log(y) - 1 / (2 * y)


def scaled_inv_chi_square(y, nu, s):
    half = nu / 2
    return half * mp.log(half) - mp.loggamma(half) + nu * mp.log(s) - (half + 1) * mp.log(y) - half * s * s / y


def skew_normal(y, xi, omega, alpha):
    z = (y - xi) / omega
    return mp.log(2) - mp.log(omega) - log_sqrt_2pi() - z * z / 2 + log_ncdf(alpha * z)


def skew_double_exponential(y, mu, sigma, tau):
    w = (1 - tau) * (mu - y) if y < mu else tau * (y - mu)
    return mp.log(2) + mp.log(tau) + mp.log1p(-tau) - mp.log(sigma) - 2 * w / sigma


def beta_proportion(theta, mu, kappa):
    return beta(theta, mu * kappa, (1 - mu) * kappa)


def neg_binomial(n, alpha, beta_):
    return (mp.loggamma(n + alpha) - mp.loggamma(n + 1) - mp.loggamma(alpha) + alpha * mp.log(beta_)
            - (alpha + n) * mp.log1p(beta_))


def neg_binomial_2_log(n, eta, phi):
    return neg_binomial_2(n, mp.exp(eta), phi)


def beta_binomial(n, N, alpha, beta_):
    if n < 0 or n > N:
        return -mp.inf
    lbeta = lambda a, b: mp.loggamma(a) + mp.loggamma(b) - mp.loggamma(a + b)  # noqa: E731
    return lchoose(N, n) + lbeta(n + alpha, N - n + beta_) - lbeta(alpha, beta_)


def normal_trunc_lu(y, mu, sigma, lower, upper):
    if y < lower or y > upper:
        return -mp.inf
    return normal(y, mu, sigma) - ref_log_diff_phi((lower - mu) / sigma, (upper - mu) / sigma)


def normal_trunc_l(y, mu, sigma, lower):
    if y < lower:
        return -mp.inf
    return normal(y, mu, sigma) - log_ncdf(-(lower - mu) / sigma)


def normal_trunc_u(y, mu, sigma, upper):
    if y > upper:
        return -mp.inf
    return normal(y, mu, sigma) - log_ncdf((upper - mu) / sigma)


def std_normal_lcdf(x):
    return log_ncdf(x)


def std_normal_lccdf(x):
    return log_ncdf(-x)


def Phi(x):
    return ncdf(x)


# ---------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------

CASES = {
    "normal": [(0.0, 0.0, 1.0), (1.5, -0.3, 2.2), (-3.0, 1.0, 0.5), (10.5, 0.5, 1.0), (-19.5, 0.5, 2.0),
               (1.0, 1.0, 1e-8), (0.0, 0.0, 1e6), (1e3, 0.0, 1.0)],
    "std_normal": [(0.0,), (1.0,), (-1.0,), (2.5,), (10.0,), (-10.0,), (40.0,), (-37.5,)],
    "cauchy": [(0.0, 0.0, 1.0), (2.0, 1.0, 3.0), (-10.0, 0.0, 1.0), (10.0, 0.0, 0.1), (-1e3, 0.0, 1.0),
               (1e6, 0.0, 1.0), (0.5, 0.5, 1e-3)],
    "student_t": [(0.0, 3.0, 0.0, 1.0), (1.5, 0.1, 0.0, 1.0), (1.5, 50.0, 0.5, 2.0), (10.0, 3.0, 0.0, 1.0),
                  (-10.0, 4.0, 0.0, 1.0), (1e3, 1.0, 0.0, 1.0), (0.3, 1e6, 0.0, 1.0), (-2.0, 2.5, 1.0, 0.5)],
    "exponential": [(0.0, 1.0), (1.0, 1.0), (2.5, 0.1), (0.1, 50.0), (1e3, 1.0), (10.0, 1e-3), (1e-10, 1e5)],
    "gamma": [(1.0, 1.0, 1.0), (2.5, 2.0, 0.5), (0.01, 0.1, 1.0), (50.0, 50.0, 1.0), (1e-8, 0.1, 1.0),
              (1e3, 50.0, 0.05), (0.5, 1e3, 1e3), (30.0, 2.0, 0.1)],
    "inv_gamma": [(1.0, 1.0, 1.0), (0.5, 2.0, 0.5), (0.01, 0.1, 1.0), (50.0, 50.0, 1.0), (1e3, 0.1, 1.0),
                  (1e-3, 3.0, 2.0), (2.0, 50.0, 100.0)],
    "lognormal": [(1.0, 0.0, 1.0), (2.5, 0.3, 0.7), (1e-10, 0.0, 1.0), (1e10, 0.0, 1.0),
                  (22026.465794806718, 0.0, 1.0), (0.01, 2.0, 0.1), (1e3, 6.9, 1e-3)],
    "beta": [(0.5, 1.0, 1.0), (0.3, 2.0, 5.0), (1e-8, 0.1, 0.1), (0.99999999, 0.1, 50.0), (0.5, 50.0, 50.0),
             (0.01, 0.1, 50.0), (0.999, 50.0, 0.1), (0.2, 0.5, 0.5)],
    "uniform": [(0.5, 0.0, 1.0), (-1.0, -2.0, 3.0), (0.0, 0.0, 1.0), (1.0, 0.0, 1.0), (1e3, -1e6, 1e6),
                (2.0, 0.0, 1.0), (-0.1, 0.0, 1.0)],
    "bernoulli": [(1, 0.5), (0, 0.5), (1, 0.9), (0, 0.9), (1, 1e-10), (0, 1e-10), (1, 0.0), (0, 0.0), (1, 1.0),
                  (0, 1.0), (2, 0.5), (-1, 0.5), (1, 1.5)],
    "binomial": [(3, 10, 0.5), (0, 10, 0.2), (10, 10, 0.8), (500, 1000, 0.4), (0, 1000, 1e-10), (0, 7, 0.0),
                 (7, 7, 1.0), (3, 7, 0.0), (11, 10, 0.5), (2, 10, -0.1)],
    "bernoulli_logit": [(1, 0.0), (0, 0.0), (1, 2.5), (0, 2.5), (1, 30.0), (0, 30.0), (1, -30.0), (0, -30.0),
                        (0, 800.0), (1, -800.0), (2, 0.5), (-1, 0.5)],
    "binomial_logit": [(3, 10, 0.0), (0, 10, -1.5), (10, 10, 2.0), (500, 1000, 0.1), (1000, 1000, 30.0),
                       (0, 1000, 30.0), (1000, 1000, -30.0), (7, 20, -30.0)],
    "poisson": [(0, 1.0), (3, 2.5), (0, 1e-8), (1000, 1e3), (10, 1e3), (0, 1e3), (50, 0.1), (1, 1e-10)],
    "poisson_log": [(0, 0.0), (3, 0.9), (1000, 6.907755278982137), (0, -30.0), (5, -30.0), (20, 30.0), (0, 10.0)],
    "neg_binomial_2": [(0, 1.0, 1.0), (3, 2.5, 0.5), (10, 5.0, 50.0), (1000, 1e3, 0.1), (0, 1e3, 0.1),
                       (50, 0.1, 1e3), (5, 3.0, 1e6), (1000, 10.0, 10.0)],
    "weibull": [(1.0, 1.0, 1.0), (0.7, 1.5, 1.2), (2.5, 0.5, 3.0), (30.0, 30.0, 8.0), (1e-8, 2.0, 1.0),
                (1e-8, 0.3, 1.0), (50.0, 3.0, 1.0), (0.0, 2.0, 1.0), (1e3, 0.1, 1e-3), (-0.5, 2.0, 1.0)],
    "categorical_logit": [(1, 0.0, 0.0, 0.0), (3, 1.5, -0.3, 2.2), (2, 1e3, -1e3, 0.0), (1, -40.0, 40.0, 0.5),
                          (2, 0.1, 0.1 + 1e-9, 0.1), (4, -1.0, 2.0, 30.0, -30.0)],
    "categorical": [(1, 0.25, 0.75), (2, 0.25, 0.75), (3, 0.2, 0.3, 0.5), (1, 1e-12, 0.5, 0.5 - 1e-12), (2, 1.0, 0.0, 0.0)],
    "lkj_corr_cholesky": [(1.0, 2) + cholesky_corr(2, [0.3]), (2.5, 2) + cholesky_corr(2, [-0.9]),
                          (1.0, 3) + cholesky_corr(3, [0.3, -0.5, 0.2]), (4.0, 3) + cholesky_corr(3, [0.1, 0.1, 0.1]),
                          (0.5, 4) + cholesky_corr(4, [0.5, -0.2, 0.7, 0.1, -0.3, 0.4]),
                          (40.0, 4) + cholesky_corr(4, [0.05, 0.0, -0.1, 0.02, 0.3, -0.01]),
                          (2.0, 1, 1.0)],
    "logistic": [(0.0, 0.0, 1.0), (0.3, -0.2, 1.5), (-2.0, 1.0, 0.5), (40.0, 0.0, 1.0), (-40.0, 0.0, 1.0),
                 (1e3, 0.0, 2.0), (-1e3, 5.0, 0.1), (1e-8, 0.0, 1e-6)],
    "normal_trunc_lu": [(11.0, 0.0, 1.0, 10.0, 12.0), (-39.0, 0.0, 1.0, -40.0, -38.0), (0.3, 0.0, 1.0, -1.0, 1.0),
                        (0.2, 0.1, 2.0, -5.0, 5.0), (38.5, 0.0, 1.0, 38.0, 40.0), (1.0, 0.3, 0.7, 0.9, 1.1),
                        (0.0, 5.0, 1.0, -1.0, 1.0), (-2.0, 0.0, 1.0, -30.0, 30.0), (13.0, 0.0, 1.0, 10.0, 12.0)],
    "normal_trunc_l": [(9.0, 0.0, 1.0, 8.0), (31.0, 0.0, 1.0, 30.0), (0.0, 0.0, 1.0, -40.0), (-0.5, 0.0, 1.0, -1.0),
                       (2.0, 0.5, 2.0, 1.0), (100.5, 100.0, 0.01, 100.3), (45.0, 0.0, 1.0, 40.0),
                       (7.0, 0.0, 1.0, 8.0)],
    "normal_trunc_u": [(-9.0, 0.0, 1.0, -8.0), (-31.0, 0.0, 1.0, -30.0), (0.0, 0.0, 1.0, 40.0),
                       (0.5, 0.0, 1.0, 1.0), (-2.0, 0.5, 2.0, -1.0), (-39.0, 0.0, 1.0, -38.5),
                       (-45.0, 0.0, 1.0, -40.0), (-7.0, 0.0, 1.0, -8.0)],
}

CASES.update({
    "double_exponential": [(0.0, 0.0, 1.0), (1.5, -0.3, 2.2), (-30.0, 1.0, 0.5), (1e3, 0.0, 1e-3), (0.1, 0.1, 5.0)],
    "pareto": [(1.5, 0.7, 2.0), (0.7, 0.7, 3.0), (1e3, 1.0, 0.5), (2.0, 0.01, 50.0), (0.5, 0.7, 2.0)],
    "pareto_type_2": [(1.5, 0.1, 1.2, 2.0), (0.0, 0.0, 1.0, 1.0), (1e3, -1.0, 0.5, 3.0), (0.3, 0.2, 1e-3, 0.5),
                      (-0.5, 0.0, 1.0, 1.0)],
    "gumbel": [(0.0, 0.0, 1.0), (0.3, 0.1, 1.2), (-5.0, 0.0, 1.0), (30.0, 0.0, 1.0), (1.0, 2.0, 0.01)],
    "frechet": [(1.0, 1.0, 1.0), (0.7, 1.5, 1.2), (30.0, 2.0, 1.0), (0.1, 3.0, 1.0), (5.0, 0.2, 20.0)],
    "rayleigh": [(1.0, 1.0), (0.7, 1.5), (1e-8, 1.0), (30.0, 2.0), (0.5, 1e3)],
    "loglogistic": [(1.0, 1.0, 1.0), (0.7, 1.5, 1.2), (30.0, 2.0, 3.0), (0.01, 1.0, 0.5), (5.0, 0.2, 4.0)],
    "chi_square": [(1.0, 1.0), (0.7, 3.0), (1e-8, 0.5), (50.0, 40.0), (3.0, 1e3)],
    "inv_chi_square": [(1.0, 1.0), (0.7, 3.0), (0.01, 0.5), (50.0, 40.0), (1e-3, 1e3)],
    "scaled_inv_chi_square": [(1.0, 1.0, 1.0), (0.7, 3.0, 1.2), (0.01, 0.5, 0.1), (50.0, 40.0, 7.0),
                              (1e-3, 1e3, 0.03)],
    "skew_normal": [(0.0, 0.0, 1.0, 0.0), (0.3, 0.1, 1.2, 2.0), (-3.0, 0.0, 1.0, 5.0), (2.0, 1.0, 0.5, -4.0),
                    (10.0, 0.0, 2.0, -1.0)],
    "skew_double_exponential": [(0.3, 0.1, 1.2, 0.3), (-2.0, 0.1, 1.2, 0.3), (0.0, 0.0, 1.0, 0.5),
                                (50.0, 1.0, 0.5, 0.9), (-50.0, 1.0, 0.5, 0.01)],
    "beta_proportion": [(0.3, 0.4, 5.0), (0.5, 0.5, 2.0), (1e-6, 0.1, 0.5), (0.99, 0.9, 100.0),
                        (0.2, 0.01, 1e3)],
    "neg_binomial": [(0, 1.0, 1.0), (3, 2.5, 0.5), (10, 5.0, 50.0), (1000, 0.1, 1e-3), (50, 1e3, 10.0)],
    "neg_binomial_2_log": [(0, 0.0, 1.0), (3, 0.9, 0.5), (10, 1.6, 50.0), (1000, 6.9, 0.1), (0, -5.0, 10.0)],
    "beta_binomial": [(3, 10, 2.0, 3.0), (0, 10, 0.5, 0.5), (10, 10, 50.0, 0.1), (500, 1000, 1.0, 1.0),
                      (11, 10, 2.0, 3.0), (7, 20, 1e3, 1e3)],
})

NORMAL_X = [-40.0, -38.0, -37.5, -30.0, -20.0, -10.0, -5.0, -2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 5.0, 8.25, 10.0,
            20.0, 30.0, 38.0, 40.0]
CASES["std_normal_lcdf"] = [(x,) for x in NORMAL_X]
CASES["std_normal_lccdf"] = [(x,) for x in NORMAL_X]
CASES["Phi"] = [(x,) for x in NORMAL_X]

FUNCTIONS = {name: globals()[name] for name in CASES}


def main():
    out = []
    for name, arglists in CASES.items():
        for args in arglists:
            args = tuple(a if isinstance(a, int) else safe_float(a) for a in args)
            assert all(not isinstance(a, float) or a == a and abs(a) != INF for a in args)
            value = checked(FUNCTIONS[name], *args)
            out.append({"dist": name, "args": [json_arg(a) for a in args], "lpdf": json_value(value)})
    write_cases(OUT, out)
    print("wrote %d cases to %s (python %s, mpmath %s)" % (len(out), os.path.relpath(OUT, ROOT),
                                                          sys.version.split()[0], mp.__version__))


if __name__ == "__main__":
    main()
