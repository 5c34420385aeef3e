"""The AI of Krysis: the greedy heuristic, and the hooks of the search levels.

The greedy player reads only the seat's view. It values a position for its seat by
:func:`worth`: the points banked at home by the end-game scoring (crystals 3/2/1, relic
sets), the score track, the secret mission's progress, and, discounted, what is still at
risk (crystals and relics in the camp, or being carried); once the seat has had its last
turn, its camp is worth nothing ("Los cristales que quedan en un campamento al final del
juego no suman ningún punto"); what a team still to act this round can raid off the camp
(:func:`raid_loss`) counts as lost. Its decisions:

- the sealed bid: a small bid (up to ``BID_VALUE`` points, the cheapest crystals first),
  worth more in the early rounds when the deeper chambers pay more, and never more than
  ``BID_SHARE`` of the crystals at home;
- the team picks: the agent with the most combat, carrying capacity and speed
  (:func:`_pick_value`);
- the deck when drawing: the deck whose role the team lacks (fighters for raids,
  transporters for loads), the fuller one on a tie;
- everything else (the chamber and the goods in mining, a relic to keep, load / raid /
  overtime, each good taken, where to carry): a short look-ahead. It rebuilds a state from
  the view (``rules.krysis.determinize``, with a fixed seed, so states that differ only in
  what the seat cannot see give the same decision), plays the action, finishes the seat's
  own turn greedily by :func:`worth`, and keeps the action with the best worth; it does
  not mine overtime into a camp holding ``LOAD_MIN`` points that it may load.

The ``normal`` and ``hard`` levels run ISMCTS (``rules.ai.ismcts``) with the hooks
registered at the end of this module: the determinization from the view into
:class:`QuietKrysis` states (greedy's model of the turn: no overtime into a camp worth
loading), :func:`rollout_policy` (cheap and a little randomized: the greedy bid, the richest
chamber, strong agents, a raid on a rich camp, else a load of the dearest goods), a
cutoff after ``CUTOFF`` simulated steps and :func:`evaluate` (the lead in points over
the best other seat). The other seats move by the rollout policy (they are not in the
tree). The levels differ only in their iteration counts (``budgets``); the time caps are
safety nets for a slow machine.
"""

from __future__ import annotations

import random

from rules.ai import register_greedy
from rules.ai.arena import register_scripted
from rules.ai.ismcts import QuietState
from rules.krysis import scoring
from rules.krysis.actions import (
    LOAD,
    Bid,
    Carry,
    Descend,
    Draw,
    Load,
    Overtime,
    Pick,
    Raid,
    SealBid,
    StealRelics,
    Take,
    TakeGoods,
    Unbid,
)
from rules.krysis.capacity import team_capacity, white_room
from rules.krysis.cards import GAME, card_set
from rules.krysis.determinize import determinize
from rules.krysis.goods import COLOURS
from rules.krysis.state import KrysisState

CAMP_RISK = 0.6  # a crystal or relic in the camp may still be raided
CARGO_RISK = 1.0  # one being carried goes home (or to the bank) when the turn ends: a load
# valued below home stopped after its first good (carrying home paid more
# than taking the next one)
MISSION_STEP = 1.0  # each good of the mission's target at home, towards its 10 points
BID_VALUE = 2  # the greedy bid, in points (red 3, blue 2, white 1)
BID_SHARE = 0.3  # ... but never more than this share of the crystals at home: the bid is
# paid to the bank, and bidding 3 points a round emptied the home by round 3
LOAD_MIN = 5  # a camp holding this many points is loaded rather than mined into
PICK_SPEED = 0.5  # the greedy pick's weights (_pick_value)
PICK_COMBAT = 1.5
TURN_STEPS = 16  # look-ahead: at most this many own decisions to finish a turn
LOOKAHEAD_SEED = 7  # fixed: the look-ahead must not depend on the caller's rng


class LookAheadKrysis(QuietState, KrysisState):
    """The states greedy's look-ahead plays and throws away: no event log."""

    def clone(self) -> LookAheadKrysis:
        new = KrysisState.clone(self)
        new.__class__ = self.__class__
        return new  # type: ignore[return-value]  # its class is this one now


class QuietKrysis(LookAheadKrysis):
    """The states the search plays and throws away: no event log, and greedy's model of the
    turn: no overtime into a camp holding ``LOAD_MIN`` points that the team may load (the
    search and its rollouts, every seat, play through it as greedy decides its action), and
    no crystal taken back from a bid."""

    def _legal(self, seat: int) -> list:
        legal = KrysisState._legal(self, seat)
        if self.phase == "bid":  # taking a crystal back is for people who change their mind
            return [a for a in legal if a.__class__ is not Unbid]
        if self.phase != "action" or self.step != "turn" or self.t_normal or LOAD not in legal:
            return legal
        if _goods_value(self.camp[seat], len(self.camp_relics[seat])) < LOAD_MIN:
            return legal
        return [a for a in legal if a.__class__ is not Overtime]


