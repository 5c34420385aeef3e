"""Learn to play: the games with a guided first game (client/tutorial), each begun, or
resumed where it was left (with "Start over" beside it). A lesson is the game's table with
a coach."""

from __future__ import annotations

from client.scenes.base import Scene
from client.text import ellipsize, without_gloss
from client.tutorial import coach as lesson
from client.tutorial import script as tutorial_script
from rules.core import TableroError, all_games


class LearnScene(Scene):
    scalable = True
    ring_from_start = True  # on the first lesson: Enter begins (or resumes) it

    def build(self) -> None:
        """The five lessons, one a row (with "Start over" beside a lesson begun), and Back; a
        window under 560 layout units high (1024x640 and 1366x768 at 150 %) gets shorter rows."""
        w, h = self.lsize
        width = min(w - 40, 860)
        left = (w - width) // 2
        compact, small = h < 760, h < 560
        if small:
            self.label((left, 8, width, 44), self.t("tutorial.title"), "@heading")
            self.label((left, 52, width, 28), self.t("tutorial.intro"), "@subtle")
            y, row = 88, 50
        else:
            self.label((left, 24 if compact else 50, width, 60), self.t("tutorial.title"), "@heading")
            self.label((left, 84 if compact else 116, width, 34), self.t("tutorial.intro"), "@subtle")
            y, row = (130, 58) if compact else (170, 66)
        self.start: dict = {}
        self.again: dict = {}
        self.problems: dict[str, str] = {}
        have = set(tutorial_script.games_with_tutorials())
        for game in all_games():
            if game.id not in have:
                continue
            name = self.ui.localized(game.name)
            script, kept = None, None
            if lesson.progress_path(game.id).exists():  # a lesson begun: is it the script's?
                try:  # (checked where a lesson is kept only: each check plays it through)
                    script = tutorial_script.load(game.id)
                    kept = lesson.read_progress(script)
                except TableroError as err:  # a broken script: said on press, never a crash
                    self.problems[game.id] = str(err)
            bw = width - (220 if kept else 0)
            cls = "@game"
            if kept is not None:  # "El Viejo Imperio: seguir (paso 3 de 30)", without the name's gloss
                name = without_gloss(name)
                label, cls = self.resume_label(name, kept[1] + 1, len(script.steps), bw)
            else:
                label = name
            btn = self.button((left, y, bw, row - (8 if small else 10)), label, cls)
            self.start[btn] = game.id
            if kept is not None:
                again = self.button(
                    (left + width - 208, y, 208, row - (8 if small else 10)), self.t("tutorial.start_over")
                )
                self.again[again] = game.id
            y += row
        self.back = self.button((left, h - 52, 220, 44) if small else (left, h - 84, 240, 60), self.t("dialog.back"))

    def resume_label(self, name: str, n: int, of: int, width: int) -> tuple[str, str]:
        """(the words, the theme class) of a begun lesson's button ``width`` units wide: in
        the games' font, whole or in short ("El Viejo Imperio, paso 3/22") where that fits,
        else short in the smaller @big with the game's name cut (the step always shows)."""
        room = self.px(width - 52)  # the button's padding
        for key in ("tutorial.resume", "tutorial.resume_short"):
            text = self.t(key, game=name, n=n, of=of)
            if self.font(24, True, True).size(text)[0] <= room:
                return text, "@game"
        font = self.font(22, bold=True)
        rest = font.size(self.t("tutorial.resume_short", game="", n=n, of=of))[0]
        return self.t("tutorial.resume_short", game=ellipsize(font, name, room - rest), n=n, of=of), "@big"

    def resume(self) -> None:
        self.rebuild()  # a lesson may have been left or finished

    def on_button(self, element) -> None:
        if element in self.start or element in self.again:
            game_id = self.start.get(element) or self.again[element]
            if game_id in self.problems:
                self.app.message(self.t("tutorial.broken_title"), self.problems[game_id])
                return
            if element in self.again:
                lesson.clear_progress(game_id)
            self.app.show_wait()
            try:
                coach, match = lesson.Coach.start(game_id, self.ui.lang)
            except TableroError as err:  # a broken script, found as the lesson starts
                self.app.message(self.t("tutorial.broken_title"), str(err))
                return
            self.app.push(self.app.scene("table", match, coach=coach))
        elif element is self.back:
            self.app.pop()

    def on_escape(self) -> None:
        self.app.pop()
