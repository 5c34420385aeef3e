"""``python -m client.bench [--json]``: frame times, start-up time and peak memory.

Frame times are measured at 1600x900 on the busiest table of each game (for El
Viejo Imperio: five seats, late in the deal, four cards on the round, a long
log), once while the human viewer decides and once while the AI worker
process is kept busy deciding. Start-up is the wall time from spawning
``python -m client --first-frame-exit`` until it reports its first menu frame.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

FRAMES = 300


def busiest(game_id: str):
    """A late-game match of ``game_id`` with the most on the table; the seat to act is human.

    Each client game package says when its table is busiest with ``is_busiest(state)``.
    """
    from client import games
    from rules.ai import choose
    from rules.core import Config, Match, Seat, get_game

    is_busiest = games.table_module(game_id).is_busiest
    game = get_game(game_id)
    n = game.max_players
    probe = Match.new(game_id, Config(n, seed=11), [Seat(f"P{i}", "greedy") for i in range(n)])
    rng = random.Random(1)
    while not probe.is_over():
        st = probe.state
        if is_busiest(st):
            break
        seat = st.to_act()[0]
        probe.apply(seat, choose("greedy", game_id, st.view(seat), st.legal(seat), rng))
    return probe


def with_kinds(probe, human: bool):
    """The probe's position with one human viewer; the AI seats play the game's strongest
    level (hard where the game has a search AI), so "AI thinking" means the hard search."""
    from rules.ai import levels_for
    from rules.core import Match, Seat

    acting = probe.state.to_act()[0]
    ai_kind = levels_for(probe.game.id)[-1]
    seats = [Seat(f"Jugador {i + 1}", "human" if (i == acting and human) else ai_kind)
             for i in range(len(probe.seats))]
    if not human:
        seats[(acting + 1) % len(seats)] = Seat("Humano", "human")  # one human viewer, an AI to act
    match = Match.new(probe.game.id, probe.config, seats)
    match.replay(probe.steps)
    return match


def percentiles(samples: list[float]) -> dict:
    q = statistics.quantiles(samples, n=100, method="inclusive")
    return {"p50": round(q[49], 2), "p95": round(q[94], 2), "p99": round(q[98], 2),
            "max": round(max(samples), 2)}


def measure(app, match, thinking: bool) -> dict:
    import pygame

    from client.scenes.table import TableScene

    scene = TableScene(app, match)
    scene.ai_busy_for = 600.0 if thinking else 0.0
    app.push(scene)
    for _ in range(30):  # settle: the seat gets its view, animations end, the worker starts
        app.step(dt=1 / 60)
    if thinking and scene.request is None:
        raise RuntimeError("the AI is not thinking")
    samples, w = [], scene.table.rect.w
    for i in range(FRAMES):
        pos = (int(w * (i % 100) / 100), 780 - (i % 7) * 10)
        events = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(4, 0), buttons=(0, 0, 0))]
        t0 = time.perf_counter()
        app.step(events, dt=1 / 60)
        samples.append((time.perf_counter() - t0) * 1000)
    if thinking and scene.request is None:
        raise RuntimeError("the AI stopped thinking during the measurement")
    app.pop()
    app.step()
    return percentiles(samples)


def startup(runs: int = 3, command: list | None = None) -> float:
    """Median wall time from spawning the app until it reports its first menu frame
    (and exits). ``command`` defaults to this Python running ``-m client``; pass a
    packaged executable to measure the build."""
    command = command or [sys.executable, "-m", "client"]
    times = []
    env = dict(os.environ)
    with tempfile.TemporaryDirectory() as home:
        env["TABLERO_HOME"] = home
        for _ in range(runs):
            t0 = time.perf_counter()
            out = subprocess.run(command + ["--first-frame-exit"], env=env,
                                 capture_output=True, text=True, timeout=60)
            if "first frame" not in out.stdout:
                raise RuntimeError(f"the app did not start: {out.stderr.strip()[-500:]}")
            times.append(time.perf_counter() - t0)
    return round(statistics.median(times), 3)


def run(packaged: str | None = None) -> dict:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or sys.platform in ("win32", "darwin")):
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from client import games
    from client.app import App
    from client.scenes.menu import MainMenu
    from client.ui import Settings
    from rules.ai import levels_for
    from rules.core import all_games

    settings = Settings()  # 1600x900 windowed, normal animations
    app = App(settings, worker="process", autosave=False)
    app.push(MainMenu(app))
    app.step()
    result: dict = {"resolution": list(app.size), "frames": FRAMES, "games": {}}
    try:
        for game in all_games():
            if not games.has_table(game.id):
                continue
            probe = busiest(game.id)
            result["games"][game.id] = {
                "players": len(probe.seats), "log_events": len(probe.state.events),
                "thinking_ai": levels_for(game.id)[-1],
                "frame_ms": measure(app, with_kinds(probe, human=True), thinking=False),
                "frame_ms_ai_thinking": measure(app, with_kinds(probe, human=False), thinking=True),
            }
    finally:
        app.close()
    try:
        import resource

        result["peak_memory_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    except ImportError:  # Windows
        result["peak_memory_mb"] = None
    result["startup_s"] = startup()
    if packaged:
        result["startup_packaged_s"] = startup(command=[packaged])
    return result


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m client.bench")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--packaged", metavar="EXE", help="also time the start-up of a built executable "
                        "(e.g. dist/tablero/tablero)")
    args = parser.parse_args(argv)
    result = run(args.packaged)
    if args.json:
        print(json.dumps(result, indent=1))
        return 0
    print(f"client bench at {result['resolution'][0]}x{result['resolution'][1]}, {FRAMES} frames each")
    print(f"{'game':10} {'case':14} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for gid, g in result["games"].items():
        for case, key in (("viewer", "frame_ms"), (f"{g['thinking_ai']} AI thinks", "frame_ms_ai_thinking")):
            f = g[key]
            print(f"{gid:10} {case:14} {f['p50']:8.2f} {f['p95']:8.2f} {f['p99']:8.2f} {f['max']:8.2f}")
    print(f"start-up to first menu frame: {result['startup_s']:.3f} s from source (target 1.5 s)")
    if "startup_packaged_s" in result:
        print(f"start-up to first menu frame: {result['startup_packaged_s']:.3f} s packaged (target 3 s)")
    print(f"peak memory (app process): {result['peak_memory_mb']} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
