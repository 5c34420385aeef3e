"""Positions as data: a game's state written as a JSON-able mapping, read back and checked.

Chess has FEN; every game here has ``State.to_position()`` and
``Game.from_position(config, data)``. A position is in the game's own terms:

- every card (or other named component) in exactly one place, with what is known of it
  there (its vis, face up or down, its award) written beside it, not in parallel tables;
- every pile listed **top first**, as the rulebook and the views read it (the states keep
  their piles top *last*, so that drawing is ``pop()``: :func:`top_first` and
  :func:`from_top_first` turn one into the other, and nothing else should);
- the seats to act and the decision under way (the phase, the step and its data);
- the random state (``rng``): what draws and dice come next.

A position written by hand (a test, a tutorial's scenario) may give a pile as ``"rest"``
where a game allows it: every component not placed elsewhere, shuffled by its ``rng``
(:meth:`Ledger.unplaced`); the position written back lists them.

A file holds one position with its game and config (:func:`dump`, :func:`load`); the
command line reads and writes them (``python -m rules.position``). A position that cannot
be (a card in two places or in none, a count above the supply, a seat out of range, a
phase that cannot hold the data) is refused with a :class:`PositionError` naming the field.

    >>> import json, rules; rules.load_all_games()
    >>> from rules.core.game import Config, get_game
    >>> state = get_game("imperio").new_state(Config(players=3, seed=7))
    >>> again = load(json.loads(json.dumps(dump(state))))
    >>> again.view(0) == state.view(0) and again.legal(1) == state.legal(1)
    True

The random state is written as ``{"state": "<base64>"}`` (exact: play on from the position
and the same cards come up) or, by hand, as ``{"seed": 12}``; either may list the die
faces to come first (``{"seed": 12, "dice": [6, 1, 3]}``), so that a test or a tutorial
scripts its dice without replacing the state's generator.
"""

from __future__ import annotations

import base64
import random
import struct
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from rules.core.errors import PositionError, TableroError
from rules.core.game import Config, get_game
from rules.core.rand import ScriptedRandom

FORMAT = 1
T = TypeVar("T")
_MISSING: Any = object()


# -- piles ---------------------------------------------------------------------------------
def top_first(pile: Sequence[T]) -> list[T]:
    """A state's pile (top card last, so that a draw is ``pop()``) as a position lists it."""
    return list(reversed(pile))


def from_top_first(cards: Sequence[T]) -> list[T]:
    """A position's pile (top card first) as a state keeps it (top card last)."""
    return list(reversed(cards))


# -- the random state ----------------------------------------------------------------------
def rng_to_position(rng: random.Random) -> dict:
    """``{"state": base64}``: the Mersenne Twister's 625 words, exactly (plus the dice still
    scripted, if any)."""
    version, words, gauss = rng.getstate()
    out: dict[str, Any] = {"state": base64.b64encode(struct.pack("<625I", *words)).decode("ascii")}
    if gauss is not None:
        out["gauss"] = gauss
    dice = getattr(rng, "dice", None)
    if dice:
        out["dice"] = list(dice)
    return out


def rng_from_position(data: Any, path: str = "rng") -> random.Random:
    """The generator a position's ``rng`` describes: ``{"state": ...}`` as written by
    :func:`rng_to_position`, or ``{"seed": N}``; either with ``"dice": [...]``."""
    f = Fields(data, path)
    dice = f.items("dice", int, default=[])
    for i, face in enumerate(dice):
        if face < 1:
            raise PositionError(f"{path}.dice[{i}]", f"{face} is not a die face")
    if "state" in f:
        text = f.text("state")
        try:
            raw = base64.b64decode(text.encode("ascii"), validate=True)
            words = struct.unpack("<625I", raw)
        except (ValueError, struct.error, UnicodeEncodeError):
            raise PositionError(
                f"{path}.state", "not a random state written by to_position (625 words, base64)"
            ) from None
        if not 1 <= words[-1] <= 624:
            raise PositionError(f"{path}.state", "not a random state written by to_position (bad index word)")
        gauss = f.get("gauss", (int, float), default=None)
        if "seed" in f:
            raise PositionError(f"{path}.seed", "give the seed or the state, not both")
        rng: random.Random = ScriptedRandom(None, dice) if dice else random.Random()
        rng.setstate((3, words, gauss))
    else:
        seed = f.integer("seed")
        rng = ScriptedRandom(seed, dice) if dice else random.Random(seed)
    f.done()
    return rng


