"""A guided first game, as data: ``assets/tutorials/<game>/script.yaml`` holds the prepared
table and the moves, ``<lang>.yaml`` beside it the words of each step in one language.

script.yaml::

    game: imperio
    players: 3
    options: {}
    seed: 11                  # the AI's seeds once the learner plays on alone
    learner: 0                # the seat of the person learning
    level: normal             # the AI seats' level when the learner plays on alone
    position: {...}           # the prepared table (rules.core.position; "rest" piles allowed)
    steps:
      - {id: welcome}                                   # words only: "Next" goes on
      - {id: your_camp, show: [camp]}                   # words about a part of the table
      - {id: first_card, do: {type: imperio_play, card: otto_i}}   # the learner's move, lit
      - {id: ana_answers, seat: 1, ai: {type: imperio_play, card: henry_ii}}  # an AI move
      - {id: handover, end: true}                       # play on alone, or a real game

<lang>.yaml (es.yaml, en.yaml)::

    names: [Tú, Ana, Bruno]
    steps:
      welcome: {text: "...", section: "Preparación del juego:"}
      ...

``show`` names parts of the table a step's words are about, by the game's table layout
(``client/<game>/layout.py``: its ``Layout``'s rects): the lesson's box keeps off them where
it can. Every step has its words and the rulebook section it teaches (a heading of that
language's rulebook, which F1 opens). :func:`load` checks all of it and plays the moves
through the rules, so that a broken script is a :class:`TutorialError` naming the file, the
step and the field, never a surprise in the middle of a lesson.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from rules.core import Action, Config, Match, Seat, TableroError, decode, get_game
from rules.core.errors import PositionError
from rules.core.match import name_problem
from rules.core.position import Fields

LANGS = ("es", "en")


class TutorialError(TableroError):
    """A tutorial script that cannot be played: names the file, the step and the field."""

    def __init__(self, file: str, problem: str, step: str | None = None, field: str | None = None):
        self.file, self.step, self.field, self.problem = file, step, field, problem
        where = file + (f", step {step!r}" if step else "") + (f", {field}" if field else "")
        super().__init__(f"{where}: {problem}")


@dataclass(frozen=True)
class Step:
    """One step of a tutorial: words (``kind`` "say"), the learner's move ("do"), an AI
    seat's move ("ai"), or the hand-over at the end ("end")."""

    id: str
    kind: str
    seat: int | None
    action: Action | None
    text: dict[str, str]
    section: dict[str, str]  # per language: the rulebook heading it teaches
    show: tuple[str, ...] = ()  # parts of the table its words are about (the layout's rects)


@dataclass(frozen=True)
class Script:
    game: str
    config: Config  # its start is the prepared table
    learner: int
    level: str
    names: dict[str, list[str]]
    steps: tuple[Step, ...]

    def match(self, lang: str) -> Match:
        """A new match at the prepared table, the learner human and the others the level."""
        names = self.names.get(lang) or self.names["es"]
        seats = [Seat(name, "human" if s == self.learner else self.level) for s, name in enumerate(names)]
        return Match.new(self.game, self.config, seats)

    def moves_before(self, index: int) -> list[tuple[int, Action]]:
        """The moves of the steps before step ``index``, in order."""
        return [(s.seat, s.action) for s in self.steps[:index] if s.action is not None and s.seat is not None]


def root() -> Path:
    from client.ui import asset_root

    return asset_root() / "tutorials"


def games_with_tutorials(base: Path | None = None) -> list[str]:
    base = base or root()
    return sorted(p.parent.name for p in base.glob("*/script.yaml"))


def _read(path: Path) -> Any:
    name = f"{path.parent.name}/{path.name}"
    try:
        with open(path, encoding="utf-8") as fh:
            return yaml.safe_load(fh)
    except OSError as err:
        raise TutorialError(name, f"cannot be read ({err.strerror or err})") from None
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        line = f" at line {mark.line + 1}" if mark is not None else ""
        raise TutorialError(name, f"is not valid YAML{line} ({getattr(err, 'problem', err)})") from None


