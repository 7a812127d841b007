"""Linear algebra primitives of the jaxpr translator on small matrices (multivariate normals,
LKJ, Gaussian processes): ``cholesky`` and ``triangular_solve``, written out element by
element into a local (each element assigned once, so the gradient pass needs no tape)."""

from ._jax_ir import Arr, TranslationError, bin, call, real
from ._jax_prims import rule

#: Largest side written out element by element (the statements grow as its cube).
MAX_SIDE = 40


def local_matrix(em, shape):
    t = em.var("m", "local", "real", [shape[0] * shape[1]])
    em.body.append(["decl", t])
    cols = shape[1]
    return t, lambda i, j: ["ix", t, [["i", i * cols + j]]]


def total(terms):
    out = terms[0]
    for t in terms[1:]:
        out = bin("+", out, t)
    return out


@rule("cholesky")
def cholesky(em, eqn, a):
    if len(a.shape) != 2 or a.shape[0] != a.shape[1] or a.shape[0] > MAX_SIDE:
        raise TranslationError(f"cholesky of shape {a.shape} is not supported (square, side up to {MAX_SIDE})")
    n = a.shape[0]
    t, L = local_matrix(em, (n, n))
    body = em.body

    def A(i, j):
        return em.as_real(a, [["i", i], ["i", j]], body)

    for i in range(n):
        for j in range(n):
            if j > i:
                body.append(["set", t, [["i", i * n + j]], real(0.0)])
                continue
            s = [bin("*", L(i, k), L(j, k)) for k in range(j)]
            rest = bin("-", A(i, j), total(s)) if s else A(i, j)
            value = call("sqrt", rest) if i == j else bin("/", rest, L(j, j))
            body.append(["set", t, [["i", i * n + j]], value])
    return [Arr((n, n), "real", elem=lambda idx, pre: ["ix", t, [bin("+", bin("*", idx[0], ["i", n]), idx[1])]])]


@rule("triangular_solve")
def triangular_solve(em, eqn, a, b):
    p = eqn.params
    if len(a.shape) != 2 or len(b.shape) != 2 or a.shape[0] > MAX_SIDE:
        raise TranslationError(f"triangular_solve of shapes {a.shape}, {b.shape} is not supported")
    n = a.shape[0]
    body = em.body
    left = p["left_side"]
    # Solve M x = c column by column, M = op(a) (left) or op(a)^T (right side: x op(a) = b).
    flip = p["transpose_a"] != (not left)
    lower = p["lower"] != flip
    m = b.shape[1] if left else b.shape[0]
    out_shape = b.shape
    t, X = local_matrix(em, out_shape)

    def M(i, j):
        ij = [["i", j], ["i", i]] if flip else [["i", i], ["i", j]]
        return em.as_real(a, ij, body)

    def at(i, c):
        return (i, c) if left else (c, i)

    order = range(n) if lower else range(n - 1, -1, -1)
    for c in range(m):
        for i in order:
            known = range(i) if lower else range(i + 1, n)
            rhs = em.as_real(b, [["i", x] for x in at(i, c)], body)
            s = [bin("*", M(i, k), X(*at(k, c))) for k in known]
            if s:
                rhs = bin("-", rhs, total(s))
            value = rhs if p["unit_diagonal"] else bin("/", rhs, M(i, i))
            r, cc = at(i, c)
            body.append(["set", t, [["i", r * out_shape[1] + cc]], value])
    cols = out_shape[1]
    return [Arr(out_shape, "real", elem=lambda idx, pre: ["ix", t, [bin("+", bin("*", idx[0], ["i", cols]), idx[1])]])]


def store_elements(em, shape, values):
    """A local holding ``values[flat]`` (expressions), read back as an array of ``shape``."""
    import math

    t = em.var("w", "local", "real", [math.prod(shape)])
    em.body.append(["decl", t])
    for k, v in enumerate(values):
        em.body.append(["set", t, [["i", k]], v])
    from ._jax_ir import flat

    return Arr(shape, "real", elem=lambda idx, pre: ["ix", t, [flat(idx, shape)]])


@rule("scatter-add")
def scatter_add(em, eqn, operand, indices, updates):
    import numpy as np

    dn = eqn.params["dimension_numbers"]
    if not indices.known or tuple(dn.update_window_dims) or operand.size > 4096:
        raise TranslationError("scatter-add is supported with known indices and scalar updates only")
    dims = tuple(dn.scatter_dims_to_operand_dims)
    if tuple(sorted(dn.inserted_window_dims)) != tuple(range(len(operand.shape))):
        raise TranslationError("scatter-add must address whole elements")
    idx = np.asarray(indices.value).reshape(-1, len(dims))
    terms = [[em.as_real(operand, [["i", int(x)] for x in np.unravel_index(p, operand.shape)], em.body)]
             for p in range(operand.size)]
    for u, row in enumerate(idx):
        pos = [0] * len(operand.shape)
        for d, x in zip(dims, row):
            pos[d] = int(x)
        if any(not 0 <= x < n for x, n in zip(pos, operand.shape)):
            continue  # FILL_OR_DROP and CLIP alike drop nothing here: out-of-range updates are dropped
        uidx = [["i", int(x)] for x in np.unravel_index(u, updates.shape)]
        terms[int(np.ravel_multi_index(pos, operand.shape))].append(em.as_real(updates, uidx, em.body))
    return [store_elements(em, operand.shape, [total(t) for t in terms])]


@rule("cumsum", "cumprod", "cumlogsumexp")
def cumulative(em, eqn, x):
    import itertools

    import numpy as np

    if x.size > 1024:
        raise TranslationError("cumulative operations over more than 1 024 elements are not supported")
    axis, rev = eqn.params["axis"], eqn.params.get("reverse", False)
    name = eqn.primitive.name
    values = {}
    for pos in itertools.product(*map(range, x.shape)):
        n = x.shape[axis]
        k = pos[axis]
        span = range(k, n) if rev else range(k + 1)
        terms = []
        for j in span:
            q = list(pos)
            q[axis] = j
            terms.append(em.as_real(x, [["i", v] for v in q], em.body))
        out = terms[0]
        for t in terms[1:]:
            if name == "cumsum":
                out = bin("+", out, t)
            elif name == "cumprod":
                out = bin("*", out, t)
            else:
                out = call("log_sum_exp", out, t)
        values[int(np.ravel_multi_index(pos, x.shape))] = out
    return [store_elements(em, x.shape, [values[k] for k in range(x.size)])]
