"""What one seat may know of a Krysis game, and resampling what it may not (K-18).

Public: the bank, the board and the miners, every camp's crystals and the number of its
face-down relics, the face-up (played) relics, the revealed teams, the agent discard
piles, deck and hand sizes, the relic discard pile (face up) and deck size, the score
track, who has made a sealed choice ("chosen"), the last revealed bids, the initiative
order, the active player's cargo crystals and how many relics it carries.
Private to the seat: its hand, its home (behind the screen: crystals and relics), its
camp relics (it may look at them at any time), its mission, its sealed bid or pick,
its agents set aside, the two relics it drew for a relic symbol, the relics it carries,
and, while its Espía decides, the relics of the camp it spies on.
When the game is over the screens are lifted: every home (crystals and relics) and every
mission is public, as the final scoring counts them ("Fin del juego").
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PlayerView:
    seat: int
    company: str
    miner: tuple[int, int]  # (depth, space): depth 0 is the entrance
    camp: tuple[int, int, int]
    camp_relic_count: int
    played: tuple[str, ...]  # face-up relics
    team: tuple[str, ...]
    hand_count: int
    fighter_deck: int
    transporter_deck: int
    discard: tuple[str, ...]  # agent discard pile (face up)
    aside_count: int
    track: int
    deserted: bool
    acted: bool
    initiative: int
    chosen: bool  # made the current sealed choice
    # private: None for the other seats
    hand: tuple[str, ...] | None
    home: tuple[int, int, int] | None
    home_relics: tuple[str, ...] | None
    camp_relics: tuple[str, ...] | None
    mission: str | None
    bid: tuple[int, int, int] | None
    pick: str | None
    aside: tuple[str, ...] | None


@dataclass(frozen=True, slots=True)
class KrysisView:
    seat: int | None
    players: int
    options: tuple[tuple[str, bool], ...]
    round: int
    rounds: int
    phase: str
    step: str | None
    to_act: tuple[int, ...]
    order: tuple[int, ...]
    active: int | None
    bank: tuple[int, int, int]
    relic_deck: int
    relic_discard: tuple[str, ...]
    last_bids: tuple[tuple[int, int, int], ...] | None
    chamber: int
    symbols: int  # relic symbols still to draw for (mining)
    draws_left: tuple[int, ...]  # agents still to draw at the end of the round
    players_view: tuple[PlayerView, ...]
    # the turn of the active player (public part)
    normal_done: bool  # only special actions are owed
    announced: bool  # the relics to steal were announced (raid)
    kind: str | None
    target: int
    weapon: str | None
    transport: str | None
    specials: tuple[str, ...]
    special: str | None
    special_target: int
    cargo: tuple[int, int, int]
    cargo_relic_count: int
    # private to the seat
    cargo_relics: tuple[str, ...] | None
    drawn: tuple[str, ...] | None
    spied: tuple[str, ...] | None


def _sealed_chosen(st, s: int) -> bool:
    if st.phase == "bid":
        return st.sealed[s]
    if st.phase == "team":
        return st.pick[s] is not None
    return False


def make_view(st, seat: int | None) -> KrysisView:
    st.check_seat(seat, spectator=True)
    ps = []
    over = st.phase == "over"  # the screens are lifted for the final scoring
    for s in range(st.n):
        me = s == seat
        ps.append(
            PlayerView(
                s,
                st.company[s],
                tuple(st.miner[s]),
                tuple(st.camp[s]),
                len(st.camp_relics[s]),
                tuple(st.played[s]),
                tuple(st.team[s]),
                len(st.hand[s]),
                len(st.fdeck[s]),
                len(st.tdeck[s]),
                tuple(st.adiscard[s]),
                len(st.aside[s]),
                st.track[s],
                st.deserted[s],
                st.acted[s],
                st.initiative[s],
                _sealed_chosen(st, s),
                tuple(st.hand[s]) if me else None,
                tuple(st.home[s]) if me or over else None,
                tuple(st.home_relics[s]) if me or over else None,
                tuple(st.camp_relics[s]) if me else None,
                st.mission[s] if me or over else None,
                tuple(st.bid[s]) if me else None,
                st.pick[s] if me else None,
                tuple(st.aside[s]) if me else None,
            )
        )
    active = st.order[st.idx] if st.phase in ("mine", "action") else None
    mine = seat is not None and active == seat
    return KrysisView(
        seat,
        st.n,
        tuple(sorted((k, bool(v)) for k, v in st.config.options.items())),
        st.round,
        st.rounds,
        st.phase,
        st.step,
        st.to_act(),
        tuple(st.order),
        active,
        tuple(st.bank),
        len(st.relic_deck),
        tuple(st.relic_discard),
        None if st.last_bids is None else tuple(tuple(b) for b in st.last_bids),
        st.chamber,
        st.symbols,
        tuple(st.draws_left),
        tuple(ps),
        st.t_normal,
        st.t_announced,
        st.t_kind,
        st.t_target,
        st.t_weapon,
        st.t_transport,
        tuple(st.t_specials),
        st.t_special,
        st.t_spec_target,
        tuple(st.cargo),
        len(st.cargo_relics),
        tuple(st.cargo_relics) if mine else None,
        tuple(st.drawn) if mine and st.phase == "mine" else None,
        tuple(st.camp_relics[st.t_spec_target]) if mine and st.step == "spy_take" else None,
    )


# -- resampling ------------------------------------------------------------------------------


def _deal_agents(st, s: int, rng: random.Random) -> None:
    """Re-deal seat ``s``'s unseen agents: hand, both decks and the cards set aside, keeping
    each zone's size and number of fighters and transporters (deck draws are public)."""
    A = st.cards.agents
    zones = {"hand": st.hand[s], "f": st.fdeck[s], "t": st.tdeck[s], "aside": st.aside[s]}
    pick = st.pick[s]
    for _ in range(30):
        new: dict[str, list[str]] = {}
        for role in ("fighter", "transporter"):
            cards = [a for z in zones.values() for a in z if A[a].role == role]
            rng.shuffle(cards)
            for name, z in zones.items():
                k = sum(1 for a in z if A[a].role == role)
                new.setdefault(name, []).extend(cards[:k])
                cards = cards[k:]
        stars = [A[a].stars for a in new["aside"]]
        if not new["aside"] or all(stars.count(k) == 2 for k in (1, 2, 3)):
            break
    else:
        return
    for name in ("hand", "aside"):
        rng.shuffle(new[name])
    st.hand[s], st.fdeck[s], st.tdeck[s], st.aside[s] = new["hand"], new["f"], new["t"], new["aside"]
    if pick is not None:
        st.pick[s] = rng.choice(st.hand[s])


