"""Who wins a round (baza): the three criteria, Dinastía and Héroe de guerra.

Rulebook: the first symbol decides; if it cannot, the second; then the third.
See docs/rulings.md (Imperio 1-6) for how each criterion ranks two monarchs
and how the special rules combine.

    >>> from rules.imperio.cards import card_set
    >>> cs = card_set()
"""

from __future__ import annotations

from dataclasses import dataclass

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


def shown(monarch: Monarch, criterion: str, year: int) -> int:
    """A monarch's number on one criterion as a player reads it: crowns, years of reign,
    or for the period the distance in years to the event's year (lower is better)."""
    if criterion == "period":
        return distance(monarch, year)
    return value(monarch, criterion, year)


@dataclass(frozen=True, slots=True)
class Reasons:
    """How a round was decided, in numbers (the round result and the log show them).

    ``stages`` are the comparisons made, in order: (criterion, ((seat, number), ...)) with
    every card compared on that criterion in play order and its number as ``shown`` gives
    it (a Dinastía card's number is the raised one). ``raised`` lists (seat, own number,
    raised number) for the Dinastía cards on the first symbol. ``hero_fate`` is "equal"
    (black war hero: equal to ``hero_like``, the card(s) that would have won on the second
    symbol; the third decides) or "loses" (red war hero), None without a war hero.
    """

    year: int
    stages: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]
    raised: tuple[tuple[int, int, int], ...] = ()
    hero_fate: str | None = None
    hero_like: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a round.

    ``decided_by`` is the criterion that separated the winner ("crowns", "years",
    "period"), or "tie" when all three could not (the first card played wins).
    ``dynasty`` lists the seats whose card matched the event's dynasty; ``hero``
    is the seat that played the event's person under a war-hero symbol, if any;
    ``reasons`` the numbers compared (see ``Reasons``), with ``explain=True``.
    """

    winner: int
    decided_by: str
    dynasty: tuple[int, ...] = ()
    hero: int | None = None
    reasons: Reasons | None = None  # only when resolve() is asked to explain


def _best(cands: list[tuple[int, Monarch]], criterion: str, year: int, rec=None) -> list[tuple[int, Monarch]]:
    if rec is not None:
        rec.append((criterion, tuple((s, shown(m, criterion, year)) for s, m in cands)))
    top = max(value(m, criterion, year) for _, m in cands)
    return [(s, m) for s, m in cands if value(m, criterion, year) == top]


def resolve(
    plays: list[tuple[int, Monarch]], event: Event, criteria: tuple[str, str, str], explain: bool = False
) -> Outcome:
    """Decide a round. ``plays`` are (seat, monarch) in the order they were played.

    With ``explain`` the outcome also carries the numbers compared (``Reasons``); the
    decision is the same either way (the AI's rollouts call it without).
    """
    year = event.year
    rec: list | None = [] if explain else None
    raised: tuple = ()
    hero_fate: str | None = None
    hero_like: tuple[int, ...] = ()
    hero_seat = None
    if event.hero:
        hero_seat = next((s for s, m in plays if m.id == event.person), None)
    dynasty = tuple(s for s, m in plays if event.dynasty is not None and m.dynasty == event.dynasty)
    cands = [(s, m) for s, m in plays if s != hero_seat]

    def finish(group, decided_by):
        reasons = Reasons(year, tuple(rec), raised, hero_fate, hero_like) if rec is not None else None
        return Outcome(group[0][0], decided_by, dynasty, hero_seat, reasons)

    if hero_seat is not None and event.hero == "red":
        # Red war hero: his card always loses; the others are compared from the second symbol.
        hero_fate = "loses"
        group = cands
        for criterion in criteria[1:]:
            group = _best(group, criterion, year, rec)
            if len(group) == 1:
                return finish(group, criterion)
        return finish(group, "tie")

    # First symbol; a Dinastía card counts as equal to the highest card of the round.
    first = criteria[0]
    top = max(value(m, first, year) for _, m in cands)
    group = [(s, m) for s, m in cands if value(m, first, year) == top or s in dynasty]
    if rec is not None:
        best = next(shown(m, first, year) for _, m in cands if value(m, first, year) == top)
        rec.append((first, tuple((s, best if s in dynasty else shown(m, first, year)) for s, m in cands)))
        raised = tuple((s, shown(m, first, year), best) for s, m in cands if s in dynasty)
    decided = first if len(group) == 1 else None
    if decided is None:
        group = _best(group, criteria[1], year, rec)
        decided = criteria[1] if len(group) == 1 else None
    if hero_seat is not None:
        # Black war hero: equal to the card that would have won on the second symbol;
        # the third symbol decides between them.
        hero_fate, hero_like = "equal", tuple(s for s, _ in group)
        hero = next((s, m) for s, m in plays if s == hero_seat)
        group = sorted(group + [hero], key=lambda sm: [s for s, _ in plays].index(sm[0]))
        decided = None
    if decided is None:
        group = _best(group, criteria[2], year, rec)
        decided = criteria[2] if len(group) == 1 else "tie"
    return finish(group, decided)
