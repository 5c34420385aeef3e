"""A whole game of Ausonia played with posted key events only (Tab and Enter), until the
results: the focus walks the stops the table offers; Enter picks a card, a gem card's
market card or an ability, then drops it on a lit target or presses the bar's button."""

from __future__ import annotations

import random

import pygame
from test_keyboard_games import focus_on, press

from client.scenes.menu import MainMenu
from client.testing import frames, make_app
from rules.ai import choose
from rules.ausonia import actions as A
from rules.core import Config, Match, Seat


def stops_for(scene, act) -> list[str]:
    """The stops to press Enter on, in order, to make ``act`` (a later one may be skipped
    when an earlier one already made it)."""
    if isinstance(act, A.EndTurn):
        return ["button:end_turn"]
    if isinstance(act, A.Done):
        return ["button:done"]
    if isinstance(act, A.Target):
        return [f"opp:{act.seat}"]
    if isinstance(act, A.Buy):
        return [f"buy:{act.card}", f"button:buy:{act.pay}"]
    if isinstance(act, A.Activate):
        return [f"ability:{act.card}:{act.ability}", f"button:activate:{act.pay}"]
    if isinstance(act, A.Play):
        return [f"card:{act.card}", "target:play"]
    if isinstance(act, A.Discard):
        return [f"card:{act.card}", "target:discard"]
    if isinstance(act, A.Raise):
        src = "card" if act.card in scene.table.hand() else "choice"
        return [f"{src}:{act.card}", "target:raise"]
    if isinstance(act, A.Manipulate):
        return [f"choice:{act.card}", "target:draw"]
    if isinstance(act, A.Foresee):
        return [f"choice:{act.card}", "target:draw" if act.top else "target:discard"]
    if isinstance(act, A.Seal):
        return [f"tile:{act.card}", "target:seal"]
    if isinstance(act, A.BreakSeal):
        return [f"sealed:{act.card}"]
    if isinstance(act, A.BuildFountain):
        return [f"raised:{act.star}", f"target:found:{act.foundation}"]
    raise AssertionError(act)


def against_greedy(seed: int = 6):
    """The app on a two-seat table (Ana, then a greedy AI), from the main menu."""
    app = make_app(autosave=False)
    app.push(MainMenu(app))
    frames(app)
    return app, app.start_match(Match.new("ausonia", Config(2, seed=seed), [Seat("Ana"), Seat("IA", kind="greedy")]))


def test_a_whole_game_of_ausonia_by_keyboard():
    app, scene = against_greedy()
    rng = random.Random(3)
    kinds = set()
    try:
        for _ in range(3000):
            if scene.match.is_over():
                break
            if scene.deciding is None:
                frames(app)
                continue
            state = scene.match.state
            act = choose("greedy", "ausonia", state.view(0), state.legal(0), rng)
            before = len(scene.match.steps)
            if isinstance(act, A.Activate):  # the ability on the page shown
                for _ in range(6):
                    if (act.card, act.ability) in scene.table.ability_rects():
                        break
                    assert focus_on(app, scene, "page:1")
                    press(app, pygame.K_RETURN)
            for name in stops_for(scene, act):
                if len(scene.match.steps) > before:
                    break
                assert focus_on(app, scene, name), f"{name} for {act}: stops {[s.name for s in scene.key_stops()]}"
                press(app, pygame.K_RETURN)
                frames(app)
            frames(app, 2)
            assert len(scene.match.steps) > before and scene.match.steps[before].action == act, act
            kinds.add(type(act).__name__)
        assert scene.match.is_over(), "the game did not reach its end"
        frames(app, 5)
        assert type(app.top).__name__ == "ResultsScene"
        assert {"Play", "Buy", "Activate", "EndTurn"} <= kinds, kinds
    finally:
        pygame.event.clear()
        app.close()


def play_a_card_by_keyboard(app, scene) -> int:
    """Wait for the human seat's turn, then play a card of its hand with Enter on the card
    and Enter on the play area; the card played."""
    for _ in range(600):
        if scene.deciding == 0 and any(isinstance(a, A.Play) for a in scene.table.legal):
            break
        frames(app)
    card = next(a.card for a in scene.table.legal if isinstance(a, A.Play))
    assert focus_on(app, scene, f"card:{card}")
    press(app, pygame.K_RETURN)
    assert focus_on(app, scene, "target:play")
    press(app, pygame.K_RETURN)
    frames(app, 2)
    return card


def test_after_a_card_is_played_by_keyboard_the_focus_rests_on_the_hand_not_on_end_turn():
    """Enter on a hand card, Enter on the play area: the focus then started on the bar's
    "End turn" (the first stop), so a third Enter, meant for the next card, ended the turn."""
    app, scene = against_greedy()
    try:
        card = play_a_card_by_keyboard(app, scene)
        assert card not in scene.table.hand()  # played
        focused = scene.keys.current(scene.key_stops()).name
        assert focused.startswith("card:"), focused
    finally:
        pygame.event.clear()
        app.close()


def test_a_market_card_is_read_by_keyboard_with_no_gem_in_play():
    """Tab walked only what could be chosen now: with no gems in play the offer row and the
    power deck's top had no stop, so a keyboard player could not zoom them (Z) to read them.
    From a fresh table, Tab reaches each market card and Z zooms it; Z (or Esc) closes it."""
    app, scene = against_greedy()
    try:
        for _ in range(600):
            if scene.deciding == 0:
                break
            frames(app)
        table = scene.table
        assert not any(table.view.gems) and not any(isinstance(a, A.Buy) for a in table.legal)
        cards = [c for c in table.market_cards().values() if c is not None]
        assert len(cards) == 5, cards  # the power deck's top and four offers
        steps = len(scene.match.steps)
        for card in cards:
            assert focus_on(app, scene, f"look:market:{card}"), [s.name for s in scene.key_stops()]
            press(app, pygame.K_z)
            assert table.zoom == ("card", card), table.zoom
            press(app, pygame.K_z)
            assert table.zoom is None
        assert len(scene.match.steps) == steps  # reading made no move
    finally:
        pygame.event.clear()
        app.close()


def test_a_played_card_is_read_by_keyboard():
    """The play area's cards had a stop only where they could be sealed, so a keyboard player
    could not zoom (Z) a card once it was played to read its abilities again. After a card
    is played by keyboard, Tab reaches its tile and Z zooms it, making no move."""
    app, scene = against_greedy()
    try:
        table = scene.table
        card = play_a_card_by_keyboard(app, scene)
        assert card in table.play_rects()
        steps = len(scene.match.steps)
        assert focus_on(app, scene, f"look:tile:{card}"), [s.name for s in scene.key_stops()]
        press(app, pygame.K_z)
        assert table.zoom == ("card", card), table.zoom
        press(app, pygame.K_z)
        assert table.zoom is None
        assert len(scene.match.steps) == steps
    finally:
        pygame.event.clear()
        app.close()
