"""Every entry point that takes a seat refuses what is not a seat of the game.

DESIGN.md, "The rules protocol": ``legal(seat)``, ``apply(seat, action)``, ``view(seat)``
("``view(None)`` is the spectator view") and ``resample(seat, rng)`` take a seat of the
game. Anything else (a seat past the last one, a negative one, ``True``, a float, a
string) is refused with the game's own error (SeatError, an IllegalAction and so a
TableroError) and a message that says so, in every game, by the one shared check
``State.check_seat``. Before it, ``view(7)`` in a three-seat game raised IndexError and
``apply(True, action)`` was taken as seat 1.
"""

import dataclasses
import importlib
import inspect
import json
import pkgutil
import random

import pytest

import rules
from rules.ai.ismcts import has_search, hooks_for
from rules.core import saves
from rules.core.errors import IllegalAction, SaveError, SeatError, TableroError
from rules.core.game import Config, registered_games
from rules.core.match import Match, Seat

pytestmark = pytest.mark.usefixtures("use_fixture_cards")


def _positions(game):
    """A few states of each seat count: at the start and some random moves in."""
    for players in range(game.min_players, game.max_players + 1):
        state = game.new_state(Config(players=players, seed=3))
        yield state
        rng = random.Random(players)
        for _ in range(12):
            if len(state.to_act()) != 1:
                break
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal(seat)))
        yield state


def _not_seats(players):
    return [players, 7, -1, True, False, 1.0, "0", (0,)]


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_every_entry_point_refuses_what_is_not_a_seat(game):
    for state in _positions(game):
        n = state.num_players
        before = state.fingerprint()
        actor = state.to_act()[0]
        act = state.legal(actor)[0]
        for bad in _not_seats(n):
            for call in (
                lambda: state.view(bad),
                lambda: state.legal(bad),
                lambda: state.apply(bad, act),
                lambda: state.resample(bad, random.Random(1)),
            ):
                with pytest.raises(SeatError) as err:
                    call()
                assert f"no seat {bad!r}" in str(err.value) and f"{n}-player" in str(err.value)
                assert isinstance(err.value, IllegalAction) and isinstance(err.value, TableroError)
        for call in (lambda: state.legal(None), lambda: state.apply(None, act)):
            with pytest.raises(SeatError):
                call()
        assert state.fingerprint() == before  # nothing changed
        # the spectator: view(None) and resample(None) stay allowed
        assert state.view(None).seat is None
        state.resample(None, random.Random(2))
        # real seats still work
        for s in range(n):
            state.view(s)
            state.legal(s)


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_the_match_and_saves_refuse_a_seat_that_is_not_one(game, tmp_path):
    players = game.min_players if game.min_players > 1 else 2
    match = Match.new(game.id, Config(players=players, seed=5), [Seat(f"P{i}") for i in range(players)])
    seat = match.state.to_act()[0]
    act = match.state.legal(seat)[0]
    for bad in (players, True, -1):
        with pytest.raises(SeatError):
            match.apply(bad, act)
    assert match.steps == []
    match.apply(seat, act)
    data = saves.to_json(match)
    for bad in (True, players, -1):
        data["actions"][0][0] = bad
        body = {k: v for k, v in data.items() if k != "checksum"}
        data["checksum"] = saves._checksum(body)
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(data))
        with pytest.raises(SaveError) as err:
            saves.read(path)
        assert "no seat" in str(err.value) or "malformed" in str(err.value)


# -- every public method that takes a seat -----------------------------------------------
# Found by introspection, so that a method added later without the check fails here. What a
# method is called with follows its parameters' names; a new name fails loudly below.


def _seat_methods(cls):
    """The public methods of ``cls`` with a parameter named ``seat``, by name."""
    out = {}
    for name in dir(cls):
        attr = getattr(cls, name)
        if name.startswith("_") or not callable(attr) or isinstance(attr, type):
            continue
        try:
            params = inspect.signature(attr).parameters
        except (TypeError, ValueError):
            continue
        if "seat" in params:
            out[name] = attr
    return out


def _call(fn, bad, state, act, *, bound=True):
    """Call ``fn`` with ``bad`` as its seat, a legal action, a seeded rng, the state."""
    args = []
    for pname, p in inspect.signature(fn).parameters.items():
        if pname == "self" and bound:
            continue
        if p.default is not inspect.Parameter.empty:
            continue
        value = {"seat": bad, "act": act, "action": act, "rng": random.Random(1), "st": state, "state": state}.get(
            pname, _MISSING
        )
        assert value is not _MISSING, f"{fn.__qualname__}: add how to call parameter {pname!r}"
        args.append(value)
    return fn(*args)


_MISSING = object()
# The methods that also take None, for the spectator (DESIGN.md: "view(None) is the
# spectator view"; the panel and the log of a table watched by nobody in particular).
_SPECTATOR_OK = {"view", "resample", "events_for", "shown_scores", "make_view"}


