"""Krysis through the real table scene, by posted mouse events: whole games (a human
against the AI, and hot-seat humans who never see each other's secrets), an illegal
descent that snaps back with its reason, and a cargo drop the capacity refuses."""

from __future__ import annotations

import random

import pygame
import pytest
from krysis_gestures import gesture, secret
from table_helpers import privacy_hook

from client.scenes.menu import MainMenu
from client.testing import confirm_pass, frames, make_app
from rules.ai import choose
from rules.core import Config, Match, Seat
from rules.krysis import actions as A


def _play(app, scene, rng, max_moves=3000, click_every=3):
    kinds = {"drag": 0, "click": 0}
    seen = set()
    for _ in range(max_moves):
        if scene.match.is_over():
            break
        if confirm_pass(app):
            continue
        if scene.deciding is None:
            frames(app)
            continue
        table, seat = scene.table, scene.deciding
        state = scene.match.state
        legal = state.legal(seat)
        act = choose("greedy", "krysis", state.view(seat), legal, rng)
        before = len(scene.match.steps)
        kind = gesture(app, table, act, prefer_click=before % click_every == 0)
        kinds[kind] += 1
        seen.add(type(act).__name__)
        frames(app, 2)
        assert len(scene.match.steps) > before, f"the {kind} did not apply {act} (mode {table.mode})"
        assert scene.match.steps[before].action == act
    return kinds, seen


@pytest.mark.parametrize("players,opts", [(2, {}), (4, {"speed": True})])
def test_a_whole_game_by_mouse_reaches_the_results(players, opts):
    app = make_app(autosave=False)
    try:
        app.push(MainMenu(app))
        frames(app)
        seats = [Seat("Ana")] + [Seat(f"IA {i}", "greedy") for i in range(1, players)]
        match = Match.new("krysis", Config(players, seed=5, options=opts), seats)
        scene = app.start_match(match)
        kinds, seen = _play(app, scene, random.Random(2))
        assert scene.match.is_over()
        frames(app, 5)
        assert type(app.top).__name__ == "ResultsScene"
        assert kinds["drag"] > 10 and kinds["click"] > 10
        assert {"Bid", "SealBid", "Descend", "Pick", "Draw", "Carry"} <= seen
    finally:
        pygame.event.clear()
        app.close()


def test_hot_seat_advanced_tactical_game_never_shows_another_seats_secrets():
    app = make_app(autosave=False)
    try:
        app.push(MainMenu(app))
        frames(app)
        opts = {"advanced": True, "tactical": True, "speed": True}
        match = Match.new("krysis", Config(3, seed=8, options=opts), [Seat("Ana"), Seat("Bruno"), Seat("Carmen")])
        scene = app.start_match(match)
        violations, passes = [], []
        app.after_draw.append(privacy_hook(violations, passes, secret))
        kinds, seen = _play(app, scene, random.Random(4))
        assert scene.match.is_over()
        assert not violations, violations[:5]
        assert {"Ana", "Bruno", "Carmen"} <= set(passes)
        assert {"SetAside", "ChooseHand", "Special", "Take", "Carry"} <= seen, seen
    finally:
        pygame.event.clear()
        app.close()


def _greedy_until(match, rng, reached):
    """Play every seat greedily until ``reached(match.state)`` holds."""
    while not reached(state := match.state):
        seat = state.to_act()[0]
        match.apply(seat, choose("greedy", "krysis", state.view(seat), state.legal(seat), rng))


def _table_at(match, seat=0):
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(match)
    frames(app, 3)
    return app, scene


