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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from rules.cards.effects import effect_names
from rules.cards.schema import CheckContext, Field, check_card
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


def _plain(node: yaml.Node, where: str, problems: list) -> Any:
    """Turn a composed YAML node into plain Python (safe types only)."""
    if isinstance(node, yaml.MappingNode):
        out: dict = {}
        for key_node, value_node in node.value:
            key = _plain(key_node, where, problems)
            if not isinstance(key, (str, int)):
                problems.append(f"{where}:{key_node.start_mark.line + 1}: a key must be text")
                continue
            if key in out:
                problems.append(f"{where}:{key_node.start_mark.line + 1}: duplicate key {key!r}")
            out[key] = _plain(value_node, where, problems)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [_plain(n, where, problems) for n in node.value]
    return _scalar(node)  # type: ignore[arg-type]  # neither mapping nor sequence: a scalar


def _scalar(node: yaml.ScalarNode) -> Any:
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_object(node, deep=True)
    finally:
        loader.dispose()


def _read_file(path: Path, problems: list) -> tuple[str | None, str | None, list[_Card]]:
    where = str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        problems.append(f"{where}: cannot read: {err}")
        return None, None, []
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = f":{mark.line + 1}" if mark else ""
        problems.append(f"{where}{line}: not valid YAML: {getattr(err, 'problem', err)}")
        return None, None, []
    if not isinstance(root, yaml.MappingNode):
        problems.append(f"{where}:1: must be a mapping with game, kind and cards")
        return None, None, []
    top = {}
    nodes = {}
    for key_node, value_node in root.value:
        key = _scalar(key_node) if isinstance(key_node, yaml.ScalarNode) else None
        top[key] = value_node
        nodes[key] = key_node
    for missing in ("game", "kind", "cards"):
        if missing not in top:
            problems.append(f"{where}:1: missing top-level key {missing!r}")
    for extra in set(top) - {"game", "kind", "cards"}:
        problems.append(f"{where}:{nodes[extra].start_mark.line + 1}: unknown top-level key {extra!r}")
    if any(k not in top for k in ("game", "kind", "cards")):
        return None, None, []
    game, kind = _plain(top["game"], where, problems), _plain(top["kind"], where, problems)
    cards_node = top["cards"]
    if not isinstance(cards_node, yaml.SequenceNode):
        problems.append(f"{where}:{cards_node.start_mark.line + 1}: 'cards' must be a list")
        return game, kind, []
    cards = []
    for item in cards_node.value:
        line = item.start_mark.line + 1
        if not isinstance(item, yaml.MappingNode):
            problems.append(f"{where}:{line}: each card must be a mapping of fields")
            continue
        lines = {}
        for key_node, _ in item.value:
            if isinstance(key_node, yaml.ScalarNode):
                lines[key_node.value] = key_node.start_mark.line + 1
        cards.append(_Card(_plain(item, where, problems), line, lines))
    return game, kind, cards


def _card_label(card: _Card) -> str:
    cid = card.data.get("id")
    return f"card {cid!r}" if isinstance(cid, str) else "card without id"


def check_files(paths: list[Path]) -> tuple[list[str], dict[tuple[str, str], list[dict]]]:
    """Validate files; return (problems, {(game, kind): [card dicts]})."""
    problems: list[str] = []
    parsed = []
    for path in paths:
        game, kind, cards = _read_file(path, problems)
        if game is None:
            continue
        coll = _COLLECTIONS.get((game, kind))  # type: ignore[arg-type]  # None finds nothing
        if coll is None:
            problems.append(f"{path}:1: unknown card kind {kind!r} for game {game!r}")
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
                problems.append(f"{path}:{card.line}: card {cid!r}: field 'id': duplicate id "
                                f"(first at line {seen.get(cid, '?')})")
            seen.setdefault(cid, card.line)
        ids.setdefault(coll.kind, set()).update(seen)
    out: dict[tuple[str, str], list[dict]] = {}
    for path, coll, cards in parsed:
        ctx = CheckContext(ids, effect_names(coll.game))
        for card in cards:
            for field, msg in check_card(coll.schema, card.data, ctx):
                line = card.lines.get(field, card.line)
                problems.append(f"{path}:{line}: {_card_label(card)}: field {field!r}: {msg}")
        lo, hi = coll.count
        if not lo <= len(cards) <= hi:
            want = f"exactly {lo}" if lo == hi else f"{lo} to {hi}"
            problems.append(f"{path}:1: {coll.kind}: {len(cards)} cards, the game needs {want}")
        out.setdefault((coll.game, coll.kind), []).extend(c.data for c in cards)
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

        >>> card_set = CardSetCache("virrey", build)   # in rules/virrey/cards.py
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
