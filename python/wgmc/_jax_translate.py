"""The jaxpr walker: translates a closed jaxpr of a log density (or of a potential energy)
of one flat parameter vector into the model interchange. Equations whose inputs are all
known (data, literals) are evaluated here, once, with JAX itself; calls (``jit``,
``custom_jvp_call``, ``custom_vjp_call``, ``remat``, ``closed_call``) are inlined, and ``cond``
too (a known branch inlined, an unknown one an ``if`` chain); every other equation goes
through its rule in ``_jax_prims`` / ``_jax_shapes``. The log density's terms that sum an
array over data rows add to ``target`` row by row (``linear_terms``). An equation without a
rule is a ``ModelError`` naming the primitive and the line of the user's code that made it."""

from collections import Counter

import numpy as np

from . import _jax_linalg, _jax_shapes  # noqa: F401  (register their rules)
from ._errors import ModelError
from ._jax_ir import MATERIALIZE_BELOW, Arr, Emitter, TranslationError, kind_of, known, neg, trivial
from ._jax_prims import RULES

CALLS = {
    "pjit": "jaxpr",
    "jit": "jaxpr",
    "closed_call": "call_jaxpr",
    "core_call": "call_jaxpr",
    "custom_jvp_call": "call_jaxpr",
    "custom_vjp_call": "call_jaxpr",
    "custom_vjp_call_jaxpr": "fun_jaxpr",
    "remat": "jaxpr",
    "checkpoint": "jaxpr",
    "custom_lin": None,
}


def where(eqn):
    """The user's file and line that made ``eqn``, as JAX records it."""
    try:
        from jax._src import source_info_util

        frame = source_info_util.user_frame(eqn.source_info.traceback)
        if frame is not None:
            return f"{frame.file_name}:{frame.start_line}"
        return source_info_util.summarize(eqn.source_info)
    except Exception:  # noqa: BLE001  (the location is a courtesy; the error stands without it)
        return "an unknown line"


def split_closed(j):
    """``(jaxpr, consts)`` of a closed or open jaxpr."""
    if hasattr(j, "jaxpr") and hasattr(j, "consts"):
        return j.jaxpr, list(j.consts)
    return j, []


def live(jaxpr):
    """The equations of ``jaxpr`` whose outputs are used (effects are ignored: a log density
    has none that matter)."""
    used = {v for v in jaxpr.outvars if not hasattr(v, "val")}
    keep = []
    for eqn in reversed(jaxpr.eqns):
        if any(v in used for v in eqn.outvars):
            keep.append(eqn)
            used.update(v for v in eqn.invars if not hasattr(v, "val"))
    return keep[::-1]


class Walker:
    def __init__(self, em):
        self.em = em

    def run(self, jaxpr, consts, args):
        env = {}

        def read(v):
            if hasattr(v, "val"):  # a Literal
                return known(np.asarray(v.val))
            return env[v]

        for v, c in zip(jaxpr.constvars, consts):
            env[v] = known(np.asarray(c))
        for v, a in zip(jaxpr.invars, args):
            env[v] = a
        eqns = live(jaxpr)
        uses = Counter(v for e in eqns for v in e.invars if not hasattr(v, "val"))
        uses.update(v for v in jaxpr.outvars if not hasattr(v, "val"))
        for eqn in eqns:
            ins = [read(v) for v in eqn.invars]
            try:
                outs = self.eqn(eqn, ins)
            except TranslationError as e:
                raise ModelError(f"cannot translate '{eqn.primitive.name}' at {where(eqn)}: {e}") from None
            for v, o in zip(eqn.outvars, outs):
                env[v] = self.settle(o, uses[v])
        return [read(v) for v in jaxpr.outvars]

    def eqn(self, eqn, ins):
        name = eqn.primitive.name
        if ins and all(a.known for a in ins) or (not ins and name not in CALLS):
            folded = self.fold(eqn, ins)
            if folded is not None:
                return folded
        if name in CALLS and CALLS[name] is not None:
            sub, consts = split_closed(eqn.params[CALLS[name]])
            return self.run(sub, consts, ins)
        if name == "cond":
            return self.cond(eqn, ins)
        rule = RULES.get(name)
        if rule is None:
            raise TranslationError(f"the primitive '{name}' is not supported")
        outs = rule(self.em, eqn, *ins)
        for o in outs:  # for the compositions _jax_fuse recognises
            if o.origin is None and not o.known and not any(o is a for a in ins):
                o.origin = (name, ins)
        return outs

    def fold(self, eqn, ins):
        """The outputs of ``eqn`` on known inputs, evaluated now (None if JAX cannot)."""
        try:
            out = eqn.primitive.bind(*[a.value for a in ins], **eqn.params)
        except Exception:  # noqa: BLE001  (translated symbolically instead)
            return None
        outs = out if eqn.primitive.multiple_results else [out]
        return [known(np.asarray(o)) for o in outs]

    def settle(self, a, uses):
        """A small value computed from parameters and used more than once is stored, at the
        top level, unless its elements are plain reads. A scalar used once is computed where
        it is used, outside loops: in the case of a ``select_n`` that takes it, so a case not
        taken is neither evaluated nor differentiated (JAX's ``log_ndtr`` computes its
        every branch, finite in f64 by its f64 bounds, and a log of an f32 underflow there
        would give the gradient 0 * inf)."""
        if a.known or a.size >= MATERIALIZE_BELOW or (uses < 2 and a.shape != ()):
            return a
        if a.deferred or self.em.plain_reads(a):
            return a
        if uses < 2:
            settled = Arr((), a.kind, elem=a._elem, deferred=True)
        else:
            settled = self.em.store(a, self.em.body)
        settled.origin = a.origin
        return settled

    def cond(self, eqn, ins):
        """``cond``/``switch``: a known branch inlined; otherwise an ``if`` chain (branch k
        where the index, clamped as JAX clamps it, is k) whose branches each compute their
        outputs into the same locals: only the chosen branch runs, forward and reverse."""
        index, ops = ins[0], ins[1:]
        branches = eqn.params["branches"]
        if index.known:
            k = int(np.clip(int(index.value), 0, len(branches) - 1))
            sub, consts = split_closed(branches[k])
            return self.run(sub, consts, ops)
        em, outer = self.em, self.em.body
        i = em.elem(index, [], outer)
        outs = [(tuple(int(n) for n in v.aval.shape), kind_of(v.aval.dtype)) for v in eqn.outvars]
        locals_ = [em.local("c", shape, kind, outer) for shape, kind in outs]
        block = outer
        for k, branch in enumerate(branches):
            if k < len(branches) - 1:
                c = ["not", i] if index.kind == "bool" else ["b", "<=", i, ["i", k]]
                then, els = em.scope(block, c, True), em.scope(block, c, False)
                block.append(["if", c, then, els])
                here, block = then, els
            else:
                here = block
            sub, consts = split_closed(branch)
            em.body = here
            try:
                for t, r in zip(locals_, self.run(sub, consts, ops)):
                    em.assign(t, r, here)
            finally:
                em.body = outer
        return [em.reader(t, shape, kind) for t, (shape, kind) in zip(locals_, outs)]


