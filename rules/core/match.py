"""A match: a game, a config, seats and the list of applied actions.

The action list is the source of truth: saves store it, loading and undo
replay it. Undo follows Board Game Arena's policy: a seat may take back its
own trailing decisions until hidden information is revealed, randomness is
drawn (the state's ``barriers`` counter moves) or another seat acts.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from rules.core.actions import Action
from rules.core.errors import IllegalAction, TableroError
from rules.core.game import Config, Game, get_game
from rules.core.state import State

SEAT_KINDS = ("human", "random", "greedy", "easy", "normal", "hard")
MAX_NAME = 20  # characters in a seat's name: what setup lets a player type


def name_problem(name) -> str | None:
    """Why ``name`` is not a name a seat can have, or None when it is one: a text of 1 to
    MAX_NAME characters, not blank, without control characters, lone surrogates or line
    breaks (a save holds only what setup could have given; nothing else reaches the screen).

    >>> name_problem("Ana"), name_problem("A\\x00na")
    (None, 'a seat name holds a control character')
    """
    if not isinstance(name, str):
        return "a seat must have a name"
    if not name.strip():
        return "a seat name is empty"
    if len(name) > MAX_NAME:
        return f"a seat name has {len(name):,} characters (at most {MAX_NAME})"
    if any(unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") for c in name):
        return "a seat name holds a control character"
    return None


@dataclass(frozen=True)
class Seat:
    """Who sits at a seat: a name and a kind (``human`` or an AI level)."""

    name: str
    kind: str = "human"

    @property
    def is_human(self) -> bool:
        return self.kind == "human"

    def to_json(self) -> dict:
        return {"name": self.name, "kind": self.kind}

    @classmethod
    def from_json(cls, data) -> Seat:
        if not isinstance(data, dict):
            raise TableroError("a seat must have a name")
        problem = name_problem(data.get("name"))
        if problem:
            raise TableroError(problem)
        kind = data.get("kind", "human")
        if kind not in SEAT_KINDS:
            raise TableroError(f"unknown seat kind {kind!r}")
        return cls(data["name"], kind)


def _crossed(state: State, barriers_before: int) -> bool:
    """Whether the step just applied is one undo may not cross: the game moved its barrier
    counter, or the step ended the game (the final scoring lifts every screen)."""
    return state.barriers != barriers_before or state.is_over()


@dataclass
class Step:
    """One applied action, and whether applying it crossed an undo barrier."""

    seat: int
    action: Action
    barrier: bool


@dataclass
class Match:
    game: Game
    config: Config
    seats: list[Seat]
    steps: list[Step] = field(default_factory=list)
    state: State = None  # type: ignore[assignment]
    hints: list[int] = field(default_factory=list)  # hints asked per seat (empty: none yet)

    def note_hint(self, seat: int) -> None:
        """Count a hint asked by ``seat`` (the history records the counts)."""
        self.state.check_seat(seat)
        if len(self.hints) != len(self.seats):
            self.hints = [0] * len(self.seats)
        self.hints[seat] += 1

    @classmethod
    def new(cls, game_id: str, config: Config, seats: list[Seat]) -> Match:
        game = get_game(game_id)
        config = game.check_config(config)
        if len(seats) != config.players:
            raise TableroError(f"{config.players} players need {config.players} seats, not {len(seats)}")
        return cls(game, config, list(seats), [], game.new_state(config))

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_human]

    def apply(self, seat: int, action: Action) -> None:
        """Apply an action for a seat; IllegalAction leaves everything unchanged."""
        self.state.check_seat(seat)
        if seat not in self.state.to_act():
            raise IllegalAction(f"it is not {self.seats[seat].name}'s turn")
        before = self.state.barriers
        self.state.apply(seat, action)
        self.steps.append(Step(seat, action, _crossed(self.state, before)))

    def undoable(self, seat: int) -> int:
        """How many trailing steps ``seat`` may take back now (a seat of the game, refused
        with SeatError otherwise: ``True`` is not seat 1)."""
        self.state.check_seat(seat)
        count = 0
        for step in reversed(self.steps):
            if step.seat != seat or step.barrier:
                break
            count += 1
        return count

    def undo(self, seat: int) -> None:
        """Take back the seat's last decision by replaying the log without it."""
        if self.undoable(seat) == 0:
            raise IllegalAction("nothing to undo: the last decision is final")
        self.replay(self.steps[:-1])

    def replay(self, steps: list[Step]) -> None:
        state = self.game.new_state(self.config)
        new_steps: list[Step] = []
        for step in steps:
            before = state.barriers
            state.apply(step.seat, step.action)
            new_steps.append(Step(step.seat, step.action, _crossed(state, before)))
        self.state, self.steps = state, new_steps

    def is_over(self) -> bool:
        return self.state.is_over()
