"""Load card YAML with ``yaml.safe_load``-equivalent parsing, keeping line numbers.

Each file is a mapping ``{game: <id>, kind: <collection>, cards: [...]}``.
Games declare their collections with :func:`collection`; :func:`load_game`
validates every file of a game together (so references across files work)
and raises CardDataError listing every problem as
``file:line: card 'id': field 'name': message``.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from rules.cards.effects import effect_names
from rules.cards.schema import CheckContext, Field, check_card
from rules.cards.yamlread import Budget, Where, compose_text, missing_file, read_text, scalar, to_plain
from rules.core.errors import CardDataError


@dataclass(frozen=True)
class Collection:
    game: str
    kind: str
    schema: dict[str, Field]
    file: str  # file name under cards/<game>/
    count: tuple[int, int] = (0, 10**6)  # allowed number of cards (min, max)


_COLLECTIONS: dict[tuple[str, str], Collection] = {}


def collection(game: str, kind: str, schema: dict[str, Field], file: str, count=(0, 10**6)) -> Collection:
    """Declare a kind of card of a game, stored in ``cards/<game>/<file>``."""
    coll = Collection(game, kind, {"id": Field("str"), **schema}, file, count)
    _COLLECTIONS[(game, kind)] = coll
    return coll


def data_root() -> Path:
    """The ``cards/`` folder: $TABLERO_CARDS, else beside the rules package or in the bundle."""
    override = os.environ.get("TABLERO_CARDS")
    if override:
        return Path(override)
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "cards"
    return Path(__file__).resolve().parents[2] / "cards"


@dataclass
class _Card:
    data: dict
    line: int
    lines: dict


@dataclass(frozen=True)
class SetProblem:
    """A problem found across cards by a game's :func:`set_check`: the card ``card`` of
    collection ``kind``, its ``field``; ``at`` is the id of the card whose line is named
    when ``card`` is not itself a card of ``kind`` (a company, in the agents file)."""

    kind: str
    card: str
    field: str
    message: str
    at: str | None = None


_SET_CHECKS: dict[str, Callable[[dict], list[SetProblem]]] = {}


def set_check(game: str):
    """Decorator: ``check(data) -> [SetProblem]`` over a game's whole card set
    (``{kind: [card dicts]}``, every card already valid on its own). The loader and
    ``python -m rules.cards check`` both run it, so both refuse the same sets."""

    def register(check):
        _SET_CHECKS[game] = check
        return check

    return register


def _card_id(item: yaml.MappingNode) -> str | None:
    for key_node, value_node in item.value:
        if (
            isinstance(key_node, yaml.ScalarNode)
            and key_node.value == "id"
            and isinstance(value_node, yaml.ScalarNode)
            and value_node.tag.endswith(":str")
        ):
            return value_node.value
    return None


def _read_card(item: yaml.MappingNode, where: str, problems: list, budget: Budget) -> _Card:
    cid = _card_id(item)
    data: dict = {}
    lines: dict = {}
    for key_node, value_node in item.value:
        line = key_node.start_mark.line + 1
        key = (
            scalar(key_node, Where(where, cid), problems, budget.loader)
            if isinstance(key_node, yaml.ScalarNode)
            else None
        )
        if isinstance(key, bool) or not isinstance(key, (str, int)):
            problems.append(f"{Where(where, cid).at(line)}a field name must be text, not {key_node.value!r}"[:300])
            continue
        if key in data:
            problems.append(f"{Where(where, cid, str(key)).at(line)}duplicate key {key!r} (first at line {lines[key]})")
            continue
        lines[key] = line
        data[key] = to_plain(value_node, Where(where, cid, str(key)), problems, budget)
    return _Card(data, item.start_mark.line + 1, lines)


def _read_file(path: Path, problems: list) -> tuple[Any, Any, list[_Card]]:
    where = str(path)
    text = read_text(path, problems)
    if text is None:
        return None, None, []
    root = compose_text(text, where, problems)
    if root is None and not any(p.startswith(f"{where}:") for p in problems):
        problems.append(f"{where}:1: the file is empty; it must be a mapping with game, kind and cards")
    if not isinstance(root, yaml.MappingNode):
        if root is not None:
            problems.append(f"{where}:1: must be a mapping with game, kind and cards")
        return None, None, []
    top = {}
    nodes = {}
    for key_node, value_node in root.value:
        key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
        if key in top:
            problems.append(f"{where}:{key_node.start_mark.line + 1}: duplicate top-level key {key!r}")
        top[key] = value_node
        nodes[key] = key_node
    for missing in ("game", "kind", "cards"):
        if missing not in top:
            problems.append(f"{where}:1: missing top-level key {missing!r}")
    for extra in sorted(set(top) - {"game", "kind", "cards"}, key=str):
        problems.append(f"{where}:{nodes[extra].start_mark.line + 1}: unknown top-level key {str(extra)[:40]!r}")
    if any(k not in top for k in ("game", "kind", "cards")):
        return None, None, []
    names = []
    for key in ("game", "kind"):
        value = to_plain(top[key], Where(where), problems, Budget(100))
        if not isinstance(value, str):
            problems.append(f"{where}:{top[key].start_mark.line + 1}: {key!r} must be text")
            return None, None, []
        names.append(value)
    game, kind = names
    cards_node = top["cards"]
    if not isinstance(cards_node, yaml.SequenceNode):
        problems.append(f"{where}:{cards_node.start_mark.line + 1}: 'cards' must be a list")
        return game, kind, []
    cards = []
    budget = Budget()
    for item in cards_node.value:
        if budget.spent:
            break
        line = item.start_mark.line + 1
        if not isinstance(item, yaml.MappingNode):
            problems.append(f"{where}:{line}: each card must be a mapping of fields")
            continue
        cards.append(_read_card(item, where, problems, budget))
    return game, kind, cards


def _card_label(card: _Card) -> str:
    cid = card.data.get("id")
    return f"card {cid!r}" if isinstance(cid, str) else "card without id"


def with_siblings(paths: list[Path]) -> list[Path]:
    """``paths`` and, for a file of a game's card set, the rest of that set beside it
    (``check agents.yaml`` checks the agents against the companies they name)."""
    out = list(dict.fromkeys(paths))
    for path in list(out):
        folder = path.parent
        games = {g for (g, _), c in _COLLECTIONS.items() if c.file == path.name and folder.name == g}
        for game in sorted(games):
            for sibling in game_files(game, folder.parent):
                if sibling not in out and sibling.exists():
                    out.append(sibling)
    return out


def _guarded(call, *args):
    """A check's message; a check that breaks on odd data names itself instead of crashing."""
    try:
        return call(*args)
    except Exception as err:  # reported as a problem, never a traceback
        return f"could not be checked ({type(err).__name__}: {err}); this is a bug in the checks"


