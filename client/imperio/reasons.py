"""Why a round was won, in words and numbers, for the round panel and the log.

Both read the same ``Told``: from the view's ``RoundResult`` (its ``Reasons``) or
from the parameters of the ``imperio.won`` log event (rules/imperio/state.py).
Periodo compares the event's year with each reign ("843: 814–840 is closest"),
a Dinastía card shows its raised value ("crowns 3 → 5, dinastía"), a war hero
what happened to it.
"""

from __future__ import annotations

from dataclasses import dataclass

from client.imperio.hints import join
from rules.imperio.cards import card_set


@dataclass(frozen=True)
class Told:
    event: str
    criteria: tuple[str, ...]
    plays: tuple[tuple[int, str], ...]  # (seat, card) in play order
    winner: int
    decided_by: str
    hero: int | None
    year: int
    stages: tuple[tuple[str, tuple[tuple[int, int], ...]], ...]
    raised: tuple[tuple[int, int, int], ...]
    hero_fate: str | None
    hero_like: tuple[int, ...]


def from_result(last) -> Told | None:
    """The view's RoundResult, or None when it carries no reasons."""
    r = getattr(last, "reasons", None)
    if last is None or r is None:
        return None
    return Told(
        last.event,
        tuple(last.criteria),
        tuple((pc.seat, pc.card) for pc in last.plays),
        last.winner,
        last.decided_by,
        last.hero,
        r.year,
        r.stages,
        r.raised,
        r.hero_fate,
        r.hero_like,
    )


def from_params(p: dict) -> Told | None:
    """An ``imperio.won`` event's parameters, or None when they carry no numbers."""
    try:
        return Told(
            p["event"],
            tuple(p["criteria"]),
            tuple((int(s), c) for s, c in p["plays"]),
            int(p["seat"]),
            p["decided_by"],
            p.get("hero"),
            int(p["year"]),
            tuple((c, tuple((int(s), int(v)) for s, v in vals)) for c, vals in p["stages"]),
            tuple((int(s), int(a), int(b)) for s, a, b in p.get("raised", [])),
            p.get("hero_fate"),
            tuple(int(s) for s in p.get("hero_like", [])),
        )
    except (KeyError, TypeError, ValueError):
        return None


def _reign(card: str) -> str:
    m = card_set().monarchs.get(card)
    return f"{m.start}–{m.end}" if m else str(card)


def number(ui, crit: str, n: int) -> str:
    """A value as read on ``crit``: crowns and years as numbers, the period as a distance."""
    if crit == "period":
        return ui.t("imperio.res.inside") if n == 0 else ui.t("imperio.res.away", n=n)
    return str(n)


def crit_name(ui, crit: str) -> str:
    return ui.t(f"imperio.res.crit.{crit}")


def deciding(ui, told: Told, names: list[str], label: bool = True) -> str:
    """The comparison that decided the round, best first, e.g. "843: 814–840 (Ana) is closest …"
    or "Crowns: Ana 5, Beto 3" (without ``label``: "Ana 5, Beto 3")."""
    if not told.stages:
        return ""
    crit, vals = told.stages[-1]
    cards = dict(told.plays)
    best_first = sorted(vals, key=lambda sv: sv[1] if crit == "period" else -sv[1])
    if crit == "period":
        (s0, d0), rest = best_first[0], best_first[1:]
        reign = f"{_reign(cards[s0])} ({names[s0]})"
        head = (
            ui.t("imperio.res.period_in", year=told.year, reign=reign)
            if d0 == 0
            else ui.t("imperio.res.period_best", year=told.year, reign=reign, n=d0)
        )
        others = [
            ui.t("imperio.res.period_other", reign=f"{_reign(cards[s])} ({names[s]})", dist=number(ui, crit, d))
            for s, d in rest
        ]
        line = "; ".join([head] + others)
    else:
        items = ", ".join(f"{names[s]} {v}" for s, v in best_first)
        line = ui.t("imperio.res.compare", crit=crit_name(ui, crit), items=items) if label else items
    if told.decided_by == "tie":
        line += ". " + ui.t("imperio.res.tie", name=names[told.winner])
    return line


def raised_note(ui, told: Told, seat: int) -> str | None:
    """A Dinastía card's raised value on the first symbol ("crowns 3 → 5, dinastía")."""
    for s, own, to in told.raised:
        if s == seat:
            crit = told.criteria[0]
            if own == to:  # already the highest: the rule changes nothing
                return ui.t("imperio.res.raised_same", crit=crit_name(ui, crit), to=number(ui, crit, to))
            return ui.t(
                "imperio.res.raised", crit=crit_name(ui, crit), own=number(ui, crit, own), to=number(ui, crit, to)
            )
    return None


def hero_note(ui, told: Told, names: list[str]) -> str | None:
    """What happened to the war hero's card."""
    if told.hero is None:
        return None
    if told.hero_fate == "loses":
        return ui.t("imperio.res.hero_loses", crit=ui.t(f"imperio.crit.{told.criteria[1]}"))
    like = join(ui, [names[s] for s in told.hero_like])
    # mid-sentence: the criterion in lower case ("decide: periodo"), as in "Decide: años"
    return ui.t("imperio.res.hero_equal", names=like, crit=ui.t(f"imperio.crit.{told.criteria[2]}"))


def card_notes(ui, told: Told, names: list[str]) -> dict[int, str]:
    """The note under a card of the round: its Dinastía raise or its war-hero fate."""
    out = {}
    for seat, _ in told.plays:
        note = hero_note(ui, told, names) if seat == told.hero else raised_note(ui, told, seat)
        if note:
            out[seat] = note
    return out


def log_tail(ui, told: Told, names: list[str]) -> str:
    """What the log adds after "X wins E by C": the numbers, the Dinastía raises, the hero."""
    parts = [deciding(ui, told, names, label=False)]
    for s, _, _ in told.raised:
        parts.append(ui.t("imperio.res.log_dynasty", name=names[s], note=raised_note(ui, told, s)))
    if told.hero is not None:
        parts.append(ui.t("imperio.res.log_hero", name=names[told.hero], note=hero_note(ui, told, names)))
    return "".join(" — " + p if i == 0 else " · " + p for i, p in enumerate(p for p in parts if p))