def resample(state, seat: int | None, rng: random.Random):
    """A copy that ``seat`` cannot tell apart from ``state``, its hidden parts re-dealt.

    Re-dealt: the other seats' hands, decks and agents set aside (once play has begun),
    their pending sealed picks, their missions (with those left in the box), and every
    relic the seat cannot see (the deck order, other camps' face-down relics, other homes,
    another player's cargo and drawn pair). Home crystals and sealed bids stay: their
    counts are not shown, and every change to them is public, so they are kept as they are.
    """
    state.check_seat(seat, spectator=True)
    st = state.clone()
    others = [s for s in range(st.n) if s != seat]
    if st.phase not in ("aside", "hand"):
        for s in others:
            _deal_agents(st, s, rng)
    # missions
    pool = [st.mission[s] for s in others] + st.mission_box
    rng.shuffle(pool)
    for s in others:
        st.mission[s] = pool.pop()
    st.mission_box = pool
    # relics
    active = st.order[st.idx] if st.phase in ("mine", "action") else None
    fixed_camp = st.t_spec_target if active == seat and seat is not None and st.step == "spy_take" else -1
    zones = [st.relic_deck]
    zones += [st.camp_relics[s] for s in others if s != fixed_camp]
    zones += [st.home_relics[s] for s in others]
    if active != seat:
        zones.append(st.cargo_relics)
        if st.phase == "mine":
            zones.append(st.drawn)
    cards = [r for z in zones for r in z]
    rng.shuffle(cards)
    for z in zones:
        k = len(z)
        z[:] = cards[:k]
        cards = cards[k:]
    st.rng = random.Random(rng.getrandbits(64))
    st.touch()
    return st
