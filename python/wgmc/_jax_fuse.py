"""Compositions the translator recognises and writes as one IR function: JAX's numerically
stable ``logaddexp`` and NumPyro's ``softplus`` (``binary_cross_entropy_with_logits``,
``Bernoulli(logits=...)``), both ``max(a, b) + log1p(exp(-|a - b|))``, become
``log_sum_exp(a, b)`` and ``log1p_exp(x)``: the same value, one call with its analytic
derivative in place of a branch, an absolute value, an exponential and a logarithm per
element, forward and reverse.

Each array value the walker makes remembers the equation that made it (``origin``:
the primitive's name and its input values), through nested ``jit``s such as ``clip``."""

import numpy as np

from ._jax_ir import call


def origin(a, name):
    """The inputs of the equation ``name`` that made ``a``, or None."""
    o = a.origin
    return o[1] if o is not None and o[0] == name else None


def chain(a, *names):
    """The innermost input of ``names[0](names[1](...(x)))`` that made ``a``, or None."""
    for name in names:
        ins = origin(a, name)
        if ins is None or len(ins) != 1:
            return None
        a = ins[0]
    return a


def same(a, b):
    """Whether ``a`` and ``b`` are one value (the same walker value, or equal literals)."""
    if a is b:
        return True
    return a.known and b.known and a.shape == b.shape and bool(np.array_equal(a.value, b.value))


def is_zero(a):
    return a.known and a.kind == "real" and a.size == 1 and float(np.asarray(a.value).flat[0]) == 0.0


def log_sum_exp_form(a, b):
    """For ``a + b`` with ``a = max(p, q)`` and ``b = log1p(exp(-|p - q|))``: ``("log1p_exp",
    [x])`` where one of p, q is a literal zero and the other ``x`` (``|x|`` for ``|x - 0|``),
    ``("log_sum_exp", [p, q])`` otherwise; None for any other sum."""
    pq = origin(a, "max")
    d = chain(b, "log1p", "exp", "neg", "abs")
    if pq is None or d is None or len(pq) != 2:
        return None
    p, q = pq
    diff = origin(d, "sub")
    if diff is not None and len(diff) == 2 and same(diff[0], p) and same(diff[1], q):
        d = p if is_zero(q) else q if is_zero(p) else None
        if d is None:
            return "log_sum_exp", [p, q]
    for x, zero in ((p, q), (q, p)):
        if same(x, d) and is_zero(zero):
            return "log1p_exp", [x]
    return None


def fused_sum(em, a, b):
    """``a + b`` as one IR call where it is a recognised composition (either order), else None."""
    from ._jax_prims import elementwise

    form = log_sum_exp_form(a, b) or log_sum_exp_form(b, a)
    if form is None:
        return None
    name, ins = form
    return elementwise(em, ins, "real", lambda *xs: call(name, *xs))
