"""The greedy player of Virrey: value every option in points now, take the best.

It reads only the view (and the card data the view points to). The values follow the
rulebook's "CONSEJOS PARA PRINCIPIANTES": early, infinite gems, science tokens and gems
build the base; late, points (power, magic with bonuses, sets, circles); attack tokens
are kept (each unused one costs every opponent 4 points); a move worth 10 points or
more is good.

The ``normal`` and ``hard`` levels run ISMCTS (``rules.ai.ismcts``) with the hooks
registered at the end of this module: ``rules.virrey.determinize.determinize``,
:func:`rollout_policy` (a cheap randomized greedy on the determinized state, also the
model of the other seats), a cutoff of ``CUTOFF`` simulated steps and :func:`evaluate`
(the score now plus the resources left, as a logistic of the lead).
"""

from __future__ import annotations

import math
import random

from rules.ai import register_greedy
from rules.virrey.actions import (
    AcceptPainting,
    Bid,
    BidPass,
    Cover,
    Discard,
    Draw,
    KeepCard,
    NextAuction,
    Pass,
    PayFull,
    Place,
    Play,
    ReturnGems,
    StartCard,
    StoreDone,
    StoreGem,
    Take,
    TakeGem,
    TopReward,
    UseInfinite,
)
from rules.virrey.costs import affordable, discounted
from rules.virrey.pyramid import Pyramid, one_colour
from rules.virrey.tokens import COLOUR_INDEX

TURNS = 12


