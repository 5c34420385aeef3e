"""Fuzzing the card data (issue 21): the shipped card files, mutated, either pass the check
and then load and play, or are refused with file and line — never a traceback, never a hang.

A mutation is made on the text of one file (a line deleted, repeated or swapped, YAML
punctuation, a control character or an alias bomb put in, the file cut short) or on its
parsed cards, written back as YAML (a card deleted or repeated, a field deleted, renamed or
copied from another card, an id renamed, a value replaced by an odd one: wrong type, 0,
negative, huge, a control character, a long text). For each:

- ``check_files`` (what ``python -m rules.cards check`` and every loader call) must not
  raise, and must not take more than ``HANG_S`` seconds;
- every problem names the file and a line, and no check reports itself broken;
- if there is no problem, the game's ``card_set`` builds the set, and two games with it at
  random seat counts and options play to the end: random moves, then the greedy AI.

By default each game gets a few dozen inputs (seconds); ``TABLERO_PROPERTY_SCALE=10`` tries
ten times as many. ``TABLERO_FUZZ_REPORT=FILE`` appends one JSON line per input: the game,
the mutation and how it ended (``played`` or the kind of the first problem).
"""

import json
import os
import random
import re
import shutil
import signal
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st_

import rules
from rules.ai import choose
from rules.cards import game_files
from rules.cards.loader import check_files
from rules.core import Config, get_game

REPO = Path(__file__).resolve().parents[2]
SCALE = max(1, int(os.environ.get("TABLERO_PROPERTY_SCALE", "1")))
REPORT = os.environ.get("TABLERO_FUZZ_REPORT")
GAMES = ("imperio", "virrey", "krysis", "tribunal")
HANG_S = 30
MAX_STEPS = 20_000  # a random game of the shipped sets takes at most a few hundred

rules.load_all_games()

ODD_VALUES = [
    0,
    1,
    2,
    3,
    -1,
    7,
    64,
    99,
    10_000,
    10**30,
    1.5,
    float("nan"),
    "",
    " ",
    "x",
    "red",
    "falcon",
    None,
    True,
    False,
    [],
    {},
    [1, 2],
    [[]],
    {"red": "x"},
    {"es": "a", "en": "b"},
    {"es": "", "en": "b"},
    "\x00",
    "a\x1b[31mb",
    "tab\there",
    "x" * 3000,
    "ü ñ 漢字 🙂",
    "\u202e",
    {"red": 1},
    {"red": -1},
    ["red", "red"],
    ["crowns", "years", "period"],
    "#zzzzzz",
    "#a0b1c2",
]
JUNK = [
    ":",
    ": :",
    '"',
    "'",
    "[",
    "]",
    "{",
    "}",
    "- ",
    "  ",
    "\t",
    "#",
    "&a ",
    "*a",
    "*nope",
    "!!binary ",
    "!foo ",
    "!!python/object:os.system ",
    "? ",
    "%YAML 1.1\n",
    "---\n",
    "...\n",
    "\x00",
    "\x07",
    "\ufeff",
    "\x85",
    "<<: ",
    "|\n",
    ">\n",
    "0x1F",
    "1e999",
    "~",
    "yes",
    "2024-13-45",
    "\\",
]
VALID_TEXTS = ["á ñ ü 漢字 🙂", "Línea uno\nlínea dos", "x" * 1999, "a\u0301", "'\"{}[]:#&*!|>%@`", "1806", "yes"]
BOMB = "    bomb_0: &b0 [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"    bomb_{i}: &b{i} [" + ", ".join([f"*b{i - 1}"] * 10) + "]\n" for i in range(1, 9)
)


def _texts(game):
    return {p.name: p.read_text(encoding="utf-8") for p in game_files(game, REPO / "cards")}


TEXTS = {game: _texts(game) for game in GAMES}
PARSED = {game: {name: yaml.safe_load(text) for name, text in texts.items()} for game, texts in TEXTS.items()}


# -- mutations --------------------------------------------------------------------------------------


