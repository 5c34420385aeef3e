"""Determinization of Krysis: a full state built from one seat's view (K-18).

A search holds only the view; :func:`determinize` returns a state the seat cannot tell
apart from the real one (``determinize(view, rng).view(view.seat) == view``), with what
is hidden from the seat dealt afresh at random:

- **agents** of every other company: the cards that are not in a revealed team or an
  agent discard pile are shuffled into that player's fighter deck (fighters only), its
  transporter deck (transporters only), its hand and its agents set aside, each of the
  size the view shows; the cards set aside keep the advanced game's limit (2 of each star
  rating). A sealed pick not yet revealed is a random card of the dealt hand.
- **missions** of the other players: the missions the seat does not hold, at random.
- **relics** the seat has not seen (not discarded, not played face up, not its own, not in
  its cargo or its drawn pair, not the camp its Espía is looking at) fill the relic deck,
  the other camps' face-down relics, another player's cargo or drawn pair (sizes public),
  and what remains is split at random among the other homes (their contents are hidden,
  not even counted).
- **crystals** behind the other screens: per colour, the 125 minus the bank, the camps,
  the cargo and the seat's own home and bid, each crystal to a random other home; the
  other players' sealed bids are empty (what they hold is somewhere in their homes).

Public bookkeeping is copied from the view. The event log is empty, ``barriers`` 0.
"""

from __future__ import annotations

import random

from rules.core.game import Config
from rules.core.state import check_seat
from rules.krysis.cards import CardSet, card_set
from rules.krysis.state import ASIDE_PER_STAR, KrysisState
from rules.krysis.view import KrysisView

RETRIES = 200


def _deal_agents(st: KrysisState, s: int, pv, rng: random.Random, pick: bool) -> None:
    A = st.cards.agents
    public = set(pv.team) | set(pv.discard)
    unknown = [a for a in st.pool(s) if a not in public]
    for _ in range(RETRIES):
        rng.shuffle(unknown)
        # the cards set aside first: at most 2 of each star rating (2 of each once complete)
        aside: list[str] = []
        per_star = {1: 0, 2: 0, 3: 0}
        for a in unknown:
            if len(aside) == pv.aside_count:
                break
            if per_star[A[a].stars] < ASIDE_PER_STAR:
                per_star[A[a].stars] += 1
                aside.append(a)
        rest = [a for a in unknown if a not in aside]
        fighters = [a for a in rest if A[a].role == "fighter"]
        transporters = [a for a in rest if A[a].role == "transporter"]
        if len(fighters) >= pv.fighter_deck and len(transporters) >= pv.transporter_deck:
            break
    fdeck, tdeck = fighters[: pv.fighter_deck], transporters[: pv.transporter_deck]
    hand = fighters[pv.fighter_deck :] + transporters[pv.transporter_deck :]
    rng.shuffle(hand)
    # (during the setup choices the cards not yet chosen are in no zone)
    hand = hand[: pv.hand_count]
    st.fdeck[s], st.tdeck[s], st.aside[s], st.hand[s] = fdeck, tdeck, aside, hand
    st.pick[s] = rng.choice(hand) if pick and hand else None


