#!/usr/bin/env bash
# Chains over MPI ranks on this machine: `mpirun -n K wgmc sample` for K = 1, 2, 4 on one
# model, printing a Markdown row per K: warmup and sampling time, draws/s, the smallest bulk
# ESS/s of the sampling phase, and the time the ranks spent exchanging results (per warmup
# iteration). Needs a wgmc built with `--features mpi` and Open MPI (`openmpi-bin`).
#
#   cargo build --release --features mpi
#   bash benches/mpi_scaling.sh MODEL.stan DATA.json CHAINS WARMUP DRAWS [ALGORITHM] [BACKEND]
set -euo pipefail
cd "$(dirname "$0")/.."
model="$1" data="$2" chains="$3" warmup="$4" draws="$5" algorithm="${6:-nuts}" backend="${7:-auto}"
wgmc="${WGMC_BIN:-target/release/wgmc}"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
out="$(mktemp -d)"
echo "| ranks | warmup s | sampling s | draws/s | min bulk ESS/s | exchange, warmup | µs per warmup iteration |"
echo "|---|---|---|---|---|---|---|"
for ranks in 1 2 4; do
    log="$out/log-$ranks"
    mpirun -n "$ranks" --oversubscribe --mca btl self,vader --mca oob_tcp_if_include lo \
        "$wgmc" sample "$model" --data "$data" --chains "$chains" --warmup "$warmup" --draws "$draws" \
        --algorithm "$algorithm" --backend "$backend" --seed 1 --output "$out/run-$ranks" >"$log" 2>&1
    python3 - "$log" "$out/run-$ranks/summary/summary.csv" "$ranks" "$chains" "$draws" <<'PY'
import csv, re, sys
log, summary, ranks, chains, draws = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5])
text = open(log).read()
warm = float(re.search(r"warmup ([0-9.]+) s", text).group(1))
samp = float(re.search(r"sampling ([0-9.]+) s", text).group(1))
ex = re.search(r"exchanges between ranks: ([0-9.]+) s in warmup \(([0-9]+) µs", text)
rows = list(csv.DictReader(open(summary)))
ess = min(float(r["ess_bulk"]) for r in rows if r["name"] != "lp__")
ex_s, ex_us = (ex.group(1), ex.group(2)) if ex else ("–", "–")
print(f"| {ranks} | {warm:.2f} | {samp:.2f} | {chains * draws / samp:.0f} | {ess / samp:.0f} | {ex_s} s | {ex_us} |")
PY
done
rm -rf "$out"
