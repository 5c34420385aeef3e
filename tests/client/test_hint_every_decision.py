"""A hint at every decision of every game (issue 38): the words name the move in the asking
player's words (a secret move too, never what that seat cannot see), and the table lights
exactly the place where the move is made.

Seeded games are played through the real table, every seat in turn at it (as in hot-seat):
at each decision a legal move is chosen (a kind of move not met yet first), its hint words
are checked, and the move is made by following the lights with posted mouse events: one
lit rect is clicked, several are a drag from the first onto one of the others; a move of
several gestures lights its next one after each. The table must return exactly that move,
which is then played. Every kind of action of every game must have been met.
"""

from __future__ import annotations

import functools
import random
from collections import Counter

import pygame
import pytest
from label_fit import resize
from table_helpers import mouse_click, mouse_drag

import client.games
import rules
from client.advice import describe, hint_rects, plain
from client.testing import make_app
from rules import ai
from rules.core import Config, Match, Seat, get_game
from rules.core.actions import _REGISTRY

NAMES = ["Ana", "Bruno", "Carmen", "Dora", "Elena"]
MAX_GESTURES = 6  # the longest move: a page turned, a card picked, then its choice


@functools.cache
def action_types(game_id: str) -> set[str]:
    rules.load_all_games()
    return {cls.__name__ for cls in _REGISTRY.values() if cls.__module__ == f"rules.{game_id}.actions"}


def terms(game_id: str, ui, action, names: list[str], view) -> list[str]:
    """What the words of a hint for ``action`` must name, in the players' words: its cards,
    colours and seats (a blind draw names no card: ``card`` "items" is a deck)."""
    from dataclasses import fields

    if game_id == "virrey" and type(action).__name__ == "Take":  # the card of the auction taken
        from client.virrey.log import card_name
        from rules.virrey.tokens import COLOURS

        return [card_name(ui, view.auction[COLOURS.index(action.colour)][0 if action.top else 1])]
    out = []
    for f in fields(action):
        value = getattr(action, f.name)
        words = name_of(game_id, ui, f.name, value, names)
        out += words if isinstance(words, list) else [words] if words else []
    return out


def name_of(game_id: str, ui, field: str, value, names: list[str]):
    """The word(s) naming an action's field ``value`` in the players' words (None: none)."""
    if value is None or isinstance(value, bool):
        return None
    if field in ("seat", "target"):
        return names[value]
    if game_id == "imperio":
        from client.imperio.log import _card

        return _card(ui, value)
    if game_id == "virrey":
        from client.virrey.log import card_name, colour

        if field == "colours":  # the gems returned, each by its colour
            return [colour(ui, c) for c in value]
        return colour(ui, value) if field == "colour" else card_name(ui, value) if field == "card" else None
    if game_id == "krysis":
        from client.krysis.prompts import name_of as krysis_name
        from client.krysis.reasons import colour_word

        if field in ("colour",) or value in ("red", "blue", "white"):
            return colour_word(ui, value)
        kind = {"agent": "agent", "relic": "relic", "good": "relic"}.get(field)
        return krysis_name(ui, kind, value) if kind else None
    if game_id == "tribunal":
        from client.tribunal import data

        if field in ("card", "spell", "item") and value not in ("items", "spells"):
            return data.name(ui, value)
        return data.space_name(ui, value) if field == "space" else None
    if game_id == "ausonia":
        from client.ausonia import cardinfo

        return cardinfo.name(ui, value) if field in ("card", "star", "foundation") else None
    return None


def follow_the_lights(table, action, rng, screen) -> tuple[list, int]:
    """Make ``action`` by the lit rects alone, as a player following the hint would: the
    actions the table returned (the last one must be ``action``), and the gestures made."""
    got: list = []
    for n in range(1, MAX_GESTURES + 1):
        rects = hint_rects(table, action)
        assert rects, f"nothing lit for {action} (mode {table.mode!r}, bar {[b.name for b, _ in table.bar]})"
        if len(rects) == 1:
            got = mouse_click(table, rects[0].center)
        else:
            got = mouse_drag(table, rects[0].center, rng.choice(rects[1:]).center)
        if got:
            return got, n
        table.draw(screen)
    return got, MAX_GESTURES


def choose(game_id: str, state, seat: int, met: Counter, rng: random.Random, seek=None):
    """A move of a kind not met yet in this game (among ``seek``, default: any) where there is
    one, else the greedy AI's (it plays the game on, to the decisions that come late)."""
    legal = state.legal(seat)
    new = sorted({type(a).__name__ for a in legal} - set(met) & (set(seek) if seek else action_types(game_id)))
    if new:
        kind = rng.choice(new)
        return rng.choice([a for a in legal if type(a).__name__ == kind])
    return ai.choose("greedy", game_id, state.view(seat), legal, rng)


