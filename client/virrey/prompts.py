"""What the viewer decides now: the mode, the prompt line, the bar's buttons and
the reasons an illegal drop is refused (worked out from the view and the legal list)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from client.virrey.log import card_name, colour, gems_text, join, reward_text
from rules.virrey import actions as A
from rules.virrey.costs import ZERO, affordable, discounted
from rules.virrey.tokens import COLOURS


@dataclass
class Button:
    name: str
    label: str
    action: Any = None  # the action it returns, or None for a local button
    icon: Any = None  # ("gem", colour) | ("token", kind, extra) | None
    primary: bool = False
    enabled: bool = True  # a disabled button keeps its place (no control moves under the pointer)


def mode(legal: list) -> str:
    """setup_return, setup_start, setup_keep, bid, dev, gems, draw, take, vs_virtual, place,
    infinite, top_reward, store, cover, paint, or "" (nothing to decide)."""
    if not legal:
        return ""
    k = type(legal[0])
    table = {
        A.ReturnGems: "setup_return",
        A.StartCard: "setup_start",
        A.KeepCard: "setup_keep",
        A.Bid: "bid",
        A.BidPass: "bid",
        A.BidAttack: "bid",
        A.Play: "dev",
        A.Discard: "dev",
        A.Pass: "dev",
        A.TakeGem: "gems",
        A.Draw: "draw",
        A.Take: "take",
        A.NextAuction: "vs_virtual",
        A.Place: "place",
        A.UseInfinite: "infinite",
        A.PayFull: "infinite",
        A.TopReward: "top_reward",
        A.StoreGem: "store",
        A.StoreDone: "store",
        A.Cover: "cover",
        A.AcceptPainting: "paint",
        A.FinishPainting: "paint",
        A.Paint: "paint",
    }
    m = table.get(k, "")
    if m == "take" and any(isinstance(a, A.NextAuction) for a in legal):
        return "vs_virtual"
    return m


# -- costs from the view ---------------------------------------------------------
def perms(view, seat: int) -> tuple[tuple[int, int, int, int], int]:
    """(discount per colour, extra infinite uses) from the permanent laws in a pyramid."""
    cards = view.cards
    disc = [0, 0, 0, 0]
    extra = 0
    for p in view.players_view[seat].pyramid:
        law = cards.laws.get(p.card)
        if law is None:
            continue
        if law.effect == "discount":
            disc[COLOURS.index(law.params["colour"])] += 1
        elif law.effect == "extra_infinite":
            extra += law.params.get("uses", 1)
    return tuple(disc), extra


def infinite_gems(view, seat: int) -> tuple[int, int, int, int]:
    inf = [0, 0, 0, 0]
    for p in view.players_view[seat].pyramid:
        for tok in p.tokens:
            if tok[0] == "infinite":
                inf[tok[1]] += 1
    return tuple(inf)


def slot_cost(view, seat: int, card: str, level: int):
    if card in view.cards.laws:
        return ZERO
    disc, _ = perms(view, seat)
    return discounted(view.cards.costs[card][level - 1], disc)


def slot_check(view, seat: int, card: str, level: int, legal: list) -> str | None:
    """None if ``card`` can go on an open slot of ``level``, else the reason key.

    During the place decision the legal list is exact; during the sealed choice the
    infinite gem is assumed unused this turn (the view does not say; see the report).
    """
    if card in view.cards.laws:
        return "law5" if level == 5 else None
    places = [a for a in legal if isinstance(a, A.Place)]
    if places:
        return None if any(a.level == level for a in places) else "afford"
    gems = view.players_view[seat].gems or (0, 0, 0, 0)
    _, extra = perms(view, seat)
    ok = affordable(slot_cost(view, seat, card, level), gems, infinite_gems(view, seat), 1 + extra)
    return None if ok else "afford"


def why_position(ui, view, seat, card, pos, open_slots, legal) -> str:
    """The reason a card cannot go to grid position ``pos`` (level, x) of the seat's pyramid."""
    if pos is None:
        return ui.t("virrey.why.nowhere")
    level, x = pos
    cells = {(p.level, p.x) for p in view.players_view[seat].pyramid}
    if pos in cells:
        return ui.t("virrey.why.occupied")
    if pos not in open_slots:
        if level == 1:
            return ui.t("virrey.why.row_end")
        return ui.t("virrey.why.support", level=level, below=level - 1)
    reason = slot_check(view, seat, card, level, legal)
    if reason == "law5":
        return ui.t("virrey.why.law5")
    if reason == "afford":
        cost = slot_cost(view, seat, card, level)
        return ui.t("virrey.why.afford", level=level, cost=gems_text(ui, cost))
    return ui.t("virrey.why.not_allowed")


