"""A circle has four sections (FINAL DE PARTIDA Y PUNTUACIONES, ruling V-20).

"Hay que tener en cuenta que cada círculo está formado por cuatro secciones, dos en las
esquinas superiores y dos en las inferiores." The two upper-corner sections are the
upper-right quarter of the left card and the upper-left quarter of the right card; the two
lower ones are the two quarters of the bottom half-circle of the card resting on them, each
repainted by its own gem. A circle can therefore cost up to 4 gems to repaint, and card data
may give the two bottom quarters different colours.
"""

import subprocess
import sys

import pytest
from test_virrey_development import play_card, to_development
from virrey_helpers import (
    FIXTURE_ROOT,
    REPO,
    B,
    G,
    R,
    Y,
    character,
    check_invariants,
    fixture_cards,
    give_hand,
    scenario,
    set_gems,
    set_pyramid,
    with_cards,
)

from rules.core.errors import CardDataError
from rules.virrey import scoring
from rules.virrey.actions import AcceptPainting, Paint
from rules.virrey.cards import card_set
from rules.virrey.pyramid import BOTTOM_LEFT, BOTTOM_RIGHT, SECTION_NAMES, Pyramid
from rules.virrey.scoring import Board, best_painting


def test_a_circle_is_four_sections():
    p = Pyramid().with_card("a", 1, 0).with_card("b", 1, 2).with_card("c", 2, 1)
    assert p.circle_sections(2, 1) == (("a", 1), ("b", 0), ("c", BOTTOM_LEFT), ("c", BOTTOM_RIGHT))
    assert SECTION_NAMES == ("left", "right", "bottom_left", "bottom_right")


def _three(top_sections):
    cs = with_cards(
        fixture_cards(),
        characters=[
            character("c01", 1, sections=(B, G, B)),
            character("c02", 2, sections=(G, B, B)),
            character("c03", 3, sections=top_sections, rewards=((("power", 2),),) * 4),
        ],
    )
    return cs, Pyramid().with_card("c01", 1, 0).with_card("c02", 1, 2).with_card("c03", 2, 1)


def test_one_bottom_quarter_of_another_colour_breaks_the_circle():
    """Green, green, green and blue: not "un círculo de un mismo color"; one green gem on
    the blue bottom quarter makes it one (level 2: 2 points)."""
    cs, p = _three((R, R, G, B))
    assert scoring.circle_points(Board(cs, p, {}, (0, 0, 0, 0))) == 0
    assert scoring.circle_points(Board(cs, p, {}, (0, 0, 0, 0), painting={("c03", BOTTOM_RIGHT): G})) == 2
    plan = best_painting(p, (0, 0, 1, 0), lambda c: cs.all[c].sections)
    assert plan == {("c03", BOTTOM_RIGHT): G}


def test_repainting_a_circle_can_take_four_gems():
    """Four sections, one gem each: a circle with no yellow takes 4 yellow gems (the
    three-section model never asked for more than 3)."""
    cs, p = _three((R, R, B, R))  # sections of the circle: green, green, blue, red
    bonus = (0, 0, 0, 4)  # a yellow circle bonus +4: worth 2 + 4
    assert best_painting(p, (0, 0, 0, 3), lambda c: cs.all[c].sections, bonus) == {}
    plan = best_painting(p, (0, 0, 0, 4), lambda c: cs.all[c].sections, bonus)
    assert plan == {("c01", 1): Y, ("c02", 0): Y, ("c03", BOTTOM_LEFT): Y, ("c03", BOTTOM_RIGHT): Y}


def test_placing_on_a_circle_with_two_bottom_colours_gives_no_gem():
    """ "Si después de situar una carta en tu pirámide, el jugador consigue formar un círculo
    de un mismo color, podrá coger una gema": green, green, green and blue is not one."""
    cs, _ = _three((R, R, G, B))
    st = scenario(2, cards=cs)
    set_pyramid(st, 0, {(1, 0): "c01", (1, 2): "c02"})
    give_hand(st, 0, ["c03"])
    set_gems(st, 0, (4, 0, 0, 0))
    to_development(st)
    play_card(st, 0, "c03", (2, 1))
    assert st.gems[0][G] == 0
    assert not [e for e in st.events if e.key == "virrey.circle"]
    check_invariants(st)


