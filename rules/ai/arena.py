"""Seeded matches between AI kinds, with seats rotated so every kind plays every position."""

from __future__ import annotations

import dataclasses
import math
import os
import random
import statistics
import time
from dataclasses import dataclass, field

from rules.ai import choose
from rules.core.game import Config, get_game


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a win rate."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class KindStats:
    games: int = 0
    wins: float = 0.0  # a shared victory counts 1/k
    scores: list = field(default_factory=list)
    times: list = field(default_factory=list)
    seat_wins: dict = field(default_factory=dict)
    unfinished: int = 0  # games it sat in that stopped at MAX_DECISIONS, won by no one

    def summary(self) -> dict:
        lo, hi = wilson(self.wins, self.games)
        times = sorted(self.times) or [0.0]
        return {
            "games": self.games,
            "win_rate": self.wins / self.games if self.games else 0.0,
            "win_rate_ci95": [lo, hi],
            "mean_score": statistics.fmean(self.scores) if self.scores else 0.0,
            "decision_ms_p50": 1000 * times[len(times) // 2],
            "decision_ms_p95": 1000 * times[min(len(times) - 1, int(len(times) * 0.95))],
            "seat_win_rate": {
                str(s): w / max(1, self.games / len(self.seat_wins)) for s, w in sorted(self.seat_wins.items())
            },
            "unfinished": self.unfinished,
        }


# Kinds the arena plays besides the app's levels (rules.ai.LEVELS): ``openspiel`` is
# OpenSpiel's ISMCTS bot (rules.openspiel.bot; needs the ``research`` extra),
# ``LEVEL:N`` (``normal:200``, ``hard:3000``) is a search level's model at exactly N
# iterations, with no time cap (for the strength curves), and a scripted kind
# (``SCRIPTED``: Krysis's ``raider``, Ausonia's ``founder``, Grand Tribunal's ``rusher``) is a
# fixed style of play a game registers to test its levels against (``register_scripted``).
SCRIPTED = {
    "raider": "raids the richest camp it can beat whenever it can, else plays as greedy",
    "founder": "raises its star gems into fountains and its weakest cards out of its deck, else plays as greedy",
    "rusher": "spends its vis on the Item nearest completion, as Praeco votes for its own Items, else as greedy",
}
# ``oracle`` (and ``oracle:N``): hard's search over the true state instead of states dealt
# from its view: it sees every hidden card, the deck order and the draws to come. Not a fair
# player: a reference that measures what hidden information costs the levels.
ORACLE = "oracle"
ARENA_KINDS = ("openspiel", ORACLE, "normal:N", "hard:N", "oracle:N", *SCRIPTED)
UNCAPPED = 3600.0  # seconds: a ``LEVEL:N`` seat is limited by its iterations only

# (kind, game id) -> policy(view, legal, rng) -> Action
_SCRIPTS: dict[tuple[str, str], object] = {}


def register_scripted(kind: str, game_id: str):
    """Decorator: ``game_id``'s policy for the scripted arena kind ``kind`` (in SCRIPTED)."""
    if kind not in SCRIPTED:
        raise ValueError(f"unknown scripted kind {kind!r}; known: {', '.join(SCRIPTED)}")

    def register(fn):
        _SCRIPTS[(kind, game_id)] = fn
        return fn

    return register


def scripted_for(kind: str, game_id: str):
    """The game's policy for scripted kind ``kind``, or None when it has none."""
    if kind not in SCRIPTED:
        return None
    if (kind, game_id) not in _SCRIPTS:
        import rules

        rules.load_all_games()
    return _SCRIPTS.get((kind, game_id))


def fixed_search(kind: str):
    """(level, N) for a ``LEVEL:N`` kind, else None.

    >>> fixed_search("hard:200"), fixed_search("hard"), fixed_search("greedy:5")
    (('hard', 200), None, None)
    """
    from rules.ai import BUDGETS

    level, _, n = kind.partition(":")
    known = level in BUDGETS or level == ORACLE
    return (level, int(n)) if known and n.isdigit() and int(n) > 0 else None


def is_arena_kind(kind: str) -> bool:
    """Whether ``kind`` is one of the arena-only kinds (``openspiel``, ``oracle``, ``LEVEL:N``,
    scripted)."""
    return kind in ("openspiel", ORACLE) or kind in SCRIPTED or fixed_search(kind) is not None


def peer_seconds(kinds: list[str], game_id: str) -> float:
    """The wall time per decision of an ``openspiel`` seat: the time budget of the
    strongest search level at the table (``hard`` over ``normal``), else ``normal``'s."""
    from rules.ai import BUDGETS, budget_for

    peers = [k for k in BUDGETS if k in kinds] or ["normal"]
    return max(budget_for(k, game_id).seconds for k in peers)


def seconds_of(kind: str, seconds=None, seconds_for=None):
    """The time per decision a ``kind`` searches: its own (``--seconds-for``), else the
    table's equal time (``--seconds``), else None (its level's budget).

    >>> seconds_of("openspiel", 0.3, {"openspiel": 1.2}), seconds_of("hard", 0.3, {"openspiel": 1.2})
    (1.2, 0.3)
    """
    return (seconds_for or {}).get(kind, seconds)


def _chooser(kind: str, kinds: list[str], game_id: str, options, seed: int, seconds=None):
    """``(view, legal, rng) -> Action`` for one seat of one game (for ``oracle``: a chooser
    marked ``needs_state``, given ``(state, seat, legal, rng)``).

    ``seconds``: the seat searches exactly that long per decision, whatever its iterations
    (``normal``, ``hard``, ``LEVEL:N``, ``oracle``, ``openspiel``)."""
    from rules.ai import BUDGETS, budget_for
    from rules.ai.ismcts import Budget, hooks_for, search

    if kind == "openspiel":
        from rules.openspiel.bot import OpenSpielPlayer

        player = OpenSpielPlayer(game_id, len(kinds), options or {}, seconds or peer_seconds(kinds, game_id), seed)
        return player.choose
    script = scripted_for(kind, game_id)
    if script is not None:
        return script
    level, iterations = fixed_search(kind) or (kind, None)
    if level == ORACLE:
        budget = (
            Budget(iterations, UNCAPPED)
            if iterations
            else Budget(10**9, seconds or budget_for("hard", game_id).seconds)
        )
        hooks = hooks_for(game_id, "hard")
        quiet: list = []  # the class of the states hard's search plays (no log; its legal moves)

        def oracle(state, seat: int, legal, rng):
            view = state.view(seat)
            if not quiet:
                quiet.append(type(hooks.determinize(view, random.Random(0))))

            def the_true_state(_view, _rng):
                # the state itself, as the search's own states are (without this, Krysis's
                # oracle built its bid crystal by crystal and took them back, endlessly)
                dealt = state.clone()
                if issubclass(quiet[0], type(dealt)):  # the game's search class over its state's
                    dealt.__class__ = quiet[0]
                return dealt

            sees_all = dataclasses.replace(hooks, determinize=the_true_state)
            return search(game_id, view, legal, rng, budget, sees_all)

        oracle.needs_state = True  # type: ignore[attr-defined]
        return oracle
    if seconds and level in BUDGETS:
        budget = Budget(10**9, seconds)
    elif iterations:
        budget = Budget(iterations, UNCAPPED)
    else:
        return lambda view, legal, rng: choose(kind, game_id, view, legal, rng)
    hooks = hooks_for(game_id, level)
    return lambda view, legal, rng: search(game_id, view, legal, rng, budget, hooks)


# Decisions after which a game of programs is given up as unfinished: far beyond any real
# game (the longest, random Ausonia games, take a few thousand), so only programs that
# never end a game (a rulebook without a limit, say Ausonia's, and no one gaining) meet it.
MAX_DECISIONS = 20_000


def play_game(
    game_id: str,
    kinds: list[str],
    seed: int,
    options=None,
    seconds=None,
    max_decisions=MAX_DECISIONS,
    seconds_for=None,
):
    """One game; returns (scores, winners, {seat: [decision seconds]}).
    ``seconds``: equal time per decision for the searching seats (see ``_chooser``);
    ``seconds_for``: a kind's own time per decision instead ({"openspiel": 1.2}).
    A game still going after ``max_decisions`` decisions stops there, unfinished: its
    winners are ``()`` (no one wins it) and its scores are those of the state it reached."""
    game = get_game(game_id)
    state = game.new_state(Config(players=len(kinds), seed=seed, options=options or {}))
    rngs = [random.Random(seed * 1000 + s) for s in range(len(kinds))]
    choosers = [
        _chooser(k, kinds, game_id, options, seed * 1000 + s, seconds_of(k, seconds, seconds_for))
        for s, k in enumerate(kinds)
    ]
    times: dict[int, list] = {s: [] for s in range(len(kinds))}
    decisions = 0
    while not state.is_over():
        if decisions >= max_decisions:
            return state.scores(), (), times
        decisions += 1
        seats = state.to_act()
        # a sealed simultaneous step: a seat that searches the true state (``oracle``) sees
        # it as it was before anyone chose, not the sealed choices made before its own
        before = state.clone() if len(seats) > 1 and any(needs_state(choosers[s]) for s in seats) else state
        for seat in seats:
            start = time.perf_counter()
            chooser = choosers[seat]
            if needs_state(chooser):
                act = chooser(before, seat, before.legal(seat), rngs[seat])
            else:
                act = chooser(state.view(seat), state.legal(seat), rngs[seat])
            times[seat].append(time.perf_counter() - start)
            state.apply(seat, act)
    return state.scores(), state.winners(), times


def needs_state(chooser) -> bool:
    """Whether a seat's chooser searches the true state (``oracle``) rather than its view."""
    return getattr(chooser, "needs_state", False)


def parse_options(pairs) -> dict[str, bool]:
    """``--option NAME=true|false`` arguments as a game's options.

    >>> parse_options(["advanced=true", "tactical=no"])
    {'advanced': True, 'tactical': False}
    """
    options = {}
    for opt in pairs:
        name, _, value = opt.partition("=")
        options[name] = value.lower() in ("1", "true", "yes", "on")
    return options


def default_jobs() -> int:
    """Worker processes when none are asked for: one per core of the machine."""
    return os.cpu_count() or 1


def map_games(fn, work: list, jobs: int = 1):
    """``fn`` over ``work`` in order, in ``jobs`` worker processes when more than one
    (``fn`` must be a module-level function, its arguments and result picklable)."""
    if jobs <= 1 or len(work) <= 1:
        yield from map(fn, work)
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    pool = ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn"))
    try:
        yield from pool.map(fn, work)
    finally:
        pool.shutdown(cancel_futures=True)


def _play(args):
    return play_game(*args)


def run(
    game_id: str,
    kinds: list[str],
    games: int,
    seed: int = 0,
    options=None,
    jobs: int = 1,
    progress=None,
    seconds=None,
    seconds_for=None,
) -> dict:
    """Play ``games`` games, rotating seats; per-kind statistics.
    ``seconds``: equal time per decision for every searching seat (see ``_chooser``);
    ``seconds_for``: a kind's own time per decision ({"openspiel": 1.2}).

    Game ``g`` is seeded ``seed + g`` with the seating rotated ``g`` places, so the
    figures are the same whatever ``jobs`` (worker processes) plays them.
    ``progress(done, games)`` is called after each game.
    """
    stats = {k: KindStats() for k in kinds}
    n = len(kinds)
    seatings = [kinds[g % n :] + kinds[: g % n] for g in range(games)]
    work = [(game_id, seatings[g], seed + g, options, seconds, MAX_DECISIONS, seconds_for) for g in range(games)]
    for g, result in enumerate(map_games(_play, work, jobs)):
        _add(stats, seatings[g], *result)
        if progress:
            progress(g + 1, games)
    # A kind listed twice shares one entry: its games count once per seat it held.
    return {k: stats[k].summary() for k in dict.fromkeys(kinds)}


def _add(stats: dict, seating: list[str], scores, winners, times) -> None:
    if not winners:  # unfinished (see ``play_game``): counted once per kind at the table
        for kind in set(seating):
            stats[kind].unfinished += 1
    for seat, kind in enumerate(seating):
        st = stats[kind]
        st.games += 1
        st.scores.append(scores[seat].total)
        st.times.extend(times[seat])
        share = 1 / len(winners) if seat in winners else 0.0
        st.wins += share
        st.seat_wins[seat] = st.seat_wins.get(seat, 0.0) + share