class _Me:
    """What the greedy player reads from its view, computed once per decision."""

    def __init__(self, view):
        self.view = view
        self.cards = view.cards
        me = view.me
        self.gems = list(me.gems or (0, 0, 0, 0))
        self.pyr = Pyramid({(p.level, p.x): p.card for p in me.pyramid})
        self.tokens = {p.card: p.tokens for p in me.pyramid}
        self.count = {}
        self.bonus = [0, 0, 0, 0]
        self.magic_bonus = 0
        self.infinite = [0, 0, 0, 0]
        for ts in self.tokens.values():
            for t in ts:
                self.count[t[0]] = self.count.get(t[0], 0) + 1
                if t[0] == "circle_bonus":
                    self.bonus[t[1]] += t[2]
                elif t[0] == "magic_bonus":
                    self.magic_bonus += t[1]
                elif t[0] == "infinite":
                    self.infinite[t[1]] += 1
        self.left = max(0, TURNS - view.turn)  # turns after this one
        self.opponents = view.players - 1
        self.discount = [0, 0, 0, 0]
        for c in self.pyr.cards():
            law = self.cards.laws.get(c)
            if law is not None and law.effect == "discount":
                self.discount[COLOUR_INDEX[law.params["colour"]]] += 1

    @property
    def gem_value(self) -> float:
        return 0.5 + 0.12 * self.left

    def reward_value(self, items, level: int) -> float:
        v = 0.0
        left = self.left
        magic = self.count.get("magic", 0)
        for kind, value in items:
            if kind == "power":
                v += value
            elif kind == "gems":
                v += value * self.gem_value
            elif kind == "card":
                v += value * (0.6 + 0.25 * left)
            elif kind == "magic":
                v += value * (max(self.magic_bonus, 2) + 2)
            elif kind == "magic_bonus":
                v += value * (magic + 0.7)
            elif kind == "science":
                v += value * (2.5 + 0.6 * left)
            elif kind == "defense":
                v += value * (3.5 + (1.5 if self.opponents else 0))
            elif kind == "attack":
                v += value * 2.0 * self.opponents
            elif kind == "circle_bonus":
                v += value[1] * (0.6 + self.infinite[value[0]])
            elif kind == "infinite":
                v += level + 1.0 + 0.9 * left
        return v

    def cost_of(self, card: str, level: int):
        return discounted(self.cards.costs[card][level - 1], tuple(self.discount))

    def circle_value(self, card: str, level: int, x: int) -> float:
        if level < 2:
            return 0.0
        left, right = self.pyr.supports(level, x)
        allc = self.cards.all
        c = one_colour(allc[left].sections, allc[right].sections, allc[card].sections)
        if c is not None:
            return level + self.bonus[c] + self.gem_value
        return 0.0

    def law_value(self, law_id: str, level: int, x: int) -> float:
        law = self.cards.laws[law_id]
        eff, p = law.effect, law.params
        left = self.left
        if eff in ("points_by_level", "cover_free_card"):
            return p["by_level"][level - 1] + (0 if eff == "points_by_level" else -1)
        if eff == "store_gems":
            return min(p["max"], max(0, sum(self.gems) - 3)) * p["points"]
        if eff == "points_per_law":
            laws = sum(1 for c in self.pyr.cards() if c in self.cards.laws) + 1
            return p["points"] * laws
        if eff == "points_per_token":
            return p["points"] * (self.count.get(p["token"], 0) + 1)
        if eff == "points_per_level_card":
            return p["points"] * (len(self.pyr.row(p["level"])) + 1)
        if eff in ("points_per_adjacent", "tokens_per_adjacent"):
            adj = len(self.pyr.with_card(law_id, level, x).adjacent(law_id))
            return adj * (p["points"] if eff == "points_per_adjacent" else 3)
        if eff == "points_per_unused_gem":
            return p["points"] * min(p["max"], 3)
        if eff == "points_per_colour_set":
            return p["points"] * 0.5
        if eff == "gain_power":
            return p["value"]
        if eff == "gain_tokens":
            return self.reward_value([(k, v) for k, v in p.items() if v], level)
        if eff == "infinite_gem":
            return self.reward_value([("infinite", 0)], level)
        if eff == "gain_magic_bonus":
            return self.reward_value([("magic_bonus", p["value"])], level)
        if eff in ("take_gems", "gems_per_level"):
            n = 4 * p["each"] if eff == "take_gems" else p["per"] * level
            return n * self.gem_value
        if eff == "draw_cards":
            return p["count"] * (0.6 + 0.25 * left)
        return 1.0 + 0.6 * left  # permanent effects

    def place_value(self, card: str, level: int, x: int) -> float:
        """Points-equivalent of placing ``card`` at (level, x), cost included."""
        circle = self.circle_value(card, level, x)
        if card in self.cards.laws:
            # a law takes a slot a character could use: prefer low, cheap slots
            return self.law_value(card, level, x) + circle - 0.3 * level
        ch = self.cards.characters[card]
        if level == 5:
            allr = ch.levels[0].reward + ch.levels[1].reward + ch.levels[2].reward
            reward = max(15.0, self.reward_value(allr, 5))
        else:
            reward = self.reward_value(ch.levels[level - 1].reward, level)
        cost = sum(self.cost_of(card, level))
        return reward + circle - cost * self.gem_value + 0.4 * level

    def best_play(self, card: str, gems=None):
        """(value, slot) of the best affordable slot for ``card``, or (None, None)."""
        gems = gems if gems is not None else self.gems
        best: tuple = (None, None)
        is_law = card in self.cards.laws
        for slot in self.pyr.open_slots(4 if is_law else 5):
            lv = slot[0]
            if not is_law and not affordable(self.cost_of(card, lv), gems, self.infinite, 1):
                continue
            v = self.place_value(card, lv, slot[1])
            if best[0] is None or v > best[0]:
                best = (v, slot)
        return best

    def card_value(self, card: str) -> float:
        """How much a card in hand is worth, with the gems one may have by then."""
        future = [g + 1 for g in self.gems]
        v, _ = self.best_play(card, future)
        return v if v is not None else 0.0

    def need(self) -> list[float]:
        """Gem colours wanted by the hand's best plays."""
        want = [0.0, 0.0, 0.0, 0.0]
        for card in self.view.hand:
            if card in self.cards.characters:
                for lv in range(1, 5):
                    cost = self.cost_of(card, lv)
                    for c in range(4):
                        want[c] += cost[c] / lv
        return [w - 0.5 * g for w, g in zip(want, self.gems)]


