"""The primitives of the jaxpr translator: for each JAX primitive, a rule turning its input
array values (``_jax_ir.Arr``) into its outputs. Elementwise primitives compose element
rules (no statement of their own); reductions, contractions and selections add the
statements they need to the block that evaluates the element."""

import itertools
import math

import numpy as np

from ._jax_fuse import fused_sum
from ._jax_ir import Arr, TranslationError, bin, call, const, flat, iadd, neg, real, unflat

#: Reductions and contractions over at most this many elements are written out as one
#: expression; longer ones as a loop.
UNROLL = 8

RULES = {}


def rule(*names):
    def register(f):
        for n in names:
            RULES[n] = f
        return f

    return register


def sub_index(a, idx):
    """The index of ``a`` at output index ``idx``: dimensions of size 1 (and missing leading
    ones, a rank-0 operand included) broadcast."""
    lead = len(idx) - len(a.shape)
    return [["i", 0] if n == 1 else idx[lead + d] for d, n in enumerate(a.shape)]


def out_shape(ins):
    """The broadcast shape of the operands."""
    rank = max(len(a.shape) for a in ins)
    shape = [1] * rank
    for a in ins:
        for d, n in enumerate(a.shape):
            k = rank - len(a.shape) + d
            if n != 1:
                if shape[k] not in (1, n):
                    raise TranslationError(f"shapes {[x.shape for x in ins]} do not broadcast")
                shape[k] = n
    return tuple(shape)


def elementwise(em, ins, kind, make, operand_kind="real"):
    """An elementwise result ``make(exprs)`` of the operands' elements (reals unless
    ``operand_kind`` is ``raw``)."""

    def elem(idx, pre):
        if operand_kind == "real":
            es = [em.as_real(a, sub_index(a, idx), pre) for a in ins]
        else:
            es = [em.elem(a, sub_index(a, idx), pre) for a in ins]
        return make(*es)

    return Arr(out_shape(ins), kind, elem=elem)


UNARY = {
    "exp": lambda x: call("exp", x),
    "log": lambda x: call("log", x),
    "log1p": lambda x: call("log1p", x),
    "expm1": lambda x: call("expm1", x),
    "sqrt": lambda x: call("sqrt", x),
    "rsqrt": lambda x: bin("/", real(1.0), call("sqrt", x)),
    "abs": lambda x: call("fabs", x),
    "sign": lambda x: call("sign", x),
    "logistic": lambda x: call("inv_logit", x),
    "lgamma": lambda x: call("lgamma", x),
    "digamma": lambda x: call("digamma", x),
    "tanh": lambda x: call("tanh", x),
    "square": lambda x: call("square", x),
    "exp2": lambda x: call("exp", bin("*", real(math.log(2.0)), x)),
    "erf": lambda x: bin("-", bin("*", real(2.0), call("Phi", bin("*", real(math.sqrt(2.0)), x))), real(1.0)),
    "erfc": lambda x: bin("*", real(2.0), call("Phi", bin("*", real(-math.sqrt(2.0)), x))),
    "erf_inv": lambda x: bin("*", real(math.sqrt(0.5)), call("inv_Phi", bin("*", real(0.5), bin("+", x, real(1.0))))),
    "cbrt": lambda x: call("cbrt", x),
    "floor": lambda x: call("floor", x),
    "ceil": lambda x: call("ceil", x),
}
UNARY.update({f: (lambda f: lambda x: call(f, x))(f) for f in ("sin", "cos", "tan", "asin", "acos", "atan")})
UNARY.update({f: (lambda f: lambda x: call(f, x))(f) for f in ("sinh", "cosh", "asinh", "acosh", "atanh")})
BINARY = {"add": "+", "sub": "-", "mul": "*", "div": "/"}
COMPARE = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}


def unary(name):
    return lambda em, eqn, x: [elementwise(em, [x], "real", UNARY[name])]


for _n in UNARY:
    RULES[_n] = unary(_n)


@rule(*BINARY)
def arith(em, eqn, a, b):
    op = BINARY[eqn.primitive.name]
    if op == "+":
        fused = fused_sum(em, a, b)
        if fused is not None:
            return [fused]
    if a.kind == "real" or b.kind == "real":
        return [elementwise(em, [a, b], "real", lambda x, y: bin(op, x, y))]
    return [elementwise(em, [a, b], "int", lambda x, y: bin(op, x, y), "raw")]


