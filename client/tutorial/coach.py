"""The guided first game at the real table: a :class:`Coach` takes a table scene through a
tutorial script (client/tutorial/script.py) one step at a time.

The table scene (client/scenes/table.py) asks its coach at each of its hooks. Each step's
words sit beside the table, over the log (the coach box), or where the side panel is folded
into a rail, on the table clear of the lit place, with the rulebook section it teaches (F1
opens it there). On the learner's move the place to act is lit, the rest of
the table dimmed, and any other move refused with "first, do this"; the AI seats make the
script's moves, each followed by a line on what it did and why it matters. Next (Enter)
goes on, "Do it for me" makes the learner's move, and the last step hands over: play on
alone against the AI with hints on, or a new game. Progress is saved after every step
(:func:`progress_path`), so a lesson left is resumed from the Learn-to-play screen.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import NamedTuple

import pygame

from client.advice import HINT_COLOUR, draw_hint_rects, hint_rects
from client.scenes.base import GOLD, SUBTLE, TEXT
from client.text import wrap
from client.tutorial import script as tutorial_script
from client.tutorial.place import place as place_box
from rules.core import Match, SaveError, saves

VEIL = (0, 0, 0, 120)  # over the table but the lit place, on the learner's move
CHOICE_H = 44  # layout units: each of the hand-over's two buttons in the box


def choices_h(px) -> int:
    """The hand-over's two buttons under the words, in pixels: each, the gap, the margin."""
    return 2 * px(CHOICE_H) + px(8) + px(12)


class Laid(NamedTuple):
    """The coach's box as laid out: where, its words' size (layout units), the lines."""

    box: pygame.Rect
    size: int
    section: list[str]
    words: list[str]


def progress_path(game_id: str) -> Path:
    """Where the lesson of ``game_id`` in progress is kept (in the user's data folder)."""
    return saves.home() / "tutorials" / f"{game_id}.json"


def read_progress(script: tutorial_script.Script) -> tuple[Match, int] | None:
    """The match and step of the lesson in progress, or None (none kept, or one that no
    longer follows the script: a newer script, a damaged file)."""
    try:
        data = json.loads(progress_path(script.game).read_text(encoding="utf-8"))
        step = data["step"]
        match = saves.from_json(data["match"])
    except (OSError, ValueError, KeyError, TypeError, SaveError):
        return None
    if not (isinstance(step, int) and 0 <= step < len(script.steps)):
        return None
    moves = [(s.seat, s.action) for s in match.steps]
    if match.config != script.config or moves not in (script.moves_before(step), script.moves_before(step + 1)):
        return None
    return match, step


def clear_progress(game_id: str) -> None:
    try:
        progress_path(game_id).unlink(missing_ok=True)
    except OSError:
        pass


