"""Grand Tribunal's table, driven by real pygame events through the app.

A whole hot-seat game of three humans is played by posted mouse events only (drags, and
their click alternatives: the source, then the target), from the first draw to the results;
every frame is checked: no card private to another seat is drawn, nothing is drawn behind
the pass screen.
"""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import privacy_hook
from tribunal_gestures import click_pair, gesture

from client import games
from client.scenes.menu import MainMenu
from client.testing import click, confirm_pass, drag, frames, make_app
from rules.core import Config, Match, Seat
from rules.tribunal import actions as A


@pytest.fixture(autouse=True)
def listed(monkeypatch):
    monkeypatch.setitem(games.TABLES, "tribunal", "client.tribunal")


def secret(state, seat):
    """What a seat hides: its hand, its face-down Sanctum and Vault cards, the Spells
    installed on its Items (only their categories show)."""
    out = set(state.hand[seat])
    for zone in (state.lab, state.library, state.vault, state.awarded):
        out |= {c for c in zone[seat] if c not in state.face_up}
    for item in list(state.lab[seat]) + list(state.awarded[seat]):
        out |= set(state.installed.get(item, ()))
    return out


def choose(legal, rng, state):
    """A random choice that shows every gesture in one game: the free and rare moves first
    (activating, installing, casting need vis advanced on the cards before), an advance
    spends what it may, and the turn ends once its actions are taken."""
    rare = [a for a in legal if isinstance(a, RARE)]
    if rare and rng.random() < 0.9:
        return rng.choice(rare)
    advances = [a for a in legal if isinstance(a, A.Advance)]
    if advances and (state.step == "advance" or rng.random() < 0.5):
        return rng.choice(advances)
    ends = [a for a in legal if isinstance(a, (A.EndTurn, A.Done))]
    if ends and (state.actions_left() <= 0 or rng.random() < 0.1):
        return ends[0]
    return rng.choice([a for a in legal if a not in ends] or legal)


RARE = (A.Activate, A.Install, A.Cast, A.PlayResource, A.Unvote, A.Target, A.Discard)


def play(app, scene, rng, limit=3000, clicks_every=3):
    counts = {"drag": 0, "click": 0, "button": 0, "kinds": set(), "courts": []}
    for _ in range(limit):
        if scene.match.is_over():
            break
        if confirm_pass(app):
            continue
        table = scene.table
        if table.zoom is not None:  # the Tribunal's scene: a click closes it
            counts["courts"].append(table.zoom[:2])
            click(app, table.layout.rect.center)
            assert table.zoom is None
            continue
        if scene.deciding is None:
            frames(app)
            continue
        seat, before = scene.deciding, len(scene.match.steps)
        state = scene.match.state
        act = choose(state.legal(seat), rng, state)
        how = gesture(table, act)
        assert how is not None, f"no gesture for {act}"
        if how[0] == "button":
            click(app, how[1])
            counts["button"] += 1
        elif how[0] == "click":
            for p in how[1]:
                click(app, p)
            counts["click"] += 1
        elif before % clicks_every == 0:
            for p in click_pair(table, act):
                click(app, p)
            counts["click"] += 1
        else:
            drag(app, how[1], how[2])
            counts["drag"] += 1
        frames(app, 1)
        assert len(scene.match.steps) == before + 1, f"the gesture {how} did not apply {act}"
        assert scene.match.steps[-1].action == act
        counts["kinds"].add(type(act).__name__)
    return counts


ALL = {
    "double_advance": True,
    "hand_or_sanctum": True,
    "secret_cards": True,
    "cheap_resources": True,
    "fast_rotation": True,
}
SHOWN = {
    "Draw",
    "PraecoVote",
    "Vote",
    "Take",
    "Advance",
    "Activate",
    "Install",
    "Cast",
    "KeepSpell",
    "ToSanctum",
    "EndTurn",
}


@pytest.mark.parametrize("players,seed,options", [(3, 1, {}), (5, 11, ALL)], ids=["3-seats", "5-seats-all-variants"])
def test_humans_play_a_whole_game_by_mouse_and_never_see_each_other(players, seed, options):
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    names = ["Ana", "Bruno", "Carmen", "Dario", "Elena"][:players]
    scene = app.start_match(
        Match.new("tribunal", Config(players, seed=seed, options=options), [Seat(n) for n in names])
    )
    violations: list = []
    passes: list = []
    app.after_draw.append(privacy_hook(violations, passes, secret))
    counts = play(app, scene, random.Random(seed))
    assert scene.match.is_over(), "the game did not reach its end"
    assert scene.table.zoom[:2] == ("court", 3), "the Grand Tribunal's count is shown"
    frames(app, 30)
    assert type(app.top).__name__ == "TableScene", "the results wait until it is closed"
    click(app, scene.table.layout.rect.center)
    frames(app, 5)
    assert type(app.top).__name__ == "ResultsScene"
    assert not violations, violations[:5]
    assert set(names) <= set(passes)
    assert counts["drag"] > 20 and counts["click"] > 10 and counts["button"] > 10, counts
    shown = SHOWN - ({"Activate"} if options.get("fast_rotation") else set())  # it turns active by itself
    assert shown <= counts["kinds"], shown - counts["kinds"]
    assert [n for _, n in counts["courts"]] == [1, 2], "the first two Tribunals' scenes opened"
    pygame.event.clear()