# -- reading fields ------------------------------------------------------------------------
_KIND_NAMES = {int: "a whole number", str: "a text", bool: "true or false", list: "a list", dict: "a mapping"}


def _kind_name(kind: Any) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    return " or ".join(_KIND_NAMES.get(k, k.__name__) for k in kinds)


def _is(value: Any, kind: Any) -> bool:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        return False  # true is not the whole number 1 here
    return isinstance(value, kinds)


class Fields:
    """One mapping of a position, read field by field with its path for the errors.

        >>> f = Fields({"round": 0}, "position")
        >>> f.integer("round", 1, 11)
        Traceback (most recent call last):
        ...
        rules.core.errors.PositionError: position.round: 0 is out of range (1 to 11)

    :meth:`done` refuses the fields nobody read (a misspelt field in a hand-written
    position is an error, not a silent default).
    """

    def __init__(self, data: Any, path: str = ""):
        if not isinstance(data, Mapping):
            raise PositionError(path, f"must be a mapping, not {_kind_name(type(data))}")
        self.data, self.path = data, path
        self.read: set[str] = set()

    def at(self, key: str | int) -> str:
        return f"{self.path}[{key}]" if isinstance(key, int) else f"{self.path}.{key}" if self.path else key

    def __contains__(self, key: str) -> bool:
        return key in self.data

    def get(self, key: str, kind: Any, default: Any = _MISSING) -> Any:
        self.read.add(key)
        if key not in self.data:
            if default is _MISSING:
                raise PositionError(self.at(key), "is missing")
            return default
        value = self.data[key]
        if not _is(value, kind):
            raise PositionError(self.at(key), f"must be {_kind_name(kind)}, not {value!r}")
        return value

    def integer(self, key: str, lo: int | None = None, hi: int | None = None, default: Any = _MISSING) -> Any:
        value = self.get(key, int, default)
        if value is not None and value is not default:
            check_range(self.at(key), value, lo, hi)
        return value

    def flag(self, key: str, default: Any = _MISSING) -> Any:
        return self.get(key, bool, default)

    def text(self, key: str, choices: Iterable[str] | None = None, default: Any = _MISSING) -> Any:
        value = self.get(key, str, default)
        if choices is not None and value is not default:
            choices = list(choices)
            if value not in choices:
                raise PositionError(self.at(key), f"{value!r} is not one of {', '.join(map(repr, choices))}")
        return value

    def optional(self, key: str, kind: Any) -> Any:
        """A field that may be ``null`` (or left out: also None)."""
        self.read.add(key)
        value = self.data.get(key)
        if value is not None and not _is(value, kind):
            raise PositionError(self.at(key), f"must be {_kind_name(kind)} or null, not {value!r}")
        return value

    def seat(self, key: str, players: int, none: bool = False, default: Any = _MISSING) -> Any:
        """A seat: 0 to ``players`` - 1 (``none``: or null)."""
        if none:
            value = self.optional(key, int)
            if value is None:
                return None
        else:
            value = self.get(key, int, default)
            if value is default:
                return value
        check_range(self.at(key), value, 0, players - 1, "seat")
        return value

    def items(self, key: str, kind: Any = None, length: int | None = None, default: Any = _MISSING) -> Any:
        """A list (of ``kind``, when given), copied: the state may change it, never the
        position it came from (a config's start is read again at every replay). ``length``:
        exactly that many."""
        value = self.get(key, list, default)
        if value is default:
            return value
        value = list(value)
        if length is not None and len(value) != length:
            raise PositionError(self.at(key), f"must list {length}, not {len(value)}")
        if kind is not None:
            for i, x in enumerate(value):
                if not _is(x, kind):
                    raise PositionError(f"{self.at(key)}[{i}]", f"must be {_kind_name(kind)}, not {x!r}")
        return value

    def per_seat(self, key: str, players: int, kind: Any = None, default: Any = _MISSING) -> Any:
        """A list with one entry a seat."""
        value = self.items(key, kind, default=default)
        if value is not default and len(value) != players:
            raise PositionError(self.at(key), f"must list one entry a seat ({players} seats), not {len(value)}")
        return value

    def counts(self, names) -> list[int]:
        """This mapping as ``{name: count}`` for ``names`` (a whole number from 0, a name
        left out is 0, any other key refused), in the order of ``names``."""
        out = [self.integer(name, 0, default=0) for name in names]
        self.done()
        return out

    def sub(self, key: str, default: Any = _MISSING) -> Fields:
        """A nested mapping, as Fields."""
        return Fields(self.get(key, dict, default), self.at(key))

    def subs(self, key: str, length: int | None = None) -> list[Fields]:
        """A list of mappings (one a seat, say), each as Fields."""
        return [Fields(x, f"{self.at(key)}[{i}]") for i, x in enumerate(self.items(key, length=length))]

    def done(self) -> None:
        """Refuse the fields nobody read."""
        extra = [k for k in self.data if k not in self.read]
        if extra:
            raise PositionError(self.at(str(extra[0])), "is not a field of this position")


