"""Why a drag or a drop does nothing: the rules' reasons in the player's words.

``refusal`` is asked as an item is picked up (no target lights for it); ``drop_reason``
when it lands where it makes no legal action. The reasons name the rule broken ("two
*different* actions", "one vis on up to three cards, or up to two on one card", a free
slot of the Spell's category...), read from the view.
"""

from __future__ import annotations

from client.tribunal import data
from client.tribunal.prompts import uses
from rules.tribunal import actions as A

# the action kinds of ``view.used`` a source's action counts as
KIND = {
    "vote": "vote",
    "row": "take",
    "deck": "take",
    "vis": "advance",
    "inst": "cast",
    "regio": "extract",
    "source": "gather",
}


def not_now(table) -> str:
    v = table.view
    if not table.legal:
        if v is not None and v.active is not None and v.active != table.viewer:
            return table.ui.t("tribunal.why.not_your_turn", name=table.seat_names[v.active])
        return table.ui.t("tribunal.why.wait")
    m = table.mode
    if m == "praeco":
        return table.ui.t("tribunal.why.praeco_first")
    if m == "draw":
        return table.ui.t("tribunal.why.draw_first")
    if m == "advance":
        return table.ui.t("tribunal.why.advance_first")
    if m == "keep":
        return table.ui.t("tribunal.why.keep_first")
    if m == "join":
        return table.ui.t("tribunal.why.join_first")
    if m == "discard":
        return table.ui.t("tribunal.why.discard_first")
    if m == "effect":
        return table.ui.t("tribunal.why.effect_first")
    return table.ui.t("tribunal.why.not_now")


def action_used(table, kind: str) -> str | None:
    """ "Two different actions": the reason when ``kind`` was already taken, or none left."""
    v = table.view
    if table.mode != "main":
        return None
    if kind in v.used:
        return table.ui.t("tribunal.why.used")
    if v.actions_left <= 0:
        return table.ui.t("tribunal.why.no_actions")
    if kind in ("gather",) and v.actions_left < 2:
        return table.ui.t("tribunal.why.double")
    return None


def refusal(table, item) -> str | None:
    """Why a picked-up item has no legal use at all now (it lights no target), or None."""
    if item is None:
        return None
    if uses(table, item):
        return None
    if not table.legal:
        return not_now(table)
    return reason(table, item)


def reason(table, item) -> str:
    """The rule that keeps ``item`` from any use now."""
    v, me = table.view, table.me()
    kind = item[0]
    used = action_used(table, KIND.get(kind, ""))
    if used and kind in KIND:
        return used
    if kind == "vote":
        if v.concilium <= 0:
            return table.ui.t("tribunal.why.concilium_empty")
        return not_now(table)
    if kind == "vis":
        if me is not None and me.vis <= 0:
            return table.ui.t("tribunal.why.no_vis")
        if table.mode == "advance":
            return table.ui.t("tribunal.why.advance_rule")
        if table.mode == "main" and not any(c for c in _unfinished(me)):
            return table.ui.t("tribunal.why.nothing_to_advance")
        return not_now(table)
    if kind == "own":
        card = _own(me, item[1])
        if card is not None and data.kind_of(item[1]) == "spell" and not card.active:
            return table.ui.t("tribunal.why.spell_inactive", spell=data.name(table.ui, item[1]))
        if card is not None and data.kind_of(item[1]) == "spell" and table.mode == "main":
            # an active Spell with nowhere to go: no active Item, or none with its slot free
            spell = data.name(table.ui, item[1])
            if not any(c.active for c in me.laboratory + me.awarded):
                return table.ui.t("tribunal.why.no_active_item", spell=spell)
            cat = data.space_name(table.ui, data.space_of(item[1]))
            return table.ui.t("tribunal.why.no_slot_any", spell=spell, category=cat)
        if card is not None and card.kind == "resource":
            return action_used(table, "play_resource") or not_now(table)
        if card is not None and not card.active and not card.ready:
            return table.ui.t(
                "tribunal.why.not_paid", card=data.name(table.ui, item[1]), n=data.cost(item[1]) - card.vis
            )
        if card is not None and card.active and data.kind_of(item[1]) == "item":
            return table.ui.t("tribunal.why.item_active")
        return not_now(table)
    if kind == "hand":
        if table.mode == "main":
            return not_now(table)
        return not_now(table)
    if kind == "source":
        for src, area, _ in v.registers:
            if src == item[1] and area != v.tribunal:
                return table.ui.t("tribunal.why.source_spent")
        return not_now(table)
    if kind == "deck":
        left = dict(v.decks).get(item[1], 0)
        if left <= 0:
            return table.ui.t("tribunal.why.deck_empty", deck=_deck(table, item[1]))
        return not_now(table)
    return not_now(table)