def translate(closed_jaxpr, dim, negate):
    """The interchange program and data arrays of ``closed_jaxpr``, a function of one flat
    parameter vector of length ``dim`` returning the log density (``negate``: its negative)."""
    em = Emitter()
    theta = em.var("theta", "param", "real", [dim])
    param = Arr((dim,), "real", elem=lambda idx, pre: ["ix", theta, [idx[0]]])
    jaxpr, consts = split_closed(closed_jaxpr)
    if len(jaxpr.invars) != 1:
        raise ModelError("the log density must take one argument")
    outs = Walker(em).run(jaxpr, consts, [param])
    if len(outs) != 1:
        raise ModelError("the log density must return one value")
    (out,) = outs
    if out.shape != ():
        raise ModelError(f"the log density must return a scalar, not an array of shape {out.shape}")
    rest = []
    for sign, term in linear_terms(em, out, -1 if negate else 1):
        summed = term.origin[1][0] if term.origin is not None and term.origin[0] == "reduce_sum" else None
        if summed is not None and term.deferred and summed.shape != () and summed.kind == "real":
            em.loops(summed.shape, em.body, lambda idx, b: b.append(["target", signed(sign, em.as_real(summed, idx, b))]))
        else:
            rest.append(signed(sign, em.as_real(term, [], em.body)))
    e = rest[0] if rest else ["r", 0.0]
    for t in rest[1:]:
        e = ["b", "+", e, t]
    em.body.append(["target", e])
    return em.program(), em.reals, em.ints


def signed(sign, e):
    return e if sign > 0 else neg(e)


def linear_terms(em, a, sign):
    """``[(sign, value)]`` whose signed sum is ``a``, through the sums, differences, negations
    and real conversions that made it. A sum of an array over data rows among them is then
    added to ``target`` row by row, in its own loop: the data plate the gradient pass fuses
    (forward and reverse in one pass over the rows), where an accumulator read afterwards
    would have it walk the rows twice. Values already computed, or used elsewhere, are
    terms as they are."""
    o = a.origin
    if o is None or not a.deferred or a.shape != () or a.kind != "real" or em.computed(a):
        return [(sign, a)]
    name, ins = o
    if name == "add" and all(x.shape == () for x in ins):
        return linear_terms(em, ins[0], sign) + linear_terms(em, ins[1], sign)
    if name == "sub" and all(x.shape == () for x in ins):
        return linear_terms(em, ins[0], sign) + linear_terms(em, ins[1], -sign)
    if name == "neg":
        return linear_terms(em, ins[0], -sign)
    if name == "convert_element_type" and ins[0].kind == "real":
        return linear_terms(em, ins[0], sign)
    return [(sign, a)]
