"""Games and their registry (PySolFC style: each game is one package that registers itself).

>>> from rules.core.game import get_game
>>> import rules; rules.load_all_games()
>>> game = get_game("imperio")
>>> state = game.new_state(Config(players=3, seed=7))
>>> state.to_act()
(0, 1, 2)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from rules.core.errors import Reason, TableroError


@dataclass(frozen=True)
class Option:
    """A variant a match can switch on, with its default and localized labels."""

    id: str
    default: Any
    name: dict[str, str]
    help: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Config:
    """What fixes a match before the first action: seat count, options and seed, and, for a
    match that does not begin with the game's own set-up (a tutorial's prepared table), the
    position it begins from (``start``: a game's ``to_position()``; see rules.core.position).

    A state, its saves, its replays and the AI's copies are all made from the config, so a
    match that begins from a position is saved, replayed and searched like any other."""

    players: int
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    start: dict | None = None

    def to_json(self) -> dict:
        out = {"players": self.players, "seed": self.seed, "options": dict(self.options)}
        if self.start is not None:
            out["start"] = self.start
        return out

    @classmethod
    def from_json(cls, data: Any) -> Config:
        if not isinstance(data, dict):
            raise TableroError("config must be an object")
        players, seed, options = data.get("players"), data.get("seed", 0), data.get("options", {})
        if isinstance(players, bool) or not isinstance(players, int):
            raise TableroError("config.players must be a whole number")
        if isinstance(seed, bool) or not isinstance(seed, int) or not -(2**63) <= seed < 2**63:
            raise TableroError("config.seed must be a whole number (of at most 64 bits)")
        if not isinstance(options, dict):
            raise TableroError("config.options must be an object")
        start = data.get("start")
        if start is not None and not isinstance(start, dict):
            raise TableroError("config.start must be a position (an object)")
        return cls(players=players, seed=seed, options=dict(options), start=start)


class Game:
    """One title. Subclasses set the attributes and implement :meth:`_new_state`."""

    id: str = ""
    name: dict[str, str] = {}
    min_players: int = 1
    max_players: int = 1
    options: tuple[Option, ...] = ()
    playable: bool = True
    rulebook: str = ""  # file name under shared rulebooks / assets/rulebooks

    def check_config(self, config: Config) -> Config:
        """Validate ``config`` and fill in option defaults; raise TableroError if invalid."""
        if not self.min_players <= config.players <= self.max_players:
            raise TableroError(
                f"{self.name.get('en', self.id)} is for {self.min_players} to {self.max_players} "
                f"players, not {config.players}"
            )
        known = {o.id: o for o in self.options}
        unknown = set(config.options) - set(known)
        if unknown:
            raise TableroError(f"unknown option(s) for {self.id}: {', '.join(sorted(unknown))}")
        options = {o.id: config.options.get(o.id, o.default) for o in self.options}
        for oid, value in options.items():
            if type(value) is not type(known[oid].default):
                raise TableroError(f"option {oid!r} must be a {type(known[oid].default).__name__}")
        return Config(players=config.players, seed=config.seed, options=options, start=config.start)

    def new_state(self, config: Config):
        """The state a match begins in: the game's set-up, or ``config.start``'s position."""
        config = self.check_config(config)
        if config.start is not None:
            return self.state_class.from_position(config, config.start)
        return self._new_state(config)

    def _new_state(self, config: Config):  # pragma: no cover - abstract
        raise NotImplementedError

    #: The game's State class: its ``from_position`` rebuilds a state from a position.
    state_class: Any = None

    def from_position(self, config: Config, data: Any, cards: Any = None):
        """The state a position describes (``State.to_position``'s form), for ``config``;
        :class:`~rules.core.errors.PositionError` names what is wrong with it (see
        :mod:`rules.core.position`). ``cards``: a card set other than the game's own."""
        return self.state_class.from_position(self.check_config(config), data, cards=cards)


_GAMES: dict[str, Game] = {}
# Games announced in the menu but not yet playable: id -> localized name.
COMING: dict[str, dict[str, str]] = {
    "virrey": {"es": "Virrey", "en": "Virrey"},
    "ausonia": {"es": "Ausonia", "en": "Ausonia"},
    "tribunal": {"es": "Grand Tribunal", "en": "Grand Tribunal"},
    "krysis": {"es": "Krysis", "en": "Krysis"},
}


def register(game_cls: Callable[[], Game]):
    """Class decorator: instantiate the game and add it to the registry."""
    game = game_cls()
    _GAMES[game.id] = game
    if game.playable:
        COMING.pop(game.id, None)
    return game_cls


def get_game(game_id: str) -> Game:
    if not _GAMES:
        import rules

        rules.load_all_games()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        unknown = Reason("unknown_game", "unknown game {game}; known: {known}", game=repr(game_id)[:40], known=known)
        raise TableroError(unknown) from None


def all_games() -> list[Game]:
    """Every playable game, in registry order (a registered game with ``playable = False``,
    whose rules are done but whose client table is not, is left out)."""
    if not _GAMES:
        import rules

        rules.load_all_games()
    return [g for g in registered_games() if g.playable]


def registered_games() -> list[Game]:
    """Every registered game, playable or not (rules tests cover a game before its table)."""
    if not _GAMES:
        import rules

        rules.load_all_games()
    return list(_GAMES.values())
