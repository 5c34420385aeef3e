"""Grand Tribunal's card data: the shipped set's counts, and the refusals of a broken file
(item type, spell category or slot that does not exist, a negative cost or score, a
register without its X:Y for a Tribunal, an unknown effect), each naming file, line, card
id and field, in the check command and the loader alike."""

from pathlib import Path

import pytest
from cards_helpers import CardCopy

from rules.cards import load_game
from rules.cards.__main__ import main
from rules.core.errors import CardDataError
from rules.tribunal.actions import ITEM_TYPES, SPELL_CATEGORIES
from rules.tribunal.cards import card_set

REPO = Path(__file__).resolve().parents[3]


class Cards(CardCopy):
    def __init__(self, tmp_path):
        super().__init__(REPO / "cards", tmp_path / "cards")

    def refused(self, capsys) -> list[str]:
        rc = main(["check", str(self.root)])
        out = capsys.readouterr().out.splitlines()
        assert rc == 1, out
        with pytest.raises(CardDataError) as err:
            load_game("tribunal", self.root)
        assert sorted(err.value.problems) == sorted(out)
        return out


@pytest.fixture
def shipped(tmp_path):
    return Cards(tmp_path)


def expect(out, name, line, *parts):
    hits = [o for o in out if f"{name}:{line}: " in o and all(p in o for p in parts)]
    assert hits, f"no {name}:{line}: ... {parts} in:\n" + "\n".join(out)


def test_the_shipped_set_has_the_printed_counts():
    cs = card_set()
    assert len(cs.items) + len(cs.spells) + len(cs.resources) == 110  # 2 decks of 55
    assert len(cs.reference) == 5
    assert {i.type for i in cs.items.values()} == set(ITEM_TYPES)
    assert {s.category for s in cs.spells.values()} == set(SPELL_CATEGORIES)
    assert all(s.advance == 2 for s in cs.spells.values())
    assert all(set(i.slots) <= set(SPELL_CATEGORIES) and i.slots for i in cs.items.values())
    for src in ("uncontested", "contested"):
        assert len(cs.register[src]) == 3 and all(cs.register[src])
    assert cs.extract == (1, 1, 2)  # "se gana un contador ... En las que preceden al Gran Tribunal, se ganan 2"
    for c in (*cs.items.values(), *cs.spells.values(), *cs.resources.values()):
        assert c.name["es"] and c.name["en"]


def test_an_item_type_that_does_not_exist_is_refused(shipped, capsys):
    shipped.edit("tribunal/items.yaml", "    type: orbs", "    type: globes")
    out = shipped.refused(capsys)
    line = shipped.line_of("tribunal/items.yaml", "type: globes")
    expect(out, "items.yaml", line, "card 'i_mist_orb'", "field 'type'", "globes")


def test_a_spell_category_that_does_not_exist_is_refused(shipped, capsys):
    shipped.edit("tribunal/spells.yaml", "    category: runic", "    category: infernal")
    out = shipped.refused(capsys)
    line = shipped.line_of("tribunal/spells.yaml", "category: infernal")
    expect(out, "spells.yaml", line, "card 's_herald_s_rune'", "field 'category'", "infernal")


def test_a_slot_of_a_category_that_does_not_exist_is_refused(shipped, capsys):
    shipped.edit("tribunal/items.yaml", "    slots: {alchemical: 1}", "    slots: {infernal: 1}")
    out = shipped.refused(capsys)
    line = shipped.line_of("tribunal/items.yaml", "slots: {infernal: 1}")
    expect(out, "items.yaml", line, "card 'i_mist_orb'", "field 'slots'", "unknown key(s) infernal")


@pytest.mark.parametrize("field, old", [("score", "    score: 1"), ("advance", "    advance: 2")])
def test_a_negative_cost_or_score_is_refused(shipped, capsys, field, old):
    shipped.edit("tribunal/items.yaml", old, old.replace(old.split()[-1], "-3"))
    out = shipped.refused(capsys)
    line = shipped.line_of("tribunal/items.yaml", f"{field}: -3")
    expect(out, "items.yaml", line, "card 'i_mist_orb'", f"field '{field}'", "-3")


