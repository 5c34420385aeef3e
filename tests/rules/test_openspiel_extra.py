"""The OpenSpiel adapter is an optional extra: declared as ``research``, never needed by the
app, the rules or the packaged build. (These tests need no OpenSpiel.)"""

import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_research_extra_declares_open_spiel_outside_the_dependencies():
    tomllib = pytest.importorskip("tomllib", reason="tomllib is Python 3.11+")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert any(d.startswith("open-spiel") for d in project["optional-dependencies"]["research"])
    assert not any("spiel" in d for d in project["dependencies"])


def test_readme_test_command_installs_the_research_extra():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    command = text.split("<!-- test-command -->", 1)[1].split("```sh\n", 1)[1].split("\n", 1)[0]
    assert "pip install -e '.[test,research]'" in command


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_only_the_adapter_and_the_arena_kind_import_open_spiel():
    users = set()
    for path in list((ROOT / "rules").rglob("*.py")) + list((ROOT / "client").rglob("*.py")):
        names = _imports(path)
        if any(n.split(".")[0] in ("pyspiel", "open_spiel") or n.startswith("rules.openspiel") for n in names):
            users.add(path.relative_to(ROOT).as_posix())
    assert {u for u in users if not u.startswith("rules/openspiel/")} == {"rules/ai/arena.py", "rules/arena.py"}


def test_packaged_build_leaves_the_adapter_out():
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    excludes = spec.split("excludes=", 1)[1].split("]", 1)[0]
    assert all(f'"{name}"' in excludes for name in ("rules.openspiel", "pyspiel", "open_spiel"))


def test_arena_without_open_spiel_says_how_to_install_it(monkeypatch, capsys):
    from rules.arena import main

    monkeypatch.setitem(sys.modules, "pyspiel", None)  # import pyspiel -> ImportError
    monkeypatch.delitem(sys.modules, "rules.openspiel", raising=False)
    monkeypatch.delitem(sys.modules, "rules.openspiel.game", raising=False)
    assert main(["imperio", "--seats", "greedy,openspiel,random", "--games", "1"]) == 2
    assert "pip install -e '.[research]'" in capsys.readouterr().err