@register_greedy("virrey")
def greedy(view, legal: list, rng: random.Random):
    me = _Me(view)
    kinds = {type(a) for a in legal}
    first = legal[0]
    if ReturnGems in kinds:
        return _return_gems(me, view, legal)
    if StartCard in kinds:
        return max(legal, key=lambda a: me.reward_value(view.cards.characters[a.card].levels[0].reward, 1))
    if KeepCard in kinds:

        def keep(a):
            if a.card is None:
                return -1.0
            ch = view.cards.characters[a.card]
            return max(me.reward_value(ch.levels[i].reward, i + 1) for i in range(3))

        return max(legal, key=keep)
    if Bid in kinds or BidPass in kinds:
        return _bid(me, view, legal)
    if Take in kinds:
        takes = [a for a in legal if isinstance(a, Take)]

        def val(a):
            top, base = view.auction[COLOUR_INDEX[a.colour]]
            return me.card_value(top if a.top else base)

        best = max(takes, key=val)
        if NextAuction in kinds and val(best) < 4.0 and view.auction_no < 3:
            return next(a for a in legal if isinstance(a, NextAuction))
        if view.decision and view.decision[0] == "dispute" and rng.random() < 0.35 and len(takes) > 1:
            return min(takes, key=val)  # avoid wanting the same card forever
        return best
    if TakeGem in kinds:
        need = me.need()
        return max(legal, key=lambda a: (need[COLOUR_INDEX[a.colour]], -me.gems[COLOUR_INDEX[a.colour]]))
    if Play in kinds or Discard in kinds or Pass in kinds:
        return _develop(me, view, legal)
    if Place in kinds:
        card = view.decision[2]
        return max(legal, key=lambda a: me.place_value(card, a.level, a.x))
    if UseInfinite in kinds:
        return next(a for a in legal if isinstance(a, UseInfinite))
    if PayFull in kinds:
        return first
    if TopReward in kinds:
        card = view.decision[2]
        ch = view.cards.characters[card]
        allr = ch.levels[0].reward + ch.levels[1].reward + ch.levels[2].reward
        return TopReward(me.reward_value(allr, 5) <= 15.0)
    if Draw in kinds:
        want = "laws" if view.turn >= 7 else "small"
        return next((a for a in legal if a.deck == want), first)
    if StoreGem in kinds:
        kept = 0 if view.last_turn else 3
        stores = [a for a in legal if isinstance(a, StoreGem)]
        if stores and sum(me.gems) > kept:
            need = me.need()
            return min(stores, key=lambda a: need[COLOUR_INDEX[a.colour]])
        return next(a for a in legal if isinstance(a, StoreDone))
    if Cover in kinds:
        return min(legal, key=lambda a: (len(me.tokens.get(a.card, ())) * -1, a.card))
    if AcceptPainting in kinds:
        return next(a for a in legal if isinstance(a, AcceptPainting))
    return first


def _return_gems(me, view, legal):
    want = [0.0, 0.0, 0.0, 0.0]
    for card in view.dealt:
        ch = view.cards.characters[card]
        for i, lv in enumerate(ch.levels[:2]):
            for c in lv.cost:
                want[c] += 1.0 / (i + 1)
    return min(legal, key=lambda a: (sum(want[COLOUR_INDEX[c]] for c in a.colours), a.colours))


def _bid(me, view, legal):
    best_value, best_act = None, None
    for act in legal:
        if not isinstance(act, Bid):
            continue
        colour = COLOUR_INDEX[act.colour]
        top, base = view.auction[colour]
        v = max(me.card_value(c) for c in (top, base) if c is not None)
        v -= me.gem_value  # the bid gem
        if best_value is None or v > best_value:
            best_value, best_act = v, act
    science = me.count.get("science", 0)
    pass_value = (3 + science) * me.gem_value
    if best_act is not None and best_value > pass_value - 1.0:
        return best_act
    return next(a for a in legal if isinstance(a, BidPass))


def _develop(me, view, legal):
    best_value, best_act = 0.5, None
    for act in legal:
        if isinstance(act, Play):
            v, _ = me.best_play(act.card)
            if v is not None and v > best_value:
                best_value, best_act = v, act
    if best_act is not None:
        return best_act
    discards = [a for a in legal if isinstance(a, Discard)]
    if discards and (view.last_turn or len(view.hand) > 4):
        worst = min(discards, key=lambda a: me.card_value(a.card))
        if me.card_value(worst.card) < 2 * me.gem_value or view.last_turn:
            return worst
    return next(a for a in legal if isinstance(a, Pass))


# -- search hooks (the ``normal`` and ``hard`` levels; see rules.ai.ismcts) --------------
#
# ISMCTS (rules.ai.ismcts) over determinizations (rules.virrey.determinize). A game has
# ~150-400 decisions, too many to simulate to the end within the budgets, so each
# simulation plays ``CUTOFF`` steps with a cheap randomized policy, then :func:`evaluate`
# estimates the position: the score now plus the value of the resources still to be
# used (gems, cards in hand, science tokens), turned into a reward in [0, 1].

ROLLOUT_NOISE = 0.15  # share of uniformly random moves in simulations
CUTOFF = 12  # simulated steps before the position is evaluated
SCORE_SCALE = 12.0  # points: the width of the win-probability curve of evaluate()
SOLO_SCALE = 160.0  # points: a solo score (always a win) is rewarded as score / this
# A seat makes ~110 searched decisions in a two-seat game, and normal already beats
# greedy clearly at 50 iterations; hard searches eight times as long and beats
# normal (docs/balance.md, "The AI levels"). The time caps are a safety net.
BUDGETS = {"normal": (50, 0.8), "hard": (400, 2.5)}

_TAKE_GEM_TYPES = (TakeGem,)


