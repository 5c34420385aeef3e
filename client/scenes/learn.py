"""Learn to play: the games with a guided first game (client/tutorial), each begun, or
resumed where it was left (with "Start over" beside it). A lesson is the game's table with
a coach."""

from __future__ import annotations

from client.scenes.base import Scene
from client.tutorial import coach as lesson
from client.tutorial import script as tutorial_script
from rules.core import TableroError, all_games


class LearnScene(Scene):
    scalable = True

    def build(self) -> None:
        w, h = self.lsize
        width = min(w - 80, 760)
        left = (w - width) // 2
        compact = h < 760
        self.label((left, 24 if compact else 50, width, 60), self.t("tutorial.title"), "@heading")
        self.label((left, 84 if compact else 116, width, 34), self.t("tutorial.intro"), "@subtle")
        y = 130 if compact else 170
        row = 58 if compact else 66
        self.start: dict = {}
        self.again: dict = {}
        self.problems: dict[str, str] = {}
        have = set(tutorial_script.games_with_tutorials())
        for game in all_games():
            if game.id not in have:
                continue
            name = self.ui.localized(game.name)
            try:
                script = tutorial_script.load(game.id)
                kept = lesson.read_progress(script)
            except TableroError as err:  # a broken script: said on press, never a crash
                self.problems[game.id] = str(err)
                script, kept = None, None
            label = name if kept is None else self.t("tutorial.resume", game=name, n=kept[1] + 1, of=len(script.steps))
            btn = self.button((left, y, width - (220 if kept else 0), row - 10), label, "@game")
            self.start[btn] = game.id
            if kept is not None:
                again = self.button((left + width - 208, y, 208, row - 10), self.t("tutorial.start_over"))
                self.again[again] = game.id
            y += row
        self.back = self.button((left, h - 84, 240, 60), self.t("dialog.back"))

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
            coach, match = lesson.Coach.start(game_id, self.ui.lang)
            self.app.push(self.app.scene("table", match, coach=coach))
        elif element is self.back:
            self.app.pop()

    def on_escape(self) -> None:
        self.app.pop()
