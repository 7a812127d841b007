#!/usr/bin/env python3
"""Reference values for the f64 special functions in `src/math.rs`.

Evaluates every function with mpmath at 50 significant digits (and re-checks
each value at 100 digits) and writes `tests/fixtures/special_reference.json`:

    [{"fn": "log_phi", "args": [-40.0], "value": -804.6084420137538}, ...]

`args` are JSON numbers (or the strings "inf" / "-inf"); `value` is the
reference rounded to the nearest f64, or one of the strings "inf", "-inf",
"nan". Every argument is written so that serde_json's default (not
`float_roundtrip`) parser and a correctly rounded parser read the same f64,
and the reference is computed for exactly that f64.

Usage (from the repository root):

    python3 tools/reference/gen_special.py                 # writes the fixture
    python3 tools/reference/gen_special.py --coefficients  # prints the Rust
        # coefficient tables hard-coded in src/math.rs
"""

import json
import math
import os
import sys

import mpmath as mp

DPS = 50
CHECK_DPS = 100
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "tests", "fixtures", "special_reference.json")

INF = float("inf")

# ---------------------------------------------------------------------------
# JSON helpers shared with gen_lpdf.py
# ---------------------------------------------------------------------------

_POW10 = [float("1e%d" % k) for k in range(309)]


def serde_parse(text):
    """Emulates serde_json's default float parser (significand as u64, then one
    multiplication or division by a rounded power of ten)."""
    mant, _, exp = text.lower().partition("e")
    exponent = int(exp) if exp else 0
    sign = -1.0 if mant.startswith("-") else 1.0
    mant = mant.lstrip("-")
    if "." in mant:
        ip, fp = mant.split(".")
    else:
        ip, fp = mant, ""
    digits = (ip + fp).lstrip("0") or "0"
    exponent -= len(fp)
    significand = int(digits)
    assert significand < 2**64, text
    f = float(significand)
    while True:
        if abs(exponent) < len(_POW10):
            f = f * _POW10[exponent] if exponent >= 0 else f / _POW10[-exponent]
            break
        if f == 0.0:
            break
        f /= 1e308
        exponent += 308
    return sign * f


def safe_float(x):
    """The f64 nearest `x` whose shortest repr serde_json reads back exactly
    (`x` itself unless serde_json would misread it by an ulp)."""
    x = float(x)
    if not math.isfinite(x) or serde_parse(repr(x)) == x:
        return x
    up = down = x
    for _ in range(64):
        up, down = math.nextafter(up, INF), math.nextafter(down, -INF)
        for cand in (up, down):
            if serde_parse(repr(cand)) == cand:
                return cand
    raise ValueError("no serde-safe neighbour for %r" % x)


def json_arg(x):
    """A JSON value for an argument: an int, a serde-safe float, or "inf" / "-inf"."""
    if isinstance(x, int):
        return x
    x = float(x)
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    assert safe_float(x) == x, "argument %r is not serde-safe" % x
    return x


def write_cases(path, cases):
    """Writes a JSON list with one case per line."""
    with open(path, "w") as fh:
        fh.write("[\n")
        fh.write(",\n".join(json.dumps(c, allow_nan=False) for c in cases))
        fh.write("\n]\n")


def json_value(v):
    """A JSON value for a reference result given as an mpf (or inf/nan)."""
    if isinstance(v, str):
        return v
    if mp.isnan(v):
        return "nan"
    if mp.isinf(v):
        return "inf" if v > 0 else "-inf"
    f = float(v)
    if math.isinf(f):
        return "inf" if f > 0 else "-inf"
    return f


def agree(a, b, rel=mp.mpf("1e-35")):
    """Whether two references computed at different precisions agree."""
    if isinstance(a, str) or isinstance(b, str):
        return a == b
    if mp.isnan(a) or mp.isnan(b):
        return mp.isnan(a) and mp.isnan(b)
    if mp.isinf(a) or mp.isinf(b):
        return a == b
    return abs(a - b) <= rel * abs(b) or abs(a - b) < mp.mpf("1e-400")


