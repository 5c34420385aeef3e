"""What Virrey hands out (a mixin of VirreyState): tokens from the general supply (magic,
science, attack, defence, power, magic and circle bonuses), infinite gems and gems from
the reserve, each placed on the card that gave it; and the permanent laws' effects kept
up to date as a pyramid changes."""

from __future__ import annotations

from rules.virrey.laws import LAWS, PERMANENT_KEYS
from rules.virrey.tokens import AD, COLOUR_INDEX, COLOURS, MS, circle_pool, magic_bonus_pool


class HandoutsMixin:
    def science(self, seat: int) -> int:
        return sum(1 for ts in self.tok[seat].values() for t in ts if t[0] == "science")  # type: ignore[misc]  # as in team.py

    def _add_token(self, seat: int, card: str, entry) -> None:
        d = dict(self.tok[seat])
        d[card] = d.get(card, ()) + (entry,)
        self.tok[seat] = d
        if entry[0] == "infinite":
            have = list(self.inf_have[seat])
            have[entry[1]] += 1
            self.inf_have[seat] = tuple(have)

    def give_tokens(self, seat: int, card: str, kind: str, count: int) -> None:
        if count <= 0:
            return
        for _ in range(count):
            self.supply.take(MS if kind in ("magic", "science") else AD)
            if kind == "attack":
                self.attack[seat] += 1
            else:
                self._add_token(seat, card, (kind,))
        if kind == "attack":
            self.log("virrey.attack_tokens", seat=seat, count=count)
        else:
            self.log("virrey.tokens", seat=seat, card=card, kind=kind, count=count)

    def give_power(self, seat: int, card: str, value: int) -> None:
        tokens = self.supply.take_power(value)
        self._add_token(seat, card, ("power", value, tokens))
        self.log("virrey.power", seat=seat, card=card, value=value, tokens=list(tokens))

    def give_magic_bonus(self, seat: int, card: str, value: int) -> None:
        self.supply.take(magic_bonus_pool(value))
        self._add_token(seat, card, ("magic_bonus", value))
        self.log("virrey.magic_bonus", seat=seat, card=card, value=value)

    def give_circle_bonus(self, seat: int, card: str, colour: int, value: int) -> None:
        self.supply.take(circle_pool(colour, value))
        self._add_token(seat, card, ("circle_bonus", colour, value))
        self.log("virrey.circle_bonus", seat=seat, card=card, colour=COLOURS[colour], value=value)

    def give_infinite(self, seat: int, card: str, colour: int) -> None:
        if self.reserve[colour] > 0:
            self.reserve[colour] -= 1
            source = "reserve"
        elif self.gems[seat][colour] > 0:
            self.gems[seat][colour] -= 1
            source = "own"
        else:
            self.log("virrey.infinite_missing", seat=seat, card=card, colour=COLOURS[colour])
            return
        self._add_token(seat, card, ("infinite", colour))
        self.log("virrey.infinite", seat=seat, card=card, colour=COLOURS[colour], source=source)

    def take_gems(self, seat: int, colour: int, count: int) -> int:
        got = min(count, self.reserve[colour])
        if got > 0:
            self.reserve[colour] -= got
            self.gems[seat][colour] += got
            self.log("virrey.gems", seat=seat, colours=[COLOURS[colour]] * got)
        return got

    def _refresh_perm(self, seat: int) -> None:
        perm: dict = {}
        laws = self.cards.laws
        for card in self.pyr[seat].cards():
            law = laws.get(card)
            if law is None or LAWS[law.effect].timings != ("permanent",):
                continue
            eff, p = law.effect, law.params
            if eff in PERMANENT_KEYS:
                perm[eff] = perm.get(eff, 0) + p[PERMANENT_KEYS[eff]]
            elif eff == "discount":
                d = list(perm.get("discount", (0, 0, 0, 0)))
                d[COLOUR_INDEX[p["colour"]]] += 1
                perm["discount"] = tuple(d)
            elif eff == "keep_bid":
                perm["keep_bid"] = perm.get("keep_bid", 0) + 1
            elif eff == "high_placement_gems":
                perm["high"] = perm.get("high", ()) + ((p["level"], p["gems"]),)
        self.perm[seat] = perm
