"""Lista de habilidades especiales: the special agents' abilities (advanced game).

Each ability is an effect named in ``cards/krysis/agents.yaml`` and registered here:

- ``defence`` (Defensa): ``points`` added to the team's combat value only when its camp
  is raided, never when it attacks. Passive: no special action.
- ``thief`` (Ladrón): take the ``crystals`` shown from the camp of any other player,
  whatever the combat values, into one's own camp (ruling K-17: what the camp lacks is
  not taken).
- ``spy`` (Espía): look at the face-down relics in one opponent's camp and take one of
  them into one's own camp.
- ``eminent_miner`` (Minero eminente): receive the ``goods`` shown (crystals from the bank,
  and one relic from the relic deck per relic symbol) into one's camp.
- ``alchemist`` (Alquimista): change white crystals of one's camp into as many blue ones,
  or blue into red, never both, never white into red.

A special action is mandatory and the active player does it before or after the normal
action (rules/krysis/action.py). Handlers: ``start(state, seat, agent)`` begins it and
returns the next step ("target", "convert" or None when it is already done).
"""

from __future__ import annotations

from rules.cards.effects import effect
from rules.krysis.goods import COLOURS

GAME = "krysis"
MAX_PARAM = 99  # points or goods an ability names: the printed cards show at most 4


def _goods_problem(value, what: str, relics: bool) -> str | None:
    keys = (*COLOURS, "relics") if relics else COLOURS
    if not isinstance(value, dict) or not value:
        return f"params: {what} must be a mapping of {', '.join(keys)} counts"
    for k, v in value.items():
        if k not in keys:
            return f"params: {what} has unknown key {k!r}"
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_PARAM:
            return f"params: {what}.{k} must be a whole number from 0 to {MAX_PARAM}, not {v!r}"
    if not any(value.values()):
        return f"params: {what} shows nothing"
    return None


PARAMS = {
    "defence": lambda p: (
        None
        if isinstance(p.get("points"), int) and not isinstance(p.get("points"), bool) and 1 <= p["points"] <= MAX_PARAM
        else f"params: points must be a whole number of at least 1 (at most {MAX_PARAM})"
    ),
    "thief": lambda p: _goods_problem(p.get("crystals"), "crystals", relics=False),
    "spy": lambda p: None,
    "eminent_miner": lambda p: _goods_problem(p.get("goods"), "goods", relics=True),
    "alchemist": lambda p: None,
}
KEYS = {"defence": {"points"}, "thief": {"crystals"}, "spy": set(), "eminent_miner": {"goods"}, "alchemist": set()}


def check_params(ability, params) -> str | None:
    """The problem with a card's ``params`` for its ``ability``, or None."""
    if ability not in PARAMS:
        return None  # the loader reports an unknown effect name
    params = params or {}
    if not isinstance(params, dict):
        return "params must be a mapping"
    extra = set(params) - KEYS[ability]
    if extra:
        return f"params: unknown key(s) {', '.join(sorted(map(str, extra)))} for {ability}"
    return PARAMS[ability](params)


class Ability:
    passive = False

    def start(self, state, seat: int, agent) -> str | None:  # pragma: no cover - abstract
        raise NotImplementedError


@effect(GAME, "defence")
class Defence(Ability):
    passive = True

    def start(self, state, seat, agent):
        return None


@effect(GAME, "thief")
class Thief(Ability):
    def start(self, state, seat, agent):
        return "target"

    def targets(self, state, seat):
        return [s for s in range(state.n) if s != seat]

    def on_target(self, state, seat, agent, target) -> str | None:
        shown = agent.params["crystals"]
        taken = [0, 0, 0]
        for c, name in enumerate(COLOURS):
            k = min(int(shown.get(name, 0)), state.camp[target][c])
            state.camp[target][c] -= k
            state.camp[seat][c] += k
            taken[c] = k
        state.log("krysis.thief", seat=seat, target=target, agent=agent.id, crystals=dict(zip(COLOURS, taken)))
        return None


@effect(GAME, "spy")
class Spy(Ability):
    def start(self, state, seat, agent):
        return "target"

    def targets(self, state, seat):
        return [s for s in range(state.n) if s != seat]

    def on_target(self, state, seat, agent, target) -> str | None:
        relics = state.camp_relics[target]
        state.log("krysis.spy", seat=seat, target=target, agent=agent.id)
        state.log("krysis.spy_saw", to=seat, seat=seat, target=target, relics=list(relics))
        return "spy_take" if relics else None


@effect(GAME, "eminent_miner")
class EminentMiner(Ability):
    def start(self, state, seat, agent):
        goods = agent.params["goods"]
        got = state.from_bank(seat, [int(goods.get(c, 0)) for c in COLOURS])
        relics = []
        for _ in range(int(goods.get("relics", 0))):
            drawn = state.draw_relics(1)
            state.camp_relics[seat].extend(drawn)
            relics.extend(drawn)
        state.log(
            "krysis.eminent_miner", seat=seat, agent=agent.id, crystals=dict(zip(COLOURS, got)), relics=len(relics)
        )
        if relics:
            state.log("krysis.relics_drawn", to=seat, seat=seat, relics=relics)
        return None


@effect(GAME, "alchemist")
class Alchemist(Ability):
    def start(self, state, seat, agent):
        return "convert" if self.options(state, seat) else None

    @staticmethod
    def options(state, seat) -> list[tuple[str, int]]:
        """(colour given, count) pairs: white to blue or blue to red, limited by the bank."""
        out = []
        for frm, to in ((2, 1), (1, 0)):
            most = min(state.camp[seat][frm], state.bank[to])
            out += [(COLOURS[frm], k) for k in range(1, most + 1)]
        return out

    @staticmethod
    def convert(state, seat, colour: str, count: int) -> None:
        frm = COLOURS.index(colour)
        to = frm - 1
        state.camp[seat][frm] -= count
        state.bank[frm] += count
        state.bank[to] -= count
        state.camp[seat][to] += count
        state.log("krysis.alchemist", seat=seat, given=colour, got=COLOURS[to], count=count)
