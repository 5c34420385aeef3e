"""3. Acción: the active player's turn, in initiative order.

A turn is a sequence of small decisions: ``Activate`` up to one weapon and one transport
relic of the camp ("Un jugador no puede jugar más que un arma y transporte significa
carta de reliquia en un turno"), the special actions of the team's special agents
(advanced game: before or after the normal action, all mandatory), and one normal action:

- ``Load`` (A. Carga de mercancías): ``Take`` goods of one's camp one at a time, only
  those that still fit the team's carrying capacity (capacity.py computes the packing),
  then ``Carry`` them home or to the bank (2 points each). The team and the relics used
  are discarded: the camp is deserted for the rest of the round.
- ``Raid`` (B.): raid.py.
- ``Overtime`` (C. Horas extraordinarias de minería): crystals worth 6 from the bank into
  the camp (K-11); the team and the relics used stay to defend the camp.
"""

from __future__ import annotations

from functools import cache

from rules.cards.effects import resolve
from rules.krysis.actions import (
    ACTIVATE,
    CARRY,
    LOAD,
    RAID,
    SPECIAL,
    TAKE,
    TARGET,
    Activate,
    Convert,
    Load,
    Overtime,
    Raid,
    Special,
    StealRelics,
    Take,
    Target,
)
from rules.krysis.capacity import can_add, team_capacity
from rules.krysis.goods import COLOURS

_HANDLERS: dict = {}
OVERTIME_VALUE = 6
SALE_POINTS = 2


@cache
def overtime_actions(points=(3, 2, 1)) -> tuple[Overtime, ...]:
    """One shared ``Overtime`` per option of :func:`overtime_options`, in the same order."""
    return tuple(Overtime(*o) for o in overtime_options(points))


