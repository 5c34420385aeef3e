"""The arena (DESIGN.md, "Command line"): seeded, rotated seats, Wilson intervals, JSON."""

from __future__ import annotations

import json

import pytest

from rules.ai.arena import run, wilson
from rules.arena import main

FIELDS = {"games", "win_rate", "win_rate_ci95", "mean_score", "decision_ms_p50", "decision_ms_p95"}


def test_wilson_interval_matches_the_textbook_values():
    lo, hi = wilson(170, 200)
    # by hand: centre 0.8434, half-width 0.0495
    assert lo == pytest.approx(0.7939, abs=1e-4) and hi == pytest.approx(0.8929, abs=1e-4)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(1 - hi)
    assert wilson(0, 0) == (0.0, 1.0)


def test_every_kind_plays_every_position():
    result = run("imperio", ["greedy", "random", "random"], 6, seed=4)
    assert result["greedy"]["games"] == 6 and result["random"]["games"] == 12
    assert set(result["greedy"]["seat_win_rate"]) == {"0", "1", "2"}
    assert FIELDS <= set(result["greedy"])


def test_the_same_seed_gives_the_same_figures_with_worker_processes():
    serial = run("imperio", ["greedy", "random", "random"], 4, seed=9)
    parallel = run("imperio", ["greedy", "random", "random"], 4, seed=9, jobs=2)
    for kind in serial:
        for field in ("games", "win_rate", "win_rate_ci95", "mean_score", "seat_win_rate"):
            assert serial[kind][field] == parallel[kind][field]


