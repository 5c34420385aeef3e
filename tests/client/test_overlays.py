"""Nothing overlaps: the card zoom and the dialogs are opaque and dim everything around
them; toasts go where they cover nothing the player needs (hand, prompt bar, buttons)."""

import pygame
import pytest

from client.scenes.dialogs import SaveAsDialog
from client.table_art import zoom_frame
from client.testing import click, frames, make_app, run_until
from rules.core import Config, Match, Seat


@pytest.fixture
def app():
    app = make_app(autosave=False)
    yield app
    app.close()


def start(app, game, players):
    seats = [Seat("Ana")] + [Seat(f"IA {i}", "greedy") for i in range(1, players)]
    scene = app.start_match(Match.new(game, Config(players, seed=5), seats))
    assert run_until(app, lambda: scene.deciding == 0 and not scene.table.busy(), 600)
    frames(app, 2)
    return scene


def brightness(surface, rect) -> float:
    sub = surface.subsurface(rect)
    w, h = sub.get_size()
    pts = [sub.get_at((x, y)) for x in range(0, w, 7) for y in range(0, h, 7)]
    return sum(c.r + c.g + c.b for c in pts) / len(pts)


class _Painter:
    def blit(self, surface, surf, pos, shadow=True):
        surface.blit(surf, pos)


def test_zoom_frame_is_opaque():
    face = pygame.Surface((300, 420))
    surf, box, frame, _ = zoom_frame((1200, 900), _Painter(), face, 500)
    inner = frame.inflate(-24, -24)
    for x in range(inner.left, inner.right, 17):
        for y in range(inner.top, inner.bottom, 17):
            assert surf.get_at((x, y)).a == 255, (x, y)


@pytest.mark.parametrize("game,players", [("virrey", 2), ("imperio", 3)])
def test_zoom_dims_the_side_panel_and_the_first_click_only_closes_it(app, game, players):
    scene = start(app, game, players)
    panel = scene.panel.rect
    before = brightness(app.screen, panel)
    card = scene.table.hand()[0]
    click(app, scene.table.hand_card_rect(card).center, button=3)
    assert scene.table.overlay_open()
    assert brightness(app.screen, panel) < 0.4 * before  # the panel text no longer shows through
    # a click on the side panel's Menu button closes the zoom and does not leave the table
    click(app, scene.menu_btn.rect.center)
    assert not scene.table.overlay_open() and app.top is scene


def test_save_dialog_panel_is_opaque(app):
    scene = start(app, "virrey", 2)
    app.push(SaveAsDialog(app, scene.match))
    frames(app, 2)
    dialog = app.top
    inner = dialog.panel_rect().inflate(-24, -24)
    shots = []
    for fill in ((255, 255, 255), (0, 0, 0)):
        surf = pygame.Surface(app.size)
        surf.fill(fill)
        dialog.draw(surf)
        shots.append(pygame.image.tobytes(surf.subsurface(inner), "RGB"))
    assert shots[0] == shots[1]  # what lies below never shows through the panel


def toast_boxes(app, texts):
    """The boxes draw_toasts gives these toasts (wrapped to the toast area's width)."""
    font = app.ui.font(18, bold=True)
    wrap = max(120, app.ui.toast_area(app.size).w - 40)
    sizes = [font.render(t, True, (0, 0, 0), None, wrap).get_size() for t in texts]
    return app.ui.toast_boxes(app.size, [(w + 40, h + 20) for w, h in sizes])


@pytest.mark.parametrize("game,players", [("virrey", 2), ("imperio", 3)])
@pytest.mark.parametrize("size", [(1600, 900), (1100, 650)])
def test_toasts_cover_no_hand_card(app, game, players, size):
    if app.size != size:
        app.screen = pygame.display.set_mode(size)
        app._resized()
    scene = start(app, game, players)
    texts = ["No puedes jugar esa carta ahora: no es tu turno en esta ronda"] * 2
    for text in texts:
        app.ui.toast(text)
    frames(app)
    boxes = toast_boxes(app, texts)
    hand = [scene.table.hand_card_rect(c) for c in scene.table.hand()]
    assert hand
    for box in boxes:
        assert box.collidelist(hand) == -1, (box, hand)
        assert not box.colliderect(scene.panel.rect)
    bar = getattr(getattr(scene.table, "layout", None), "bar", None)
    if bar is not None:
        assert all(not b.colliderect(bar) for b in boxes)


def test_load_screen_toast_sits_clear_of_its_buttons(app):
    from client.scenes.loading import LoadScene

    app.push(LoadScene(app))
    frames(app)
    app.ui.toast("No se pudo cargar la partida: el archivo está dañado")
    frames(app)
    top = app.top
    boxes = toast_boxes(app, ["No se pudo cargar la partida: el archivo está dañado"])
    for btn in (top.back, top.load):
        assert not boxes[0].colliderect(btn.rect)


def test_side_panel_prompt_is_shown_whole_in_a_narrow_panel():
    from client.scenes.sidepanel import SidePanel
    from client.ui import UI, Settings

    ui = UI(Settings(lang="es"))
    panel = SidePanel(ui)
    panel.set_rect(pygame.Rect(760, 0, 340, 650))
    text = "Desarrollo 1/3: arrastra una carta a un hueco de tu pirámide, al descarte, o pasa"
    p = panel.prompt_rect
    size, lines = panel.prompt_lines(text, p.w - 24, p.h - 14)
    assert " ".join(lines) == text  # every word, none cut off
    assert len(lines) * ui.font(size, bold=True).get_linesize() <= p.h - 14
