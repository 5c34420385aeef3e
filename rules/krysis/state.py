"""The Krysis state machine: setup ("Preparar") and the glue of the four phases.

Phases (``self.phase``): ``aside`` (advanced game: set 6 agents aside), ``hand``
(tactical play: choose 9 agents), then per round ``bid`` and ``mine`` (1. Minería,
mining.py), ``team`` (2. Fortalecimiento de los equipos, team.py), ``action`` (3. Acción,
action.py and raid.py), ``draw`` (Terminando la ronda, team.py), and ``over``.

Where the goods are (every crystal and relic is in exactly one place, so none is ever
created or lost): crystals in the bank, a home, a camp, a sealed bid or the cargo of the
active player; relics in the deck, the discard pile, a camp (face down), a home, the
face-up ``played`` relics, the two ``drawn`` for a relic symbol, or the cargo.
"""

from __future__ import annotations

import json
import random

from rules.core.errors import IllegalAction, TableroError
from rules.core.game import Config
from rules.core.state import Event, Score, State
from rules.krysis import scoring
from rules.krysis.action import ActionMixin
from rules.krysis.cards import GAME, CardSet, card_set
from rules.krysis.mining import MiningMixin
from rules.krysis.raid import RaidMixin
from rules.krysis.team import TeamMixin

HOME_START = (1, 2, 3)  # "1 cristales rojos, 2 azules y 3 blancos" behind the screen
ENTRANCE = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}  # spaces I-IV (2 players: I and III)
START_DRAW = 3  # "roba 3 cartas de sus dos mazos": 3 from each (K-3)
TACTICAL_HAND = 9
ASIDE_PER_STAR = 2
ROUNDS, SPEED_ROUNDS = 5, 3
_new_tuple = tuple.__new__  # builds an Event without NamedTuple's Python-level __new__