def _open(match, anim_speed=1.0):
    app = make_app(autosave=False, anim_speed=anim_speed)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(match)
    for _ in range(20):
        if confirm_pass(app) is None and scene.deciding is not None:
            break
        frames(app)
    return app, scene


def _settle(app, scene):
    """Frames until the animations are over and the seat decides again."""
    for _ in range(300):
        if scene.deciding is not None and not scene.table.busy():
            return
        confirm_pass(app) or frames(app)


def collector(legal, rng, state):
    """Takes cards and vis, advances nothing: a Sanctum of unfinished cards."""
    for kind in (A.ToSanctum, A.Take, A.Extract, A.PraecoVote, A.Draw, A.Join, A.Discard, A.EndTurn, A.Done):
        acts = [a for a in legal if isinstance(a, kind)]
        if acts:
            return rng.choice(acts)
    return rng.choice(legal)


def _until(match, rng, done, limit=2000, policy=choose):
    for _ in range(limit):
        if done(match.state):
            return True
        if match.is_over():
            return False
        seat = match.state.to_act()[0]
        match.apply(seat, policy(match.state.legal(seat), rng, match.state))
    return done(match.state)


def test_a_second_praeco_vote_on_the_same_space_snaps_back_and_says_why():
    match = Match.new("tribunal", Config(3, seed=4), [Seat("Ana"), Seat("Bea"), Seat("Cris")])
    assert _until(match, random.Random(1), lambda st: st.step == "praeco")
    app, scene = _open(match)
    try:
        table = scene.table
        seat = scene.deciding
        assert table.mode == "praeco"
        drag(app, table.concilium_rect().center, table.drop_rects()["space:orbs"].center)
        _settle(app, scene)
        assert match.steps[-1].action == A.PraecoVote("orbs") and scene.deciding == seat
        # while a vote is dragged, the space voted on is not lit, the others are
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.concilium_rect().center, button=1))
        app.step()
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(9, 9), buttons=(1, 0, 0)))
        app.step()
        lit = table.lit_targets()
        assert "space:orbs" not in lit and {"space:wands", "space:runic"} <= lit
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=table.drop_rects()["space:orbs"].center, button=1)
        )
        toasts, before = len(app.ui.toasts), len(match.steps)
        app.step()
        app.step()
        assert len(match.steps) == before
        said = [text for text, _ in app.ui.toasts[toasts:]]
        assert said == [app.ui.t("tribunal.why.praeco_different")], said
        assert table.drag.snapping(("vote",)) is not None
    finally:
        pygame.event.clear()
        app.close()


def test_vis_goes_only_where_one_on_three_or_two_on_one_allows():
    match = Match.new("tribunal", Config(3, seed=5), [Seat("Ana"), Seat("Bea"), Seat("Cris")])

    def ready(st):
        if st.step != "main" or not st.to_act():
            return False
        seat = st.to_act()[0]
        open_cards = [
            c
            for c in st.lab[seat] + st.library[seat]
            if c not in st.active and st.vis_on.get(c, 0) + 2 < st.cards.cost(c)
        ]
        return len(open_cards) >= 3 and st.store[seat] >= 4 and any(isinstance(a, A.Advance) for a in st.legal(seat))

    assert _until(match, random.Random(2), ready, policy=collector)
    state = match.state
    seat = state.to_act()[0]
    first, second = [
        c
        for c in state.lab[seat] + state.library[seat]
        if c not in state.active and state.vis_on.get(c, 0) + 2 < state.cards.cost(c)
    ][:2]
    app, scene = _open(match)
    try:
        table = scene.table
        own = table.own_card_rects()
        drag(app, table.vis_rect().center, own[first].center)
        _settle(app, scene)
        assert match.steps[-1].action == A.Advance(first) and table.mode == "advance"
        drag(app, table.vis_rect().center, table.own_card_rects()[second].center)
        _settle(app, scene)
        assert match.steps[-1].action == A.Advance(second)
        # one vis on each of up to three cards: neither card may take a second one now, a
        # third one may
        assert table.mode == "advance"
        lit = {n for n in table.drop_rects() if table.action_for(("vis",), n) is not None}
        assert f"card:{first}" not in lit and f"card:{second}" not in lit and len(lit) >= 1
        toasts, before = len(app.ui.toasts), len(match.steps)
        drag(app, table.vis_rect().center, table.own_card_rects()[first].center)
        assert len(match.steps) == before
        assert app.ui.t("tribunal.why.advance_rule") in [text for text, _ in app.ui.toasts[toasts:]]
    finally:
        pygame.event.clear()
        app.close()


