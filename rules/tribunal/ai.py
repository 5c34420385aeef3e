"""The AI of Grand Tribunal: the greedy heuristic, and the hooks of the search levels.

The greedy player reads only the seat's view. It rebuilds a state from the view
(``rules.tribunal.determinize``, with a fixed seed, so that states differing only in what
the seat cannot see give the same decision), plays each legal action and keeps the one
whose position is worth most by :func:`worth`: the points already scored, the points the
seat's Items would score if the Tribunal were held now (places from the current votes,
:func:`projected`), the vis on unfinished cards as progress towards them, the vis in
store and the cards held (less as the Grand Tribunal nears), minus half the best other
seat's worth (a vote helps whoever owns the Items it favours). Ending the turn with an
action left is worth nothing, so it takes the best action first. An action that starts an
effect (casting a Spell, playing a Resource) is judged after the effect's decisions are
played out the same way, one at a time (:func:`_resolve`).

The ``normal`` and ``hard`` levels run ISMCTS (``rules.ai.ismcts``) with the hooks
registered at the end: determinization into :class:`QuietTribunal` states,
:func:`rollout_policy` (free actions first, then a random action, ending the turn only
with no action left), a cutoff after ``CUTOFF`` simulated steps and :func:`evaluate` (the
lead in worth over the best other seat). ``hard`` simulates further, ``HARD_CUTOFF``
steps (about three rounds at five seats, where a Tribunal comes every five rounds), with
fewer iterations: at five seats more iterations of normal's model hardly changed its
choices, a longer look did (docs/balance.md).
"""

from __future__ import annotations

import random
from typing import Any

from rules.ai import register_greedy
from rules.ai.arena import register_scripted
from rules.ai.ismcts import QuietState, SearchHooks, lead_reward, register_search
from rules.tribunal import scoring
from rules.tribunal.actions import (
    ACTIVATE,
    ADVANCE,
    END_TURN,
    EXTRACT,
    GATHER,
    PLAY_RESOURCE,
    TAKE,
    VOTE,
    Activate,
    Advance,
    Cast,
    EndTurn,
    Install,
    ToSanctum,
    Vote,
)
from rules.tribunal.cards import GAME, card_set
from rules.tribunal.determinize import determinize
from rules.tribunal.state import TribunalState

LOOKAHEAD_SEED = 7
ACTION_COST = 0.5  # the loss of an action left unused at the end of the turn
VIS_VALUE = 0.3  # a vis in store, before the Grand Tribunal (its value falls to 0 at the end)
CARD_VALUE = 0.4  # an Item or Spell held, not yet advanced
SPELL_VALUE = 0.8  # an active Spell, per Tribunal to come (installed, it adds a point)
RESOURCE_VALUE = 0.4  # a Resource in the Vault: a card held (at 0.6, more than the card a
# take_face_up Resource brings, greedy never played those nor the draw-2 ones)
ITEM_WEIGHT = 1.2  # an Item's points per Tribunal to come, over its base + 1
PROGRESS = 0.8  # the share of an unfinished card's potential its vis stands for
LATER = 0.7  # the share of a projected Tribunal score counted (votes may still change)
RIVAL = 0.5  # how much the best other seat's worth counts against the seat's own
CAST_MARGIN = 3.0  # what casting must gain beyond keeping the Spell installed: the Spell's
# category votes and later Tribunals, which worth counts little; set by where the search
# (hard) casts and greedy without it did too (docs/balance.md, Grand Tribunal)
CUTOFF = 40
HARD_CUTOFF = 100
SPREAD = 20.0
WIN_WEIGHT = 0.5
EXPLORATION = 0.3