class KrysisState(MiningMixin, TeamMixin, ActionMixin, RaidMixin, State):
    game_id = GAME
    SEAT_HELPERS = frozenset(
        (
            "agent_speed",
            "ahead",
            "attack",
            "capacity",
            "carry",
            "defence",
            "do_action",
            "do_mining",
            "do_setup",
            "do_team",
            "draw_agent",
            "from_bank",
            "legal_action",
            "legal_cargo",
            "legal_mining",
            "legal_setup",
            "legal_team",
            "next_symbol",
            "pool",
            "raid_targets",
            "relic_counts",
            "source",
            "steal_relics",
            "take",
            "take_group",
            "team_initiative",
        )
    )

    def __init__(self, config: Config, cards: CardSet | None = None, _blank: bool = False):
        super().__init__(config)
        self.cards = cards or card_set()
        n = self.n = config.players
        if n not in ENTRANCE:
            raise TableroError(f"Krysis is for 2 to 4 players, not {n}")
        opts = config.options
        self.rounds = SPEED_ROUNDS if opts.get("speed") else ROUNDS
        self.tactical = bool(opts.get("tactical"))
        self.advanced = bool(opts.get("advanced"))
        self._lc: tuple[int, list] | None = None  # (seat, its legal actions) until the state changes
        self._ta: tuple[int, ...] | None = None  # the seats to act, until the state changes
        if _blank:
            return
        cs = self.cards
        rng = self.rng
        self.company = list(cs.company_ids[:n])
        self.bank = list(cs.crystal_count)
        self.home = [[0, 0, 0] for _ in range(n)]
        self.home_relics: list[list[str]] = [[] for _ in range(n)]
        self.camp = [[0, 0, 0] for _ in range(n)]
        self.camp_relics: list[list[str]] = [[] for _ in range(n)]
        self.played: list[list[str]] = [[] for _ in range(n)]
        self.hand: list[list[str]] = [[] for _ in range(n)]
        self.fdeck: list[list[str]] = [[] for _ in range(n)]
        self.tdeck: list[list[str]] = [[] for _ in range(n)]
        self.adiscard: list[list[str]] = [[] for _ in range(n)]
        self.aside: list[list[str]] = [[] for _ in range(n)]
        self.team: list[list[str]] = [[] for _ in range(n)]
        self.pick: list[str | None] = [None] * n
        self.picks = 0
        self.track = [0] * n
        self.bid = [[0, 0, 0] for _ in range(n)]
        self.sealed = [False] * n
        self.last_bids: list | None = None
        self.deserted = [False] * n
        self.acted = [False] * n
        self.initiative = [0] * n
        self.draws_left = [0] * n
        self.round = 1
        self.order: list[int] = []
        self.idx = 0
        self.step: str | None = None
        self.drawn: list[str] = []
        self.symbols = 0
        self.chamber = -1
        self.reset_turn()
        self.over = False
        # relics: shuffled; one face down in each camp
        self.relic_deck = list(cs.relic_ids)
        rng.shuffle(self.relic_deck)
        self.relic_discard: list[str] = []
        for s in range(n):
            self.camp_relics[s].append(self.relic_deck.pop())
        # missions: one secret mission each
        missions = list(cs.mission_ids)
        rng.shuffle(missions)
        self.mission = missions[:n]
        self.mission_box = missions[n:]
        # home crystals
        for s in range(n):
            self.from_bank_to(self.home[s], list(HOME_START))
        # the random order of the miners on the entrance spaces, each taking its crystals
        seats = list(range(n))
        rng.shuffle(seats)
        self.miner: list[tuple[int, int]] = [(0, 0)] * n
        for s, space in zip(seats, ENTRANCE[n]):
            self.miner[s] = (0, space)
            goods, _ = cs.entrance[space].groups[0]
            self.from_bank(s, list(goods))
        self.barriers += 1
        self.log("krysis.setup", players=n, miners=[self.miner[s][1] for s in range(n)])
        for s in range(n):
            self.log("krysis.mission", to=s, seat=s, mission=self.mission[s])
            self.log("krysis.relics_drawn", to=s, seat=s, relics=list(self.camp_relics[s]))
        if self.advanced:
            self.phase = "aside"
        elif self.tactical:
            self.phase = "hand"
        else:
            self.deal_decks()
            self.start_round()

    def log(self, key: str, to: int | None = None, **params) -> None:
        """``State.log``, the same Event built faster (about two events per decision)."""
        self.events.append(_new_tuple(Event, (key, params, to)))

    # -- the bank and the relic deck ---------------------------------------------------
    def from_bank_to(self, where: list, want) -> list[int]:
        """Move up to ``want`` crystals per colour from the bank into ``where`` (K-13)."""
        bank = self.bank
        got = [w if w < b else b for w, b in zip(want, bank)]
        for c in range(3):
            k = got[c]
            if k:
                bank[c] -= k
                where[c] += k
        return got

    def from_bank(self, seat: int, want) -> list[int]:
        return self.from_bank_to(self.camp[seat], want)

    def draw_relics(self, k: int) -> list[str]:
        """Draw ``k`` relics; an empty deck takes its shuffled discard pile first."""
        out = []
        for _ in range(k):
            if not self.relic_deck:
                if not self.relic_discard:
                    break
                self.relic_deck = self.relic_discard
                self.relic_discard = []
                self.rng.shuffle(self.relic_deck)
                self.log("krysis.relics_reshuffled", cards=len(self.relic_deck))
            out.append(self.relic_deck.pop())
        self.barriers += 1
        return out

    # -- agents at setup ---------------------------------------------------------------
    def pool(self, seat: int) -> list[str]:
        """The agents a company plays with: its 18 base agents, or all 24 in the advanced game."""
        return list(self.cards.company_agents(self.company[seat], None if self.advanced else False))

    def deal_decks(self) -> None:
        """Shuffle the fighter and transporter decks and draw 3 from each (or keep the
        tactical hand and shuffle the rest)."""
        A = self.cards.agents
        for s in range(self.n):
            rest = [a for a in self.pool(s) if a not in self.aside[s] and a not in self.hand[s]]
            self.fdeck[s] = [a for a in rest if A[a].role == "fighter"]
            self.tdeck[s] = [a for a in rest if A[a].role == "transporter"]
            self.rng.shuffle(self.fdeck[s])
            self.rng.shuffle(self.tdeck[s])
            if not self.tactical:
                for _ in range(START_DRAW):
                    self.draw_agent(s, "fighter" if self.fdeck[s] else "transporter")
                for _ in range(START_DRAW):
                    self.draw_agent(s, "transporter" if self.tdeck[s] else "fighter")
            self.log("krysis.hand", to=s, seat=s, agents=list(self.hand[s]))
        self.barriers += 1

    def draw_agent(self, seat: int, deck: str) -> str | None:
        pile = self.fdeck[seat] if deck == "fighter" else self.tdeck[seat]
        if not pile:
            return None
        agent = pile.pop()
        self.hand[seat].append(agent)
        return agent

    def legal_setup(self, seat: int) -> list:
        from rules.krysis.actions import ChooseHand, SetAside

        A = self.cards.agents
        if self.phase == "aside":
            stars = [A[a].stars for a in self.aside[seat]]
            return [
                SetAside(a)
                for a in self.pool(seat)
                if a not in self.aside[seat] and stars.count(A[a].stars) < ASIDE_PER_STAR
            ]
        return [ChooseHand(a) for a in self.pool(seat) if a not in self.aside[seat] and a not in self.hand[seat]]

    def do_setup(self, seat: int, act) -> None:
        from rules.krysis.actions import SetAside

        if isinstance(act, SetAside):
            self.aside[seat].append(act.agent)
            self.log("krysis.chosen", seat=seat)
            if all(len(a) == 3 * ASIDE_PER_STAR for a in self.aside):
                self.log("krysis.set_aside_done")
                if self.tactical:
                    self.phase = "hand"
                else:
                    self.deal_decks()
                    self.start_round()
            return
        self.hand[seat].append(act.agent)
        self.log("krysis.chosen", seat=seat)
        if all(len(h) == TACTICAL_HAND for h in self.hand):
            self.deal_decks()
            self.start_round()

    # (legal actions, apply) of each phase, as plain functions (one dict look-up per
    # decision); any other phase is the action phase's
    _BY_PHASE = {
        "aside": (legal_setup, do_setup),
        "hand": (legal_setup, do_setup),
        "bid": (MiningMixin.legal_mining, MiningMixin.do_mining),
        "mine": (MiningMixin.legal_mining, MiningMixin.do_mining),
        "team": (TeamMixin.legal_team, TeamMixin.do_team),
        "draw": (TeamMixin.legal_team, TeamMixin.do_team),
        "action": (ActionMixin.legal_action, ActionMixin.do_action),
    }
    _ACTION = _BY_PHASE["action"]

    # -- the protocol --------------------------------------------------------------------
    def ahead(self, seat: int) -> tuple[int, int]:
        """How far ahead in the mine a miner is (greater is further ahead, K-2)."""
        return self.miner[seat]

    def by_ahead(self, seats) -> list[int]:
        return sorted(seats, key=self.ahead, reverse=True)

    def to_act(self) -> tuple[int, ...]:
        ta = self._ta
        if ta is None:
            ta = self._ta = self._to_act()
        return ta

    def _to_act(self) -> tuple[int, ...]:
        ph = self.phase
        if ph == "team":
            pick, hand = self.pick, self.hand
            return tuple([s for s in range(self.n) if pick[s] is None and hand[s]])
        if ph == "action" or ph == "mine":
            return (self.order[self.idx],)
        if ph == "draw":
            for s, left in enumerate(self.draws_left):
                if left:
                    return (s,)
            return ()
        if ph == "bid":
            sealed = self.sealed
            return tuple([s for s in range(self.n) if not sealed[s]])
        if ph == "over":
            return ()
        if ph == "aside":
            return tuple(s for s in range(self.n) if len(self.aside[s]) < 3 * ASIDE_PER_STAR)
        if ph == "hand":
            return tuple(s for s in range(self.n) if len(self.hand[s]) < TACTICAL_HAND)
        return (self.order[self.idx],)

    def legal(self, seat: int) -> list:
        if seat.__class__ is not int or not 0 <= seat < self.n:
            self.check_seat(seat)  # raises: not a seat of this game
        cached = self._lc  # only ever set for a seat to act
        if cached is not None and cached[0] == seat:
            return list(cached[1])
        if seat not in self.to_act():
            return []
        legal = self._legal(seat)
        self._lc = (seat, legal)
        return list(legal)

    def touch(self) -> None:
        """Forget the cached seats to act and legal actions (after changing the state
        outside ``apply``, as tests do)."""
        self._lc = self._ta = None

    def _legal(self, seat: int) -> list:
        return self._BY_PHASE.get(self.phase, self._ACTION)[0](self, seat)

    def apply(self, seat: int, act) -> None:
        if seat.__class__ is not int or not 0 <= seat < self.n:
            self.check_seat(seat)  # raises: not a seat of this game
        cached = self._lc  # only ever set for a seat to act
        if cached is not None and cached[0] == seat:
            legal = cached[1]
        else:
            if self.phase == "over":
                raise IllegalAction("the game is over")
            if seat not in self.to_act():
                raise IllegalAction(f"it is not seat {seat}'s turn to decide")
            legal = self._legal(seat)
        if act not in legal:
            raise IllegalAction(
                f"{act} is not legal now; legal: {', '.join(sorted({type(a).__name__ for a in legal}))}"
            )
        self._lc = self._ta = None
        self._BY_PHASE.get(self.phase, self._ACTION)[1](self, seat, act)
        self._ta = None

    def is_over(self) -> bool:
        return self.phase == "over"

    # -- end of the game -----------------------------------------------------------------
    def end_game(self) -> None:
        self.phase = "over"
        self.over = True
        totals = [s.total for s in self.scores()]
        self.log(
            "krysis.game_over", scores=totals, missions=list(self.mission), winners=scoring.winners(totals, self.ahead)
        )

    def relic_counts(self, seat: int) -> tuple[int, ...]:
        counts = [0] * len(self.cards.relic_types)
        for r in self.home_relics[seat]:
            counts[self.cards.relic_type_index[r]] += 1
        return tuple(counts)

    def scores(self) -> list[Score]:
        cs = self.cards
        out = []
        for s in range(self.n):
            crystals = sum(k * p for k, p in zip(self.home[s], cs.crystal_points))
            relics = cs.best_sets(self.relic_counts(s))[0]
            m = cs.missions[self.mission[s]]
            counts = scoring.mission_target_counts(m.target, self.home, self.home_relics)
            mission = m.points if self.is_over() and scoring.mission_done(counts, s) else 0
            total = self.track[s] + crystals + relics + mission
            out.append(Score(total, scoring.breakdown(self.track[s], crystals, relics, mission)))
        return out

    def shown_scores(self, seat: int | None) -> list[int]:
        """What the score panel shows ``seat`` during the game: the score track (sales, public)
        of every player, and for ``seat`` itself its whole score so far (its home is behind its
        own screen). Other homes, and the crystals in a sealed bid, stay hidden (K-18); at the
        end the screens are lifted and every total shows."""
        self.check_seat(seat, spectator=True)
        scores = self.scores()
        if self.is_over():
            return [s.total for s in scores]
        return [scores[s].total if s == seat else self.track[s] for s in range(self.n)]

    def winners(self) -> list[int]:
        if not self.is_over():
            return []
        return scoring.winners([s.total for s in self.scores()], self.ahead)

    # -- views, copies, determinization ------------------------------------------------
    def view(self, seat: int | None):
        from rules.krysis.view import make_view

        self.check_seat(seat, spectator=True)
        return make_view(self, seat)

    _LISTS = (
        "home_relics",
        "camp_relics",
        "played",
        "hand",
        "fdeck",
        "tdeck",
        "adiscard",
        "aside",
        "team",
        "home",
        "camp",
        "bid",
    )
    _FLAT = (
        "company",
        "pick",
        "track",
        "sealed",
        "deserted",
        "acted",
        "initiative",
        "draws_left",
        "order",
        "drawn",
        "bank",
        "relic_deck",
        "relic_discard",
        "mission",
        "mission_box",
        "miner",
        "cargo",
        "t_specials",
    )
    _SCALARS = (
        "n",
        "rounds",
        "tactical",
        "advanced",
        "picks",
        "round",
        "idx",
        "step",
        "symbols",
        "chamber",
        "over",
        "phase",
        "t_normal",
        "t_kind",
        "t_target",
        "t_weapon",
        "t_transport",
        "t_announced",
        "t_special",
        "t_spec_target",
        "barriers",
    )

    def clone(self) -> KrysisState:
        new = self._clone_fields(KrysisState)
        nd = new.__dict__
        nd["last_bids"] = None if self.last_bids is None else [list(b) for b in self.last_bids]
        nd["cargo_relics"] = list(self.cargo_relics)
        nd["_lc"] = nd["_ta"] = None
        return new

    def resample(self, seat: int | None, rng: random.Random) -> KrysisState:
        from rules.krysis.view import resample

        self.check_seat(seat, spectator=True)
        return resample(self, seat, rng)

    def fingerprint(self) -> str:
        d = {k: self.__dict__[k] for k in (*self._LISTS, *self._FLAT, *self._SCALARS)}
        d["last_bids"] = self.last_bids
        d["cargo_relics"] = self.cargo_relics
        d["events"] = [[e.key, e.params, e.to] for e in self.events]
        d["rng"] = self.rng.getstate()[1][:8]
        return json.dumps(d, sort_keys=True, default=list)

    def to_position(self) -> dict:
        from rules.krysis.position import to_position

        return to_position(self)

    @classmethod
    def from_position(cls, config: Config, data, cards: CardSet | None = None) -> KrysisState:
        from rules.krysis.position import from_position

        return from_position(cls, config, data, cards)

    def counts(self) -> tuple[list[int], int]:
        """All crystals per colour and all relics, wherever they are (for conservation)."""
        crystals = list(self.bank)
        for zone in (self.home, self.camp, self.bid):
            for g in zone:
                for c in range(3):
                    crystals[c] += g[c]
        for c in range(3):
            crystals[c] += self.cargo[c]
        relics = (
            len(self.relic_deck)
            + len(self.relic_discard)
            + len(self.drawn)
            + len(self.cargo_relics)
            + sum(len(x) for z in (self.home_relics, self.camp_relics, self.played) for x in z)
        )
        return crystals, relics
