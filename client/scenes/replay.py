"""The replay viewer: a finished game from the history, or a save, on the game's own table.

Step forward and back one decision, jump to the start of a round (the rounds come from
the game's ``round_key(view)`` hook, :func:`client.records.round_mark`), the start or
the end, or play at a chosen speed; the log follows. The table draws ``view(follow)``:
the spectator's view, or the view of the one seat the viewer chose to follow, so no other
seat's private information is drawn. At the end of a finished game, the log opens every
seat's private events too (the follow choice still picks whose hand the table shows).

Keys: ← → a decision, Home / End, Page Up / Page Down a round, Space play / pause,
+ / - the speed, F the seat followed; Tab walks the buttons (client/keyboard.py's ring),
Enter presses, Esc leaves. Knows no game in particular.
"""

from __future__ import annotations

import pygame
import pygame_gui

from client import games, records
from client.scenes.base import Scene
from client.scenes.sidepanel import SidePanel
from client.tableview import format_log
from client.text import ellipsize
from rules.core import Match
from rules.core.replay import Replay

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)  # decisions a second while playing
PANEL_BUTTONS_H = 260  # four rows of buttons, in layout units


class ReplayScene(Scene):
    scalable = True

    def __init__(self, app, match: Match, follow: int | None = None):
        self.module = games.table_module(match.game.id)
        self.names = [s.name for s in match.seats]
        self.replay = Replay(match, records.round_mark(match.game.id))
        self.match = match
        self.follow: int | None = follow
        self.playing = False
        self.speed = 1.0
        self.wait = 0.0  # seconds until the next decision while playing
        self.panel = SidePanel(app.ui)
        self.panel.BUTTONS_H = PANEL_BUTTONS_H
        self.table = self.module.TABLE(app.ui, match.game.id, self.names)
        self.table.replaying = True
        self.replay.seek(0)
        super().__init__(app)
        self.refresh(animate=False)

    @property
    def viewer(self) -> int | None:
        """The seat whose view the table draws (None: the spectator)."""
        return self.follow

    @property
    def state(self):
        return self.replay.state

    @property
    def at_end(self) -> bool:
        return self.replay.position == len(self.replay)

    # -- layout ------------------------------------------------------------
    def build(self) -> None:
        (w, h), (lw, lh) = self.app.size, self.lsize
        pw = min(400 if lw >= 1400 else 340 if lw >= 1200 else 290, int(0.4 * lw))
        x0 = self.px(lw - pw)
        self.table_rect = pygame.Rect(0, 0, x0, h)
        self.table.set_rect(self.table_rect)
        self.panel.set_rect(pygame.Rect(x0, 0, w - x0, h), self.k)
        self.panel.title = self.t("replay.title")
        bx, by, inner = lw - pw + 14, lh - PANEL_BUTTONS_H, pw - 28

        t = self.t

        def row(y: int, labels: list[tuple[str, str]], weights: tuple[int, ...] = (), gap: int = 8) -> list:
            weights = weights or (1,) * len(labels)
            unit, x, out = (inner - gap * (len(labels) - 1)) / sum(weights), bx, []
            for (text, tip), weight in zip(labels, weights):
                out.append(self.button((round(x), y, round(unit * weight), 54), text, tooltip=tip))
                x += unit * weight + gap
            return out

        # the steps and the speed; then Play, named for what it does ("▶ Reproducir": a row of
        # its own, where the narrow panel of a small window has room for the words); the
        # rounds; whose view, and back to the menu
        self.first_btn, self.back_btn, self.next_btn, self.last_btn, self.speed_btn = row(
            by,
            [
                (t("replay.first"), t("replay.first_tip")),
                (t("replay.back"), t("replay.back_tip")),
                (t("replay.next"), t("replay.next_tip")),
                (t("replay.last"), t("replay.last_tip")),
                (t("replay.speed", speed="1"), t("replay.speed_tip")),
            ],
            gap=4,
        )
        (self.play_btn,) = row(by + 64, [(t("replay.play"), t("replay.play_tip"))])
        self.round_stop, self.round_slot = len(self._focusables), self.r((bx, by + 128, inner, 54))
        self._focusables.append(None)  # the drop-down of rounds, made by update_round_menu
        progress = getattr(self.module, "progress", None)
        rp = self.replay
        self.round_names = [
            progress(self.ui, rp.state_at(p).view(None)) if progress else t("replay.round_n", n=i + 1)
            for i, p in enumerate(rp.rounds)
        ]
        self.round_menu = None
        self.shown_round = -1
        self.follow_btn, self.menu_btn = row(
            by + 192,
            [(t("replay.follow", name=""), t("replay.follow_tip")), (t("table.menu"), t("replay.menu_tip"))],
            (4, 3),
        )
        self._texts: tuple = ()
        self.update_buttons()

    def rebuild(self) -> None:
        super().rebuild()
        self.panel._wrapped, self.panel.lines = [], []  # re-localize and re-wrap the log
        self.refresh(animate=False)

    def update_round_menu(self) -> None:
        """The drop-down of rounds (named by the game's ``progress`` text), showing the
        round of the current position; made anew when the round changes."""
        now = self.replay.round_of()
        if now == self.shown_round:
            return
        self.shown_round = now
        options = [(name, str(i)) for i, name in enumerate(self.round_names)]
        menu = pygame_gui.elements.UIDropDownMenu(options, options[now], self.round_slot, self.manager)
        menu.expand_direction = "up"  # from the panel's foot (a theme option in pygame_gui)
        for state in menu.menu_states.values():
            state.expand_direction = "up"
        menu.set_tooltip(self.t("replay.rounds_tip"))
        self._focusables[self.round_stop] = menu
        if self.round_menu is not None:
            self.round_menu.kill()
        self.round_menu = menu

    def step_menu(self, menu) -> None:
        """Enter on the rounds' drop-down: the next round."""
        self.round_step(1)

    def round_step(self, delta: int) -> None:
        """To the start of the next round (``delta`` 1; from the last round, the end), or of
        this one (-1; from its start, of the one before)."""
        rp = self.replay
        target = rp.round_start(delta)
        if delta > 0 and target <= rp.position:
            target = len(rp)
        self.playing = False
        self.go(target)
        self.update_buttons()

    def update_buttons(self) -> None:
        self.update_round_menu()
        follow = self.t("replay.everyone") if self.follow is None else self.names[self.follow]
        texts = (
            self.t("replay.pause" if self.playing else "replay.play"),
            self.t("replay.speed", speed=f"{self.speed:g}"),
            self.t("replay.follow", name=follow),
        )
        if texts != self._texts:
            self._texts = texts
            for btn, text in zip((self.play_btn, self.speed_btn, self.follow_btn), texts):
                room = btn.rect.w - self.px(20)
                if btn is self.follow_btn and btn.font.size(text)[0] > room:
                    text = follow  # the name alone rather than "View: p…" (the tooltip says what it is)
                btn.set_text(ellipsize(btn.font, text, room))

    # -- what the viewer sees -------------------------------------------------
    def refresh(self, animate: bool = True) -> None:
        """The table shows view(follow) at the current position; the log and panel follow."""
        state = self.state
        self.table.refresh(state.view(self.follow), self.follow, [])
        if not animate:
            self.table.skip_animation()
        events = state.events if self.at_end and state.is_over() else state.events_for(self.follow)
        self.panel.set_log(format_log(self.module, self.ui, events, self.names))
        rows = []
        to_act = state.to_act()
        for seat, (s, score) in enumerate(zip(self.match.seats, state.shown_scores(self.follow))):
            tag = self.t("replay.followed") if seat == self.follow else ""
            rows.append((s.name, tag, score, seat in to_act, seat == self.follow))
        self.panel.set_scores(rows)
        rp = self.replay
        where = self.t("replay.where", round=rp.round_of() + 1, rounds=len(rp.rounds), step=rp.position, steps=len(rp))
        if rp.position > 0:
            last = rp.steps[rp.position - 1]
            where += "\n" + self.t("replay.moved", name=self.names[last.seat])
        if self.at_end:
            where += "\n" + self.t("replay.over" if state.is_over() else "replay.unfinished")
        self.panel.set_prompt(where, None)

    def go(self, position: int) -> None:
        """Show the position ``position``. A single step forward animates, as at the game
        (animations on); any other move, and every move with animations off, gets a new
        table, which shows the position as a fresh replay gone straight there does (a table
        remembers the view before, e.g. to name who just played: a view from later in the
        game is no "before"; with animations off El Viejo Imperio's table kept a finished
        round's trick and event until the next card, under a header that named the next
        round)."""
        forward = position == self.replay.position + 1 and self.ui.settings.anim_speed > 0
        self.replay.seek(position)
        if not forward:
            self.new_table()
        self.refresh(animate=forward)

    def new_table(self) -> None:
        self.table = self.module.TABLE(self.ui, self.match.game.id, self.names)
        self.table.set_rect(self.table_rect)

    # -- events ---------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and self.replay_key(event):
            return
        if event.type == pygame.KEYDOWN and self.focus_key(event):
            return
        if self.table.overlay_open() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.table.handle_event(event)  # a click anywhere closes the zoom
            return
        consumed = self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.on_button(event.ui_element)
            return
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.round_menu:
            self.playing = False
            self.go(self.replay.rounds[int(event.selected_option_id)])
            self.update_buttons()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.show_chart:
                self.show_chart = False
            elif self.table.overlay_open():
                self.table.handle_event(event)
            else:
                self.app.pop()
            return
        if consumed or self.panel.handle_event(event):
            return
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            try:
                self.table.handle_event(event)  # hover and right-click zoom; it offers no actions
            except Exception as err:  # the table view must never take the app down
                self.ui.toast(self.t("table.error", reason=f"{type(err).__name__}: {err}"))

    def replay_key(self, event) -> bool:
        """The viewer's own keys; True when the key was used."""
        from client import keyboard as kb

        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            return False
        if kb.is_help_key(event):  # "?": the viewer's own keys (F1 too, in App.toggle_shortcuts)
            self.app.push(self.app.scene("shortcuts", self.shortcut_rows()))
            return True
        actions = {
            pygame.K_LEFT: self.back_btn,
            pygame.K_RIGHT: self.next_btn,
            pygame.K_HOME: self.first_btn,
            pygame.K_END: self.last_btn,
            pygame.K_SPACE: self.play_btn,
            pygame.K_f: self.follow_btn,
        }
        if event.key in actions:
            self.on_button(actions[event.key])
            return True
        if event.key == pygame.K_c:
            self.show_chart = not self.show_chart
            return True
        if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.round_step(-1 if event.key == pygame.K_PAGEUP else 1)
            return True
        text = getattr(event, "unicode", "")
        if text in ("+", "-") or event.key in (pygame.K_KP_PLUS, pygame.K_KP_MINUS):
            self.change_speed(1 if text == "+" or event.key == pygame.K_KP_PLUS else -1)
            return True
        return False

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """(keys, what they do): the viewer's keys, for the shortcut list (F1 or "?")."""
        t = self.t
        return [
            ("← →", t("replay.key_step")),
            (t("replay.k_home_end"), t("replay.key_ends")),
            (t("replay.k_pages"), t("replay.key_round")),
            (t("keys.k_space"), t("replay.key_play")),
            ("+ / -", t("replay.key_speed")),
            ("F", t("replay.key_follow")),
            ("C", t("replay.key_chart")),
            ("Tab / ↑ ↓", t("replay.key_walk")),
            ("Enter", t("replay.key_enter")),
            ("Esc", t("replay.key_leave")),
            ("F1 / ?", t("keys.help")),
        ]

    def change_speed(self, delta: int) -> None:
        i = SPEEDS.index(self.speed) if self.speed in SPEEDS else 1
        self.speed = SPEEDS[max(0, min(len(SPEEDS) - 1, i + delta))]
        self.update_buttons()

    def on_button(self, element) -> None:
        rp = self.replay
        if element is self.play_btn:
            self.playing = not self.playing and not self.at_end
            self.wait = 0.0
        elif element is self.speed_btn:
            self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)] if self.speed in SPEEDS else 1.0
        elif element is self.follow_btn:
            seats = [None, *range(len(self.names))]
            self.follow = seats[(seats.index(self.follow) + 1) % len(seats)]
            self.new_table()  # nothing of the seat followed before stays in its memory
            self.refresh(animate=False)
        elif element is self.menu_btn:
            self.app.pop()
        else:
            targets = {
                self.first_btn: 0,
                self.back_btn: rp.position - 1,
                self.next_btn: rp.position + 1,
                self.last_btn: len(rp),
            }
            if element not in targets:
                return
            target = targets[element]
            if element is not self.next_btn:
                self.playing = False
            self.go(target)
        self.update_buttons()

    # -- the clock ----------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.manager.update(dt)
        self.table.update(dt)
        self.panel.update(dt)
        if self.playing and not self.table.busy():
            self.wait -= dt
            if self.wait <= 0:
                self.go(self.replay.position + 1)
                self.wait = 1.0 / self.speed
                if self.at_end:
                    self.playing = False
        self.update_buttons()

    def animating(self) -> bool:
        return super().animating() or self.playing or self.table.busy()

    # -- the score chart (C) ------------------------------------------------------
    show_chart = False
    _track_key: tuple | None = None
    _track: list[list[int]] = []

    def chart_track(self) -> list[list[int]]:
        """Each seat's score at the end of each round so far, and now in the round under way
        (the results' chart, as far as the replay has come): what the followed seat (or a
        spectator) may see while the game goes on, every score once it is over."""
        rp = self.replay
        key = (rp.position, self.follow)
        if self._track_key != key:  # drawn every frame: worked out again only when the position or seat changes
            out = []
            for p in rp.round_ends(rp.position):
                state = rp.state_at(p)
                out.append([s.total for s in state.scores()] if state.is_over() else state.shown_scores(self.follow))
            self._track_key, self._track = key, out
        return self._track

    def draw_chart(self, surface: pygame.Surface) -> None:
        from client.chart import draw_score_chart

        rect = self.table.rect.inflate(-self.px(60), -self.px(120))
        draw_score_chart(
            surface,
            rect,
            self.chart_track(),
            self.names,
            self.font(20, bold=True),
            self.font(16),
            title=self.t("results.chart_title"),
            px=self.px,
        )

    # -- drawing ------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        if self.show_chart:
            self.draw_chart(surface)
        self.panel.draw(surface)
        self.manager.draw_ui(surface)
        self.draw_focus(surface)
        self.ui.toast_band = self.table.toast_band()
        if self.table.overlay_open():  # the zoom veils the table; veil the side panel alike
            shade = pygame.Surface(self.panel.rect.size, pygame.SRCALPHA)
            shade.fill((0, 0, 0, 200))
            surface.blit(shade, self.panel.rect.topleft)
