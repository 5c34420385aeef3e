"""What the viewer should do now (prompt) and why a drop is illegal (reasons).

Reasons follow ``rules.imperio.state.ImperioState.why_illegal`` in the same
order, worked out from the view and the legal list alone.
"""

from __future__ import annotations

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


def why(ui, view, viewer: int | None, legal: list, card: str, target: str) -> str:
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


def prompt(ui, view, viewer: int | None, legal: list, names: list[str], short: bool = False) -> str:
    """A short line: what to do, or whom the table waits for. ``short``: the fewer words a
    narrow strip holds whole (the longer prompts have them; the side panel shows the whole)."""
    if view is None:
        return ""
    if view.over:
        return ui.t("imperio.prompt.over")
    if viewer is not None and viewer in view.to_act and legal:
        if view.must_replace:
            return ui.t("imperio.prompt_short.replace") if short else ui.t("imperio.prompt.replace")
        if view.round == 1:
            return ui.t("imperio.prompt_short.seal") if short else ui.t("imperio.prompt.seal")
        if any(isinstance(a, DeclareElector) for a in legal):
            return ui.t("imperio.prompt_short.play_elector") if short else ui.t("imperio.prompt.play_elector")
        return ui.t("imperio.prompt.play")
    if view.round == 1 and view.to_act:
        who = join(ui, [names[s] for s in view.to_act])
        if short:
            return ui.t("imperio.prompt_short.sealed_wait", names=who)
        return ui.t("imperio.prompt.sealed_wait", names=who)
    if view.to_act:
        return ui.t("imperio.prompt.turn", name=names[view.to_act[0]])
    return ""


def join(ui, items: list[str]) -> str:
    """'A, B y C' / 'A, B and C'."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + ui.t("imperio.and") + items[-1]


# -- help: every criterion and rule, in words (the zoom shows them) -----------------
def criterion_help(ui, crit: str, year: int | None = None) -> str:
    """How ``crit`` ranks monarchs; the period names the event's year when given."""
    if crit == "period":
        if year is None:
            return ui.t("imperio.help.crit.period_any")
        return ui.t("imperio.help.crit.period", year=year)
    return ui.t(f"imperio.help.crit.{crit}")


def event_help(ui, event_id: str, criteria: tuple | None = None) -> list[str]:
    """An event's symbols in order (first = trump) and the rules that apply to it."""
    cs = card_set()
    e = cs.events[event_id]
    order = tuple(criteria) if criteria else e.criteria
    out = [ui.t("imperio.help.first", text=criterion_help(ui, order[0], e.year))]
    out += [ui.t("imperio.help.next", n=i + 1, text=criterion_help(ui, c, e.year)) for i, c in enumerate(order[1:], 1)]
    out.append(ui.t("imperio.help.tie"))
    if e.dynasty:
        out.append(ui.t("imperio.help.dynasty", dynasty=ui.localized(cs.dynasties[e.dynasty].name)))
    else:
        out.append(ui.t("imperio.help.no_dynasty"))
    out.append(ui.t("imperio.help.elector"))
    return out


def monarch_help(ui, card: str) -> list[str]:
    """A monarch's three criteria and the rules that can apply to it."""
    cs = card_set()
    m = cs.monarchs[card]
    out = [criterion_help(ui, c) for c in ("crowns", "years", "period")]
    out.append(ui.t("imperio.help.m_dynasty", dynasty=ui.localized(cs.dynasties[m.dynasty].name)))
    for e in sorted(cs.events.values(), key=lambda e: e.year):
        if e.hero and e.person == card:
            out.append(ui.t(f"imperio.help.m_hero_{e.hero}", event=ui.localized(e.name)))
    return out
