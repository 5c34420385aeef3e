"""What the viewer decides now (the mode), the prompt line, the bar's buttons, and which
payment a gesture makes.

Modes follow the rules' steps (``AusoniaView.step``): ``turn`` (the action phase with no
keyword waiting: play, buy, activate, break a seal, build a fountain, end the turn),
``target`` (Corrupción or Descartar: an opponent), ``discard`` (Descartar asked of the
viewer), ``manipulate``, ``foresee``, ``raise``, ``seal`` and ``end_discard`` (the end
phase: discard at will, then draw up to 6).

Every decision has a button or a click besides its drag: the bar holds the end of the turn
and of an "up to X" keyword, the opponents to target, the ways to pay a picked card or
ability, and a picked card's other moves.
"""

from __future__ import annotations

from client.ausonia import cardinfo
from client.table_parts import Button
from rules.ausonia import actions as A
from rules.ausonia.actions import GEMS

STEP_MODES = ("target", "discard", "manipulate", "foresee", "raise", "seal", "end_discard")


def mode(view, legal: list) -> str:
    """turn, target, discard, manipulate, foresee, raise, seal, end_discard, or "" (nothing
    to decide now)."""
    if not legal or view is None:
        return ""
    if view.step in STEP_MODES:
        return view.step
    if view.phase == "end":
        return "end_discard"
    return "turn"


# -- payments ---------------------------------------------------------------------------
def pay_rank(pay, prefer: str | None = None) -> tuple:
    """How good a payment is to choose for the player: one that uses the gem ``prefer``
    (the gem dragged) first, then the fewest rainbow (wild) gems, then the fewest gems."""
    uses = 0 if prefer is None or pay[GEMS.index(prefer)] > 0 else 1
    return (uses, pay[GEMS.index("rainbow")], sum(pay), tuple(-p for p in pay))


def best(options: list, prefer: str | None = None):
    """The action among ``options`` (Buy or Activate) whose payment ranks first."""
    return min(options, key=lambda a: pay_rank(a.pay, prefer)) if options else None


def buys(legal, card: int) -> list:
    return [a for a in legal if isinstance(a, A.Buy) and a.card == card]


def activations(legal, card: int, ability: int) -> list:
    return [a for a in legal if isinstance(a, A.Activate) and a.card == card and a.ability == ability]


def pay_text(ui, pay) -> str:
    """'2 zafiros + 1 arcoíris', or 'gratis' for nothing."""
    parts = [ui.t(f"ausonia.gem.{g}", n=n) for g, n in zip(GEMS, pay) if n]
    return " + ".join(parts) if parts else ui.t("ausonia.table.free")


# -- the prompt ---------------------------------------------------------------------------
def prompt(table, short: bool = False) -> str:
    """What to do now, or whom the table waits for; ``short``: a step's in fewer words (for
    the side panel's rail, whose box holds two or three lines)."""
    ui, v = table.ui, table.view
    if v is None:
        return ""
    t = ui.t
    m = table.mode
    if m == "turn":
        if short:
            return t("ausonia.table.prompt.turn_final_short" if v.final else "ausonia.table.prompt.turn_short")
        return t("ausonia.table.prompt.turn_final" if v.final else "ausonia.table.prompt.turn")
    if m == "target":
        if v.keyword == "corruption":
            key = "ausonia.table.prompt.target_corruption_short" if short else "ausonia.table.prompt.target_corruption"
            return t(key)
        key = "ausonia.table.prompt.target_discard_short" if short else "ausonia.table.prompt.target_discard"
        return t(key, n=v.left)
    if m == "discard":
        key = "ausonia.table.prompt.discard_short" if short else "ausonia.table.prompt.discard"
        return t(key, n=v.left, name=table.seat_names[v.active])
    if m == "manipulate":
        return t("ausonia.table.prompt.manipulate_short" if short else "ausonia.table.prompt.manipulate", n=v.left)
    if m == "foresee":
        key = "ausonia.table.prompt.foresee_short" if short else "ausonia.table.prompt.foresee"
        return t(key, n=v.revealed_count)
    if m == "raise":
        return t("ausonia.table.prompt.raise_short" if short else "ausonia.table.prompt.raise", n=v.left)
    if m == "seal":
        return t("ausonia.table.prompt.seal_short" if short else "ausonia.table.prompt.seal")
    if m == "end_discard":
        return t("ausonia.table.prompt.end_discard_short" if short else "ausonia.table.prompt.end_discard")
    if v.phase == "over":  # these are short already
        return ui.t("ausonia.table.prompt.over")
    if v.active is not None and table.viewer is not None and table.viewer != v.active:
        if v.step == "discard" and v.target is not None and v.target >= 0:
            return ui.t("ausonia.table.prompt.waiting_discard", name=table.seat_names[v.target])
        return ui.t("ausonia.table.prompt.waiting", name=table.seat_names[v.active])
    return ""