def checked(f, *args):
    """Evaluates f at DPS digits and verifies the value at CHECK_DPS digits."""
    with mp.workdps(DPS):
        v = f(*[mp.mpf(a) if not isinstance(a, int) else a for a in args])
    with mp.workdps(CHECK_DPS):
        w = f(*[mp.mpf(a) if not isinstance(a, int) else a for a in args])
    if not agree(v, w):
        raise AssertionError("%s%r: %s (dps %d) vs %s (dps %d)" % (f.__name__, args, v, DPS, w, CHECK_DPS))
    return v


# ---------------------------------------------------------------------------
# Reference definitions (mpmath)
# ---------------------------------------------------------------------------


def is_nonpos_int(x):
    return x <= 0 and x == mp.floor(x)


def ref_lgamma(x):
    if mp.isinf(x):
        return mp.inf
    if is_nonpos_int(x):
        return mp.inf  # pole, as C's lgamma
    if x > 0:
        return mp.loggamma(x)
    return mp.log(abs(mp.gamma(x)))  # log|Gamma(x)| for negative non-integers


def ref_digamma(x):
    if is_nonpos_int(x):
        return "nan"  # pole
    return mp.digamma(x)


def ref_log_sum_exp(a, b):
    if a == mp.inf or b == mp.inf:
        return mp.inf
    if a == -mp.inf and b == -mp.inf:
        return -mp.inf
    m = max(a, b)
    return m + mp.log1p(mp.exp(-abs(a - b)))


def log1m_exp_mp(a):
    """log(1 - exp(a)) for a < 0 without cancellation at either end."""
    return mp.log(-mp.expm1(a)) if a > -1 else mp.log1p(-mp.exp(a))


def ref_log1m_exp(a):
    if a > 0:
        return "nan"
    if a == 0:
        return -mp.inf
    if a == -mp.inf:
        return mp.mpf(0)
    return log1m_exp_mp(a)


def ref_log_diff_exp(a, b):
    if a < b:
        return "nan"
    if b == -mp.inf:
        return a
    if a == b:
        return -mp.inf
    return a + log1m_exp_mp(b - a)


def ref_inv_logit(x):
    return 1 / (1 + mp.exp(-x))


def ref_log_inv_logit(x):
    return -mp.log1p(mp.exp(-x))


def ref_log1m_inv_logit(x):
    return -mp.log1p(mp.exp(x))


def ncdf_asymptotic_series(x):
    """For x <= -1e4: the sum 1 - 1/x^2 + 3/x^4 - 15/x^6 + ... of the asymptotic
    (alternating, so the error is below the first omitted term) series
    Phi(x) = phi(x) / |x| * (1 - 1/x^2 + 3/x^4 - 15/x^6 + ...)."""
    assert x <= -10**4
    total, term, k = mp.mpf(1), mp.mpf(1), 1
    while abs(term) > mp.mpf(10) ** (-mp.mp.dps - 10):
        term *= -(2 * k - 1) / (x * x)
        total += term
        k += 1
    return total


def log_ncdf_asymptotic(x):
    """log Phi(x) for x <= -1e4 from the asymptotic series (see ncdf_asymptotic_series)."""
    return -x * x / 2 - mp.log(-x) - mp.log(2 * mp.pi) / 2 + mp.log(ncdf_asymptotic_series(x))


def ncdf(x):
    if x == mp.inf:
        return mp.mpf(1)
    if x == -mp.inf:
        return mp.mpf(0)
    if x <= -10**4:
        return mp.exp(log_ncdf_asymptotic(x))
    if x >= 10**4:
        return 1 - ncdf(-x)
    return mp.erfc(-x / mp.sqrt(2)) / 2


def log_ncdf(x):
    """log Phi(x), accurate in both tails."""
    if x == -mp.inf:
        return -mp.inf
    if x <= -10**4:
        return log_ncdf_asymptotic(x)
    if x < 0:
        return mp.log(ncdf(x))
    return mp.log1p(-ncdf(-x))


def ref_phi(x):
    return ncdf(x)


def ref_log_phi(x):
    return log_ncdf(x)


def ref_log_phi_c(x):
    return log_ncdf(-x)


