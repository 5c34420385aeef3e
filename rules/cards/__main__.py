"""``python -m rules.cards check [PATH...]``: validate card YAML.

With no PATH, checks every game's files. A PATH may be a file or a folder; a file of a
game's card set is checked with the rest of the set beside it. The checks are exactly
the loaders' (rules.cards.loader.check_files: each card, then each game's set_check), so
what passes here loads. Prints one line per problem (file:line: card 'id': field 'name':
message) and exits 1 if there is any, else prints a summary and exits 0.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import rules
from rules.cards.loader import check_files, data_root, with_siblings


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules.cards")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="validate card YAML files")
    check.add_argument("paths", nargs="*", type=Path)
    args = parser.parse_args(argv)
    rules.load_all_games()
    paths: list[Path] = []
    for p in args.paths or [data_root()]:
        if p.is_dir():
            paths.extend(sorted(p.rglob("*.yaml")) + sorted(p.rglob("*.yml")))
        elif p.exists():
            paths.append(p)
        else:
            print(f"{p}: no such file or folder", file=sys.stderr)
            return 2
    paths = with_siblings(paths)  # a file is checked against the rest of its card set
    problems, out = check_files(paths)
    for line in problems:
        print(line)
    if problems:
        print(f"{len(problems)} problem(s) in {len(paths)} file(s)", file=sys.stderr)
        return 1
    total = sum(len(v) for v in out.values())
    print(f"cards ok: {total} cards in {len(paths)} file(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
