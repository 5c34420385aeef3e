"""Where on Krysis's table each legal action is made (a mixin of KrysisTable): the
``action_rects`` a hint and the tutorial light (client/table_base.py says the form).

The drags: an agent of the company onto the side box (setup), a crystal from home into the
fist and back, the miner onto its chamber, an agent of the hand onto the team (its page of
the hand turned first), a camp relic onto the team, the team onto the camp it raids, goods
onto the cargo box, the cargo onto where it goes. The clicks: a relic to keep or to take
from a spied camp, the player an effect targets, the deck to draw from. The rest are the
bar's buttons (the overtime's combinations and the Alquimista's counts after the button
that shows them).
"""

from __future__ import annotations

import pygame

from client.keyboard import visible_parts
from client.krysis.prompts import convert_direction
from client.table_base import GesturesFirst
from rules.krysis import actions as A


class Where(GesturesFirst):
    def _made_on_table(self, act) -> list[pygame.Rect]:
        rects, v = self.drop_rects(), self.view
        if isinstance(act, (A.SetAside, A.ChooseHand)):
            return [self.picker_rects()[act.agent], rects["chosen"]]
        if isinstance(act, A.Pick):
            hand = dict(visible_parts(self.hand_rects()))
            if act.agent not in hand:  # on another page of the hand: turn it
                return [self.page_arrows()[+1]]
            return [hand[act.agent], rects["team"]]
        if isinstance(act, A.Bid):
            return [self.with_count(self.home_rects()[act.colour]), rects["fist"]]
        if isinstance(act, A.Unbid):
            return [self.with_count(self.fist_crystal_rects()[act.colour]), rects["home"]]
        if isinstance(act, A.Descend):
            return [self.miner_rect(self.viewer), self.cell_rect(v.round, act.chamber)]
        if isinstance(act, A.KeepRelic):
            return [self.drawn_rects()[act.relic]]
        if isinstance(act, A.Activate):
            return [dict(visible_parts(self.camp_relic_rects()))[act.relic], rects["team"]]
        if isinstance(act, A.Raid):
            return [pygame.Rect(self.layout.team_rects()[0]), rects[f"opp:{act.target}"]]
        if isinstance(act, A.Overtime) and self.sub != "overtime":
            return self.button_rect("overtime")  # then the combination
        if isinstance(act, A.Take):
            if self.mode == "spy_take":
                return [self.spied_rects()[act.good]]
            goods = self.camp_crystal_rects(self.source_seat())
            source = goods.get(act.good) or dict(visible_parts(self.camp_relic_rects()))[act.good]
            return [source, rects["cargo"]]
        if isinstance(act, A.Carry):
            return [self.fist_rect(), rects[act.to]]
        if isinstance(act, A.Target):
            return [rects[f"opp:{act.seat}"]]
        if isinstance(act, A.Convert) and convert_direction(self) != act.colour:
            return self.button_rect(f"dir:{act.colour}")  # then the count
        if isinstance(act, A.Draw):
            return [self.deck_rects()[act.deck]]
        return []