def ref_log_diff_phi(a, b):
    if a >= b:
        return -mp.inf
    if b <= 0 or a >= 0:
        # Same tail: reflect into the lower tail, then
        # log(Phi(hi) - Phi(lo)) = log Phi(hi) + log(1 - exp(log Phi(lo) - log Phi(hi))).
        lo, hi = (a, b) if b <= 0 else (-b, -a)
        if lo == -mp.inf:
            return log_ncdf(hi)
        return log_ncdf(hi) + log1m_exp_mp(log_ncdf(lo) - log_ncdf(hi))
    return mp.log1p(-(ncdf(a) + ncdf(-b)))


def ref_log_std_normal_pdf(x):
    return -x * x / 2 - mp.log(2 * mp.pi) / 2


def log_npdf(x):
    """log phi(x); -inf at +-inf."""
    if mp.isinf(x):
        return -mp.inf
    return -x * x / 2 - mp.log(2 * mp.pi) / 2


# The derivatives below are ratios exp(log phi - log mass) of two logs that nearly
# cancel far in the tails (both about -x^2/2), so they are evaluated with GUARD_DPS
# extra digits plus as many as x^2 has before the decimal point.
GUARD_DPS = 40


def guard_dps(*xs):
    big = max([abs(x) for x in xs if mp.isfinite(x)] + [mp.mpf(1)])
    return GUARD_DPS + 2 * int(mp.log10(big) + 1)


def ref_log_phi_deriv(x):
    """d/dx log Phi(x) = phi(x) / Phi(x)."""
    if x == -mp.inf:
        return mp.inf
    if x == mp.inf:
        return mp.mpf(0)
    if x <= -10**4:
        return -x / ncdf_asymptotic_series(x)  # Phi(x) = phi(x) / |x| * series
    with mp.extradps(guard_dps(x)):
        return mp.exp(log_npdf(x) - log_ncdf(x))


def log_diff_phi_gradient(a, b, which):
    """(d/da, d/db) log(Phi(b) - Phi(a)) = (-phi(a), phi(b)) / (Phi(b) - Phi(a)), component
    `which`: nan for a > b and for a == b infinite, (-inf, inf) for a == b finite."""
    if a > b or (a == b and mp.isinf(a)):
        return "nan"
    if a == b:
        return (-mp.inf, mp.inf)[which]
    with mp.extradps(guard_dps(a, b)):
        log_mass = ref_log_diff_phi(a, b)
        if which == 0:
            return -mp.exp(log_npdf(a) - log_mass)
        return mp.exp(log_npdf(b) - log_mass)


def ref_log_diff_phi_deriv_a(a, b):
    return log_diff_phi_gradient(a, b, 0)


def ref_log_diff_phi_deriv_b(a, b):
    return log_diff_phi_gradient(a, b, 1)


def ref_cbrt(x):
    return mp.sign(x) * mp.cbrt(abs(x))


def ref_inv_phi(p):
    """Phi^-1(p): erfinv in the centre, a root of log Phi(x) = log p in the tails."""
    if p > 0.5:
        return -ref_inv_phi(1 - p)
    if p > 1e-3:
        return mp.sqrt(2) * mp.erfinv(2 * p - 1)
    x0 = -mp.sqrt(-2 * mp.log(p))
    return mp.findroot(lambda x: log_ncdf(x) - mp.log(p), x0)


def ref_phi_approx(x):
    return 1 / (1 + mp.exp(-(mp.mpf(0.07056) * x ** 3 + mp.mpf(1.5976) * x)))


def ref_lbeta(a, b):
    return mp.loggamma(a) + mp.loggamma(b) - mp.loggamma(a + b)


def ref_lchoose(n, k):
    return mp.loggamma(n + 1) - mp.loggamma(k + 1) - mp.loggamma(n - k + 1)


def ref_log_falling_factorial(x, n):
    return mp.loggamma(x + 1) - mp.loggamma(x - n + 1)


def ref_log_rising_factorial(x, n):
    return mp.loggamma(x + n) - mp.loggamma(x)


def ref_log_inv_logit_diff(x, y):
    return mp.log(1 / (1 + mp.exp(-x)) - 1 / (1 + mp.exp(-y)))


