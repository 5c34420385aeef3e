"""B. Raid (incursión): attack another camp and steal what the team can carry.

"El jugador activo puede optar por atacar el campamento de cualquier otro jugador si el
valor de combate de su equipo es mayor que el del equipo atacado. Si el campamento de un
jugador ha quedado desierto durante la ronda, puede ser atacado incluso por un equipo con
un valor de combate de 0."

Combat: the fighters' combat values of the team, plus an activated weapon relic. A
defending team adds the weapons it played earlier in the round and kept in its camp, and
its Defensa points (only when defending). Face-down relics are stolen at random after
announcing how many (``StealRelics``); face-up (played) relics cannot be taken. The loot
goes home (the team is discarded, the camp deserted), to the bank (2 points each; K-8:
deserted too) or to the raider's camp (the team and the weapons used stay).
"""

from __future__ import annotations

from rules.krysis.actions import STEAL_RELICS
from rules.krysis.capacity import fits


class RaidMixin:
    def attack(self, seat: int) -> int:
        """The team's combat value when it attacks (Defensa does not count)."""
        A = self.cards.agents
        weapon = self.cards.relics[self.t_weapon].combat if self.t_weapon else 0
        return sum(A[a].combat for a in self.team[seat]) + weapon

    def defence(self, seat: int) -> int:
        """The combat value of a camp being raided: its team, its kept weapons, its Defensa."""
        A, R = self.cards.agents, self.cards.relics
        total = sum(A[a].combat for a in self.team[seat])
        total += sum(R[r].combat for r in self.played[seat] if R[r].use == "weapon")
        for a in self.team[seat]:
            if A[a].ability == "defence":
                total += int(A[a].params.get("points", 0))
        return total

    def raid_targets(self, seat: int) -> list[int]:
        power = self.attack(seat)
        return [t for t in range(self.n) if t != seat and (self.deserted[t] or power > self.defence(t))]

    def legal_steal_relics(self, slots, load) -> list:
        r, b, w, x = load
        out = []
        for k in range(1, len(self.camp_relics[self.t_target]) + 1):
            if not fits(slots, (r, b, w, x + k)):
                break
            out.append(STEAL_RELICS[k])
        return out

    def steal_relics(self, seat: int, count: int) -> None:
        pile = self.camp_relics[self.t_target]
        taken = self.rng.sample(pile, count)
        for r in taken:
            pile.remove(r)
        self.cargo_relics.extend(taken)
        self.t_announced = True
        self.barriers += 1
        self.log("krysis.steal_relics", seat=seat, target=self.t_target, count=count)
        self.log("krysis.relics_stolen", to=seat, seat=seat, relics=taken)
        self.log("krysis.relics_stolen", to=self.t_target, seat=seat, relics=taken)