# -- the bar ------------------------------------------------------------------------------
def buttons(table) -> list[Button]:
    ui, legal, m = table.ui, table.legal, table.mode
    t = ui.t
    out: list[Button] = []
    if not m:
        return out
    sel = table.selected
    if m == "turn":
        out += picked_buttons(table, sel)
        if A.END_TURN in legal:
            out.append(Button("end_turn", t("ausonia.table.btn.end_turn"), A.END_TURN, primary=not out))
        return out
    if m == "target":
        for a in legal:
            if isinstance(a, A.Target):
                out.append(Button(f"target:{a.seat}", table.seat_names[a.seat], a))
        return out
    if m in ("discard", "end_discard", "raise", "seal", "manipulate") and sel is not None:
        act = single_move(table, sel[1])
        if act is not None:
            out.append(Button("move", move_label(table, act), act, primary=True))
    if m == "foresee" and sel is not None:
        for top in (True, False):
            act = A.Foresee(sel[1], top)
            if act in legal:
                name = cardinfo.name(ui, sel[1])
                label = (
                    t("ausonia.table.btn.foresee_top", name=name)
                    if top
                    else t("ausonia.table.btn.foresee_discard", name=name)
                )
                out.append(Button(f"foresee:{int(top)}", label, act))
    if A.DONE in legal:
        key = "ausonia.table.btn.draw_up" if m == "end_discard" else "ausonia.table.btn.done"
        out.append(Button("done", t(key), A.DONE, primary=not out))
    return out


def picked_buttons(table, sel) -> list[Button]:
    """The moves of the card (or ability) picked by a first click, one button each: the
    ways to pay for it, or its one move."""
    ui, legal = table.ui, table.legal
    t = ui.t
    out: list[Button] = []
    if sel is None:
        return out
    if sel[0] == "ability":
        _, card, ab = sel
        for a in sorted(activations(legal, card, ab), key=lambda a: pay_rank(a.pay)):
            out.append(
                Button(f"activate:{a.pay}", t("ausonia.table.btn.activate", pay=pay_text(ui, a.pay)), a, primary=True)
            )
        return out
    if sel[0] == "market":
        for a in sorted(buys(legal, sel[1]), key=lambda a: pay_rank(a.pay))[:6]:
            out.append(Button(f"buy:{a.pay}", t("ausonia.table.btn.buy", pay=pay_text(ui, a.pay)), a, primary=True))
        return out
    if sel[0] == "gem":
        return out
    act = single_move(table, sel[1])
    if act is not None:
        out.append(Button("move", move_label(table, act), act, primary=True))
    return out


def single_move(table, card: int):
    """The one legal move of a picked card that is not a purchase: play it, raise it, seal
    it, discard it, break its seal or put it on the draw pile (None: none, or a purchase)."""
    for a in table.legal:
        if isinstance(a, (A.Play, A.Raise, A.Seal, A.Discard, A.BreakSeal, A.Manipulate)) and a.card == card:
            return a
    return None


def move_label(table, act) -> str:
    t = table.ui.t
    name = cardinfo.name(table.ui, act.card)
    if isinstance(act, A.Play):
        return t("ausonia.table.btn.play", name=name)
    if isinstance(act, A.Raise):
        return t("ausonia.table.btn.raise", name=name)
    if isinstance(act, A.Seal):
        return t("ausonia.table.btn.seal", name=name)
    if isinstance(act, A.Discard):
        return t("ausonia.table.btn.discard", name=name)
    if isinstance(act, A.BreakSeal):
        return t("ausonia.table.btn.break_seal", name=name)
    return t("ausonia.table.btn.manipulate", name=name)
