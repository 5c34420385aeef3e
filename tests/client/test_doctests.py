"""The examples in the docstrings (``>>>``) hold: a docstring that shows a call shows what
it returns. Every module of ``rules/`` and ``client/`` with an example is run by doctest,
here among the client tests for their SDL dummy driver and private user folder."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def modules_with_examples(package: str) -> list[str]:
    found = []
    for path in sorted((ROOT / package).rglob("*.py")):
        if ">>> " in path.read_text(encoding="utf-8"):
            found.append(".".join(path.relative_to(ROOT).with_suffix("").parts))
    return found


MODULES = modules_with_examples("rules") + modules_with_examples("client")


def test_the_examples_are_found():
    """The search is not empty: a move of the tree would make this test pass with nothing."""
    assert "rules.ai.arena" in MODULES and "client.text" in MODULES and len(MODULES) > 30


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples_hold(name):
    import rules

    rules.load_all_games()
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=False)
    where = name.replace(".", "/") + ".py"
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples fail: python -m doctest -v {where}"
