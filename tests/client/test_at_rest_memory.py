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


def test_a_finished_table_is_freed_before_its_results_are_made(no_automatic_gc, monkeypatch):
    """The results are made once the table has left the stack and been collected: the two
    never hold their pixels at once (the peak of a session came at that moment)."""
    app = make_app(anim_speed=4.0, autosave=False)
    app.push(MainMenu(app))
    app.step()
    match = Match.new("virrey", Config(2, seed=6), [Seat(f"IA {i}", "greedy") for i in range(2)])
    table = weakref.ref(app.start_match(match))
    app.step()
    alive_then = []
    made = ResultsScene.__init__

    def make_results(self, *args, **kwargs):
        alive_then.append(table() is not None)
        made(self, *args, **kwargs)

    monkeypatch.setattr(ResultsScene, "__init__", make_results)
    assert run_until(app, lambda: isinstance(app.top, ResultsScene), max_frames=20_000)
    assert alive_then == [False]
    assert app.top.match is match and [type(s) for s in app.scenes] == [MainMenu, ResultsScene]
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


def test_text_keeps_a_bounded_amount_of_pixels_however_many_lines_a_game_logs():
    """A long game renders thousands of different log lines, tooltips and names: the table's
    Text keeps ``TEXT_CACHE_BYTES`` of them, and a line drawn every frame stays cached."""
    from client.text import TEXT_CACHE_BYTES, Text
    from client.ui import UI

    pygame.font.init()
    text = Text(UI())
    heading = text.render("Turno de Ana", 20)
    made = 0
    for i in range(3000):
        made += surface_bytes(text.render(f"Ana juega la carta {i} y se lleva {i % 7} monedas del banco", 18))
        if i % 50 == 0:
            assert text.render("Turno de Ana", 20) is heading  # asked every frame: never let go
    assert made > 10 * TEXT_CACHE_BYTES  # the lines would hold ten times the bound
    assert text._cache.bytes <= TEXT_CACHE_BYTES
    assert text._cache.bytes == sum(surface_bytes(v) for v in text._cache.values())


def test_virrey_pyramid_pictures_stay_bounded_over_a_whole_game():
    """Every change to an opponent's pyramid is a new picture: a whole four-seat game's worth
    stays within ``PYRAMIDS_BYTES``, and the pictures of the table as it stands stay cached."""
    import random

    from client.ui import UI
    from client.virrey.cards import CardPainter
    from client.virrey.pyramid import PYRAMIDS_BYTES, PyramidPicture
    from rules.ai import choose

    pygame.font.init()
    pictures = PyramidPicture(CardPainter(UI()))
    match = Match.new("virrey", Config(4, seed=3), [Seat(f"IA {i}", "greedy") for i in range(4)])
    rng = random.Random(3)
    made = set()
    while not match.is_over():
        seat = match.state.to_act()[0]
        match.apply(seat, choose("greedy", "virrey", match.state.view(seat), match.state.legal(seat), rng))
        view = match.state.view(None)
        for pv in view.players_view:
            for size in ((280, 148), (549, 349)):
                surf, _ = pictures.render(pv.pyramid, pv.painting, size, 60, 2)
                made.add((id(surf), surf.get_width() * surf.get_height() * 4))
        assert pictures._cache.bytes <= PYRAMIDS_BYTES
    assert sum(b for _, b in made) > 3 * PYRAMIDS_BYTES  # the game drew more than the bound
    for pv in view.players_view:  # the table as it stands: no picture painted anew
        first = pictures.render(pv.pyramid, pv.painting, (280, 148), 60, 2)[0]
        assert pictures.render(pv.pyramid, pv.painting, (280, 148), 60, 2)[0] is first
