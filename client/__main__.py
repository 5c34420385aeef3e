"""``tablero`` / ``python -m client``: start the app, or run its command-line modes.

    tablero                       the app
    tablero --selftest            every game at every seat count, played by AI headless
    tablero --autoplay imperio --players 4 [--seed 7] [--headless] [--frames-out DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
import time

START = time.perf_counter()


def parse(argv=None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="tablero", description="tablero: tabletop games, offline")
    p.add_argument("--selftest", action="store_true", help="play every game headless with AI; exit 0 if all is well")
    p.add_argument("--autoplay", metavar="GAME", help="AI plays every seat in the real UI")
    p.add_argument("--players", type=int, help="seats for --autoplay")
    p.add_argument("--seed", type=int, default=None, help="seed for --autoplay")
    p.add_argument("--headless", action="store_true", help="no window (SDL dummy video driver)")
    p.add_argument("--frames-out", metavar="DIR", help="--autoplay: save PNG screenshots here")
    p.add_argument("--speed", type=float, default=4.0, help="--autoplay animation speed (default 4)")
    p.add_argument("--first-frame-exit", action="store_true", help=argparse.SUPPRESS)
    return p.parse_args(argv)


def main(argv=None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()
    args = parse(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.headless or args.selftest or not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
                                              or sys.platform in ("win32", "darwin")):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    if args.selftest:
        from client.selftest import run

        return run()
    if args.autoplay:
        from client.autoplay import run

        if not args.players:
            print("--autoplay needs --players N", file=sys.stderr)
            return 2
        return run(args.autoplay, args.players, args.seed, args.frames_out, args.speed)
    return run_app(args.first_frame_exit)


def run_app(first_frame_exit: bool = False) -> int:
    from client.app import App
    from client.scenes.menu import MainMenu

    app = App()
    app.push(MainMenu(app))

    def first_frame():
        if first_frame_exit:
            print(f"first frame {time.perf_counter() - START:.3f} s", flush=True)
            app.quit()

    app.run(on_first_frame=first_frame)
    return 0


if __name__ == "__main__":
    sys.exit(main())
