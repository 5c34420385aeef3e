"""Preparación (the setup draws), Praeco, Orden del Turno and Acciones: the legal decisions
and their effects, one small decision at a time (rulings T-2 to T-5, T-12, T-13)."""

from __future__ import annotations

from rules.core.errors import IllegalAction
from rules.tribunal import effects as fx
from rules.tribunal import vis
from rules.tribunal.actions import (
    ACTIVATE,
    ADVANCE,
    CAST,
    DISCARD,
    DONE,
    DRAW,
    DRAW_RESOURCE,
    DROP,
    END_TURN,
    EXTRACT,
    GATHER,
    INSTALL,
    KEEP,
    PLAY_RESOURCE,
    PRAECO_VOTE,
    TAKE,
    TO_SANCTUM,
    VOTE,
    Activate,
    Advance,
    Cast,
    Discard,
    DrawResource,
    EndTurn,
    Extract,
    Gather,
    Install,
    KeepSpell,
    PlayResource,
    PraecoVote,
    Take,
    ToSanctum,
    Vote,
)

PRAECO_VOTES = 3
KEEP_COST = 2  # "pagar 2 contadores de Vis para prevenir que el Hechizo se descarte"
# the kinds of action and how many of the two actions each uses
DOUBLE = ("draw_resource", "gather")