def _assert_refuses(call, bad, n):
    with pytest.raises(SeatError) as err:
        call()
    assert f"no seat {bad!r}" in str(err.value) and f"{n}-player" in str(err.value), str(err.value)


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_every_public_method_that_takes_a_seat_checks_it(game):
    """State (the protocol and the game's own public methods), the view module's functions:
    each refuses what is not a seat, or is declared a step of an entry point in the
    state's ``SEAT_HELPERS`` (run only after that entry point's check)."""
    state = next(iter(_positions(game)))
    cls = type(state)
    methods = _seat_methods(cls)
    assert cls.SEAT_HELPERS <= set(methods), f"SEAT_HELPERS names no such method: {cls.SEAT_HELPERS - set(methods)}"
    checked = sorted(set(methods) - cls.SEAT_HELPERS)
    assert {"legal", "apply", "view", "resample", "events_for", "shown_scores"} <= set(checked)
    view_mod = importlib.import_module(f"rules.{game.id}.view")
    functions = {
        name: fn
        for name, fn in vars(view_mod).items()
        if inspect.isfunction(fn)
        and fn.__module__ == view_mod.__name__
        and not name.startswith("_")
        and "seat" in inspect.signature(fn).parameters
    }
    for state in _positions(game):
        n = state.num_players
        before = state.fingerprint()
        act = state.legal(state.to_act()[0])[0]
        for bad in _not_seats(n):
            for name in checked:
                _assert_refuses(lambda: _call(getattr(state, name), bad, state, act), bad, n)
            for fn in functions.values():
                _assert_refuses(lambda: _call(fn, bad, state, act), bad, n)
        for name in [*checked, *functions]:
            fn = getattr(state, name) if name in checked else functions[name]
            if name in _SPECTATOR_OK:
                _call(fn, None, state, act)
            else:
                _assert_refuses(lambda: _call(fn, None, state, act), None, n)
        assert state.fingerprint() == before  # nothing changed


@pytest.mark.parametrize("game", [g for g in registered_games() if has_search(g.id)], ids=lambda g: g.id)
def test_determinize_refuses_a_view_whose_seat_is_not_one(game):
    """The search's ``determinize(view, rng)`` takes its seat from the view: a view built by
    hand with ``seat=True`` would otherwise be searched as seat 1."""
    hooks = hooks_for(game.id)
    for state in _positions(game):
        n = state.num_players
        view = state.view(state.to_act()[0])
        hooks.determinize(view, random.Random(1))  # a real seat's view is fine
        for bad in _not_seats(n):
            _assert_refuses(lambda: hooks.determinize(dataclasses.replace(view, seat=bad), random.Random(1)), bad, n)


def _played_match(game, players, moves):
    match = Match.new(game.id, Config(players=players, seed=5), [Seat(f"P{i}") for i in range(players)])
    rng = random.Random(players)
    while not match.is_over() and len(match.steps) < moves:
        seat = match.state.to_act()[0]
        match.apply(seat, rng.choice(match.state.legal(seat)))
    return match


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_every_public_method_of_the_match_that_takes_a_seat_checks_it(game):
    """``Match.undo(True)`` took back seat 1's move, ``undoable(1.0)`` counted seat 1's."""
    methods = _seat_methods(Match)
    assert {"apply", "undo", "undoable"} <= set(methods)
    players = max(game.min_players, 2)
    for moves in (0, 1, 2, 5):
        match = _played_match(game, players, moves)
        steps = list(match.steps)
        act = match.state.legal(match.state.to_act()[0])[0]
        for bad in [*_not_seats(players), None]:
            for name in methods:
                _assert_refuses(lambda: _call(getattr(match, name), bad, match.state, act), bad, players)
        assert match.steps == steps


@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_nothing_is_undone_once_the_game_is_over(game):
    """The last step ends the game and lifts every screen: it is final, like a reveal. In
    Krysis the last seat to move could take back the move that had ended the game."""
    for players in range(game.min_players, game.max_players + 1):
        match = _played_match(game, players, 10_000)
        assert match.is_over()
        for seat in range(players):
            assert match.undoable(seat) == 0
            with pytest.raises(IllegalAction):
                match.undo(seat)
        assert match.is_over()


