#!/usr/bin/env python3
"""Stan coverage table: every function and distribution of stanc's signature list, and
whether wgmc's Stan front end takes it, on which backends.

    python3 tools/coverage/stan_coverage.py --stanc PATH/TO/stanc [--out docs/stan-coverage.md]

Steps: `stanc --dump-stan-math-signatures` lists every signature; for each name the script
writes small Stan programs calling it (the arguments as parameters in the model block, as
transformed data, and as parameters in generated quantities), asks wgmc to compile each one
(`cargo run --release --example stan_coverage`), and writes the table from the answers. A
name counts as supported when one of its signatures compiles in one of the three places;
a model-block use that compiles and whose GPU kernel generates runs on both backends.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys
import tempfile

SUFFIXES = ("_lpdf", "_lpmf", "_lupdf", "_lupmf", "_lcdf", "_lccdf", "_cdf", "_rng")
# Signatures tried per name (simplest first): enough to find a supported one.
PER_NAME = 8
SIZE = 2
# Parameter types a Stan program would declare for an argument (name, position) that must be
# constrained; other real arguments are unconstrained parameters.
CONSTRAINED = {
    ("dirichlet_lpdf", 0): "simplex[2]",
    ("dirichlet_multinomial_lpmf", 1): "vector<lower=0>[2]",
    ("categorical_lpmf", 1): "simplex[2]",
    ("categorical_rng", 0): "simplex[2]",
    ("multinomial_lpmf", 1): "simplex[2]",
    ("multinomial_rng", 0): "simplex[2]",
    ("lkj_corr_cholesky_lpdf", 0): "cholesky_factor_corr[2]",
    ("lkj_corr_lpdf", 0): "corr_matrix[2]",
    ("multi_normal_cholesky_lpdf", 2): "cholesky_factor_cov[2]",
    ("multi_normal_lpdf", 2): "cov_matrix[2]",
    ("multi_normal_prec_lpdf", 2): "cov_matrix[2]",
    ("multi_student_t_lpdf", 3): "cov_matrix[2]",
    ("multi_student_t_cholesky_lpdf", 3): "cholesky_factor_cov[2]",
    ("wishart_lpdf", 0): "cov_matrix[2]",
    ("inv_wishart_lpdf", 0): "cov_matrix[2]",
    ("wishart_cholesky_lpdf", 0): "cholesky_factor_cov[2]",
    ("inv_wishart_cholesky_lpdf", 0): "cholesky_factor_cov[2]",
    ("lkj_cov_lpdf", 0): "cov_matrix[2]",
    ("multi_gp_lpdf", 1): "cov_matrix[2]",
    ("multi_gp_cholesky_lpdf", 1): "cholesky_factor_cov[2]",
}


def split_top(s, sep=","):
    """Splits at `sep` outside brackets and parentheses."""
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def parse(line):
    """`name(args) => ret` as (name, [arg types], return type)."""
    name, rest = line.split("(", 1)
    depth = 1
    for i, ch in enumerate(rest):
        depth += ch == "("
        depth -= ch == ")"
        if depth == 0:
            break
    args, ret = rest[:i], rest[i + 1 :].split("=>", 1)[1].strip()
    return name, split_top(args), ret


class Type:
    """An argument type: data-only, array dimensions, base (int, real, vector, …)."""

    def __init__(self, text):
        self.data = text.startswith("data ")
        text = text[5:] if self.data else text
        self.func = "=>" in text or text.startswith("(")
        m = re.match(r"array\[(,*)\]\s*(.*)", text)
        self.dims = len(m.group(1)) + 1 if m else 0
        self.base = (m.group(2) if m else text).strip()

    def decl(self):
        sizes = {"vector": f"vector[{SIZE}]", "row_vector": f"row_vector[{SIZE}]", "matrix": f"matrix[{SIZE},{SIZE}]",
                 "complex_vector": f"complex_vector[{SIZE}]", "complex_row_vector": f"complex_row_vector[{SIZE}]",
                 "complex_matrix": f"complex_matrix[{SIZE},{SIZE}]"}
        base = sizes.get(self.base, self.base)
        return f"array[{','.join([str(SIZE)] * self.dims)}] {base}" if self.dims else base

    def literal(self):
        one = {"int": "1", "real": "0.5", "vector": "[0.4, 0.6]'", "row_vector": "[0.4, 0.6]",
               "matrix": "[[1, 0.25], [0.25, 1]]", "complex": "to_complex(0.5, 0.25)"}.get(self.base)
        if one is None:
            return None
        for _ in range(self.dims):
            one = "{" + ", ".join([one] * SIZE) + "}"
        return one

    def simple(self):
        return not self.func and not self.base.startswith("tuple")

    def weight(self):
        return self.dims * 10 + ["int", "real", "vector", "row_vector", "matrix"].index(self.base) \
            if self.base in ("int", "real", "vector", "row_vector", "matrix") else 100


def use(expr, ret):
    """A real-valued expression from a value of type `ret`: index arrays, sum containers."""
    t = Type(ret)
    expr = expr + "[1]" * t.dims
    if t.base in ("vector", "row_vector", "matrix"):
        return f"sum({expr})"
    if t.base in ("int", "real"):
        return expr
    return None


def program(name, args, ret, variant):
    """A Stan program calling `name` once, or None where the types cannot be written."""
    types = [Type(a) for a in args]
    if not all(t.simple() for t in types):
        return None
    data, params, names = [], [], []
    for k, t in enumerate(types):
        var = f"a{k}"
        names.append(var)
        as_param = variant != "data" and not t.data and t.base not in ("int",) and not t.base.startswith("complex")
        if variant == "mixed" and (name, k) in CONSTRAINED:
            as_param = False
        if as_param:
            decl = CONSTRAINED.get((name, k), t.decl())
            params.append(f"  {decl} {var};")
        else:
            lit = t.literal()
            data.append(f"  {t.decl()} {var}" + (f" = {lit};" if lit else ";"))
    call = f"{name}({', '.join(names)})"
    if name.endswith(("_lpdf", "_lpmf", "_lupdf", "_lupmf")) and names:
        call = f"{name}({names[0]} | {', '.join(names[1:])})"
    value = use(call, ret)
    if value is None:
        return None
    if not params:
        params.append("  real dummy_;")
    blocks = [f"transformed data {{\n" + "\n".join(data) + ("\n" if data else "")]
    model = "  dummy_ ~ std_normal();\n" if "  real dummy_;" in params else ""
    if variant in ("model", "mixed"):
        model += f"  target += {value};\n"
    elif variant == "data":
        blocks[0] += f"  real r_ = {value};\n"
    blocks[0] += "}"
    blocks.append("parameters {\n" + "\n".join(params) + "\n}")
    blocks.append("model {\n" + model + "}")
    if variant == "gq":
        blocks.append(f"generated quantities {{\n  real r_ = {value};\n}}")
    return "\n".join(blocks) + "\n"


def variants(name):
    """Where to call `name`: the model block (and, for arguments a program would declare as
    constrained parameters, with those arguments as data instead), transformed data,
    generated quantities."""
    if name.endswith("_rng"):
        return ["gq", "data"]
    mixed = ["mixed"] if any(n == name for n, _ in CONSTRAINED) else []
    return ["model"] + mixed + ["data", "gq"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--stanc", required=True, help="stanc3 binary (httpstan ships one)")
    ap.add_argument("--out", default="docs/stan-coverage.md")
    ap.add_argument("--json", help="also write the per-name results here")
    ap.add_argument("--cases", help="keep the generated cases here")
    ap.add_argument("--runner", help="a built `stan_coverage` example to run instead of cargo run")
    args = ap.parse_args()
    dump = subprocess.run([args.stanc, "--dump-stan-math-signatures"], check=True, capture_output=True, text=True)
    version = subprocess.run([args.stanc, "--version"], capture_output=True, text=True).stdout.strip()
    sigs = collections.defaultdict(list)
    for line in dump.stdout.splitlines():
        if "=>" in line and re.match(r"\w+\(", line):
            name, a, ret = parse(line)
            sigs[name].append((a, ret))
    cases = []
    for name, lst in sorted(sigs.items()):
        lst = sorted(lst, key=lambda s: sum(Type(a).weight() for a in s[0]))
        for a, ret in lst[:PER_NAME]:
            sig = f"{name}({', '.join(a)}) => {ret}"
            for v in variants(name):
                src = program(name, a, ret, v)
                if src:
                    cases.append({"name": name, "signature": sig, "variant": v, "source": src})
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(cases, f)
        case_path = f.name
    if args.cases:
        with open(args.cases, "w") as f:
            json.dump(cases, f, indent=1)
    runner = [args.runner] if args.runner else ["cargo", "run", "--quiet", "--release", "--example", "stan_coverage", "--"]
    run = subprocess.run(runner + [case_path], check=True, capture_output=True, text=True)
    os.unlink(case_path)
    results = [json.loads(l) for l in run.stdout.splitlines() if l.strip()]
    write(args, sigs, results, version)


def summarise(sigs, results):
    """Per name: supported, backends, and the first error of an unsupported name."""
    by = collections.defaultdict(list)
    for r in results:
        by[r["name"]].append(r)
    out = {}
    for name in sigs:
        rs = by.get(name, [])
        ok = [r for r in rs if r["ok"]]
        where = []
        in_model = [r for r in ok if r["variant"] in ("model", "mixed")]
        if any(r["gpu"] for r in in_model):
            where.append("CPU, GPU")
        elif in_model:
            where.append("CPU (f64 only)")
        host = sorted({r["variant"] for r in ok if r["variant"] not in ("model", "mixed")})
        if host and not where:
            where.append("host f64: " + ", ".join({"data": "transformed data", "gq": "generated quantities"}[h] for h in host))
        err = next((r for r in rs if not r["ok"]), None)
        why = "" if ok else (f"{err['kind']}: {err['message']}" if err else "no signature the tool can write")
        sig_ok = len({r["signature"] for r in ok})
        sig_tried = len({r["signature"] for r in rs})
        out[name] = {"ok": bool(ok), "where": "; ".join(where), "why": why, "sigs": f"{sig_ok}/{sig_tried}"}
    return out


def dist_base(name):
    for s in SUFFIXES:
        if name.endswith(s):
            return name[: -len(s)], s
    return None, None


def write(args, sigs, results, version):
    s = summarise(sigs, results)
    dists = collections.defaultdict(dict)
    for name in sigs:
        base, suf = dist_base(name)
        if base:
            dists[base][suf] = s[name]["ok"]

    def dist_ok(fns):
        dens = [v for k, v in fns.items() if k in ("_lpdf", "_lpmf")]
        return all(dens) if dens else all(fns.values())

    n_ok = sum(v["ok"] for v in s.values())
    d_ok = sum(dist_ok(f) for f in dists.values())
    lines = [
        "# Stan functions and distributions in wgmc",
        "",
        f"Generated by `tools/coverage/stan_coverage.py` from `stanc --dump-stan-math-signatures` ({version}).",
        "Do not edit by hand: rerun the script.",
        "",
        f"**{n_ok} of {len(s)} names** ({100 * n_ok / len(s):.1f} %) and **{d_ok} of {len(dists)} distributions** "
        f"({100 * d_ok / len(dists):.1f} %) are supported.",
        "",
        "A name is supported when wgmc's Stan front end compiles a program calling it with one of its",
        f"signatures (up to {PER_NAME} per name, simplest first, sizes {SIZE}): in the model block with",
        "parameters as arguments, covariance and Cholesky-factor arguments also tried as data",
        "(`CPU, GPU`: the model's GPU kernel is generated too; `CPU (f64 only)`:",
        "the model runs on the f64 CPU backend only), or only where the host evaluates it in f64",
        "(transformed data, generated quantities). A distribution is supported when its `_lpdf`/`_lpmf`",
        "is (its `_rng` for one without a density).",
        "",
        "Notes:",
        "",
        "- Scalar functions of the IR (`src/ir/func.rs`) run in the model block on both backends; the",
        "  GPU's f32 versions (`shaders/math/`) are tested against the f64 ones in",
        "  `tests/it/wgsl_prelude.rs`. `sin`, `cos` and `tan` reduce their argument exactly up to",
        "  |x| ~ 1e5 only; beyond, their f32 error is measured against |x|.",
        "- Host functions (`_rng`, constructors such as `ones_vector`, `choose`, `head`, `sort_asc`,",
        "  `variance`, `tgamma`) are evaluated in f64 from data: in transformed data, generated",
        "  quantities, or data-only expressions of the model block.",
        "- A name Stan has and wgmc lacks is reported as `not supported yet: <name>`.",
        "",
        "## Distributions",
        "",
        "| distribution | supported | lpdf/lpmf | lcdf | lccdf | cdf | rng |",
        "|---|---|---|---|---|---|---|",
    ]
    mark = lambda fns, *k: next(("yes" if fns[x] else "no" for x in k if x in fns), "–")
    for base in sorted(dists):
        f = dists[base]
        lines.append(f"| `{base}` | {'yes' if dist_ok(f) else 'no'} | {mark(f, '_lpdf', '_lpmf')} | {mark(f, '_lcdf')} "
                     f"| {mark(f, '_lccdf')} | {mark(f, '_cdf')} | {mark(f, '_rng')} |")
    lines += ["", "## Every name", "", "| name | supported | where | signatures compiled / tried | why not |",
              "|---|---|---|---|---|"]
    for name in sorted(s, key=str.lower):
        v = s[name]
        why = v["why"].replace("|", "\\|")
        lines.append(f"| `{name}` | {'yes' if v['ok'] else 'no'} | {v['where']} | {v['sigs']} | {why} |")
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    if args.json:
        with open(args.json, "w") as f:
            json.dump(s, f, indent=1, sort_keys=True)
    print(f"names: {n_ok}/{len(s)} ({100 * n_ok / len(s):.1f} %); distributions: {d_ok}/{len(dists)} "
          f"({100 * d_ok / len(dists):.1f} %)")


if __name__ == "__main__":
    sys.exit(main())
