"""Memory over a long session: finished games and closed screens leave nothing behind, and
the card painters' caches hold a bounded amount of pixels however many widths are asked."""

import gc
import weakref

import pygame
import pytest

from client.cache import MB, SurfaceCache, surface_bytes
from client.scenes.menu import MainMenu
from client.scenes.results import ResultsScene
from client.scenes.rules import RulesScene
from client.scenes.settings import SettingsScene
from client.testing import click, make_app, run_until
from rules.core import Config, Match, Seat


@pytest.fixture
def no_automatic_gc():
    """Only what the app collects itself counts (no collection happens to come by)."""
    gc.collect()
    gc.disable()
    yield
    gc.enable()


def test_whole_games_leave_no_scene_manager_or_painter_behind(no_automatic_gc):
    app = make_app(anim_speed=4.0, autosave=False)
    app.push(MainMenu(app))
    app.step()
    gone = []
    for game, players in (("imperio", 3), ("virrey", 2), ("imperio", 4)):
        match = Match.new(game, Config(players, seed=6), [Seat(f"IA {i}", "greedy") for i in range(players)])
        table = app.start_match(match)
        app.step()
        assert run_until(app, lambda: isinstance(app.top, ResultsScene), max_frames=20_000)
        results = app.top
        app.step()
        gone += [
            weakref.ref(o) for o in (table, table.manager, table.table, table.table.painter, results, results.manager)
        ]
        click(app, results.menu.rect.center)  # back to the menu as a player would
        assert isinstance(app.top, MainMenu)
        del table, results
        app.step()  # the loop goes on
        alive = [r() for r in gone if r() is not None]
        assert not alive, f"still in memory after going back to the menu: {alive}"
    app.close()


@pytest.mark.parametrize("make", [lambda app: RulesScene(app, "virrey"), SettingsScene])
def test_a_closed_screen_is_freed_when_it_closes(no_automatic_gc, make):
    app = make_app()
    app.push(MainMenu(app))
    app.step()
    scene = make(app)
    app.push(scene)
    app.step()
    refs = [weakref.ref(scene), weakref.ref(scene.manager)]
    del scene
    app.pop()
    app.step()
    app.step()
    assert [r() for r in refs] == [None, None]
    app.close()


def test_surface_cache_drops_the_least_recently_used_past_its_bytes():
    cache = SurfaceCache(max_bytes=3 * 100 * 100 * 4)
    for key in "abc":
        cache[key] = pygame.Surface((100, 100), pygame.SRCALPHA)
    assert cache.get("a") is not None  # "a" is now the most recently used
    cache["d"] = pygame.Surface((100, 100), pygame.SRCALPHA)
    assert "b" not in cache and all(k in cache for k in "acd")
    assert cache.bytes == 3 * 100 * 100 * 4
    cache["pair"] = (pygame.Surface((100, 100), pygame.SRCALPHA), "geometry")
    assert len(cache) == 3 and cache.bytes == sum(surface_bytes(v) for v in cache.values()) == 3 * 40_000


def _painter_bytes(painter) -> int:
    return sum(surface_bytes(v) for v in painter._cache.values())


def test_imperio_card_faces_at_every_width_stay_bounded():
    """A card flying to the trick or to a winner's pile is drawn at a new width every frame."""
    from client.imperio.cards import CardPainter
    from client.ui import UI

    painter = CardPainter(UI())
    cards = list(painter.cards.monarchs)[:4]
    for width in range(60, 420, 2):
        for card in cards:
            painter.face(card, width)
    assert _painter_bytes(painter) <= 40 * MB


def test_virrey_card_faces_at_every_width_stay_bounded():
    from client.ui import UI
    from client.virrey.cards import CardPainter

    painter = CardPainter(UI())
    cards = list(painter.cards.all)[:4]
    for width in range(60, 420, 2):
        for card in cards:
            painter.face(card, width)
    assert _painter_bytes(painter) <= 40 * MB


def test_the_font_cache_keeps_the_recent_fonts_and_lets_the_oldest_go():
    """Text fitted to its box asks for many sizes over a session: the UI keeps ``FONTS_KEPT``
    fonts, the least recently used goes first, and a font in use stays the same object."""
    from client.ui import FONTS_KEPT, UI

    pygame.font.init()
    ui = UI()
    title = ui.font(20, bold=True)
    sizes = range(8, 8 + 3 * FONTS_KEPT)
    for size in sizes:
        ui.font(size)
        assert ui.font(20, bold=True) is title  # asked every frame: never let go
    assert len(ui._fonts) == FONTS_KEPT
    kept = {key[0] for key in ui._fonts if not key[1]}
    assert kept == set(sizes[-(FONTS_KEPT - 1) :])  # the newest sizes, the oldest gone
    assert ui.font(sizes[0]).px == sizes[0]  # a size let go is loaded again when asked
