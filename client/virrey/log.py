"""One localized log line per Virrey rules event (``virrey.*`` keys), and the shared
wording of colours, gems, rewards and costs (also used by prompts and the zoom)."""

from __future__ import annotations

from rules.virrey.cards import card_set
from rules.virrey.tokens import COLOURS

KEYS = (
    "attack_tokens",
    "auction",
    "auction_refilled",
    "bid_kept",
    "bid_lost",
    "bids_revealed",
    "chosen",
    "circle",
    "circle_bonus",
    "covered",
    "dealt",
    "dev_passed",
    "dev_revealed",
    "dev_round",
    "development",
    "dispute",
    "drew",
    "drew_card",
    "gems",
    "hand_discarded",
    "infinite",
    "infinite_missing",
    "infinite_used",
    "kept",
    "law",
    "laws_dealt",
    "magic_bonus",
    "next_auction",
    "over",
    "painted",
    "painting",
    "painting_done",
    "passed",
    "placed",
    "power",
    "setup",
    "setup_revealed",
    "stored",
    "tie",
    "tokens",
    "top_reward",
    "turn",
    "virtual_discard",
    "won_card",
)


def name_of(names, seat) -> str:
    try:
        return names[int(seat)]
    except (TypeError, ValueError, IndexError):
        return str(seat)


def card_name(ui, card) -> str:
    data = card_set().all.get(card)
    return ui.localized(data.name) if data else str(card)


def colour(ui, c) -> str:
    """The colour's name (adjective for one gem: "azul", "roja")."""
    c = COLOURS[c] if isinstance(c, int) else c
    return ui.t(f"virrey.colour.{c}")


def gems_text(ui, colours) -> str:
    """'2 azules y 1 roja' from a list of colour names (or 4 counts)."""
    if len(colours) == 4 and all(isinstance(x, int) for x in colours):
        counts = {COLOURS[i]: n for i, n in enumerate(colours) if n}
    else:
        counts: dict = {}
        for c in colours:
            c = COLOURS[c] if isinstance(c, int) else c
            counts[c] = counts.get(c, 0) + 1
    if not counts:
        return ui.t("virrey.nothing")
    parts = [
        ui.t(f"virrey.gems1.{c}" if n == 1 else f"virrey.gemsn.{c}", n=n)
        for c, n in sorted(counts.items(), key=lambda kv: COLOURS.index(kv[0]))
    ]
    return join(ui, parts)


def reward_text(ui, items) -> str:
    parts = []
    for kind, value in items:
        if kind == "circle_bonus":
            parts.append(ui.t("virrey.reward.circle_bonus", colour=colour(ui, value[0]), value=value[1]))
        elif kind == "infinite":
            parts.append(ui.t("virrey.reward.infinite", colour=colour(ui, value)))
        else:
            parts.append(ui.t(f"virrey.reward.{kind}", n=value))
    return join(ui, parts)


def join(ui, items) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + ui.t("virrey.and") + items[-1]


def _bid(ui, b) -> str:
    if b is None or b == "none":
        return ui.t("virrey.bid.none")
    if b in ("pass", "attack"):
        return ui.t(f"virrey.bid.{b}")
    return colour(ui, b)


