"""Ausonia's card data: the shipped set loads with the counts of NOTES.md, and a broken file
is refused with file, line, card id and field, by the loader and ``python -m rules.cards
check`` alike (an unknown keyword, guild or gem, a negative cost, a condition that cannot
be met, an effect name without a handler, a starter deck of the wrong make-up)."""

from pathlib import Path

import pytest
from cards_helpers import CardCopy

from rules.ausonia.cards import card_set
from rules.cards import load_game
from rules.cards.__main__ import main
from rules.core.errors import CardDataError

REPO = Path(__file__).resolve().parents[3]


class Cards(CardCopy):
    def __init__(self, tmp_path):
        super().__init__(REPO / "cards", tmp_path / "cards")

    def refused(self, capsys) -> list[str]:
        rc = main(["check", str(self.root)])
        out = capsys.readouterr().out.splitlines()
        assert rc == 1, out
        with pytest.raises(CardDataError) as err:
            load_game("ausonia", self.root)
        assert sorted(err.value.problems) == sorted(out)
        return out


@pytest.fixture
def shipped(tmp_path):
    return Cards(tmp_path)


def expect(shipped, out, name, needle, *parts, after=None):
    line = shipped.line_of(f"ausonia/{name}", needle, after)
    hits = [o for o in out if f"{name}:{line}: " in o and all(p in o for p in parts)]
    assert hits, f"no {name}:{line}: ... {parts} in:\n" + "\n".join(out)


def test_the_shipped_cards_have_the_rulebooks_counts():
    cs = card_set()
    assert [len(d) for d in cs.starters] == [12, 12, 12, 12]
    for deck in cs.starters:
        kinds = [cs.cards[c].type for c in deck]
        assert kinds.count("gem") == 9 and kinds.count("favour") == 3
        assert sum(sum(cs.cards[c].gems) for c in deck) == 10  # every starter deck alike
    assert len(cs.power) == 15 and len(cs.favour) == 45
    roles = {}
    for d in cs.components:
        roles[d["role"]] = roles.get(d["role"], 0) + d.get("copies", 1)
    assert roles == {"aspirant": 3, "influence_marker": 8}


def test_an_unknown_keyword_is_refused_as_an_effect_without_a_handler(shipped, capsys):
    shipped.edit("ausonia/favour.yaml", "{kw: influence, x: 2}]\n  - id: broker", "{kw: bribe, x: 2}]\n  - id: broker")
    out = shipped.refused(capsys)
    expect(
        shipped, out, "favour.yaml", "abilities:", "card 'moneylender'", "field 'abilities'", "'bribe'", after="id: moneylender"
    )


def test_an_unknown_guild_is_refused(shipped, capsys):
    shipped.edit("ausonia/favour.yaml", "guild: merchants\n    cost: {emerald: 2}\n", "guild: bankers\n    cost: {emerald: 2}\n")
    out = shipped.refused(capsys)
    expect(shipped, out, "favour.yaml", "guild: bankers", "card 'broker'", "field 'guild'", "'bankers'")


def test_an_unknown_gem_is_refused(shipped, capsys):
    shipped.edit("ausonia/power.yaml", "    gems: {emerald: 3}", "    gems: {topaz: 3}")
    out = shipped.refused(capsys)
    expect(shipped, out, "power.yaml", "gems: {topaz: 3}", "card 'emerald_mine'", "field 'gems'", "topaz")


def test_a_negative_cost_is_refused(shipped, capsys):
    shipped.edit("ausonia/power.yaml", "cost: {rainbow: 7}", "cost: {rainbow: -7}")
    out = shipped.refused(capsys)
    expect(shipped, out, "power.yaml", "cost: {rainbow: -7}", "card 'pope'", "field 'cost'", "at least 0")


def test_a_condition_no_other_card_can_meet_is_refused(shipped, capsys):
    shipped.edit("ausonia/power.yaml", "condition: {gems: {sanguine: 4}}", "condition: {gems: {sanguine: 99}}")
    out = shipped.refused(capsys)
    expect(shipped, out, "power.yaml", "abilities:", "card 'assassin'", "field 'abilities'", "cannot be met", after="id: assassin")


def test_a_keyword_condition_only_the_card_itself_could_meet_is_refused(shipped, capsys):
    shipped.edit("ausonia/favour.yaml", "condition: {keyword: foresight}", "condition: {keyword: seal}")
    shipped.edit("ausonia/favour.yaml", "keywords: [{kw: seal}, {kw: influence, x: 2}]", "keywords: [{kw: influence, x: 2}]")
    shipped.edit("ausonia/power.yaml", "keywords: [{kw: seal}, {kw: draw, x: 1}]", "keywords: [{kw: draw, x: 1}]")
    out = shipped.refused(capsys)
    expect(
        shipped, out, "favour.yaml", "abilities:", "card 'seer'", "field 'abilities'", "'seal'", "cannot be met", after="id: seer"
    )


def test_an_ability_with_both_a_cost_and_a_condition_is_refused(shipped, capsys):
    shipped.edit("ausonia/favour.yaml", "      - condition: {keyword: acquisitive}\n", "      - condition: {keyword: acquisitive}\n        cost: {emerald: 1}\n")
    out = shipped.refused(capsys)
    assert any("card 'broker'" in o and "either a cost in gems or a condition" in o for o in out), out


def test_a_starter_deck_of_the_wrong_make_up_is_refused(shipped, capsys):
    shipped.edit("ausonia/starters.yaml", "    gems: {sapphire: 1}\n    copies: 2", "    gems: {sapphire: 1}\n    copies: 3")
    out = shipped.refused(capsys)
    assert any("starters.yaml:" in o and "10 gem and 3 favour cards" in o for o in out), out
