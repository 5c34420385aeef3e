"""The client's side of hints and reviews: a move in words, where a table lights it, and the
background job that reviews a finished game (:func:`rules.ai.advice.review`).

Nothing here knows a game: a move is described with the game's own words (its
``describe_action``, else the first log line it makes, through the game's ``format_event``,
else the label of the table's button that makes it), and lit where the table says it is
made (``TableBase.action_rects``).
"""

from __future__ import annotations

import multiprocessing
import queue
import random
import threading
from typing import Any

import pygame

from client.tableview import format_log
from rules.ai import advice
from rules.core import Config, decode, encode, get_game

HINT_COLOUR = (120, 205, 255)
DESCRIBE_WORLDS = 3  # resampled states a move's words must agree in (see describe)


def describe(module, ui, state, seat: int, action, names: list[str], table=None) -> str:
    """``action`` of ``seat`` in the game's words, for that seat alone: the game's
    ``describe_action(ui, action, view)`` (``view``: the seat's), else the first public log
    line it makes, else the label of the table's button that makes it, else :func:`plain`.

    ``describe_action`` names a move from the move itself, which the seat chose among its
    own, and from what the seat's view shows (the card of the auction it takes): a game
    gives it for every move whose public line hides it (a sealed choice is in public only
    "has decided"; a card put away face down, "puts a card away"), and may for others. A
    public line is worked out on states the seat cannot tell from ``state`` (``resample``:
    what is hidden from it dealt again, and the random draws to come reseeded), and only a
    line that comes out the same in each of them is used. Lines private to the seat are left
    out: a move that draws a card is "draws from the deck", never the card it would draw (a
    game's ``resample`` may keep a seat's own deck order). A button's label comes last: some
    say little alone (a count, a seat's name)."""
    own = getattr(module, "describe_action", None)
    words = own(ui, action, state.view(seat)) if own is not None else None
    if words:
        return words
    lines = public_lines(module, ui, state, seat, action, names)
    if lines:
        return lines[0]
    for button, _ in getattr(table, "bar", ()) if table is not None else ():
        if getattr(button, "action", None) == action and getattr(button, "label", ""):
            return button.label
    return plain(action)


def public_lines(module, ui, state, seat: int, action, names: list[str]) -> list[str]:
    """The public log lines ``action`` makes in each of ``DESCRIBE_WORLDS`` states the seat
    cannot tell from ``state`` (those lines alone that come out the same in all of them)."""
    try:
        public = []
        for k in range(DESCRIBE_WORLDS):
            world = state.resample(seat, random.Random(k))
            world.rng = random.Random(1000 + k)  # future draws are hidden too
            before = len(world.events_for(None))
            world.apply(seat, action)
            public.append(format_log(module, ui, world.events_for(None)[before:], names))
    except Exception:  # a move that cannot be replayed here is still named by the game's words
        return []
    return [line for line in public[0] if all(line in other for other in public[1:])]


def plain(action) -> str:
    """An action that makes no log line, by its JSON form: "bid: red" for
    ``{"type": "krysis_bid", "colour": "red"}``."""
    data = dict(encode(action))
    kind = str(data.pop("type", type(action).__name__)).split("_", 1)[-1].replace("_", " ")
    values = ", ".join(str(v).replace("_", " ") for v in data.values())
    return f"{kind}: {values}" if values else kind


def hint_rects(table, action) -> list[pygame.Rect]:
    """Where ``table`` makes ``action`` (its ``action_rects``: one rect to click, or a drag
    from the first onto any other); empty when the table cannot show it."""
    where = getattr(table, "action_rects", None)
    return where(action) if where is not None and action in getattr(table, "legal", ()) else []


def draw_hint_rects(surface: pygame.Surface, rects: list[pygame.Rect], clock: float = 0.0) -> None:
    """A bright double frame hugging each rect (the side panel says the move in words): close
    to its edge, so that it leaves the heading over a box and a count beside a piece readable
    (it stood 8 px out and covered them)."""
    import math

    width = 2 + int(1 + math.sin(clock * 4))
    for rect in rects:
        ring = pygame.Rect(rect).inflate(6, 6)
        pygame.draw.rect(surface, (10, 20, 30), ring.inflate(2, 2), 1, border_radius=8)
        pygame.draw.rect(surface, HINT_COLOUR, ring, width, border_radius=7)


