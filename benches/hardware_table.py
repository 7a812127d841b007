"""One Markdown table from a `wgmc bench --json` report, for benches/hardware.sh.

Columns: gradient evaluations per second (sampling), bulk ESS per second (sampling), and the
fraction of the device's peak memory bandwidth the gradient evaluations reach, estimated as

    bytes per gradient evaluation = 4 * (data values of the model) + 4 * 4 * dim

(every evaluation reading the model's data once as f32 from device memory, and a chain's
position, momentum, gradient and the proposal's position once each). Where many chains share
the data through the caches the true traffic is lower and the fraction can pass 100 %: it then
says the kernel is not bound by memory.

Usage: python3 hardware_table.py REPORT.json SUITE.json PEAK_GBPS PEAK_SOURCE
(PEAK_GBPS 0: unknown, no fraction).
"""
import json
import os
import sys


def count_values(value):
    """Numbers in a Stan JSON value (nested lists of numbers)."""
    if isinstance(value, list):
        return sum(count_values(v) for v in value)
    return 1 if isinstance(value, (int, float)) else 0


def data_values(suite_path, suite):
    """Data values per model name of the suite (0 without data; None where the file is missing)."""
    base = os.path.dirname(os.path.abspath(suite_path))
    out = {}
    for m in suite["models"]:
        path = m.get("data")
        if path is None:
            out[m["name"]] = 0
            continue
        path = os.path.join(base, path)
        if not os.path.exists(path):
            out[m["name"]] = None
            continue
        with open(path) as f:
            out[m["name"]] = sum(count_values(v) for v in json.load(f).values())
    return out


def fmt(x, digits=0):
    if x is None:
        return "—"
    return f"{x:,.{digits}f}".replace(",", " ")


def table(report, values, peak_gbps, peak_source):
    lines = [
        f"Adapter: {report['adapter']}; peak bandwidth: "
        + (f"{peak_gbps:g} GB/s ({peak_source})" if peak_gbps > 0 else "unknown (no fraction)"),
        "",
        "| model | chains | algorithm | layout | dim | grad evals/s | ESS/s (bulk) | bytes/grad (est.) | % of peak bandwidth | error |",
        "|---|---:|---|---|---:|---:|---:|---:|---:|---|",
    ]
    for row in report["rows"]:
        f = row.get("figures")
        name = row.get("model", "?")
        chains = row.get("chains", "?")
        algo = row.get("algorithm", "?")
        if f is None:
            lines.append(f"| {name} | {chains} | {algo} | — | — | — | — | — | — | {row.get('error', '')} |")
            continue
        n_values = values.get(name)
        per_grad = None if n_values is None else 4 * n_values + 16 * f["dim"]
        rate = f.get("grad_evals_per_s")
        share = None
        if per_grad is not None and rate and peak_gbps > 0:
            share = 100.0 * rate * per_grad / (peak_gbps * 1e9)
        lines.append(
            f"| {name} | {chains} | {algo} | {f['layout']} | {f['dim']} | {fmt(rate)} | "
            f"{fmt(f.get('min_ess_bulk_per_s'), 1)} | {fmt(per_grad)} | {fmt(share, 1)} | |"
        )
    return "\n".join(lines) + "\n"


def main():
    report_path, suite_path, peak, source = sys.argv[1:5]
    with open(report_path) as f:
        report = json.load(f)
    with open(suite_path) as f:
        suite = json.load(f)
    print(table(report, data_values(suite_path, suite), float(peak), source), end="")


if __name__ == "__main__":
    main()
