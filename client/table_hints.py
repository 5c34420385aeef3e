"""Hints at the table (issue 22): the "Hint (H)" button and key of :class:`TableScene`.

In a game against the AI (some seat human, some AI) with hints on in the settings, the
human deciding may ask for a hint: the AI worker runs the ``normal`` level from that seat's
view only (:func:`rules.ai.advice.hint`, capped under a second) and the side panel says the
move in the game's words with its estimated chance of winning; where the table can show it
(a button, a card and its target) it is lit. The hint holds until the next move. Each hint
asked is counted for the seat (``Match.note_hint``; the history records the counts).
"""

from __future__ import annotations

import itertools

from client.advice import describe, draw_hint_rects, hint_rects
from client.ai_worker import HINT, Request
from rules.core import decode, encode

_HINT_IDS = itertools.count(10**9)  # apart from the AI requests' ids


class HintsMixin:
    """The table scene's hints; the scene calls ``hint_*`` at the places named below."""

    hint_request: Request | None = None
    hint: tuple | None = None  # (key, action, chance, words) of the hint shown
    hint_btn = None
    coach = None  # a lesson's coach (TableScene sets it): no hints in a lesson
    force_hints = False  # hints on whatever the settings say (TableScene sets it)

    def hints_offered(self) -> bool:
        """Hints on in the settings (or forced: ``force_hints``), in a game with a human and an
        AI seat; never in a lesson."""
        if self.coach:
            return False  # a lesson lights its own moves
        seats = self.match.seats
        on = self.ui.settings.hints or self.force_hints
        return bool(on and any(s.is_human for s in seats) and any(not s.is_human for s in seats))

    def hint_key(self) -> tuple:
        return len(self.match.steps), self.deciding

    def hint_ready(self) -> bool:
        """The button shows: hints offered and a human deciding now (not while a pass screen
        hides the table, nor once the game is over)."""
        return (
            self.hints_offered()
            and self.deciding is not None
            and self.passing is None
            and not self.finished
            and self.match.seats[self.deciding].is_human
        )

    def ask_hint(self) -> bool:
        """Ask the worker for a hint for the seat deciding; False when none is offered now."""
        if not self.hint_ready():
            if self.hints_offered():
                self.ui.toast(self.t("table.hint_off_turn"), 1.5)
            return self.hints_offered()
        if self.hint_request is not None or (self.hint is not None and self.hint[0] == self.hint_key()):
            return True  # one is on its way, or shown
        seat = self.deciding
        self.match.note_hint(seat)
        self.hint_request = Request(
            next(_HINT_IDS),
            self.match.game.id,
            self.match.config.to_json(),
            [[s.seat, encode(s.action)] for s in self.match.steps],
            seat,
            HINT,
            self.match.config.seed * 1000 + len(self.match.steps) + 7,
        )
        self.hint = None
        self.app.worker.submit(self.hint_request)
        return True

    def hint_update(self) -> None:
        """Each frame: take the worker's answer; forget a hint once the game moved on."""
        key = self.hint_key()
        if self.hint is not None and self.hint[0] != key:
            self.hint = None
        req = self.hint_request
        if req is not None:
            if (len(req.actions), req.seat) != key:  # the player moved first: drop it
                self.hint_request = None
                if self.app.worker.pending is req:
                    self.app.worker.cancel()
            else:
                answer = self.app.worker.poll()
                if answer is not None:
                    self.hint_request = None
                    _, data, error = answer
                    self.hint_shown(key, data, error)
        self.panel.set_hint(self.hint_words())

    def hint_shown(self, key: tuple, data, error) -> None:
        if error or not isinstance(data, dict) or "hint" not in data:
            self.ui.toast(self.t("table.hint_failed", reason=error or "?"))
            return
        action, chance = decode(data["hint"]), data.get("chance")
        words = describe(self.module, self.ui, self.match.state, key[1], action, self.names, self.table)
        self.hint = (key, action, chance, words)

    def hint_words(self) -> str:
        if self.hint_request is not None:
            return self.t("table.hint_thinking")
        if self.hint is None:
            return ""
        _, _, chance, words = self.hint
        if chance is None:
            return self.t("table.hint_forced", move=words)
        return self.t("table.hint_text", move=words, chance=round(100 * chance))

    def hint_button(self) -> bool:
        """Show or hide the button (in the prompt box); True while it shows."""
        ready = self.hint_ready() and self.request is None
        btn = self.hint_btn
        if btn is not None and ready != btn.visible:
            if ready:
                self.place_in_prompt(btn, self.t("table.hint"))
            else:
                btn.hide()
        return ready

    def draw_hint(self, surface) -> None:
        """Light the hinted move where the table can show it."""
        if self.hint is not None and self.hint[0] == self.hint_key() and not self.table.overlay_open():
            draw_hint_rects(surface, hint_rects(self.table, self.hint[1]), getattr(self.table, "clock", 0.0))
