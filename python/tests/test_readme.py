"""The README's Python examples, run as they are written: every ``python`` block of its
"From Python" section, from the repository root (the Stan example reads its files there).
A block whose optional dependency is missing is skipped with its name."""

import re

import pytest

from conftest import ROOT


def readme_blocks():
    text = (ROOT / "README.md").read_text()
    section = text.split("## From Python", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, flags=re.S)


def test_the_readme_has_a_stan_a_numpyro_and_a_pymc_example():
    blocks = readme_blocks()
    for needle in ("wgmc.sample(", "wgmc.from_numpyro(", "wgmc.from_pymc("):
        assert any(needle in b for b in blocks), needle


@pytest.mark.parametrize("block", readme_blocks(), ids=lambda b: re.search(r"wgmc\.(\w+)\(", b).group(1))
def test_readme_example_runs(block, monkeypatch, capsys):
    for module in ("arviz", "numpyro", "pymc"):
        if re.search(rf"\b{module}\b", block.split("\n\n")[0]):
            pytest.importorskip(module)
    monkeypatch.chdir(ROOT)
    exec(compile(block, "README.md", "exec"), {"__name__": "readme"})
    assert capsys.readouterr().out.strip(), "the example prints its result"
