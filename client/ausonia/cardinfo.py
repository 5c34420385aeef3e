"""The card data the table reads (``rules.ausonia.cards``), in the player's words.

Cards are numbers (a physical card; copies of one design are several numbers); their
designs hold the name, type (gem or favour), guild, cost and gems per ``GEMS``, the star
of fountains and the abilities (a cost in gems or a condition, and keywords).

    >>> from client.ui import UI, Settings
    >>> ui = UI(Settings(lang="en"))
    >>> keyword_text(ui, ("corruption", 2))
    'Corruption 2'
"""

from __future__ import annotations

from rules.ausonia.actions import GEMS


def card_set():
    from rules.ausonia.cards import card_set as load

    return load()


def card(n: int):
    return card_set().cards[n]


def name(ui, n: int) -> str:
    try:
        return ui.localized(card(n).name)
    except (IndexError, TypeError):
        return str(n)


def is_gem(n: int) -> bool:
    return card(n).type == "gem"


def star(n: int) -> bool:
    return bool(card(n).star)


def cost(n: int) -> tuple[int, ...]:
    return card(n).cost


def gems(n: int) -> tuple[int, ...]:
    return card(n).gems


def first_gem(n: int) -> str | None:
    """The first kind of gem a gem card yields (what dragging it pays with), or None."""
    yields = card(n).gems if card(n).type == "gem" else ()
    return next((g for g, k in zip(GEMS, yields) if k), None)


def abilities(n: int) -> tuple:
    return card(n).abilities


def ability(n: int, i: int):
    abs_ = card(n).abilities
    return abs_[i] if 0 <= i < len(abs_) else None


def condition(n: int, i: int):
    a = ability(n, i)
    return a.condition if a is not None else None


def ability_cost(n: int, i: int) -> tuple[int, ...]:
    a = ability(n, i)
    return a.cost if a is not None and a.cost is not None else (0, 0, 0, 0)


def keyword_text(ui, kw) -> str:
    """'Corrupción 2', 'Sello'."""
    word, x = kw
    label = ui.t(f"ausonia.kw.{word}")
    return f"{label} {x}" if x else label


def keywords_text(ui, n: int, i: int) -> str:
    a = ability(n, i)
    return ", ".join(keyword_text(ui, kw) for kw in a.keywords) if a is not None else ""


def gem_word(ui, gem: str, n: int = 1) -> str:
    return ui.t(f"ausonia.gem.{gem}", n=n)


def condition_text(ui, n: int, i: int) -> str:
    """The red background's condition in words: 'usaste 3 sanguinas', 'usaste la palabra
    clave Previsión', 'activaste una habilidad del gremio del clero'."""
    cond = condition(n, i)
    if cond is None:
        return ""
    kind, what, amount = cond
    if kind == "gems":
        return ui.t("ausonia.cond.gems", gems=gem_word(ui, what, amount))
    if kind == "keyword":
        return ui.t("ausonia.cond.keyword", keyword=ui.t(f"ausonia.kw.{what}"))
    return ui.t("ausonia.cond.guild", guild=ui.t(f"ausonia.guild.{what}"))


def condition_texts(ui, n: int, i: int) -> tuple[str, str]:
    """``condition_text`` and its short form, for a narrow row where the red ground already
    says it is a condition: 'usaste 3 sanguinas', '3 sanguinas'; 'activaste una habilidad de
    Mercaderes', 'habilidad de Mercaderes'."""
    cond = condition(n, i)
    if cond is None:
        return "", ""
    kind, what, amount = cond
    if kind == "gems":
        short = ui.t("ausonia.cond.gems_short", gems=gem_word(ui, what, amount))
    elif kind == "keyword":
        short = ui.t("ausonia.cond.keyword_short", keyword=ui.t(f"ausonia.kw.{what}"))
    else:
        short = ui.t("ausonia.cond.guild_short", guild=ui.t(f"ausonia.guild.{what}"))
    return condition_text(ui, n, i), short


def guild_name(ui, n: int) -> str:
    g = card(n).guild
    return ui.t(f"ausonia.guild.{g}") if g else ""