def determinize(view: KrysisView, rng: random.Random, cards: CardSet | None = None, cls=KrysisState) -> KrysisState:
    """A full state consistent with ``view``, its hidden parts drawn from ``rng``."""
    cs = cards or card_set()
    seat, n = view.seat, view.players
    check_seat(seat, n, spectator=True)
    st = cls(Config(players=n, seed=0, options=dict(view.options)), cs, _blank=True)
    ps = view.players_view
    st.company = [p.company for p in ps]
    st.bank = list(view.bank)
    st.camp = [list(p.camp) for p in ps]
    st.played = [list(p.played) for p in ps]
    st.team = [list(p.team) for p in ps]
    st.adiscard = [list(p.discard) for p in ps]
    st.track = [p.track for p in ps]
    st.deserted = [p.deserted for p in ps]
    st.acted = [p.acted for p in ps]
    st.initiative = [p.initiative for p in ps]
    st.miner = [tuple(p.miner) for p in ps]
    st.round, st.phase, st.step = view.round, view.phase, view.step
    st.over = view.phase == "over"
    st.order, st.chamber, st.symbols = list(view.order), view.chamber, view.symbols
    st.idx = view.order.index(view.active) if view.active is not None else 0
    st.draws_left = list(view.draws_left)
    st.last_bids = None if view.last_bids is None else [list(b) for b in view.last_bids]
    st.picks = max(len(t) for t in st.team) if view.phase == "team" else 0
    st.reset_turn()
    st.t_kind, st.t_target = view.kind, view.target
    st.t_weapon, st.t_transport = view.weapon, view.transport
    st.t_specials, st.t_special, st.t_spec_target = list(view.specials), view.special, view.special_target
    st.t_normal, st.t_announced = view.normal_done, view.announced
    st.cargo = list(view.cargo)
    st.sealed = [p.chosen if view.phase == "bid" else False for p in ps]
    st.pick = [None] * n
    st.bid = [[0, 0, 0] for _ in range(n)]
    st.hand = [[] for _ in range(n)]
    st.fdeck = [[] for _ in range(n)]
    st.tdeck = [[] for _ in range(n)]
    st.aside = [[] for _ in range(n)]
    st.home = [[0, 0, 0] for _ in range(n)]
    st.home_relics = [[] for _ in range(n)]
    st.camp_relics = [[] for _ in range(n)]
    st.mission = [""] * n
    others = [s for s in range(n) if s != seat]
    mine = seat is not None and view.active == seat
    # the seat's own cards
    if seat is not None:
        me = ps[seat]
        st.hand[seat], st.aside[seat] = list(me.hand), list(me.aside)
        st.home[seat], st.home_relics[seat] = list(me.home), list(me.home_relics)
        st.camp_relics[seat], st.mission[seat] = list(me.camp_relics), me.mission
        st.bid[seat], st.pick[seat] = list(me.bid), me.pick
        A = cs.agents
        seen = set(me.hand) | set(me.aside) | set(me.team) | set(me.discard)
        rest = [a for a in st.pool(seat) if a not in seen] if view.phase not in ("aside", "hand") else []
        st.fdeck[seat] = [a for a in rest if A[a].role == "fighter"]
        st.tdeck[seat] = [a for a in rest if A[a].role == "transporter"]
        rng.shuffle(st.fdeck[seat])
        rng.shuffle(st.tdeck[seat])
    for s in others:
        _deal_agents(st, s, ps[s], rng, view.phase == "team" and ps[s].chosen)
    # missions
    pool = [m for m in cs.mission_ids if seat is None or m != st.mission[seat]]
    rng.shuffle(pool)
    for s in others:
        st.mission[s] = pool.pop()
    st.mission_box = pool
    # relics
    st.relic_discard = list(view.relic_discard)
    known = set(st.relic_discard) | {r for p in st.played for r in p}
    if seat is not None:
        known |= set(st.home_relics[seat]) | set(st.camp_relics[seat])
    st.cargo_relics = list(view.cargo_relics) if mine else []
    st.drawn = list(view.drawn) if mine and view.drawn else []
    known |= set(st.cargo_relics) | set(st.drawn)
    spied = view.special_target if view.spied is not None else -1
    if spied >= 0:
        st.camp_relics[spied] = list(view.spied)
        known |= set(view.spied)
    unknown = [r for r in cs.relic_ids if r not in known]
    rng.shuffle(unknown)

    def deal(k: int) -> list[str]:
        nonlocal unknown
        out, unknown = unknown[:k], unknown[k:]
        return out

    st.relic_deck = deal(view.relic_deck)
    for s in others:
        if s != spied:
            st.camp_relics[s] = deal(ps[s].camp_relic_count)
    if not mine:
        st.cargo_relics = deal(view.cargo_relic_count)
        if view.phase == "mine" and view.step == "keep":
            st.drawn = deal(2)
    for r in unknown:
        st.home_relics[rng.choice(others)].append(r)
    # crystals behind the other screens
    for c in range(3):
        left = cs.crystal_count[c] - st.bank[c] - st.cargo[c] - sum(camp[c] for camp in st.camp)
        if seat is not None:
            left -= st.home[seat][c] + st.bid[seat][c]
        for _ in range(left):
            st.home[rng.choice(others)][c] += 1
    st.rng = random.Random(rng.getrandbits(64))
    st.events = []
    st.barriers = 0
    st.touch()
    return st
