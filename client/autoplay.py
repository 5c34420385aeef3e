"""``--autoplay``: greedy AI plays every seat in the real UI (table scene, worker process)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

from rules.core import CardDataError, Config, Match, Seat, TableroError


def run(
    game_id: str,
    players: int,
    seed: int | None,
    frames_out: str | None,
    speed: float = 4.0,
    worker: str = "process",
    timeout: float = 300.0,
) -> int:
    import pygame

    from client.app import App
    from client.scenes.menu import MainMenu
    from client.scenes.results import ResultsScene
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
    print(f"{match.game.id}: {players} players, seed {seed}, {len(match.steps)} actions")
    print_scores(app.ui, match.game.id, match.seats, match.state)
    return 0


def print_scores(ui, game_id: str, seats, state) -> None:
    """Each seat's final score with its breakdown, the winners starred."""
    from client.scenes.results import category

    winners = set(state.winners())
    for seat, (s, score) in enumerate(zip(seats, state.scores())):
        parts = ", ".join(f"{category(ui, game_id, c)} {v}" for c, v in score.breakdown)
        star = "  *winner*" if seat in winners else ""
        print(f"  {s.name}: {score.total} ({parts}){star}")


def print_public_scores(seats, state) -> None:
    """An unfinished game's scores as the table shows them to everyone (what is behind a
    screen, such as Krysis's crystals at home, left out), said to be so, no winner."""
    print("unfinished: the game is not over; the scores the table shows everyone (hidden ones left out)")
    for s, score in zip(seats, state.shown_scores(None)):
        print(f"  {s.name}: {score}")


def load_replay(what: str):
    """The match and its recorded totals (None for a save) of ``--replay N|FILE``: history
    record N (numbered as ``--history`` lists them) or a save file. TableroError says why not."""
    from rules.core import history, saves

    if what.isdigit():
        records, problems = history.load()
        for problem in problems:
            print(f"history: {problem}", file=sys.stderr)
        n = int(what)
        if not 1 <= n <= len(records):
            raise TableroError(f"no game {n} in the history: it holds {len(records)} (see tablero --history)")
        record = records[n - 1]
        return record.match(), list(record.totals)
    path = Path(what)
    if not path.is_file():
        raise TableroError(f"{what}: no such save file (and not a history number)")
    return saves.read(path), None


def run_replay(what: str, frames_out: str | None, timeout: float = 600.0) -> int:
    """``--replay N|FILE``: play the game through the replay viewer, one decision a frame;
    print the final scores (exit 1 if they differ from those recorded, 2 if N or the file
    is bad)."""
    import pygame

    from client.app import App
    from client.scenes.menu import MainMenu
    from client.ui import Settings

    try:
        match, recorded = load_replay(what)
    except TableroError as err:
        print(f"replay: {err}", file=sys.stderr)
        return 2
    settings = Settings.load(Path("/nonexistent"))  # defaults; the player's settings stay untouched
    settings.anim_speed = 0.0
    app = App(settings, worker="inline", autosave=False)
    out = Path(frames_out) if frames_out else None
    if out:
        out.mkdir(parents=True, exist_ok=True)
    try:
        app.push(MainMenu(app))
        app.step()
        try:
            scene = app.scene("replay", match)
        except (ImportError, KeyError) as err:
            print(f"replay: no table for {match.game.id} ({err})", file=sys.stderr)
            return 1
        app.push(scene)
        app.step()
        elapsed = 0.0
        while app.running and elapsed < timeout and not scene.at_end:
            scene.go(scene.replay.position + 1)
            app.step(dt=1 / 60)
            elapsed += 1 / 60
            if out:
                pygame.image.save(app.screen, str(out / f"step-{scene.replay.position:04d}.png"))
    finally:
        app.close()
    state = scene.state
    print(
        f"{match.game.id}: {len(match.seats)} players, seed {match.config.seed}, "
        f"replayed {scene.replay.position} of {len(match.steps)} decisions"
    )
    if not state.is_over():  # a save of a game under way: what the table shows everyone
        print_public_scores(match.seats, state)
        return 0
    print_scores(app.ui, match.game.id, match.seats, state)
    totals = [s.total for s in state.scores()]
    if recorded is not None and totals != recorded:
        print(f"replay: the scores {totals} differ from those recorded {recorded}", file=sys.stderr)
        return 1
    return 0


def run_tutorial(game_id: str) -> int:
    """``--tutorial GAME --headless``: the game's lesson played through at the real table
    with its scripted moves, each learner's move checked to be legal and lit by the table;
    prints ``tutorial GAME: N steps ok`` (exit 0), or what failed (exit 1)."""
    import pygame

    from client.app import App
    from client.scenes.menu import MainMenu
    from client.tutorial.coach import Coach
    from client.ui import Settings

    settings = Settings.load(Path("/nonexistent"))  # defaults; the player's settings stay untouched
    settings.anim_speed = 0.0
    try:
        coach, match = Coach.start(game_id, settings.lang, resume=False)
    except TableroError as err:
        print(f"tutorial {game_id}: {err}", file=sys.stderr)
        return 1
    app = App(settings, worker="inline", autosave=False)

    def failed(step, problem: str) -> int:
        print(f"tutorial {game_id}: step {step.id!r}: {problem}", file=sys.stderr)
        return 1

    try:
        app.push(MainMenu(app))
        app.step()
        scene = app.scene("table", match, coach=coach)
        app.push(scene)
        app.step()
        for n, step in enumerate(coach.script.steps):
            for _ in range(600):  # the AI's move, the cards' flight
                app.step(dt=1 / 30)
                if scene.table.overlay_open():  # a scene over the table (a Tribunal's count): closed as a player does
                    scene.table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
                moved = step.kind != "ai" or (coach.ai_done and not scene.table.busy())
                if moved and (step.kind != "do" or scene.deciding == step.seat):
                    app.step(dt=1 / 30)  # and the buttons follow
                    break
            if coach.step is not step:
                return failed(step, "went by by itself")
            if step.kind == "end":
                break
            if step.kind == "do":
                if step.action not in match.state.legal(step.seat):
                    return failed(step, f"{step.action} is not legal")
                if not coach.lit(scene):
                    return failed(step, f"the table lights nothing for {step.action}")
                scene.human_action(step.action)
            elif not coach.next_btn.is_enabled:
                return failed(step, "Next stays disabled")
            else:
                coach.on_button(scene, coach.next_btn)
            app.step(dt=1 / 30)
            if coach.index != n + 1:
                return failed(step, "does not lead to the next step")
    finally:
        app.close()
    print(f"tutorial {game_id}: {len(coach.script.steps)} steps ok")
    return 0
