"""Issue 21: ``python -m rules.cards check`` refuses everything a game's loader refuses, with
file, line, card id and field, and never crashes or hangs on broken card YAML.

Each test edits a copy of the shipped ``cards/`` and runs both the command (in-process) and
the game's loader; they must give the same problem lines.
"""

import subprocess
import sys
import time
from pathlib import Path

import pytest
from cards_helpers import CardCopy

from rules.cards import load_game
from rules.cards.__main__ import main
from rules.core.errors import CardDataError

REPO = Path(__file__).resolve().parents[2]


class Cards(CardCopy):
    """A copy of the shipped card data in tmp_path."""

    def __init__(self, tmp_path):
        super().__init__(REPO / "cards", tmp_path / "cards")

    def check(self, capsys, *paths) -> tuple[int, list[str]]:
        rc = main(["check", *map(str, paths or [self.root])])
        return rc, capsys.readouterr().out.splitlines()

    def refused(self, capsys, game) -> list[str]:
        """The check's lines, which must be the loader's problems too."""
        rc, out = self.check(capsys)
        assert rc == 1, out
        with pytest.raises(CardDataError) as err:
            load_game(game, self.root)
        assert sorted(err.value.problems) == sorted(out)
        return out


@pytest.fixture
def shipped(tmp_path):
    return Cards(tmp_path)


def expect(out, name, line, *parts):
    hits = [o for o in out if f"{name}:{line}: " in o and all(p in o for p in parts)]
    assert hits, f"no {name}:{line}: ... {parts} in:\n" + "\n".join(out)


# -- what the games' own checks refuse, the check refuses -------------------------------------


def test_a_renamed_krysis_crystal_is_refused(shipped, capsys):
    shipped.edit("krysis/supply.yaml", "  - id: red\n", "  - id: ruby\n")
    out = shipped.refused(capsys, "krysis")
    expect(
        out,
        "supply.yaml",
        shipped.line_of("krysis/supply.yaml", "id: ruby"),
        "card 'ruby'",
        "field 'id'",
        "red, blue, white",
    )


def test_a_deleted_krysis_agent_is_refused(shipped, capsys):
    text = shipped.file("krysis/agents.yaml").read_text(encoding="utf-8")
    start = text.index("  - id: falcon_porter")
    end = text.index("  - id:", start + 5)
    shipped.file("krysis/agents.yaml").write_text(text[:start] + text[end:], encoding="utf-8")
    out = shipped.refused(capsys, "krysis")
    expect(
        out,
        "agents.yaml",
        shipped.line_of("krysis/agents.yaml", "company: falcon") - 1,
        "card 'falcon'",
        "field 'role'",
        "8 transporters",
    )


def test_two_virrey_characters_with_one_number_are_refused(shipped, capsys):
    shipped.edit("virrey/characters.yaml", "    number: 2\n", "    number: 1\n")
    out = shipped.refused(capsys, "virrey")
    line = [
        i + 1
        for i, text in enumerate(shipped.file("virrey/characters.yaml").read_text().split("\n"))
        if text == "    number: 1"
    ][1]
    expect(out, "characters.yaml", line, "field 'number'", "1 is also the number of")


def test_a_crystal_worth_nothing_is_refused(shipped, capsys):
    shipped.edit("krysis/supply.yaml", "points: 1\n", "points: 0\n")
    out = shipped.refused(capsys, "krysis")
    expect(
        out,
        "supply.yaml",
        shipped.line_of("krysis/supply.yaml", "points: 0"),
        "card 'white'",
        "field 'points'",
        "at least 1",
    )


@pytest.mark.parametrize(
    "raw, code",
    [
        ("\\0", "U+0000"),
        ("\\e", "U+001B"),
        ("\\t", "U+0009"),
        ("\\ud800", "U+D800"),
        ("\\x07", "U+0007"),
        ("\\u200b", "U+200B"),
        ("\\u202e", "U+202E"),
        ("\\u2028", "U+2028"),
    ],
)
def test_a_card_text_with_a_control_character_is_refused(shipped, capsys, raw, code):
    shipped.edit("virrey/laws.yaml", 'es: "', f'es: "{raw}')
    out = shipped.refused(capsys, "virrey")
    line = shipped.line_of("virrey/laws.yaml", f'es: "{raw}')
    assert any(f"laws.yaml:{line}: card '" in o and "field 'name'" in o and code in o for o in out), out


def test_a_nul_byte_in_a_file_is_refused_at_its_line(shipped, capsys):
    shipped.edit("virrey/laws.yaml", 'es: "', 'es: "\0')
    out = shipped.refused(capsys, "virrey")
    expect(out, "laws.yaml", shipped.line_of("virrey/laws.yaml", "\0"), "U+0000")


# -- what crashed the check now gets a message -------------------------------------------------


@pytest.mark.parametrize(
    "name, old",
    [
        ("krysis/agents.yaml", "capacity: {red: 1, blue: 1, white: 3}"),
        ("krysis/relics.yaml", "capacity: {red: 1}"),
    ],
)
@pytest.mark.parametrize("value", ["3", "[1, 2]", "'many'", "{red: [1]}"])
def test_a_capacity_that_is_not_a_mapping_is_refused(shipped, capsys, name, old, value):
    shipped.edit(name, old, f"capacity: {value}")
    out = shipped.refused(capsys, "krysis")
    expect(out, name.split("/")[1], shipped.line_of(name, f"capacity: {value}"), "field 'capacity'", "must be")