def elementary_grid(add):
    """Stan's elementary functions (sin ... log_inv_logit_diff)."""
    trig = [-1e4, -100.0, -10.0, -3.0, -1.5707963267948966, -1.0, -0.5, -1e-5, 1e-10, 0.3, 0.7853981633974483,
            1.0, 2.0, 3.141592653589793, 5.0, 10.0, 100.0, 1e4, 1e10]
    add("sin", mp.sin, *[(x,) for x in trig])
    add("cos", mp.cos, *[(x,) for x in trig])
    add("tan", mp.tan, *[(x,) for x in trig])
    unit = [-1.0, -0.999999, -0.9, -0.5, -1e-8, 1e-300, 0.1, 0.5, 0.7071067811865476, 0.99, 0.999999999, 1.0]
    add("asin", mp.asin, *[(x,) for x in unit])
    add("acos", mp.acos, *[(x,) for x in unit])
    wide = [-1e300, -1e10, -100.0, -20.0, -3.0, -1.0, -0.1, -1e-10, 1e-300, 1e-5, 0.5, 1.0, 2.0, 30.0, 700.0,
            1e10, 1e300]
    add("atan", mp.atan, *[(x,) for x in wide])
    add("atan2", mp.atan2, (1.0, 1.0), (1.0, -1.0), (-1.0, -1.0), (-1.0, 1.0), (1e-300, 1.0), (1.0, 1e-300),
        (3.0, -1e-10), (-2.5, 7.0), (1e300, 1e-300), (1e-300, -1e300), (0.0, 1.0), (5.0, 0.0))
    hyper = [-700.0, -30.0, -2.0, -0.5, -1e-8, 1e-300, 1e-5, 0.3, 1.0, 3.0, 20.0, 88.0, 700.0]
    add("sinh", mp.sinh, *[(x,) for x in hyper])
    add("cosh", mp.cosh, *[(x,) for x in hyper])
    add("asinh", mp.asinh, *[(x,) for x in wide])
    add("acosh", mp.acosh, *[(x,) for x in [1.0, 1.0 + 1e-12, 1.001, 1.5, 2.0, 10.0, 1e5, 1e10, 1e300]])
    add("atanh", mp.atanh, *[(x,) for x in [-0.999999999, -0.9, -0.5, -1e-8, 1e-300, 0.1, 0.5, 0.99, 0.999999]])
    pos = [1e-300, 1e-20, 1e-5, 0.1, 0.5, 0.9999, 1.0, 1.0001, 2.0, 3.0, 1024.0, 1e10, 1e300]
    add("log2", lambda x: mp.log(x, 2), *[(x,) for x in pos])
    add("exp2", lambda x: mp.power(2, x), *[(x,) for x in [-1000.0, -30.5, -1.0, -1e-10, 0.0, 0.3, 1.0, 10.0,
                                                           52.5, 1000.0]])
    add("log1m", lambda x: mp.log1p(-x), *[(x,) for x in [-1e300, -1e10, -3.0, -1e-10, 0.0, 1e-300, 1e-8, 0.3,
                                                          0.5, 0.9, 0.999999999, 1.0]])
    add("log1p_exp", lambda x: mp.log1p(mp.exp(x)), *[(x,) for x in [-800.0, -40.0, -10.0, -1.0, 0.0, 1e-10, 1.0,
                                                                     10.0, 40.0, 800.0]])
    add("cbrt", ref_cbrt, *[(x,) for x in [-1e300, -27.0, -2.0, -1e-10, 1e-300, 0.001, 0.5, 8.0, 10.0, 1e300]])
    add("inv_cloglog", lambda x: -mp.expm1(-mp.exp(x)), *[(x,) for x in [-700.0, -40.0, -5.0, -1.0, -1e-10,
                                                                         0.0, 0.5, 1.0, 3.0, 3.6, 5.0]])
    add("Phi_approx", ref_phi_approx, *[(x,) for x in [-20.0, -5.0, -2.0, -0.5, -1e-10, 0.0, 0.3, 1.0, 2.0,
                                                       4.0]])
    probs = [1e-300, 1e-100, 1e-20, 1e-8, 1e-4, 0.001, 0.01, 0.02, 0.025, 0.1, 0.3, 0.4999999, 0.5, 0.5000001,
             0.6, 0.9, 0.975, 0.999, 0.999999, 1 - 2 ** -40]
    add("inv_Phi", ref_inv_phi, *[(p,) for p in probs])
    errs = [-30.0, -5.0, -2.0, -0.6, -0.5, -0.3, -1e-10, 1e-300, 0.1, 0.4999, 0.5, 0.7, 1.0, 2.5, 5.0, 10.0,
            20.0, 26.0]
    add("erf", mp.erf, *[(x,) for x in errs])
    add("erfc", mp.erfc, *[(x,) for x in errs])
    add("hypot", mp.hypot, (3.0, 4.0), (1e-300, 1e-300), (1e300, 1e300), (-5.0, 12.0), (1.0, 1e-10),
        (0.0, 2.5), (7.0, -24.0))
    pairs = [(0.5, 0.5), (1.0, 1.0), (2.5, 0.1), (10.0, 10.0), (1e-8, 3.0), (100.0, 1e-3), (1e5, 1e5),
             (1e8, 2.5), (50.0, 7.0)]
    add("lbeta", ref_lbeta, *pairs)
    add("lchoose", ref_lchoose, (5.0, 2.0), (10.0, 3.0), (1e6, 3.0), (100.5, 50.25), (1e10, 1e5), (7.5, 0.5),
        (20.0, 19.0))
    add("log_falling_factorial", ref_log_falling_factorial, (5.0, 2.0), (10.5, 3.0), (1e6, 3.0), (100.0, 99.5),
        (0.5, 0.25))
    add("log_rising_factorial", ref_log_rising_factorial, (5.0, 2.0), (0.5, 3.0), (1e6, 3.0), (100.0, 0.001),
        (1e-3, 1e-3))
    add("log_inv_logit_diff", ref_log_inv_logit_diff, (1.0, 0.0), (0.5, -3.0), (-20.0, -30.0), (30.0, 20.0),
        (2.0, 1.999), (0.0, -1e-8), (5.0, -5.0))