def text_mutation(text: str, rng: random.Random, kind: str) -> str:
    lines = text.split("\n")
    i = rng.randrange(len(lines))
    j = rng.randrange(len(lines))
    if kind == "delete line":
        del lines[i]
    elif kind == "repeat line":
        lines.insert(i, lines[i])
    elif kind == "swap lines":
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "junk":
        at = rng.randrange(len(lines[i]) + 1)
        lines[i] = lines[i][:at] + rng.choice(JUNK) + lines[i][at:]
    elif kind == "cut short":
        return text[: rng.randrange(len(text))]
    elif kind == "indent":
        lines[i] = rng.choice(["", " ", "   ", "      "]) + lines[i].lstrip()
    elif kind == "alias bomb":
        card = [k for k, line in enumerate(lines) if line.lstrip().startswith("- id:")]
        if not card:  # cards written as {id: ..., ...}: a top-level key holds it
            return text + "\nbomb:\n" + BOMB
        k = rng.choice(card)
        indent = len(lines[k]) - len(lines[k].lstrip()) + 2
        field = " " * indent + "bomb:\n" + "\n".join(" " * (indent - 4) + b for b in BOMB.rstrip().split("\n"))
        lines.insert(k + 1, field)
        lines.insert(k + 2, " " * indent + "name: *b8")
    return "\n".join(lines)


def data_mutation(doc: dict, rng: random.Random, kind: str) -> dict:
    doc = json.loads(json.dumps(doc))  # a fresh copy (the parsed files hold plain values)
    cards = doc["cards"]
    card = rng.choice(cards)
    fields = [k for k in card]
    field = rng.choice(fields)
    if kind == "delete card":
        cards.remove(card)
    elif kind == "repeat card":
        cards.insert(rng.randrange(len(cards) + 1), json.loads(json.dumps(card)))
    elif kind == "delete field":
        del card[field]
    elif kind == "rename field":
        card[field + rng.choice(["_x", "s", ""]) if rng.random() < 0.7 else "unknown"] = card.pop(field)
    elif kind == "copy field":
        other = rng.choice(cards)
        if field in other:
            card[field] = json.loads(json.dumps(other[field]))
    elif kind == "rename id":
        card["id"] = rng.choice(["ruby", "x", f"{card.get('id')}_2", rng.choice(cards).get("id"), "falcon", "red"])
    elif kind == "odd value":
        target, key = _random_slot(card, rng)
        target[key] = rng.choice(ODD_VALUES)
    elif kind == "small number":
        target, key = _random_slot(card, rng, int)
        if target is not None:
            target[key] = rng.choice([0, 1, 2, 3, 4, 6, 9, 12])
    elif kind == "valid text":
        target, key = _random_slot(card, rng, str)
        if target is not None and key in ("es", "en"):
            target[key] = rng.choice(VALID_TEXTS)
    elif kind == "reorder cards":
        rng.shuffle(cards)
    elif kind == "top level":
        doc[rng.choice(["game", "kind", "cards", "extra"])] = rng.choice(ODD_VALUES)
    return doc


def _random_slot(card, rng, kind=None):
    """A (container, key) somewhere inside the card: a field, or a value nested in it (of
    type ``kind`` if given)."""
    slots = []

    def walk(container, key, depth):
        value = container[key]
        if kind is None or (isinstance(value, kind) and not isinstance(value, bool)):
            slots.append((container, key))
        if depth < 4 and isinstance(value, dict):
            for k in value:
                walk(value, k, depth + 1)
        elif depth < 4 and isinstance(value, list):
            for k in range(len(value)):
                walk(value, k, depth + 1)

    for k in card:
        walk(card, k, 0)
    return rng.choice(slots) if slots else (None, None)


TEXT_KINDS = ["delete line", "repeat line", "swap lines", "junk", "cut short", "indent", "alias bomb"]
DATA_KINDS = [
    "delete card",
    "repeat card",
    "delete field",
    "rename field",
    "copy field",
    "rename id",
    "odd value",
    "small number",
    "top level",
    "valid text",
    "reorder cards",
]
# values the check may well accept, so that more mutated sets reach play
PLAYABLE = ["small number"] * 4 + ["valid text", "reorder cards"]


def _dump(doc) -> str:
    return yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=200)


# -- the invariant ------------------------------------------------------------------------------------


class Hang(Exception):
    pass


def _alarm(_sig, _frame):
    raise Hang(f"more than {HANG_S} s")


PROBLEM = re.compile(r"^(?P<file>/[^:]+\.ya?ml):(?P<line>\d+): (?P<rest>.+)$", re.S)