def test_the_tribunals_scene_holds_the_game_then_closes_by_itself_between_ai_seats():
    """With nobody at the table, the game waits while the votes are counted and a few
    seconds more, then the table shows again and the game goes on."""
    from client.testing import run_until

    app = make_app(autosave=False, anim_speed=2.0)
    app.push(MainMenu(app))
    frames(app)
    seats = [Seat(f"IA {i}", "random") for i in range(3)]
    scene = app.start_match(Match.new("tribunal", Config(3, seed=3), seats))
    try:
        assert run_until(app, lambda: scene.table.zoom is not None, 60 * 600)
        assert scene.table.zoom[:2] == ("court", 1)
        steps = len(scene.match.steps)
        frames(app, 60)  # a second later: still shown, nobody moved
        assert scene.table.zoom is not None and len(scene.match.steps) == steps
        assert run_until(app, lambda: scene.table.zoom is None, 60 * 10)
        assert run_until(app, lambda: len(scene.match.steps) > steps, 60 * 5), "the game went on"
    finally:
        pygame.event.clear()
        app.close()


def test_a_person_closes_the_tribunals_scene_before_the_ai_moves_on():
    from client.testing import run_until

    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    seats = [Seat("Ana")] + [Seat(f"IA {i}", "random") for i in range(1, 3)]
    scene = app.start_match(Match.new("tribunal", Config(3, seed=3), seats))
    rng = random.Random(3)
    try:
        for _ in range(3000):
            if scene.table.zoom is not None:
                break
            if scene.deciding is not None:
                state = scene.match.state
                scene.human_action(choose(state.legal(0), rng, state))
            frames(app)
        assert scene.table.zoom is not None and scene.table.zoom[0] == "court"
        steps = len(scene.match.steps)
        frames(app, 400)
        if scene.deciding is None:  # an AI seat is next: it waits for the scene to close
            assert len(scene.match.steps) == steps and scene.table.zoom is not None
        click(app, scene.table.layout.rect.center)
        assert scene.table.zoom is None
        assert run_until(app, lambda: len(scene.match.steps) > steps or scene.deciding is not None, 600)
    finally:
        pygame.event.clear()
        app.close()


def test_right_click_zooms_a_face_up_card_and_the_viewers_own_face_down_one():
    match = Match.new("tribunal", Config(3, seed=4), [Seat("Ana"), Seat("Bea"), Seat("Cris")])

    def ready(st):
        seat = st.to_act()[0] if st.to_act() else None
        return (
            st.step == "main" and seat is not None and any(c not in st.face_up for c in st.lab[seat] + st.library[seat])
        )

    assert _until(match, random.Random(3), ready, policy=collector)
    app, scene = _open(match, anim_speed=0.0)
    try:
        table = scene.table
        row_card = match.state.row["items"][0]
        click(app, table.row_rects()[row_card].center, button=3)
        assert table.zoom == ("card", row_card) and table.overlay_open()
        records = [c for c, zone, _ in app.ui.card_records if zone == "zoom"]
        assert records == [row_card]
        click(app, table.layout.rect.center)  # any click closes it
        assert table.zoom is None
        seat = scene.deciding
        hidden = next(c for c in match.state.lab[seat] + match.state.library[seat] if c not in match.state.face_up)
        click(app, table.own_card_rects()[hidden].center, button=3)
        assert table.zoom == ("card", hidden)
    finally:
        pygame.event.clear()
        app.close()


def test_a_spectator_sees_every_sanctum_the_bottom_seats_too():
    """The replay's spectator view (and a game of AI seats) draws no viewer's own area: the
    bottom seat's Sanctum is shown there as the others' are, its face-up cards drawn. (It
    was left blank: seat 1's Sanctum never appeared in --autoplay's frames.)"""
    from client.tribunal.table import TribunalTable

    match = Match.new("tribunal", Config(3, seed=4), [Seat("Ana"), Seat("Bea"), Seat("Cris")])
    assert _until(match, random.Random(3), lambda st: st.phase == "turn" and st.face_up & set(st.lab[0]))
    app = make_app(autosave=False)
    try:
        table = TribunalTable(app.ui, "tribunal", ["Ana", "Bea", "Cris"])
        table.set_rect(pygame.Rect(0, 0, 1600, 900))
        shown = set(match.state.face_up) & set(match.state.lab[0])
        for viewer in (None, 1):
            app.ui.card_records.clear()
            table.refresh(match.state.view(viewer), viewer, [])
            table.draw(pygame.Surface((1600, 900)))
            drawn = {c for c, zone, seat in app.ui.card_records if zone == "sanctum" and seat == 0}
            assert shown <= drawn, (viewer, shown, drawn)
    finally:
        app.close()