# ---------------------------------------------------------------------------
# Grids
# ---------------------------------------------------------------------------


def grid():
    cases = []

    def add(name, f, *arglists):
        for args in arglists:
            args = tuple(a if isinstance(a, int) else safe_float(a) for a in args)
            cases.append({"fn": name, "args": [json_arg(a) for a in args], "value": json_value(checked(f, *args))})

    gamma_pos = [1e-300, 1e-100, 1e-8, 1e-3, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99, 0.999999, 1.0, 1.000001,
                 1.01, 1.1, 1.25, 1.5, 1.75, 1.9, 1.99, 1.999999, 2.0, 2.000001, 2.01, 2.25, 2.5, 2.75, 3.0,
                 3.5, 4.0, 5.5, 7.25, 9.5, 9.999, 10.0, 10.001, 12.5, 20.0, 33.3, 50.0, 100.0, 171.5, 500.25,
                 1000.0, 1e4, 1e6, 1e10, 1e15, 1e20, 1e100, 1e300]
    add("lgamma", ref_lgamma, *[(x,) for x in gamma_pos + [-1e-8, -0.5, -1.5, -2.5, -3.25, -10.3, -100.7,
                                                         -170.5, 0.0, -1.0, -2.0, -50.0, 1e306, INF]])
    add("digamma", ref_digamma, *[(x,) for x in [x for x in gamma_pos if x != 1.5] + [
        -1e-8, -0.5, -1.5, -2.5, -3.25, -10.3, -100.7, -170.5, 0.0, -1.0, -2.0, -50.0]])

    add("log_sum_exp", ref_log_sum_exp, (0.0, 0.0), (1.0, 2.0), (2.0, 1.0), (-1.0, 1e-20), (-1000.0, -1000.0),
        (-1000.0, 0.0), (0.0, -40.0), (-745.0, -746.0), (700.0, 700.0), (800.0, 800.0), (800.0, -800.0),
        (-40.0, 40.0), (1e300, 1e300), (-1e300, -1e300), (3.0, -INF), (-INF, -2.5), (-INF, -INF), (INF, 1.0),
        (1.0, INF), (INF, -INF), (INF, INF))
    add("log1m_exp", ref_log1m_exp, *[(a,) for a in [-1e-300, -1e-20, -1e-10, -1e-5, -0.01, -0.1, -0.5,
                                                     -0.6931471805599453, -0.6931471805599454, -0.7, -1.0,
                                                     -2.0, -5.0, -20.0, -37.0, -40.0, -100.0, -745.0,
                                                     -1000.0, -1e10, -INF, 0.0, 0.5, INF]])
    add("log_diff_exp", ref_log_diff_exp, (0.0, -1.0), (1.0, 0.0), (1.0, 1.0), (10.0, 10.0 - 1e-10),
        (0.0, -1e-20), (-1000.0, -1001.0), (700.0, 699.0), (800.0, 799.5), (800.0, -800.0), (0.0, -40.0),
        (-20.0, -60.0), (5.0, -INF), (-INF, -INF), (1.0, 2.0))

    logit_x = [-1e3, -800.0, -700.0, -40.0, -37.0, -30.0, -20.0, -10.0, -5.0, -1.0, -0.5, -1e-10, 0.0, 1e-10,
               0.5, 1.0, 5.0, 10.0, 20.0, 30.0, 37.0, 40.0, 700.0, 800.0, 1e3, -INF, INF]
    add("inv_logit", ref_inv_logit, *[(x,) for x in logit_x])
    add("log_inv_logit", ref_log_inv_logit, *[(x,) for x in logit_x])
    add("log1m_inv_logit", ref_log1m_inv_logit, *[(x,) for x in logit_x])

    # A regular grid from -40 to 40 (steps of 0.25, plus offset points that are
    # not multiples of 1/4) and extreme points.
    normal_x = sorted(set([k / 4 for k in range(-160, 161)] + [k * 0.37 + 0.013 for k in range(-108, 109)]
                          + [-37.5, -38.4, -8.3, 8.3, 8.25, -1e-10, 1e-10, -1e-300]))
    add("phi", ref_phi, *[(x,) for x in normal_x + [-1e3, 1e3, -INF, INF]])
    extreme = [-1e3, -1e5, -1e10, -1e100, -1e150, 1e3, 1e10, 1e300, -INF, INF]
    add("log_phi", ref_log_phi, *[(x,) for x in normal_x + extreme])
    add("log_phi_c", ref_log_phi_c, *[(-x,) for x in normal_x[::3] + extreme])
    add("log_diff_phi", ref_log_diff_phi, (10.0, 12.0), (-12.0, -10.0), (-40.0, -38.0), (38.0, 40.0),
        (30.0, INF), (-INF, -30.0), (8.0, INF), (-INF, -8.0), (-INF, INF), (-INF, 0.0), (0.0, INF),
        (-1.0, 1.0), (-0.1, 0.1), (-1e-10, 1e-10), (-10.0, 10.0), (-40.0, 40.0), (-3.0, 0.5), (-0.5, 3.0),
        (0.5, 3.0), (-3.0, -0.5), (5.0, 5.001), (-5.001, -5.0), (-1e3, -999.0), (999.0, 1e3),
        (37.0, 38.0), (-38.0, -37.0), (0.0, 1e-10), (-1e-10, 0.0), (0.0, 1.0), (-2.0, -1.0), (1.0, 2.0),
        (-20.0, 2.0), (-2.0, 20.0), (-1e10, -1e10 + 1e-3), (2.0, 2.0), (3.0, 1.0), (INF, INF),
        (-INF, -INF), (-2.0909564559613707, -2.0909550698310935), (0.3, 0.3 + 1e-7), (25.0, 25.001),
        (-30.5, -30.499999), (-1.5, -1.25), (0.75, 1.5), (4.9, 5.1), (-6.0, -4.0))

    # Derivatives of log Phi and log(Phi(b) - Phi(a)): the log_phi grid, far tails, and
    # intervals far in one tail, across 0, narrow, half-infinite and empty.
    deriv_x = sorted(set(normal_x + [-1e4, -1885.0, -770.0, -100.0, -41.0, 41.0, 100.0, 770.0, 1885.0, 1e4]))
    add("log_phi_deriv", ref_log_phi_deriv, *[(x,) for x in deriv_x + extreme])
    ends = [-INF, -1e4, -1885.0, -770.0, -40.0, -38.0, -10.0, -5.0, -2.0, -1.0, -0.5, 0.0, 0.5, 1.0, 2.0, 5.0,
            10.0, 38.0, 40.0, 770.0, 1885.0, 1e4, INF]
    intervals = [(a, b) for a in ends for b in ends if a < b]
    intervals += [(10.0, 12.0), (-12.0, -10.0), (770.0, 1885.0), (-1885.0, -770.0), (30.0, INF), (-INF, -30.0),
                  (-1.0, 1.0), (0.5, 0.5 + 1e-6), (-0.5 - 1e-6, -0.5), (-0.1, 0.1), (-1e-10, 1e-10), (0.0, 1e-10),
                  (-1e3, -999.0), (999.0, 1e3), (37.0, 38.0), (-38.0, -37.0), (-1e10, -1e10 + 1e-3),
                  (1e10, 1e10 + 1e-3), (-2.0909564559613707, -2.0909550698310935), (0.3, 0.3 + 1e-7),
                  (25.0, 25.001), (-30.5, -30.499999), (-1.5, -1.25), (0.75, 1.5), (4.9, 5.1), (-6.0, -4.0),
                  (-20.0, 2.0), (-2.0, 20.0), (-3.0, 0.5), (-0.5, 3.0), (1e150, 1e150 * (1 + 1e-15)),
                  (-1e150, INF), (2.0, 2.0), (3.0, 1.0), (-770.0, -770.0), (INF, INF), (-INF, -INF)]
    for c in [0.0, 0.1, 0.5, 1.0, 2.0, 4.0, 5.0, 6.0, 10.0, 40.0, 770.0, 1e4]:
        for h in [1e-6, 1e-3, 0.01, 0.1, 0.2, 0.25, 0.3, 1.0, 3.0]:
            intervals += [(c, c + h), (-c - h, -c), (c - h / 2, c + h / 2)]
    add("log_diff_phi_deriv_a", ref_log_diff_phi_deriv_a, *intervals)
    add("log_diff_phi_deriv_b", ref_log_diff_phi_deriv_b, *intervals)

    add("log_std_normal_pdf", ref_log_std_normal_pdf, *[(x,) for x in [0.0, 1.0, -1.0, 0.5, 10.0, -10.0, 40.0,
                                                                        -40.0, 1e3, 1e10, -1e100, 1e154, INF]])
    elementary_grid(add)
    return cases


