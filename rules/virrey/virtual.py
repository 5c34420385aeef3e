"""Virtual opponents ("REGLAS EN SOLITARIO" and "VARIANTE DE LAS REGLAS").

A virtual opponent acts only in the auction phase: its bid is a gem drawn blind. With
one virtual opponent the gem comes from the reserve and goes to the box ("coger una de
las gemas de la reserva general ... la del oponente virtual de vuelta en la caja");
with two or three, the bids are drawn from the box ("simplemente coge dos o tres gemas
de la caja") and go back to it (ruling V-17). A card a virtual opponent wins is
discarded (the base card when it could choose between two); a bid on a colour with no
card discards a random card left in the auction after the real players took theirs.

The outcome of a colour with bidders (ruling V-18), ``k`` being its number of cards:

* k = 0: real bidders lose their gems and go on; each virtual bidder discards a random
  card (later) and is done.
* one bidder: a real one takes the card (chooses with k = 2); a virtual one discards
  it (the base card with k = 2) and is done.
* k = 1 and two or more bidders: nobody; all go on.
* k = 2 and two bidders: two real ones say secretly which card they want; a real and a
  virtual one: the real player takes the top card (the base card is discarded) or goes
  on to the next auction with the virtual one; two virtual ones: both cards are
  discarded and both are done.
* k = 2 and three or more bidders: nobody; all go on.
"""

from __future__ import annotations

from rules.virrey.tokens import COLOURS


def source(players: int, virtual: int) -> str:
    """Where virtual bids are drawn from: ``reserve`` (one virtual opponent) or ``box``."""
    return "reserve" if virtual == 1 else "box"


def draw_bids(state, count: int) -> list:
    """Draw ``count`` blind gems for the active virtual opponents; None if none is left.

    From the reserve: the gem goes to the box at once. From the box: drawn without
    replacement among this auction's bids, and back in the box after it.
    """
    colour: int | None
    if count == 1 and state.vsource == "reserve":  # one virtual opponent: _draw inline
        r = state.reserve
        b, red, g = r[0], r[1], r[2]
        total = b + red + g + r[3]
        if total <= 0:
            return [None]
        pick = state.rng.randrange(total)
        colour = 0 if pick < b else 1 if pick < b + red else 2 if pick < b + red + g else 3
        r[colour] -= 1
        state.box[colour] += 1
        return [colour]
    rng = state.rng
    out: list[int | None] = []
    if state.vsource == "reserve":
        pool = state.reserve
        for _ in range(count):
            colour = _draw(rng, pool)
            if colour is not None:
                state.reserve[colour] -= 1
                state.box[colour] += 1
            out.append(colour)
    else:
        pool = list(state.box)
        for _ in range(count):
            colour = _draw(rng, pool)
            if colour is not None:
                pool[colour] -= 1
            out.append(colour)
    return out


def _draw(rng, pool) -> int | None:
    b, r, g, y = pool
    total = b + r + g + y
    if total <= 0:
        return None
    pick = rng.randrange(total)
    if pick < b:
        return 0
    pick -= b
    if pick < r:
        return 1
    return 2 if pick - r < g else 3


def describe(colour) -> str:
    return COLOURS[colour] if colour is not None else "none"