def _crystals(goods) -> float:
    return float(sum(k * p for k, p in zip(goods, card_set().crystal_points)))


def _sets(relics) -> int:
    cs = card_set()
    counts = [0] * len(cs.relic_types)
    for r in relics:
        counts[cs.relic_type_index[r]] += 1
    return scoring.best_sets(tuple(counts), cs.set_points)[0]


def _loot(camp, slots) -> tuple[int, int, int]:
    """The crystals a team with the spaces ``slots`` (red, blue, white) carries off ``camp``:
    the reds, then the blues, then as many whites as the room left holds."""
    r, b = min(camp[0], slots[0]), min(camp[1], slots[1])
    return r, b, min(camp[2], max(0, white_room(slots, r, b, 0)))


def raid_loss(st: KrysisState, seat: int) -> float:
    """The points of ``seat``'s camp crystals that the seats still to act this round can
    carry off by raiding it (K-14: one after another), from the teams on the board: a team
    beats the camp when it is deserted or its fighters' combat is above the camp's
    defence. Nothing outside the action phase, when the teams are not yet known."""
    if st.phase != "action":
        return 0.0
    A = st.cards.agents
    camp = list(st.camp[seat])
    if not any(camp):
        return 0.0
    defence = -1 if st.deserted[seat] else st.defence(seat)
    lost = 0.0
    for t in st.order[st.idx :]:
        if t == seat or st.acted[t] or not st.team[t]:
            continue
        if sum(A[a].combat for a in st.team[t]) <= defence:
            continue
        taken = _loot(camp, team_capacity([A[a].capacity for a in st.team[t]]))
        lost += _crystals(taken)
        camp = [c - k for c, k in zip(camp, taken)]
    return lost


def worth(st: KrysisState, seat: int) -> float:
    """What ``seat`` holds, in points, reading only what the seat knows of its own goods."""
    home = st.home[seat]
    value = st.track[seat] + _crystals(home)
    banked = _sets(st.home_relics[seat])
    value += banked
    risky = list(st.camp_relics[seat])
    mine = st.is_over() is False and st.phase == "action" and st.order and st.order[st.idx] == seat
    cargo = st.cargo if mine else (0, 0, 0)
    if mine:
        risky += st.cargo_relics
    # goods left in the camp score nothing at the end: after its last turn they are lost
    camp_risk = 0.0 if st.round >= st.rounds and (st.acted[seat] or st.phase == "over") else CAMP_RISK
    # what a team still to act this round can raid off the camp is as good as gone
    value += camp_risk * (_crystals(st.camp[seat]) - raid_loss(st, seat)) + CARGO_RISK * _crystals(cargo)
    value += camp_risk * (_sets(list(st.home_relics[seat]) + risky) - banked)
    target = st.cards.missions[st.mission[seat]].target
    if target == "relics":
        value += MISSION_STEP * len(st.home_relics[seat])
    else:
        value += MISSION_STEP * home[COLOURS.index(target)]
    return value


def _pick_value(agent_id: str) -> float:
    """The greedy pick: combat first (a camp the others cannot beat keeps its goods, a team
    that beats theirs may raid), then the carrying capacity (its spaces by the points of the
    crystals they hold, halved), then speed (the initiative)."""
    a = card_set().agents[agent_id]
    r, b, w = a.capacity
    return PICK_SPEED * a.speed + PICK_COMBAT * a.combat + (3 * r + 2 * b + w) / 2


def _bid_target(round_: int) -> int:
    """The greedy bid in points: more in the early rounds, when the deeper chambers pay more."""
    return BID_VALUE + (1 if round_ <= 2 else 0)


def _bid_limit(round_: int, spent: float, home: float) -> int:
    """The greedy bid in points: ``_bid_target``, but at most ``BID_SHARE`` of the crystals
    at home (those already in the bid included)."""
    return min(_bid_target(round_), int((spent + home) * BID_SHARE))


def _bid(view, legal):
    me = view.players_view[view.seat]
    spent = _crystals(me.bid or (0, 0, 0))
    target = _bid_limit(view.round, spent, _crystals(me.home))
    bids = [a for a in legal if isinstance(a, Bid)]
    if spent < target and bids:
        # the cheapest crystal (white, then blue, then red), if it does not overshoot the share
        cheapest = min(bids, key=lambda a: card_set().crystal_points[COLOURS.index(a.colour)])
        if spent + card_set().crystal_points[COLOURS.index(cheapest.colour)] <= max(target, 1):
            return cheapest
    seal = [a for a in legal if isinstance(a, SealBid)]
    return seal[0] if seal else bids[0]