class QuietTribunal(QuietState, TribunalState):
    """The states greedy's look-ahead and the search play and throw away: no event log."""

    def clone(self, rng: random.Random | None = None) -> QuietTribunal:
        new = TribunalState.clone(self, rng)
        new.__class__ = self.__class__
        return new  # type: ignore[return-value]

    def check_legal(self, act, legal) -> None:
        return None

    def apply(self, seat: int, act) -> None:
        """The search applies only actions of ``legal()`` for the seats of ``to_act()``: no
        check, and no legal list built for it (a rollout step reads its move from the state)."""
        step = self.step
        self._lc = self._ta = None
        self._STEPS[step][1](self, seat, act)
        self._ta = None

    def legal(self, seat: int) -> list:
        """The search's moves: a vote only on a space that favours the seat's own Items (or
        could, by a slot of theirs), moving a Resource to the Vault left out; the rest as
        the rules give them. A smaller tree for the same budget."""
        legal = TribunalState.legal(self, seat)
        if self.step != "main" or len(legal) < 12:
            return legal
        cs = self.cards
        own = _own_spaces(self, seat)
        for i in self.lab[seat]:
            own.update(cs.items[i].slots)
        out = []
        for a in legal:
            cls = a.__class__
            if cls is Vote and a.space not in own:
                continue
            if cls is ToSanctum and a.card in cs.resources:
                continue
            out.append(a)
        return out


def projected(st) -> list[float]:
    """Per seat, the points its Items would score if the Tribunal were held now (paid cards
    counted as active), and the awarded Items' later honourable mentions."""
    cs = st.cards
    out = [0.0] * st.n
    competing = []
    for s in range(st.n):
        for i in st.lab[s]:
            if i in st.active or st.vis_on.get(i, 0) >= cs.cost(i):
                competing.append((s, i))
    keys = [(scoring.item_votes(st, i), cs.items[i].score, len(st.installed.get(i, ()))) for _, i in competing]
    for (s, i), (place, _) in zip(competing, scoring.places(keys)):
        out[s] += scoring.item_points(st, i) * scoring.MULTIPLIER[place]
    left = 3 - st.tribunal + 1 if st.phase != "over" else 0
    for s, i in competing:  # and later Tribunals, as a mention at least
        out[s] += scoring.item_points(st, i) * (left - 1)
    for s in range(st.n):
        for i in st.awarded[s]:
            out[s] += scoring.item_points(st, i) * left
    return out


def _own(st, s: int, proj: list[float]) -> float:
    if st.phase == "over":
        return float(sum(st.points[s]))
    cs = st.cards
    left = 4 - st.tribunal  # Tribunals still to come, this one included
    late = (3 - st.tribunal) / 2 + 0.3  # 1.3, 0.8, 0.3: what vis and cards in hand are worth
    v = sum(st.points[s]) + LATER * proj[s] + VIS_VALUE * min(st.store[s], 14) * late
    for z in (st.lab[s], st.library[s]):
        for c in z:
            if c in st.active:
                if c in cs.spells:
                    v += SPELL_VALUE * left
                continue
            cost = cs.cost(c)
            potential = (cs.items[c].score + 1) * left * ITEM_WEIGHT if c in cs.items else SPELL_VALUE * left
            v += CARD_VALUE * late + PROGRESS * potential * st.vis_on.get(c, 0) / cost
    v += RESOURCE_VALUE * len(st.vault[s]) * late
    v += CARD_VALUE * len(st.hand[s]) * late
    return v


def worth_all(st) -> list[float]:
    proj = projected(st) if st.phase != "over" else [0.0] * st.n
    return [_own(st, s, proj) for s in range(st.n)]


def worth(st, seat: int) -> float:
    w = worth_all(st)
    return w[seat] - RIVAL * max(x for t, x in enumerate(w) if t != seat)


def _best_moves(view, legal: list) -> list:
    """The moves that leave the seat's worth highest, one action ahead (the effect it starts
    followed), in their legal order."""
    seat = view.seat
    base = determinize(view, random.Random(LOOKAHEAD_SEED), cls=QuietTribunal)
    base.rng = random.Random(LOOKAHEAD_SEED)
    left = base.actions_left()
    before = worth(base, seat)
    scored = []
    for act in legal:
        st = base.clone()
        st.apply(seat, act)
        if st.step in _FOLLOW and st.to_act() == (seat,):
            _resolve(st, seat)  # a Spell cast or a Resource played: its effect, then keep
        gain = worth(st, seat) - before
        if act.__class__ is EndTurn:
            gain -= ACTION_COST * left  # an action left unused is a loss
        elif act.__class__ is Cast:
            gain -= CAST_MARGIN
        else:
            used = left - st.actions_left() if st.phase == "turn" and st.to_act() == (seat,) else 0
            if used > 1:
                gain /= used  # a double action is worth its gain per action
        scored.append((gain, act))
    top = max(v for v, _ in scored)
    return [a for v, a in scored if v >= top - 1e-9]