def test_an_illegal_descent_snaps_back_and_says_why():
    match = Match.new("krysis", Config(2, seed=5), [Seat("Ana"), Seat("Bea")])
    state = match.state
    rng = random.Random(1)
    _greedy_until(
        match,
        rng,
        lambda state: (
            state.phase == "mine" and state.step == "chamber" and state.to_act() == (0,) and state.order.index(0) != 0
        ),
    )
    state = match.state
    app, scene = _table_at(match)
    try:
        confirm_pass(app)
        frames(app, 2)
        table = scene.table
        assert table.mode == "chamber"
        other = 1
        taken = state.miner[other]
        assert taken[0] == state.round
        toasts = len(app.ui.toasts)
        before = len(match.steps)
        from client.testing import drag

        drag(app, table.drop_rects()["miner"].center, table.cell_rect(*taken).center)
        assert len(match.steps) == before
        assert any("Bea" in text for text, _ in app.ui.toasts[toasts:]), app.ui.toasts
        assert table.drag.snapping(("miner",)) is not None or app.settings.anim_speed == 0
        # a level too deep: another reason
        deep = table.cell_rect(state.round + 1, 0).center
        drag(app, table.drop_rects()["miner"].center, deep)
        assert len(match.steps) == before
        assert any(str(state.round) in text and "Bea" not in text for text, _ in app.ui.toasts[toasts:])
    finally:
        pygame.event.clear()
        app.close()


def _loading():
    """A 2-player game (seed 5) where Ana has just chosen to load: (match, state)."""
    match = Match.new("krysis", Config(2, seed=5), [Seat("Ana"), Seat("Bea")])
    rng = random.Random(3)
    state = match.state
    _greedy_until(
        match,
        rng,
        lambda state: (
            state.phase == "action" and state.to_act() == (0,) and state.step == "turn" and A.Load() in state.legal(0)
        ),
    )
    match.apply(0, A.Load())
    return match, state


def test_a_good_that_breaks_the_carrying_capacity_is_refused_with_the_rule():
    match, state = _loading()
    # fill the cargo with everything that fits, then try one more crystal
    state.camp[0] = [5, 5, 9]
    for c in ("red", "blue", "white"):
        state.bank[("red", "blue", "white").index(c)] -= 0
    state.touch()
    while any(isinstance(a, A.Take) and a.good in ("red", "blue", "white") for a in state.legal(0)):
        take = next(a for a in state.legal(0) if isinstance(a, A.Take) and a.good in ("red", "blue", "white"))
        match.apply(0, take)
    app, scene = _table_at(match)
    try:
        confirm_pass(app)
        frames(app, 2)
        table = scene.table
        assert table.mode == "cargo"
        toasts = len(app.ui.toasts)
        before = len(match.steps)
        from client.testing import drag

        rects = table.drop_rects()
        drag(app, rects["good:red"].center, rects["cargo"].center)
        assert len(match.steps) == before
        said = [text for text, _ in app.ui.toasts[toasts:]]
        assert said and any("rojo" in s or "espacio" in s or "cabe" in s for s in said), said
        # onto the transport cards themselves: the same rule, the same reason
        toasts = len(app.ui.toasts)
        drag(app, rects["good:red"].center, rects["team"].center)
        assert len(match.steps) == before
        assert [text for text, _ in app.ui.toasts[toasts:]] == said[:1]
    finally:
        pygame.event.clear()
        app.close()


def test_the_keyboard_stops_in_the_mine_are_the_free_chambers_and_enter_descends():
    match = Match.new("krysis", Config(2, seed=5), [Seat("Ana"), Seat("Bea")])
    state = match.state
    rng = random.Random(1)
    _greedy_until(
        match, rng, lambda state: state.phase == "mine" and state.step == "chamber" and state.to_act() == (0,)
    )
    app, scene = _table_at(match)
    try:
        confirm_pass(app)
        frames(app, 2)
        table = scene.table
        cells = [name for name, _ in table.key_stops() if name.startswith("cell:")]
        free = [f"cell:{state.round}:{a.chamber}" for a in state.legal(0)]
        assert cells == free and cells
        rect = dict(table.key_stops())[cells[-1]]
        from client.testing import click

        before = len(match.steps)
        click(app, rect.center)  # what Enter does on a focused stop
        assert match.steps[before].action == A.Descend(int(cells[-1].split(":")[2]))
    finally:
        pygame.event.clear()
        app.close()