def check_range(path: str, value: int, lo: int | None, hi: int | None, what: str = "") -> None:
    if (lo is not None and value < lo) or (hi is not None and value > hi):
        bounds = (
            f"{lo} to {hi}"
            if lo is not None and hi is not None
            else f"at least {lo}"
            if lo is not None
            else f"at most {hi}"
        )
        name = f"{what} " if what else ""
        raise PositionError(path, f"{name}{value} is out of range ({bounds})")


# -- every component in one place --------------------------------------------------------
class Ledger:
    """Where each component of a game is: every one in exactly one place, none missing,
    none unknown, none above its supply.

    ``supply`` maps each component (a card id) to how many copies the game has (1 for
    cards with their own id). ``put`` records components at a place and refuses one already
    in another place (or more copies than the supply) or one the game does not have;
    ``close`` refuses one in no place.

        >>> ledger = Ledger({"a": 1, "b": 1}, "card")
        >>> ledger.put("hand", ["a"])
        >>> ledger.put("deck", ["a"])
        Traceback (most recent call last):
        ...
        rules.core.errors.PositionError: deck[0]: card 'a' is also in hand
        >>> ledger.close()
        Traceback (most recent call last):
        ...
        rules.core.errors.PositionError: card 'b' is in no place (missing)
    """

    def __init__(self, supply: Mapping[str, int] | Iterable[str], what: str = "card"):
        self.supply: Counter[str] = Counter(supply) if not isinstance(supply, Mapping) else Counter(dict(supply))
        self.what = what
        self.where: dict[str, list[str]] = {}

    def put(self, path: str, components: Iterable[Any]) -> None:
        for i, c in enumerate(components):
            self.put_one(f"{path}[{i}]", c)

    def put_one(self, path: str, component: Any) -> None:
        if not isinstance(component, str):
            raise PositionError(path, f"must be a text (the id of the {self.what}), not {component!r}")
        if component not in self.supply:
            raise PositionError(path, f"{self.what} {component!r} is not one of this game's")
        places = self.where.setdefault(component, [])
        if len(places) >= self.supply[component]:
            first = places[0].rsplit("[", 1)[0] if places[0].endswith("]") else places[0]
            if self.supply[component] == 1:
                raise PositionError(path, f"{self.what} {component!r} is also in {first}")
            raise PositionError(path, f"{self.what} {component!r}: more than the {self.supply[component]} the game has")
        places.append(path)

    def unplaced(self) -> list[str]:
        """The components not yet put anywhere (a copy for each one missing), sorted: what
        a hand-written position's ``"rest"`` pile takes (shuffled by the position's rng)."""
        return sorted(c for c, n in self.supply.items() for _ in range(n - len(self.where.get(c, ()))))

    def close(self) -> None:
        for c, n in self.supply.items():
            have = len(self.where.get(c, ()))
            if have < n:
                missing = f"{n - have} of the {n} copies of " if n > 1 else ""
                raise PositionError("", f"{missing}{self.what} {c!r} is in no place (missing)")


