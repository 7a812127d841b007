#!/usr/bin/env bash
# The Python package's tests: a virtual environment (target/python-venv, or $WGMC_VENV) with
# the package built from this checkout and ArviZ, xarray, zarr, pytest, JAX, NumPyro and PyMC
# from the package registry, then pytest. The native module is built in the repository's target directory,
# so it reuses the dependencies `cargo build --release` compiled (it leaves out the command
# line's).
set -euo pipefail
cd "$(dirname "$0")/.."

python="${PYTHON:-python3}"
if ! "$python" -c 'import sys, venv, ensurepip; sys.exit(sys.version_info < (3, 10))' 2>/dev/null; then
    echo "Python 3.10 or newer with venv and ensurepip is needed (Debian: apt-get install python3-venv)" >&2
    exit 1
fi
venv="${WGMC_VENV:-target/python-venv}"
if [ ! -x "$venv/bin/pip" ]; then
    "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --upgrade pip
CARGO_TARGET_DIR="$PWD/target" "$venv/bin/python" -m pip install --quiet --force-reinstall --no-deps ./python
# The test extras, and JAX, NumPyro and PyMC for the tests of wgmc.from_jax/from_numpyro/from_pymc
# (the lean part; `-m zoo` selects the full model zoo).
"$venv/bin/python" -m pip install --quiet "./python[test,numpyro,pymc]"
"$venv/bin/python" -m pytest -q python/tests "$@"