def kind_of(problem: str) -> str:
    """A short name for the kind of a problem line, for the report."""
    rest = PROBLEM.match(problem).group("rest")
    for words, name in (
        ("not valid YAML", "YAML syntax"),
        ("expands to more than", "alias expansion"),
        ("nested more than", "nesting"),
        ("top-level", "top level"),
        ("duplicate key", "duplicate key"),
        ("duplicate id", "duplicate id"),
        ("cannot be shown", "control character"),
        ("characters, card data allows", "text too long"),
        ("not allowed in card data", "YAML type"),
        ("cannot read the value", "YAML value"),
        ("no such file", "missing file"),
        ("cards, the game needs", "card count"),
        ("unknown key", "unknown key"),
        ("missing field", "missing field"),
        ("unknown card kind", "unknown kind"),
        ("each card must be", "card not a mapping"),
        ("names unknown", "unknown reference"),
        ("must be", "wrong type or value"),
        ("must have", "wrong length"),
    ):
        if words in rest:
            return name
    return "other: " + re.sub(r"'[^']*'|\d+", "_", rest)[:60]


def play(game_id: str, data_root: Path, rng: random.Random) -> int:
    """Build the set from ``data_root`` and play a few random games with it; the steps taken."""
    module = __import__(f"rules.{game_id}.cards", fromlist=["card_set"])
    built = module.card_set(data_root)
    game = get_game(game_id)
    saved = module.card_set.cached
    module.card_set.cached = built
    steps = 0
    try:
        for greedy in (False, True):  # random moves, then the app's greedy AI at every seat
            players = rng.randint(game.min_players, game.max_players)
            options = {o.id: rng.random() < 0.5 for o in game.options if isinstance(o.default, bool)}
            state = game.new_state(Config(players, rng.randrange(10**6), options))
            n = 0
            while not state.is_over():
                seat = rng.choice(state.to_act())
                legal = state.legal(seat)
                state.apply(
                    seat, choose("greedy", game_id, state.view(seat), legal, rng) if greedy else rng.choice(legal)
                )
                n += 1
                assert n < MAX_STEPS, f"{game_id}: no end after {n} steps"
            state.scores()
            steps += n
    finally:
        module.card_set.cached = saved
    return steps


def run_one(game: str, name: str, text: str, root: Path, label: str) -> str:
    folder = root / game
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for other, original in TEXTS[game].items():
        (folder / other).write_text(text if other == name else original, encoding="utf-8")
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(HANG_S)
    try:
        problems, _ = check_files(game_files(game, root))
        for problem in problems:
            m = PROBLEM.match(problem)
            assert m and Path(m.group("file")).parent == folder, f"no file and line: {problem!r}"
            assert "could not be checked" not in problem, problem
        if problems:
            outcome = "refused: " + kind_of(problems[0])
        else:
            play(game, root, random.Random(len(text)))
            outcome = "played"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
    if REPORT:
        with open(REPORT, "a", encoding="utf-8") as fh:
            fh.write(json.dumps({"game": game, "file": name, "mutation": label, "outcome": outcome}) + "\n")
    return outcome


mutations = st_.tuples(
    st_.sampled_from(GAMES),
    st_.integers(0, 10**6),
    st_.lists(st_.sampled_from(TEXT_KINDS + DATA_KINDS + PLAYABLE), min_size=1, max_size=3),
)


@settings(
    max_examples=40 * SCALE,
    deadline=None,
    suppress_health_check=list(HealthCheck),
    phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],
)  # no slow tracing
@given(mutations)
def test_mutated_card_files_are_refused_with_a_line_or_load_and_play(tmp_path_factory, case):
    game, seed, kinds = case
    rng = random.Random(seed)
    name = rng.choice(sorted(TEXTS[game]))
    doc = PARSED[game][name]
    for kind in kinds:  # data mutations first, on the parsed file; then the text ones
        cards = doc.get("cards") if isinstance(doc, dict) else None
        if kind in DATA_KINDS and isinstance(cards, list) and cards and all(isinstance(c, dict) and c for c in cards):
            doc = data_mutation(doc, rng, kind)
    text = TEXTS[game][name] if doc is PARSED[game][name] else _dump(doc)
    for kind in kinds:
        if kind in TEXT_KINDS:
            text = text_mutation(text, rng, kind)
    run_one(game, name, text, tmp_path_factory.mktemp("cards"), "+".join(kinds))


@pytest.mark.parametrize("game", GAMES)
def test_the_shipped_sets_pass_and_play(tmp_path, game):
    name = sorted(TEXTS[game])[0]
    assert run_one(game, name, TEXTS[game][name], tmp_path, "none") == "played"
