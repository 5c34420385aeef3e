"""Learning from the game: a hint during play, and the review of a finished game.

Both ask the search (:mod:`rules.ai.ismcts`) from one seat's view only, through the
game's registered search hooks; nothing here knows a game in particular.

- :func:`hint`: the ``normal`` level's move for the seat whose view it is, with its
  estimated chance of winning (the root statistics of the move chosen), within
  :data:`HINT_SECONDS`.
- :func:`review`: replays a game and, for each decision of the given seats that had a
  choice, runs the ``hard`` level from that seat's view (``state.view(seat)``, never the
  true state), then compares the estimated value of the move played with the best one.
  A time budget for the whole game is shared among the decisions, so a long game still
  ends within it; ``stop`` cancels it.

    >>> import random
    >>> from rules.core.game import Config, get_game
    >>> state = get_game("imperio").new_state(Config(players=3, seed=2))
    >>> h = hint("imperio", state.view(0), state.legal(0), seed=1)
    >>> h.action in state.legal(0) and 0.0 <= h.chance <= 1.0
    True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rules.ai import budget_for
from rules.ai.ismcts import Budget, hooks_for, run_search
from rules.core.actions import Action

HINT_LEVEL = "normal"
HINT_SECONDS = 0.7  # the search's cap; replay and messages stay well under 1 s with it
REVIEW_LEVEL = "hard"
REVIEW_SECONDS = 50.0  # a whole game, on one process; two processes halve it
REVIEW_SHOWN = 5  # the costliest decisions the review lists


@dataclass(frozen=True)
class Hint:
    """The move suggested and its estimated chance of winning (None: a forced move)."""

    action: Action
    chance: float | None
    iterations: int
    seconds: float


def hint(game_id: str, view, legal: list, seed: int, budget: Budget | None = None) -> Hint:
    """The ``normal`` level's move for ``view.seat`` among ``legal``, from the view alone.

    ``budget`` defaults to the normal level's iterations with :data:`HINT_SECONDS` as
    the time cap (at most the level's own)."""
    if budget is None:
        own = budget_for(HINT_LEVEL, game_id)
        budget = replace(own, seconds=min(own.seconds, HINT_SECONDS))
    result = run_search(game_id, view, legal, random.Random(seed), budget, hooks_for(game_id, HINT_LEVEL))
    action, chance = result.best()
    return Hint(action, chance, result.iterations, result.seconds)


@dataclass(frozen=True)
class Decision:
    """One reviewed decision: its index among the game's steps, the seat, the move played,
    the move the search prefers, their estimated values and the difference (>= 0)."""

    step: int
    seat: int
    played: Action
    best: Action
    played_value: float
    best_value: float

    @property
    def loss(self) -> float:
        return max(0.0, self.best_value - self.played_value)


def decisions_of(
    state_factory: Callable[[], Any], steps: Sequence[tuple[int, Action]], seats: Sequence[int]
) -> list[int]:
    """The indexes of the steps that are decisions of ``seats`` with more than one choice."""
    state, out = state_factory(), []
    for i, (seat, act) in enumerate(steps):
        if seat in seats and len(state.legal(seat)) > 1:
            out.append(i)
        state.apply(seat, act)
    return out


def review(
    game_id: str,
    state_factory: Callable[[], Any],
    steps: Sequence[tuple[int, Action]],
    seats: Sequence[int],
    seconds: float = REVIEW_SECONDS,
    seed: int = 0,
    only: Callable[[int], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
    stop=None,
    on_decision: Callable[[Decision], None] | None = None,
) -> list[Decision]:
    """Review the decisions of ``seats`` in a game replayed from ``state_factory()``.

    Each decision gets ``hard``'s iterations, and an equal share of what is left of
    ``seconds`` as its time cap, so the whole review ends within about ``seconds``.
    ``only(n)`` keeps the n-th decision (a process of several takes every other one);
    ``progress(done, total)`` is called after each; ``stop.is_set()`` ends it early (the
    decisions done so far are returned). Decisions are in game order."""
    hooks = hooks_for(game_id, REVIEW_LEVEL)
    level = budget_for(REVIEW_LEVEL, game_id)
    wanted = decisions_of(state_factory, steps, seats)
    mine = [i for n, i in enumerate(wanted) if only is None or only(n)]
    end = time.perf_counter() + seconds
    state, out, todo = state_factory(), [], set(mine)
    if progress is not None:
        progress(0, len(mine))
    for i, (seat, act) in enumerate(steps):
        if stop is not None and stop.is_set():
            break
        if i in todo:
            left = len(todo)
            cap = max(0.02, min(level.seconds, (end - time.perf_counter()) / left))
            result = run_search(
                game_id,
                state.view(seat),
                state.legal(seat),
                random.Random(seed * 7919 + i),
                replace(level, seconds=cap),
                hooks,
                stop=stop,
            )
            best, best_value = result.best()
            played_value = result.value_of(act)
            if best_value is not None and (played_value is not None or act == best):
                # the move played, untried by a search cut short, is left out rather than guessed
                value = best_value if act == best or played_value is None else played_value
                found = Decision(i, seat, act, best, value, best_value)
                out.append(found)
                if on_decision is not None:
                    on_decision(found)
            todo.discard(i)
            if progress is not None:
                progress(len(mine) - len(todo), len(mine))
        state.apply(seat, act)
    return out


def costliest(decisions: Sequence[Decision], n: int = REVIEW_SHOWN) -> list[Decision]:
    """The ``n`` decisions that cost the most (a positive difference), costliest first."""
    return sorted((d for d in decisions if d.loss > 0), key=lambda d: (-d.loss, d.step))[:n]