# A positive constant below this, as the upper bound of a comparison, is a rounding tolerance
# written for f64 (NumPyro's corr_cholesky check: |row norm - 1| <= 30 eps): about 4 500 f64
# epsilons, well under f32's own 1.2e-7.
ROUNDING_TOLERANCE = 1e-12


def rounding_tolerance(arr):
    return arr.known and arr.kind == "real" and arr.value.size == 1 and 0.0 < float(arr.value.flat[0]) < ROUNDING_TOLERANCE


@rule(*COMPARE)
def compare(em, eqn, a, b):
    """A comparison; one whose upper bound is an f64 rounding tolerance compares with
    ``f64_tolerance(t)``, which is ``t`` in f64 and scales to f32's rounding in GPU kernels, so
    a check that holds up to rounding in f64 also holds in f32."""
    name = eqn.primitive.name
    op = COMPARE[name]
    if name in ("lt", "le") and rounding_tolerance(b):
        t = call("f64_tolerance", real(b.value.flat[0]))
        return [elementwise(em, [a], "bool", lambda x: bin(op, x, t))]
    if name in ("gt", "ge") and rounding_tolerance(a):
        t = call("f64_tolerance", real(a.value.flat[0]))
        return [elementwise(em, [b], "bool", lambda y: bin(op, t, y))]
    return [elementwise(em, [a, b], "bool", lambda x, y: bin(op, x, y), "raw")]


@rule("and", "or", "xor", "not")
def logic(em, eqn, *ins):
    if any(a.kind != "bool" for a in ins):
        raise TranslationError(f"bitwise '{eqn.primitive.name}' on integers is not supported")
    op = {"and": "&&", "or": "||", "xor": "!="}.get(eqn.primitive.name)
    make = (lambda x: ["not", x]) if op is None else (lambda x, y: bin(op, x, y))
    return [elementwise(em, list(ins), "bool", make, "raw")]


@rule("neg")
def negate(em, eqn, x):
    return [elementwise(em, [x], x.kind if x.kind != "bool" else "int", neg, "raw")]


@rule("is_finite")
def is_finite(em, eqn, x):
    return [elementwise(em, [x], "bool", lambda e: bin("==", bin("-", e, e), real(0.0)))]


@rule("integer_pow")
def integer_pow(em, eqn, x):
    y = eqn.params["y"]

    def make(e):
        if y == 2:
            return call("square", e)
        p = call("pow", e, real(abs(y))) if abs(y) != 1 else e
        return bin("/", real(1.0), p) if y < 0 else p

    return [elementwise(em, [x], "real", make)]


@rule("pow")
def power(em, eqn, a, b):
    return [elementwise(em, [a, b], "real", lambda x, y: call("pow", x, y))]


@rule("stop_gradient", "copy", "copy_p", "optimization_barrier", "reduce_precision")
def identity(em, eqn, *ins):
    return list(ins)


def select(em, pred, cases, idx, pre, kind):
    """Element ``idx`` of ``select_n(pred, *cases)`` as a local set by an ``if``: only the
    chosen case is evaluated."""
    c = em.elem(pred, sub_index(pred, idx), pre)
    if pred.kind != "bool":
        c = bin("!=", c, ["i", 0])
    take = em.as_real if kind == "real" else em.elem
    decided = em.known_condition(c, pre)
    if decided is not None:
        case = cases[1] if decided else cases[0]
        return take(case, sub_index(case, idx), pre)
    t = em.var("sel", "local", "real" if kind == "real" else "int", [])
    then, els = em.scope(pre, c, True), em.scope(pre, c, False)
    then.append(["set", t, [], take(cases[1], sub_index(cases[1], idx), then)])
    els.append(["set", t, [], take(cases[0], sub_index(cases[0], idx), els)])
    pre += [["decl", t], ["if", c, then, els]]
    return ["v", t]


def all_neg_inf(a):
    return a.known and a.kind == "real" and bool(np.all(np.isneginf(a.value)))


