"""AI decisions off the UI thread: a persistent worker process (spawn context).

A request carries everything needed to rebuild the seat's view by replay:
``(game_id, config json, [[seat, action json], ...], seat, kind, seed)``; ``kind`` is an AI
level, or :data:`HINT` for a hint (:func:`rules.ai.advice.hint`). The
worker keeps its last replayed state and applies only new actions when the
log grows. The UI polls with :meth:`poll` and never blocks; a dead worker is
restarted and the request sent again.

:class:`InlineWorker` decides synchronously in-process (tests, selftest).
"""

from __future__ import annotations

import multiprocessing
import queue
import random
import threading
import time
from dataclasses import dataclass

from rules import ai
from rules.core import Config, decode, encode, get_game

HINT = "hint"  # a Request's kind for a hint: the answer is {"hint": action json, "chance": float|None}


@dataclass(frozen=True)
class Request:
    id: int
    game_id: str
    config: dict
    actions: list  # [[seat, action json], ...]
    seat: int
    kind: str
    seed: int
    busy_for: float = 0.0  # benchmark: keep deciding for this many seconds


class Replayer:
    """Rebuilds states by replay, reusing the last one when the log only grew."""

    def __init__(self):
        self.key = None
        self.actions: list = []
        self.state = None

    def state_for(self, game_id: str, config: dict, actions: list):
        key = (game_id, repr(sorted(config.items())) if isinstance(config, dict) else config)
        n = len(self.actions)
        if key != self.key or actions[:n] != self.actions:
            self.key, self.actions = key, []
            self.state = get_game(game_id).new_state(Config.from_json(config))
            n = 0
        for seat, act in actions[n:]:
            self.state.apply(seat, decode(act))
        self.actions = list(actions)
        return self.state


def decide(req: Request, replayer: Replayer, stop=None) -> dict:
    """The action JSON the AI picks for ``req.seat`` (runs in the worker). Once ``stop``
    (an Event) is set, a search level answers with its best move so far ("play now")."""
    state = replayer.state_for(req.game_id, req.config, req.actions)
    view, legal = state.view(req.seat), state.legal(req.seat)
    if req.kind == HINT:  # the normal level's move and its estimated chance, from the view
        from rules.ai.advice import hint

        got = hint(req.game_id, view, legal, req.seed)
        return {"hint": encode(got.action), "chance": got.chance}
    rng = random.Random(req.seed)
    act = ai.choose(req.kind, req.game_id, view, legal, rng, stop=stop)
    end = time.monotonic() + req.busy_for
    while time.monotonic() < end and not (stop is not None and stop.is_set()):
        ai.choose(req.kind, req.game_id, state.view(req.seat), state.legal(req.seat), rng)
    return encode(act)


def _serve(requests, results, stop=None) -> None:
    """The worker process: answer requests until a None arrives."""
    replayer = Replayer()
    while True:
        req = requests.get()
        if req is None:
            return
        try:
            results.put((req.id, decide(req, replayer, stop), None))
        except Exception as err:  # reported to the UI, which toasts it
            replayer.key = None
            results.put((req.id, None, f"{type(err).__name__}: {err}"))


class StopFlag:
    """The "play now" flag shared with the worker process, without a lock.

    A ``multiprocessing.Event`` guards its flag with a lock that the worker takes on every
    ``is_set()``; a worker killed while holding it left every later ``clear()`` or
    ``set()`` in the window waiting forever (seen: a crash mid-decision froze the app).
    One shared byte, written by the window and read by the worker, cannot be left held.
    """

    def __init__(self, ctx):
        self._flag = ctx.RawValue("b", 0)

    def set(self) -> None:
        self._flag.value = 1

    def clear(self) -> None:
        self._flag.value = 0

    def is_set(self) -> bool:
        return bool(self._flag.value)


class ProcessWorker:
    """One persistent worker process; :meth:`submit` then :meth:`poll` each frame."""

    def __init__(self):
        self._ctx = multiprocessing.get_context("spawn")
        self._proc = None
        self._pending: Request | None = None
        self.restarts = 0
        self.failures = 0  # restarts in a row without an answer
        self.broken = False  # the process cannot start: the app falls back to InlineWorker
        self._start()

    def _start(self) -> None:
        self._requests = self._ctx.Queue()
        self._results = self._ctx.Queue()
        self._stop = StopFlag(self._ctx)
        self._proc = self._ctx.Process(
            target=_serve, args=(self._requests, self._results, self._stop), name="tablero-ai", daemon=True
        )
        self._proc.start()

    def submit(self, req: Request) -> None:
        self._pending = req
        self._stop.clear()
        self._requests.put(req)

    def play_now(self) -> None:
        """The pending search answers now with its best move so far."""
        if self._pending is not None:
            self._stop.set()

    def cancel(self) -> None:
        """Forget the pending request (its answer, if it comes, is dropped)."""
        self._pending = None
        self._stop.set()  # and stop deciding it

    @property
    def pending(self) -> Request | None:
        return self._pending

    def poll(self) -> tuple[int, dict | None, str | None] | None:
        """(request id, action json, error) for the pending request, or None if not ready."""
        while True:
            try:
                rid, act, err = self._results.get_nowait()
            except queue.Empty:
                break
            self.failures = 0
            if self._pending is not None and rid == self._pending.id:
                self._pending = None
                return rid, act, err
        if self._pending is not None and not self._proc.is_alive():
            self.restarts += 1
            self.failures += 1
            if self.failures > 3:
                self.broken = True
                return None
            req = self._pending
            self._start()
            self.submit(req)
        return None

    def kill(self) -> None:
        """Kill the process (tests: the next poll restarts it)."""
        self._proc.kill()
        self._proc.join(1)

    def close(self) -> None:
        try:
            self._requests.put(None)
            self._proc.join(0.5)
        except (OSError, ValueError):
            pass
        if self._proc.is_alive():
            self._proc.kill()
            self._proc.join(1)


class InlineWorker:
    """The same interface, deciding synchronously at the first poll after submit (tests
    and selftest); :meth:`play_now` before that poll cuts a search short."""

    def __init__(self):
        self._replayer = Replayer()
        self._answer = None
        self._pending: Request | None = None
        self._stop = threading.Event()
        self.restarts = 0
        self.broken = False

    def submit(self, req: Request) -> None:
        self._pending, self._answer = req, None
        self._stop.clear()

    def play_now(self) -> None:
        if self._pending is not None:
            self._stop.set()

    def cancel(self) -> None:
        self._pending = self._answer = None

    @property
    def pending(self) -> Request | None:
        return self._pending

    def poll(self):
        req = self._pending
        if req is not None and self._answer is None:
            try:
                self._answer = (req.id, decide(req, self._replayer, self._stop), None)
            except Exception as err:
                self._replayer.key = None
                self._answer = (req.id, None, f"{type(err).__name__}: {err}")
        answer, self._answer = self._answer, None
        if answer is not None:
            self._pending = None
        return answer

    def close(self) -> None:
        pass