class TurnMixin:
    # set by TribunalState.__init__ (declared here for the type checker)
    setup_left: int
    step: str | None
    adv: list[str]
    used: list[str]

    # -- setup ---------------------------------------------------------------------------
    def legal_setup(self, seat: int) -> list:
        return [DRAW[d] for d in self.cards.decks if self.deck[d]]

    def do_setup(self, seat: int, act) -> None:
        self.draw_to_hand(seat, act.deck)
        self.setup_left -= 1
        if self.setup_left == 0:
            self.setup_idx += 1
            self.setup_left = 3
            if self.setup_idx == len(self.setup_order) or not any(self.deck.values()):
                self.turn_rows()
                self.start_turn()

    # -- the turn ------------------------------------------------------------------------
    def actions_left(self) -> int:
        return 2 - sum(2 if k in DOUBLE else 1 for k in self.used) if self.phase == "turn" else 0

    def can_do(self, kind: str) -> bool:
        left = self.actions_left()
        if kind in DOUBLE:
            return left == 2
        if left <= 0:
            return False
        if kind == "advance" and self.double_adv:
            return self.used.count("advance") < 2
        return kind not in self.used

    def legal_main(self, seat: int) -> list:
        out: list = []
        hand = self.hand[seat]
        out += [TO_SANCTUM[c] for c in hand]
        cost, vis_on, active = self.cards.cost, self.vis_on, self.active
        for zone in (self.lab[seat], self.library[seat]):
            out += [ACTIVATE[c] for c in zone if c not in active and vis_on.get(c, 0) >= cost(c)]
        out += self.legal_installs(seat)
        cheap = self.cheap
        if cheap:
            out += [PLAY_RESOURCE[c] for c in self.vault[seat]]
        if self.actions_left() > 0:
            if self.can_do("vote") and self.concilium > 0:
                out += [VOTE[s] for s in self.cards.spaces]
            if self.can_do("take"):
                dest = self.destinations()
                for d in ("items", "spells"):
                    out += [TAKE[(c, to)] for c in self.row[d] for to in dest]
                    if self.deck[d]:
                        out += [TAKE[(d, to)] for to in dest]
            if self.can_do("advance") and self.store[seat] > 0:
                out += [ADVANCE[c] for c in self.unfinished(seat)]
            if self.can_do("cast"):
                for item in (*self.lab[seat], *self.awarded[seat]):
                    out += [CAST[(item, s)] for s in self.installed.get(item, ())]
            if self.can_do("draw_resource") and self.deck["resources"]:
                out += [DRAW_RESOURCE[to] for to in self.destinations()]
            if not cheap and self.can_do("play_resource"):
                out += [PLAY_RESOURCE[c] for c in self.vault[seat]]
            if self.can_do("extract"):
                out.append(EXTRACT)
            if self.can_do("gather"):
                out += [GATHER[src] for src in self.cards.sources if vis.can_gather(self, src)]
        out.append(END_TURN)
        return out

    def legal_installs(self, seat: int) -> list:
        active = self.active
        spells = [s for s in self.library[seat] if s in active]
        if not spells:
            return []
        out = []
        S = self.cards.spells
        for item in (*self.lab[seat], *self.awarded[seat]):
            if item not in active:
                continue
            for s in spells:
                if self.free_slot(item, S[s].category):
                    out.append(INSTALL[(s, item)])
        return out

    def free_slot(self, item: str, category: str) -> bool:
        slots = self.cards.items[item].slots.get(category, 0)
        if not slots:
            return False
        S = self.cards.spells
        return len([s for s in self.installed.get(item, ()) if S[s].category == category]) < slots

    def do_main(self, seat: int, act) -> None:
        cls = act.__class__
        if cls is ToSanctum:
            self.hand[seat].remove(act.card)
            self.zone(seat, act.card).append(act.card)
            self.face_up.discard(act.card)
            kind = self.cards.kind_of[act.card]
            self.log("tribunal.to_sanctum", seat=seat, kind=kind)
            self.log("tribunal.to_sanctum_card", to=seat, seat=seat, card=act.card)
        elif cls is Activate:
            self.activate(seat, act.card)
        elif cls is Install:
            self.library[seat].remove(act.spell)
            self.installed.setdefault(act.item, []).append(act.spell)
            self.log(
                "tribunal.install",
                seat=seat,
                spell=act.spell,
                item=act.item,
                category=self.cards.spells[act.spell].category,
            )
        elif cls is Vote:
            self.used.append("vote")
            self.place_vote(seat, act.space, "tribunal.vote")
        elif cls is Take:
            self.used.append("take")
            self.take_card(seat, act.card, act.to)
        elif cls is Advance:
            self.used.append("advance")
            self.adv = []
            self.step = "advance"
            self.advance_one(seat, act.card)
        elif cls is Cast:
            self.used.append("cast")
            self.installed[act.item].remove(act.spell)
            self.casting = act.spell
            self.log("tribunal.cast", seat=seat, item=act.item, spell=act.spell)
            self.start_effect(seat, act.spell)
        elif cls is DrawResource:
            self.used.append("draw_resource")
            card = self.deck["resources"].pop()
            self.barriers += 1
            if act.to == "hand":
                self.hand[seat].append(card)
            else:
                self.vault[seat].append(card)
            self.log("tribunal.draw_resource", seat=seat, dest=act.to)
            self.log("tribunal.drew_card", to=seat, seat=seat, card=card)
        elif cls is PlayResource:
            if not self.cheap:
                self.used.append("play_resource")
            self.vault[seat].remove(act.card)
            self.log("tribunal.play_resource", seat=seat, card=act.card)
            self.effect_card = act.card
            self.start_effect(seat, act.card)
        elif cls is Extract:
            self.used.append("extract")
            self.gain(seat, self.extract_amount(), "extract")
        elif cls is Gather:
            self.used.append("gather")
            vis.gather(self, seat, act.source)
        elif cls is EndTurn:
            self.log("tribunal.end_turn", seat=seat)
            self.step = "discard"
            if len(self.hand[seat]) <= self.hand_limit(seat):
                self.next_turn()

    # -- advance: one vis on up to three cards, or up to two on one --------------------
    def advance_one(self, seat: int, card: str) -> None:
        self.store[seat] -= 1
        self.adv.append(card)
        self.put_vis(seat, card, free=False)
        if not self.can_advance_more(seat):
            self.end_advance()

    def can_advance_more(self, seat: int) -> bool:
        """Whether the advance under way may go on (``legal_advance`` lists a card)."""
        adv = self.adv
        if self.store[seat] <= 0 or len(adv) >= 3 or (len(adv) == 2 and adv[0] == adv[1]):
            return False
        if len(adv) == 1:  # any unfinished card: the same one again, or another
            return bool(self.unfinished(seat))
        return any(c not in adv for c in self.unfinished(seat))

    def legal_advance(self, seat: int) -> list:
        adv = self.adv
        out = []
        if self.store[seat] > 0 and not (len(adv) == 2 and adv[0] == adv[1]) and len(adv) < 3:
            for c in self.unfinished(seat):
                if len(adv) == 1 and c == adv[0]:
                    out.append(ADVANCE[c])
                elif c not in adv:
                    out.append(ADVANCE[c])
        out.append(DONE)
        return out

    def do_advance(self, seat: int, act) -> None:
        if act.__class__ is Advance:
            self.advance_one(seat, act.card)
        else:
            self.end_advance()

    def end_advance(self) -> None:
        self.adv = []
        self.step = "main"

    # -- effects of Spells and Resources ------------------------------------------------
    def start_effect(self, seat: int, card: str) -> None:
        name, amount, deck = self.cards.effect_of(card)
        self.effect, self.effect_left, self.effect_card = name, amount, card
        from rules.cards import resolve

        if resolve("tribunal", name)(self, seat, amount, deck) and fx.legal_effect(self, seat) != [DONE]:
            self.step = "effect"
        else:
            self.finish_effect(seat)

    def finish_effect(self, seat: int) -> None:
        card = self.effect_card
        self.effect, self.effect_left, self.effect_card = None, 0, None
        if self.casting is not None:
            self.step = "keep"
            return
        if card is not None and card in self.cards.resources:
            self.discard[self.cards.kind_of[card]].append(card)
        self.step = "main"

    def legal_keep(self, seat: int) -> list:
        return [KEEP, DROP] if self.store[seat] >= KEEP_COST else [DROP]

    def do_keep(self, seat: int, act: KeepSpell) -> None:
        spell, self.casting = self.casting, None
        if act.keep:
            self.store[seat] -= KEEP_COST
            self.regio += KEEP_COST
            self.library[seat].append(spell)
            self.active.discard(spell)
            self.face_up.add(spell)
            self.log("tribunal.spell_kept", seat=seat, spell=spell)
        else:
            self.discard["spells"].append(spell)
            self.active.discard(spell)
            self.face_up.discard(spell)
            self.log("tribunal.spell_discarded", seat=seat, spell=spell)
        self.step = "main"

    # -- Praeco and discarding ----------------------------------------------------------
    def legal_praeco(self, seat: int) -> list:
        return [PRAECO_VOTE[s] for s in self.cards.spaces if s not in self.praeco_votes]

    def do_praeco(self, seat: int, act: PraecoVote) -> None:
        self.praeco_votes.append(act.space)
        self.place_vote(seat, act.space, "tribunal.praeco_vote")
        if len(self.praeco_votes) == PRAECO_VOTES or self.concilium == 0:
            self.step = "main"

    def legal_discard(self, seat: int) -> list:
        return [DISCARD[c] for c in self.hand[seat]]

    def do_discard(self, seat: int, act: Discard) -> None:
        self.hand[seat].remove(act.card)
        self.discard[self.cards.kind_of[act.card]].append(act.card)
        self.log("tribunal.discard", seat=seat, card=act.card)
        if len(self.hand[seat]) <= self.hand_limit(seat):
            self.next_turn()

    def check_legal(self, act, legal) -> None:
        if act not in legal:
            raise IllegalAction(self.refusal(act, legal))

    def refusal(self, act, legal) -> str:
        kinds = sorted({type(a).__name__ for a in legal})
        step = {
            "draw": "each player draws three cards at setup",
            "praeco": "the Praeco first places three votes on three different spaces",
            "advance": "the advance under way goes on: one vis on up to three cards, or up to two on one card",
            "effect": f"the effect {self.effect!r} is under way",
            "keep": "decide whether to pay 2 vis to keep the Spell just cast",
            "join": "decide whether to roll at the contested source too, paying 2 vis",
            "discard": "discard down to the hand limit",
        }.get(self.step or "", "")
        name = {
            "Vote": "vote",
            "Take": "take",
            "Advance": "advance",
            "Cast": "cast",
            "DrawResource": "draw_resource",
            "PlayResource": "play_resource",
            "Extract": "extract",
            "Gather": "gather",
        }.get(type(act).__name__)
        if self.step == "main" and name:
            if name in self.used and not (name == "advance" and self.double_adv and self.used.count(name) < 2):
                return f"{act} is not legal: that action was already taken this turn (two different actions)"
            if self.actions_left() == 0:
                return f"{act} is not legal: both actions of the turn are taken"
            if name in DOUBLE and self.actions_left() < 2:
                return f"{act} is not legal: it is a double action and one action is already taken"
        reason = f"; {step}" if step else ""
        return f"{act} is not legal now{reason}; legal: {', '.join(kinds)}"
