"""The building blocks of the jaxpr translator: IR expressions as JSON lists (the model
interchange the native module reads), array values (``Arr``: known data, or a rule giving an
element's scalar expression at an index), and the ``Emitter`` that collects variables, bound
data and statements.

An array value is never built whole unless it must be: an element is an expression at an
index (a list of int expressions, one per dimension), so chains of elementwise primitives
over data rows fuse into the body of one loop, and the kernel keeps no temporaries per row."""

import json
import math

import numpy as np

#: Arrays below this many elements computed from parameters are stored in locals; larger
#: ones (data rows) stay lazy and are evaluated inside the loop that consumes them. Equal to
#: the fewest rows a data plate of the code generator takes.
MATERIALIZE_BELOW = 256


class TranslationError(Exception):
    """A primitive or shape the translator does not handle (the caller adds the location)."""


def real(x):
    x = float(x)
    if math.isnan(x):
        return ["r", "nan"]
    if math.isinf(x):
        return ["r", "inf" if x > 0 else "-inf"]
    return ["r", x]


def const(x, kind):
    return ["i", int(x)] if kind in ("int", "bool") else real(x)


def bin(op, a, b):
    return ["b", op, a, b]


def call(name, *args):
    return ["f", name, list(args)]


def neg(a):
    return ["neg", a]


def is_const_int(e):
    return e[0] == "i"


def iadd(a, b):
    if is_const_int(a) and is_const_int(b):
        return ["i", a[1] + b[1]]
    if is_const_int(a) and a[1] == 0:
        return b
    if is_const_int(b) and b[1] == 0:
        return a
    return bin("+", a, b)


def imul(a, k):
    if k == 1:
        return a
    if is_const_int(a):
        return ["i", a[1] * k]
    return bin("*", a, ["i", k])


def strides(shape):
    out, s = [], 1
    for n in reversed(shape):
        out.append(s)
        s *= n
    return out[::-1]


def flat(idx, shape):
    """The row-major flat index of ``idx`` in an array of ``shape``."""
    e = ["i", 0]
    for i, st in zip(idx, strides(shape)):
        e = iadd(e, imul(i, st))
    return e