def format_event(ui, event, names: list[str]) -> str | None:
    """The log line for ``event`` (a rules Event), or None for keys of other games."""
    key, p = event.key, event.params
    if not key.startswith("virrey."):
        return None
    k = key[7:]
    who = name_of(names, p.get("seat"))
    t = ui.t

    def cn(c):
        return card_name(ui, c)

    if k == "setup":
        line = t("virrey.log.setup", players=p.get("players"))
        if p.get("virtual"):
            line += t("virrey.log.setup_virtual", n=p["virtual"])
        return line
    if k in ("dealt", "laws_dealt"):
        return t(f"virrey.log.{k}", name=who, cards=join(ui, [cn(c) for c in p.get("cards", [])]))
    if k in ("chosen", "painting_done"):
        return t(f"virrey.log.{k}", name=who)
    if k == "setup_revealed":
        return t(
            "virrey.log.setup_revealed", name=who, gems=gems_text(ui, p.get("returned", [])), card=cn(p.get("card"))
        )
    if k in ("kept", "drew_card"):
        return t(f"virrey.log.{k}", name=who, card=cn(p.get("card")))
    if k == "auction_refilled":
        return t("virrey.log.auction_refilled", big=p.get("big"))
    if k == "tokens":
        kind = t(f"virrey.token.{p.get('kind')}")
        return t("virrey.log.tokens", name=who, n=p.get("count"), kind=kind, card=cn(p.get("card")))
    if k == "infinite":
        key2 = "virrey.log.infinite_own" if p.get("source") == "own" else "virrey.log.infinite"
        return t(key2, name=who, colour=colour(ui, p.get("colour")), card=cn(p.get("card")))
    if k == "infinite_missing":
        return t("virrey.log.infinite_missing", name=who, colour=colour(ui, p.get("colour")), card=cn(p.get("card")))
    if k == "turn":
        return t("virrey.log.turn", turn=p.get("turn"))
    if k == "auction":
        return t("virrey.log.auction", n=p.get("auction"))
    if k == "bids_revealed":
        bids = [f"{name_of(names, s)}: {_bid(ui, b)}" for s, b in enumerate(p.get("bids", [])) if b is not None]
        line = t("virrey.log.bids_revealed", bids=", ".join(bids))
        virt = [_bid(ui, b) for b in p.get("virtual", []) if b is not None]
        if virt:
            line += t("virrey.log.bids_virtual", bids=", ".join(virt))
        return line
    if k == "passed":
        return t("virrey.log.passed", name=who, n=p.get("gems"))
    if k == "gems":
        return t("virrey.log.gems", name=who, gems=gems_text(ui, p.get("colours", [])))
    if k == "development":
        return t("virrey.log.development", turn=p.get("turn"))
    if k == "dev_round":
        return t("virrey.log.dev_round", n=p.get("round"))
    if k == "dev_revealed":
        parts = []
        for ch in p.get("choices", []):
            seat, kind = ch[0], ch[1]
            card = cn(ch[2]) if len(ch) > 2 else ""
            parts.append(t(f"virrey.log.choice_{kind}", name=name_of(names, seat), card=card))
        return t("virrey.log.dev_revealed", choices="; ".join(parts))
    if k == "placed":
        paid = p.get("paid") or []
        line = t("virrey.log.placed", name=who, card=cn(p.get("card")), level=p.get("level"))
        if paid:
            line += t("virrey.log.paid", gems=gems_text(ui, paid))
        return line
    if k == "law":
        return t("virrey.log.law", name=who, card=cn(p.get("card")))
    if k == "attack_tokens":
        return t("virrey.log.attack_tokens", name=who, n=p.get("count"))
    if k == "power":
        return t("virrey.log.power", name=who, n=p.get("value"), card=cn(p.get("card")))
    if k == "magic_bonus":
        return t("virrey.log.magic_bonus", name=who, n=p.get("value"), card=cn(p.get("card")))
    if k == "circle_bonus":
        return t(
            "virrey.log.circle_bonus",
            name=who,
            n=p.get("value"),
            colour=colour(ui, p.get("colour")),
            card=cn(p.get("card")),
        )
    if k == "tie":
        who_all = [name_of(names, s) for s in p.get("seats", [])]
        who_all += [t("virrey.virtual_n", n=i + 1) for i in p.get("virtual", [])]
        return t("virrey.log.tie", colour=colour(ui, p.get("colour")), names=join(ui, who_all))
    if k == "bid_lost":
        return t("virrey.log.bid_lost", name=who, colour=colour(ui, p.get("colour")))
    if k == "dispute":
        seats = p.get("seats", [])
        tops = p.get("top", [])
        both = join(ui, [name_of(names, s) for s in seats])
        same = len(tops) == 2 and tops[0] == tops[1]
        return t(
            "virrey.log.dispute_same" if same else "virrey.log.dispute_split",
            names=both,
            colour=colour(ui, p.get("colour")),
        )
    if k == "won_card":
        pos = t("virrey.top" if p.get("top") else "virrey.base")
        return t("virrey.log.won_card", name=who, card=cn(p.get("card")), colour=colour(ui, p.get("colour")), pos=pos)
    if k == "circle":
        return t(
            "virrey.log.circle",
            name=who,
            colour=colour(ui, p.get("colour")),
            n=p.get("gems", 0),
            card=cn(p.get("card")),
        )
    if k == "covered":
        return t("virrey.log.covered", name=who, card=cn(p.get("card")), law=cn(p.get("law")))
    if k == "infinite_used":
        return t("virrey.log.infinite_used", name=who, colour=colour(ui, p.get("colour")), card=cn(p.get("card")))
    if k == "dev_passed":
        return t("virrey.log.dev_passed_empty" if p.get("empty_hand") else "virrey.log.dev_passed", name=who)
    if k == "bid_kept":
        return t("virrey.log.bid_kept", name=who, colour=colour(ui, p.get("colour")))
    if k == "drew":
        return t("virrey.log.drew", name=who, deck=t(f"virrey.deck.{p.get('deck')}"))
    if k == "hand_discarded":
        return t("virrey.log.hand_discarded", name=who, n=len(p.get("cards", [])))
    if k == "painting":
        return t("virrey.log.painting")
    if k == "painted":
        return t(
            "virrey.log.painted",
            name=who,
            card=cn(p.get("card")),
            colour=colour(ui, p.get("colour")),
            section=t(f"virrey.section.{p.get('section')}"),
        )
    if k == "over":
        winners = [name_of(names, s) for s in p.get("winners", [])]
        scores = ", ".join(f"{name_of(names, s)} {v}" for s, v in enumerate(p.get("scores", [])))
        return t("virrey.log.over", names=join(ui, winners), scores=scores)
    if k == "stored":
        return t("virrey.log.stored", name=who, colour=colour(ui, p.get("colour")), card=cn(p.get("card")))
    if k == "next_auction":
        return t("virrey.log.next_auction", name=who, colour=colour(ui, p.get("colour")))
    if k == "virtual_discard":
        v = p.get("virtual")
        vname = t("virrey.virtual_n", n=v + 1) if isinstance(v, int) else t("virrey.virtual")
        return t("virrey.log.virtual_discard", name=vname, card=cn(p.get("card")), colour=colour(ui, p.get("colour")))
    if k == "top_reward":
        return t(
            "virrey.log.top_power" if p.get("power") else "virrey.log.top_rewards", name=who, card=cn(p.get("card"))
        )
    return t("virrey.log.unknown", key=k)


# A seat's sealed choices in a row (the setup's three: gems, first card, card kept) make
# one "has decided in secret" line, not one per choice (client.tableview.format_log).
GROUPED_EVENTS = frozenset({"virrey.chosen"})


def _join_gems(params: dict, following: dict):
    """Gems taken one at a time by the same seat make one line ("takes 2 yellow, 1 red")."""
    if params.get("seat") != following.get("seat"):
        return None
    return {**params, "colours": list(params.get("colours", [])) + list(following.get("colours", []))}


MERGED_EVENTS = {"virrey.gems": _join_gems}