def _deck(table, deck: str) -> str:
    from client.tribunal.prompts import deck_name

    return deck_name(table.ui, deck)


def _own(me, card: str):
    if me is None:
        return None
    for c in me.laboratory + me.library + me.vault + me.awarded:
        if c.id == card:
            return c
    return None


def _unfinished(me):
    if me is None:
        return []
    return [c for c in me.laboratory + me.library if not c.active and not c.ready]


def drop_reason(table, item, target: str | None) -> str:
    """Why ``item`` dropped on ``target`` makes no legal action."""
    ui, v, me = table.ui, table.view, table.me()
    t = ui.t
    why = refusal(table, item)
    if why:
        return why
    kind = item[0]
    if target is None:  # dropped on nothing: where a piece of one destination goes
        if kind == "voted":
            return t("tribunal.why.to_concilium")
        if kind == "opp":
            return t("tribunal.why.drain_to_store")
        if kind == "vote":
            return t("tribunal.why.vote_to_space")
        if kind in ("regio", "source"):
            return t("tribunal.why.to_store")
        if kind == "inst":
            return t("tribunal.why.cast_to_board")
        return t("tribunal.why.nowhere")
    if kind == "vote":
        if not target.startswith("space:"):
            return t("tribunal.why.vote_to_space")
        if table.mode == "praeco" and target[6:] in table.view.praeco_votes:
            return t("tribunal.why.praeco_different")
        return not_now(table)
    if kind == "vis":
        if not target.startswith("card:"):
            return t("tribunal.why.vis_to_card")
        card = _own(me, target[5:])
        if card is None:
            return t("tribunal.why.vis_to_card")
        if card.kind == "resource":
            return t("tribunal.why.resource_no_vis")
        if card.active or card.ready:
            return t("tribunal.why.paid", card=data.name(ui, card.id))
        if table.mode == "advance" or v.advance:
            return t("tribunal.why.advance_rule")
        return not_now(table)
    if kind == "own":
        card = _own(me, item[1])
        if data.kind_of(item[1]) == "spell" and card is not None and card.active:
            if not target.startswith("card:"):
                return t("tribunal.why.spell_to_item")
            it = _own(me, target[5:])
            if it is None or it.kind != "item":
                return t("tribunal.why.spell_to_item")
            if not it.active:
                return t("tribunal.why.item_inactive", item=data.name(ui, it.id))
            cat = data.space_name(ui, data.space_of(item[1]))
            return t("tribunal.why.no_slot", item=data.name(ui, it.id), category=cat)
        if card is not None and card.kind == "resource":
            return t("tribunal.why.resource_to_board")
        return t("tribunal.why.activate_to_regio")
    if kind == "hand":
        if table.mode == "discard":
            return t("tribunal.why.to_discard")
        return t("tribunal.why.to_sanctum")
    if kind in ("row", "deck"):
        if target == "hand" and not dict(v.options).get("hand_or_sanctum", False):
            return t("tribunal.why.to_sanctum_only")
        return t("tribunal.why.take_to_sanctum")
    if kind == "inst":
        return t("tribunal.why.cast_to_board")
    if kind in ("regio", "source"):
        return t("tribunal.why.to_store")
    if kind == "voted":
        return t("tribunal.why.to_concilium")
    if kind == "opp":
        return t("tribunal.why.drain_to_store")
    return not_now(table)


def greyed(table, card: str) -> str | None:
    """Why a hand card has no use now (it is drawn greyed), or None."""
    if not table.legal:
        return None
    if any(isinstance(a, (A.ToSanctum, A.Discard)) and a.card == card for a in table.legal):
        return None
    return not_now(table)