def rollout_policy(state, seat: int, legal: list, rng: random.Random):
    """A cheap randomized greedy for simulations and the other seats' sealed choices.

    It reads the seat's own gems, hand and pyramid and the public table (never other
    seats' sealed choices): bid on a colour whose card it could pay soon, play a card
    when it can (on the highest slot it can pay), take the level-5 power, keep a few
    gems, and accept the best painting.
    """
    n = len(legal)
    if n == 1:
        return legal[0]
    rnd = rng.random
    if rnd() < ROLLOUT_NOISE:
        return legal[int(rnd() * n)]
    first = legal[0]
    kind = type(first)
    if kind is Bid or kind is BidPass:
        gems = state.gems[seat]
        bids = [a for a in legal if type(a) is Bid]
        if not bids or (sum(gems) > 8 and rnd() < 0.15):
            return _last_of(legal, BidPass)
        if state.turn >= TURNS - 1 and rnd() < 0.3:
            return _last_of(legal, BidPass)
        return _best_bid(state, seat, bids, rng)
    if kind is Play or kind is Discard or kind is Pass:
        plays = [a for a in legal if type(a) is Play]
        if plays:
            return plays[int(rnd() * len(plays))]
        hand = state.hands[seat]
        if len(hand) > 4 or state.last_turn:
            discards = [a for a in legal if type(a) is Discard]
            if discards:
                return discards[int(rnd() * len(discards))]
        return legal[-1]  # Pass
    if kind is Place:
        top = max(a.level for a in legal)
        card = state.tasks[-1][2] if state.tasks else None
        if card in state.cards.laws:
            return legal[int(rnd() * n)]
        best = [a for a in legal if a.level == top]
        return best[int(rnd() * len(best))]
    if kind is TakeGem:
        gems = state.gems[seat]
        low = min(gems[COLOUR_INDEX[a.colour]] for a in legal)
        pick = [a for a in legal if gems[COLOUR_INDEX[a.colour]] == low]
        return pick[int(rnd() * len(pick))]
    if kind is UseInfinite:
        return first
    if kind is TopReward:
        return next((a for a in legal if a.power), first)
    if kind is AcceptPainting:
        return first
    if kind is StoreGem or kind is StoreDone:
        if sum(state.gems[seat]) > (0 if state.last_turn else 3):
            return first
        return legal[-1]
    if kind is Take:
        return legal[int(rnd() * n)] if type(legal[-1]) is not NextAuction else first
    return legal[int(rnd() * n)]


def _last_of(legal, kind):
    for a in reversed(legal):
        if type(a) is kind:
            return a
    return legal[-1]


def _best_bid(state, seat, bids, rng):
    """A bid on a colour with a card the seat can pay now (at level 1), else any bid."""
    gems = state.gems[seat]
    first_cost = state.cards.first_cost
    a = state.auction
    good = []
    for b in bids:
        c = COLOUR_INDEX[b.colour]
        g = list(gems)
        g[c] -= 1
        for card in (a[c * 2 + 1], a[c * 2]):
            if card is None:
                continue
            cost = first_cost[card]
            if cost is None or all(cost[i] <= g[i] for i in range(4)):
                good.append(b)
                break
    pool = good or bids
    return pool[int(rng.random() * len(pool))]


def position_values(state) -> list[float]:
    """Per seat: the score now plus an estimate of the resources still to be used."""
    left = max(0, TURNS - state.turn)
    gem_value = 0.5 + 0.12 * left
    card_value = 0.6 + 0.25 * left
    out = []
    for s, sc in enumerate(state.scores()):
        v = sc.total
        if not state.over:
            v += gem_value * sum(state.gems[s]) + card_value * len(state.hands[s])
            v += 1.5 * left * 0.15 * state.science(s)
        out.append(v)
    return out


def evaluate(state) -> list[float]:
    """Reward per seat in [0, 1]: the win share at the end; before it, a logistic of the
    lead over the best other seat in :func:`position_values` (solo: value / SOLO_SCALE)."""
    n = state.n
    if n == 1:
        v = position_values(state)[0]
        return [min(1.0, max(0.0, v / SOLO_SCALE))]
    vals = position_values(state)
    out = []
    for s in range(n):
        best_other = max(vals[t] for t in range(n) if t != s)
        d = (vals[s] - best_other) / SCORE_SCALE
        if d > 30:
            out.append(1.0)
        elif d < -30:
            out.append(0.0)
        else:
            out.append(1.0 / (1.0 + math.exp(-d)))
    return out


def _register_search():
    from rules.ai.ismcts import SearchHooks, register_search
    from rules.virrey.determinize import determinize

    register_search(
        "virrey",
        SearchHooks(
            determinize=determinize,
            rollout=rollout_policy,
            evaluate=evaluate,
            cutoff=CUTOFF,
            exploration=0.5,
            opponents_in_tree=False,
            budgets=BUDGETS,
        ),
    )


_register_search()