def test_a_right_click_zooms_a_hand_card_and_a_click_closes_it():
    match = Match.new("krysis", Config(2, seed=5), [Seat("Ana"), Seat("Bea")])
    app, scene = _table_at(match)
    try:
        confirm_pass(app)
        frames(app, 2)
        table = scene.table
        card = table.me().hand[0]
        from client.testing import click

        r = table.hand_card_rect(card)
        click(app, (r.x + 5, r.centery), button=3)
        assert table.zoom == ("agent", card) and table.overlay_open()
        click(app, r.center)
        assert table.zoom is None
    finally:
        pygame.event.clear()
        app.close()


def test_an_ai_descent_walks_the_miner_and_crystals_fly_at_the_animation_speed():
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from client.krysis import TABLE
    from client.ui import UI

    pygame.display.init()
    pygame.display.set_mode((1200, 900))
    match = Match.new("krysis", Config(2, seed=5), [Seat("Ana"), Seat("Bea")])
    state = match.state
    rng = random.Random(1)
    _greedy_until(match, rng, lambda state: state.phase == "mine" and state.step == "chamber")
    for speed, moving in ((1.0, True), (0.0, False)):
        ui = UI()
        ui.settings.anim_speed = speed
        table = TABLE(ui, "krysis", ["Ana", "Bea"])
        table.set_rect(pygame.Rect(0, 0, 1200, 900))
        watcher = 1 - state.to_act()[0]
        snap = state.clone()
        table.refresh(snap.view(watcher), watcher, [])
        mover = state.to_act()[0]
        after = state.clone()
        after.apply(mover, state.legal(mover)[0])
        while after.to_act() == (mover,):
            after.apply(mover, after.legal(mover)[0])
        table.refresh(after.view(watcher), watcher, [])
        assert table.busy() is moving
        assert (table.miner_pos(mover) is not None) is moving
        assert bool(table.flights) is moving
        table.update(5.0)
        assert not table.busy()
    # the mover's own table: its miner was dropped there, it does not walk again
    ui = UI()
    ui.settings.anim_speed = 1.0
    table = TABLE(ui, "krysis", ["Ana", "Bea"])
    table.set_rect(pygame.Rect(0, 0, 1200, 900))
    table.refresh(snap.view(mover), mover, snap.legal(mover))
    table.refresh(after.view(mover), mover, [])
    assert table.miner_pos(mover) is None and table.flights


def test_a_disabled_raid_button_says_why_on_hover_and_on_click():
    rng = random.Random(7)
    for seed in range(1, 40):
        match = Match.new("krysis", Config(2, seed=seed), [Seat("Ana"), Seat("Bea")])
        state = match.state
        while not match.is_over() and not (
            state.phase == "action"
            and state.step == "turn"
            and state.to_act() == (0,)
            and not state.t_normal
            and not any(isinstance(a, A.Raid) for a in state.legal(0))
        ):
            seat = state.to_act()[0]
            match.apply(seat, choose("greedy", "krysis", state.view(seat), state.legal(seat), rng))
        if not match.is_over():
            break
    else:
        pytest.skip("no turn without a raid found")
    app, scene = _table_at(match)
    try:
        confirm_pass(app)
        frames(app, 2)
        table = scene.table
        rect = next(r for b, r in table.bar if b.name == "raid_none")
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
        frames(app, 2)
        assert table.drawn_reason and "combate" in table.drawn_reason
        toasts = len(app.ui.toasts)
        from client.testing import click

        before = len(match.steps)
        click(app, rect.center)
        assert len(match.steps) == before
        assert any("combate" in text for text, _ in app.ui.toasts[toasts:])
    finally:
        pygame.event.clear()
        app.close()


def test_a_disabled_button_that_appears_under_a_resting_pointer_says_nothing_until_it_moves():
    """Choosing a chamber's goods with a click puts the team's disabled button where the
    goods buttons were: its reason shows once the pointer moves, not as if it were an error."""
    match = Match.new("krysis", Config(2, seed=3), [Seat("Ana"), Seat("Bea")])
    app, scene = _table_at(match)
    try:
        confirm_pass(app)
        frames(app, 2)
        table = scene.table
        state = match.state
        rng = random.Random(3)
        while not (state.phase == "team" and 0 in state.to_act()):
            seat = state.to_act()[0]
            match.apply(seat, choose("greedy", "krysis", state.view(seat), state.legal(seat), rng))
        scene.refresh()  # the table is shown the new decision
        frames(app, 3)
        rect = next((r for b, r in table.bar if not b.enabled and b.why), None)
        assert rect is not None, [b.name for b, _ in table.bar]
        table.mouse = rect.center  # the pointer rests there from the last click
        frames(app, 2)
        assert table.drawn_reason is None
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=(rect.centerx + 2, rect.centery), rel=(2, 0), buttons=(0, 0, 0))
        )
        frames(app, 2)
        assert table.drawn_reason
    finally:
        pygame.event.clear()
        app.close()


