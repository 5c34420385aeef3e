"""The mouse gesture that makes each Krysis action on the real table (tests share it)."""

from __future__ import annotations

from client.testing import click, drag
from rules.krysis import actions as A


def button(table, name: str):
    for b, r in table.bar:
        if b.name == name:
            return r.center
    raise AssertionError(f"no button {name!r} in {[b.name for b, _ in table.bar]}")


def gesture(app, table, act, prefer_click: bool = False) -> str:
    """Perform ``act`` by mouse on the table's scene; returns "drag" or "click"."""
    rects = table.drop_rects()
    if isinstance(act, A.Bid):
        if prefer_click:
            click(app, rects[f"home:{act.colour}"].center)
            return "click"
        drag(app, rects[f"home:{act.colour}"].center, rects["fist"].center)
        return "drag"
    if isinstance(act, A.Descend):
        cell = rects[f"cell:{table.view.round}:{act.chamber}"].center
        if prefer_click:
            click(app, cell)
            return "click"
        drag(app, rects["miner"].center, cell)
        return "drag"
    if isinstance(act, (A.Pick, A.SetAside, A.ChooseHand)):
        for _ in range(len(table.hand())):  # a paged hand: its next page until the card shows
            if table.hand_card_rect(act.agent) is not None:
                break
            click(app, table.page_arrows()[+1].center)
        r = table.hand_card_rect(act.agent)
        card = (r.x + 5, r.y + 5)  # what a card overlapping on its right, or a lower one, leaves visible
        target = rects["team"] if isinstance(act, A.Pick) else rects["chosen"]
        if prefer_click:
            click(app, card)
            click(app, button(table, "confirm"))
            return "click"
        drag(app, card, target.center)
        return "drag"
    if isinstance(act, A.SealBid):
        click(app, button(table, "seal"))
        return "click"
    if isinstance(act, A.TakeGoods):
        click(app, button(table, f"group:{act.group}"))
        return "click"
    if isinstance(act, A.KeepRelic):
        click(app, table.drawn_rects()[act.relic].center)
        return "click"
    if isinstance(act, A.Activate):
        if prefer_click:
            click(app, button(table, f"activate:{act.relic}"))
            return "click"
        drag(app, rects[f"relic:{act.relic}"].center, rects["team"].center)
        return "drag"
    if isinstance(act, A.Special):
        click(app, button(table, f"special:{act.agent}"))
        return "click"
    if isinstance(act, A.Load):
        click(app, button(table, "load"))
        return "click"
    if isinstance(act, A.Raid):
        if prefer_click:
            click(app, button(table, f"raid:{act.target}"))
            return "click"
        drag(app, table.layout.team_rects()[0].center, rects[f"opp:{act.target}"].center)
        return "drag"
    if isinstance(act, A.Overtime):
        click(app, button(table, "overtime"))
        click(app, button(table, f"overtime:{act.red}{act.blue}{act.white}"))
        return "click"
    if isinstance(act, A.Take):
        if table.mode == "spy_take":
            click(app, table.spied_rects()[act.good].center)
            return "click"
        src = rects[f"good:{act.good}"] if act.good in ("red", "blue", "white") else rects[f"relic:{act.good}"]
        if prefer_click:
            click(app, src.center)
            return "click"
        drag(app, src.center, rects["cargo"].center)
        return "drag"
    if isinstance(act, A.StealRelics):
        click(app, button(table, f"steal:{act.count}"))
        return "click"
    if isinstance(act, A.Carry):
        if prefer_click:
            click(app, button(table, f"carry:{act.to}"))
            return "click"
        drag(app, table.layout.side.center, rects[act.to].center)
        return "drag"
    if isinstance(act, A.Target):
        click(app, rects[f"opp:{act.seat}"].center)
        return "click"
    if isinstance(act, A.Convert):
        from client.krysis.prompts import convert_direction

        if convert_direction(table) != act.colour:
            click(app, button(table, f"dir:{act.colour}"))
        click(app, button(table, f"convert:{act.colour}:{act.count}"))
        return "click"
    if isinstance(act, A.Draw):
        click(app, rects[f"deck:{act.deck}"].center)
        return "click"
    raise AssertionError(f"no gesture for {act}")


def secret(state, seat: int) -> set:
    """What a Krysis seat hides from the others: hand, sealed pick, agents set aside,
    home and camp relics, mission, and (while it acts) the relics drawn or carried."""
    out = set(state.hand[seat]) | set(state.aside[seat]) | set(state.home_relics[seat])
    out |= {state.mission[seat]}
    if not (state.step == "spy_take" and state.t_spec_target == seat):  # the Espía looks at them
        out |= set(state.camp_relics[seat])
    if state.pick[seat] is not None:
        out.add(state.pick[seat])
    if state.phase in ("mine", "action") and state.order and state.order[state.idx] == seat:
        out |= set(state.drawn) | set(state.cargo_relics)
    return out


def open_table(match, lang: str = "es", ready=lambda scene: scene.deciding == 0):
    """(app, scene): the real table scene for ``match``, once ``ready(scene)`` holds (the AI
    seats have played and the device has been passed): by default, Ana (seat 0) decides."""
    from client.scenes.menu import MainMenu
    from client.testing import confirm_pass, frames, make_app

    app = make_app(autosave=False, lang=lang)
    app.push(MainMenu(app))
    frames(app)
    scene = app.start_match(match)
    for _ in range(60):
        frames(app)
        confirm_pass(app)
        if ready(scene):
            return app, scene
    app.close()
    raise AssertionError("the table never got ready")
