"""One localized log line per Grand Tribunal rules event (``tribunal.*`` keys, listed in
``rules/tribunal/__init__.py``).

Lines name the players; cards by their names in the card data, spaces and decks by the UI
strings. A card hidden from the reader (a face-down card) is None in the public event and
is named by its kind only; the private twin (``drew_card``, ``to_sanctum_card``, ``dealt``)
goes to its seat alone.

    >>> from client.ui import UI, Settings
    >>> from rules.core.state import Event
    >>> format_event(UI(Settings(lang="en")), Event("tribunal.vote", {"seat": 0, "space": "orbs"}), ["Ana"])
    'Ana places a vote on Orbs'
"""

from __future__ import annotations

from client.tribunal import data
from client.tribunal.prompts import deck_name

GROUPED_EVENTS = ()


def _join_private(p, q):
    """A public event and its private twin that follows it (the seat's own card, which only
    it sees) make one line naming the card: the seat sees one line, the others the public
    one alone."""
    if q.get("seat") != p.get("seat") or not q.get("card"):
        return None
    return {**p, "card": q["card"]}


# (public, private twin): the viewer who may see the twin gets one line naming the card
MERGED_EVENTS = {
    ("tribunal.to_sanctum", "tribunal.to_sanctum_card"): _join_private,
    ("tribunal.drew", "tribunal.drew_card"): _join_private,
    ("tribunal.take_blind", "tribunal.drew_card"): _join_private,
    ("tribunal.draw_resource", "tribunal.drew_card"): _join_private,
}


def _name(names, seat) -> str:
    try:
        return names[int(seat)]
    except (TypeError, ValueError, IndexError):
        return str(seat)


def _card(ui, card) -> str:
    if not card:
        return ui.t("tribunal.log.face_down")
    try:
        return data.name(ui, card)
    except KeyError:
        return str(card)


def _kind(ui, kind) -> str:
    """A card hidden from the reader by its deck: the events name it "items", "spells" or
    "resources" (the card set's ``kind_of``), or "item", "spell", "resource"."""
    if kind in ("item", "items"):
        return ui.t("tribunal.log.an_item")
    if kind in ("spell", "spells"):
        return ui.t("tribunal.log.a_spell")
    return ui.t("tribunal.log.a_resource")


def _to(ui, to) -> str:
    return ui.t("tribunal.log.dest_hand") if to == "hand" else ui.t("tribunal.log.dest_sanctum")


def _tribunal(ui, n) -> str:
    n = int(n)
    return ui.t("tribunal.head.grand") if n >= 3 else ui.t("tribunal.head.tribunal", n=n)


