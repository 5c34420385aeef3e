"""``tablero --selftest``: check every game end to end, headless.

Loads all card data (invalid data prints the same lines as ``python -m
rules.cards check`` and fails), then for every available game, every seat
count and each option switched on: plays to the end with the greedy AI
in-process, checks that the save replays to the same state, and draws the
game's table once offscreen (mid-game, as the seat to act sees it).
"""

from __future__ import annotations

import random
import sys
import traceback

from rules.core import CardDataError, Config, Match, Seat, all_games, saves


def configs(game) -> list[dict]:
    """The default options, then each boolean option switched on alone."""
    out = [{}]
    out += [{o.id: True} for o in game.options if isinstance(o.default, bool) and not o.default]
    return out


def play_one(game, players: int, options: dict, ui, module) -> None:
    import pygame

    from rules.ai import choose

    seats = [Seat(f"P{i + 1}", "greedy") for i in range(players)]
    match = Match.new(game.id, Config(players, seed=players * 7 + len(options), options=options), seats)
    rng, drawn = random.Random(players), False
    table = module.TABLE(ui, game.id, [s.name for s in seats])
    table.set_rect(pygame.Rect(0, 0, 1200, 900))
    while not match.is_over():
        seat = match.state.to_act()[0]
        legal = match.state.legal(seat)
        if not drawn and len(match.steps) >= 2 * players:
            table.refresh(match.state.view(seat), seat, legal)
            table.update(0.05)
            table.draw(pygame.Surface((1600, 900)))
            drawn = True
        match.apply(seat, choose("greedy", game.id, match.state.view(seat), legal, rng))
    replayed = saves.from_json(saves.to_json(match))
    if replayed.state.fingerprint() != match.state.fingerprint():
        raise AssertionError("the save does not replay to the same state")
    table.refresh(match.state.view(None), None, [])
    table.draw(pygame.Surface((1600, 900)))
    for seat in range(players):
        module.draw_seat_summary(
            ui, pygame.Surface((900, 140)), pygame.Rect(0, 0, 900, 140), match.state.view(None), seat
        )
    for seat, score in enumerate(match.state.scores()):
        if score.total != sum(v for _, v in score.breakdown):
            raise AssertionError(f"seat {seat}: total {score.total} is not the sum of its breakdown")


def run() -> int:
    import pygame

    from client import games
    from client.ui import UI
    from rules.cards import load_game

    try:
        for game in all_games():
            load_game(game.id)
        game_list = [g for g in all_games() if games.has_table(g.id)]
    except CardDataError as err:
        for line in err.problems:
            print(line)
        print(f"selftest failed: invalid card data ({len(err.problems)} problem(s))", file=sys.stderr)
        return 1
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1600, 900))
    ui, count, failed = UI(), 0, []
    per_game: dict[str, int] = {}
    try:  # the hyphenation patterns travel as data files (build.spec keeps es and en_US)
        from client.text import _breaks

        for word, lang, want in (("camorrista", "es", [8, 4, 2]), ("apprentice", "en", [6, 2])):
            if _breaks(word, lang) != want:
                failed.append(f"hyphenation ({lang}): {word} breaks at {_breaks(word, lang)}, not {want}")
    except Exception as err:
        failed.append(f"hyphenation patterns: {type(err).__name__}: {err}")
    for game in game_list:
        try:
            module = games.table_module(game.id)
        except Exception as err:
            failed.append(f"{game.id}: no table: {type(err).__name__}: {err}")
            continue
        for players in range(game.min_players, game.max_players + 1):
            for options in configs(game):
                label = f"{game.id} {players} players {options or 'default options'}"
                try:
                    play_one(game, players, options, ui, module)
                    count += 1
                    per_game[game.id] = per_game.get(game.id, 0) + 1
                except Exception as err:
                    failed.append(f"{label}: {type(err).__name__}: {err}")
                    traceback.print_exc(file=sys.stderr)
    pygame.display.quit()
    if failed:
        for line in failed:
            print(f"selftest FAILED: {line}")
        return 1
    listed = ", ".join(f"{gid} {n}" for gid, n in per_game.items())
    print(f"selftest ok: {count} games ({listed})")
    return 0
