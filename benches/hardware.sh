#!/usr/bin/env bash
# One-shot hardware run: on a machine with a real GPU and its Vulkan driver, in one go,
#   1. the GPU test modules that compare the kernels with the CPU reference,
#   2. kernel_stats on that device (the driver's registers, spills, scratch, occupancy),
#   3. the benchmark suite (std_normal_100, eight schools, radon, logistic regression 10k at
#      4, 1 024 and 65 536 chains; logistic_regression_500k at 4 and 1 024 chains when its data
#      exists or can be generated) with gradient evaluations/s, ESS/s and the fraction of the
#      device's peak memory bandwidth reached,
# into one Markdown file (and stdout). See docs/kernels.md ("The hardware script").
#
# Usage, from anywhere in the repository:
#   benches/hardware.sh            # a real GPU: meant to finish in under 8 minutes after the build
#   benches/hardware.sh --quick    # tiny sizes, end to end on any adapter (lavapipe included)
# Environment: HW_OUT (output folder, default target/hardware), HW_PEAK_GBPS (the device's peak
# memory bandwidth in GB/s, if the built-in table does not know it), HW_WARMUP and HW_DRAWS
# (iterations per chain of the benchmark), HW_BENCH_SECONDS (limit of the benchmark step),
# HW_TESTS (test filters, space-separated).
set -uo pipefail

quick=0
for arg in "$@"; do
  case "$arg" in
    --quick) quick=1 ;;
    -h|--help) sed -n '2,18p' "$0"; exit 0 ;;
    *) echo "hardware.sh: unknown argument $arg (only --quick)" >&2; exit 2 ;;
  esac
done

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
out="${HW_OUT:-$root/target/hardware}"
mkdir -p "$out"
report="$out/hardware.md"
status=0
started=$(date +%s)
note() { echo "hardware.sh [$(( $(date +%s) - started )) s]: $*" >&2; }

if [ "$quick" = 1 ]; then
  # Four of both_backends' GPU-against-exact checks: the whole module and uniform_table took
  # ten minutes on lavapipe (2 busy cores), mostly compiling kernels.
  tests="${HW_TESTS:-both_backends::std_normal_is_exact both_backends::poisson_gamma_kernel_is_exact \
both_backends::masks_equal_dropping_rows both_backends::bernoulli_logit_glm}"
  # Eight schools only: std_normal_100's NUTS kernel alone took minutes to compile on lavapipe.
  models="eight_schools_noncentered"
  chains="4,16"
  chains_500k=""
  warmup="${HW_WARMUP:-20}"; draws="${HW_DRAWS:-20}"
  stats_flags="--quick --models eight_schools_noncentered"
else
  tests="${HW_TESTS:-gpu_agreement:: gpu_batches:: both_backends:: uniform_table:: gpu_big_data::}"
  models="std_normal_100,eight_schools_noncentered,radon_hierarchical,logistic_regression"
  chains="4,1024,65536"
  chains_500k="4,1024"
  warmup="${HW_WARMUP:-50}"; draws="${HW_DRAWS:-50}"
  stats_flags=""
fi

note "building (release): the wgmc binary, kernel_stats and the integration tests"
cargo build --release --bin wgmc --example kernel_stats || exit 1
cargo test --release --test it --no-run || exit 1

# 1. GPU against CPU; WGMC_REQUIRE_GPU=1 turns a missing adapter into failures, not skips.
note "GPU tests: $tests"
# shellcheck disable=SC2086
if WGMC_REQUIRE_GPU=1 cargo test --release --test it -- $tests > "$out/tests.log" 2>&1; then
  tests_result="passed"
else
  tests_result="FAILED (see $out/tests.log)"; status=1
fi
tests_summary=$(grep -E '^test result:' "$out/tests.log" | tail -1)

