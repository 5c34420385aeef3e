"""Plural forms are real (one/other chosen by a count), never "carta(s)" or "jugador(es)"."""

import re

import pytest

from client.ui import UI, Settings, asset_root, load_strings

PSEUDO_PLURAL = re.compile(r"\w\((s|es|as|os|n|en)\)", re.IGNORECASE)


def interface_strings(lang: str):
    for key, value in load_strings(lang).items():
        for form, text in value.items() if isinstance(value, dict) else [("", value)]:
            yield f"{key}.{form}" if form else key, text


@pytest.mark.parametrize("lang", ["es", "en"])
def test_no_interface_string_is_a_pseudo_plural(lang):
    assert list((asset_root() / "i18n").glob(f"*{lang}.yaml"))
    bad = [(k, t) for k, t in interface_strings(lang) if PSEUDO_PLURAL.search(t)]
    assert bad == []


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_plural_entry_has_one_and_other(lang):
    for key, value in load_strings(lang).items():
        if isinstance(value, dict):
            assert {"one", "other"} <= set(value) <= {"one", "other", "count"}, key


def test_t_picks_one_or_other_by_the_count():
    es, en = UI(Settings(lang="es")), UI(Settings(lang="en"))
    assert es.t("virrey.prompt.draw", n=1) == "Roba 1 carta: elige el mazo"
    assert es.t("virrey.prompt.draw", n=3) == "Roba 3 cartas: elige el mazo"
    assert en.t("virrey.prompt.draw", n=1) == "Draw 1 card: choose the deck"
    assert en.t("virrey.prompt.draw", n=0) == "Draw 0 cards: choose the deck"
    # an entry may name the parameter that counts (the log line's "players")
    assert es.t("virrey.log.setup", players=1) == "Comienza Virrey con 1 jugador"
    assert es.t("virrey.log.setup", players=2) == "Comienza Virrey con 2 jugadores"
    assert es.t("virrey.log.setup_virtual", n=2) == " y 2 oponentes virtuales"
    # an explicit count wins, and plain strings are untouched by it
    assert en.t("virrey.reward.magic", n=1, count=2) == "1 magic tokens"
    assert en.t("menu.quit", count=3) == "Quit"


# A count placeholder followed by a plural noun ("{n} agentes", "{points} points") that can
# be 1 must be a one/other entry, or it reads "1 agentes". Fixed counts are listed.
COUNTED_NOUN = re.compile(
    r"\{(n|points|count)\} (more |power )?(agentes|agents|puntos|points|cristales|crystals|"
    r"reliquias|relics|cartas|cards|jugadores|players|gemas|gems)\b"
)
NEVER_ONE = {"krysis.table.zoom.mission_points"}  # a mission is worth 10 (printed)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_counted_noun_in_a_plain_string_is_a_plural_entry(lang):
    bad = [
        (k, v)
        for k, v in load_strings(lang).items()
        if isinstance(v, str) and k not in NEVER_ONE and COUNTED_NOUN.search(v)
    ]
    assert bad == []
