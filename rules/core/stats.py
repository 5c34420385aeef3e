"""Statistics over history records (:mod:`rules.core.history`), per game or overall.

Knows no game in particular: everything is read from the records.

    >>> stats([]).played
    0
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from rules.core.history import Record

RECENT = 12  # how many recent games a summary lists


@dataclass
class Stats:
    """What the statistics screen shows for a set of records.

    ``seat_wins[i]``: games won by seat i (shared wins count for each winner) out of
    ``seat_games[i]`` games that had a seat i. ``vs_level[level] = [won, played]``: games
    with at least one human and an AI of that level, and how many a human won.
    ``best``: (total, name, record index) of the best score; ``mean``: mean of all seats'
    totals; ``recent``: indices of the newest records, newest first.
    """

    played: int = 0
    seat_wins: list[int] = field(default_factory=list)
    seat_games: list[int] = field(default_factory=list)
    vs_level: dict[str, list[int]] = field(default_factory=dict)
    best: tuple[int, str, int] | None = None
    mean: float | None = None
    winner_mean: float | None = None
    autoplayed: int = 0
    recent: list[int] = field(default_factory=list)


def stats(records: Iterable[Record], game: str | None = None, recent: int = RECENT) -> Stats:
    """The statistics of ``records`` (only those of ``game`` when given)."""
    out = Stats()
    total = count = won_total = won_count = 0
    chosen = []
    for index, rec in enumerate(records):
        if game is not None and rec.game != game:
            continue
        chosen.append(index)
        out.played += 1
        out.autoplayed += rec.autoplay
        grow = rec.players - len(out.seat_games)
        if grow > 0:
            out.seat_games += [0] * grow
            out.seat_wins += [0] * grow
        for seat in range(rec.players):
            out.seat_games[seat] += 1
        for w in rec.winners:
            out.seat_wins[w] += 1
            won_total += rec.totals[w]
            won_count += 1
        for seat, value in enumerate(rec.totals):
            total += value
            count += 1
            if out.best is None or value > out.best[0]:
                out.best = (value, rec.seats[seat].name, index)
        humans = [i for i, s in enumerate(rec.seats) if s.is_human]
        if humans:
            human_won = any(w in humans for w in rec.winners)
            for level in {s.kind for s in rec.seats if not s.is_human}:
                tally = out.vs_level.setdefault(level, [0, 0])
                tally[0] += human_won
                tally[1] += 1
    out.mean = total / count if count else None
    out.winner_mean = won_total / won_count if won_count else None
    out.recent = chosen[::-1][:recent]
    return out
