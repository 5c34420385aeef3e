"""2. Fortalecimiento de los equipos, the initiative, and 4. Terminando la ronda.

"Cada jugador elige una carta de agente de su mano y la coloca boca abajo ... al mismo
tiempo revelan su tarjeta ... Repite este procedimiento tres veces". The team's
initiative is the sum of its agents' speeds, a multiplier agent counting the crystals of
its colour in the camp times its multiplier; ties go to the miner ahead.

At the end of the round the teams and the used relics are discarded and each player
draws 3 agents "una a la vez", choosing the deck before each draw.
"""

from __future__ import annotations

from rules.krysis.actions import DRAW, PICK, Pick

TEAM = 3
DRAWS = 3


class TeamMixin:
    pick: list[str | None]  # each seat's sealed pick (KrysisState sets them all)
    step: str | None

    def start_team(self) -> None:
        self.phase = "team"
        self.picks = 0
        self.pick = [None] * self.n
        self.step = None

    def agent_speed(self, seat: int, agent: str) -> int:
        a = self.cards.agents[agent]
        if a.multiplier is not None:
            colour, factor = a.multiplier
            return self.camp[seat][colour] * factor
        return a.speed

    def team_initiative(self, seat: int) -> int:
        return sum(self.agent_speed(seat, a) for a in self.team[seat])  # type: ignore[misc]  # mypy picks the bool overload

    def legal_team(self, seat: int) -> list:
        if self.phase == "team":
            return [PICK[a] for a in self.hand[seat]]
        out = [DRAW["fighter"]] if self.fdeck[seat] else []
        if self.tdeck[seat]:
            out.append(DRAW["transporter"])
        return out

    def do_team(self, seat: int, act) -> None:
        if act.__class__ is Pick:
            pick, hand = self.pick, self.hand
            pick[seat] = act.agent
            self.log("krysis.chosen", seat=seat)
            for s in range(self.n):
                if pick[s] is None and hand[s]:
                    return  # another pick still to come
            self.reveal_picks()
            return
        # Draw
        agent = self.draw_agent(seat, act.deck)
        self.log("krysis.draw", seat=seat, deck=act.deck)
        self.log("krysis.drew", to=seat, seat=seat, agent=agent)
        self.barriers += 1
        self.draws_left[seat] -= 1
        if not self.fdeck[seat] and not self.tdeck[seat]:
            self.draws_left[seat] = 0  # K-16: no cards left to draw
        if not any(self.draws_left):
            self.round += 1
            self.start_round()

    def reveal_picks(self) -> None:
        revealed: list[str | None] = []
        for s in range(self.n):
            a = self.pick[s]
            if a is not None:
                self.hand[s].remove(a)
                self.team[s].append(a)
            revealed.append(a)
        self.log("krysis.picks", agents=revealed)
        self.barriers += 1
        self.picks += 1
        self.pick = [None] * self.n
        if self.picks == TEAM or not any(self.hand):
            self.start_action()

    def start_action(self) -> None:
        """Fix the initiative order for the round (K-5: it is not re-sorted later)."""
        self.initiative = [self.team_initiative(s) for s in range(self.n)]
        self.order = sorted(range(self.n), key=lambda s: (self.initiative[s], self.ahead(s)), reverse=True)
        self.log("krysis.initiative", initiative=list(self.initiative), order=list(self.order))
        self.phase = "action"
        self.idx = 0
        self.deserted = [False] * self.n
        self.acted = [False] * self.n
        self.begin_turn()

    def end_round(self) -> None:
        for s in range(self.n):
            self.adiscard[s].extend(self.team[s])
            self.team[s] = []
            self.relic_discard.extend(self.played[s])
            self.played[s] = []
        self.deserted = [False] * self.n
        self.log("krysis.round_end", round=self.round)
        if self.round >= self.rounds:
            self.end_game()
            return
        self.phase = "draw"
        self.step = None
        self.draws_left = [DRAWS if self.fdeck[s] or self.tdeck[s] else 0 for s in range(self.n)]
        if not any(self.draws_left):
            self.round += 1
            self.start_round()