def _draw(view, legal):
    me = view.players_view[view.seat]
    agents = card_set().agents
    known = list(me.hand or ()) + list(me.team)
    fighters = sum(agents[a].role == "fighter" for a in known)
    want = "fighter" if fighters * 2 < len(known) else "transporter"
    left = {"fighter": me.fighter_deck, "transporter": me.transporter_deck}
    return max(legal, key=lambda a: (a.deck == want, left.get(a.deck, 0), a.deck))


def _finish_turn(st, seat: int) -> None:
    """Play the seat's own decisions greedily (one step of worth each) until it is not to act."""
    for _ in range(TURN_STEPS):
        if st.is_over() or st.to_act() != (seat,) or st.phase != "action":
            return
        legal = st.legal(seat)
        if len(legal) == 1:
            st.apply(seat, legal[0])
            continue
        best, best_v = None, None
        for act in legal:
            nxt = st.clone()
            nxt.apply(seat, act)
            v = worth(nxt, seat)
            if best_v is None or v > best_v:
                best, best_v = act, v
        st.apply(seat, best)


def _look_ahead(view, legal, rng: random.Random):
    seat = view.seat
    base = determinize(view, random.Random(LOOKAHEAD_SEED), cls=LookAheadKrysis)
    base.rng = random.Random(LOOKAHEAD_SEED)
    scored = []
    for i, act in enumerate(legal):
        st = base.clone()
        st.apply(seat, act)
        _finish_turn(st, seat)
        scored.append((worth(st, seat), -i, act))
    top = max(v for v, _, _ in scored)
    best = [a for v, _, a in scored if v >= top - 1e-9]
    return best[0] if len(best) == 1 else best[int(rng.random() * len(best))]


@register_greedy(GAME)
def greedy(view, legal: list, rng: random.Random):
    if len(legal) == 1:
        return legal[0]
    if any(isinstance(a, (Bid, SealBid, Unbid)) for a in legal):
        return _bid(view, legal)
    picks = [a for a in legal if isinstance(a, Pick)]
    if picks:
        return max(picks, key=lambda a: (_pick_value(a.agent), a.agent))
    draws = [a for a in legal if isinstance(a, Draw)]
    if draws:
        return _draw(view, draws)
    return _look_ahead(view, _worth_loading(view, legal), rng)


def _worth_loading(view, legal: list) -> list:
    """``legal`` less the overtime when the seat's camp holds ``LOAD_MIN`` points or more
    and it may load them: what stays in a camp is raided or, at the end, lost, and mining
    more into a full camp only piles up what the next loads cannot carry."""
    if not any(isinstance(a, Load) for a in legal):
        return legal
    me = view.players_view[view.seat]
    if _goods_value(me.camp, me.camp_relic_count) < LOAD_MIN:
        return legal
    return [a for a in legal if not isinstance(a, Overtime)]


# -- search hooks (the ``normal`` and ``hard`` levels; see rules.ai.ismcts) --------------

ROLLOUT_NOISE = 0.15  # share of uniformly random moves in simulations
CUTOFF = 20  # simulated decisions before the evaluation
SPREAD = 15.0  # a lead of this many points is a reward of 1 (a deficit of as many: 0)
WIN_WEIGHT = 0.5  # share of the win in the reward of a finished game
EXPLORATION = 0.2  # the UCB constant: small budgets must exploit what they learn
RELIC_POINTS = 2.5  # what a relic is roughly worth to the rollout (a set's share, or 2 sold)
RAID_MIN = 4  # the rollout raids a camp holding at least this many points


def _goods_value(crystals, relics: int) -> float:
    return _crystals(crystals) + RELIC_POINTS * relics


def _take_rank(act) -> float:
    """The rollout's preference among one load's decisions: the dearest good first."""
    if isinstance(act, Take):
        return {"red": 3.0, "blue": 2.0, "white": 1.0}.get(act.good, RELIC_POINTS)
    if isinstance(act, StealRelics):
        return RELIC_POINTS + 0.1 * act.count
    return 0.0


def _rollout_turn(state, seat: int, legal: list, rng: random.Random):
    """Load, raid or overtime: raid the richest camp the team may raid if it is worth it,
    else load a camp worth loading (any camp in the last round: what stays there scores
    nothing), else the overtime with the most reds."""
    raids = [a for a in legal if isinstance(a, Raid)]
    best_raid, best_v = None, RAID_MIN - 1e-9
    for a in raids:
        v = _goods_value(state.camp[a.target], len(state.camp_relics[a.target]))
        if v > best_v:
            best_raid, best_v = a, v
    if best_raid is not None:
        return best_raid
    loads = [a for a in legal if isinstance(a, Load)]
    own = _goods_value(state.camp[seat], len(state.camp_relics[seat]))
    overtime = [a for a in legal if isinstance(a, Overtime)]
    if loads and (own >= 3 or not overtime or state.round >= state.rounds):
        return loads[0]
    if overtime:
        return overtime[0]
    return legal[int(rng.random() * len(legal))]


