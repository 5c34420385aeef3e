"""The keywords (Influencia ... Sello), each a handler of the effects registry: a card's
YAML names it and the loader refuses a name without a handler (ruling A-9).

A handler ``(state, seat, x)`` resolves the keyword for the acting ``seat`` at once, or
sets the step that asks the next decision (``state.step``: ``target``, ``manipulate``,
``foresee``, ``raise``, ``seal``); the turn resumes the ability's next keyword once the
step is over. Adquisitivo is the rule of buying (A-6), in ``turn.py``.
"""

from __future__ import annotations

from rules.cards import effect

GAME = "ausonia"


@effect(GAME, "influence")
def influence(st, seat: int, x: int) -> None:
    """Influencia X: the player gains X influence."""
    st.gain(seat, x)


@effect(GAME, "corruption")
def corruption(st, seat: int, x: int) -> None:
    """Corrupción X: an opponent of the player's choice loses X (never below 0); from the
    moment someone reached 60 it counts as Influencia (A-11)."""
    if st.final:
        st.gain(seat, x)
        return
    st.ask_target(seat, "corruption", x)


@effect(GAME, "discard")
def discard(st, seat: int, x: int) -> None:
    """Descartar X: an opponent of the player's choice discards X cards of its own choice."""
    st.ask_target(seat, "discard", x)


@effect(GAME, "draw")
def draw(st, seat: int, x: int) -> None:
    """Robar (Dibujar) X: the player draws X cards."""
    st.draw_cards(seat, x)


@effect(GAME, "manipulation")
def manipulation(st, seat: int, x: int) -> None:
    """Manipulación X: up to X discard-pile cards onto the draw pile, in the chosen order."""
    if st.discard[seat]:
        st.set_step("manipulate", "manipulation", x)


@effect(GAME, "foresight")
def foresight(st, seat: int, x: int) -> None:
    """Previsión X: X cards off the draw pile, each back on top or discarded."""
    st.reveal(seat, x)


@effect(GAME, "raise")
def raise_(st, seat: int, x: int) -> None:
    """Levantar X: up to X cards of hand or discard pile, face down to the raise area."""
    if st.hand[seat] or st.discard[seat]:
        st.set_step("raise", "raise", x)


@effect(GAME, "seal")
def seal(st, seat: int, x: int) -> None:
    """Sello: another played favour card to the seal area (optional)."""
    if st.sealable(seat):
        st.set_step("seal", "seal", 1)