@rule("select_n")
def select_n(em, eqn, pred, *cases):
    if len(cases) != 2:
        raise TranslationError("select_n with more than two cases is not supported")
    kind = "real" if any(c.kind == "real" for c in cases) else cases[0].kind
    shape = out_shape([pred, *cases])
    if pred.known and pred.value.size and np.all(pred.value == pred.value.flat[0]):
        return [cases[int(bool(pred.value.flat[0]))]]
    for k in (0, 1):
        if all_neg_inf(cases[k]):
            other = cases[1 - k]

            def elem(idx, pre, other=other, k=k):
                c = em.elem(pred, sub_index(pred, idx), pre)
                ok = c if k == 0 else ["not", c]
                return bin("+", em.as_real(other, sub_index(other, idx), pre), call("check_positive", ["real", ok]))

            return [Arr(shape, "real", elem=elem)]
    return [Arr(shape, kind, elem=lambda idx, pre: select(em, pred, cases, idx, pre, kind))]


def pick(em, op, x, y, kinds, kind, pre):
    """``x`` where ``x op y`` holds, else ``y`` (expressions of kinds ``kinds``), as a select:
    ``op`` ``>`` gives the larger, ``<`` the smaller."""
    px = Arr((), kinds[0], elem=lambda i, p: x)
    py = Arr((), kinds[1], elem=lambda i, p: y)
    cond = Arr((), "bool", elem=lambda i, p: bin(op, x, y))
    return select(em, cond, [py, px], [], pre, kind)


@rule("max", "min")
def extremum(em, eqn, a, b):
    op = ">" if eqn.primitive.name == "max" else "<"
    kind = "real" if "real" in (a.kind, b.kind) else a.kind

    def elem(idx, pre):
        x, y = em.elem(a, sub_index(a, idx), pre), em.elem(b, sub_index(b, idx), pre)
        return pick(em, op, x, y, (a.kind, b.kind), kind, pre)

    return [Arr(out_shape([a, b]), kind, elem=elem)]


@rule("atan2")
def atan2(em, eqn, y, x):
    return [elementwise(em, [y, x], "real", lambda a, b: call("atan2", a, b))]


@rule("round")
def round_(em, eqn, x):
    """``round``: half away from zero (JAX's default, Stan's ``round``); half to even, as
    ``jnp.round`` asks, is not supported."""
    method = eqn.params.get("rounding_method")
    if method is not None and int(method) != 0:
        raise TranslationError("rounding half to even (jnp.round) is not supported; lax.round rounds half away from zero")
    return [elementwise(em, [x], "real", lambda a: call("round", a))]


@rule("clamp")
def clamp(em, eqn, lo, x, hi):
    """``clamp(lo, x, hi)``: ``min(max(x, lo), hi)``, as two selects."""
    kind = "real" if "real" in (lo.kind, x.kind, hi.kind) else x.kind

    def elem(idx, pre):
        v, a, b = (em.elem(t, sub_index(t, idx), pre) for t in (x, lo, hi))
        above = pick(em, ">", a, v, (lo.kind, x.kind), kind, pre)
        return pick(em, "<", b, above, (hi.kind, kind), kind, pre)

    return [Arr(out_shape([lo, x, hi]), kind, elem=elem)]


@rule("convert_element_type")
def convert(em, eqn, x):
    from ._jax_ir import kind_of

    kind = kind_of(eqn.params["new_dtype"])
    if kind == x.kind or (kind == "int" and x.kind == "bool"):
        return [Arr(x.shape, kind, elem=lambda idx, pre: em.elem(x, idx, pre))]
    if kind == "real":
        return [Arr(x.shape, kind, elem=lambda idx, pre: em.as_real(x, idx, pre))]
    if kind == "bool":
        return [elementwise(em, [x], "bool", lambda e: bin("!=", e, const(0, x.kind)), "raw")]
    raise TranslationError(f"converting {x.kind} values to {kind} depends on the parameters and is not supported")


def combine(op, terms, kind, em, pre):
    """``terms`` (expressions) combined by ``op``: ``+``, ``max``, ``min``, ``&&``, ``||``."""
    out = terms[0]
    for t in terms[1:]:
        if op in ("max", "min"):
            x, y = out, t
            cond = Arr((), "bool", elem=lambda i, p, x=x, y=y: bin(">" if op == "max" else "<", x, y))
            pa, pb = Arr((), kind, elem=lambda i, p, x=x: x), Arr((), kind, elem=lambda i, p, y=y: y)
            out = select(em, cond, [pb, pa], [], pre, kind)
        else:
            out = bin(op, out, t)
    return out


