"""``--autoplay``: greedy AI plays every seat in the real UI (table scene, worker process)."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Optional

from rules.core import CardDataError, Config, Match, Seat, TableroError


def run(game_id: str, players: int, seed: Optional[int], frames_out: Optional[str],
        speed: float = 4.0, worker: str = "process", timeout: float = 300.0) -> int:
    import pygame

    from client.app import App
    from client.scenes.menu import MainMenu
    from client.scenes.results import ResultsScene, category
    from client.ui import Settings

    seed = random.randrange(10**9) if seed is None else seed
    try:
        match = Match.new(game_id, Config(players, seed), [Seat(f"IA {i + 1}", "greedy") for i in range(players)])
    except CardDataError as err:
        print("\n".join(err.problems), file=sys.stderr)
        return 1
    except TableroError as err:
        print(f"autoplay: {err}", file=sys.stderr)
        return 2
    settings = Settings.load(Path("/nonexistent"))  # defaults; the player's settings stay untouched
    settings.anim_speed = speed
    app = App(settings, worker=worker, autosave=False)
    app.history_mark = "autoplay"  # recorded in the history, marked as played by --autoplay
    app.push(MainMenu(app))
    app.step()
    if app.start_match(match) is None:
        print(f"autoplay: no table for {game_id}", file=sys.stderr)
        return 1
    out = Path(frames_out) if frames_out else None
    if out:
        out.mkdir(parents=True, exist_ok=True)
    shots = {"last": -1}

    def screenshot(app) -> None:
        top = app.top
        if out is None or top is None:
            return
        if isinstance(top, ResultsScene) and shots["last"] != "results":
            pygame.image.save(app.screen, str(out / "results.png"))
            shots["last"] = "results"
        elif hasattr(top, "applied") and top.applied != shots["last"] and not top.table.busy():
            pygame.image.save(app.screen, str(out / f"action-{top.applied:03d}.png"))
            shots["last"] = top.applied

    app.after_draw.append(screenshot)
    clock, elapsed = pygame.time.Clock(), 0.0
    try:
        while app.running and elapsed < timeout:
            app.step(dt=1 / 60)
            elapsed += clock.tick(120) / 1000
            if isinstance(app.top, ResultsScene) and (out is None or shots["last"] == "results"):
                break
    finally:
        app.close()
    if not match.is_over():
        print(f"autoplay: the game did not finish in {timeout:.0f} s", file=sys.stderr)
        return 1
    app_ui = app.ui
    winners = set(match.state.winners())
    print(f"{match.game.id}: {players} players, seed {seed}, {len(match.steps)} actions")
    for seat, (s, score) in enumerate(zip(match.seats, match.state.scores())):
        parts = ", ".join(f"{category(app_ui, game_id, c)} {v}" for c, v in score.breakdown)
        star = "  *winner*" if seat in winners else ""
        print(f"  {s.name}: {score.total} ({parts}){star}")
    return 0
