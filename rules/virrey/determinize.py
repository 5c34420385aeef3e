"""Determinization of Virrey: a full state built from one seat's view.

The search (``rules.ai.ismcts``) never reads the true state. It calls
:func:`determinize` with the seat's :class:`VirreyView` and its own rng, and gets back
a state the seat cannot tell apart from the real one
(``determinize(view, rng).view(view.seat) == view``), with everything hidden from the
seat (ruling V-21) dealt afresh at random:

- **cards**: the characters and laws the seat has not seen (not in its hand or its
  dealt setup cards, not in any pyramid or under a law, not in the auction, not
  discarded, not being placed, not known in another hand because it was won at
  auction) are shuffled. The other players' unknown hand cards come first (their
  number is public), then the decks, whose sizes are public: the big deck, the small
  deck and the law deck. How many laws are in the other hands together follows from
  the law deck's size; how they split among the players is random (an approximation:
  the draws from the law deck are public, but the view does not tally them per seat).
  During the setup, the other players' four dealt cards are dealt the same way.
- **gems** behind the other screens: per colour, the 16 gems of the game minus the
  reserve, the box, the gems on cards (infinite and stored), the painted ones and the
  seat's own give the other players' total; it is split among them at random (each gem
  to a random player), after giving each the gems its pending public steps need (a card
  it is placing: the level-1 cost, or the exact payment of an ``infinite`` step). During
  the setup everybody has the starting gems, so they are copied exactly. From the
  painting on, the screens are open and the gems are copied.
- **attack tokens** behind the other screens: the attack/defense pool (17) minus the
  supply, plus the substitutes out, minus the defense tokens on the pyramids, minus the
  seat's own, split among the other players at random.
- **sealed choices** of the other seats (setup choices, bids, development choices, the
  card wanted in a disputed colour): for each seat that has chosen (public), a uniformly
  random choice among those legal for it in the determinized state (so a bid colour is
  one it has a gem of, a played card one it can pay). Their partial setup choices are
  not public (``chosen`` shows only all three), so a seat still choosing restarts its
  setup row.

Public bookkeeping is copied from the view (``tasks``, ``vactive``, ``inf_used``,
``proxies``, ``last_bids``; the bids of the last reveal and the virtual opponents' drawn
gems follow from ``last_bids``). What the view does not carry and the rules only log is
left plain: the event log is empty, ``barriers`` is 0. Should a random gem split still
leave a seat to act without a legal step, the deal is redrawn (``RETRIES`` times).

The state returned is a :class:`SearchState`: a ``VirreyState`` that keeps no event
log and skips the second check of actions taken from ``legal()``.

    >>> import random
    >>> from rules.core.game import Config, get_game
    >>> state = get_game("virrey").new_state(Config(players=3, seed=4))
    >>> view = state.view(0)
    >>> determinize(view, random.Random(1)).view(0) == view
    True
"""

from __future__ import annotations

import random

from rules.ai.ismcts import QuietState
from rules.core.game import Config
from rules.core.state import check_seat
from rules.virrey.actions import Bid, BidPass, Discard, Play
from rules.virrey.auction import ATTACK_BID, BIDS, PASS_BID
from rules.virrey.development import PASS_CHOICE
from rules.virrey.pyramid import SECTION_INDEX, Pyramid
from rules.virrey.state import START_GEMS, VirreyState
from rules.virrey.tokens import AD, ATTACK_DEFENSE, COLOUR_INDEX, GEMS_PER_COLOUR, Supply
from rules.virrey.view import VirreyView

RETRIES = 8


class SearchState(QuietState, VirreyState):
    """A VirreyState for search (see :class:`rules.ai.ismcts.QuietState`)."""


def unseen_cards(view: VirreyView) -> tuple[list[str], list[str]]:
    """(characters, laws) the seat has not seen, in card-id order."""
    cards = view.cards
    seen = set(view.hand)
    seen.update(view.dealt)
    seen.update(view.discard)
    for top, base in view.auction:
        seen.add(top)
        seen.add(base)
    for pv in view.players_view:
        seen.update(pv.known_hand)
        for p in pv.pyramid:
            seen.add(p.card)
            seen.update(p.under)
    for t in view.tasks:
        if t[0] in ("place", "infinite"):
            seen.add(t[2])
    return ([c for c in cards.character_ids if c not in seen], [c for c in cards.law_ids if c not in seen])