def check_files(paths: list[Path]) -> tuple[list[str], dict[tuple[str, str], list[dict]]]:
    """Validate files (and the rest of each one's card set); return (problems, {(game, kind):
    [card dicts]}). Every card on its own, then each complete game's :func:`set_check`."""
    problems: list[str] = []
    parsed = []
    for path in with_siblings(list(paths)):
        game, kind, cards = _read_file(path, problems)
        if game is None:
            continue
        coll = _COLLECTIONS.get((game, kind))
        if coll is None:
            problems.append(f"{path}:1: unknown card kind {kind[:40]!r} for game {game[:40]!r}")
            continue
        parsed.append((path, coll, cards))
    ids: dict[str, set[str]] = {}
    for path, coll, cards in parsed:
        seen: dict[str, int] = {}
        for card in cards:
            cid = card.data.get("id")
            if not isinstance(cid, str):
                continue
            if cid in seen or cid in ids.get(coll.kind, set()):
                problems.append(
                    f"{path}:{card.line}: card {cid!r}: field 'id': duplicate id (first at line {seen.get(cid, '?')})"
                )
            seen.setdefault(cid, card.line)
        ids.setdefault(coll.kind, set()).update(seen)
    out: dict[tuple[str, str], list[dict]] = {}
    broken: set[str] = {coll.game for path, coll, _ in parsed if any(p.startswith(f"{path}:") for p in problems)}
    for path, coll, cards in parsed:
        ctx = CheckContext(ids, effect_names(coll.game), _guarded)
        for card in cards:
            for field, msg in check_card(coll.schema, card.data, ctx):
                line = card.lines.get(field, card.line)
                problems.append(f"{path}:{line}: {_card_label(card)}: field {field!r}: {msg}")
                broken.add(coll.game)
        lo, hi = coll.count
        if not lo <= len(cards) <= hi:
            want = f"exactly {lo}" if lo == hi else f"{lo} to {hi}"
            problems.append(f"{path}:1: {coll.kind}: {len(cards)} cards, the game needs {want}")
            broken.add(coll.game)
        out.setdefault((coll.game, coll.kind), []).extend(c.data for c in cards)
    where = {(coll.game, coll.kind): (path, cards) for path, coll, cards in parsed}
    for game in sorted({coll.game for _, coll, _ in parsed}):
        kinds = [k for (g, k) in _COLLECTIONS if g == game]
        missing = [_COLLECTIONS[(game, k)] for k in kinds if (game, k) not in where]
        folder = next(path.parent for path, c, _ in parsed if c.game == game)
        for coll in missing:
            if not (folder / coll.file).exists() and missing_file(folder / coll.file) not in problems:
                problems.append(missing_file(folder / coll.file))
        check = _SET_CHECKS.get(game)
        if check is None or game in broken or missing:
            continue  # a set with broken or missing parts: its cards' own problems come first
        found = _guarded(check, {k: out[(game, k)] for k in kinds})
        if isinstance(found, str):
            found = [SetProblem(kinds[0], "?", "?", found)]
        for p in found:
            path, cards = where[(game, p.kind)]
            named = next((c for c in cards if c.data.get("id") == (p.at or p.card)), None)
            line = 1 if named is None else named.line if p.at else named.lines.get(p.field, named.line)
            problems.append(f"{path}:{line}: card {p.card!r}: field {p.field!r}: {p.message}")
    return problems, out