class Coach:
    """A lesson in progress: the script, the step, and the hooks a table scene calls."""

    def __init__(self, script: tutorial_script.Script, index: int = 0):
        self.script = script
        self.index = index
        self.ai_done = False
        self.ai_wait = 0.0

    @classmethod
    def start(cls, game_id: str, lang: str, resume: bool = True) -> tuple[Coach, Match]:
        """The lesson of ``game_id`` and its match: where it was left, or from the start."""
        script = tutorial_script.load(game_id)
        kept = read_progress(script) if resume else None
        match, index = kept if kept is not None else (script.match(lang), 0)
        coach = cls(script, index)
        coach.ai_done = len(match.steps) > len(script.moves_before(index))
        return coach, match

    @property
    def step(self) -> tutorial_script.Step:
        return self.script.steps[self.index]

    def words(self, lang: str) -> str:
        return self.step.text.get(lang) or self.step.text["es"]

    def section(self, lang: str) -> str:
        return self.step.section.get(lang) or self.step.section["es"]

    # -- the table scene's hooks ---------------------------------------------------------
    def build(self, scene) -> None:
        """Next and "Do it for me" where Undo and Save were (``homes``)."""
        scene.undo_btn.hide()
        scene.save_btn.hide()
        home, text = self.homes(scene)[0], scene.t("tutorial.next")  # the smaller bold in a narrow rail
        cls = "@primary" if scene.font(20, bold=True).size(text)[0] <= home.w - scene.px(24) else "@primary_small"
        self.next_btn = scene.button((0, 0, 10, 10), text, cls)
        self.skip_btn = scene.button((0, 0, 10, 10), scene.t("tutorial.skip"))
        for btn, place in zip((self.next_btn, self.skip_btn), self.homes(scene)):
            btn.set_dimensions(place.size)
            btn.set_relative_position(place.topleft)
        self._fit_skip(scene, scene.t("tutorial.skip"), scene.t("tutorial.skip_short"))
        self._at_end, self._end_box = False, None  # the buttons are at their homes
        self.update_buttons(scene)

    def _fit_skip(self, scene, text: str, short: str) -> None:
        """ "Do it for me" whole, or "Show me" where its button is narrower than that."""
        btn = self.skip_btn
        btn.set_text(text if btn.font.size(text)[0] <= btn.rect.w - scene.px(16) else short)

    @staticmethod
    def homes(scene) -> list[pygame.Rect]:
        """Where Next and "Do it for me" sit, in pixels: Undo's and Save's places; in a folded
        side panel (Save is in its drawer) Undo's and the box under the prompt (at 1024x640
        150 % "Siguiente" ran off the window and "Hazlo por mí" lay over the hand)."""
        undo = pygame.Rect(scene.undo_btn.relative_rect)
        if scene.panel.compact:
            return [undo, pygame.Rect(scene.panel.play_rect)]
        return [undo, pygame.Rect(scene.save_btn.relative_rect)]

    def update_buttons(self, scene) -> None:
        kind = self.step.kind
        ready = kind in ("say", "end") or (kind == "ai" and self.ai_done and not scene.table.busy())
        end = kind == "end"
        box = tuple(self.box(scene)) if end else None  # the choices follow the box (a drawer opened)
        if end != self._at_end or box != self._end_box:
            if end != self._at_end:  # the hand-over's two choices, whole, in the box
                self.next_btn.set_text(scene.t("tutorial.play_on" if end else "tutorial.next"))
                if end:
                    self.skip_btn.set_text(scene.t("tutorial.new_game"))
            self._at_end, self._end_box = end, box
            for btn, home, rect in zip((self.next_btn, self.skip_btn), self.homes(scene), self.choices(scene)):
                place = rect if end else home
                btn.set_dimensions(place.size)
                btn.set_relative_position(place.topleft)
            if not end:
                self._fit_skip(scene, scene.t("tutorial.skip"), scene.t("tutorial.skip_short"))
        self.next_btn.enable() if ready else self.next_btn.disable()
        self.skip_btn.enable() if kind in ("do", "end") else self.skip_btn.disable()

    def choices(self, scene) -> list[pygame.Rect]:
        """Where the hand-over's two buttons go: across the bottom of the coach box."""
        box, px = self.box(scene), scene.px
        h, gap = px(CHOICE_H), px(8)
        return [
            pygame.Rect(box.x + px(12), box.bottom - px(12) - 2 * h - gap, box.w - px(24), h),
            pygame.Rect(box.x + px(12), box.bottom - px(12) - h, box.w - px(24), h),
        ]

    def key_stops(self, scene, table: list) -> list:
        """The focus ring's order: Next (or "Do it for me"), then the places the step lights,
        then the rest of the ``table``'s stops (Tab walked El Viejo Imperio's hand from its
        first card, under the lesson's box, to the lit Carlos V, the tenth)."""
        from client.keyboard import Stop

        own = [
            Stop(f"tutorial:{name}", pygame.Rect(btn.rect), lambda b=btn: self.on_button(scene, b))
            for name, btn in (("next", self.next_btn), ("skip", self.skip_btn))
            if btn.visible and btn.is_enabled
        ]
        first = self.lit_stops(scene, table)
        return own + first + [s for s in table if s not in first]

    def lit_stops(self, scene, stops: list) -> list:
        """Of ``stops``, those of the places the step lights (a stop whose middle lies in a lit
        place, or that holds a lit place's middle: the trick's stop is the whole trick), the
        move's source first (Grand Tribunal's activation: Tab went to the Regio, the target,
        and Enter there was refused)."""
        lit = [pygame.Rect(r) for r in self.lit(scene)]

        def place(stop) -> int | None:  # which lit place: the move's source comes first
            hits = (
                i for i, r in enumerate(lit) if r.collidepoint(stop.rect.center) or stop.rect.collidepoint(r.center)
            )
            return next(hits, None)

        found = [(place(s), n) for n, s in enumerate(stops)]
        return [stops[n] for i, n in sorted((i, n) for i, n in found if i is not None)]

    def ring_to_lit(self, scene) -> None:
        """After Enter picked a source up, the ring on the lit place it goes to rather than on
        the first place the table lists (Grand Tribunal's register: Potions, where the step
        lit Elemental, and Enter there was refused)."""
        stops = scene.key_stops()
        table = [s for s in stops if not s.name.startswith(("tutorial:", "panel:")) and s.name != scene.keys.source]
        lit = self.lit_stops(scene, table)
        if lit and scene.keys.name not in {s.name for s in lit}:
            scene.keys.name, scene.keys.index = lit[0].name, stops.index(lit[0])

    def on_button(self, scene, element) -> bool:
        """A press of one of the lesson's buttons (True), or of the Rules button (to the
        section); False for the scene's other buttons."""
        if element is self.next_btn:
            if self.step.kind == "end":
                self.play_on(scene)
            elif self.next_btn.is_enabled:
                self.go_on(scene)
        elif element is self.skip_btn:
            if self.step.kind == "end":
                self.new_game(scene)
            elif self.step.kind == "do":
                scene.human_action(self.step.action)
        elif element is scene.rules_btn:
            self.open_rules(scene)
        else:
            return False
        return True

    def handle_key(self, scene, event) -> bool:
        """Enter goes on (when no focus ring points elsewhere)."""
        from client import keyboard as kb

        if event.key in kb.ENTER and not scene.keys.visible and self.next_btn.is_enabled:
            self.on_button(scene, self.next_btn)
            return True
        return False

    def open_rules(self, scene) -> None:
        """The rulebook, at the section this step teaches (F1, or the Rules button)."""
        scene.app.push(scene.app.scene("rules", scene.match.game.id, section=self.section(scene.ui.lang)))

    def allows(self, scene, act) -> bool:
        """Only the step's move: another is refused with "first, do this" (and snaps back); a
        second try while it shows keeps that toast up rather than stacking another under it
        (at 1024x640 150 % El Viejo Imperio's second one lay over the lit hand card)."""
        if self.step.kind == "do" and act == self.step.action:
            return True
        words = scene.t("tutorial.first_this")
        shown = next((toast for toast in scene.ui.toasts if toast[0] == words), None)
        if shown is not None:  # tried again: the same toast longer, not one more stacked down over the lit place
            shown[1] = 4.0
        else:
            scene.ui.toast(words, 4.0)
        scene.refresh()
        return False

    def moved(self, scene) -> None:
        """After a move of the learner's: on to the next step once the step's move is made."""
        if self.step.kind == "do" and len(scene.match.steps) == len(self.script.moves_before(self.index + 1)):
            self.go_on(scene)

    def advance(self, scene) -> None:
        """The script, not the worker, moves the AI seats; the learner decides on "do" steps."""
        step = self.step
        if step.kind == "ai" and not self.ai_done:
            if self.ai_wait < scene.ai_delay():
                return
            scene.match.apply(step.seat, step.action)
            self.ai_done = True
            scene.after_apply()
        elif step.kind == "do" and scene.deciding != step.seat:
            scene.show(step.seat)

    def update(self, dt: float) -> None:
        if self.step.kind == "ai" and not self.ai_done:
            self.ai_wait += dt

    def held(self, ai_seats: frozenset[int]) -> frozenset[int]:
        """The AI seats the script holds: every one but the seat whose scripted move is due
        now (the others move when the learner goes on, so they show no "thinking")."""
        return ai_seats - {self.step.seat} if self.animating() else ai_seats

    def animating(self) -> bool:
        return self.step.kind == "ai" and not self.ai_done

    def go_on(self, scene) -> None:
        """To the next step (the last one stays)."""
        if self.index + 1 < len(self.script.steps):
            self.index += 1
            self.ai_done, self.ai_wait = False, 0.0
            scene.deciding = None
            scene.keys.visible = False
            self.save(scene)
            scene.refresh()
            scene._panel_key = None

    def finished(self) -> None:
        """The game itself ended inside the lesson (a script that plays it to the end)."""
        clear_progress(self.script.game)

    # -- the hand-over ---------------------------------------------------------------------
    def play_on(self, scene) -> None:
        """The rest of the same game, the AI seats at the script's level, hints on."""
        clear_progress(self.script.game)
        table = scene.app.start_match(scene.match, replace=True, force_hints=True)  # keeps a game in progress
        if table is not None:
            table.autosave()  # from now on "Continue" resumes it

    def new_game(self, scene) -> None:
        clear_progress(self.script.game)
        scene.app.replace("setup", self.script.game)

    def save(self, scene) -> None:
        """The lesson so far, written atomically into the user's data folder."""
        if not scene.app.autosave:
            return
        path = progress_path(self.script.game)
        data = json.dumps({"format": "tablero-tutorial", "step": self.index, "match": saves.to_json(scene.match)})
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".tutorial-")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(data)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, path)
        except OSError as err:
            scene.ui.toast(scene.t("save.failed", reason=err.strerror or str(err)))

    # -- drawing ---------------------------------------------------------------------------
    def lit(self, scene) -> list[pygame.Rect]:
        """Where the learner's move of this step is made (empty on other steps); with the
        focus ring shown, its bar button too where a drag makes it (Krysis's sale: the cargo
        dragged to the bank, or "Vender" by keyboard)."""
        step = self.step
        if step.kind != "do" or scene.deciding != step.seat or scene.table.busy():
            return []
        rects = hint_rects(scene.table, step.action)
        button = scene.table.bar_rect(step.action) if scene.keys.visible else None
        return rects + [button] if button is not None and button not in rects else rects

    def draw_lit(self, scene, surface: pygame.Surface) -> None:
        """The table dimmed but the lit places, and a ring round each."""
        rects = self.lit(scene)
        if not rects:
            return
        table = scene.table.rect
        veil = pygame.Surface(table.size, pygame.SRCALPHA)
        veil.fill(VEIL)
        for r in rects:
            veil.fill((0, 0, 0, 0), pygame.Rect(r).inflate(10, 10).move(-table.x, -table.y))
        surface.blit(veil, table.topleft)
        draw_hint_rects(surface, rects, getattr(scene.table, "clock", 0.0))

    def box(self, scene) -> pygame.Rect:
        """The step's words: over the prompt and the log of a wide side panel (beside the
        table); with the panel folded into a rail, on the table, sized to its text, off the
        places the step lights (at 1024x640 150 % it lay over the table's middle, on the very
        cards the step lit)."""
        return self.laid(scene).box

    def laid(self, scene) -> Laid:
        """The box, its words' font size (layout units) and the lines of its section and words.
        Within a step it stays put while it covers none of the lit places (the next gesture
        of a move lights others; between two frames none are lit yet)."""
        lit = [pygame.Rect(r) for r in self.lit(scene)]
        panel, px = scene.panel, scene.px
        keep = self.keep_clear(scene) if panel.compact else []
        shown = self.shown(scene)
        room = (
            panel.compact,
            panel.drawer_open,
            tuple(scene.table.rect),
            tuple(panel.prompt_box),
            tuple(panel.log_rect),
            tuple(tuple(r) for r in keep),
            tuple(tuple(r) for r in shown),
        )
        key = (self.index, scene.ui.lang, room)
        kept = getattr(self, "_laid", None)
        if kept is not None and kept[0] == key:
            was, laid = kept[1], kept[2]
            if was == lit or (self.step.kind == "do" and not lit):
                return laid
            if was and not any(laid.box.colliderect(r.inflate(px(8), px(8))) for r in lit):
                return laid
        laid = self._on_table(scene, lit, keep, shown) if panel.compact else self._in_panel(scene)
        self._laid = (key, lit, laid)
        return laid

    def shown(self, scene) -> list[pygame.Rect]:
        """The parts of the table the step's words are about (its ``show``: the layout's rects
        by name; Krysis's "your camp" lay under the box that told of it)."""
        layout = scene.table.layout
        rects = [getattr(layout, part, None) for part in self.step.show] if layout is not None else []
        return [pygame.Rect(r) for r in rects if isinstance(r, pygame.Rect) and r.w and r.h]

    @staticmethod
    def keep_clear(scene) -> list[pygame.Rect]:
        """What the box on the table keeps off where it can, besides the lit places: the bar's
        buttons, or while an overlay is open over the table (the bar veiled under it) its words
        where its game tells them (``overlay_rects()``; Grand Tribunal's count of votes: its
        summary line and "click to close" lay under the box until the count was closed, and
        the box lay over "Points sheet")."""
        table = scene.table
        if table.overlay_open():
            words = getattr(table, "overlay_rects", None)
            return [pygame.Rect(r) for r in words()] if words is not None else []
        return [pygame.Rect(r) for _, r in getattr(table, "bar", [])]

    def _lines(self, scene, width: int, size: int) -> tuple[list[str], list[str], int, int]:
        """The section's and the words' lines in a box at most ``width`` wide, the words at
        ``size``, and the box's width and height for them: as wide as its longest line (the
        hand-over's, ``width`` for its two choices under the words)."""
        px, lang = scene.px, scene.ui.lang
        head, small, font, inner = scene.font(14, bold=True), scene.font(13), scene.font(size), width - px(24)
        title = scene.t("tutorial.step", n=self.index + 1, of=len(self.script.steps))
        section = wrap(small, scene.t("tutorial.section", section=self.section(lang).strip(' :"')), inner)
        words = wrap(font, self.words(lang), inner)
        widest = max(
            [head.size(title)[0]] + [f.size(x)[0] for f, lines in ((small, section), (font, words)) for x in lines]
        )
        end = self.step.kind == "end"
        h = px(10) + head.get_linesize() + px(2) + len(section) * small.get_linesize() + px(6)
        h += len(words) * font.get_linesize() + (px(8) + choices_h(px) if end else px(10))
        if widest > inner:  # a word wider than the box
            h = 1 << 20
        return section, words, width if end else widest + px(24), h

    def _in_panel(self, scene) -> Laid:
        """Over the prompt and the log of a wide side panel, the words at the largest size
        (17 down to 13) that fits."""
        p, lr = scene.panel.prompt_box, scene.panel.log_rect
        box = pygame.Rect(lr.x, p.y, lr.w, lr.bottom - p.y)
        for size in range(17, 12, -1):
            section, words, _, h = self._lines(scene, box.w, size)
            if h <= box.h:
                break
        return Laid(box, size, section, words)

    def _on_table(self, scene, lit: list[pygame.Rect], keep: list[pygame.Rect], shown: list[pygame.Rect]) -> Laid:
        """On the table of a folded side panel: of its text's sizes (the words at 16 down to
        13, a few widths), the one placed clear of the lit places, apart from them, and clear
        of ``keep`` and of what the words are about (``shown``) where it can be
        (client/tutorial/place.py); left of the log's drawer while
        it is open. By the top
        right corner, but for an AI's move by the bottom right: the learner sits at the bottom
        of every table, and such a step tells what another seat did, above and in the middle."""
        px = scene.px
        area = scene.table.rect.inflate(-2 * px(6), -2 * px(6))
        if scene.panel.drawer_open:
            area.w = min(area.w, scene.panel.drawer_rect.x - px(6) - area.x)
        texts = []
        for size in range(16, 12, -1):
            for width in (320, 400, 260, 480, 210):
                texts.append((size, *self._lines(scene, min(px(width), area.w), size)))
        avoid = [pygame.Rect(r).inflate(px(12), px(12)) for r in lit]  # the lit ring, and a margin
        sizes = [(w, h) for _, _, _, w, h in texts]
        ai = self.step.kind == "ai"
        box, n = place_box(area, sizes, avoid, px(40), ai, [r.inflate(px(4), px(4)) for r in shown + keep])
        if keep and box.collidelist(shown) >= 0:  # no spot off all of them: off what the words are about
            box, n = place_box(area, sizes, avoid, px(40), ai, [r.inflate(px(4), px(4)) for r in shown])
        size, section, words, _, _ = texts[n]
        return Laid(box, size, section, words)

    def under_overlay(self, scene) -> bool:
        """The box on the table would cover the words or card of an overlay open over it,
        which left it no room beside them (El Viejo Imperio's card zoom at 1024x640 150 %: the
        box lay over the zoomed card): the overlay shows above, the box again once it closes."""
        if not scene.panel.compact or not scene.table.overlay_open():
            return False
        return self.box(scene).collidelist(self.keep_clear(scene)) >= 0

    def draw_box(self, scene, surface: pygame.Surface) -> None:
        if self.under_overlay(scene):
            return
        laid, px = self.laid(scene), scene.px
        box = laid.box
        pygame.draw.rect(surface, (22, 34, 44), box, border_radius=px(8))
        pygame.draw.rect(surface, HINT_COLOUR, box, max(1, px(2)), border_radius=px(8))
        x, y = box.x + px(12), box.y + px(10)
        head = scene.font(14, bold=True)
        title = scene.t("tutorial.step", n=self.index + 1, of=len(self.script.steps))
        surface.blit(head.render(title, True, GOLD), (x, y))
        y += head.get_linesize() + px(2)
        small = scene.font(13)
        for line in laid.section:
            surface.blit(small.render(line, True, SUBTLE), (x, y))
            y += small.get_linesize()
        y += px(6)
        font = scene.font(laid.size)
        bottom = self.choices(scene)[0].top if self.step.kind == "end" else box.bottom
        for line in laid.words[: max(1, (bottom - px(8) - y) // font.get_linesize())]:
            surface.blit(font.render(line, True, TEXT), (x, y))
            y += font.get_linesize()