def _public(view: VirreyView) -> SearchState:
    """The state with everything public filled in from the view (hidden parts blank)."""
    n = view.players
    st = SearchState(Config(players=n, seed=0, options={"virtual": view.virtual}), view.cards, _blank=True)
    st.reserve = list(view.reserve)
    st.box = list(view.box)
    sup = Supply(_blank=True)
    sup.pools = list(view.supply[0])
    sup.power = dict(view.supply[1])
    sup.proxies = list(view.proxies) if view.proxies else [0] * len(sup.pools)
    st.supply = sup
    st.discard = list(view.discard)
    st.known = [list(pv.known_hand) for pv in view.players_view]
    st.pyr, st.tok, st.paint, st.perm, st.inf_have = [], [], [], [], []
    for pv in view.players_view:
        cells = {(p.level, p.x): p.card for p in pv.pyramid}
        under = {p.card: tuple(p.under) for p in pv.pyramid if p.under}
        st.pyr.append(Pyramid(cells, under))
        st.tok.append({p.card: tuple(p.tokens) for p in pv.pyramid if p.tokens})
        st.paint.append({(c, SECTION_INDEX[sec]): COLOUR_INDEX[col] for c, sec, col in pv.painting})
        inf = [0, 0, 0, 0]
        for p in pv.pyramid:
            for t in p.tokens:
                if t[0] == "infinite":
                    inf[t[1]] += 1
        st.inf_have.append(tuple(inf))
        st.perm.append({})
    for s in range(n):
        st._refresh_perm(s)
    st.low = [pv.low for pv in view.players_view]
    a: list = [None] * 8
    for c, (top, base) in enumerate(view.auction):
        a[c * 2 + 1], a[c * 2] = top, base
    st.auction = a
    st.turn, st.auction_no, st.dev_round = view.turn, view.auction_no, view.dev_round
    st.phase, st.last_turn, st.over = view.phase, view.last_turn, view.over
    st.status = [pv.status for pv in view.players_view]
    st.dev_active = [pv.dev_active for pv in view.players_view]
    st.vactive = list(view.vactive) if view.vactive else [True] * st.v
    st.last_bids = view.last_bids or None
    vb = view.last_bids[1] if view.last_bids else ()
    st.vbids = [COLOUR_INDEX[c] if c is not None else None for c in vb] if vb else [None] * st.v
    if len(st.vbids) != st.v:
        st.vbids = [None] * st.v
    bids: list = [None] * n
    if view.last_bids and not (view.phase == "bid" and not view.tasks):
        for s, b in enumerate(view.last_bids[0]):
            bids[s] = (
                None
                if b is None
                else PASS_BID
                if b == "pass"
                else ATTACK_BID
                if b == "attack"
                else BIDS[COLOUR_INDEX[b]]
            )
    st.bids = bids
    st.choices = [None] * n
    if view.inf_used:
        st.inf_uses = [u for u, _ in view.inf_used]
        st.inf_used = [tuple(x) for _, x in view.inf_used]
    else:
        st.inf_uses, st.inf_used = [0] * n, [(0, 0, 0, 0)] * n
    st.pair = {}
    st.tasks = list(view.tasks)
    st.setup = [[None, None, None] for _ in range(n)]
    st.dealt = [[] for _ in range(n)]
    st._version = 0
    st._cache = None
    st._ta = None
    return st


def _hidden_gems(view: VirreyView) -> list[int]:
    """Per colour, the gems behind the other players' screens together."""
    left = [GEMS_PER_COLOUR] * 4
    for c in range(4):
        left[c] -= view.reserve[c] + view.box[c] + view.me.gems[c]
    for pv in view.players_view:
        for p in pv.pyramid:
            for t in p.tokens:
                if t[0] in ("infinite", "stored"):
                    left[t[1]] -= 1
        for _, _, col in pv.painting:
            left[COLOUR_INDEX[col]] -= 1
    return [max(0, x) for x in left]


def _hidden_attack(view: VirreyView) -> int:
    pools = view.supply[0]
    proxies = view.proxies[AD] if view.proxies else 0
    out = ATTACK_DEFENSE - pools[AD] + proxies
    for pv in view.players_view:
        for p in pv.pyramid:
            for t in p.tokens:
                if t[0] == "defense":
                    out -= 1
    return max(0, out - (view.me.attack or 0))


def _needs(st: SearchState, others: list[int]) -> dict:
    """Gems the other seats' pending public steps need (see the module docstring)."""
    need = {s: [0, 0, 0, 0] for s in others}
    laws = st.cards.laws
    for t in st.tasks:
        s = t[1] if len(t) > 1 else None
        if s not in need:
            continue
        if t[0] == "infinite":
            cost = t[5]
            inf = st.infinite_left(s) if st.uses_left(s) > 0 else (0, 0, 0, 0)
            # the payment less one gem an infinite gem may cover
            drop = next((c for c in range(4) if cost[c] and inf[c]), None)
            cost = [cost[c] - (1 if c == drop else 0) for c in range(4)]
        elif t[0] == "place" and t[2] not in laws:
            cost = st.slot_cost(s, t[2], 1)
        else:
            continue
        for c in range(4):
            need[s][c] += cost[c]
    return need


