"""The window: its first size fits the desktop, it never gets smaller than 1024x640, a burst
of resize events rebuilds the scenes and writes settings.json once, and on Windows the
process is DPI-aware before the display starts."""

import json
import sys
import types

import pygame

import client.app
from client.app import MIN_SIZE, App, fit_window, settings_path
from client.scenes.menu import MainMenu
from client.testing import frames, make_app
from client.ui import Settings


def test_fit_window_keeps_between_the_minimum_the_maximum_and_the_desktop():
    assert fit_window((960, 600)) == (1024, 640)
    assert fit_window((4000, 3000)) == (2560, 1440)
    assert fit_window((1600, 900), (1366, 768)) == (1334, 672)  # a small laptop
    assert fit_window((1600, 900), (1920, 1080)) == (1600, 900)
    assert fit_window((1600, 900), (1000, 600)) == (1000, 600)  # a desktop under the minimum


def test_first_window_is_clamped_to_the_desktop(monkeypatch, home):
    """The default 1600x900 opens inside a 1366x768 laptop's screen."""
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    app = App(Settings(), worker="inline")
    try:
        w, h = app.size
        assert w <= 1366 and h <= 768 - 64, app.size
        assert (w, h) >= MIN_SIZE
    finally:
        app.close()


def test_old_small_window_setting_opens_at_the_minimum():
    app = App(Settings(width=960, height=600), worker="inline")
    try:
        assert app.size == (1024, 640)
    finally:
        app.close()


def test_resize_burst_rebuilds_and_saves_once():
    app = make_app()
    try:
        app.push(MainMenu(app))
        frames(app)
        rebuilds, writes = [], []
        menu = app.top
        real_rebuild, real_save = menu.rebuild, app.settings.save
        menu.rebuild = lambda: (rebuilds.append(app.size), real_rebuild())
        app.settings.save = lambda path: (writes.append(path), real_save(path))
        for size in ((1500, 880), (1400, 860), (1300, 800), (1280, 720)):  # a window edge dragged
            pygame.display.set_mode(size, pygame.RESIZABLE)
            pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
            frames(app, 3)  # 50 ms between events
        assert rebuilds == [] and writes == []
        frames(app, 20)  # a third of a second after the last one
        assert rebuilds == [(1280, 720)] and len(writes) == 1
        assert json.loads(settings_path().read_text())["width"] == 1280
        assert menu.manager.window_resolution == (1280, 720)
        frames(app, 30)
        assert len(rebuilds) == 1 and len(writes) == 1
    finally:
        app.close()


def test_a_resize_below_the_minimum_is_put_back():
    app = make_app()
    try:
        app.push(MainMenu(app))
        frames(app)
        pygame.display.set_mode((900, 560), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 560), w=900, h=560))
        frames(app, 20)
        assert app.size == (1024, 640)
        assert app.top.manager.window_resolution == (1024, 640)
        assert (app.settings.width, app.settings.height) == (1024, 640)
    finally:
        app.close()


def test_windows_dpi_awareness_is_set_before_the_display_starts(monkeypatch):
    calls = []

    def aware(level):
        calls.append(("SetProcessDpiAwareness", level))
        return 0

    fake = types.SimpleNamespace(
        windll=types.SimpleNamespace(
            shcore=types.SimpleNamespace(SetProcessDpiAwareness=aware),
            user32=types.SimpleNamespace(SetProcessDPIAware=lambda: calls.append(("SetProcessDPIAware",))),
        )
    )
    real_init = pygame.display.init
    monkeypatch.setitem(sys.modules, "ctypes", fake)
    monkeypatch.setattr(pygame.display, "init", lambda: (calls.append(("display.init",)), real_init()))
    monkeypatch.setattr(client.app.sys, "platform", "win32")
    client.app.set_dpi_awareness()
    assert calls == [("SetProcessDpiAwareness", 2)]
    calls.clear()
    app = App(Settings(), worker="inline")
    app.close()
    assert calls[:2] == [("SetProcessDpiAwareness", 2), ("display.init",)]


def test_windows_dpi_falls_back_to_the_older_call(monkeypatch):
    calls = []
    fake = types.SimpleNamespace(
        windll=types.SimpleNamespace(
            shcore=None, user32=types.SimpleNamespace(SetProcessDPIAware=lambda: calls.append("user32"))
        )
    )
    monkeypatch.setitem(sys.modules, "ctypes", fake)
    monkeypatch.setattr(client.app.sys, "platform", "win32")
    client.app.set_dpi_awareness()
    assert calls == ["user32"]
    monkeypatch.setattr(client.app.sys, "platform", "linux")
    calls.clear()
    client.app.set_dpi_awareness()
    assert calls == []