def _to_painting(st, seat=0):
    st._end_game()
    st._advance()
    assert st.tasks[-1] == ("paint", seat)


def test_each_bottom_quarter_is_painted_by_its_own_gem():
    """The painting offers both bottom quarters, each for one gem; accepting the best
    painting paints the one quarter that is needed."""
    cs, _ = _three((R, R, G, B))
    st = scenario(1, cards=cs)
    set_pyramid(st, 0, {(1, 0): "c01", (1, 2): "c02", (2, 1): "c03"})
    set_gems(st, 0, (0, 0, 1, 0))
    _to_painting(st)
    legal = st.legal(0)
    assert Paint("c03", "bottom_right", "green") in legal
    assert Paint("c03", "bottom_left", "blue") not in legal  # no blue gem
    assert not [a for a in legal if isinstance(a, Paint) and a.section == "bottom"]
    circles = dict(st.scores()[0].breakdown)["circles"]
    st.apply(0, AcceptPainting())
    assert st.paint[0] == {("c03", BOTTOM_RIGHT): G} and st.gems[0] == [0, 0, 0, 0]
    assert dict(st.scores()[0].breakdown)["circles"] == circles + 2
    check_invariants(st)


def test_the_view_names_the_painted_quarter():
    cs, _ = _three((R, R, G, B))
    st = scenario(1, cards=cs)
    set_pyramid(st, 0, {(1, 0): "c01", (1, 2): "c02", (2, 1): "c03"})
    set_gems(st, 0, (0, 0, 1, 0))
    _to_painting(st)
    st.apply(0, Paint("c03", "bottom_right", "green"))
    assert st.view(0).players_view[0].painting == (("c03", "bottom_right", "green"),)


# -- card data: an optional second bottom colour ---------------------------------------------
def _copy_with(tmp_path, old, new):
    src = (FIXTURE_ROOT / "virrey" / "characters.yaml").read_text(encoding="utf-8")
    d = tmp_path / "virrey"
    d.mkdir(exist_ok=True)
    assert old in src
    (d / "characters.yaml").write_text(src.replace(old, new, 1), encoding="utf-8")
    (d / "laws.yaml").write_text((FIXTURE_ROOT / "virrey" / "laws.yaml").read_text(encoding="utf-8"), encoding="utf-8")
    return tmp_path


def _c01_bottom():
    src = (FIXTURE_ROOT / "virrey" / "characters.yaml").read_text(encoding="utf-8")
    block = src[src.index("- id: c01") : src.index("- id: c02")]
    line = next(l for l in block.splitlines() if l.strip().startswith("bottom:"))
    return line, src[: src.index(line)].count("\n") + 1


def test_one_bottom_colour_paints_both_quarters():
    c01 = fixture_cards().characters["c01"]
    assert c01.sections[BOTTOM_LEFT] == c01.sections[BOTTOM_RIGHT]


def test_a_list_of_two_gives_each_bottom_quarter_its_colour(tmp_path):
    line, _ = _c01_bottom()
    indent = line[: len(line) - len(line.lstrip())]
    root = _copy_with(tmp_path, line, f"{indent}bottom: [green, blue]")
    cs = card_set(root)
    assert cs.characters["c01"].sections[2:] == (G, B)


@pytest.mark.parametrize(
    "value, words",
    [
        ("[green]", "list of two colours"),
        ("[green, blue, red]", "not a list of 3"),
        ("[green, purple]", "item 2"),
        ("purple", "list of two colours"),
    ],
)
def test_a_bad_bottom_names_file_line_card_and_field(tmp_path, value, words):
    line, number = _c01_bottom()
    indent = line[: len(line) - len(line.lstrip())]
    root = _copy_with(tmp_path, line, f"{indent}bottom: {value}")
    with pytest.raises(CardDataError) as err:
        card_set(root)
    problem = next(p for p in err.value.problems if "c01" in p)
    assert "characters.yaml:" in problem and "'sections'" in problem and "bottom" in problem
    assert words in problem
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "rules.cards",
            "check",
            str(root / "virrey" / "characters.yaml"),
            str(root / "virrey" / "laws.yaml"),
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode != 0 and "c01" in proc.stdout + proc.stderr