def _deal_gems(st: SearchState, view: VirreyView, others: list[int], rng: random.Random) -> None:
    n = view.players
    if view.phase in ("paint", "over"):
        st.gems = [list(pv.gems) for pv in view.players_view]
        st.attack = [pv.attack for pv in view.players_view]
        return
    gems = [[0, 0, 0, 0] for _ in range(n)]
    gems[view.seat] = list(view.me.gems)
    attack = [0] * n
    attack[view.seat] = view.me.attack
    if view.phase == "setup":
        for s in others:
            gems[s] = [START_GEMS] * 4
    elif others:
        left = _hidden_gems(view)
        need = _needs(st, others)
        k = len(others)
        for c in range(4):
            for s in others:
                g = min(need[s][c], left[c])
                gems[s][c] += g
                left[c] -= g
            for _ in range(left[c]):
                gems[others[int(rng.random() * k)]][c] += 1
        for _ in range(_hidden_attack(view)):
            attack[others[int(rng.random() * k)]] += 1
    st.gems = gems
    st.attack = attack


def _deal_cards(st: SearchState, view: VirreyView, others: list[int], rng: random.Random) -> None:
    chars, laws = unseen_cards(view)
    rng.shuffle(chars)
    rng.shuffle(laws)
    n = view.players
    hands: list[list[str]] = [[] for _ in range(n)]
    hands[view.seat] = list(view.hand)
    if view.phase == "setup":
        st.dealt[view.seat] = list(view.dealt)
        for s in others:
            st.dealt[s] = [chars.pop() for _ in range(len(view.dealt))]
        for s in others:  # a kept card is in hand only after the reveal
            hands[s] = []
        st.big, st.small = chars, []
        st.law_deck = list(view.cards.law_ids)
        st.hands = hands
        return
    slots = []
    for s in others:
        pv = view.players_view[s]
        hands[s] = list(pv.known_hand)
        slots += [s] * (pv.hand_count - len(pv.known_hand))
    # laws in the other hands together: those not in the law deck
    hand_laws = max(0, len(laws) - view.law_deck)
    rng.shuffle(slots)
    for i, s in enumerate(slots):
        if i < hand_laws and laws:
            hands[s].append(laws.pop())
        elif chars:
            hands[s].append(chars.pop())
        else:
            hands[s].append(laws.pop())
    st.hands = hands
    nb = view.big_deck
    st.big, st.small = chars[:nb], chars[nb:]
    st.law_deck = laws


def _seal(st: SearchState, view: VirreyView, others: list[int], rng: random.Random) -> None:
    """The sealed choices: the seat's own from the view, the others' at random."""
    me = view.seat
    mine = view.my_choice
    pvs = view.players_view
    if view.tasks:
        if view.tasks[-1][0] == "dispute":
            if mine and mine[0] == "dispute":
                st.pair[me] = mine[1]
            for s in others:
                if pvs[s].chosen:
                    st.pair[s] = bool(rng.getrandbits(1))
        return
    if view.phase == "setup":
        if mine:
            ret, start, keep = mine
            st.setup[me] = [tuple(COLOUR_INDEX[c] for c in ret) if ret is not None else None, start, keep]
        for s in others:
            if pvs[s].chosen:
                ret = st.A.returns[int(rng.random() * len(st.A.returns))].colours
                dealt = st.dealt[s]
                start = dealt[int(rng.random() * len(dealt))]
                rest = [c for c in dealt if c != start] + [""]
                st.setup[s] = [tuple(COLOUR_INDEX[c] for c in ret), start, rest[int(rng.random() * len(rest))]]
        return
    if view.phase == "bid":
        if mine:
            st.bids[me] = (
                BIDS[COLOUR_INDEX[mine[1]]] if mine[0] == "bid" else PASS_BID if mine[0] == "pass" else ATTACK_BID
            )
        for s in others:
            if pvs[s].chosen:
                options = st._legal_bid(s)
                pick = options[int(rng.random() * len(options))]
                kind = type(pick)
                st.bids[s] = (
                    BIDS[COLOUR_INDEX[pick.colour]] if kind is Bid else PASS_BID if kind is BidPass else ATTACK_BID
                )
    elif view.phase == "dev":
        if mine:
            st.choices[me] = tuple(mine) if mine[0] != "pass" else PASS_CHOICE
        for s in others:
            if pvs[s].chosen:
                options = st._legal_dev(s)
                pick = options[int(rng.random() * len(options))]
                kind = type(pick)
                st.choices[s] = (
                    ("play", pick.card) if kind is Play else ("discard", pick.card) if kind is Discard else PASS_CHOICE
                )


def _playable(st: SearchState) -> bool:
    """Every seat to act has a legal action (hidden gems can make a step impossible)."""
    for s in st.to_act():
        if not st._legal_cached(s):
            return False
    return True


def determinize(view: VirreyView, rng: random.Random) -> SearchState:
    """A full state consistent with ``view``, its hidden parts dealt at random from ``rng``."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator view cannot be determinized for a seat")
    check_seat(seat, view.players)
    others = [s for s in range(view.players) if s != seat]
    for _attempt in range(RETRIES):
        st = _public(view)
        st.rng.seed(rng.getrandbits(64))
        _deal_cards(st, view, others, rng)
        _deal_gems(st, view, others, rng)
        _seal(st, view, others, rng)
        st._version += 1
        if not st.tasks or _playable(st):
            break
    return st