# ---------------------------------------------------------------------------
# Coefficient tables hard-coded in src/math.rs
# ---------------------------------------------------------------------------


def rust_f64(v):
    return repr(float(v))


def print_coefficients():
    with mp.workdps(60):
        print("/// Coefficients c_k = (-1)^k (zeta(k) - 1) / k, k = 2, 3, ..., of the")
        print("/// series lgamma(2 + z) = (1 - euler_gamma) z + sum_k c_k z^k.")
        print("const LGAMMA2_SERIES: [f64; 29] = [")
        for k in range(2, 31):
            print("    %s," % rust_f64((-1) ** k * (mp.zeta(k) - 1) / k))
        print("];")
        print("/// Q(j / 4) = 1 - Phi(j / 4) for j = 0, 1, ..., 20.")
        print("const UPPER_TAIL_TABLE: [f64; 21] = [")
        for j in range(21):
            print("    %s," % rust_f64(mp.ncdf(-mp.mpf(j) / 4)))
        print("];")


def main():
    if "--coefficients" in sys.argv[1:]:
        print_coefficients()
        return
    cases = grid()
    write_cases(OUT, cases)
    print("wrote %d cases to %s (python %s, mpmath %s)" % (len(cases), os.path.relpath(OUT, ROOT),
                                                          sys.version.split()[0], mp.__version__))


if __name__ == "__main__":
    main()
