"""The rules reference: each game's rulebook (assets/rulebooks/*.md) in a scrollable text box."""

from __future__ import annotations

import html
import re

import pygame
import pygame_gui

from client.scenes.base import Scene
from client.ui import asset_root
from rules.core import COMING, all_games

RULEBOOKS = {"virrey": "virrey.md", "ausonia": "ausonia.md", "tribunal": "tribunal.md",
             "krysis": "krysis.md", "imperio": "imperio.md"}


def markdown_to_html(text: str) -> str:
    """Markdown (headings, bold, italics, lists, paragraphs) to pygame_gui's HTML subset."""
    out, para = [], []

    def inline(s: str) -> str:
        s = html.escape(s, quote=False)
        s = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", s)
        s = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", s)
        return s

    def flush():
        if para:
            out.append(inline(" ".join(para)) + "<br><br>")
            para.clear()

    for raw in text.splitlines():
        line = raw.strip()
        heading = re.match(r"(#{1,6})\s+(.*)", line)
        bullet = re.match(r"[-*•]\s+(.*)", line)
        if not line:
            flush()
        elif heading:
            flush()
            size = 6 if len(heading.group(1)) <= 2 else 5
            out.append(f"<font size={size}><b>{inline(heading.group(2).strip('*'))}</b></font><br><br>")
        elif bullet:
            flush()
            out.append(f"  •  {inline(bullet.group(1))}<br>")
        else:
            para.append(line)
    flush()
    return "".join(out)


def rulebook_html(name: str) -> str:
    try:
        text = (asset_root() / "rulebooks" / name).read_text(encoding="utf-8")
    except OSError:
        return html.escape(name)
    return markdown_to_html(text)


class RulesScene(Scene):
    def __init__(self, app, game_id: str = "imperio"):
        self.game_id = game_id
        super().__init__(app)

    def titles(self) -> list[tuple[str, str]]:
        out = [(g.id, self.ui.localized(g.name)) for g in all_games()]
        return out + [(gid, self.ui.localized(name)) for gid, name in COMING.items()]

    def build(self) -> None:
        w, h = self.app.size
        self.label((40, 24, w - 80, 56), self.t("rules.title"), "@heading")
        self.tabs = {}
        for i, (gid, title) in enumerate(self.titles()):
            btn = self.button((40, 100 + i * 66, 300, 56), title)
            if gid == self.game_id:
                btn.select()
            self.tabs[btn] = gid
        self.back = self.button((40, h - 90, 300, 60), self.t("dialog.back"))
        book = next((g.rulebook for g in all_games() if g.id == self.game_id), "") or RULEBOOKS.get(self.game_id, "")
        self.text = pygame_gui.elements.UITextBox(rulebook_html(book), pygame.Rect(370, 100, w - 410, h - 130),
                                                  self.manager)

    def on_button(self, element) -> None:
        if element in self.tabs:
            self.game_id = self.tabs[element]
            self.rebuild()
        elif element is self.back:
            self.app.pop()

    def on_escape(self) -> None:
        self.app.pop()