def check_total(path: str, counts: Mapping[str, int], supply: int, what: str) -> None:
    """Counters of one kind (vis, gems, coins) in several places add up to the supply."""
    for place, n in counts.items():
        if n < 0:
            raise PositionError(place, f"{n} {what} is below zero")
    total = sum(counts.values())
    if total != supply:
        places = ", ".join(f"{k} {v}" for k, v in counts.items() if v)
        verb = "more than" if total > supply else "fewer than"
        raise PositionError(path, f"{total} {what} in all ({places}): {verb} the {supply} the game has")


def cards_at(path: str, value: Any, known: Callable[[str], bool] | Iterable[str], what: str = "card") -> list[str]:
    """``value`` (found at ``path``) as a list of ids the game knows: for lists inside
    lists, where :meth:`Fields.items` cannot reach (the ledger checks where they are)."""
    ok = known if callable(known) else set(known).__contains__
    if not isinstance(value, list):
        raise PositionError(path, f"must be a list of {what}s, not {value!r}")
    for i, c in enumerate(value):
        if not isinstance(c, str):
            raise PositionError(f"{path}[{i}]", f"must be a text (the id of the {what}), not {c!r}")
        if not ok(c):
            raise PositionError(f"{path}[{i}]", f"{what} {c!r} is not one of this game's")
    return list(value)


def card_list(f: Fields, key: str, known: Callable[[str], bool] | Iterable[str], what: str = "card") -> list[str]:
    """A list of card ids at ``key``, each one the game knows (the ledger checks where)."""
    f.read.add(key)
    if key not in f:
        raise PositionError(f.at(key), "is missing")
    return cards_at(f.at(key), f.data[key], known, what)


# -- files ---------------------------------------------------------------------------------
def dump(state: Any) -> dict:
    """A state as a whole position file: its game, its config and its position."""
    config = Config(state.config.players, state.config.seed, state.config.options)  # not where it began
    return {"format": FORMAT, "game": state.game_id, "config": config.to_json(), "position": state.to_position()}


def load(data: Any, cards: Any = None) -> Any:
    """The state a position file holds (:func:`dump`'s form); PositionError names what is
    wrong with it. ``cards``: a card set other than the game's own (tests)."""
    f = Fields(data, "")
    fmt = f.integer("format")
    if fmt != FORMAT:
        raise PositionError("format", f"this tablero reads positions of format {FORMAT}, not {fmt}")
    game_id = f.text("game")
    try:
        game = get_game(game_id)
    except TableroError as err:
        raise PositionError("game", str(err)) from None
    try:
        config = game.check_config(Config.from_json(f.get("config", dict)))
    except PositionError:
        raise
    except TableroError as err:
        raise PositionError("config", str(err)) from None
    position = f.get("position", dict)
    f.done()
    return game.from_position(config, position, cards=cards)


def edit(state: Any, change: Callable[[dict], Any]) -> Any:
    """A new state: ``state``'s position after ``change`` edits it in place. For tests and
    scenarios that set up a position from a played one (the new state's caches are its
    own: nothing to invalidate by hand)."""
    data = state.to_position()
    change(data)
    return state.__class__.from_position(state.config, data, cards=getattr(state, "cards", None))
