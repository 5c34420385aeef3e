"""Law cards: the two laws of the rulebook and the designed effects (docs/virrey-law-effects.md)."""

import pytest
from test_virrey_development import to_development
from virrey_helpers import (
    B,
    G,
    R,
    check_invariants,
    fixture_cards,
    give_hand,
    law_with,
    scenario,
    set_gems,
    set_pyramid,
)

from rules.core.errors import IllegalAction
from rules.virrey.actions import BidPass, Cover, Pass, Place, Play, StoreDone, StoreGem
from rules.virrey.laws import LAWS


def play_law(st, effect, slot=(1, 2), seat=0):
    law = law_with(effect)
    give_hand(st, seat, [law])
    to_development(st)
    st.apply(seat, Play(law))
    for s in st.to_act():
        st.apply(s, Pass())
    st.apply(seat, Place(*slot))
    return law


def test_there_are_24_handlers_and_the_fixture_uses_each():
    assert len(LAWS) == 24
    assert {l.effect for l in fixture_cards().laws.values()} == set(LAWS)


def test_store_gems_up_to_max_and_two_points_each():
    st = scenario(2)
    set_gems(st, 0, (3, 3, 3, 3))
    law = play_law(st, "store_gems")
    assert st.tasks[-1][0] == "store"
    for c in ("blue", "blue", "red"):
        st.apply(0, StoreGem(c))
    st.apply(0, StoreDone())
    assert st.gems[0] == [1, 2, 3, 3]
    assert [t for t in st.tok[0][law]] == [("stored", B), ("stored", B), ("stored", R)]
    assert dict(st.scores()[0].breakdown)["laws"] == 6
    check_invariants(st)


def test_cover_free_card_moves_tokens_and_scores_by_level():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c01", (1, 2): "c02", (1, 4): "c03"})
    st.give_tokens(0, "c03", "magic", 2)
    set_gems(st, 0, (0, 0, 0, 0))
    law = play_law(st, "cover_free_card", slot=(2, 1))
    # c01 and c02 carry the law: c03 is the only free card, taken automatically
    assert "c03" not in st.pyr[0] and st.pyr[0].under[law] == ("c03",)
    assert st.tok[0][law] == (("magic",), ("magic",))
    assert dict(st.scores()[0].breakdown)["laws"] == 4  # by_level [2, 4, 7, 11], level 2
    check_invariants(st)


def test_cover_offers_every_free_card_but_itself():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c01", (1, 2): "c02", (1, 4): "c03", (1, 6): "c04"})
    law = play_law(st, "cover_free_card", slot=(2, 3))
    assert set(st.legal(0)) == {Cover("c01"), Cover("c04")}
    with pytest.raises(IllegalAction, match="free card"):
        st.apply(0, Cover("c02"))
    st.apply(0, Cover("c04"))
    assert "c04" not in st.pyr[0] and st.pyr[0].under[law] == ("c04",)
    check_invariants(st)


def test_pass_bonus_adds_gems_when_passing():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c40", (1, 2): law_with("pass_bonus")})
    st._start_turn()
    st.touch()
    st.apply(0, BidPass())
    st.apply(1, BidPass())
    while st.tasks[-1][:2] != ("gems", 0):
        s = st.to_act()[0]
        st.apply(s, st.legal(s)[0])
    assert st.tasks[-1] == ("gems", 0, 5)


def test_discount_lowers_each_play():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c40", (1, 2): law_with("discount")})  # green
    give_hand(st, 0, ["captain"])
    set_gems(st, 0, (0, 0, 0, 0))
    to_development(st)
    assert Play("captain") in st.legal(0)  # level 1 costs one green: discounted to nothing


def test_extra_infinite_allows_a_second_use():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c01", (1, 2): law_with("extra_infinite")})
    st._add_token(0, "c01", ("infinite", G))
    st._add_token(0, "c01", ("infinite", B))
    assert st.uses_left(0) == 2


def test_end_laws_score():
    st = scenario(2)
    laws = [law_with(e) for e in ("points_per_law", "points_by_level", "points_per_adjacent")]
    set_pyramid(st, 0, {(1, 0): "c40", (1, 2): laws[0], (1, 4): laws[1], (2, 1): laws[2]})
    # points_per_law: 3 laws x 2 = 6; points_by_level on level 1: 1;
    # points_per_adjacent: 2 adjacent (c40 and laws[0]) ... x2
    adj = len(st.pyr[0].adjacent(laws[2]))
    assert dict(st.scores()[0].breakdown)["laws"] == 6 + 1 + 2 * adj


def test_points_per_unused_gem_counts_gems_after_painting():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c40", (1, 2): law_with("points_per_unused_gem")})
    set_gems(st, 0, (2, 1, 0, 0))
    assert dict(st.scores()[0].breakdown)["laws"] == 3


def test_take_gems_takes_each_colour():
    st = scenario(2)
    before = list(st.gems[0])
    play_law(st, "take_gems")
    assert [a - b for a, b in zip(st.gems[0], before)] == [1, 1, 1, 1]
    check_invariants(st)


def test_bad_params_are_a_load_error(tmp_path):
    import shutil

    from virrey_helpers import FIXTURE_ROOT

    from rules.cards.loader import check_files

    src = (FIXTURE_ROOT / "virrey" / "laws.yaml").read_text(encoding="utf-8")
    bad = src.replace("each: 1", "each: 9").replace("effect: draw_cards", "effect: draw_lots")
    d = tmp_path / "virrey"
    d.mkdir()
    (d / "laws.yaml").write_text(bad, encoding="utf-8")
    shutil.copy(FIXTURE_ROOT / "virrey" / "characters.yaml", d / "characters.yaml")
    problems, _ = check_files([d / "characters.yaml", d / "laws.yaml"])
    assert any("'l10'" in p and "'effect'" in p and "each" in p for p in problems), problems
    assert any("'l11'" in p and "draw_lots" in p for p in problems), problems
    assert all("laws.yaml:" in p for p in problems)


def test_free_cards_have_no_card_above_or_below():
    """ "Las cartas situadas en los extremos de una fila serán consideradas cartas libres si
    no tienen ninguna carta situada encima o debajo." (ruling V-5) A card on level 2 rests
    on cards below it, so it is never free, even at an end of its row with nothing on it;
    the cover law takes only c04 here (before, c05 was offered too)."""
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c01", (1, 2): "c02", (1, 4): "c03", (1, 6): "c04", (2, 1): "c05"})
    assert st.pyr[0].free_cards() == ["c04"]
    law = play_law(st, "cover_free_card", slot=(2, 3))
    assert "c04" not in st.pyr[0] and st.pyr[0].under[law] == ("c04",)
    assert "c05" in st.pyr[0]
    check_invariants(st)


def test_a_card_with_a_card_under_it_is_not_free():
    """ "... ninguna carta situada encima o debajo": a law on level 1 that has a card put
    under it is not free."""
    from rules.virrey.pyramid import Pyramid

    p = Pyramid({(1, 0): "l09", (1, 2): "c02", (1, 4): "c03"}, {"l09": ("c01",)})
    assert p.free_cards() == ["c03"]