def play_with_hints(game_id, players, seed, options=None, seek=None, lang="es", size=(1024, 640), max_steps=4000):
    """Play a seeded game of ``game_id`` at its table, every move made by following its
    hint's lights; returns the kinds of action met and how often."""
    module = client.games.table_module(game_id)
    app = make_app(autosave=False, lang=lang)
    met: Counter = Counter()
    try:
        resize(app, size)
        ui = app.ui
        names = NAMES[:players]
        config = Config(players, seed=seed, options=options or {})
        state = get_game(game_id).new_state(config)
        # the real table scene's table, where the window puts it; the seats take turns at it
        table = app.start_match(Match.new(game_id, config, [Seat(n) for n in names])).table
        screen = pygame.Surface(size)
        moves, rng = random.Random(seed), random.Random(seed + 1)  # the moves; where a drag lands
        steps = 0
        while not state.is_over() and steps < max_steps:
            steps += 1
            seat = state.to_act()[0]
            legal = state.legal(seat)
            table.refresh(state.view(seat), seat, legal)
            table.draw(screen)
            action = choose(game_id, state, seat, met, moves, seek)
            words = describe(module, ui, state, seat, action, names, table)
            assert words and words != plain(action), (action, words)
            for term in terms(game_id, ui, action, names, table.view):
                assert term.lower() in words.lower(), f"{action}: {words!r} does not name {term!r}"
            if len(state.to_act()) > 1:
                met["<sealed>"] += 1  # a choice the others see only as "has decided"
            unseen = state.resample(seat, random.Random(steps))  # what the seat cannot see, dealt again
            assert describe(module, ui, unseen, seat, action, names, table) == words, (action, words)
            got, gestures = follow_the_lights(table, action, rng, screen)
            assert got == [action], f"{action} lit, but the gesture made {got}"
            if gestures > 1:
                met["<steps>"] += 1  # a move of several gestures, each lit after the one before
            met[type(action).__name__] += 1
            state.apply(seat, action)
    finally:
        app.close()
    return met


# Per game, the seeded games played: (players, seed, options, the kinds sought first: None
# for every kind, the language and the window). Between them they meet every kind of action
# of the game; a rare one has a game that seeks it alone (the greedy AI plays the rest, to
# the decisions that come late).
SMALL, LARGE = ("es", (1024, 640)), ("en", (1600, 900))
GAMES = {
    "imperio": [(3, 1, {}, None, *SMALL), (4, 2, {"grand": True}, None, *LARGE)],
    "virrey": [
        (2, 1, {}, None, *SMALL),
        (3, 3, {"virtual": 1}, None, *LARGE),
        (4, 4, {}, None, *SMALL),
        (2, 2, {}, {"TopReward"}, *SMALL),
        (2, 28, {}, {"Cover"}, *SMALL),
    ],
    "krysis": [(4, 1, {"advanced": True, "tactical": True}, None, *SMALL), (2, 2, {"speed": True}, None, *LARGE)],
    "tribunal": [
        (3, 1, {}, None, *SMALL),
        (4, 2, {"hand_or_sanctum": True, "secret_cards": True, "double_advance": True}, None, *LARGE),
        (3, 4, {}, {"Target"}, *SMALL),
    ],
    "ausonia": [(3, 1, {}, None, *SMALL), (2, 1, {}, None, *LARGE)],
}


# Which games have sealed choices, and moves made in several gestures (a page turned, a
# card picked before its way to pay, the gems to return one by one...)
SEALED = {"imperio", "virrey", "krysis"}
STEPS = {"virrey", "krysis", "tribunal", "ausonia"}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_kind_of_decision_is_hinted_and_lit(game_id):
    met: Counter = Counter()
    for game in GAMES[game_id]:
        met += play_with_hints(game_id, *game)
    kinds = {k for k in met if not k.startswith("<")}
    assert kinds == action_types(game_id), sorted(action_types(game_id) - kinds)
    assert ("<sealed>" in met) == (game_id in SEALED), met
    assert ("<steps>" in met) == (game_id in STEPS), met


def test_the_hint_ring_hugs_what_it_lights():
    """The hint's ring (and a lesson's) lies within 4 px of the lit rect, so the heading over a
    box and the count beside a piece stay readable (it stood 8 px out and covered Ausonia's
    "Abilities (2)" and a gem's "×1")."""
    from client.advice import draw_hint_rects

    surface = pygame.Surface((200, 200))
    surface.fill((0, 0, 0))
    lit = pygame.Rect(60, 60, 80, 30)
    draw_hint_rects(surface, [lit], clock=0.3)
    painted = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    painted.invert()
    assert painted.count() > 0, "no ring drawn"
    near = pygame.mask.Mask((200, 200))
    near.draw(pygame.mask.Mask(lit.inflate(8, 8).size, fill=True), lit.inflate(8, 8).topleft)
    assert painted.overlap_area(near, (0, 0)) == painted.count()  # nothing painted farther out


def test_krysis_cargo_heading_stays_clear_of_the_light():
    """In the Krysis lesson's sale, at 1024x640, the light on the cargo (the side box under its
    heading) leaves the heading "Alex: carga" whole: the text floor sets the heading larger
    than the box's scale, and the cargo's rect began inside it."""
    from label_fit import resize
    from test_tutorial import open_lesson, to_step
    from text_ink import frame_texts, tracking

    from client.testing import make_app, run_until

    app = make_app(lang="es")
    try:
        resize(app, (1024, 640))
        with tracking():
            scene = open_lesson(app, "krysis")
            to_step(app, scene, "sell")
            assert run_until(app, lambda: bool(scene.coach.lit(scene)), 600)
            texts = frame_texts(app)
        lit = scene.coach.lit(scene)
        heading = [r for r, words in texts if words.startswith("Alex:")]
        assert heading, "no cargo heading drawn"
        ring = [r.inflate(8, 8) for r in lit]
        assert not [r for r in ring if r.colliderect(heading[0])], (tuple(heading[0]), [tuple(r) for r in ring])
    finally:
        app.close()
