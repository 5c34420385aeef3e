"""A throwaway TableView for the client-shell tests (the real one is client/imperio).

Draws the viewer's hand as labelled boxes along the bottom and the trick in the
middle; a click on a hand card returns the first legal action for that card.
"""

from __future__ import annotations

import pygame

from client.tableview import TableView


class FakeTable(TableView):
    def __init__(self, ui, game_id, seat_names):
        super().__init__(ui, game_id, seat_names)
        self.view, self.viewer, self.legal = None, None, []
        self.anim = 0.0

    def refresh(self, view, viewer, legal):
        if self.view is not None and view != self.view and self.ui.settings.anim_speed > 0:
            self.anim = 0.15 / self.ui.settings.anim_speed
        self.view, self.viewer, self.legal = view, viewer, list(legal)

    def busy(self):
        return self.anim > 0

    def update(self, dt):
        self.anim = max(0.0, self.anim - dt)

    def hand_card_rect(self, card):
        hand = list(self.view.hand) if self.view else []
        if card not in hand:
            return None
        i = hand.index(card)
        return pygame.Rect(self.rect.x + 20 + i * 90, self.rect.bottom - 140, 80, 120)

    def drop_rects(self):
        return {"trick": pygame.Rect(self.rect.centerx - 300, self.rect.centery - 100, 600, 200)}

    def handle_event(self, event):
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.view:
            for card in self.view.hand:
                if self.hand_card_rect(card).collidepoint(event.pos):
                    return next((a for a in self.legal if a.card == card), None) or _Illegal(card)
        return None

    def prompt(self):
        return "Elige una carta" if self.legal else ""

    def draw(self, surface):
        surface.fill((30, 70, 50), self.rect)
        font = self.ui.font(16)
        if self.view is None:
            return
        for card in self.view.hand:
            r = self.hand_card_rect(card)
            pygame.draw.rect(surface, (240, 230, 200), r, border_radius=6)
            surface.blit(font.render(card, True, (0, 0, 0)), (r.x + 8, r.y + 8))
            self.ui.record_card(card, "hand", self.viewer)
        t = self.drop_rects()["trick"]
        pygame.draw.rect(surface, (20, 50, 35), t, border_radius=10)
        for i, p in enumerate(self.view.trick):
            r = pygame.Rect(t.x + 10 + i * 100, t.y + 40, 80, 120)
            pygame.draw.rect(surface, (240, 230, 200) if p.card else (90, 60, 40), r, border_radius=6)
            if p.card:
                surface.blit(font.render(p.card, True, (0, 0, 0)), (r.x + 8, r.y + 8))
                self.ui.record_card(p.card, "trick", p.seat)
        info = f"ronda {self.view.round}  suceso {self.view.event}  {self.view.criteria}"
        surface.blit(font.render(info, True, (255, 255, 255)), (self.rect.x + 20, 20))


class _Illegal:
    """Stands for a click on a card that has no legal action (the scene must toast, not crash)."""

    def __init__(self, card):
        self.card = card


TABLE = FakeTable


def format_event(ui, event, names):
    params = {k: (names[v] if k == "seat" else v) for k, v in event.params.items()}
    return f"{event.key} {params}"


def draw_seat_summary(ui, surface, rect, view, seat):
    font = ui.font(14)
    surface.blit(font.render(", ".join(view.won[seat]), True, (255, 255, 255)), rect.topleft)