# 2. The driver's statistics, on the first device offering VK_KHR_pipeline_executable_properties
# (where none does, as with lavapipe alone, on RADV's null device for RDNA3 instead).
kernel_stats() {
  # shellcheck disable=SC2086
  ./target/release/examples/kernel_stats $stats_flags --json "$out/kernel_stats.json" \
    --markdown "$out/kernel_stats.md" > /dev/null 2>> "$out/kernel_stats.log"
}
note "kernel_stats $stats_flags"
: > "$out/kernel_stats.log"
if kernel_stats || { note "kernel_stats: retrying on RADV's null device (navi31)"; RADV_FORCE_FAMILY=navi31 kernel_stats; }; then
  stats_table=$(cat "$out/kernel_stats.md")
else
  stats_table="kernel_stats did not run: $(tail -3 "$out/kernel_stats.log")"
fi

# 3. The benchmark suite on the GPU backend (NUTS).
# Each call is stopped after HW_BENCH_SECONDS (default 240 s; the 500k runs half of it): the
# JSON report is rewritten after every case, so the cases that finished are kept.
bench_seconds="${HW_BENCH_SECONDS:-240}"
bench() {  # models chains json seconds
  timeout "$4" ./target/release/wgmc bench --models "$1" --chains "$2" --backends gpu --algorithms nuts \
    --warmup "$warmup" --draws "$draws" --json "$3" >> "$out/bench.log" 2>&1
  local rc=$?
  [ "$rc" = 124 ] && note "wgmc bench stopped after $4 s; finished cases kept"
  return "$rc"
}
note "wgmc bench: $models at $chains chains, $warmup + $draws iterations"
: > "$out/bench.log"
bench "$models" "$chains" "$out/bench.json" "$bench_seconds" || status=1
data_500k=tests/fixtures/benchmarks/logistic_regression_500k.json
if [ -n "$chains_500k" ] && [ ! -f "$data_500k" ]; then
  note "generating $data_500k"
  python3 tests/fixtures/benchmarks/gen_logistic_500k.py >> "$out/bench.log" 2>&1 || note "no 500k data (needs numpy)"
fi
if [ -n "$chains_500k" ] && [ -f "$data_500k" ]; then
  note "wgmc bench: logistic_regression_500k at $chains_500k chains"
  bench logistic_regression_500k "$chains_500k" "$out/bench_500k.json" $((bench_seconds / 2)) || status=1
fi

# Peak memory bandwidth: HW_PEAK_GBPS, else the table below by the GPU's name (vendor figures).
peak="${HW_PEAK_GBPS:-0}"; peak_source="HW_PEAK_GBPS"
if [ "$peak" = 0 ] && command -v nvidia-smi > /dev/null; then
  gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)
  case "$gpu" in
    *H200*) peak=4800 ;; *H100*SXM*|*H100*HBM3*) peak=3350 ;; *H100*) peak=2000 ;;
    *A100*80GB*) peak=2039 ;; *A100*) peak=1555 ;; *L40S*|*L40*) peak=864 ;; *L4*) peak=300 ;;
    *A10*) peak=600 ;; *V100*) peak=900 ;; *T4*) peak=320 ;;
    *"RTX 4090"*) peak=1008 ;; *"RTX 3090"*) peak=936 ;;
  esac
  peak_source="vendor figure for $gpu"
fi

{
  echo "# Hardware run ($(date -u +%Y-%m-%dT%H:%MZ), $( [ "$quick" = 1 ] && echo quick || echo full ))"
  echo
  echo "GPU tests ($tests): $tests_result. $tests_summary"
  echo
  echo "## Benchmarks (NUTS, $warmup + $draws iterations a chain)"
  echo
  [ -f "$out/bench.json" ] || echo "No benchmark finished (see $out/bench.log)."
  for json in "$out/bench.json" "$out/bench_500k.json"; do
    [ -f "$json" ] && python3 benches/hardware_table.py "$json" benches/suite.json "$peak" "$peak_source" && echo
  done
  echo "## Kernel statistics"
  echo
  echo "$stats_table"
} > "$report"
cat "$report"
note "done in $(( $(date +%s) - started )) s; the table is in $report"
exit "$status"
