"""Scenes do not import each other: a scene asks the app for the next one by name
(``app.scene("setup", ...)``, client/app.py's SCENES), so each scene module imports only
what it draws, and a game's client package never reaches up into a scene."""

from __future__ import annotations

import ast
from pathlib import Path

import client.app

CLIENT = Path(__file__).resolve().parents[2] / "client"
SCENES = CLIENT / "scenes"
NOT_SCENES = {"__init__", "base", "sidepanel"}  # the scene protocol and a widget, importable by all


def imported(path: Path) -> set[str]:
    """Every module ``path`` imports, at the top or inside a function."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(f"{node.module}.{alias.name}" for alias in node.names)
    return out


def scene_modules() -> set[str]:
    return {f"client.scenes.{p.stem}" for p in SCENES.glob("*.py") if p.stem not in NOT_SCENES}


def test_no_scene_module_imports_another_scene_or_the_app():
    scenes = scene_modules()
    assert "client.scenes.menu" in scenes and "client.scenes.results" in scenes
    bad = []
    for path in sorted(SCENES.glob("*.py")):
        for name in sorted(imported(path)):
            if (
                name == "client.app"
                or name.startswith("client.app.")
                or (name in scenes and name != f"client.scenes.{path.stem}")
            ):
                bad.append(f"{path.name} imports {name}")
    assert not bad, bad


def test_game_packages_and_helpers_import_no_scene():
    """A game's client package (its table, its summary) and the keyboard helpers are drawn
    by scenes; they never import one (the results scene asks the game for its summary)."""
    scenes = scene_modules()
    bad = []
    for path in sorted(CLIENT.glob("*/*.py")) + [CLIENT / "keyboard.py", CLIENT / "standings.py"]:
        if path.parent == SCENES:
            continue
        for name in sorted(imported(path)):
            if name in scenes or name == "client.app":
                bad.append(f"{path.relative_to(CLIENT)} imports {name}")
    assert not bad, bad


def test_every_registered_scene_is_a_scene_module_of_that_name():
    from client.scenes.base import Scene

    for name in client.app.SCENES:
        cls = client.app.scene_class(name)
        assert issubclass(cls, Scene), name
        assert cls.__module__ in scene_modules(), name


GAME_PACKAGES = ("imperio", "virrey", "krysis", "ausonia", "tribunal")


def test_ausonia_and_krysis_import_each_other_nothing():
    """What two games' tables share lives in shared client code (client/table_parts.py's
    Button, client/keyboard.py's visible_parts...), not in one game's package that the
    other reaches into: neither of these two tables imports the other's."""
    bad = []
    for game in ("ausonia", "krysis"):
        others = [g for g in GAME_PACKAGES if g != game]
        for path in sorted((CLIENT / game).glob("*.py")):
            bad += [
                f"{game}/{path.name} imports {name}"
                for name in sorted(imported(path))
                if any(name == f"client.{o}" or name.startswith(f"client.{o}.") for o in others)
            ]
    assert not bad, bad