@cache
def overtime_options(points=(3, 2, 1), value: int = OVERTIME_VALUE) -> tuple[tuple[int, int, int], ...]:
    """Every (red, blue, white) worth exactly ``value``: (2,0,0), (1,1,1), (0,0,6)..."""
    out = []
    for r in range(value // points[0] + 1):
        for b in range((value - r * points[0]) // points[1] + 1):
            rest = value - r * points[0] - b * points[1]
            if rest % points[2] == 0:
                out.append((r, b, rest // points[2]))
    return tuple(sorted(out, reverse=True))


class ActionMixin:
    step: str | None  # the step of the turn (KrysisState sets it)

    def reset_turn(self) -> None:
        self.t_normal = False  # the normal action is done
        self.t_kind: str | None = None  # load | raid, while goods are being taken
        self.t_target = -1
        self.t_weapon: str | None = None
        self.t_transport: str | None = None
        self.t_announced = False  # relics to steal were announced (raid)
        self.t_specials: list[str] = []
        self.t_special: str | None = None
        self.t_spec_target = -1
        self.cargo = [0, 0, 0]
        self.cargo_relics: list[str] = []

    def ability(self, agent: str | None):
        """The handler of an agent's special ability (specials.py), or None."""
        name = self.cards.agents[agent].ability
        if name is None:
            return None
        handler = _HANDLERS.get(name)
        if handler is None:
            handler = _HANDLERS[name] = resolve("krysis", name)()
        return handler

    def begin_turn(self) -> None:
        self.reset_turn()
        a = self.order[self.idx]
        self.step = "turn"
        self.t_specials = [ag for ag in self.team[a] if self.cards.agents[ag].ability and not self.ability(ag).passive]
        self.log("krysis.turn", seat=a)

    def finish_turn(self) -> None:
        a = self.order[self.idx]
        self.acted[a] = True
        self.reset_turn()
        self.idx += 1
        if self.idx == self.n:
            self.end_round()
        else:
            self.begin_turn()

    # -- capacity ------------------------------------------------------------------------
    def capacity(self, seat: int):
        caps = [self.cards.agents[a].capacity for a in self.team[seat]]
        relic = self.cards.relics[self.t_transport].capacity if self.t_transport else None
        return team_capacity(caps, relic)

    def load_now(self) -> tuple[int, ...]:
        return (*self.cargo, len(self.cargo_relics))

    def source(self, seat: int) -> int:
        return self.t_target if self.t_kind == "raid" else seat

    # -- legal ---------------------------------------------------------------------------
    def legal_action(self, seat: int) -> list:
        step = self.step
        if step == "turn":
            out: list = []
            if not self.t_normal:
                relics = self.cards.relics
                out += [
                    ACTIVATE[r]
                    for r in self.camp_relics[seat]
                    if (self.t_weapon if relics[r].use == "weapon" else self.t_transport) is None
                ]
            if self.t_specials:
                out += [SPECIAL[ag] for ag in dict.fromkeys(self.t_specials)]
            if not self.t_normal:
                out.append(LOAD)
                out += [RAID[t] for t in self.raid_targets(seat)]
                r, b, w = self.bank
                out += [
                    o
                    for o in overtime_actions(self.cards.crystal_points)
                    if o.red <= r and o.blue <= b and o.white <= w
                ]
            return out
        if step == "cargo":
            return self.legal_cargo(seat)
        if step == "target":
            return [TARGET[t] for t in self.ability(self.t_special).targets(self, seat)]
        if step == "spy_take":
            return [TAKE[r] for r in self.camp_relics[self.t_spec_target]]
        if step == "convert":
            return [Convert(c, k) for c, k in self.ability(self.t_special).options(self, seat)]
        raise AssertionError(step)

    def legal_cargo(self, seat: int) -> list:
        src = self.source(seat)
        slots, load = self.capacity(seat), self.load_now()
        out: list = [TAKE[c] for i, c in enumerate(COLOURS) if self.camp[src][i] and can_add(slots, load, c)]
        if self.t_kind == "load":
            if can_add(slots, load, "relic"):
                out += [TAKE[r] for r in self.camp_relics[seat]]
        elif not self.t_announced:
            out += self.legal_steal_relics(slots, load)
        out += [CARRY["home"], CARRY["bank"]]
        if self.t_kind == "raid":
            out.append(CARRY["camp"])
        return out

    # -- apply ---------------------------------------------------------------------------
    def do_action(self, seat: int, act) -> None:
        if isinstance(act, Activate):
            relic = self.cards.relics[act.relic]
            self.camp_relics[seat].remove(act.relic)
            self.played[seat].append(act.relic)
            if relic.use == "weapon":
                self.t_weapon = act.relic
            else:
                self.t_transport = act.relic
            self.log("krysis.activate", seat=seat, relic=act.relic)
            return
        if isinstance(act, Special):
            self.t_specials.remove(act.agent)
            self.t_special = act.agent
            self.log("krysis.special", seat=seat, agent=act.agent)
            self.after_special(self.ability(act.agent).start(self, seat, self.cards.agents[act.agent]))
            return
        if isinstance(act, Target):
            self.t_spec_target = act.seat
            ag = self.t_special
            self.after_special(self.ability(ag).on_target(self, seat, self.cards.agents[ag], act.seat))
            return
        if isinstance(act, Convert):
            self.ability(self.t_special).convert(self, seat, act.colour, act.count)
            self.after_special(None)
            return
        if self.step == "spy_take":
            self.camp_relics[self.t_spec_target].remove(act.good)
            self.camp_relics[seat].append(act.good)
            self.log("krysis.spy_took", seat=seat, target=self.t_spec_target)
            self.log("krysis.relic_taken", to=seat, seat=seat, relic=act.good)
            self.after_special(None)
            return
        if isinstance(act, Load):
            self.t_kind, self.step = "load", "cargo"
            self.log("krysis.load", seat=seat)
            return
        if isinstance(act, Raid):
            self.t_kind, self.step, self.t_target = "raid", "cargo", act.target
            self.log(
                "krysis.raid",
                seat=seat,
                target=act.target,
                attack=self.attack(seat),
                defence=self.defence(act.target),
                deserted=self.deserted[act.target],
            )
            return
        if isinstance(act, Overtime):
            got = self.from_bank(seat, [act.red, act.blue, act.white])
            self.log("krysis.overtime", seat=seat, crystals=dict(zip(COLOURS, got)))
            self.normal_done()
            return
        if isinstance(act, Take):
            self.take(seat, act.good)
            return
        if isinstance(act, StealRelics):
            self.steal_relics(seat, act.count)
            return
        self.carry(seat, act.to)

    def take(self, seat: int, good: str) -> None:
        src = self.source(seat)
        if good in COLOURS:
            c = COLOURS.index(good)
            self.camp[src][c] -= 1
            self.cargo[c] += 1
        else:
            self.camp_relics[src].remove(good)
            self.cargo_relics.append(good)

    def carry(self, seat: int, to: str) -> None:
        crystals, relics = list(self.cargo), list(self.cargo_relics)
        if to == "home":
            for c in range(3):
                self.home[seat][c] += crystals[c]
            self.home_relics[seat].extend(relics)
        elif to == "bank":
            for c in range(3):
                self.bank[c] += crystals[c]
            self.relic_discard.extend(relics)
            self.track[seat] += SALE_POINTS * (sum(crystals) + len(relics))
        else:
            for c in range(3):
                self.camp[seat][c] += crystals[c]
            self.camp_relics[seat].extend(relics)
        self.cargo, self.cargo_relics = [0, 0, 0], []
        self.log(
            "krysis.carry",
            seat=seat,
            dest=to,
            kind=self.t_kind,
            target=self.t_target,
            crystals=dict(zip(COLOURS, crystals)),
            relics=len(relics),
            shown=relics if self.t_kind == "load" or to == "bank" else [],
        )
        if to == "camp":
            if self.t_transport:  # K-10: only the weapons stay to defend the camp
                self.played[seat].remove(self.t_transport)
                self.relic_discard.append(self.t_transport)
        else:  # the team goes: the camp is deserted (K-8)
            self.adiscard[seat].extend(self.team[seat])
            self.team[seat] = []
            self.relic_discard.extend(self.played[seat])
            self.played[seat] = []
            self.deserted[seat] = True
        self.normal_done()

    def normal_done(self) -> None:
        self.t_normal = True
        self.t_kind = None
        self.step = "turn"
        if not self.t_specials:
            self.finish_turn()

    def after_special(self, next_step: str | None) -> None:
        if next_step is not None:
            self.step = next_step
            return
        self.t_special, self.t_spec_target = None, -1
        self.step = "turn"
        if self.t_normal and not self.t_specials:
            self.finish_turn()