def test_a_spell_with_an_advance_other_than_two_is_refused(shipped, capsys):
    shipped.edit("tribunal/spells.yaml", "    advance: 2", "    advance: 3")
    out = shipped.refused(capsys)
    line = shipped.line_of("tribunal/spells.yaml", "advance: 3")
    expect(out, "spells.yaml", line, "card 's_transmute_lead'", "field 'advance'", "always 2")


def test_a_register_without_the_spaces_of_a_tribunal_is_refused(shipped, capsys):
    text = shipped.file("tribunal/register.yaml").read_text(encoding="utf-8")
    start = text.index("    tribunal_2:")
    shipped.file("tribunal/register.yaml").write_text(
        text[:start] + text[text.index("\n", start) + 1 :], encoding="utf-8"
    )
    out = shipped.refused(capsys)
    line = shipped.line_of("tribunal/register.yaml", "- id: uncontested")
    expect(out, "register.yaml", line, "card 'uncontested'", "field 'tribunal_2'", "missing")


def test_a_register_space_that_is_not_x_colon_y_is_refused(shipped, capsys):
    shipped.edit("tribunal/register.yaml", '"2:0"]', '"2"]')
    out = shipped.refused(capsys)
    line = shipped.line_of("tribunal/register.yaml", '"2"]')
    expect(out, "register.yaml", line, "card 'uncontested'", "field 'tribunal_1'", "X:Y")


def test_an_unknown_effect_name_is_refused(shipped, capsys):
    shipped.edit("tribunal/resources.yaml", "    effect: gain_vis", "    effect: summon_dragon")
    out = shipped.refused(capsys)
    line = shipped.line_of("tribunal/resources.yaml", "effect: summon_dragon")
    expect(out, "resources.yaml", line, "card 'r_vis_vessel'", "field 'effect'", "summon_dragon")


def test_a_draw_without_its_deck_is_refused(shipped, capsys):
    shipped.edit("tribunal/resources.yaml", "    deck: spells\n", "")
    out = shipped.refused(capsys)
    line = shipped.line_of("tribunal/resources.yaml", "effect: draw", after="id: r_librarian")
    expect(out, "resources.yaml", line, "card 'r_librarian'", "field 'effect'", "deck")


def test_a_card_too_many_is_refused(shipped, capsys):
    shipped.edit(
        "tribunal/resources.yaml",
        "cards:\n",
        'cards:\n  - id: r_extra\n    name: {es: "Extra", en: "Extra"}\n    effect: gain_vis\n    amount: 1\n'
        '    text: {es: "Toma 1 vis.", en: "Take 1 vis."}\n',
    )
    out = shipped.refused(capsys)
    assert any("111 cards" in o and "110" in o for o in out), out


# The least amount of each effect, so that a Resource is worth the three actions it costs
# (drawing it is a double action, playing it one more: 'take 3 vis' would be 1 vis an
# action, no more than extracting) and casting a Spell can be worth more than the point
# and the votes it gives installed (docs/balance.md, Grand Tribunal).
LEAST = {
    "gain_vis": 4,
    "tithe": 4,
    "advance": 2,
    "draw": 3,
    "draw_any": 2,
    "vote": 2,
    "unvote": 2,
    "drain": 3,
    "take_face_up": 2,
}


def test_spell_and_resource_amounts_are_worth_their_actions_and_printed_in_both_languages():
    import re

    cs = card_set()
    for c in (*cs.spells.values(), *cs.resources.values()):
        assert c.amount >= LEAST[c.effect], (c.id, c.effect, c.amount)
        for lang in ("es", "en"):
            first = re.search(r"\d+", c.text[lang])
            assert first and int(first.group()) == c.amount, (c.id, lang, c.text[lang])
