"""Logging and crash reports: every run logs to a rotating file in the user's log folder.

    setup()                       # tablero.log in saves.log_dir(), rotated at 512 KB, 3 kept
    install_excepthook()          # any uncaught exception writes crash-<timestamp>.txt there
    guard(play)                   # run the app; on an exception: report, dialog, exit status 1

The autosave is written atomically after every move (rules.core.saves.write), so a
crash never touches it: the next start offers "Continue" as usual.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import platform
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from rules.core import saves

log = logging.getLogger("tablero")
LOG_FILE = "tablero.log"
MAX_BYTES = 512 * 1024
BACKUPS = 3
_handler: logging.Handler | None = None


def setup(folder: Path | None = None) -> Path | None:
    """Send the ``tablero`` logger to ``folder/tablero.log`` (rotating); returns its path.

    Calling it again replaces the handler (tests, a changed TABLERO_HOME). A folder that
    cannot be created leaves logging to stderr warnings only: it never stops the app.
    """
    global _handler
    folder = saves.log_dir() if folder is None else Path(folder)
    if _handler is not None:
        log.removeHandler(_handler)
        _handler.close()
        _handler = None
    log.setLevel(logging.INFO)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            folder / LOG_FILE, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as err:
        print(f"tablero: cannot write logs in {folder}: {err}", file=sys.stderr)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    log.addHandler(handler)
    _handler = handler
    import rules

    log.info(
        "tablero %s started (%s, Python %s, %s)",
        rules.__version__,
        " ".join(sys.argv[1:]) or "app",
        platform.python_version(),
        platform.platform(),
    )
    return folder / LOG_FILE


def write_crash_report(exc: BaseException, folder: Path | None = None) -> Path | None:
    """Write ``crash-<timestamp>.txt`` (versions and the traceback); returns its path, or None."""
    import rules

    folder = saves.log_dir() if folder is None else Path(folder)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    text = (
        f"tablero {rules.__version__} crashed at {time.strftime('%Y-%m-%d %H:%M:%S %z')}\n"
        f"Python {platform.python_version()} on {platform.platform()}\n"
        f"command line: {' '.join(sys.argv)}\n\n"
        + "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    )
    log.error("crash: %s: %s", type(exc).__name__, exc, exc_info=exc)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path, n = folder / f"crash-{stamp}.txt", 1
        while path.exists():
            n += 1
            path = folder / f"crash-{stamp}-{n}.txt"
        path.write_text(text, encoding="utf-8")
    except OSError as err:
        print(f"tablero: cannot write the crash report in {folder}: {err}", file=sys.stderr)
        print(text, file=sys.stderr)
        return None
    return path


def _hook(exc_type, exc, tb) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    path = write_crash_report(exc.with_traceback(tb))
    if sys.stderr is not None:
        traceback.print_exception(exc_type, exc, tb, file=sys.stderr)
        print(f"crash report: {path}", file=sys.stderr)


def _thread_hook(args) -> None:
    if args.exc_value is not None:
        _hook(args.exc_type, args.exc_value, args.exc_traceback)


def install_excepthook() -> None:
    """Uncaught exceptions, in the main thread or any other, write a crash report."""
    sys.excepthook = _hook
    threading.excepthook = _thread_hook


def guard(play: Callable[[], int], cleanup: Callable[[], None] = lambda: None, lang: str = "es") -> int:
    """Run ``play()``; if it raises, write the crash report, ``cleanup()``, show the dialog, 1."""
    try:
        return play()
    except Exception as err:  # noqa: BLE001 - the last line of defence
        path = write_crash_report(err)
        try:
            cleanup()
        except Exception:  # noqa: BLE001
            log.exception("cleanup after the crash failed")
        if sys.stderr is not None:
            traceback.print_exception(type(err), err, err.__traceback__, file=sys.stderr)
            print(f"crash report: {path}", file=sys.stderr)
        try:
            show_crash_dialog(path, lang)
        except Exception:  # noqa: BLE001 - no display at all: the report and stderr remain
            log.exception("the crash dialog could not be shown")
        return 1


def crash_message(path: Path | None, lang: str = "es") -> tuple[str, str, str]:
    """The dialog's title, text naming the report's path, and button (localized)."""
    from client.ui import UI, Settings

    ui = UI(Settings(lang=lang))
    where = str(path) if path is not None else ui.t("crash.no_file")
    return ui.t("crash.title"), ui.t("crash.text", path=where), ui.t("dialog.ok")


def show_crash_dialog(path: Path | None, lang: str = "es", frames: int | None = None) -> str:
    """A small window with a pygame_gui message naming the report; returns the text shown.

    It stays until closed (or for ``frames`` frames, for tests). With the dummy video
    driver and no ``frames`` (headless runs) nothing waits: stderr has the path.
    """
    import pygame
    import pygame_gui

    from client.ui import make_manager

    title, text, ok = crash_message(path, lang)
    if frames is None and os.environ.get("SDL_VIDEODRIVER") == "dummy":
        return text
    pygame.display.init()
    pygame.font.init()
    size = (760, 360)
    screen = pygame.display.set_mode(size)
    pygame.display.set_caption(f"tablero: {title}")
    manager = make_manager(size)
    html = text.replace("&", "&amp;").replace("<", "&lt;").replace("\n", "<br>")
    window = pygame_gui.windows.UIMessageWindow(
        pygame.Rect(20, 20, size[0] - 40, size[1] - 40), html, manager, window_title=title
    )
    window.dismiss_button.set_text(ok)
    clock, n = pygame.time.Clock(), 0
    while window.alive() and (frames is None or n < frames):
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE)
            ):
                window.kill()
            manager.process_events(event)
        manager.update(clock.tick(30) / 1000)
        screen.fill((27, 23, 19))
        manager.draw_ui(screen)
        pygame.display.flip()
        n += 1
    pygame.display.quit()
    return text
