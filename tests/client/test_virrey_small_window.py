"""Virrey at the smallest windows: the header (turn and phase) and the auction colours'
names read whole, not cut with "…" (the play-test saw "Turn 1/12 · Development, roun…"
and "Yell…" at 1100x650)."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from label_fit import resize  # noqa: E402
from table_helpers import ai_move  # noqa: E402

import client.text as text_mod  # noqa: E402
from client.testing import confirm_pass, frames, make_app  # noqa: E402
from rules.core import Config, Match, Seat  # noqa: E402


@pytest.mark.parametrize("size", [(1024, 640), (1100, 650)])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_header_and_colour_names_are_whole_in_a_small_window(size, lang, monkeypatch):
    cut = []  # texts drawn cut (Text.render's ellipsis; Text.fit only measures)
    real_ellipsize, real_render = text_mod.ellipsize, text_mod.Text.render
    drawing = [False]

    def recording(font, text, width):
        out = real_ellipsize(font, text, width)
        if out != text and drawing[0]:
            cut.append(text)
        return out

    def render(self, *args, **kwargs):
        drawing[0] = True
        try:
            return real_render(self, *args, **kwargs)
        finally:
            drawing[0] = False

    monkeypatch.setattr(text_mod, "ellipsize", recording)
    monkeypatch.setattr(text_mod.Text, "render", render)
    app = make_app()
    try:
        app.settings.lang = lang
        resize(app, size)
        match = Match.new("virrey", Config(2, 5), [Seat("Ana", "human"), Seat("Bot 1", "greedy")])
        rng = random.Random(5)
        for _ in range(60):  # into the development phase of turn 3
            ai_move(match, match.state.to_act()[0], rng)
        app.start_match(match)
        frames(app, 3)
        confirm_pass(app)
        frames(app, 3)
        ui = app.ui
        colours = {ui.t(f"virrey.colour_title.{c}") for c in ("blue", "red", "green", "yellow")}
        phases = [line for line in cut if "/12" in line]
        assert not phases, phases
        assert not colours & set(cut), colours & set(cut)
    finally:
        app.close()


@pytest.mark.parametrize("size,scale", [((1024, 640), "150"), ((1366, 768), "150"), ((1024, 640), "100")])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_decks_labels_stand_apart(size, scale, lang):
    """Each deck's label under its pile, clear of its neighbours' by a space at least
    ("GrandePeq.LeyesDesc" ran together at 1024x640 150 %)."""
    app = make_app(lang=lang)
    try:
        app.settings.ui_scale = scale
        resize(app, size)
        match = Match.new(
            "virrey", Config(4, 5), [Seat("Ana", "human")] + [Seat(f"Bot {i}", "greedy") for i in (1, 2, 3)]
        )
        app.start_match(match)
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        table = app.top.table
        font = table.text.font(max(8, int(10 * table.layout.scale), table.ui.text_floor()))
        rects, labels = table.deck_rects(), table.deck_labels()
        spans = [
            (r.centerx - w / 2, r.centerx + w / 2)
            for key, r in rects.items()
            for w in [max(font.size(line)[0] for line in labels[key])]
        ]
        space = font.size(" ")[0]
        for (_, right), (left, _) in zip(spans, spans[1:]):
            assert left - right >= space, (labels, spans)
        assert table.layout.decks.left <= spans[0][0] and spans[-1][1] <= table.layout.decks.right
    finally:
        app.close()


@pytest.mark.parametrize("players,moves", [(4, 25), (1, 12)])
def test_a_laws_name_shows_whole_on_a_hand_card_at_150(players, moves):
    """A law in the hand shows its whole name, in up to three lines where the card's paper has
    room for them ("Arcas Llenas" and "Destitución" were left to the zoom on a hand card at
    1024x640 150 %, half the card blank under "LEY")."""
    from test_text_floor import table_seen

    seen = table_seen("virrey", players, moves, {}, (1024, 640), "150")
    laws = [(card, drawn) for card, _, drawn in seen["hand"] if seen["table"].painter.is_law(card)]
    assert laws, "no law in the hand"
    for card, (name, lines, _) in laws:
        assert " ".join(lines).replace("- ", "").split() == name.split(), (card, name, lines)


@pytest.mark.parametrize("size,scale", [((1024, 640), "150"), ((1600, 900), "100")])
def test_the_screens_infinite_gems_line_stays_in_its_panel(size, scale):
    """The screen's "Infinitas:" line (a pyramid's infinite gems) lies inside the screen's
    panel, its tokens after the word (at 1024x640 150 % the word ran under the panel's bottom
    border and its token was drawn over it)."""
    from test_text_floor import table_seen

    seen = table_seen("virrey", 2, 23, {}, size, scale)  # the first seat has an infinite gem
    word = seen["table"].ui.t("virrey.infinite_short")
    rects = [rect for rect, words in seen["texts"] if words == word]
    assert rects, "no infinite gems' line"
    assert all(seen["table"].layout.screen.contains(rect) for rect in rects), (rects, seen["table"].layout.screen)


@pytest.mark.parametrize("size", [(1024, 640), (1366, 768)])
def test_a_slots_hint_reads_whole_at_150(size):
    """Over each lit slot of the pyramid, the hint's texts (its level, "Gratis" for a law, the
    cost and why not) fit the slot: at 1024x640 150 % "Nivel 1" showed as "ivel", clipped."""
    import pygame

    import client.ui
    from client.virrey import panels

    app = make_app()
    try:
        app.settings.ui_scale = "150"
        resize(app, size)
        match = Match.new("virrey", Config(2, 3), [Seat("Ana", "human"), Seat("Bot 1", "greedy")])
        rng = random.Random(3)
        for _ in range(23):  # development, two laws and a character in Ana's hand
            ai_move(match, match.state.to_act()[0], rng)
        app.start_match(match)
        frames(app, 3)
        confirm_pass(app)
        frames(app, 2)
        table = app.top.table
        geo, surface = table.own_geo(), pygame.Surface(app.size)
        checked = 0
        for card in table.hand():
            table.selected = card
            for (level, x), reason in table.lit_slots().items():
                r = geo.rect(level, x)
                client.ui.TEXT_LOG = log = []
                try:
                    panels.slot_hint(table.drawer, surface, card, level, r, reason)
                finally:
                    client.ui.TEXT_LOG = None
                assert all(w <= r.w - 8 and not text.endswith("…") for _, text, w in log), (card, r, log)
                checked += 1
        assert checked
    finally:
        app.close()
