"""The habits of a maintained project (issue 23): a linter and formatter (ruff) and a type
checker (mypy, on rules/) configured in pyproject.toml and run by CI before the tests; the
suite on every core (pytest-xdist); the long property runs marked ``slow`` but run."""

import re
import shlex
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
CI = (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def readme_test_command() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    line = text.split("<!-- test-command -->", 1)[1].split("```sh\n", 1)[1].split("\n", 1)[0]
    return shlex.split(line.split("&&")[-1])


def test_the_tools_are_in_the_test_extra():
    extra = " ".join(PYPROJECT["project"]["optional-dependencies"]["test"])
    for tool in ("pytest-xdist", "ruff", "mypy", "types-PyYAML"):
        assert tool in extra


def test_ruff_and_mypy_are_configured():
    lint = PYPROJECT["tool"]["ruff"]["lint"]
    assert {"E", "F", "W", "I", "B", "UP"} <= set(lint["select"])
    assert PYPROJECT["tool"]["mypy"]["files"] == ["rules"]


def test_ci_lints_and_type_checks_before_the_tests():
    steps = [
        CI.index(s)
        for s in (".venv/bin/ruff check .", ".venv/bin/ruff format --check .", ".venv/bin/mypy", 'bash -c "$TEST_CMD"')
    ]
    assert steps == sorted(steps)
    assert re.search(r"exit 1", CI[steps[0] : steps[3]])  # a failure stops the run


def test_the_readme_runs_the_suite_on_every_core():
    command = readme_test_command()
    assert command[:3] == [".venv/bin/python", "-m", "pytest"]
    assert command[command.index("-n") + 1] == "auto"
    assert "-m" not in command[3:]  # nothing deselected: the slow runs too


def test_the_slow_marker_is_registered_and_deselects_nothing_by_default():
    options = PYPROJECT["tool"]["pytest"]["ini_options"]
    assert "--strict-markers" in options["addopts"]
    assert any(m.startswith("slow:") for m in options["markers"])
    assert "-m" not in shlex.split(options["addopts"])