def unflat(e, shape):
    """The index of the row-major flat index ``e`` in an array of ``shape``."""
    out = []
    for n, st in zip(shape, strides(shape)):
        if is_const_int(e):
            out.append(["i", (e[1] // st) % n])
            continue
        q = e if st == 1 else bin("/", e, ["i", st])
        out.append(q if n * st == math.prod(shape) else bin("%", q, ["i", n]))
    return out


def trivial(e):
    """Whether an expression is cheap enough to repeat rather than store."""
    return e[0] in ("r", "i", "v") or (e[0] == "ix" and all(x[0] in ("i", "v") for x in e[2]))


class Arr:
    """An array value of ``shape`` and ``kind`` (``real``, ``int`` or ``bool``): known values
    (``value``, a NumPy array) or a rule ``elem(idx, pre) -> expr`` that may append the
    statements it needs to ``pre``."""

    def __init__(self, shape, kind, value=None, elem=None, deferred=False):
        self.shape = tuple(int(n) for n in shape)
        self.kind = kind
        self.value = value
        self._elem = elem
        # Computed once, where first used but outside every loop (see Emitter.elem).
        self.deferred = deferred
        # The primitive that made it and its inputs, for the compositions of _jax_fuse.
        self.origin = None

    @property
    def size(self):
        return math.prod(self.shape)

    @property
    def known(self):
        return self.value is not None


def kind_of(dtype):
    dtype = np.dtype(dtype)
    if dtype == np.bool_:
        return "bool"
    if np.issubdtype(dtype, np.integer):
        return "int"
    if np.issubdtype(dtype, np.floating):
        return "real"
    raise TranslationError(f"values of type {dtype} are not supported")


def known(value):
    value = np.asarray(value)
    return Arr(value.shape, kind_of(value.dtype), value=value)


class Emitter:
    """Variables, bound data and the top-level statements of the program being built."""

    def __init__(self):
        self.vars = []
        self.reals = []
        self.ints = []
        self.body = []
        self._data = {}
        self._memo = {}
        self._parent = {}

    def scope(self, parent, cond=None, holds=True):
        """A new statement list nested in ``parent`` (a loop's body, or a branch's: run where
        ``cond`` is ``holds``): what was computed in ``parent`` or around it before is reused
        inside, never recomputed."""
        inner = []
        # Kept alive: its id is a memo key.
        self._parent[id(inner)] = (inner, parent, None if cond is None else (json.dumps(cond, default=int), holds))
        return inner

    def _scopes(self, pre):
        while pre is not None:
            yield pre
            pre = self._parent.get(id(pre), (None, None, None))[1]

    def known_condition(self, cond, pre):
        """True or False where ``pre`` lies in a branch that already decided ``cond``; else None."""
        text = json.dumps(cond, default=int)
        for scope in self._scopes(pre):
            branch = self._parent.get(id(scope), (None, None, None))[2]
            if branch is not None and branch[0] == text:
                return branch[1]
        return None

    def var(self, base, kind, elem, shape, slot=None):
        decl = {"name": f"{base}{len(self.vars)}", "kind": kind, "elem": elem, "shape": list(shape)}
        if slot is not None:
            decl["slot"] = slot
        self.vars.append(decl)
        return len(self.vars) - 1

    def data(self, value):
        """The data variable (a flat vector) holding ``value``, bound once per array."""
        key = (id(value), value.shape)
        if key not in self._data:
            if value.dtype.kind == "f":
                self.reals.append(np.ascontiguousarray(value, dtype=np.float64).ravel())
                v = self.var("data", "data", "real", [value.size], len(self.reals) - 1)
            else:
                self.ints.append(np.ascontiguousarray(value, dtype=np.int64).ravel())
                v = self.var("data", "data", "int", [value.size], len(self.ints) - 1)
            self._data[key] = (v, value)  # keep the array alive: its id is the key
        return self._data[key][0]

    def elem(self, a, idx, pre):
        """The scalar expression of element ``idx`` of ``a`` (statements it needs into ``pre``)."""
        if a.known:
            if a.size == 1:
                return const(a.value.reshape(()), a.kind)
            if all(is_const_int(i) for i in idx):
                return const(a.value[tuple(i[1] for i in idx)], a.kind)
            return ["ix", self.data(a.value), [flat(idx, a.shape)]]
        if a.deferred:
            return self._memoized(a, idx, pre, self.outside_loops(pre))
        if pre is self.body or a.size < MATERIALIZE_BELOW:
            return a._elem(idx, pre)
        return self._memoized(a, idx, pre, pre)

    def _memoized(self, a, idx, pre, into):
        """Element ``idx`` of ``a`` as computed in ``pre`` or a scope around it, or else
        computed into ``into`` (``pre`` or a scope around it) and remembered there."""
        at = json.dumps(idx, default=int)
        for scope in self._scopes(pre):
            hit = self._memo.get((id(a), at, id(scope)))
            if hit is not None:
                return hit[0]
        e = a._elem(idx, into)
        if not trivial(e):
            t = self.var("t", "local", "int" if a.kind != "real" else "real", [])
            into += [["decl", t], ["set", t, [], e]]
            e = ["v", t]
        self._memo[(id(a), at, id(into))] = (e, a, into)
        return e

    def plain_reads(self, a):
        """Whether the elements of ``a`` are plain reads (tried on a scratch block, which is
        then forgotten)."""
        scratch = []
        plain = trivial(a._elem([["i", 0]] * len(a.shape), scratch)) and not scratch
        self._memo = {k: v for k, v in self._memo.items() if k[2] != id(scratch)}
        return plain

    def computed(self, a):
        """Whether an element of ``a`` has been computed into a local already."""
        return any(key[0] == id(a) for key in self._memo)

    def outside_loops(self, pre):
        """The scope just outside the outermost loop around ``pre`` (``pre`` itself where no
        loop encloses it): a value placed there is computed once per evaluation, and only in
        the branches that lead to ``pre``."""
        target = pre
        for scope in self._scopes(pre):
            info = self._parent.get(id(scope))
            if info is not None and info[2] is None:  # a loop's body
                target = info[1]
        return target

    def as_real(self, a, idx, pre):
        e = self.elem(a, idx, pre)
        if a.kind == "real":
            return e
        return real(e[1]) if is_const_int(e) else ["real", e]

    def loops(self, shape, pre, body_fn):
        """Nested loops over every index of ``shape``; ``body_fn(idx, body)`` fills the body."""
        if not shape:
            body_fn([], pre)
            return
        counters = [self.var("i", "loop", "int", []) for _ in shape]
        inner = self.scope(pre)
        body_fn([["v", c] for c in counters], inner)
        for c, n in reversed(list(zip(counters, shape))):
            inner = [["for", c, ["i", 0], ["i", n], inner]]
        pre += inner

    def local(self, base, shape, kind, pre):
        """A local for a value of ``shape`` and ``kind`` (a scalar, or a flat vector),
        declared in ``pre``."""
        t = self.var(base, "local", "real" if kind == "real" else "int", [math.prod(shape)] if shape else [])
        pre.append(["decl", t])
        return t

    def assign(self, t, a, pre):
        """Statements in ``pre`` setting the local ``t`` to the value of ``a``."""
        get = self.as_real if self.vars[t]["elem"] == "real" else self.elem
        if a.shape == ():
            pre.append(["set", t, [], get(a, [], pre)])
        else:
            self.loops(a.shape, pre, lambda idx, body: body.append(["set", t, [flat(idx, a.shape)], get(a, idx, body)]))

    @staticmethod
    def reader(t, shape, kind):
        """The value of the local ``t``."""
        if not shape:
            return Arr((), kind, elem=lambda idx, p: ["v", t])
        return Arr(shape, kind, elem=lambda idx, p: ["ix", t, [flat(idx, shape)]])

    def store(self, a, pre):
        """``a`` computed into a local (a scalar, or a flat vector) in ``pre``."""
        t = self.local("s" if a.shape == () else "a", a.shape, a.kind, pre)
        self.assign(t, a, pre)
        return self.reader(t, a.shape, a.kind)

    def program(self):
        return {"vars": self.vars, "body": self.body}
