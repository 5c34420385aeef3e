"""``python -m client.bench [--json]``: frame times, the client at rest, start-up time, memory.

Frame times are measured at 1600x900 on the busiest table of each game (for El
Viejo Imperio: five seats, late in the deal, four cards on the round, a long
log), once while the human viewer decides and once while the AI worker
process is kept busy deciding. ``idle_cpu_percent`` is the CPU (% of one core)
the real frame loop (``App.tick``) uses over ``IDLE_SECONDS`` of real time on
that table while it waits for the human (from ``CALM_AFTER`` seconds after the
table last moved); the highest of the games is reported at the top level.
``rss_mb_after_games`` is the app's resident memory after ``GAMES_EACH`` whole
games of each playable game in this one process, each autoplayed (greedy AI
seats, the worker process) through the real TableScene and ResultsScene and
back to the main menu with a click on the results' menu button. Start-up is
the wall time from spawning ``python -m client --first-frame-exit`` until it
reports its first menu frame.
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
IDLE_SECONDS = 10.0
GAMES_EACH = 5
GAME_SPEED = 8.0  # animation speed for the autoplayed games (every tween still runs)
# A whole autoplayed game is bounded in wall time, not frames: its AI answers from the worker
# process in wall time while frames step the animations, so a table that draws fast passes
# more frames a game (Ausonia at four seats: about 61,000 frames for 879 moves)
GAME_SECONDS = 600.0


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
    seats = [Seat(f"Jugador {i + 1}", "human" if (i == acting and human) else ai_kind) for i in range(len(probe.seats))]
    if not human:
        seats[(acting + 1) % len(seats)] = Seat("Humano", "human")  # one human viewer, an AI to act
    match = Match.new(probe.game.id, probe.config, seats)
    match.replay(probe.steps)
    return match


def waiting_for_human(probe):
    """The probe's position with one human seat to act and no AI seat left to act with it
    (the AI seats' simultaneous choices are made here, greedily), so the table waits."""
    from rules.ai import choose

    match = with_kinds(probe, human=True)
    human, rng = match.human_seats[0], random.Random(2)
    for _ in range(100):
        others = [s for s in match.state.to_act() if s != human]
        if not others:
            break
        seat = others[0]
        st = match.state
        match.apply(seat, choose("greedy", match.game.id, st.view(seat), st.legal(seat), rng))
    if tuple(match.state.to_act()) != (human,):
        raise RuntimeError("no position where only the human acts")
    return match


def percentiles(samples: list[float]) -> dict:
    q = statistics.quantiles(samples, n=100, method="inclusive")
    return {"p50": round(q[49], 2), "p95": round(q[94], 2), "p99": round(q[98], 2), "max": round(max(samples), 2)}


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
    if thinking:
        app.close_worker()  # it would go on deciding for minutes; later tables need it
    return percentiles(samples)


def rss_mb() -> float | None:
    """This process's resident memory now (Linux /proc; None where it cannot be read)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    return None


def idle_cpu(app, match, seconds: float | None = None) -> dict:
    """CPU (% of one core) of the real loop over ``seconds`` (default ``IDLE_SECONDS``) while
    the table waits for the human."""
    from client.app import CALM_AFTER
    from client.scenes.table import TableScene

    seconds = IDLE_SECONDS if seconds is None else seconds
    scene = TableScene(app, match)
    app.push(scene)
    end = time.perf_counter() + 30
    while scene.deciding is None and time.perf_counter() < end:
        app.tick()
    if scene.deciding is None:
        raise RuntimeError("the table does not wait for the human")
    calm = time.perf_counter() + CALM_AFTER + 0.5
    while time.perf_counter() < calm:  # the last moves settle; then nothing moves any more
        app.tick()
    frames, drawn = app.frames, app.frames_drawn
    c0, t0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        app.tick()
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    app.pop()
    app.step()
    return {
        "cpu_percent": round(100 * cpu / wall, 1),
        "seconds": round(wall, 1),
        "loop_passes": app.frames - frames,
        "frames_drawn": app.frames_drawn - drawn,
    }


def play_games(app, game_ids: list[str], games_each: int | None = None) -> int:
    """Autoplay ``games_each`` (default ``GAMES_EACH``) whole games of each game, table to
    results to menu; returns how many were played."""
    from client.scenes.menu import MainMenu
    from client.scenes.results import ResultsScene
    from client.testing import click, run_until
    from rules.core import Config, Match, Seat, get_game

    speed, app.settings.anim_speed = app.settings.anim_speed, GAME_SPEED
    played = 0
    try:
        for i in range(GAMES_EACH if games_each is None else games_each):
            for gid in game_ids:
                n = get_game(gid).max_players
                match = Match.new(gid, Config(n, seed=100 + i), [Seat(f"IA {s + 1}", "greedy") for s in range(n)])
                if app.start_match(match) is None:
                    raise RuntimeError(f"no table for {gid}")
                if not run_until(app, lambda: isinstance(app.top, ResultsScene), max_frames=None, seconds=GAME_SECONDS):
                    raise RuntimeError(f"{gid}: the game did not reach the results")
                app.step()
                click(app, app.top.menu.rect.center)
                if not run_until(app, lambda: isinstance(app.top, MainMenu), max_frames=10):
                    raise RuntimeError("the results' menu button did not lead back to the menu")
                app.step()  # the menu's first frame after the table and the results closed
                played += 1
    finally:
        app.settings.anim_speed = speed
    return played


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
            out = subprocess.run(command + ["--first-frame-exit"], env=env, capture_output=True, text=True, timeout=60)
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
    playable = [game.id for game in all_games() if games.has_table(game.id)]
    try:
        for gid in playable:
            probe = busiest(gid)
            result["games"][gid] = {
                "players": len(probe.seats),
                "log_events": len(probe.state.events),
                "thinking_ai": levels_for(gid)[-1],
                "frame_ms": measure(app, with_kinds(probe, human=True), thinking=False),
                "frame_ms_ai_thinking": measure(app, with_kinds(probe, human=False), thinking=True),
                "idle": idle_cpu(app, waiting_for_human(probe)),
            }
            result["games"][gid]["idle_cpu_percent"] = result["games"][gid]["idle"]["cpu_percent"]
        result["idle_cpu_percent"] = max(g["idle_cpu_percent"] for g in result["games"].values())
        result["games_played"] = play_games(app, playable)
        result["rss_mb_after_games"] = rss_mb()
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
    parser.add_argument(
        "--packaged", metavar="EXE", help="also time the start-up of a built executable (e.g. dist/tablero/tablero)"
    )
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
        idle = g["idle"]
        print(
            f"{gid:10} at rest: {idle['cpu_percent']:.1f}% of one core over {idle['seconds']} s "
            f"({idle['frames_drawn']} of {idle['loop_passes']} loop passes drawn; target under 10%)"
        )
    print(
        f"resident memory after {result['games_played']} whole games in one process: "
        f"{result['rss_mb_after_games']} MB (target under 200 MB)"
    )
    print(f"start-up to first menu frame: {result['startup_s']:.3f} s from source (target 1.5 s)")
    if "startup_packaged_s" in result:
        print(f"start-up to first menu frame: {result['startup_packaged_s']:.3f} s packaged (target 3 s)")
    print(f"peak memory (app process): {result['peak_memory_mb']} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