def slot_reward(ui, view, card: str, level: int) -> str:
    if card in view.cards.laws:
        return ui.t("virrey.law_effect")
    if level == 5:
        return ui.t("virrey.top_choice")
    return reward_text(ui, view.cards.characters[card].levels[level - 1].reward)


# -- the prompt and the bar ----------------------------------------------------------
def prompt(ui, view, viewer, legal, names, want=None, selected=None) -> str:
    if view is None:
        return ""
    if view.over:
        return ui.t("virrey.prompt.over")
    m = mode(legal) if viewer is not None and viewer in view.to_act else ""
    d = view.decision
    if m == "setup_return":
        return ui.t("virrey.prompt.setup_return")
    if m == "setup_start":
        return ui.t("virrey.prompt.setup_start")
    if m == "setup_keep":
        if selected is not None and A.KeepCard(selected) in legal:  # picked: the button confirms it
            return ui.t("virrey.prompt.setup_keep_confirm", card=card_name(ui, selected))
        return ui.t("virrey.prompt.setup_keep")  # the cards are already in the hand: click one
    if m == "bid":
        return ui.t("virrey.prompt.bid", n=view.auction_no)
    if m == "dev":
        return ui.t("virrey.prompt.dev", n=view.dev_round)
    if m == "gems":
        left = d[2] if len(d) > 2 else 1
        return ui.t("virrey.prompt.gems", n=left)
    if m == "draw":
        return ui.t("virrey.prompt.draw", n=d[2] if len(d) > 2 else 1)
    if m == "take":
        kind = d[0] if d else ""
        if kind == "dispute":
            return ui.t("virrey.prompt.dispute", colour=colour(ui, d[3]))
        if kind == "choose2":
            return ui.t("virrey.prompt.choose2", colour=colour(ui, d[2]))
        return ui.t("virrey.prompt.attack_take")
    if m == "vs_virtual":
        return ui.t("virrey.prompt.vs_virtual", colour=colour(ui, d[2]))
    if m == "place":
        if want is not None and A.Place(*want) not in legal:  # the drop's slot cannot be paid now
            return ui.t("virrey.prompt.place_again", card=card_name(ui, d[2]))
        return ui.t("virrey.prompt.place", card=card_name(ui, d[2]))
    if m == "infinite":
        return ui.t("virrey.prompt.infinite", card=card_name(ui, d[2]), cost=gems_text(ui, d[5]))
    if m == "top_reward":
        return ui.t("virrey.prompt.top_reward", card=card_name(ui, d[2]))
    if m == "store":
        return ui.t("virrey.prompt.store", card=card_name(ui, d[2]), n=d[3])
    if m == "cover":
        return ui.t("virrey.prompt.cover", card=card_name(ui, d[2]))
    if m == "paint":
        return ui.t("virrey.prompt.paint")
    if viewer in view.to_act and not view.decision and view.phase in ("bid", "dev"):
        # the viewer's own secret choice, not offered yet (the table still moves, or a lesson's
        # words come first): "Waiting for Bruno's secret decision" read as if the viewer's own
        # were made, while the table waited on it
        return (
            ui.t("virrey.prompt.bid", n=view.auction_no)
            if view.phase == "bid"
            else ui.t("virrey.prompt.dev", n=view.dev_round)
        )
    others = [s for s in view.to_act if s != viewer]  # never "waiting for" the viewer: its own
    if others:  # question comes once the table is at rest
        who = join(ui, [names[s] for s in others])
        if not view.decision and view.phase in ("bid", "dev", "setup"):
            return ui.t("virrey.prompt.sealed_wait", names=who)
        return ui.t("virrey.prompt.wait", names=who)
    return ""


