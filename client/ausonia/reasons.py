"""Why a drag or a drop does nothing: the rules' reasons in the player's words.

``refusal`` is asked as an item is picked up (no target lights for it); ``drop_reason``
when it lands where it makes no legal action; the others answer a click.
"""

from __future__ import annotations

from client.ausonia import cardinfo, prompts
from rules.ausonia import actions as A
from rules.ausonia.actions import GEMS


def waiting(table) -> str:
    """Why nothing is for the viewer to do now: whose decision it is."""
    v = table.view
    if v is None or v.phase == "over":
        return table.ui.t("ausonia.table.why.over")
    seat = v.to_act[0] if v.to_act else v.active
    return table.ui.t("ausonia.table.why.not_your_turn", name=table.seat_names[seat] if seat is not None else "")


def step_first(table) -> str:
    """A keyword waits for its decision: finish it first (the rulebook: "Todas las acciones
    ... deben estar completamente terminadas antes de que se le permita usar otra acción")."""
    return table.ui.t("ausonia.table.why.finish_first", prompt=prompts.prompt(table))


def cost_reason(table, cost) -> str:
    return table.ui.t(
        "ausonia.table.why.cost",
        cost=prompts.pay_text(table.ui, cost),
        have=prompts.pay_text(table.ui, table.view.gems)
        if any(table.view.gems)
        else table.ui.t("ausonia.table.no_gems"),
    )


def buy_reason(table, card: int) -> str | None:
    """Why ``card`` (of the offer row or the power deck's top) cannot be bought now."""
    if prompts.buys(table.legal, card):
        return None
    if not table.legal:
        return waiting(table)
    if table.mode != "turn":
        return step_first(table)
    return cost_reason(table, cardinfo.cost(card))


def ability_reason(table, card: int, ab: int) -> str | None:
    """Why that ability cannot be activated now, in the rulebook's words."""
    if prompts.activations(table.legal, card, ab):
        return None
    v = table.view
    if not table.legal:
        return waiting(table)
    if table.mode != "turn":
        return step_first(table)
    if (card, ab) in v.used:
        return table.ui.t("ausonia.table.why.used")
    pv = v.players_view[table.viewer]
    if card in pv.bought:
        return table.ui.t("ausonia.table.why.bought")
    cond = cardinfo.condition(card, ab)
    if cond is not None:
        have, need = condition_progress(v, card, ab)
        if card == v.source:
            return table.ui.t("ausonia.table.why.own_condition")
        return table.ui.t(
            "ausonia.table.why.locked", text=cardinfo.condition_text(table.ui, card, ab), have=have, need=need
        )
    if card not in pv.play:
        return table.ui.t("ausonia.table.why.not_played")
    return cost_reason(table, cardinfo.ability_cost(card, ab))


def condition_progress(view, card: int, ab: int) -> tuple[int, int]:
    for c, a, have, need in view.conditions:
        if (c, a) == (card, ab):
            return have, need
    return 0, 0


def target_reason(table, seat: int) -> str:
    if table.mode != "target":
        return waiting(table) if not table.legal else step_first(table)
    return table.ui.t("ausonia.table.why.not_opponent")


def break_reason(table, card: int) -> str:
    v = table.view
    if not table.legal:
        return waiting(table)
    if table.mode != "turn":
        return step_first(table)
    if card in v.sealed_now:
        return table.ui.t("ausonia.table.why.sealed_now")
    return table.ui.t("ausonia.table.why.not_now")


def gem_used(table, gem: str) -> bool:
    """Whether some purchase or ability now may be paid with ``gem``."""
    k = GEMS.index(gem)
    return any(isinstance(a, (A.Buy, A.Activate)) and a.pay[k] for a in table.legal)


def refusal(table, item) -> str | None:
    """Why ``item`` has no legal use at all now (None: it has one)."""
    if item is None:
        return None
    kind, legal, m = item[0], table.legal, table.mode
    if not legal:
        return waiting(table)
    if kind == "card":
        card = item[1]
        if any(getattr(a, "card", None) == card for a in legal if not isinstance(a, A.Buy)):
            return None
        return step_first(table) if m != "turn" else table.ui.t("ausonia.table.why.not_now")
    if kind == "gem":  # a gem of the pool may be dropped anywhere: the card or ability says why not
        return None if m == "turn" else step_first(table)
    if kind == "tile":
        card = item[1]
        if m == "seal":
            return None if A.SEAL[card] in legal else table.ui.t("ausonia.table.why.seal_which")
        gem = cardinfo.first_gem(card)
        if gem is None:
            return table.ui.t("ausonia.table.why.favour_no_gems")
        return None if gem_used(table, gem) else table.ui.t("ausonia.table.why.gem_no_use")
    if kind == "raised":
        card = item[1]
        if any(isinstance(a, A.BuildFountain) and a.star == card for a in legal):
            return None
        if not cardinfo.star(card):
            return table.ui.t("ausonia.table.why.no_star")
        return table.ui.t("ausonia.table.why.no_foundation")
    if kind == "choice":
        card = item[1]
        if any(getattr(a, "card", None) == card for a in legal):
            return None
        return table.ui.t("ausonia.table.why.not_now")
    if kind == "sealed":
        return None if A.BREAK_SEAL[item[1]] in legal else break_reason(table, item[1])
    if kind == "effect":
        return None if m == "target" else step_first(table)
    return None


def drop_reason(table, item, target: str | None) -> str:
    """Why ``item`` dropped on ``target`` makes no legal action."""
    why = refusal(table, item)
    if why:
        return why
    kind = item[0]
    if target is None:
        return where(table, kind)
    if target.startswith("buy:"):
        return buy_reason(table, int(target.split(":")[1])) or table.ui.t("ausonia.table.why.not_now")
    if target.startswith("ability:"):
        _, card, ab = target.split(":")
        return ability_reason(table, int(card), int(ab)) or table.ui.t("ausonia.table.why.not_now")
    if target == "seal":
        if table.mode != "seal":
            return table.ui.t("ausonia.table.why.seal_needs_keyword")
        return table.ui.t("ausonia.table.why.seal_which")
    if target == "play" and kind == "sealed":
        return break_reason(table, item[1])
    if target.startswith("found:"):
        return table.ui.t("ausonia.table.why.no_foundation")
    if target.startswith("opp:"):
        return target_reason(table, int(target.split(":")[1]))
    return where(table, kind)


def where(table, kind: str) -> str:
    """Where an item of ``kind`` may go, said when it lands elsewhere."""
    t = table.ui.t
    if kind == "card":
        return t("ausonia.table.why.where_card")
    if kind in ("gem", "tile"):
        return t("ausonia.table.why.where_gem")
    if kind == "choice":
        return t("ausonia.table.why.where_choice")
    if kind == "raised":
        return t("ausonia.table.why.no_foundation")
    if kind == "sealed":
        return t("ausonia.table.why.where_sealed")
    if kind == "effect":
        return t("ausonia.table.why.where_effect")
    return t("ausonia.table.why.not_now")