def reduction(em, x, axes, op, kind):
    axes = tuple(sorted(axes))
    keep = [d for d in range(len(x.shape)) if d not in axes]
    red_shape = [x.shape[d] for d in axes]
    n = math.prod(red_shape)
    if n == 0:
        raise TranslationError("a reduction over no elements is not supported")

    def full(out_idx, red_idx):
        idx = [None] * len(x.shape)
        for d, i in zip(keep, out_idx):
            idx[d] = i
        for d, i in zip(axes, red_idx):
            idx[d] = i
        return idx

    take = em.as_real if kind == "real" else em.elem

    def elem(out_idx, pre):
        if n <= UNROLL:
            terms = [take(x, full(out_idx, [["i", k] for k in r]), pre) for r in itertools.product(*map(range, red_shape))]
            return combine(op, terms, kind, em, pre)
        acc = em.var("acc", "local", "real" if kind == "real" else "int", [])
        if op == "+":
            pre += [["decl", acc], ["set", acc, [], const(0, kind)]]
            em.loops(red_shape, pre, lambda r, block: block.append(["add", acc, [], take(x, full(out_idx, r), block)]))
        else:
            # Starts at the first element; combining it with itself again changes nothing.
            pre += [["decl", acc], ["set", acc, [], take(x, full(out_idx, [["i", 0]] * len(axes)), pre)]]

            def body(r, block):
                e = take(x, full(out_idx, r), block)
                block.append(["set", acc, [], combine(op, [["v", acc], e], kind, em, block)])

            em.loops(red_shape, pre, body)
        return ["v", acc]

    return Arr([x.shape[d] for d in keep], kind, elem=elem)


@rule("reduce_sum", "reduce_max", "reduce_min", "reduce_and", "reduce_or", "argmax")
def reduce(em, eqn, x):
    name = eqn.primitive.name
    if not eqn.params.get("axes"):
        return [x]
    op = {"reduce_sum": "+", "reduce_max": "max", "reduce_min": "min", "reduce_and": "&&", "reduce_or": "||"}.get(name)
    if op is None:
        raise TranslationError(f"'{name}' is not supported")
    kind = x.kind if x.kind != "bool" or op in ("&&", "||") else "int"
    return [reduction(em, x, eqn.params["axes"], op, kind)]


@rule("dot_general")
def dot_general(em, eqn, a, b):
    (lc, rc), (lb, rb) = eqn.params["dimension_numbers"]
    lfree = [d for d in range(len(a.shape)) if d not in lc and d not in lb]
    rfree = [d for d in range(len(b.shape)) if d not in rc and d not in rb]
    shape = [a.shape[d] for d in lb] + [a.shape[d] for d in lfree] + [b.shape[d] for d in rfree]
    cshape = [a.shape[d] for d in lc]
    n = math.prod(cshape)

    def indices(out_idx, cidx):
        nb = len(lb)
        ai, bi = [None] * len(a.shape), [None] * len(b.shape)
        for k, (dl, dr) in enumerate(zip(lb, rb)):
            ai[dl] = bi[dr] = out_idx[k]
        for k, d in enumerate(lfree):
            ai[d] = out_idx[nb + k]
        for k, d in enumerate(rfree):
            bi[d] = out_idx[nb + len(lfree) + k]
        for k, (dl, dr) in enumerate(zip(lc, rc)):
            ai[dl] = bi[dr] = cidx[k]
        return ai, bi

    def term(out_idx, cidx, pre):
        ai, bi = indices(out_idx, cidx)
        return bin("*", em.as_real(a, ai, pre), em.as_real(b, bi, pre))

    def elem(out_idx, pre):
        if n <= UNROLL:
            terms = [term(out_idx, [["i", k] for k in c], pre) for c in itertools.product(*map(range, cshape))]
            return combine("+", terms, "real", em, pre) if terms else real(0.0)
        acc = em.var("dot", "local", "real", [])
        pre += [["decl", acc], ["set", acc, [], real(0.0)]]
        em.loops(cshape, pre, lambda cidx, block: block.append(["add", acc, [], term(out_idx, cidx, block)]))
        return ["v", acc]

    return [Arr(shape, "real", elem=elem)]