# Functions in rules/ that take a seat but are not entry points: each runs on a seat that
# an entry point already checked, most on the search's hot path (every rollout step).
_INTERNAL = {
    # the check itself (the determinize test goes through it)
    "rules.core.state.check_seat",
    # a log entry's filter: events_for() checks the seat it passes
    "rules.core.state.Event.visible_to",
    # the search: policies and hooks on states it built from a checked view, for to_act()'s seats
    "rules.ai.ismcts.QuietState.why_illegal",
    "rules.ai.ismcts.random_policy",
    "rules.imperio.ai.greedy_rollout",
    "rules.imperio.ai.observe",
    "rules.imperio.ai.rollout_policy",
    "rules.krysis.ai.rollout_policy",
    "rules.krysis.ai.worth",
    "rules.virrey.ai.rollout_policy",
    "rules.krysis.ai.raid_loss",  # greedy's estimate for a seat of to_act() on a state it plays
    # Krysis: a pure function of the target counts; the special abilities' handlers, steps
    # of apply() (the action mixin calls them)
    "rules.krysis.scoring.mission_done",
    "rules.krysis.specials.Ability.start",
    "rules.krysis.specials.Alchemist.start",
    "rules.krysis.specials.Defence.start",
    "rules.krysis.specials.EminentMiner.start",
    "rules.krysis.specials.Spy.on_target",
    "rules.krysis.specials.Spy.start",
    "rules.krysis.specials.Spy.targets",
    "rules.krysis.specials.Thief.on_target",
    "rules.krysis.specials.Thief.start",
    "rules.krysis.specials.Thief.targets",
    # Ausonia: the search's policy and evaluation on states it built; the keyword handlers
    # and the reason of a refusal, steps of apply() (after its check)
    "rules.ausonia.ai.info_of_state",
    "rules.ausonia.search.payable",
    "rules.ausonia.search.rollout_policy",
    "rules.ausonia.search.worth",
    "rules.ausonia.keywords.corruption",
    "rules.ausonia.keywords.discard",
    "rules.ausonia.keywords.draw",
    "rules.ausonia.keywords.foresight",
    "rules.ausonia.keywords.influence",
    "rules.ausonia.keywords.manipulation",
    "rules.ausonia.keywords.raise_",
    "rules.ausonia.keywords.seal",
    "rules.ausonia.reasons.why",
    # Ausonia's search: its state's legal() and apply() (for to_act()'s seats, actions from
    # legal()), its rollout step and its tree's moves, on states it built from a checked view
    "rules.ausonia.search.QuietAusonia.apply",
    "rules.ausonia.search.QuietAusonia.legal",
    "rules.ausonia.search.rollout_step",
    "rules.ausonia.search.tree_moves",
    # Grand Tribunal: the search's state, policy and evaluation on states it built, its
    # resample (called by State.resample after its check), and the effect and vis handlers,
    # steps of apply() (after its check)
    "rules.tribunal.ai.QuietTribunal.apply",
    "rules.tribunal.ai.QuietTribunal.legal",
    "rules.tribunal.ai.rollout_step",
    "rules.tribunal.ai.rollout_policy",
    "rules.tribunal.ai.tribunal_points",
    "rules.tribunal.ai.worth",
    "rules.tribunal.determinize.resample",
    "rules.tribunal.effects.do_effect",
    "rules.tribunal.effects.draw",
    "rules.tribunal.effects.gain_vis",
    "rules.tribunal.effects.legal_effect",
    "rules.tribunal.effects.tithe",
    "rules.tribunal.scoring.do_present",
    "rules.tribunal.scoring.legal_present",
    "rules.tribunal.scoring.paid_items",
    "rules.tribunal.vis.do_join",
    "rules.tribunal.vis.gather",
    "rules.tribunal.vis.legal_join",
}


def _functions_taking_a_seat():
    """(qualified name, owning class or None, module) of every public function and method
    defined in rules/ with a parameter named ``seat``."""
    for info in pkgutil.walk_packages(rules.__path__, "rules."):
        try:
            mod = importlib.import_module(info.name)
        except ImportError:  # rules.openspiel without OpenSpiel
            continue
        for name, obj in vars(mod).items():
            if name.startswith("_") or getattr(obj, "__module__", None) != mod.__name__:
                continue
            if inspect.isfunction(obj) and "seat" in inspect.signature(obj).parameters:
                yield f"{mod.__name__}.{name}", None, mod
            elif inspect.isclass(obj):
                for mname, m in vars(obj).items():
                    if (
                        not mname.startswith("_")
                        and inspect.isfunction(m)
                        and "seat" in inspect.signature(m).parameters
                    ):
                        yield f"{mod.__name__}.{name}.{mname}", obj, mod


def test_every_function_in_rules_that_takes_a_seat_is_checked_or_declared_internal():
    """The tests above call the State classes (with their mixins), the match and the view
    modules; anything else in rules/ that takes a seat must be declared internal here, so
    that a new entry point without the check cannot slip past them."""
    states = [type(next(iter(_positions(g)))) for g in registered_games()]
    covered_classes = {c for s in states for c in s.__mro__} | {Match}
    view_modules = {f"rules.{g.id}.view" for g in registered_games()}
    unchecked = sorted(
        name
        for name, cls, mod in _functions_taking_a_seat()
        if cls not in covered_classes and mod.__name__ not in view_modules and name not in _INTERNAL
    )
    assert unchecked == [], f"check the seat (State.check_seat / check_seat) or declare internal: {unchecked}"
    stale = _INTERNAL - {name for name, _, _ in _functions_taking_a_seat()}
    assert not stale, f"declared internal but no longer there: {stale}"
