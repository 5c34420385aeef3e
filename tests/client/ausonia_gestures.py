"""The mouse gesture that makes each Ausonia action on the real table (tests share it)."""

from __future__ import annotations

from krysis_gestures import button

from client.keyboard import visible_parts
from client.testing import click, drag
from rules.ausonia import actions as A


def secret(state, seat):
    """What an Ausonia seat hides from the others: its hand, its raise area, the foundations
    of its fountains, the cards Previsión revealed to it and the top cards it put back."""
    out = set(state.hand[seat]) | set(state.raised[seat])
    out |= {state.fountains[seat][i + 1] for i in range(0, len(state.fountains[seat]), 2)}
    if state.step == "foresee" and state.order[state.pos] == seat:
        out |= set(getattr(state, "revealed", ()) or ())
    known = state.top_own[seat] - state.top_pub[seat]
    if known > 0:
        draw = state.draw[seat]
        out |= set(draw[len(draw) - state.top_own[seat] : len(draw) - state.top_pub[seat]])
    return out


def spot(rects: dict, key) -> tuple[int, int]:
    """A point on ``rects[key]`` that no rect drawn after it covers (overlapping cards)."""
    return dict(visible_parts(rects))[key].center


def _ability_shown(app, table, card: int, ab: int) -> None:
    """Turn the abilities list's pages until (card, ab) is on the one shown."""
    for _ in range(len(table.ability_list()) + 1):
        if (card, ab) in table.ability_rects():
            return
        click(app, table.ability_arrows()[+1].center)
    raise AssertionError(f"ability {(card, ab)} not on any page")


def _pay_drag(table, act, target: str):
    """The gem (or gem card of the play area) whose drag onto ``target`` makes ``act``."""
    for g, r in table.gem_rects().items():
        if table.action_for(("gem", g), target) == act:
            return r.center
    for card, r in table.play_rects().items():
        if card in table.me().play and table.action_for(("tile", card), target) == act:
            return r.center
    return None


def _move(app, start, end, prefer_click: bool) -> str:
    """Drag from ``start`` to ``end``, or click both (the click alternative; ``end`` None:
    the first click does it)."""
    if prefer_click:
        click(app, start)
        if end is not None:
            click(app, end)
        return "click"
    drag(app, start, end)
    return "drag"


def gesture(app, table, act, prefer_click: bool = False) -> str:
    """Perform ``act`` by mouse on the table's scene; returns "drag" or "click"."""
    rects = table.drop_rects()
    if isinstance(act, (A.EndTurn, A.Done)):
        click(app, button(table, "end_turn" if isinstance(act, A.EndTurn) else "done"))
        return "click"
    if isinstance(act, A.Target):
        click(app, rects[f"opp:{act.seat}"].center)
        return "click"
    if isinstance(act, A.Buy):
        target = f"buy:{act.card}"
        start = None if prefer_click else _pay_drag(table, act, target)
        if start is not None:
            drag(app, start, rects[target].center)
            return "drag"
        click(app, rects[target].center)
        click(app, button(table, f"buy:{act.pay}"))
        return "click"
    if isinstance(act, A.Activate):
        _ability_shown(app, table, act.card, act.ability)
        target = f"ability:{act.card}:{act.ability}"
        rects = table.drop_rects()
        start = None if prefer_click or not any(act.pay) else _pay_drag(table, act, target)
        if start is not None:
            drag(app, start, rects[target].center)
            return "drag"
        click(app, rects[target].center)
        if table.selected is not None:  # several ways to pay: the bar lists them
            click(app, button(table, f"activate:{act.pay}"))
        return "click"
    if isinstance(act, (A.Play, A.Discard)) or (isinstance(act, A.Raise) and act.card in table.hand()):
        target = {A.Play: "play", A.Discard: "discard", A.Raise: "raise"}[type(act)]
        return _move(app, spot(table.hand_rects(), act.card), rects[target].center, prefer_click)
    if isinstance(act, (A.Manipulate, A.Foresee, A.Raise)):
        target = "raise" if isinstance(act, A.Raise) else "draw" if getattr(act, "top", True) else "discard"
        return _move(app, spot(table.choice_rects(), act.card), rects[target].center, prefer_click)
    if isinstance(act, A.Seal):
        return _move(app, table.play_rects()[act.card].center, rects["seal"].center, prefer_click)
    if isinstance(act, A.BreakSeal):
        start = spot(table.seal_rects(), act.card)
        return _move(app, start, None if prefer_click else rects["play"].center, prefer_click)
    if isinstance(act, A.BuildFountain):
        raised = table.raise_rects()
        return _move(app, spot(raised, act.star), spot(raised, act.foundation), prefer_click)
    raise AssertionError(f"no gesture for {act}")
