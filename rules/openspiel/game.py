"""The generic adapter: any tablero game (rules protocol) as an OpenSpiel python game.

How the tablero protocol maps onto OpenSpiel's:

- **Game**: one ``pyspiel`` game per tablero game, short name ``tablero_<id>``, with
  parameters ``players`` (the seat count), ``seeds`` (how many seeds the root may draw)
  and one parameter per game option (its tablero default).
- **Chance**: the root is a chance node drawing the game's seed, uniformly among
  ``seeds`` values; every later random draw of the game comes from its seeded
  ``random.Random``, so after the root the game is deterministic given the seed (the
  seed itself is hidden from every seat: the deal and later draws are unknown to them).
- **Players and sealed choices**: the current player is the first seat of
  ``to_act()``. A sealed simultaneous choice is thus made in seat order, one hidden
  move after another: a seat's information state is built from ``view(seat)`` only, and
  the view shows another seat's sealed choice as "chosen", never what it is.
- **Actions**: an action's id is derived from its stable JSON (``encode``, keys sorted):
  a 64-bit BLAKE2b hash of that text modulo :data:`ACTION_IDS`. The same action has the
  same id in every state, every game and every process (an index into ``legal()``
  would not: OpenSpiel's algorithms key their statistics by action id across the
  states of one information set). Two distinct actions whose hashes meet (rare: about
  one pair per game with ~1,000 distinct actions in 2^20 ids) are told apart in the
  process that meets them, the later one taking the next free id. The JSON text is
  the action's name (``action_to_string``), the stable form to store outside a process.
- **Information state / observation strings**: the seat's ``view`` as canonical JSON
  (dataclass fields by name; static data such as the card set by its type name). Views
  hold what a seat may know now (won cards, played cards, scores...), not a log of
  every past observation, so the strings recall what the game's view recalls.
- **Returns**: the win share, from ``winners()`` (the rulebook's ranking of
  ``scores()`` with its tie-breaks): 1/k to each of k tied winners, 0 to the others;
  constant-sum (1). Only at the end (terminal rewards).
- **resample_from_infostate(player, sampler)**: the game's own ``resample(seat, rng)``,
  with a ``random.Random`` seeded from ``sampler()``.

Example::

    >>> import pyspiel, rules.openspiel
    >>> game = pyspiel.load_game("tablero_virrey", {"players": 2})
    >>> state = game.new_initial_state()
    >>> state.apply_action(7)            # the root chance node: seed 7
    >>> state.current_player()
    0
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random

import pyspiel

from rules.core.actions import Action, encode
from rules.core.game import Config, Game, registered_games

ACTION_IDS = 1 << 20  # ids of actions: hashed into [0, ACTION_IDS)
SEEDS = 1 << 16  # the root chance node's outcomes (seeds), by default
MAX_GAME_LENGTH = 10_000  # decisions; tablero games take tens to a few hundred
PREFIX = "tablero_"
TERMINAL = int(pyspiel.PlayerId.TERMINAL)
CHANCE = int(pyspiel.PlayerId.CHANCE)


def short_name(game_id: str) -> str:
    """The OpenSpiel name of a tablero game: ``tablero_<id>``."""
    return PREFIX + game_id


def action_text(act: Action) -> str:
    """The canonical JSON of an action (its stable name)."""
    return json.dumps(encode(act), sort_keys=True, separators=(",", ":"), ensure_ascii=False)


class ActionCodec:
    """Action <-> OpenSpiel action id, for one game (see the module docstring).

    >>> from rules.imperio.actions import Play
    >>> codec = ActionCodec()
    >>> codec.action(codec.id(Play("otto_i"))) == Play("otto_i")
    True
    """

    def __init__(self, size: int = ACTION_IDS):
        self.size = size
        self._ids: dict[Action, int] = {}
        self._actions: dict[int, Action] = {}

    def id(self, act: Action) -> int:
        found = self._ids.get(act)
        if found is not None:
            return found
        digest = hashlib.blake2b(action_text(act).encode(), digest_size=8).digest()
        i = int.from_bytes(digest, "big") % self.size
        if len(self._actions) >= self.size:
            raise ValueError(f"more than {self.size} distinct actions")
        while i in self._actions:
            i = (i + 1) % self.size
        self._ids[act] = i
        self._actions[i] = act
        return i

    def action(self, action_id: int) -> Action:
        try:
            return self._actions[action_id]
        except KeyError:
            raise ValueError(f"action id {action_id} is no action seen in this game") from None


_CODECS: dict[str, ActionCodec] = {}


def codec_for(game_id: str) -> ActionCodec:
    """The process-wide codec of a tablero game."""
    codec = _CODECS.get(game_id)
    if codec is None:
        codec = _CODECS[game_id] = ActionCodec()
    return codec


# -- views as canonical JSON -------------------------------------------------------------
_FIELDS: dict[type, tuple | None] = {}


def _plain(obj):
    """What json cannot write itself: a dataclass as its fields, anything else (static
    data such as a card set) by its type name."""
    cls = type(obj)
    names = _FIELDS.get(cls, False)
    if names is False:
        names = _FIELDS[cls] = tuple(f.name for f in dataclasses.fields(obj)) if dataclasses.is_dataclass(obj) else None
    if names is None:
        if isinstance(obj, (set, frozenset)):
            return sorted(obj, key=repr)
        return f"<{cls.__name__}>"
    return {n: getattr(obj, n) for n in names}


_dumps = json.JSONEncoder(default=_plain, separators=(",", ":"), ensure_ascii=False).encode


def view_text(view) -> str:
    """A view as canonical JSON: equal views give equal texts."""
    return _dumps(view)


# -- the tablero state inside an OpenSpiel state -----------------------------------------
class _Box:
    """Holds the tablero state of an OpenSpiel state. OpenSpiel clones a python state by
    ``copy.deepcopy`` of each attribute: this one copies with the game's own ``clone()``.
    ``log`` is the ``(seat, action)`` list from the seed (None after a resample): a state
    with a log pickles as its replay in JSON (OpenSpiel's serialization). ``player`` caches
    OpenSpiel's current player (asked several times per move)."""

    __slots__ = ("state", "log", "player")

    def __init__(self, state, log: list | None):
        self.state = state
        self.log = log
        self.player: int | None = None

    def current_player(self) -> int:
        if self.player is None:
            seats = self.state.to_act()
            self.player = seats[0] if seats else TERMINAL
        return self.player

    def __deepcopy__(self, memo):
        new = _Box(self.state.clone(), None if self.log is None else list(self.log))
        new.player = self.player
        return new

    def __reduce__(self):
        if self.log is None:
            return (_Box, (self.state, None))
        s = self.state
        return (_replay, (s.game_id, s.config.to_json(), [[seat, encode(a)] for seat, a in self.log]))


def _replay(game_id: str, config: dict, log: list) -> _Box:
    from rules.core.actions import decode
    from rules.core.game import get_game

    state = get_game(game_id).new_state(Config.from_json(config))
    for seat, data in log:
        state.apply(seat, decode(data))
    return _Box(state, list(log))


class TableroState(pyspiel.State):
    """An OpenSpiel state holding a tablero state (after the root chance node)."""

    def __init__(self, game: TableroGame):
        super().__init__(game)
        self._box: _Box | None = None

    # -- access --------------------------------------------------------------------------
    @property
    def tablero_state(self):
        """The tablero state (None at the root, before the seed is drawn)."""
        return self._box.state if self._box is not None else None

    @classmethod
    def wrap(cls, game: TableroGame, state) -> TableroState:
        """An OpenSpiel state over a tablero ``state`` (e.g. a determinization from a
        view), past the root chance node; OpenSpiel's history starts empty there."""
        new = game.new_initial_state()
        new._box = _Box(state, None)
        return new

    # -- the OpenSpiel protocol ----------------------------------------------------------
    def current_player(self):
        box = self._box
        return CHANCE if box is None else box.current_player()

    def is_terminal(self):
        box = self._box
        return box is not None and box.current_player() == TERMINAL

    def _legal_actions(self, player):
        codec = self.get_game().codec
        return sorted(codec.id(a) for a in self._box.state.legal(player))

    def chance_outcomes(self):
        seeds = self.get_game().seeds
        p = 1.0 / seeds
        return [(s, p) for s in range(seeds)]

    def _apply_action(self, action):
        game = self.get_game()
        if self._box is None:
            config = Config(players=game.num_players(), seed=int(action), options=game.options)
            self._box = _Box(game.tablero.new_state(config), [])
            return
        box = self._box
        seat = box.current_player()
        act = game.codec.action(action)
        box.state.apply(seat, act)
        box.player = None
        if box.log is not None:
            box.log.append((seat, act))

    def _action_to_string(self, player, action):
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        return action_text(self.get_game().codec.action(action))

    def returns(self):
        n = self.get_game().num_players()
        if not self.is_terminal():
            return [0.0] * n
        winners = self._box.state.winners()
        share = 1.0 / len(winners)
        return [share if s in winners else 0.0 for s in range(n)]

    def resample_from_infostate(self, player_id, probability_sampler):
        """A state ``player_id`` cannot tell from this one: the game's own ``resample``.
        ``probability_sampler()`` (any callable returning a uniform float, such as
        ``pyspiel.UniformProbabilitySampler(0, 1)`` or ``random.Random(1).random``) seeds it."""
        if self._box is None:
            return self.clone()
        rng = random.Random(int(probability_sampler() * (1 << 53)))
        return TableroState.wrap(self.get_game(), self._box.state.resample(player_id, rng))

    def view_string(self, player: int | None) -> str:
        """The information state of ``player`` (None: public information only)."""
        if self._box is None:
            return "before the seed is drawn"
        return view_text(self._box.state.view(player))

    def __str__(self):
        if self._box is None:
            return "before the seed is drawn"
        return self._box.state.fingerprint()


class ViewObserver:
    """OpenSpiel's python observer: strings from ``view(seat)``; no tensors. With
    ``private_info`` NOTHING, the public view (``view(None)``)."""

    def __init__(self, iig_obs_type=None, params=None):
        if params:
            raise ValueError(f"observation parameters not supported; passed {params}")
        self.tensor = None
        self.dict = {}
        self.public = iig_obs_type is not None and iig_obs_type.private_info == pyspiel.PrivateInfoType.NONE

    def set_from(self, state, player):
        pass

    def string_from(self, state, player):
        return state.view_string(None if self.public else player)


class TableroGame(pyspiel.Game):
    """A tablero game as an OpenSpiel game; one subclass per game (``tablero`` set)."""

    tablero: Game

    def __init__(self, params=None):
        params = dict(params or {})
        spec = self.game_type().parameter_specification
        for key, value in spec.items():
            params.setdefault(key, value)
        players = int(params["players"])
        self.seeds = int(params["seeds"])
        self.options = {o.id: params[o.id] for o in self.tablero.options}
        self.tablero.check_config(Config(players=players, options=self.options))
        self.codec = codec_for(self.tablero.id)
        info = pyspiel.GameInfo(
            num_distinct_actions=ACTION_IDS,
            max_chance_outcomes=self.seeds,
            num_players=players,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=1.0,
            max_game_length=MAX_GAME_LENGTH,
        )
        super().__init__(self.game_type(), info, params)

    @classmethod
    def game_type(cls) -> pyspiel.GameType:
        return _TYPES[cls.tablero.id]

    def new_initial_state(self):
        return TableroState(self)

    def make_py_observer(self, iig_obs_type=None, params=None):
        return ViewObserver(iig_obs_type, params)


_TYPES: dict[str, pyspiel.GameType] = {}
_CLASSES: dict[str, type] = {}


def default_players(game: Game) -> int:
    return min(game.max_players, max(2, game.min_players))


def register_games() -> list[str]:
    """Register every tablero game with OpenSpiel (once); returns their short names."""
    known = set(pyspiel.registered_names())
    names = []
    for game in registered_games():  # (a game whose table is not done yet plays here too)
        name = short_name(game.id)
        names.append(name)
        if game.id in _CLASSES or name in known:
            continue
        params = {"players": default_players(game), "seeds": SEEDS}
        for opt in game.options:
            params[opt.id] = opt.default
        _TYPES[game.id] = pyspiel.GameType(
            short_name=name,
            long_name=f"tablero: {game.name.get('en', game.id)}",
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
            information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
            utility=pyspiel.GameType.Utility.CONSTANT_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=game.max_players,
            min_num_players=game.min_players,
            provides_information_state_string=True,
            provides_information_state_tensor=False,
            provides_observation_string=True,
            provides_observation_tensor=False,
            parameter_specification=params,
        )
        cls = type(f"Tablero_{game.id}", (TableroGame,), {"tablero": game})
        _CLASSES[game.id] = cls
        pyspiel.register_game(_TYPES[game.id], cls)
    return names
