"""The table scene: hosts a game's TableView, runs the decision loop, autosaves.

Decision loop (each frame, once animations are done): the seats in
``state.to_act()`` decide; AI seats ask the worker process, humans decide at
the table. With two or more human seats, a pass-the-device screen hides the
table before a human's decision whenever the viewer changes. The table is
refreshed only with ``view(viewer)``.

A guided first game is this scene with a coach (client/tutorial/coach.py): the scene asks
it at each hook below (``if self.coach``), and it moves the AI seats from its script, lights
the learner's move and refuses any other, and shows each step's words.
"""

from __future__ import annotations

import itertools

import pygame

from client import games, records
from client.ai_worker import Request
from client.scenes.base import Scene
from client.scenes.sidepanel import SidePanel
from client.sound import TableSounds
from client.table_hints import HintsMixin
from client.tableview import format_log
from client.text import together
from rules.core import IllegalAction, Match, TableroError, decode, encode, saves
from rules.core.actions import Action

AI_DELAY = 0.6  # seconds an AI move stays "thinking" at normal speed, so it can be followed
_REQUEST_IDS = itertools.count(1)


class TableScene(HintsMixin, Scene):
    scalable = True  # the side panel's text and buttons; the tables scale their cards (ui.card_zoom)

    def __init__(self, app, match: Match, coach=None, force_hints: bool = False):
        """``coach``: a lesson's (client/tutorial/coach.py); ``force_hints``: hints on
        whatever the settings say (a game played on after its lesson)."""
        self.match = match
        self.coach = coach
        self.force_hints = force_hints
        self.module = games.table_module(match.game.id)
        self.names = [s.name for s in match.seats]
        humans = match.human_seats
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.deciding: int | None = None  # the viewer, when the table offers it legal actions
        self.passing: int | None = None  # the human the device is being passed to
        self.request: Request | None = None
        self.answer = None
        self.think_time = 0.0
        self.applied = 0  # actions applied in this scene (screenshots, tests)
        self.ai_busy_for = 0.0  # benchmark: keep the worker deciding this long per request
        self.finished = False
        self.panel = SidePanel(app.ui)
        from client.keyboard import KeyFocus

        self.keys = KeyFocus()
        self.table = self.module.TABLE(app.ui, match.game.id, self.names)
        self.table.ai_seats = frozenset(i for i, s in enumerate(match.seats) if not s.is_human)
        if coach:  # no drop's follow-up in a lesson: the learner makes each step's move, its words shown
            self.table.follow_up_allowed = lambda act: False
        self.sounds = TableSounds(app, match)  # sounds from actions, public events and turns
        super().__init__(app)
        self.refresh()

    # -- layout ------------------------------------------------------------
    def build(self) -> None:
        """The panel on the right at the UI scale (at most ~40 % of the window), the table
        in the rest. Panel sizes are in layout units (``self.r``). A small window's panel is
        narrower (under 30 % of 1024 px), so the table keeps room for text at a legible size;
        a window narrower than ``SidePanel.COMPACT_BELOW`` layout units (1024x640 at 125 %
        and more) folds it into a rail (scores, prompt, Undo and the log's drawer, which
        holds the log, Save, Rules and Menu): the text keeps the chosen scale."""
        (w, h), (lw, lh) = self.app.size, self.lsize
        compact = lw < SidePanel.COMPACT_BELOW
        if compact:
            pw = SidePanel.rail_width(self.app.size, self.k)
        else:
            pw = min(400 if lw >= 1400 else 340 if lw >= 1200 else 290, int(0.4 * lw))
        x0 = self.px(lw - pw)
        self.table.set_rect(pygame.Rect(0, 0, x0, h))
        self.panel.BUTTONS_H = 110 if compact else SidePanel.BUTTONS_H
        self.panel.drawer_buttons_h = 70
        self.panel.set_rect(pygame.Rect(x0, 0, w - x0, h), self.k, compact)
        key = f"{self.match.game.id}.table.scores"
        self.panel.title = self.t(key) if self.t(key) != key else self.t("table.scores")
        if compact:
            bx, by, bw = lw - pw + 6, lh - 104, pw - 12
            self.undo_btn = self.button((bx, by, bw, 44), self.t("table.undo"))
            self.log_btn = self.button((bx, by + 52, bw, 44), "")
            d = self.panel.drawer_rect
            dx, dy, dw = round(d.x / self.k) + 14, lh - 64, round(d.w / self.k) - 28
            third = (dw - 16) // 3
            self.save_btn = self.button((dx, dy, third, 54), self.t("table.save"))
            self.rules_btn = self.button((dx + third + 8, dy, third, 54), self.t("table.rules"))
            self.menu_btn = self.button((dx + 2 * third + 16, dy, dw - 2 * third - 16, 54), self.t("table.menu"))
            play = (bx, by - 50, bw, 38)
        else:
            bx, by, bw = lw - pw + 14, lh - SidePanel.BUTTONS_H, (pw - 40) // 2
            self.log_btn = None
            self.undo_btn = self.button((bx, by, bw, 54), self.t("table.undo"))
            self.save_btn = self.button((bx + bw + 12, by, bw, 54), self.t("table.save"))
            self.rules_btn = self.button((bx, by + 64, bw, 54), self.t("table.rules"))
            self.menu_btn = self.button((bx + bw + 12, by + 64, bw, 54), self.t("table.menu"))
            play = (bx, by - 64, 2 * bw + 12, 38)
        self.play_btn = self.button(play, self.t("table.play_now"))
        self.play_btn.hide()
        self.hint_btn = self.button(play, self.t("table.hint"))
        self.hint_btn.hide()
        self.show_drawer(self.panel.drawer_open)
        self._undo_enabled = True
        if self.coach:
            self.coach.build(self)
        self.update_buttons()

    def show_drawer(self, shown: bool) -> None:
        """Open or close the log's drawer of a compact panel (its button says which)."""
        self.panel.set_drawer(shown)
        if self.log_btn is None:
            return
        shown = self.panel.drawer_open
        self.log_btn.set_text(self.t("table.drawer_close" if shown else "table.drawer_open"))
        for btn in (self.save_btn, self.rules_btn, self.menu_btn):
            btn.show() if shown else btn.hide()

    def rebuild(self) -> None:
        super().rebuild()
        self._panel_key = None
        self.panel._wrapped, self.panel.lines = [], []  # re-localize and re-wrap the log
        self.refresh()

    # -- what the viewer sees -------------------------------------------------
    def refresh(self) -> None:
        """Show view(viewer); legal actions only when the viewer must decide now."""
        state = self.match.state
        legal = state.legal(self.deciding) if self.deciding is not None else []
        self.table.refresh(state.view(self.viewer), self.viewer, legal)
        self.update_log()

    def update_log(self) -> None:
        self.panel.set_log(format_log(self.module, self.ui, self.match.state.events_for(self.viewer), self.names))

    def update_panel(self) -> None:
        key = (
            len(self.match.steps),
            self.viewer,
            self.deciding,
            self.request and self.request.id,
            self.ui.lang,
            self.table.busy(),
            self.table.prompt() if self.deciding is not None else "",
        )
        if key == getattr(self, "_panel_key", None):
            return
        self._panel_key = key
        state, to_act = self.match.state, self.match.state.to_act()
        rows = []
        for seat, (s, score) in enumerate(zip(self.match.seats, state.shown_scores(self.viewer))):
            tag = (
                self.t("seat.you")
                if seat == self.viewer
                else ("" if s.is_human else self.t("seat.ai_tag", level=self.t(f"level.{s.kind}")))
            )
            rows.append((s.name, tag, score, seat in to_act, seat == self.viewer))
        tip = getattr(self.module, "score_tip", None)  # what each figure is, where a game says it
        self.panel.set_scores(
            rows, [tip(self.ui, state, seat, self.viewer) for seat in range(len(rows))] if tip else None
        )
        thinking = None
        if self.request is not None:
            thinking = self.t("table.thinking", name=self.names[self.request.seat])
        prompt = self.table.prompt() if self.deciding is not None else ""
        if prompt and self.panel.compact and not self.panel.prompt_fits(prompt):
            prompt = self.table.prompt(short=True)  # fewer words where the game has them
        if not prompt and not thinking:
            if self.match.is_over():
                prompt = self.t("table.over")
            elif to_act:
                prompt = self.t("table.waiting", name=together(self.ui, [self.names[s] for s in to_act]))
        self.panel.set_prompt(prompt, thinking)

    def update_buttons(self) -> None:
        if self.coach:
            self.coach.update_buttons(self)
        searching = self.request is not None and self.request.kind in ("normal", "hard")
        # (a lesson's "Do it for me" takes that room in a folded side panel: Coach.homes)
        shown = self.hint_button() or searching or bool(self.coach and self.panel.compact)
        if shown != self.panel.play_now:  # the prompt's box changes height: choose its words again
            self._panel_key = None
        self.panel.set_play_now(shown)
        if searching != self.play_btn.visible:
            if searching:  # in the prompt box, under "<name> is thinking..."
                self.place_in_prompt(self.play_btn, self.t("table.play_now"))
            else:
                self.play_btn.hide()
        enabled = self.can_undo()
        if enabled != self._undo_enabled:
            self._undo_enabled = enabled
            self.undo_btn.enable() if enabled else self.undo_btn.disable()

    def place_in_prompt(self, button, text: str) -> None:
        """Show ``button`` under the prompt's text (``panel.play_rect``), its text whole, or
        without its key in brackets where the rail is too narrow for it ("Juega ya (P)" was
        clipped to "Juega ya (P" at 1024x640 150 %; the shortcuts' list has the key)."""
        p = self.panel.play_rect
        button.set_dimensions(p.size)
        button.set_relative_position(p.topleft)
        if button.font.size(text)[0] > p.w - self.px(16) and " (" in text:
            text = text.rsplit(" (", 1)[0]
        if button.text != text:
            button.set_text(text)
        button.show()

    def can_undo(self) -> bool:
        v = self.viewer
        return (
            self.coach is None  # a lesson goes one way (Start over is on Learn to play)
            and v is not None
            and self.match.seats[v].is_human
            and self.passing is None
            and not self.finished
            and self.match.undoable(v) > 0
        )

    # -- events ---------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.handle_key(event):
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.table.rect.collidepoint(event.pos)
            and self.table.skip_animation()
        ):
            return  # a click on the table while cards fly only lands them
        if self.table.overlay_open() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.table.handle_event(event)  # a click anywhere closes the zoom, nothing under it
            return
        consumed = self.manager.process_events(event)
        if self.panel.drawer_open and self.drawer_event(event, consumed):
            return
        import pygame_gui

        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.on_button(event.ui_element)
            return
        if event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_CTRL:
            if event.key == pygame.K_z and self.can_undo():
                self.undo()
                return
            if event.key == pygame.K_s:
                self.on_button(self.save_btn)
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.panel.drawer_open:
                self.show_drawer(False)  # Esc closes the log's drawer first
            elif self.table.overlay_open():
                self.table.handle_event(event)  # Esc closes the card zoom first
            elif not self.table.key_cancel():  # then drops the picked card
                self.app.pop()
            return
        if consumed or self.panel.handle_event(event):
            return
        try:
            act = self.table.handle_event(event)
        except Exception as err:  # the table view must never take the app down
            self.ui.toast(self.t("table.error", reason=f"{type(err).__name__}: {err}"))
            return
        if act is not None:
            self.human_action(act)

    def drawer_event(self, event, consumed: bool) -> bool:
        """With the log's drawer open: a press on the table beside it closes it (and does
        nothing else), the wheel over it scrolls the log; the pointer over it reaches nothing
        under it. True when the event was used."""
        pos = getattr(event, "pos", None)
        if consumed or pos is None:
            return False
        if self.panel.covers(pos):
            if event.type == pygame.MOUSEWHEEL or event.type == pygame.MOUSEBUTTONDOWN:
                self.panel.handle_event(event)
            return event.type != pygame.MOUSEMOTION or self.panel.drawer_rect.collidepoint(pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.show_drawer(False)
            return True
        return event.type == pygame.MOUSEBUTTONUP

    # -- the keyboard (client/keyboard.py) ------------------------------------------
    def key_stops(self) -> list:
        """The table's stops, then the side panel's enabled buttons; none while a zoom veils
        both (the ring waits on its stop until the zoom closes). While the log's drawer is
        open, only the panel's buttons (the drawer covers part of the table)."""
        from client.keyboard import Stop, table_stops

        if self.table.overlay_open():
            return []
        stops = [] if self.panel.drawer_open else table_stops(self.table)
        stops = self.coach.key_stops(self, stops) if self.coach else stops
        buttons = [("play_now", self.play_btn)] if self.play_btn.visible else []
        buttons += [("hint", self.hint_btn)] if self.hint_btn.visible else []
        buttons += [("undo", self.undo_btn)]
        buttons += [("log", self.log_btn)] if self.log_btn is not None else []
        buttons += [
            ("save", self.save_btn),
            ("rules", self.rules_btn),
            ("menu", self.menu_btn),
        ]
        for name, btn in buttons:
            if btn.is_enabled and btn.visible:
                stops.append(Stop(f"panel:{name}", pygame.Rect(btn.rect), lambda b=btn: self.on_button(b)))
        return stops

    def handle_key(self, event) -> bool:
        """Focus, zoom, skip, play-now and help keys; True when the key was used."""
        from client import keyboard as kb

        key = event.key
        if event.mod & pygame.KMOD_CTRL:
            return False
        if self.coach and self.coach.handle_key(self, event):
            return True
        if kb.is_help_key(event):
            self.app.push(self.app.scene("shortcuts"))
            return True
        if key in kb.NEXT + kb.PREV:
            back = key in kb.PREV or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self.keys.move(self.key_stops(), -1 if back else 1)
            return True
        if key in kb.ENTER and self.keys.visible and not self.table.overlay_open():
            stops = self.key_stops()
            stop = self.keys.current(stops)
            if stop is not None:
                act = self.keys.activate(self.table, stops)
                if stop.press is None and isinstance(act, Action):
                    self.human_action(act)
                elif stop.press is None and self.coach and self.keys.source == stop.name:
                    self.coach.ring_to_lit(self)  # a source picked up: on to where it goes
                return True
        if key in (pygame.K_z, pygame.K_MENU):
            if self.table.overlay_open():
                self.table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
                return True
            stop = self.keys.current(self.key_stops()) if self.keys.visible else None
            if stop is not None and stop.press is None:
                self.table.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=stop.rect.center, button=3))
            return True
        if key == pygame.K_SPACE:
            self.table.skip_animation()
            return True
        if key == pygame.K_p:
            self.play_now()
            return True
        if key == pygame.K_h:
            return self.ask_hint()  # hints off: the key does nothing
        return False

    def play_now(self) -> None:
        """The AI thinking now answers with its best move so far."""
        if self.request is not None and self.request.kind in ("normal", "hard"):
            self.app.worker.play_now()
            self.think_time = max(self.think_time, AI_DELAY * 10)  # and no show-delay after it

    def on_help(self) -> bool:
        """F1 in a lesson: the rulebook at the step's section (else the app lists the keys)."""
        if self.coach:
            self.coach.open_rules(self)
        return self.coach is not None

    def on_button(self, element) -> None:
        if self.coach and self.coach.on_button(self, element):
            return
        if element is self.log_btn and element is not None:
            self.show_drawer(not self.panel.drawer_open)
        elif element is self.undo_btn and self.can_undo():
            self.undo()
        elif element is self.save_btn:
            self.app.push(self.app.scene("save_as", self.match))
        elif element is self.rules_btn:
            self.app.push(self.app.scene("rules", self.match.game.id))
        elif element is self.menu_btn:
            self.app.pop()
        elif element is self.play_btn:
            self.play_now()
        elif element is self.hint_btn:
            self.ask_hint()

    def human_action(self, act) -> None:
        seat = self.deciding
        if seat is None:
            self.ui.toast(self.t("table.not_now"))
            return
        if not isinstance(act, Action):
            self.ui.toast(self.t("table.error", reason=repr(act)))
            return
        if self.coach and not self.coach.allows(self, act):
            return
        try:
            self.match.apply(seat, act)
        except IllegalAction as err:
            self.ui.toast(str(err))
            return
        self.after_apply()
        if self.coach:
            self.coach.moved(self)

    def undo(self) -> None:
        self.cancel_ai()
        try:
            self.match.undo(self.viewer)
        except IllegalAction as err:
            self.ui.toast(str(err))
            return
        self.deciding = None
        self.autosave()
        self.refresh()
        self.ui.toast(self.t("table.undone"), 1.5)

    def after_apply(self) -> None:
        self.applied += 1
        self.deciding = None
        self.autosave()
        self.refresh()

    def autosave(self) -> None:
        if self.coach:
            self.coach.save(self)  # a lesson keeps its own progress, not the game "Continue" resumes
            return
        if not self.app.autosave:
            return
        try:
            saves.write(self.match, saves.autosave_path())
        except OSError as err:
            self.ui.toast(self.t("save.failed", reason=self.ui.reason(err)))

    # -- the decision loop ------------------------------------------------------
    def update(self, dt: float) -> None:
        self.manager.update(dt)
        self.table.update(dt)
        self.panel.update(dt)
        if self.request is not None:
            self.think_time += dt
        if self.coach:
            self.coach.update(dt)
        if not self.finished:
            self.advance()
        if self.coach:  # after the script's move of this frame, if any
            self.table.script_held = self.coach.held(self.table.ai_seats)
        self.hint_update()
        self.update_panel()
        self.update_buttons()
        self.sounds.update(self)

    def advance(self) -> None:
        if self.table.busy() or self.passing is not None:
            return
        if self.match.is_over():
            self.finish()
            return
        if self.coach:
            self.coach.advance(self)
            return
        seats, to_act = self.match.seats, self.match.state.to_act()
        ai_seats = [s for s in to_act if not seats[s].is_human]
        if ai_seats:
            self.run_ai(ai_seats[0])
            return
        seat = to_act[0]
        if seat == self.deciding:
            return
        if seat != self.viewer and len(self.match.human_seats) >= 2:
            self.passing = seat
            self.app.push(self.app.scene("pass", self.names[seat], lambda: self.show(seat)))
            return
        self.show(seat)

    def show(self, seat: int) -> None:
        """The human at ``seat`` now holds the device and must decide."""
        self.passing = None
        self.viewer = self.deciding = seat
        self.refresh()

    def run_ai(self, seat: int) -> None:
        worker = self.app.worker
        if worker.broken:  # the worker process cannot run here: decide in-process instead
            self.ui.toast(self.t("table.worker_failed"))
            self.app.use_inline_worker()
            worker, self.request = self.app.worker, None
        if self.request is None or self.request.seat != seat:
            self.request = Request(
                next(_REQUEST_IDS),
                self.match.game.id,
                self.match.config.to_json(),
                [[s.seat, encode(s.action)] for s in self.match.steps],
                seat,
                self.match.seats[seat].kind,
                self.match.config.seed * 1000 + len(self.match.steps),
                self.ai_busy_for,
            )
            self.answer, self.think_time = None, 0.0
            worker.submit(self.request)
        if self.answer is None:
            self.answer = worker.poll()
        if self.answer is None or self.think_time < self.ai_delay():
            return
        _, data, error = self.answer
        self.request, self.answer = None, None
        try:
            if error:
                raise TableroError(error)
            self.match.apply(seat, decode(data))
        except TableroError as err:  # should not happen: say so, and play on
            self.ui.toast(self.t("table.ai_error", name=self.names[seat], reason=str(err)))
            self.match.apply(seat, self.match.state.legal(seat)[0])
        self.after_apply()

    def ai_delay(self) -> float:
        """How long an AI move shows as "thinking" before it is made, at the chosen speed."""
        speed = self.ui.settings.anim_speed
        return AI_DELAY / speed if speed > 0 else 0.0

    def cancel_ai(self) -> None:
        if self.request is not None:
            self.app.worker.cancel()
        self.request = self.answer = None

    def finish(self) -> None:
        self.finished = True
        if self.coach:
            self.coach.finished()
        if self.app.autosave:
            try:
                saves.autosave_path().unlink(missing_ok=True)
            except OSError:
                pass
        rounds = records.score_rounds(self.match)
        records.record_finished(self.app, self.match, rounds)
        self.app.replace("results", self.match, rounds=rounds)

    def leave(self) -> None:
        self.cancel_ai()

    def animating(self) -> bool:
        """Cards in flight, or an AI thinking (its indicator pulses and its move is due)."""
        coaching = self.coach is not None and self.coach.animating()
        return (
            super().animating()
            or self.table.busy()
            or self.request is not None
            or self.hint_request is not None
            or coaching
        )

    # -- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        stop = self.keys.current(self.key_stops()) if self.keys.visible and self.app.top is self else None
        self.table.focus_card = stop.name[5:] if stop is not None and stop.name.startswith("card:") else None
        self.table.draw(surface)
        self.coach.draw_lit(self, surface) if self.coach else self.draw_hint(surface)
        self.table.draw_reason(surface)  # why a dragged or hovered card cannot be played
        self.panel.draw(surface)
        if self.coach:  # under a zoom too (veiled with the panel): its buttons stand in it
            self.coach.draw_box(self, surface)
        self.manager.draw_ui(surface)
        if stop is not None:
            self.keys.draw(surface, self.key_stops(), getattr(self.table, "clock", 0.0))
        self.ui.toast_band = self.table.toast_band()
        if self.table.overlay_open():  # the zoom veils the table; veil the side panel alike
            for rect in [self.panel.rect] + ([self.panel.drawer_rect] if self.panel.drawer_open else []):
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((0, 0, 0, 200))
                surface.blit(shade, rect.topleft)