_FOLLOW = ("effect", "keep")
FOLLOW_STEPS = 8  # the most decisions of an effect followed (amounts are at most 6)


def _resolve(st, seat: int) -> None:
    """Play the seat's decisions of the effect under way (and the keep-or-discard of a cast
    Spell), each the one that leaves the position worth most, so that an action that starts
    an effect is judged by what the effect does: its worth alone would count the card given
    up and nothing gained."""
    for _ in range(FOLLOW_STEPS):
        if st.step not in _FOLLOW or st.to_act() != (seat,):
            return
        legal = st.legal(seat)
        best, top = legal[-1], None
        for act in legal:
            nxt = st.clone()
            nxt.apply(seat, act)
            w = worth(nxt, seat)
            if top is None or w > top:
                best, top = act, w
        st.apply(seat, best)


def tribunal_points(st, seat: int) -> int:
    """The points ``seat``'s Items would score if the votes were counted now: the active
    Items compete, and so do the completed ones of the seats still to choose (as if they
    presented them all)."""
    cs = st.cards
    later = set(st.presenting[1:])
    competing = [
        (s, i)
        for s in range(st.n)
        for i in st.lab[s]
        if i in st.active or (s in later and i in scoring.paid_items(st, s))
    ]
    keys = [(scoring.item_votes(st, i), cs.items[i].score, len(st.installed.get(i, ()))) for _, i in competing]
    return sum(
        scoring.item_points(st, i) * scoring.MULTIPLIER[place]
        for (s, i), (place, _) in zip(competing, scoring.places(keys))
        if s == seat
    )


def _present(view, legal: list):
    """At a Tribunal: present the Item (or stop) that scores the seat most at this Tribunal."""
    base = determinize(view, random.Random(LOOKAHEAD_SEED), cls=QuietTribunal)
    seat = view.seat
    best, top = legal[-1], None
    for act in legal:  # the Items first, "done" last: a tie goes to presenting
        st = base.clone()
        if act.__class__ is Activate:
            st.activate(seat, act.card)
        points = tribunal_points(st, seat)
        if top is None or points > top:
            best, top = act, points
    return best


@register_greedy(GAME)
def greedy(view, legal: list, rng: random.Random):
    """Present what scores most now; activate or install when it can; else the move its worth
    one action ahead likes best, with two tie-breaks a player would use: the Praeco's votes
    that change nothing now go to its own Items' spaces, and a vis goes to the unfinished
    Item nearest completion (against the arena's ``rusher`` these took greedy from 0.245 to
    0.306 a seat; docs/balance.md)."""
    if len(legal) == 1:
        return legal[0]
    if view.step == "present":
        return _present(view, legal)
    free = [a for a in legal if a.__class__ in (Activate, Install)]
    if free:  # activating returns vis and installing adds points: never worse
        return free[0]
    best = _best_moves(view, legal)
    if view.step == "praeco":  # votes that change nothing now go to its own Items' spaces
        act = own_vote(view, best)
        if act is not None:
            return act
    pick = best[0] if len(best) == 1 else best[int(rng.random() * len(best))]
    if pick.__class__ is Advance:  # its worth counts a vis alike on any card: finish the nearest Item
        return nearest_done(view, [a for a in legal if a.__class__ is Advance])
    return pick


# -- search hooks ---------------------------------------------------------------------------


def _own_spaces(state, seat: int) -> set[str]:
    """The register spaces that favour the seat's Items: their types and installed categories."""
    cs = state.cards
    out = {cs.items[i].type for i in state.lab[seat]}
    out |= {cs.spells[x].category for i in state.lab[seat] for x in state.installed.get(i, ())}
    return out


