"""One localized log line per El Viejo Imperio rules event (``imperio.*`` keys)."""

from __future__ import annotations

from client.imperio import reasons
from client.imperio.hints import join
from rules.imperio.cards import card_set


def _name(names: list[str], seat) -> str:
    try:
        return names[int(seat)]
    except (TypeError, ValueError, IndexError):
        return str(seat)


def _card(ui, card) -> str:
    cs = card_set()
    data = cs.monarchs.get(card) or cs.events.get(card)
    return ui.localized(data.name) if data else str(card)


def _crit(ui, crit) -> str:
    return ui.t(f"imperio.crit.{crit}")


def format_event(ui, event, names: list[str]) -> str | None:
    """The log line for ``event`` (a rules Event), or None for keys of other games."""
    key, p = event.key, event.params
    if not key.startswith("imperio."):
        return None
    seat = p.get("seat")
    who = _name(names, seat)
    if key == "imperio.deal":
        return ui.t("imperio.log.deal", deal=p.get("deal"))
    if key == "imperio.event":
        crit = [_crit(ui, c) for c in p.get("criteria", [])] + ["", "", ""]
        ev = card_set().events.get(p.get("event"))
        return ui.t(
            "imperio.log.event",
            round=p.get("round"),
            event=_card(ui, p.get("event")),
            year=ev.year if ev else "?",
            first=crit[0],
            second=crit[1],
            third=crit[2],
        )
    if key in ("imperio.chosen", "imperio.drew"):
        return ui.t(f"imperio.log.{key[8:]}", name=who)
    if key in ("imperio.chosen_card", "imperio.played", "imperio.drew_card"):
        return ui.t(f"imperio.log.{key[8:]}", name=who, card=_card(ui, p.get("card")))
    if key == "imperio.revealed":
        plays = ", ".join(f"{_name(names, s)}: {_card(ui, c)}" for s, c in p.get("plays", []))
        return ui.t("imperio.log.revealed", plays=plays)
    if key == "imperio.elector":
        crit = " › ".join(_crit(ui, c) for c in p.get("criteria", []))
        return ui.t("imperio.log.elector", name=who, card=_card(ui, p.get("card")), criteria=crit)
    if key == "imperio.won":
        decided = p.get("decided_by")
        if decided == "tie":
            line = ui.t("imperio.log.won_tie", name=who, event=_card(ui, p.get("event")))
        else:
            line = ui.t("imperio.log.won", name=who, event=_card(ui, p.get("event")), crit=_crit(ui, decided))
        told = reasons.from_params(p)
        if told is not None:
            return line + reasons.log_tail(ui, told, names)
        if p.get("dynasty"):
            line += ui.t("imperio.log.dynasty", names=join(ui, [_name(names, s) for s in p["dynasty"]]))
        if p.get("hero") is not None:
            line += ui.t("imperio.log.hero", name=_name(names, p["hero"]))
        return line
    if key == "imperio.over":
        winners = [_name(names, s) for s in p.get("winners", [])]
        many = len(winners) > 1
        return ui.t("imperio.log.over_many" if many else "imperio.log.over", names=join(ui, winners))
    return None
