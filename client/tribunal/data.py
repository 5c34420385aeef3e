"""The card data as the table reads it: every access to ``rules.tribunal.cards`` in one place.

Names and texts come localized from the YAML (``cards/tribunal/``); the item types and
spell categories are named by the UI strings (``tribunal.space.<id>``).
"""

from __future__ import annotations

from rules.tribunal.actions import ITEM_TYPES, SPELL_CATEGORIES


def cards():
    from rules.tribunal.cards import card_set

    return card_set()


def kind_of(card: str) -> str:
    """item, spell or resource."""
    cs = cards()
    if card in cs.items:
        return "item"
    if card in cs.spells:
        return "spell"
    return "resource"


def record(card: str):
    cs = cards()
    return cs.items.get(card) or cs.spells.get(card) or cs.resources[card]


def name(ui, card: str) -> str:
    return ui.localized(record(card).name)


def space_of(card: str) -> str:
    """An Item's type or a Spell's category ("" for a Resource): its symbol."""
    kind = kind_of(card)
    if kind == "item":
        return cards().items[card].type
    if kind == "spell":
        return cards().spells[card].category
    return ""


def cost(card: str) -> int | None:
    kind = kind_of(card)
    return cards().cost(card) if kind != "resource" else None


def space_name(ui, space: str) -> str:
    """The localized name of a vote register space (an item type or spell category)."""
    if space in ("orbs", "potions", "scrolls", "staffs", "talismans", "wands"):
        return ui.t(f"tribunal.space.{space}")
    if space in ("alchemical", "elemental", "runic", "healing"):
        return ui.t(f"tribunal.space.{space}")
    return space


def slots_text(ui, item: str) -> str:
    """An Item's spell slots: "2 elemental, 1 healing"."""
    slots = cards().items[item].slots
    counts = [(c, int(slots.get(c, 0))) for c in SPELL_CATEGORIES]
    parts = [f"{n} {space_name(ui, c)}" for c, n in counts if n]
    return ", ".join(parts) if parts else ui.t("tribunal.card.no_slots")


def summary(ui, card: str) -> str:
    """The tile's second line: an Item's type, base score, cost and slots; a Spell's category."""
    t = ui.t
    kind = kind_of(card)
    if kind == "item":
        it = cards().items[card]
        return t(
            "tribunal.tile.item",
            type=space_name(ui, it.type),
            base=it.score,
            cost=cards().cost(card),
            slots=sum(it.slots.values()),
        )
    if kind == "spell":
        return t("tribunal.tile.spell", category=space_name(ui, cards().spells[card].category), cost=cards().cost(card))
    return t("tribunal.tile.resource")


def text(ui, card: str) -> str:
    """What a Spell or Resource does, in words ("" for an Item)."""
    rec = record(card)
    words = getattr(rec, "text", None)
    return ui.localized(words) if isinstance(words, dict) else ""


def facts(ui, card: str) -> list[str]:
    """The zoom's lines: every value printed on the card, in words."""
    t = ui.t
    kind = kind_of(card)
    out = []
    if kind == "item":
        it = cards().items[card]
        out.append(t("tribunal.card.item_type", type=space_name(ui, it.type)))
        out.append(t("tribunal.card.base", n=it.score))
        out.append(t("tribunal.card.advance", n=cards().cost(card)))
        out.append(t("tribunal.card.slots", slots=slots_text(ui, card)))
    elif kind == "spell":
        sp = cards().spells[card]
        out.append(t("tribunal.card.category", category=space_name(ui, sp.category)))
        out.append(t("tribunal.card.advance", n=cards().cost(card)))
    else:
        out.append(t("tribunal.card.resource"))
    words = text(ui, card)
    if words:
        out.append(words)
    return out


def register(source: str) -> tuple:
    """The spaces of a source of the Vis Source Register, per Tribunal: ((x, y), ...) x 3."""
    return cards().register[source]


SPACES = ITEM_TYPES + SPELL_CATEGORIES
