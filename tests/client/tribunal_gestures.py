"""Where on the Grand Tribunal table a person drags or clicks to make an action (the tests'
driver): the same gestures the table's docstring lists, found from the table's own rects."""

from __future__ import annotations

from rules.tribunal import actions as A


def deck_of(card: str) -> str:
    from client.tribunal import data

    return {"item": "items", "spell": "spells"}.get(data.kind_of(card), "resources")


def gesture(table, act):
    """("drag", start, end) for the drag that makes ``act``, ("button", rect) for a bar
    button, ("click", [points]) for the clicks: None where the table shows no way to make it."""
    rects = table.drop_rects()
    own = table.own_card_rects()
    for b, r in table.bar:
        if b.action == act:
            return ("button", r.center)
    c = lambda name: rects[name].center  # noqa: E731
    if isinstance(act, A.Draw):
        return ("drag", table.deck_rect(act.deck).center, table.layout.hand_area.center)
    if isinstance(act, (A.PraecoVote, A.Vote)):
        return ("drag", table.concilium_rect().center, c(f"space:{act.space}"))
    if isinstance(act, A.Unvote):
        return ("drag", c(f"space:{act.space}"), table.concilium_rect().center)
    if isinstance(act, A.ToSanctum):
        return ("drag", table.hand_card_rect(act.card).center, table.layout.own.midtop)
    if isinstance(act, A.Discard):
        return ("drag", table.hand_card_rect(act.card).center, c(f"discard:{deck_of(act.card)}"))
    if isinstance(act, A.Activate):
        return ("drag", own[act.card].center, table.regio_rect().center)
    if isinstance(act, A.Install):
        return ("drag", own[act.spell].center, own[act.item].center)
    if isinstance(act, A.Take):
        start = (
            table.deck_rect(act.card).center if act.card in ("items", "spells") else table.row_rects()[act.card].center
        )
        end = table.layout.hand_area.center if act.to == "hand" else table.layout.own.midtop
        return ("drag", start, end)
    if isinstance(act, A.Advance):
        return ("drag", table.vis_rect().center, own[act.card].center)
    if isinstance(act, A.Cast):
        return ("drag", table.installed_rects()[(act.item, act.spell)].center, table.play_rect().center)
    if isinstance(act, A.PlayResource):
        return ("drag", own[act.card].center, table.play_rect().center)
    if isinstance(act, A.DrawResource):
        end = table.layout.hand_area.center if act.to == "hand" else table.layout.own.midtop
        return ("drag", table.deck_rect("resources").center, end)
    if isinstance(act, A.Extract):
        return ("drag", table.regio_rect().center, table.layout.store.center)
    if isinstance(act, A.Gather):
        return ("drag", table.source_rects()[act.source].center, table.layout.store.center)
    if isinstance(act, A.Target):
        return ("click", [table.layout.opp[act.seat].center])
    return None


def click_pair(table, act):
    """The click alternative of a drag: the source, then the target (a button where the
    picked source's bar offers it)."""
    kind, *rest = gesture(table, act)
    if kind != "drag":
        return None
    return [rest[0], rest[1]]
