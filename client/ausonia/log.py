"""One localized log line per Ausonia rules event (``ausonia.*`` keys, listed in
``rules/ausonia/__init__.py``).

Lines name the players and the cards by their names in the card data; gems are counted
with their names ("2 zafiros + 1 arcoíris"). Private events (a hand, cards drawn, cards
Previsión revealed, a card raised from the hand) are worded like the rest; the table scene
shows them only to their seat.

    >>> from client.ui import UI, Settings
    >>> from rules.core.state import Event
    >>> format_event(UI(Settings(lang="en")), Event("ausonia.end_turn", {"seat": 0}), ["Ana"])
    'Ana moves to the end of turn phase'
"""

from __future__ import annotations

from client.ausonia import cardinfo, prompts
from client.game_log import name_of
from rules.ausonia.actions import GEMS

GROUPED_EVENTS = ()


def gems_of(value) -> tuple[int, ...]:
    """Counts per GEMS from a tuple or a {gem: n} mapping."""
    if isinstance(value, dict):
        return tuple(int(value.get(g, 0) or 0) for g in GEMS)
    return tuple(int(x) for x in (value or ()))[:4] + (0,) * max(0, 4 - len(value or ()))


def cards_text(ui, cards) -> str:
    return ", ".join(cardinfo.name(ui, c) for c in cards or ()) or ui.t("ausonia.log.none")


def _merge_plays(params, nxt):
    """Two plays in a row by one seat make one line ("plays A, B")."""
    if params.get("seat") != nxt.get("seat"):
        return None
    cards = list(params.get("cards") or [params["card"]])
    return {"seat": params["seat"], "cards": cards + [nxt["card"]]}


MERGED_EVENTS = {"ausonia.play": _merge_plays}


def format_event(ui, event, names: list[str]) -> str | None:
    """The log line for ``event`` (a rules Event), or None for keys of other games."""
    key, p = event.key, event.params
    if not key.startswith("ausonia."):
        return None
    k = key[8:]
    t = ui.t
    who = name_of(names, p.get("seat"))
    card = cardinfo.name(ui, p["card"]) if isinstance(p.get("card"), int) and p.get("card", -1) >= 0 else ""
    if k == "setup":
        return t("ausonia.log.setup", players=p.get("players"), name=name_of(names, p.get("first")))
    # a seat and a card, a count, or a list of cards
    if k in ("discarded", "manipulate", "foresee_discard", "raised", "seal", "break_seal"):
        return t(f"ausonia.log.{k}", name=who, card=card)
    if k in ("draw", "foresight"):
        return t(f"ausonia.log.{k}", name=who, n=p.get("count"))
    if k in ("hand", "drawn", "foreseen"):
        return t(f"ausonia.log.{k}", name=who, cards=cards_text(ui, p.get("cards")))
    if k == "turn":
        return t("ausonia.log.turn", name=who, round=p.get("round"))
    if k == "play":
        cards = p.get("cards")
        return t("ausonia.log.play", name=who, card=cards_text(ui, cards) if cards else card)
    if k == "buy":
        src = t("ausonia.log.from_power") if p.get("source") == "power" else t("ausonia.log.from_offer")
        return t("ausonia.log.buy", name=who, card=card, source=src, pay=prompts.pay_text(ui, gems_of(p.get("pay"))))
    if k == "power_top":
        return t("ausonia.log.power_top", card=card)
    if k == "offer_refill":
        return t("ausonia.log.offer_refill", card=card)
    if k == "activate":
        ab = int(p.get("ability", 0))
        pay = gems_of(p.get("pay"))
        words = cardinfo.keywords_text(ui, p["card"], ab)
        if any(pay):
            return t("ausonia.log.activate_paid", name=who, card=card, words=words, pay=prompts.pay_text(ui, pay))
        return t("ausonia.log.activate", name=who, card=card, words=words)
    if k == "influence":
        return t("ausonia.log.influence", name=who, n=p.get("amount"), total=p.get("total"))
    if k == "corruption":
        return t(
            "ausonia.log.corruption",
            name=who,
            target=name_of(names, p.get("target")),
            n=p.get("amount"),
            total=p.get("total"),
        )
    if k == "discard_asked":
        return t("ausonia.log.discard_asked", name=who, target=name_of(names, p.get("target")), n=p.get("count"))
    if k == "foresee_top":
        return t("ausonia.log.foresee_top", name=who)
    if k == "raise":
        if p.get("source") == "hand" or not card:
            return t("ausonia.log.raise_hand", name=who)
        return t("ausonia.log.raise_discard", name=who, card=card)
    if k in ("fountain", "fountain_gems"):
        star = cardinfo.name(ui, p["star"]) if isinstance(p.get("star"), int) else ""
        return t(f"ausonia.log.{k}", name=who, card=star, gems=prompts.pay_text(ui, gems_of(p.get("gems"))))
    if k == "reshuffle":
        return t(
            "ausonia.log.reshuffle",
            name=who,
            n=p.get("cards") if isinstance(p.get("cards"), int) else len(p.get("cards") or ()),
        )
    if k == "done":
        return t("ausonia.log.done", name=who, keyword=t(f"ausonia.kw.{p.get('keyword')}"))
    if k == "end_turn":
        return t("ausonia.log.end_turn", name=who)
    if k == "sixty":
        return t("ausonia.log.sixty", name=who, total=p.get("total"))
    if k == "game_over":
        winners = p.get("winners") or ()
        return t("ausonia.log.game_over", names=", ".join(name_of(names, s) for s in winners))
    return None