def test_an_alias_bomb_is_refused_quickly(shipped):
    bomb = ["    x0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    bomb += [f"    x{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 10)]
    shipped.edit(
        "imperio/dynasties.yaml",
        "cards:\n",
        "cards:\n  - id: bomb\n    name:\n" + "\n".join(bomb) + "\n    colour: *a9\n",
    )
    start = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", "rules.cards", "check", str(shipped.root)],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    assert "expands to more than" in proc.stdout
    assert time.monotonic() - start < 20
    start = time.monotonic()
    with pytest.raises(CardDataError):
        load_game("imperio", shipped.root)
    assert time.monotonic() - start < 10


def test_an_alias_inside_itself_is_refused(shipped, capsys):
    shipped.edit("imperio/dynasties.yaml", "cards:\n", "cards:\n  - id: loop\n    name: &me {es: *me}\n")
    out = shipped.refused(capsys, "imperio")
    assert any("card 'loop'" in o and "field 'name'" in o for o in out), out


# -- clearer refusals ---------------------------------------------------------------------------


def test_a_duplicate_key_names_the_card_and_field(shipped, capsys):
    shipped.edit("krysis/supply.yaml", "    points: 2\n", "    points: 2\n    points: 5\n")
    out = shipped.refused(capsys, "krysis")
    expect(
        out,
        "supply.yaml",
        shipped.line_of("krysis/supply.yaml", "points: 5"),
        "card 'blue'",
        "field 'points'",
        "duplicate key",
    )


def test_a_duplicate_key_inside_a_field_names_the_card(shipped, capsys):
    shipped.edit("krysis/supply.yaml", '{es: "Cristal azul",', '{es: "Cristal azul", es: "Azul",')
    out = shipped.refused(capsys, "krysis")
    expect(
        out,
        "supply.yaml",
        shipped.line_of("krysis/supply.yaml", "Cristal azul"),
        "card 'blue'",
        "field 'name'",
        "duplicate key 'es'",
    )


@pytest.mark.parametrize(
    "old, new, words",
    [
        ('cada gema que esté sobre esta carta."', "cada gema que esté sobre esta carta.", "quoted"),
        ('{es: "Tesoro Real", en: "Royal Treasury"}', '{es: "Tesoro Real", en: "Royal Treasury"', "flow mapping"),
    ],
)
def test_an_unclosed_quote_or_bracket_is_reported_where_it_opens(shipped, capsys, old, new, words):
    shipped.edit("virrey/laws.yaml", old, new)
    out = shipped.refused(capsys, "virrey")
    assert len(out) == 1, out
    expect(out, "laws.yaml", shipped.line_of("virrey/laws.yaml", new), "not valid YAML", words)


def test_one_file_is_checked_against_the_rest_of_its_set(shipped, capsys):
    rc, out = shipped.check(capsys, shipped.file("krysis/agents.yaml"))
    assert rc == 0 and out == ["cards ok: 152 cards in 8 file(s)"], out
    shipped.edit("krysis/agents.yaml", "company: falcon\n", "company: eagle\n")
    rc, out = shipped.check(capsys, shipped.file("krysis/agents.yaml"))
    assert rc == 1 and len(out) == 1 and "unknown companies id 'eagle'" in out[0], out


def test_a_missing_file_of_a_set_is_refused(shipped, capsys):
    shipped.file("krysis/supply.yaml").unlink()
    out = shipped.refused(capsys, "krysis")
    assert any("supply.yaml:1: no such file" in o for o in out), out


# -- found by the fuzz test (test_cards_fuzz.py) -----------------------------------------------


@pytest.mark.parametrize(
    "game, name, old, new, field, words",
    [
        # a mapping where a colour goes: 'dict in COLOUR_INDEX' raised TypeError inside the check
        (
            "virrey",
            "virrey/laws.yaml",
            'params: {colour: "yellow"}',
            "params: {colour: {a: 1}}",
            "effect",
            "must be a colour",
        ),
        (
            "virrey",
            "virrey/characters.yaml",
            "reward: [{circle_bonus: {colour: red, value: 2}}",
            "reward: [{circle_bonus: {colour: [red], value: 2}}",
            "levels",
            "must be a colour",
        ),
        # an ability's goods without an upper bound: a game would try to hand out 10**6 goods
        (
            "krysis",
            "krysis/agents.yaml",
            "params: {goods: {red: 1, blue: 1}}",
            "params: {goods: {red: 1000000}}",
            "ability",
            "from 0 to 99",
        ),
    ],
)
def test_odd_param_values_are_refused_by_the_checks(shipped, capsys, game, name, old, new, field, words):
    shipped.edit(name, old, new)
    out = shipped.refused(capsys, game)
    lines = shipped.file(name).read_text(encoding="utf-8").split("\n")[: shipped.line_of(name, new)]
    line = max(i for i, text in enumerate(lines) if text.strip().startswith(f"{field}:")) + 1  # the field's
    expect(out, name.split("/")[1], line, f"field '{field}'", words)
    assert not any("could not be checked" in o for o in out), out
