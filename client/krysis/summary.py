"""What the results screen shows for a Krysis seat. Scaffold: the words helper replaces
this with the seat's home goods and score categories."""

from __future__ import annotations

SUMMARY_SHOWS_BREAKDOWN = False


def draw_seat_summary(ui, surface, rect, view, seat: int) -> None:
    return None
