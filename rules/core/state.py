"""The State protocol every game implements (OpenSpiel / python-chess style)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, NamedTuple, Optional

from rules.core.actions import Action
from rules.core.game import Config


class Event(NamedTuple):
    """One line of the game log: a message key and parameters, public or private.

    ``to`` is None for a public event, else the only seat that may see it.
    The client localizes ``key`` with ``params``. (A NamedTuple: cheap on the hot path.)
    """

    key: str
    params: dict
    to: Optional[int] = None

    def visible_to(self, seat: Optional[int]) -> bool:
        return self.to is None or self.to == seat


@dataclass(frozen=True)
class Score:
    """A seat's score with a breakdown by the rulebook's categories (ordered pairs)."""

    total: int
    breakdown: tuple[tuple[str, int], ...] = ()


class State:
    """A mutable game state. Subclasses implement the methods below.

    The same config and the same action sequence always give the same state:
    every random draw goes through ``self.rng`` (a seeded ``random.Random``).
    ``barriers`` counts the moments undo may not cross (hidden information
    revealed, randomness drawn); games increase it in ``apply``.
    """

    game_id: str = ""

    def __init__(self, config: Config):
        self.config = config
        self.rng = random.Random(config.seed)
        self.events: list[Event] = []
        self.barriers = 0

    # -- protocol -------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.config.players

    def to_act(self) -> tuple[int, ...]:
        raise NotImplementedError

    def legal(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def apply(self, seat: int, action: Action) -> None:
        raise NotImplementedError

    def view(self, seat: Optional[int]) -> Any:
        raise NotImplementedError

    def clone(self) -> "State":
        raise NotImplementedError

    def resample(self, seat: Optional[int], rng: random.Random) -> "State":
        raise NotImplementedError

    def is_over(self) -> bool:
        return not self.to_act()

    def scores(self) -> list[Score]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    # -- helpers --------------------------------------------------------
    def log(self, key: str, to: Optional[int] = None, **params) -> None:
        self.events.append(Event(key, params, to))

    def events_for(self, seat: Optional[int]) -> list[Event]:
        return [e for e in self.events if e.visible_to(seat)]

    def fingerprint(self) -> str:
        """A canonical JSON of everything in the state, for determinism tests."""
        raise NotImplementedError