def format_event(ui, event, names: list[str]) -> str | None:
    k, p = event.key, event.params
    t = ui.t
    who = _name(names, p.get("seat"))
    if k == "tribunal.setup":
        return t(
            "tribunal.log.setup", n=p["players"], praeco=_name(names, p["praeco"]), dealer=_name(names, p["dealer"])
        )
    if k == "tribunal.dealt":
        return t("tribunal.log.dealt", name=who, cards=", ".join(_card(ui, c) for c in p["cards"]))
    if k in ("tribunal.drew", "tribunal.take_blind", "tribunal.draw_resource") and p.get("card"):
        return t("tribunal.log.drew_card_to", name=who, card=_card(ui, p["card"]), to=_to(ui, p.get("dest")))
    if k == "tribunal.drew":
        return t("tribunal.log.drew", name=who, deck=deck_name(ui, p["deck"]), to=_to(ui, p.get("dest", p.get("to"))))
    if k == "tribunal.drew_card":
        return t("tribunal.log.drew_card", name=who, card=_card(ui, p["card"]))
    if k == "tribunal.praeco":
        return t("tribunal.log.praeco", name=who, tribunal=_tribunal(ui, p["tribunal"]), round=p["round"])
    if k == "tribunal.praeco_vote":
        return t("tribunal.log.praeco_vote", name=who, space=data.space_name(ui, p["space"]))
    if k == "tribunal.to_sanctum" and p.get("card"):
        return t("tribunal.log.to_sanctum_card", name=who, card=_card(ui, p["card"]))
    if k == "tribunal.to_sanctum":
        return t("tribunal.log.to_sanctum", name=who, kind=_kind(ui, p["kind"]))
    if k == "tribunal.to_sanctum_card":
        return t("tribunal.log.to_sanctum_card", name=who, card=_card(ui, p["card"]))
    if k == "tribunal.vote":
        return t("tribunal.log.vote", name=who, space=data.space_name(ui, p["space"]))
    if k == "tribunal.unvote":
        return t("tribunal.log.unvote", name=who, space=data.space_name(ui, p["space"]))
    if k == "tribunal.take":
        return t("tribunal.log.take", name=who, card=_card(ui, p["card"]), to=_to(ui, p.get("dest", p.get("to"))))
    if k == "tribunal.take_blind":
        return t(
            "tribunal.log.take_blind", name=who, deck=deck_name(ui, p["deck"]), to=_to(ui, p.get("dest", p.get("to")))
        )
    if k == "tribunal.refill":
        if not p.get("card"):
            return None
        return t("tribunal.log.refill", card=_card(ui, p["card"]), deck=deck_name(ui, p["deck"]))
    if k == "tribunal.advance":
        card = _card(ui, p["card"]) if p.get("card") else _kind(ui, p.get("kind"))
        if p.get("free"):
            return t("tribunal.log.advance_free", name=who, card=card, n=p["vis"])
        return t("tribunal.log.advance", name=who, card=card, n=p["vis"])
    if k == "tribunal.activate":
        return t("tribunal.log.activate", name=who, card=_card(ui, p["card"]), n=p["vis"])
    if k == "tribunal.install":
        return t(
            "tribunal.log.install",
            name=who,
            spell=_card(ui, p["spell"]),
            item=_card(ui, p["item"]),
            category=data.space_name(ui, p["category"]),
        )
    if k == "tribunal.cast":
        return t("tribunal.log.cast", name=who, spell=_card(ui, p["spell"]), item=_card(ui, p["item"]))
    if k == "tribunal.spell_kept":
        return t("tribunal.log.spell_kept", name=who, spell=_card(ui, p["spell"]))
    if k == "tribunal.spell_discarded":
        return t("tribunal.log.spell_discarded", name=who, spell=_card(ui, p["spell"]))
    if k == "tribunal.draw_resource":
        return t("tribunal.log.draw_resource", name=who, to=_to(ui, p.get("dest", p.get("to"))))
    if k == "tribunal.play_resource":
        return t("tribunal.log.play_resource", name=who, card=_card(ui, p["card"]))
    if k == "tribunal.gain":
        why = p.get("why")
        if why == "extract":
            return t("tribunal.log.gain_extract", name=who, n=p["vis"])
        if why == "gather":
            return t("tribunal.log.gain_gather", name=who, n=p["vis"])
        return t("tribunal.log.gain", name=who, n=p["vis"])
    if k == "tribunal.drain":
        return t("tribunal.log.drain", name=who, target=_name(names, p["target"]), n=p["vis"])
    if k == "tribunal.gather":
        if p.get("source") == "contested":
            return t("tribunal.log.gather_contested", name=who, n=p["vis"])
        return t("tribunal.log.gather", name=who, n=p["vis"], others=p.get("others", 0))
    if k == "tribunal.roll":
        faces = ", ".join(str(f) for f in p.get("faces", ()))
        if p.get("paid"):
            return t("tribunal.log.roll_join", name=who, faces=faces, n=p["vis"], paid=p["paid"])
        return t("tribunal.log.roll", name=who, faces=faces, n=p["vis"])
    if k == "tribunal.join_pass":
        return t("tribunal.log.join_pass", name=who)
    if k == "tribunal.register_moves":
        src = t("tribunal.board.uncontested") if p["source"] == "uncontested" else t("tribunal.board.contested")
        if int(p["tribunal"]) > 3:
            return t("tribunal.log.register_done", source=src)
        return t("tribunal.log.register_moves", source=src, tribunal=_tribunal(ui, p["tribunal"]))
    if k == "tribunal.discard":
        return t("tribunal.log.discard", name=who, card=_card(ui, p["card"]))
    if k == "tribunal.end_turn":
        return t("tribunal.log.end_turn", name=who)
    if k == "tribunal.deck_empty":
        return t("tribunal.log.deck_empty", deck=deck_name(ui, p["deck"]))
    if k == "tribunal.tribunal":
        return t("tribunal.log.tribunal", tribunal=_tribunal(ui, p["tribunal"]))
    if k == "tribunal.called":
        return t("tribunal.log.called", tribunal=_tribunal(ui, p["tribunal"]))
    if k == "tribunal.presented":
        if p.get("kept"):
            return t("tribunal.log.presented", name=who, n=p["kept"])
        return t("tribunal.log.presented_all", name=who)
    if k == "tribunal.place":
        votes, points = ui.t("tribunal.count.votes", n=p["votes"]), ui.t("tribunal.count.points", n=p["points"])
        if p.get("place"):
            key = "tribunal.log.place_shared" if p.get("shared") else "tribunal.log.place"
            return t(key, name=who, item=_card(ui, p["item"]), votes=votes, place=p["place"], points=points)
        return t("tribunal.log.mention", name=who, item=_card(ui, p["item"]), votes=votes, points=points)
    if k == "tribunal.tribunal_done":
        parts = ", ".join(f"{_name(names, s)} {n}" for s, n in enumerate(p.get("totals", ())))
        return t("tribunal.log.tribunal_done", tribunal=_tribunal(ui, p["tribunal"]), totals=parts)
    if k == "tribunal.reshuffle":
        return t("tribunal.log.reshuffle", deck=deck_name(ui, p["deck"]), n=p.get("cards", 0))
    if k == "tribunal.game_over":
        win = [_name(names, s) for s in p.get("winners", ())]
        return t("tribunal.log.game_over", names=", ".join(win))
    return None