def _rollout_carry(state, seat: int, carries: list):
    """Home, unless selling pays more (2 points a good against 3/2/1 and a relic's set share)."""
    cargo, relics = state.cargo, len(state.cargo_relics)
    home = _crystals(cargo) + RELIC_POINTS * relics
    bank = 2.0 * (sum(cargo) + relics)
    want = "bank" if bank > home else "home"
    for a in carries:
        if a.to == want:
            return a
    return carries[0]


def _chamber_value(state, chamber: int) -> float:
    space = state.cards.levels[state.round - 1][chamber]
    return max(_goods_value(g, r) for g, r in space.groups)


def rollout_policy(state, seat: int, legal: list, rng: random.Random):
    """Cheap and a little randomized: bid small, take the richest chamber and group, pick
    strong agents, raid a rich camp the team beats, else load the dearest goods (home or
    sold, whichever pays more), else overtime. Reads the public board and the seat's own
    goods and hand (never other seats' sealed choices)."""
    if len(legal) == 1 or rng.random() < ROLLOUT_NOISE:
        return legal[int(rng.random() * len(legal))]
    first = legal[0]
    if isinstance(first, (Bid, SealBid, Unbid)):
        # the greedy player's small bid, the cheapest colour held first (white is last)
        bids = [a for a in legal if isinstance(a, Bid)]
        spent = _crystals(state.bid[seat])
        if bids and spent < _bid_limit(state.round, spent, _crystals(state.home[seat])):
            return bids[-1]
        return legal[len(bids)]  # SealBid, after the bids
    if isinstance(first, Pick):
        return max(legal, key=lambda a: _pick_value(a.agent))
    if isinstance(first, Descend):
        return max(legal, key=lambda a: _chamber_value(state, a.chamber))
    if isinstance(first, TakeGoods):
        groups = state.cards.levels[state.round - 1][state.chamber].groups
        return max(legal, key=lambda a: _goods_value(*groups[a.group]))
    step = state.step
    if step == "cargo":
        best = max(legal, key=_take_rank)
        if _take_rank(best) > 0:
            return best
        return _rollout_carry(state, seat, [a for a in legal if isinstance(a, Carry)])
    if step == "turn" and state.phase == "action" and not state.t_normal:
        return _rollout_turn(state, seat, legal, rng)
    return legal[int(rng.random() * len(legal))]


def _worth_all(state) -> list[float]:
    if state.is_over():
        return [float(s.total) for s in state.scores()]
    return [worth(state, s) for s in range(state.n)]


def evaluate(state) -> list[float]:
    """Reward per seat in [0, 1]: 1/2 plus the seat's lead in points over the best other
    seat (worth for an unfinished game, the score for a finished one) per ``2 * SPREAD``
    points, clipped; a finished game gives half of it to the win share (1/k for each of
    k winners). A lead measured in points keeps apart moves that a win-or-lose reward at
    the cutoff would lump together, and a small search needs that signal."""
    from rules.ai.ismcts import lead_reward

    return lead_reward(state, _worth_all(state), SPREAD, WIN_WEIGHT)


def _determinize(view, rng: random.Random):
    return determinize(view, rng, cls=QuietKrysis)


def _register_search():
    from rules.ai.ismcts import SearchHooks, register_search

    register_search(
        GAME,
        SearchHooks(
            determinize=_determinize,
            rollout=rollout_policy,
            evaluate=evaluate,
            cutoff=CUTOFF,
            exploration=EXPLORATION,
            opponents_in_tree=False,
            budgets={"normal": (120, 0.8), "hard": (500, 2.5)},
        ),
    )


_register_search()


# -- the scripted ``raider`` of the arena (rules.ai.arena.SCRIPTED) ------------------------


def _camp_value(pv) -> float:
    """What another seat's camp holds, as the board shows it: its crystals and face-down relics."""
    return _goods_value(pv.camp, pv.camp_relic_count)


@register_scripted("raider", GAME)
def raider(view, legal: list, rng: random.Random):
    """Raids the richest camp it can beat whenever it can (a camp that holds anything),
    else plays as greedy: the style a player who has found greedy's weak spot would play."""
    raids = [a for a in legal if isinstance(a, Raid) and _camp_value(view.players_view[a.target]) > 0]
    if raids:
        return max(raids, key=lambda a: (_camp_value(view.players_view[a.target]), -a.target))
    return greedy(view, legal, rng)
