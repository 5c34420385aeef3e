"""What the viewer decides now (the mode), the prompt line, and the bar's buttons.

Every decision has a button or a click besides its drag: the bar holds the actions that
have no card to drag (extract, gather, draw a Resource, end the turn, done, keep or
discard a cast Spell, join a contested roll, the seat an effect targets) and, for the
source picked by a first click, each legal use of it ("Activate", "Install on...",
"Cast", "Play", "Discard"...). The points sheet opens from the bar at any time.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from client.tribunal import data
from rules.tribunal import actions as A


@dataclass(frozen=True)
class Button:
    name: str
    label: str
    action: Any = None  # the action it returns, or None for a local button
    icons: tuple = ()
    primary: bool = False
    enabled: bool = True
    why: str = ""


def mode(view, legal: list) -> str:
    """draw, praeco, main, advance, effect, keep, join, discard, present, or "" (nothing to
    decide)."""
    if not legal or view is None:
        return ""
    return view.step or ""


def uses(table, item) -> list:
    """Every legal action ``item`` (a source of the table) takes part in."""
    legal = table.legal
    kind = item[0]
    if kind == "vote":
        return [a for a in legal if isinstance(a, (A.PraecoVote, A.Vote))]
    if kind == "voted":
        return [a for a in legal if isinstance(a, A.Unvote) and a.space == item[1]]
    if kind == "deck":
        d = item[1]
        out = [a for a in legal if isinstance(a, A.Draw) and a.deck == d]
        out += [a for a in legal if isinstance(a, A.Take) and a.card == d]
        if d == "resources":
            out += [a for a in legal if isinstance(a, A.DrawResource)]
        return out
    if kind == "row":
        return [a for a in legal if isinstance(a, A.Take) and a.card == item[1]]
    if kind == "hand":
        c = item[1]
        return [a for a in legal if isinstance(a, (A.ToSanctum, A.Discard)) and a.card == c]
    if kind == "vis":
        return [a for a in legal if isinstance(a, A.Advance)]
    if kind == "own":
        c = item[1]
        return [
            a
            for a in legal
            if (isinstance(a, (A.Activate, A.PlayResource, A.Advance)) and a.card == c)
            or (isinstance(a, A.Install) and a.spell == c)
        ]
    if kind == "inst":
        return [a for a in legal if isinstance(a, A.Cast) and (a.item, a.spell) == (item[1], item[2])]
    if kind == "regio":
        return [a for a in legal if isinstance(a, A.Extract)]
    if kind == "source":
        return [a for a in legal if isinstance(a, A.Gather) and a.source == item[1]]
    if kind == "opp":
        return [a for a in legal if isinstance(a, A.Target) and a.seat == item[1]]
    return []


def prompt(table, short: bool = False) -> str:
    """What the viewer decides now, in a line; ``short``: in fewer words (the lit targets
    and the bar's buttons show the how), where a small window leaves the prompt little room."""
    ui, v = table.ui, table.view
    t = ui.t
    if v is None:
        return ""
    m = table.mode
    if m == "draw":
        n = max(1, v.setup_left) if v.phase == "setup" else max(1, v.effect_left)
        return t("tribunal.prompt.draw_short" if short else "tribunal.prompt.draw", n=n)
    if m == "praeco":
        return t("tribunal.prompt.praeco_short" if short else "tribunal.prompt.praeco")
    if m == "main":
        if v.actions_left <= 0:
            return t("tribunal.prompt.main_done_short" if short else "tribunal.prompt.main_done")
        return t("tribunal.prompt.main_short" if short else "tribunal.prompt.main", n=v.actions_left)
    if m == "advance":
        return t("tribunal.prompt.advance_short" if short else "tribunal.prompt.advance")
    if m == "effect":  # short already
        return t("tribunal.prompt.effect", card=data.name(ui, v.effect_card) if v.effect_card else "")
    if m == "keep":
        spell = data.name(ui, v.casting) if v.casting else ""
        return t("tribunal.prompt.keep_short" if short else "tribunal.prompt.keep", spell=spell)
    if m == "join":
        who = table.seat_names[v.gatherer] if v.gatherer is not None else ""
        return t("tribunal.prompt.join_short" if short else "tribunal.prompt.join", name=who)
    if m == "discard":
        me = table.me()
        n = max(0, me.hand_count - me.hand_limit)
        return t("tribunal.prompt.discard_short" if short else "tribunal.prompt.discard", n=n)
    if m == "present":
        if any(isinstance(a, A.Activate) for a in table.legal):
            return t("tribunal.prompt.present_short" if short else "tribunal.prompt.present")
        return t("tribunal.prompt.present_none_short" if short else "tribunal.prompt.present_none")
    return ""


def label(table, act) -> str:
    """A legal action in the players' words (a button's label)."""
    ui = table.ui
    t = ui.t
    if isinstance(act, A.Activate):
        return t("tribunal.btn.activate", card=data.name(ui, act.card))
    if isinstance(act, A.Install):
        return t("tribunal.btn.install", spell=data.name(ui, act.spell), item=data.name(ui, act.item))
    if isinstance(act, A.Cast):
        return t("tribunal.btn.cast", spell=data.name(ui, act.spell))
    if isinstance(act, A.PlayResource):
        return t("tribunal.btn.play", card=data.name(ui, act.card))
    if isinstance(act, A.ToSanctum):
        return t("tribunal.btn.to_sanctum")
    if isinstance(act, A.Discard):
        return t("tribunal.btn.discard", card=data.name(ui, act.card))
    if isinstance(act, A.Advance):
        return t("tribunal.btn.advance", card=data.name(ui, act.card))
    if isinstance(act, (A.Vote, A.PraecoVote)):
        return t("tribunal.btn.vote", space=data.space_name(ui, act.space))
    if isinstance(act, A.Unvote):
        return t("tribunal.btn.unvote", space=data.space_name(ui, act.space))
    if isinstance(act, A.Take):
        if act.card in ("items", "spells"):
            deck = t("tribunal.deck.items") if act.card == "items" else t("tribunal.deck.spells")
            return (
                t("tribunal.btn.take_blind_hand", deck=deck)
                if act.to == "hand"
                else t("tribunal.btn.take_blind", deck=deck)
            )
        if act.to == "hand":
            return t("tribunal.btn.take_hand", card=data.name(ui, act.card))
        return t("tribunal.btn.take", card=data.name(ui, act.card))
    if isinstance(act, A.Draw):
        return t("tribunal.btn.draw", deck=deck_name(ui, act.deck))
    if isinstance(act, A.DrawResource):
        return t("tribunal.btn.draw_resource_hand") if act.to == "hand" else t("tribunal.btn.draw_resource")
    if isinstance(act, A.Extract):
        return t("tribunal.btn.extract", n=table.view.extract)
    if isinstance(act, A.Gather):
        return (
            t("tribunal.btn.gather_uncontested") if act.source == "uncontested" else t("tribunal.btn.gather_contested")
        )
    if isinstance(act, A.Target):
        return table.seat_names[act.seat]
    if isinstance(act, A.KeepSpell):
        return t("tribunal.btn.keep") if act.keep else t("tribunal.btn.let_go")
    if isinstance(act, A.Join):
        return t("tribunal.btn.join") if act.join else t("tribunal.btn.no_join")
    if isinstance(act, A.Done):
        return t("tribunal.btn.present" if table.view.step == "present" else "tribunal.btn.done")
    if isinstance(act, A.EndTurn):
        return t("tribunal.btn.end_turn")
    return type(act).__name__


def deck_name(ui, deck: str) -> str:
    if deck == "items":
        return ui.t("tribunal.deck.items")
    if deck == "spells":
        return ui.t("tribunal.deck.spells")
    return ui.t("tribunal.deck.resources")


def _name(act) -> str:
    fields = [str(getattr(act, f)) for f in getattr(act, "__slots__", ())]
    return ":".join([type(act).__name__.lower()] + fields)


BAR_KINDS = (A.Extract, A.Gather, A.DrawResource, A.KeepSpell, A.Join, A.Target, A.Done, A.EndTurn)


def buttons(table) -> list[Button]:
    """The bar: the picked source's uses first, then the actions with nothing to drag."""
    ui, legal = table.ui, table.legal
    out: list[Button] = []
    sel = table.selected
    if sel is not None:
        for act in uses(table, sel):
            if isinstance(act, (A.Vote, A.PraecoVote, A.Advance)) and sel[0] in ("vote", "vis"):
                continue  # one per space or card: the lit targets
            out.append(Button(_name(act), label(table, act), act))
    armed = getattr(table, "end_armed", None) is not None
    for act in legal:
        if isinstance(act, BAR_KINDS):
            primary = isinstance(act, (A.EndTurn, A.Done)) and table.view.actions_left <= 0 or isinstance(act, A.Done)
            text = label(table, act)
            if isinstance(act, A.EndTurn) and armed:  # its first click with actions left: confirm
                text, primary = ui.t("tribunal.btn.end_turn_confirm", n=table.view.actions_left), True
            out.append(Button(_name(act), text, act, primary=primary))
    out.append(Button("sheet", ui.t("tribunal.btn.sheet")))
    return out
