"""``python -m rules.position GAME [--players N] [--seed S] [--moves N] [--option NAME=V] [--json]``
prints a position (YAML, or JSON), and ``python -m rules.position --check FILE`` reads one
(YAML or JSON) and says what is wrong with it.

The position printed is the game's after ``--moves`` seeded random legal moves (0: the
set-up table), written as :func:`rules.core.position.dump` writes it: a file that
``--check`` reads back, and that a test or a tutorial scenario can start from.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Any

import yaml

from rules.ai.arena import parse_options
from rules.core.errors import TableroError
from rules.core.game import Config, get_game
from rules.core.position import dump, load


def played(game_id: str, players: int | None, seed: int, moves: int, options: dict[str, Any]):
    """A new state of the game after ``moves`` seeded random legal moves (fewer if it ends)."""
    game = get_game(game_id)
    state = game.new_state(Config(players=players or game.min_players, seed=seed, options=options))
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        seat = rng.choice(state.to_act())
        state.apply(seat, rng.choice(state.legal(seat)))
    return state


def check_file(path: str) -> list[str]:
    """The problems of a position file (empty: it holds a position that can be)."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except (OSError, UnicodeDecodeError) as err:
        return [f"{path}: cannot read it ({err})"]
    try:
        data = json.loads(text) if path.endswith(".json") else yaml.safe_load(text)
    except (ValueError, yaml.YAMLError) as err:
        return [f"{path}: not {'JSON' if path.endswith('.json') else 'YAML'} ({err})"]
    try:
        load(data)
    except TableroError as err:
        return [f"{path}: {err}"]
    return []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.position", description=__doc__)
    parser.add_argument("game", nargs="?")
    parser.add_argument("--players", type=int)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--moves", type=int, default=0)
    parser.add_argument("--option", action="append", default=[], help="NAME=true|false")
    parser.add_argument("--json", action="store_true", help="JSON instead of YAML")
    parser.add_argument("--check", metavar="FILE", help="read a position file and say what is wrong with it")
    args = parser.parse_args(argv)
    if args.check:
        problems = check_file(args.check)
        for p in problems:
            print(p, file=sys.stderr)
        if not problems:
            print(f"{args.check}: a valid position")
        return 1 if problems else 0
    if not args.game:
        parser.error("name a game, or --check FILE")
    try:
        options = parse_options(args.option)
        state = played(args.game, args.players, args.seed, max(0, args.moves), options)
    except TableroError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    data = dump(state)
    if args.json:
        print(json.dumps(data, ensure_ascii=False, indent=1))
    else:
        print(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, default_flow_style=None, width=100), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