# -- the review, in the background --------------------------------------------------------
def _review_part(
    game_id: str, config: dict, actions: list, seats: list, seconds: float, part: int, parts: int, out, stop
) -> None:
    """One process (or thread) of a review: every ``parts``-th decision from ``part``."""
    try:
        import rules

        rules.load_all_games()
        game = get_game(game_id)
        cfg = Config.from_json(config)
        steps = [(s, decode(a)) for s, a in actions]

        def found(d: advice.Decision) -> None:
            out.put(
                ("decision", part, [d.step, d.seat, encode(d.played), encode(d.best), d.played_value, d.best_value])
            )

        def progress(done: int, total: int) -> None:
            out.put(("progress", part, done, total))

        advice.review(
            game_id,
            lambda: game.new_state(cfg),
            steps,
            seats,
            seconds=seconds,
            seed=cfg.seed,
            only=lambda n: n % parts == part,
            progress=progress,
            stop=stop,
            on_decision=found,
        )
    except Exception as err:  # told to the screen, which shows it
        out.put(("error", part, f"{type(err).__name__}: {err}"))
    out.put(("end", part, None))


class ReviewJob:
    """A review of ``match``'s human decisions, split over ``parts`` worker processes (or
    threads, ``threads=True``: tests and a machine without processes). The screen calls
    :meth:`poll` each frame; :meth:`cancel` stops it at once."""

    def __init__(self, match, seconds: float = advice.REVIEW_SECONDS, parts: int = 2, threads: bool = False):
        self.seats = list(match.human_seats)
        self.decisions: list[advice.Decision] = []
        self.progress: dict[int, tuple[int, int]] = {}
        self.error: str | None = None
        self.state = "running"  # running, done, cancelled
        self._ended: set[int] = set()
        self.parts = parts
        args = (
            match.game.id,
            match.config.to_json(),
            [[s.seat, encode(s.action)] for s in match.steps],
            self.seats,
            seconds,
        )
        self._workers: list[Any] = []
        if threads:
            self._queue: Any = queue.Queue()
            self._stop: Any = threading.Event()
            for k in range(parts):
                worker = threading.Thread(
                    target=_review_part, args=(*args, k, parts, self._queue, self._stop), daemon=True
                )
                worker.start()
                self._workers.append(worker)
        else:
            from client.ai_worker import StopFlag

            ctx = multiprocessing.get_context("spawn")
            self._queue, self._stop = ctx.Queue(), StopFlag(ctx)
            for k in range(parts):
                proc = ctx.Process(
                    target=_review_part,
                    args=(*args, k, parts, self._queue, self._stop),
                    name=f"tablero-review-{k}",
                    daemon=True,
                )
                proc.start()
                self._workers.append(proc)

    def done_total(self) -> tuple[int, int]:
        """Decisions reviewed so far, and in all (0, 0 until every part has counted them)."""
        if len(self.progress) < self.parts:
            return 0, 0
        return sum(d for d, _ in self.progress.values()), sum(t for _, t in self.progress.values())

    def poll(self) -> str:
        """Take in what the parts sent; returns the state (running, done or cancelled)."""
        while self.state == "running":
            try:
                kind, part, *data = self._queue.get_nowait()
            except queue.Empty:
                break
            if kind == "progress":
                self.progress[part] = (data[0], data[1])
            elif kind == "decision":
                step, seat, played, best, pv, bv = data[0]
                self.decisions.append(advice.Decision(step, seat, decode(played), decode(best), pv, bv))
            elif kind == "error":
                self.error = data[0]
            elif kind == "end":
                self._ended.add(part)
                if len(self._ended) == self.parts:
                    self.state = "done"
                    self.decisions.sort(key=lambda d: d.step)
                    self._join()
        if self.state == "running" and not self._threads and not any(p.is_alive() for p in self._workers):
            self.error, self.state = self.error or "the review process stopped", "done"
        return self.state

    @property
    def _threads(self) -> bool:
        return bool(self._workers) and isinstance(self._workers[0], threading.Thread)

    def cancel(self) -> None:
        """Stop every part now (processes are ended, threads stop at their next iteration)."""
        if self.state != "running":
            return
        self.state = "cancelled"
        self._stop.set()
        if not self._threads:
            for proc in self._workers:
                proc.join(0.3)
                if proc.is_alive():
                    proc.kill()
        self._join()

    def alive(self) -> bool:
        return any(w.is_alive() for w in self._workers)

    def _join(self) -> None:
        for w in self._workers:
            w.join(2.0)