def test_a_whole_game_keeps_at_most_one_window_sized_backdrop():
    """The felt-and-panels picture is remade when a rim changes; the old ones are not kept
    (each is a window-sized surface: keeping them grew the process past 500 MB)."""
    from client.krysis import TABLE
    from client.ui import UI

    pygame.init()
    screen = pygame.display.set_mode((1200, 900))
    ui = UI()
    table = TABLE(ui, "krysis", ["Ana", "Bea", "Cy"])
    table.set_rect(pygame.Rect(0, 0, 1200, 900))
    match = Match.new("krysis", Config(3, seed=2), [Seat("Ana"), Seat("Bea"), Seat("Cy")])
    rng = random.Random(2)
    backdrops = set()
    while not match.is_over():
        state = match.state
        seat = state.to_act()[0]
        table.refresh(state.view(seat), seat, state.legal(seat))
        table.draw(screen)
        backdrops.add(table.drawer._backdrop[0])
        match.apply(seat, choose("greedy", "krysis", state.view(seat), state.legal(seat), rng))
    big = [
        v
        for v in table.drawer.art._cache.values()
        if isinstance(v, pygame.Surface) and v.get_width() * v.get_height() >= 1200 * 900 // 2
    ]
    assert len(backdrops) > 10  # the rims did change many times
    assert len(big) <= 1, len(big)  # the felt itself, nothing more


def test_every_agent_discard_pile_can_be_looked_through_as_at_the_table():
    """The rulebook advises watching the agents the others have played: each player's
    discard pile (face up, public) opens with a click on its count, the viewer's too."""
    match = Match.new("krysis", Config(3, seed=4), [Seat("Ana"), Seat("Bea"), Seat("Cai")])
    state = match.state
    rng = random.Random(4)
    _greedy_until(match, rng, lambda state: state.round >= 3 and 0 in state.to_act())
    app, scene = _table_at(match)
    try:
        confirm_pass(app)
        frames(app, 2)
        table = scene.table
        from client.testing import click

        for seat in (1, 0):
            pile = state.view(0).players_view[seat].discard
            assert len(pile) == 6
            rect = next(r for r, hit in table.hits if hit == ("pile", seat))
            app.ui.begin_frame()
            click(app, rect.center)
            frames(app, 1)
            assert table.zoom == ("pile", seat)
            shown = [c for c, zone, s in app.ui.card_records if zone == "discard" and s == seat]
            assert shown == list(pile)
            click(app, rect.center)  # a click closes it
            frames(app, 1)
            assert table.zoom is None
    finally:
        pygame.event.clear()
        app.close()


def test_goods_dragged_onto_the_transport_cards_are_loaded():
    """As at the table, goods are laid on the team's transport cards: a drop on the team
    loads like a drop on the cargo box."""
    match, state = _loading()
    if not any(state.camp[0]):  # greedy may have loaded it all before: goods to take
        state.camp[0] = [1, 1, 2]
        state.touch()
    takes = [a for a in state.legal(0) if isinstance(a, A.Take) and a.good in ("red", "blue", "white")]
    assert takes
    app, scene = _table_at(match)
    try:
        confirm_pass(app)
        frames(app, 2)
        table = scene.table
        before = len(match.steps)
        from client.testing import drag

        rects = table.drop_rects()
        drag(app, rects[f"good:{takes[0].good}"].center, rects["team"].center)
        frames(app, 2)
        assert len(match.steps) == before + 1
        assert match.steps[-1].action == takes[0]
    finally:
        pygame.event.clear()
        app.close()