def game_files(game_id: str, root: Path | None = None) -> list[Path]:
    root = Path(root) if root else data_root()
    return [root / game_id / c.file for (g, _), c in sorted(_COLLECTIONS.items()) if g == game_id]


_CACHE: dict[str, dict[str, list[dict]]] = {}


def load_game(game_id: str, root: Path | None = None) -> dict[str, list[dict]]:
    """Every collection of a game as ``{kind: [card dicts]}``; CardDataError if invalid."""
    if root is None and game_id in _CACHE:
        return _CACHE[game_id]
    problems, out = check_files(game_files(game_id, root))
    if problems:
        raise CardDataError(problems)
    result = {kind: cards for (g, kind), cards in out.items() if g == game_id}
    if root is None:
        _CACHE[game_id] = result
    return result


class CardSetCache:
    """A game's ``card_set(root=None)``: the validated set built once from the shipped data
    (``root`` None) and cached; a set from another ``root`` is built fresh and not cached.
    ``build`` turns :func:`load_game`'s collections into the game's own ``CardSet``.
    Tests may set ``.cached`` to deal another set everywhere the game asks for its cards.

        >>> from rules.virrey.cards import build
        >>> card_set = CardSetCache("virrey", build)   # as in rules/virrey/cards.py
        >>> card_set() is card_set()
        True
    """

    def __init__(self, game_id: str, build):
        self.game_id = game_id
        self.build = build
        self.cached = None

    def __call__(self, root: Path | None = None):
        """The validated card set (cached); CardDataError names every problem."""
        if root is None and self.cached is not None:
            return self.cached
        result = self.build(load_game(self.game_id, root))
        if root is None:
            self.cached = result
        return result