def buttons(
    ui, view, viewer, legal, selected=None, pending=(), want=None, paint_sel=None, best_gain=None
) -> list[Button]:
    """The bar's buttons for the current decision (click alternatives included)."""
    m = mode(legal) if viewer is not None and view is not None and viewer in view.to_act else ""
    out: list[Button] = []
    t = ui.t
    if m == "setup_return":
        for c in COLOURS:
            out.append(Button(f"return:{c}", t("virrey.btn.return", colour=colour(ui, c)), None, ("gem", c)))
        # always there (disabled until a gem is chosen): the gem buttons never move between two clicks
        out.append(Button("clear", t("virrey.btn.clear"), enabled=bool(pending)))
    elif m == "setup_start":
        if selected:
            out.append(
                Button(
                    "start", t("virrey.btn.start", card=card_name(ui, selected)), A.StartCard(selected), primary=True
                )
            )
    elif m == "setup_keep":
        if selected and A.KeepCard(selected) in legal:
            out.append(
                Button("keep", t("virrey.btn.keep", card=card_name(ui, selected)), A.KeepCard(selected), primary=True)
            )
        out.append(Button("keep_none", t("virrey.btn.keep_none"), A.KeepCard(None)))
    elif m == "bid":
        out.append(Button("bid_pass", t("virrey.btn.bid_pass"), A.BidPass(), ("token", "open_hand", None)))
        if A.BidAttack() in legal:
            out.append(Button("bid_attack", t("virrey.btn.bid_attack"), A.BidAttack(), ("token", "attack", None)))
    elif m == "dev":
        if selected and A.Discard(selected) in legal:
            out.append(Button("discard", t("virrey.btn.discard", card=card_name(ui, selected)), A.Discard(selected)))
        out.append(Button("pass", t("virrey.btn.pass"), A.Pass()))
    elif m in ("gems", "store"):
        # all four colours, always (one run out is disabled): the buttons never shift between clicks
        for c in COLOURS:
            a = A.TakeGem(c) if m == "gems" else A.StoreGem(c)
            n = view.reserve[COLOURS.index(c)] if m == "gems" else (view.me.gems or (0,) * 4)[COLOURS.index(c)]
            ok = a in legal
            out.append(Button(f"gem:{c}", f"{colour(ui, c)} ({n})", a if ok else None, ("gem", c), enabled=ok))
        if A.StoreDone() in legal:
            out.append(Button("store_done", t("virrey.btn.store_done"), A.StoreDone(), primary=True))
    elif m == "draw":
        for deck in ("laws", "small"):  # both, always (an empty one disabled): no shift between clicks
            a = A.Draw(deck)
            n = view.law_deck if deck == "laws" else view.small_deck
            ok = a in legal
            out.append(
                Button(
                    f"deck:{deck}",
                    t(f"virrey.btn.deck_{deck}", n=n),
                    a if ok else None,
                    ("token", "card", None),
                    enabled=ok,
                )
            )
    elif m in ("take", "vs_virtual"):
        for a in legal:
            if isinstance(a, A.Take):
                ci = COLOURS.index(a.colour)
                card = view.auction[ci][0 if a.top else 1]
                pos = t("virrey.top" if a.top else "virrey.base")
                out.append(
                    Button(
                        f"take:{a.colour}:{'top' if a.top else 'base'}",
                        f"{card_name(ui, card)} ({pos})",
                        a,
                        ("gem", a.colour),
                    )
                )
            elif isinstance(a, A.NextAuction):
                out.append(Button("next_auction", t("virrey.btn.next_auction"), a))
    elif m == "place":
        if want is not None and A.Place(*want) in legal:
            out.append(
                Button("confirm_place", t("virrey.btn.confirm_place", level=want[0]), A.Place(*want), primary=True)
            )
    elif m == "infinite":
        for a in legal:
            if isinstance(a, A.UseInfinite):
                out.append(
                    Button(
                        f"infinite:{a.colour}",
                        t("virrey.btn.use_infinite", colour=colour(ui, a.colour)),
                        a,
                        ("token", "infinite", a.colour),
                        primary=True,
                    )
                )
        if A.PayFull() in legal:
            out.append(Button("pay_full", t("virrey.btn.pay_full"), A.PayFull()))
    elif m == "top_reward":
        card = view.decision[2]
        levels = view.cards.characters[card].levels
        items = levels[0].reward + levels[1].reward + levels[2].reward
        out.append(Button("top:power", t("virrey.btn.top_power"), A.TopReward(True), ("token", "power", None)))
        out.append(
            Button("top:rewards", t("virrey.btn.top_rewards", rewards=reward_text(ui, items)), A.TopReward(False))
        )
    elif m == "cover":
        for a in legal:
            out.append(Button(f"cover:{a.card}", card_name(ui, a.card), a))
    elif m == "paint":
        if paint_sel is not None:
            card, sec = paint_sel
            for a in legal:
                if isinstance(a, A.Paint) and a.card == card and a.section == A.SECTIONS[sec]:
                    out.append(Button(f"paint:{a.colour}", colour(ui, a.colour), a, ("gem", a.colour)))
        gain = f" (+{best_gain})" if best_gain else ""
        out.append(Button("accept_painting", t("virrey.btn.accept") + gain, A.AcceptPainting(), primary=True))
        out.append(Button("finish_painting", t("virrey.btn.finish"), A.FinishPainting()))
    return [b for b in out if b.action is None or b.action in legal]
