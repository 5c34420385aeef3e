"""Every playable game has an English rules reference that summarises each of its rulings.

The reference is ``assets/rulebooks/<book>.en.md`` beside the Spanish ``<book>.md`` named by
the game's ``rulebook``. Its last section, "Rulings in this edition", has one ``### <id>.``
heading per entry of that game in docs/rulings.md, so a new ruling without an English summary
(or a summary of a ruling that no longer exists) fails here.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.core.game import registered_games

ROOT = Path(__file__).resolve().parents[2]
BOOKS = ROOT / "assets" / "rulebooks"
RULINGS = ROOT / "docs" / "rulings.md"
RULINGS_TITLE = "## Rulings in this edition"

# Every game whose rules are registered, playable or not: Krysis's reference comes with its
# rules, before its table is done.
GAMES = [g for g in registered_games()]


def english_reference(game) -> Path:
    return BOOKS / f"{Path(game.rulebook).stem}.en.md"


def ruling_ids(game_id: str, text: str) -> list[str]:
    """The ids (``I-1``, ``V-20``...) of the ``###`` entries in the ``##`` section of
    docs/rulings.md that names the game's package (``rules/<game_id>/``)."""
    ids, inside = [], False
    for line in text.splitlines():
        if line.startswith("## "):
            inside = f"rules/{game_id}/" in line
        elif inside:
            m = re.match(r"###\s+([A-Z]+-\d+)\.", line)
            if m:
                ids.append(m.group(1))
    return ids


def summaries(text: str) -> dict[str, str]:
    """``### <id>. title`` headings after "Rulings in this edition" -> the text under each."""
    _, found, tail = text.partition(RULINGS_TITLE)
    assert found, f"no '{RULINGS_TITLE}' section"
    out: dict[str, str] = {}
    for m in re.finditer(r"^###\s+([A-Z]+-\d+)\.[^\n]*\n(.*?)(?=^#|\Z)", tail, re.M | re.S):
        out[m.group(1)] = m.group(2).strip()
    return out


def test_the_registry_has_playable_games():
    assert {"imperio", "virrey", "krysis"} <= {g.id for g in GAMES}


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_each_playable_game_has_an_english_reference_beside_the_spanish_one(game):
    assert game.rulebook, f"{game.id} names no rulebook"
    assert (BOOKS / game.rulebook).is_file(), f"Spanish rulebook {game.rulebook} missing"
    path = english_reference(game)
    assert path.is_file(), f"{game.id}: no English reference {path.relative_to(ROOT)}"
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# "), "the reference starts with its title"
    # A complete reference, not a stub: far longer than a page of headings.
    assert len(text.split()) > 1500, f"{path.name} is too short to be a complete reference"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_english_reference_is_plain_markdown_without_latex(game):
    text = english_reference(game).read_text(encoding="utf-8")
    assert "$" not in text, "LaTeX ($...$) does not render in the in-app reader"
    assert "\\(" not in text and "\\times" not in text and "\\frac" not in text


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_english_reference_summarises_every_ruling_of_its_game(game):
    ids = ruling_ids(game.id, RULINGS.read_text(encoding="utf-8"))
    assert ids, f"docs/rulings.md has no section for rules/{game.id}/"
    found = summaries(english_reference(game).read_text(encoding="utf-8"))
    missing = [i for i in ids if i not in found]
    assert not missing, f"{game.id}: rulings without an English summary: {missing}"
    stale = [i for i in found if i not in ids]
    assert not stale, f"{game.id}: English summaries of rulings not in docs/rulings.md: {stale}"
    empty = [i for i, body in found.items() if len(body.split()) < 8]
    assert not empty, f"{game.id}: ruling summaries with no text: {empty}"
    assert list(found) == ids, "summaries in the order of docs/rulings.md"


def test_ruling_ids_reads_only_the_games_section():
    text = "## A (`rules/a/`)\n### A-1. x\n### A-2. y\n## B (`rules/b/`)\n### B-1. z\n### A-9. stray\n"
    assert ruling_ids("a", text) == ["A-1", "A-2"]
    assert ruling_ids("b", text) == ["B-1", "A-9"]
    assert ruling_ids("c", text) == []


def test_a_ruling_without_a_summary_is_reported():
    book = f"# T\n\n{RULINGS_TITLE}\n\n### X-1. One\n\nThe first ruling, summarised in words.\n"
    assert list(summaries(book)) == ["X-1"]
    assert "X-2" not in summaries(book)
    # X-1 must not be taken for X-10 or the other way round.
    assert "X-10" not in summaries(book)