_ROLLOUT_ORDER = {"PlayResource": 0, "Advance": 0, "Take": 1, "Vote": 2, "Extract": 3, "Gather": 4}


def rollout_policy(state, seat: int, legal: list, rng: random.Random):
    """Greedy-like and cheap: free actions first; in a turn, play a Resource of the Vault
    or advance, take a card while the Sanctum has little to advance, vote for the seat's
    own Items' spaces, extract or gather; end the turn only with no action left (never a
    cast nor a Resource drawn: the tree weighs those at its own decisions). Votes of the
    Praeco go to its own spaces first; an effect's decisions are random."""
    if len(legal) == 1:
        return legal[0]
    for a in legal:
        cls = a.__class__
        if cls is Activate or cls is Install:
            return a
    step = state.step
    if step == "main" or step == "praeco":
        own = _own_spaces(state, seat)
        best = None
        best_k: float | None = None
        unfinished = len(state.unfinished(seat))
        for a in legal:
            name = a.__class__.__name__
            k: float | None = _ROLLOUT_ORDER.get(name)
            if k is None:
                if name == "PraecoVote":
                    k = 0 if a.space in own else 5
                else:
                    continue
            elif name == "Take" and unfinished >= 3:
                k = 6
            elif name == "Vote" and a.space not in own:
                continue
            k += rng.random() * 1.5
            if best_k is None or k < best_k:
                best, best_k = a, k
        if best is not None:
            return best
        return legal[-1]  # EndTurn is last
    if step == "advance":
        return legal[int(rng.random() * (len(legal) - 1))] if len(legal) > 1 else legal[0]
    if step == "join":
        return legal[0] if state.store[seat] >= 4 else legal[-1]
    if step == "keep":
        return legal[-1]
    if step == "effect":
        return legal[int(rng.random() * max(1, len(legal) - 1))]
    if step == "draw":
        return legal[int(rng.random() * min(2, len(legal)))]
    return legal[int(rng.random() * len(legal))]


def rollout_step(state, seat: int, rng: random.Random):
    """:func:`rollout_policy`'s move, read from the state: in the main step it goes through
    the actions in the order of the legal list (``TurnMixin.legal_main``) without building
    it, drawing a random number for each candidate as the policy does, so it makes the same
    move with the same draws; the other steps ask ``legal()``."""
    step = state.step
    if step != "main":
        if step == "advance":  # a random card of legal_advance's, never Done while one is left
            legal = state.legal_advance(seat)
            return legal[int(rng.random() * (len(legal) - 1))] if len(legal) > 1 else legal[0]
        return rollout_policy(state, seat, state.legal(seat), rng)
    cs = state.cards
    cost, vis_on, active = cs.cost, state.vis_on, state.active
    for zone in (state.lab[seat], state.library[seat]):
        for c in zone:
            if c not in active and vis_on.get(c, 0) >= cost(c):
                return ACTIVATE[c]
    installs = state.legal_installs(seat)
    if installs:
        return installs[0]
    unfinished = state.unfinished(seat)
    take_k = 6 if len(unfinished) >= 3 else 1
    best: Any = None
    best_k = 0.0
    draw = rng.random
    vault = state.vault[seat]
    cheap = state.cheap
    if cheap:
        for c in vault:  # PlayResource
            k = draw() * 1.5
            if best is None or k < best_k:
                best, best_k = PLAY_RESOURCE[c], k
    left = state.actions_left()
    if left > 0:
        used = state.used
        if "vote" not in used and state.concilium > 0:
            own = _own_spaces(state, seat)
            for sp in cs.spaces:
                if sp in own:
                    k = 2 + draw() * 1.5
                    if best is None or k < best_k:
                        best, best_k = VOTE[sp], k
        if "take" not in used:
            dest = state.destinations()
            row, deck = state.row, state.deck
            for d in ("items", "spells"):
                for c in row[d]:
                    for to in dest:
                        k = take_k + draw() * 1.5
                        if best is None or k < best_k:
                            best, best_k = TAKE[(c, to)], k
                if deck[d]:
                    for to in dest:
                        k = take_k + draw() * 1.5
                        if best is None or k < best_k:
                            best, best_k = TAKE[(d, to)], k
        if state.store[seat] > 0 and (used.count("advance") < 2 if state.double_adv else "advance" not in used):
            for c in unfinished:
                k = draw() * 1.5
                if best is None or k < best_k:
                    best, best_k = ADVANCE[c], k
        if not cheap and "play_resource" not in used:
            for c in vault:
                k = draw() * 1.5
                if best is None or k < best_k:
                    best, best_k = PLAY_RESOURCE[c], k
        if "extract" not in used:
            k = 3 + draw() * 1.5
            if best is None or k < best_k:
                best, best_k = EXTRACT, k
        if left == 2:
            reg, tribunal = state.reg, state.tribunal
            for src in cs.sources:
                if reg[src][0] == tribunal:  # vis.can_gather
                    k = 4 + draw() * 1.5
                    if best is None or k < best_k:
                        best, best_k = GATHER[src], k
    return best if best is not None else END_TURN


