"""What the viewer should do now (prompt) and why a drop is illegal (reasons).

Reasons follow ``rules.imperio.state.ImperioState.why_illegal`` in the same
order, worked out from the view and the legal list alone.
"""

from __future__ import annotations

from typing import Optional

from rules.imperio.actions import DeclareElector, Play
from rules.imperio.cards import card_set


def action_for(card: str, target: str):
    """The action a drop of ``card`` on ``target`` ("trick" or "event") means."""
    return DeclareElector(card) if target == "event" else Play(card)


def legal_targets(card: str, legal: list) -> set[str]:
    """The drop targets lit while ``card`` is dragged."""
    out = set()
    if Play(card) in legal:
        out.add("trick")
    if DeclareElector(card) in legal:
        out.add("event")
    return out


def why(ui, view, viewer: Optional[int], legal: list, card: str, target: str) -> str:
    """A localized reason why dropping ``card`` on ``target`` is not a legal decision."""
    if view is None or view.over:
        return ui.t("imperio.why.over")
    if viewer is None or viewer not in view.to_act:
        if view.round == 1 and any(pc.seat == viewer for pc in view.trick):
            return ui.t("imperio.why.already_chosen")
        return ui.t("imperio.why.not_turn")
    if not legal:
        return ui.t("imperio.why.wait")
    monarch = card_set().monarchs.get(card)
    if target == "event":
        if monarch is None or monarch.elector is None:
            return ui.t("imperio.why.no_elector")
        if view.round == 1:
            return ui.t("imperio.why.elector_round1")
        if view.draw_pile == 0:
            return ui.t("imperio.why.pile_empty")
        if len(view.hand) < 2:
            return ui.t("imperio.why.last_card")
        if view.must_replace:
            return ui.t("imperio.why.replace")
    elif view.round == 1 and monarch is not None and monarch.elector:
        return ui.t("imperio.why.elector_play_round1")
    return ui.t("imperio.why.not_allowed")


def prompt(ui, view, viewer: Optional[int], legal: list, names: list[str]) -> str:
    """A short line: what to do, or whom the table waits for."""
    if view is None:
        return ""
    if view.over:
        return ui.t("imperio.prompt.over")
    if viewer is not None and viewer in view.to_act and legal:
        if view.must_replace:
            return ui.t("imperio.prompt.replace")
        if view.round == 1:
            return ui.t("imperio.prompt.seal")
        if any(isinstance(a, DeclareElector) for a in legal):
            return ui.t("imperio.prompt.play_elector")
        return ui.t("imperio.prompt.play")
    if view.round == 1 and view.to_act:
        return ui.t("imperio.prompt.sealed_wait", names=join(ui, [names[s] for s in view.to_act]))
    if view.to_act:
        return ui.t("imperio.prompt.turn", name=names[view.to_act[0]])
    return ""


def join(ui, items: list[str]) -> str:
    """'A, B y C' / 'A, B and C'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + ui.t("imperio.and") + items[-1]
