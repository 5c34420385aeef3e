"""``tablero`` / ``python -m client``: start the app, or run its command-line modes.

    tablero                       the app
    tablero --version             prints "tablero X.Y.Z" and exits
    tablero --selftest            every game at every seat count, played by AI headless
    tablero --autoplay imperio --players 4 [--seed 7] [--headless] [--frames-out DIR]
    tablero --history [--json]    the finished games in the history, numbered from 1, newest last
    tablero --replay N|FILE [--headless] [--frames-out DIR]
                                  history record N, or a save, through the replay viewer
    tablero --tutorial GAME [--headless]
                                  the game's guided first game (--headless: played through
                                  with its scripted moves, every step checked)

Every run logs to ``tablero.log`` in the user's log folder (rules.core.saves.log_dir);
an uncaught exception writes a crash report there (client.logs).
"""

from __future__ import annotations

import argparse
import os
import sys
import time

START = time.perf_counter()


def parse(argv=None) -> argparse.Namespace:
    import rules  # light: no game, no pygame; its __version__ is the app's

    p = argparse.ArgumentParser(prog="tablero", description="tablero: tabletop games, offline")
    # rules.__version__, not the package metadata: a packaged build has none, and an
    # editable install's metadata keeps the version it was installed at.
    p.add_argument("--version", action="version", version=f"tablero {rules.__version__}")
    p.add_argument("--selftest", action="store_true", help="play every game headless with AI; exit 0 if all is well")
    p.add_argument("--autoplay", metavar="GAME", help="AI plays every seat in the real UI")
    p.add_argument("--tutorial", metavar="GAME", help="the game's guided first game (--headless: check it)")
    p.add_argument("--players", type=int, help="seats for --autoplay")
    p.add_argument("--seed", type=int, default=None, help="seed for --autoplay")
    p.add_argument("--headless", action="store_true", help="no window (SDL dummy video driver)")
    p.add_argument("--frames-out", metavar="DIR", help="--autoplay, --replay: save PNG screenshots here")
    p.add_argument("--speed", type=float, default=4.0, help="--autoplay animation speed (default 4)")
    p.add_argument(
        "--selftest-out",
        metavar="FILE",
        help="--selftest: also write its report to FILE (the packaged app may have no console)",
    )
    p.add_argument(
        "--history", action="store_true", help="print the finished games in the history, numbered from 1, newest last"
    )
    p.add_argument("--json", action="store_true", help="--history: print the records as JSON")
    p.add_argument(
        "--replay",
        metavar="N|FILE",
        help="replay history record N (see --history) or a save file through the replay viewer; print the final scores",
    )
    p.add_argument("--first-frame-exit", action="store_true", help=argparse.SUPPRESS)
    # a deliberate crash inside the app's guard: the packaged build's crash report is
    # checked where a player's would be written (tools/windows/smoke.sh)
    p.add_argument("--crash-test", action="store_true", help=argparse.SUPPRESS)
    return p.parse_args(argv)


def configure_environment(args: argparse.Namespace) -> None:
    """SDL drivers: dummy video and audio only for --headless, --selftest (and no display)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    headless = args.headless or args.selftest
    if headless or not (
        os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin")
    ):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    if headless:
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _console() -> None:
    """A windowed build (console=False) on Windows has no stdout/stderr: give it a sink."""
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")


class _Tee:
    """Write to the terminal and a file (``--selftest-out``)."""

    def __init__(self, *streams):
        self.streams = streams

    def write(self, text: str) -> int:
        for s in self.streams:
            s.write(text)
        return len(text)

    def flush(self) -> None:
        for s in self.streams:
            s.flush()


def selftest(out: str | None) -> int:
    from client.selftest import run

    if not out:
        return run()
    with open(out, "w", encoding="utf-8") as fh:
        old_out, old_err = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = _Tee(old_out, fh), _Tee(old_err, fh)
        try:
            return run()
        finally:
            sys.stdout, sys.stderr = old_out, old_err


def main(argv=None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()
    _console()
    args = parse(argv)
    configure_environment(args)
    from client import logs
    from rules.core import saves

    logs.setup()
    logs.install_excepthook()
    for line in saves.migrate_legacy():
        logs.log.info("moved %s", line)
    if args.selftest:
        return selftest(args.selftest_out)
    if args.history:
        return print_history(args.json)
    if args.replay:
        from client.autoplay import run_replay

        return run_replay(args.replay, args.frames_out)
    if args.tutorial and args.headless:
        from client.autoplay import run_tutorial

        return run_tutorial(args.tutorial)
    if args.autoplay:
        from client.autoplay import run

        if not args.players:
            print("--autoplay needs --players N", file=sys.stderr)
            return 2
        return run(args.autoplay, args.players, args.seed, args.frames_out, args.speed)
    return run_app(args.first_frame_exit, args.tutorial, args.crash_test)


def print_history(as_json: bool) -> int:
    """``--history``: the records, numbered from 1, newest last (``--json``: every field,
    the save included). A damaged part of the history is set aside and named on stderr."""
    from rules.core import history

    records, problems = history.load()
    for problem in problems:
        print(f"history: {problem}", file=sys.stderr)
    if as_json:
        from client.records import current

        # each record's save is spliced in as stored (parsing 5,000 saves would take seconds);
        # a record of format version 1 has its rounds worked out again from its save
        sys.stdout.write("[" + ",\n".join(current(rec).json_text(number=n) for n, rec in enumerate(records, 1)) + "]\n")
        return 0
    if not records:
        print("no finished games in the history")
    for n, rec in enumerate(records, 1):
        seats = ", ".join(
            f"{s.name} ({s.kind}) {total}{' *' if i in rec.winners else ''}"
            for i, (s, total) in enumerate(zip(rec.seats, rec.totals))
        )
        tag = "  [autoplay]" if rec.autoplay else ""
        print(f"{n}. {rec.date}  {rec.game}  {seats}{tag}")
    return 0


def run_app(first_frame_exit: bool = False, tutorial: str | None = None, crash_test: bool = False) -> int:
    """The interactive app; an exception anywhere in it writes a crash report and says where."""
    from client import logs
    from client.app import App
    from client.scenes.menu import MainMenu

    apps: list = []

    def play() -> int:
        app = App()
        apps.append(app)
        if crash_test:
            raise RuntimeError("tablero --crash-test: a crash on purpose, to check where its report goes")
        set_window_icon()
        app.push(MainMenu(app))
        if tutorial:
            from client.tutorial.coach import Coach

            app.push(app.scene("learn"))
            coach, match = Coach.start(tutorial, app.ui.lang)
            app.push(app.scene("table", match, coach=coach))
        app.show_notices()

        def first_frame():
            if first_frame_exit:
                print(f"first frame {time.perf_counter() - START:.3f} s", flush=True)
                app.quit()

        app.run(on_first_frame=first_frame)
        return 0

    def cleanup() -> None:
        if apps:
            apps[0].close()

    return logs.guard(play, cleanup, lang=_saved_lang())


def _saved_lang() -> str:
    from client.app import settings_path
    from client.ui import Settings

    return Settings.load(settings_path()).lang


def set_window_icon() -> None:
    import pygame

    from client.ui import asset_root

    try:
        pygame.display.set_icon(pygame.image.load(str(asset_root() / "icon.png")))
    except (pygame.error, FileNotFoundError):
        pass


if __name__ == "__main__":
    sys.exit(main())