def test_cli_json_holds_one_entry_per_kind(capsys):
    assert main(["imperio", "--seats", "greedy,random,random", "--games", "3", "--seed", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "imperio" and out["games"] == 3 and out["seed"] == 2
    assert set(out["kinds"]) == {"greedy", "random"}
    for summary in out["kinds"].values():
        assert FIELDS <= set(summary)
        lo, hi = summary["win_rate_ci95"]
        assert 0.0 <= lo <= summary["win_rate"] <= hi <= 1.0


def test_cli_table_names_the_bar_figures(capsys):
    assert main(["imperio", "--seats", "greedy,random,random", "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "95% interval" in out and "p95 ms" in out and out.count("\n") == 4


@pytest.mark.parametrize(
    "argv, message",
    [
        (["imperio", "--seats", "greedy,genius"], "unknown AI kind(s): genius"),
        (["chess", "--seats", "greedy,random"], "unknown game 'chess'"),
        (["imperio", "--seats", "hard,greedy,greedy", "--seconds", "0"], "--seconds must be a positive number"),
    ],
)
def test_cli_rejects_bad_input_with_a_clear_message(argv, message, capsys):
    assert main(argv) == 2
    assert message in capsys.readouterr().err


def test_cli_rejects_a_level_the_game_does_not_offer(monkeypatch, capsys):
    import rules.ai.ismcts as ismcts

    monkeypatch.delitem(ismcts._HOOKS, "imperio")
    monkeypatch.setattr(ismcts, "has_search", lambda game_id: False)
    assert main(["imperio", "--seats", "normal,greedy,greedy", "--games", "1"]) == 2
    assert "imperio has no normal level" in capsys.readouterr().err


def _budgets_taken(monkeypatch, kinds, seconds, hooks=None):
    """The search budget each seat of one Imperio game searched with (and, into
    ``hooks``, the search hooks)."""
    import rules.ai.ismcts as ismcts

    taken = {}
    real = ismcts.search

    def recording(game_id, view, legal, rng, budget, given=None, **kwargs):
        taken.setdefault(view.seat, budget)
        if hooks is not None:
            hooks.setdefault(view.seat, given)
        return real(game_id, view, legal, rng, ismcts.Budget(2, 5.0), given)

    monkeypatch.setattr(ismcts, "search", recording)
    from rules.ai.arena import play_game

    play_game("imperio", kinds, seed=3, seconds=seconds)
    return taken


def test_level_n_searches_exactly_n_iterations(monkeypatch):
    from rules.ai.arena import UNCAPPED
    from rules.ai.ismcts import Budget

    taken = _budgets_taken(monkeypatch, ["normal:200", "greedy", "hard:50"], None)
    assert taken == {0: Budget(200, UNCAPPED), 2: Budget(50, UNCAPPED)}


def test_equal_time_gives_every_searching_seat_the_same_seconds(monkeypatch):
    from rules.ai.ismcts import Budget

    taken = _budgets_taken(monkeypatch, ["hard", "normal", "normal:50"], 0.25)
    assert set(taken.values()) == {Budget(10**9, 0.25)}
    # greedy stays greedy: it does not search
    assert set(_budgets_taken(monkeypatch, ["hard", "greedy", "greedy"], 0.25)) == {0}


def test_cli_plays_search_kinds_at_equal_time(capsys):
    assert main(["imperio", "--seats", "normal:20,hard,greedy", "--games", "1", "--seconds", "0.01", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["seconds"] == 0.01 and set(out["kinds"]) == {"normal:20", "hard", "greedy"}
    # a searching seat's decisions take its time (one iteration more, at most, on a busy machine)
    assert out["kinds"]["hard"]["decision_ms_p50"] >= 10.0


@pytest.mark.parametrize("kind", ["normal:0", "hard:x", "greedy:5", "search:5"])
def test_cli_rejects_a_malformed_search_kind(kind, capsys):
    assert main(["imperio", "--seats", f"{kind},greedy,greedy", "--games", "1"]) == 2
    assert f"unknown AI kind(s): {kind}" in capsys.readouterr().err


def test_a_level_searches_with_its_own_hooks(monkeypatch):
    import dataclasses

    import rules.ai.ismcts as ismcts

    base = ismcts.hooks_for("imperio")
    monkeypatch.setitem(ismcts._HOOKS, "imperio", dataclasses.replace(base, levels={"hard": {"exploration": 0.123}}))
    hooks = {}
    _budgets_taken(monkeypatch, ["hard:20", "normal:20", "hard"], None, hooks)
    assert [hooks[s].exploration for s in range(3)] == [0.123, base.exploration, 0.123]


def test_a_kind_may_have_its_own_time(monkeypatch):
    import rules.ai.arena as arena

    calls = {}
    real = arena._chooser

    def spy(kind, kinds, game_id, options, seed, seconds=None):
        calls[kind] = seconds
        return real(kind, kinds, game_id, options, seed, seconds)

    monkeypatch.setattr(arena, "_chooser", spy)
    arena.play_game("imperio", ["hard", "normal", "greedy"], seed=3, seconds=0.01, seconds_for={"normal": 0.04})
    assert calls == {"hard": 0.01, "normal": 0.04, "greedy": 0.01}


def test_the_oracle_searches_the_true_state(monkeypatch):
    """Every one of its determinizations is the state itself: every hidden card and the deck
    order as they are (a view's determinization deals them afresh)."""
    import random

    import rules.ai.ismcts as ismcts
    from rules.ai.arena import _chooser
    from rules.core.game import Config, get_game

    seen = []
    monkeypatch.setattr(ismcts, "search", lambda g, view, legal, rng, budget, hooks: seen.append(hooks) or legal[0])
    state = get_game("imperio").new_state(Config(3, seed=8))
    oracle = _chooser("oracle", ["oracle", "hard", "hard"], "imperio", {}, 1, 0.1)
    assert oracle.needs_state
    oracle(state, 0, state.legal(0), random.Random(1))
    dealt = seen[0].determinize(state.view(0), random.Random(2))
    assert dealt is not state and dealt.fingerprint() == state.fingerprint()
    other = ismcts.hooks_for("imperio").determinize(state.view(0), random.Random(2))
    assert other.hands[1] != state.hands[1]  # what a fair player deals itself instead


def test_the_oracle_does_not_see_the_sealed_choices_made_before_its_own(monkeypatch):
    """In a sealed simultaneous step (El Viejo Imperio's first round: every seat lays a card
    face down) the seats are asked one after the other; the oracle, asked last, is given the
    state as it was before anyone chose: the others still to choose, their cards in hand
    (it searched a state with them already laid, and so saw what it should have guessed)."""
    from rules.ai import arena

    real = arena._chooser
    asked = []

    def spy(kind, kinds, game_id, options, seed, seconds=None):
        if kind != "oracle":
            return real(kind, kinds, game_id, options, seed, seconds)

        def oracle(state, seat, legal, rng):
            asked.append((seat, state.to_act(), legal == state.legal(seat)))
            return legal[0]

        oracle.needs_state = True
        return oracle

    monkeypatch.setattr(arena, "_chooser", spy)
    arena.play_game("imperio", ["greedy", "greedy", "oracle"], seed=3, max_decisions=1)
    assert asked and asked[0] == (2, (0, 1, 2), True), asked


def test_cli_gives_openspiel_its_own_time_and_refuses_a_bad_one(capsys):
    assert main(["imperio", "--seats", "oracle:5,hard:5,greedy", "--games", "1", "--json"]) == 0
    assert set(json.loads(capsys.readouterr().out)["kinds"]) == {"oracle:5", "hard:5", "greedy"}
    assert main(["imperio", "--seats", "hard,greedy,greedy", "--games", "1", "--seconds-for", "openspiel=1"]) == 2
    assert "--seconds-for openspiel=1: give a kind at the table" in capsys.readouterr().err
    assert main(["imperio", "--seats", "hard,greedy,greedy", "--games", "1", "--seconds-for", "hard=x"]) == 2


def test_the_oracle_plays_the_states_hard_s_search_plays():
    """The oracle's true state is of the class hard's search deals (Krysis's: no crystal taken
    back from a bid, no event log). On the state as the rules keep it, Krysis's oracle built
    its bid and took it back crystal by crystal: a game with it ran 4,000 decisions into its
    first bid phase without end."""
    import random

    from rules.ai import arena
    from rules.ai.ismcts import hooks_for
    from rules.core.game import Config, get_game

    state = get_game("krysis").new_state(Config(2, seed=3))
    dealt = []
    import rules.ai.ismcts as ismcts

    def spy(game_id, view, legal, rng, budget, hooks):
        dealt.append(hooks.determinize(view, random.Random(1)))
        return legal[0]

    saved, ismcts.search = ismcts.search, spy
    try:
        oracle = arena._chooser("oracle", ["hard", "oracle"], "krysis", {}, 1, 0.1)
        oracle(state, 1, state.legal(1), random.Random(1))
    finally:
        ismcts.search = saved
    searched = type(hooks_for("krysis", "hard").determinize(state.view(1), random.Random(2)))
    assert type(dealt[0]) is searched and dealt[0].fingerprint() == state.fingerprint()
    _, winners, times = arena.play_game("krysis", ["hard:20", "oracle:20"], seed=3, max_decisions=600)
    assert winners, "the game ends"
