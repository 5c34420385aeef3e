"""Who wins a round (baza): the three criteria, Dinastía and Héroe de guerra.

Rulebook: the first symbol decides; if it cannot, the second; then the third.
See docs/rulings.md (Imperio 1-6) for how each criterion ranks two monarchs
and how the special rules combine.

    >>> from rules.imperio.cards import card_set
    >>> cs = card_set()
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from rules.imperio.cards import Event, Monarch


def distance(monarch: Monarch, year: int) -> int:
    """Years between the reign and the event's year; 0 if the year falls in the reign."""
    if year < monarch.start:
        return monarch.start - year
    if year > monarch.end:
        return year - monarch.end
    return 0


def value(monarch: Monarch, criterion: str, year: int) -> int:
    """A monarch's strength on one criterion: higher is better."""
    if criterion == "crowns":
        return monarch.crowns
    if criterion == "years":
        return monarch.years
    return -distance(monarch, year)  # "period": the closer to the event's year, the better


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a round.

    ``decided_by`` is the criterion that separated the winner ("crowns", "years",
    "period"), or "tie" when all three could not (the first card played wins).
    ``dynasty`` lists the seats whose card matched the event's dynasty; ``hero``
    is the seat that played the event's person under a war-hero symbol, if any.
    """

    winner: int
    decided_by: str
    dynasty: tuple[int, ...] = ()
    hero: Optional[int] = None


def _best(cands: list[tuple[int, Monarch]], criterion: str, year: int) -> list[tuple[int, Monarch]]:
    top = max(value(m, criterion, year) for _, m in cands)
    return [(s, m) for s, m in cands if value(m, criterion, year) == top]


def resolve(plays: list[tuple[int, Monarch]], event: Event, criteria: tuple[str, str, str]) -> Outcome:
    """Decide a round. ``plays`` are (seat, monarch) in the order they were played."""
    year = event.year
    hero_seat = None
    if event.hero:
        hero_seat = next((s for s, m in plays if m.id == event.person), None)
    dynasty = tuple(s for s, m in plays if event.dynasty is not None and m.dynasty == event.dynasty)
    cands = [(s, m) for s, m in plays if s != hero_seat]

    def finish(group, decided_by):
        return Outcome(group[0][0], decided_by, dynasty, hero_seat)

    if hero_seat is not None and event.hero == "red":
        # Red war hero: his card always loses; the others are compared from the second symbol.
        group = cands
        for criterion in criteria[1:]:
            group = _best(group, criterion, year)
            if len(group) == 1:
                return finish(group, criterion)
        return finish(group, "tie")

    # First symbol; a Dinastía card counts as equal to the highest card of the round.
    first = criteria[0]
    top = max(value(m, first, year) for _, m in cands)
    group = [(s, m) for s, m in cands if value(m, first, year) == top or s in dynasty]
    decided = first if len(group) == 1 else None
    if decided is None:
        group = _best(group, criteria[1], year)
        decided = criteria[1] if len(group) == 1 else None
    if hero_seat is not None:
        # Black war hero: equal to the card that would have won on the second symbol;
        # the third symbol decides between them.
        hero = next((s, m) for s, m in plays if s == hero_seat)
        group = sorted(group + [hero], key=lambda sm: [s for s, _ in plays].index(sm[0]))
        decided = None
    if decided is None:
        group = _best(group, criteria[2], year)
        decided = criteria[2] if len(group) == 1 else "tie"
    return finish(group, decided)