def evaluate(state) -> list[float]:
    return lead_reward(state, worth_all(state), SPREAD, WIN_WEIGHT)


def _determinize(view, rng: random.Random):
    return determinize(view, rng, cls=QuietTribunal)


register_search(
    GAME,
    SearchHooks(
        determinize=_determinize,
        rollout=rollout_policy,
        rollout_step=rollout_step,
        evaluate=evaluate,
        cutoff=CUTOFF,
        exploration=EXPLORATION,
        opponents_in_tree=False,
        budgets={"normal": (150, 0.8), "hard": (300, 2.5)},
        levels={"hard": {"cutoff": HARD_CUTOFF}},
    ),
)


# -- the scripted ``rusher`` of the arena (rules.ai.arena.SCRIPTED) ------------------------


def nearest_done(view, advances: list):
    """Of the ``Advance`` actions, the one on the seat's card nearest completion (fewest vis
    still to pay, then by id): an Item while any is unfinished, else a Spell."""
    cs = card_set()
    me = view.players_view[view.seat]
    on = {c.id: c.vis for c in (*me.laboratory, *me.library)}
    pool = [a for a in advances if a.card in cs.items] or advances
    return min(pool, key=lambda a: (cs.cost(a.card) - on.get(a.card, 0), a.card))


def own_vote(view, votes: list):
    """Of the Praeco's votes, the one on the space worth most to the seat's own Items (not
    awarded): each Item counts its points (base + installed Spells) on its type's space and
    on its installed Spells' categories. None when no vote favours them."""
    cs = card_set()
    weight: dict[str, int] = {}
    for c in view.players_view[view.seat].laboratory:
        points = cs.items[c.id].score + len(c.installed_categories)
        for space in {cs.items[c.id].type, *c.installed_categories}:
            weight[space] = weight.get(space, 0) + points
    good = [a for a in votes if a.space in weight]
    return max(good, key=lambda a: weight[a.space]) if good else None


@register_scripted("rusher", GAME)
def rusher(view, legal: list, rng: random.Random):
    """Advances whenever it has vis, first thing in its turn, putting every vis it may on the
    unfinished Item nearest completion (two on it, or one each on the nearest ones), and as
    Praeco votes for its own Items' spaces; else plays as greedy. The style of a player who
    saw that greedy's worth counts the paid share of a card's cost, so a vis is worth about
    as much on any card, and its Items reach the Tribunals late (greedy now spends a vis it
    chose to spend on the nearest Item, and its idle Praeco votes on its own spaces, but it
    still advances only when its worth says so)."""
    if len(legal) > 1:
        if view.step == "praeco":
            act = own_vote(view, legal)
            if act is not None:
                return act
        elif view.step in ("main", "advance"):
            advances = [a for a in legal if a.__class__ is Advance]
            if advances:
                return nearest_done(view, advances)
    return greedy(view, legal, rng)
