"""The State protocol every game implements (OpenSpiel / python-chess style)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, NamedTuple

from rules.core.actions import Action
from rules.core.errors import SeatError
from rules.core.game import Config
from rules.core.rand import copy_rng


def check_seat(seat: Any, players: int, spectator: bool = False) -> None:
    """Raise SeatError unless ``seat`` is a seat of a ``players``-seat game: an ``int`` from
    0 to players - 1 (not a bool: ``True`` is not seat 1); ``spectator`` also lets ``None``
    through (the spectator's view, and a resample from public information only). For the
    entry points that hold a view rather than a state (``determinize``)."""
    if seat.__class__ is int and 0 <= seat < players:
        return
    if spectator and seat is None:
        return
    extra = ", or None for the spectator" if spectator else ""
    raise SeatError(f"there is no seat {seat!r} in a {players}-player game (seats are 0 to {players - 1}{extra})")


class Event(NamedTuple):
    """One line of the game log: a message key and parameters, public or private.

    ``to`` is None for a public event, else the only seat that may see it.
    The client localizes ``key`` with ``params``. (A NamedTuple: cheap on the hot path.)
    """

    key: str
    params: dict
    to: int | None = None

    def visible_to(self, seat: int | None) -> bool:
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
    quiet = False  # a search's throw-away state logs nothing (QuietState): hot paths may skip the call
    #: Public methods that take a seat but are steps of an entry point (``legal``,
    #: ``apply``, ``scores``), run only after its check, so they do not check again (they
    #: are on the search's hot path). Not for the client: it calls the entry points.
    #: tests/rules/test_seats.py checks every other public method that takes a seat.
    SEAT_HELPERS: frozenset[str] = frozenset()

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

    def view(self, seat: int | None) -> Any:
        raise NotImplementedError

    def clone(self) -> State:
        raise NotImplementedError

    # the state's own fields by how a clone copies them (see ``_clone_fields``)
    _LISTS: tuple[str, ...] = ()  # lists of lists
    _FLAT: tuple[str, ...] = ()  # lists of immutable values
    _SCALARS: tuple[str, ...] = ()  # immutable values

    def _clone_fields(self, cls: type[State], rng: random.Random | None = None) -> Any:
        """The start of a hand-written ``clone``: a new ``cls`` sharing the config and the
        (immutable) card set, with its own copy of the rng (or ``rng``, for a caller that
        sets its own) and the event log and of every field named in ``_LISTS``, ``_FLAT``
        and ``_SCALARS``; the caller copies the rest."""
        new = cls.__new__(cls)
        new.config = self.config
        new.cards = self.cards  # type: ignore[attr-defined]  # the games that clone this way have one
        new.rng = copy_rng(self.rng) if rng is None else rng
        new.events = list(self.events)
        d, nd = self.__dict__, new.__dict__
        for k in self._LISTS:
            nd[k] = [list(x) for x in d[k]]
        for k in self._FLAT:
            nd[k] = list(d[k])
        for k in self._SCALARS:
            nd[k] = d[k]
        return new

    def resample(self, seat: int | None, rng: random.Random) -> State:
        raise NotImplementedError

    def is_over(self) -> bool:
        return not self.to_act()

    def scores(self) -> list[Score]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def shown_scores(self, seat: int | None) -> list[int]:
        """The score of each seat that the table's score panel may show to ``seat`` (None:
        the spectator) while the game goes on: by default every total of :meth:`scores`,
        for games whose scores follow from public information only. A game with scores
        behind a screen overrides it (and checks ``seat`` as this does)."""
        self.check_seat(seat, spectator=True)
        return [s.total for s in self.scores()]

    # -- helpers --------------------------------------------------------
    def check_seat(self, seat: Any, spectator: bool = False) -> None:
        """Refuse anything but a seat of this game: the one check of every entry point
        that takes a seat (``view``, ``apply``, ``legal``, ``resample``, ``events_for``,
        ``shown_scores``, the match's ``undo``; saves and the arena go through them;
        tests/rules/test_seats.py lists them all). See :func:`check_seat`.

            >>> from rules.core.game import Config
            >>> State(Config(players=3)).check_seat(7)
            Traceback (most recent call last):
            ...
            rules.core.errors.SeatError: there is no seat 7 in a 3-player game (seats are 0 to 2)
        """
        if seat.__class__ is int and 0 <= seat < self.config.players:
            return
        check_seat(seat, self.config.players, spectator)

    def log(self, key: str, to: int | None = None, **params) -> None:
        self.events.append(Event(key, params, to))

    def events_for(self, seat: int | None) -> list[Event]:
        """The log as ``seat`` may read it: the public events and its own private ones."""
        self.check_seat(seat, spectator=True)
        return [e for e in self.events if e.visible_to(seat)]

    def fingerprint(self) -> str:
        """A canonical JSON of everything in the state, for determinism tests."""
        raise NotImplementedError

    # -- positions (rules.core.position) --------------------------------------
    def to_position(self) -> dict:
        """This state as a position: a JSON-able mapping in the game's own terms, every
        component in one place, piles top first, the decision under way and the random
        state (see :mod:`rules.core.position`). The log of events is not part of it."""
        raise NotImplementedError

    @classmethod
    def from_position(cls, config: Config, data: Any, cards: Any = None) -> State:
        """The state ``data`` (a :meth:`to_position`) describes, checked: a position that
        cannot be raises :class:`~rules.core.errors.PositionError` naming the field.
        ``config`` is already checked by the game (``Game.from_position``)."""
        raise NotImplementedError