def _norm(heading: str) -> str:
    """A heading as compared: no accents, quotes, colons or case."""
    text = unicodedata.normalize("NFKD", heading).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def rulebook_headings(game_id: str, lang: str) -> list[str]:
    """The headings of the rulebook shown in ``lang`` (the rules reference's book)."""
    from client.rulebook import load_book, rulebook_path

    path, _ = rulebook_path(game_id, lang)
    return [text for _, text in load_book(path).headings]


def heading_index(headings: list[str], section: str) -> int | None:
    """Where ``section`` is among ``headings`` (compared without accents, case or marks)."""
    want = _norm(section)
    for i, h in enumerate(headings):
        if _norm(h) == want:
            return i
    return None


_LOADED: dict[str, tuple[tuple, Script]] = {}  # folder -> (its files' times and sizes, the script)


def load(game_id: str, base: Path | None = None) -> Script:
    """The tutorial of ``game_id``, checked and played through; TutorialError says what is
    wrong. Kept while its files stay as they were (checking it plays the whole lesson
    through: Learn to play took 2 s to open, and as long again after each lesson)."""
    folder = (base or root()) / game_id
    try:
        stamp = tuple((p.name, st.st_mtime_ns, st.st_size) for p in sorted(folder.glob("*.yaml")) for st in [p.stat()])
    except OSError:
        stamp = None
    kept = _LOADED.get(str(folder))
    if stamp is not None and kept is not None and kept[0] == stamp:
        return kept[1]
    script = _load(game_id, folder)
    if stamp is not None:
        _LOADED[str(folder)] = (stamp, script)
    return script


def _load(game_id: str, folder: Path) -> Script:
    """``load``, uncached."""
    fname = f"{game_id}/script.yaml"
    if not (folder / "script.yaml").is_file():
        raise TutorialError(fname, "there is no tutorial for this game")
    data = _read(folder / "script.yaml")
    try:
        f = Fields(data, "")
        if f.text("game") != game_id:
            raise PositionError("game", f"must be {game_id!r}, the folder's game")
        players, seed = f.integer("players"), f.integer("seed", default=0)
        config = Config(players, seed, f.get("options", dict, default={}), f.get("position", dict))
        learner = f.seat("learner", players)
        level = f.text("level", ("easy", "greedy", "normal", "hard"), default="normal")
        raw_steps = f.items("steps", dict)
        f.done()
    except PositionError as err:
        raise TutorialError(fname, err.problem, field=err.path) from None
    try:
        state = get_game(game_id).new_state(config)
    except PositionError as err:
        raise TutorialError(fname, err.problem, field=f"position.{err.path}" if err.path else "position") from None
    except TableroError as err:
        raise TutorialError(fname, str(err), field="players" if "players" in str(err) else "options") from None
    config = state.config
    words = {lang: _language(folder, game_id, lang, config.players) for lang in LANGS}
    steps: list[Step] = []
    seen: set[str] = set()
    parts = layout_parts(game_id)
    for i, raw in enumerate(raw_steps):
        step = _step(fname, i, raw, config.players, learner, seen, parts)
        texts, sections = {}, {}
        for lang in LANGS:
            entry = words[lang][1].get(step.id)
            lname = f"{game_id}/{lang}.yaml"
            if entry is None:
                raise TutorialError(lname, "has no words for this step", step.id)
            texts[lang], sections[lang] = entry
        steps.append(Step(step.id, step.kind, step.seat, step.action, texts, sections, step.show))
        # the move must be legal where the script makes it
        if step.action is not None:
            if step.seat not in state.to_act():
                who = ", ".join(map(str, state.to_act())) or "nobody (the game is over)"
                raise TutorialError(fname, f"seat {step.seat} is not to act here (seat {who} is)", step.id)
            if step.action not in state.legal(step.seat):
                raise TutorialError(fname, f"{step.action} is not a legal move here", step.id, step.kind)
            state.apply(step.seat, step.action)
    for lang in LANGS:
        extra = set(words[lang][1]) - seen
        if extra:
            raise TutorialError(f"{game_id}/{lang}.yaml", "is not a step of the script", sorted(extra)[0])
    if not steps or steps[-1].kind != "end":
        raise TutorialError(fname, "the last step must be the hand-over (end: true)", steps[-1].id if steps else None)
    return Script(game_id, config, learner, level, {lang: words[lang][0] for lang in LANGS}, tuple(steps))


