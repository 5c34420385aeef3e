"""Krysis on the results screen: each seat's home goods, its relic sets, its mission and the
four score categories, as the rules score them; whole and legible at 1024x640 and 2560x1440
in Spanish and English. (The Krysis table is not registered in this tree: the tests point
the results screen at ``client.krysis.summary``.)"""

from __future__ import annotations

import random

import pytest
from label_fit import draw_problems, resize

from client import games
from client import text as text_module
from client.krysis import summary
from client.scenes.results import ResultsScene, category
from client.testing import click, frames, make_app
from client.ui import UI, Settings
from rules.ai import choose
from rules.core import Config, Match, Seat


def finished(players: int, seed: int, options=None, kind="random") -> Match:
    m = Match.new(
        "krysis", Config(players, seed=seed, options=options or {}), [Seat(f"P{i}", kind) for i in range(players)]
    )
    rng = random.Random(seed)
    while not m.is_over():
        s = m.state.to_act()[0]
        legal = m.state.legal(s)
        m.apply(s, rng.choice(legal) if kind == "random" else choose(kind, "krysis", m.state.view(s), legal, rng))
    return m


def with_relics_at_home(m: Match) -> Match:
    """Move relics from the piles to the homes (a same-type set, a mixed set, a lone relic)
    and red crystals from the bank, so that every kind of scoring shows."""
    st = m.state
    cs = st.cards
    pile = st.relic_discard + st.relic_deck
    by_type: dict = {}
    for r in pile:
        by_type.setdefault(cs.relics[r].type, []).append(r)
    types = sorted(by_type, key=lambda t: -len(by_type[t]))
    pick = by_type[types[0]][:2] + [by_type[types[1]][0], by_type[types[2]][0]]
    for r in pick:
        (st.relic_discard if r in st.relic_discard else st.relic_deck).remove(r)
    st.home_relics[0].extend(pick)
    take = min(3, st.bank[0])
    st.bank[0] -= take
    st.home[1][0] += take
    st.touch()
    return m


@pytest.mark.parametrize("players,seed,options", [(2, 1, {}), (3, 2, {"advanced": True}), (4, 3, {"speed": True})])
def test_the_summary_scores_each_seat_as_the_rules_do(players, seed, options):
    m = with_relics_at_home(finished(players, seed, options))
    view = m.state.view(None)
    for seat, score in enumerate(m.state.scores()):
        sm = summary.seat_summary(view, seat)
        assert sm.breakdown == score.breakdown
        assert sm.home == tuple(m.state.home[seat]) and sorted(sm.relics) == sorted(m.state.home_relics[seat])
        assert sm.mission == m.state.mission[seat] and sm.mission_done is not None
        assert sum(s.points for s in sm.sets) == dict(score.breakdown)["relics"]
        placed = [r for s in sm.sets for r in s.relics] + list(sm.left_out)
        assert sorted(placed) == sorted(m.state.home_relics[seat])  # each relic in one set at most


def test_relic_sets_name_the_partition_that_scores_most():
    points, sets, left = summary.relic_sets(["idol_weapon_1", "idol_weapon_2", "mask_weapon_1"])
    # two idols (3) and a lone mask (1), or idol + mask (3) and a lone idol (1): 4 either way
    assert points == 4 and sum(s.points for s in sets) == 4 and not left
    assert summary.relic_sets([]) == (0, (), ())


def test_the_screens_are_lifted_only_when_the_game_is_over():
    m = finished(3, 4)
    view = m.state.view(None)
    assert all(p.home is not None and p.home_relics is not None and p.mission is not None for p in view.players_view)
    assert all(p.hand is None and p.camp_relics is None for p in view.players_view)
    fresh = Match.new("krysis", Config(3, seed=4), [Seat(f"P{i}") for i in range(3)]).state
    early = fresh.view(None)
    assert all(p.home is None and p.mission is None for p in early.players_view)
    assert summary.seat_summary(early, 0).mission_done is None


@pytest.fixture
def krysis_results(monkeypatch):
    monkeypatch.setitem(games.TABLES, "krysis", "client.krysis.summary")
    apps = []

    def make(lang, size, scale="100", players=4):
        app = make_app(lang=lang, autosave=False)
        apps.append(app)
        app.ui.settings.ui_scale = scale
        resize(app, size)
        m = with_relics_at_home(finished(players, 5, {"advanced": True}))
        app.push(ResultsScene(app, m))
        frames(app, 2)
        return app, m

    yield make
    for app in apps:
        app.close()


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", [((1024, 640), "100"), ((2560, 1440), "100"), ((2560, 1440), "fit")])
def test_rows_and_the_enlarged_summary_are_whole_and_legible(krysis_results, monkeypatch, lang, size, scale):
    rendered = []
    real = text_module.Text.render

    def render(self, text, size_, colour=(20, 16, 12), bold=False, serif=False, width=0):
        rendered.append((text, size_))
        return real(self, text, size_, colour, bold, serif, width)

    monkeypatch.setattr(text_module.Text, "render", render)
    app, m = krysis_results(lang, size, scale)
    scene = app.top
    ui = app.ui
    assert summary.SUMMARY_SHOWS_BREAKDOWN
    rendered.clear()
    assert draw_problems(app) == []
    texts = [t for t, _ in rendered]
    for cat in summary.CATEGORIES:
        assert category(ui, "krysis", cat) in texts, cat
    assert not [t for t in texts if t.endswith("…")], "a cut line"
    assert min(s for _, s in rendered) >= summary.MIN_SIZE
    # enlarged: the relics by name, the mission by name and whether it was done, larger type
    seat = scene.order[0]
    row_size = max(s for _, s in rendered)
    click(app, scene.rows()[0].center)
    rendered.clear()
    frames(app)
    assert scene.enlarged == seat and draw_problems(app) == []
    joined = " ".join(t for t, _ in rendered)
    sm = summary.seat_summary(m.state.view(None), seat)
    for r in sm.relics:
        assert ui.localized(m.state.cards.relics[r].name) in joined
    mission = ui.localized(m.state.cards.missions[sm.mission].name)
    assert mission in joined
    word = {"es": ("cumplida", "no cumplida"), "en": ("completed", "not completed")}[lang]
    assert word[0] in joined if sm.mission_done else word[1] in joined
    assert max(s for _, s in rendered) >= row_size


def test_a_summary_with_the_screens_still_up_draws_without_secrets():
    import pygame

    ui = UI(Settings(lang="en"))
    fresh = Match.new("krysis", Config(2, seed=4), [Seat("A"), Seat("B")]).state
    surface = pygame.Surface((900, 140))
    summary.draw_seat_summary(ui, surface, pygame.Rect(0, 0, 900, 140), fresh.view(None), 1)
    sm = summary.seat_summary(fresh.view(None), 1)
    assert sm.home is None and sm.mission is None and dict(sm.breakdown)["mission"] == 0


def test_the_partition_of_a_home_is_computed_once_not_every_frame():
    from rules.krysis.cards import card_set

    every = list(card_set().relic_ids)  # all 24 relics at home: the slowest split
    first = summary.relic_sets(every)
    hits = summary._relic_sets.cache_info().hits
    assert summary.relic_sets(list(reversed(every))) == first
    assert summary._relic_sets.cache_info().hits == hits + 1
    assert first[0] == sum(s.points for s in first[1]) and not first[2]
