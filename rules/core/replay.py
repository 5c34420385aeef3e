"""A finished game (or a save) walked decision by decision, forward and back.

:class:`Replay` replays a match's steps once, keeping a clone of the state every
``every`` decisions (a checkpoint) and, given a ``mark`` function, the decisions where the
game's notion of where it stands changes (its rounds). Any position is then reached from
the nearest checkpoint at or before it: stepping back costs one ``clone()`` and at most
``every - 1`` applied actions, however long the game. Knows no game in particular.

    >>> import rules; from rules.core import Config, Match, Seat
    >>> match = Match.new("imperio", Config(3, seed=1), [Seat("A", "random")] * 3)
    >>> replay = Replay(match)
    >>> replay.position, len(replay)
    (0, 0)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from rules.core.match import Match, Step
from rules.core.state import State


class Replay:
    """The positions 0..len(steps) of ``match`` (0: the start; n: after n decisions)."""

    def __init__(self, match: Match, mark: Callable[[State], Hashable] | None = None, every: int = 16):
        self.match = match
        self.steps: list[Step] = list(match.steps)
        self.every = max(1, every)
        state = match.game.new_state(match.config)
        self.checkpoints: list[State] = [state.clone()]
        self.rounds: list[int] = [0]  # the positions where a round (a new mark) starts
        last: Any = mark(state) if mark else None
        self.marks: list[Any] = [last]  # the mark of each round (None: no round yet, e.g. the setup)
        for n, step in enumerate(self.steps, 1):
            state.apply(step.seat, step.action)
            if n % self.every == 0:
                self.checkpoints.append(state.clone())
            if mark is not None:
                now = mark(state)
                if now != last:
                    self.rounds.append(n)
                    self.marks.append(now)
                    last = now
        self.final = state  # the state after every decision (never handed out to change)
        self.position = len(self.steps)
        self.state = state.clone()

    def __len__(self) -> int:
        return len(self.steps)

    def seek(self, position: int) -> State:
        """The state after ``position`` decisions (held to 0..len), made current."""
        position = max(0, min(len(self.steps), position))
        if position == self.position:
            return self.state
        if position == self.position + 1:  # the common step forward: one action
            step = self.steps[self.position]
            self.state.apply(step.seat, step.action)
        else:
            self.state = self.state_at(position)
        self.position = position
        return self.state

    def state_at(self, position: int) -> State:
        """A new state after ``position`` decisions (0..len), from the checkpoint before it;
        the current position does not change."""
        base = position // self.every
        state = self.checkpoints[base].clone()
        for step in self.steps[base * self.every : position]:
            state.apply(step.seat, step.action)
        return state

    def round_of(self, position: int | None = None) -> int:
        """The index in :attr:`rounds` of the round that ``position`` (default: now) is in."""
        position = self.position if position is None else position
        return max(i for i, start in enumerate(self.rounds) if start <= position)

    def round_start(self, delta: int) -> int:
        """The position where the round ``delta`` rounds from now starts (held to the first
        and last); -1 from the middle of a round goes to that round's start."""
        i = self.round_of()
        if delta < 0 and self.rounds[i] < self.position:
            delta += 1
        return self.rounds[max(0, min(len(self.rounds) - 1, i + delta))]

    def round_ends(self, position: int | None = None) -> list[int]:
        """The position where each round up to ``position`` (default: the end) ended, one a
        round, and ``position`` itself when a round is under way there (a decision of it
        made); the setup before the first round (its mark None) is no round.

            >>> import rules; from rules.core import Config, Match, Seat
            >>> match = Match.new("imperio", Config(3, seed=1), [Seat("A", "random")] * 3)
            >>> Replay(match, lambda state: state.view(None).round).round_ends()
            []
        """
        position = len(self.steps) if position is None else max(0, min(len(self.steps), position))
        ends = [start for i, start in enumerate(self.rounds[1:]) if start <= position and self.marks[i] is not None]
        now = self.round_of(position)
        if self.marks[now] is not None and self.rounds[now] < position:
            ends.append(position)
        return ends