def _step(fname: str, i: int, raw: dict, players: int, learner: int, seen: set[str], parts: set[str]) -> Step:
    step_id = raw.get("id") if isinstance(raw.get("id"), str) else f"#{i + 1}"
    try:
        f = Fields(raw, "")
        step_id = f.text("id")
        if step_id in seen:
            raise PositionError("id", "is the id of an earlier step too")
        seen.add(step_id)
        kinds = [k for k in ("do", "ai", "end") if k in f]
        if len(kinds) > 1:
            raise PositionError(kinds[1], f"a step is one thing: it has {kinds[0]} too")
        kind = kinds[0] if kinds else "say"
        show = tuple(f.items("show", str, default=[]))
        for n, part in enumerate(show):
            if part not in parts:
                raise PositionError(f"show[{n}]", f"{part!r} is not a part of the table ({', '.join(sorted(parts))})")
        seat, action = None, None
        if kind == "end":
            if f.flag("end") is not True:
                raise PositionError("end", "must be true")
        elif kind in ("do", "ai"):
            try:
                action = decode(f.get(kind, dict))
            except TableroError as err:
                raise PositionError(kind, str(err)) from None
            if kind == "do":
                seat = f.seat("seat", players, default=learner)
                if seat != learner:
                    raise PositionError("seat", f"the learner's move is made by seat {learner}")
            else:
                seat = f.seat("seat", players)
                if seat == learner:
                    raise PositionError("seat", "an AI move is made by another seat than the learner's")
        f.done()
    except PositionError as err:
        raise TutorialError(fname, err.problem, step_id, err.path) from None
    return Step(step_id, kind, seat, action, {}, {}, show)


def layout_parts(game_id: str) -> set[str]:
    """The parts of a game's table a step may ``show``: its layout's rects by name."""
    import dataclasses
    import importlib

    layout = importlib.import_module(f"client.{game_id}.layout").Layout
    return {f.name for f in dataclasses.fields(layout) if f.type in ("pygame.Rect", "Rect")}


def _language(folder: Path, game_id: str, lang: str, players: int) -> tuple[list[str], dict[str, tuple[str, str]]]:
    """(seat names, {step id: (text, section)}) of one language file, checked."""
    lname = f"{game_id}/{lang}.yaml"
    path = folder / f"{lang}.yaml"
    if not path.is_file():
        raise TutorialError(lname, f"is missing: every tutorial has its words in {', '.join(LANGS)}")
    data = _read(path)
    headings = rulebook_headings(game_id, lang)
    try:
        f = Fields(data, "")
        names = f.items("names", str, length=players)
        for i, name in enumerate(names):
            problem = name_problem(name)
            if problem:
                raise PositionError(f"names[{i}]", problem)
        steps = f.sub("steps")
        f.done()
    except PositionError as err:
        raise TutorialError(lname, err.problem, field=err.path) from None
    out: dict[str, tuple[str, str]] = {}
    for step_id in steps.data:
        try:
            sf = steps.sub(step_id)
            text = sf.text("text").strip()
            if not text:
                raise PositionError("text", "is empty")
            section = sf.text("section")
            if heading_index(headings, section) is None:
                raise PositionError("section", f"{section!r} is not a heading of the rulebook shown in {lang}")
            sf.done()
        except PositionError as err:
            field = err.path.split(".", 1)[1] if err.path.startswith(f"{step_id}.") else err.path
            raise TutorialError(lname, err.problem, str(step_id), field) from None
        out[str(step_id)] = (text, section)
    return names, out
