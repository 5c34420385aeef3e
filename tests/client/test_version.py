"""``tablero --version`` prints the app's version and exits 0, from source and packaged.

The version is pyproject.toml's ``[project] version``; the app reads it from
``rules.__version__`` (kept equal to it, checked here), so that a packaged build, which
has no package metadata, answers the same.
"""

import importlib.metadata
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import rules
from client.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def pyproject_version() -> str:
    return re.search(r'^version = "([^"]+)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)


def test_the_rules_version_is_the_pyproject_version():
    assert rules.__version__ == pyproject_version()


def test_version_prints_the_app_version_and_exits_0(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"tablero {pyproject_version()}\n"


def test_version_answers_without_package_metadata(capsys, monkeypatch):
    """As in a PyInstaller build: importlib.metadata knows no ``tablero``."""

    def no_metadata(name):
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", no_metadata)
    monkeypatch.setattr(importlib.metadata, "metadata", no_metadata)
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"tablero {pyproject_version()}\n"


def test_version_from_the_command_line_opens_nothing(tmp_path):
    """``python -m client --version``: exit 0, one line, and no log, window or save written."""
    env = {**os.environ, "TABLERO_HOME": str(tmp_path), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run(
        [sys.executable, "-m", "client", "--version"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout == f"tablero {pyproject_version()}\n"
    assert list(tmp_path.iterdir()) == []
