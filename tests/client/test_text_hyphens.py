"""A word wider than its room is split at a syllable rather than cut with "…"
(client.text.hyphenate, used by Text.fit as its last resort before the ellipsis)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from client.testing import make_app  # noqa: E402
from client.text import Text, _breaks, hyphenate  # noqa: E402


@pytest.mark.parametrize(
    "word,breaks",
    [
        ("camorrista", [8, 4, 2]),  # ca-mo-rris-ta: "rr" stays whole, "s-t" splits
        ("cargador", [5, 3]),  # car-ga-dor
        ("hostigador", [7, 5, 3]),  # hos-ti-ga-dor
        ("habsburgo-lorena", [14, 12, 10, 7, 4]),  # after its hyphen too
        ("maestro", [4]),  # maes-tro: the cluster "tr" opens the syllable after "s" (was "Maest-ro")
        ("hombre", [3]),  # hom-bre
        ("construir", [4]),  # cons-truir
        ("obra", []),  # "br" opens a syllable: o-bra, but two letters each side at least
    ],
)
def test_the_syllables_a_word_may_break_at(word, breaks):
    assert _breaks(word) == breaks


def test_a_long_word_is_split_at_a_syllable_that_fits():
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    assert hyphenate(font, "Camorrista", font.size("Camorris-")[0]) == "Camorris- ta"
    assert hyphenate(font, "Camorrista", font.size("Camorri-")[0]) == "Camo- rrista"
    assert hyphenate(font, "Soldado raso", font.size("Soldado")[0]) == "Soldado raso"  # fits: untouched


def test_fit_splits_a_one_word_name_instead_of_cutting_it():
    app = make_app()
    try:
        text = Text(app.ui)
        floor = app.ui.text_floor()
        width = text.font(floor, True).size("Camorr")[0] + 2
        size, lines = text.fit("Camorrista", width, 2, floor, floor, bold=True)
        assert len(lines) == 2 and lines[0].endswith("-") and not lines[1].endswith("…"), lines
        assert "".join(x.rstrip("-") for x in lines) == "Camorrista"
        _, cut = text.fit("Camorrista", width, 2, floor, floor, bold=True, hyphens=False)
        assert cut[0].endswith("…")  # without hyphens: the old cut
    finally:
        app.close()


def test_a_word_is_split_at_its_syllables_or_not_at_all():
    """A short first syllable ("Ap-prentice") left the rest of the word too wide for the
    parts allowed, and the word was then cut where the most letters fitted: "Appre- ntice"
    on an Ausonia card. It is split at its syllables only: the rest stays whole (too wide:
    the caller sets it otherwise), and ``fit`` never returns a word cut between syllables."""
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    width = font.size("Appre-")[0]  # "Appren-" is too wide: the syllables give "Ap- pren- tice"
    assert hyphenate(font, "Apprentice", width, 3, lang="en") == "Ap- pren- tice"
    assert hyphenate(font, "Apprentice", width, 2, lang="en") == "Ap- prentice"
    assert hyphenate(font, "Prism", font.size("Pri-")[0], lang="en") == "Prism"  # one syllable: whole
    app = make_app(lang="en")
    try:
        text = Text(app.ui)
        floor = app.ui.text_floor()
        width = text.font(floor, True).size("Appre-")[0]
        _, lines = text.fit("Apprentice", width, 2, floor, floor, bold=True)
        assert "Appre-" not in lines, lines
        assert text.fit_whole("Apprentice", width, 2, floor, floor, bold=True)[1] == []
        assert text.fit_whole("Apprentice", width, 3, floor, floor, bold=True)[1] == ["Ap-", "pren-", "tice"]
    finally:
        app.close()


@pytest.mark.parametrize(
    "word,lang,breaks",
    [
        ("counsellor", "en", [7, 4]),  # Coun-sel-lor: a doubled consonant splits (was "Counse-llor")
        ("sanguine", "en", [3]),  # San-guine: a silent final "e" is no syllable (was "Sangui-ne")
        ("caballero", "es", [7, 4, 2]),  # ca-ba-lle-ro: "ll" stays whole in Spanish
        ("sanguine", "es", [6, 3]),  # as Spanish reads it
        ("sapphire", "en", [3]),  # Sap-phire (was "Sapp-hire": "ph" is one sound)
        ("apprentice", "en", [6, 2]),  # Ap-pren-tice (was "Appre-ntice" on Ausonia's market)
        ("requisa", "es", [5, 2]),  # re-qui-sa ("qu" stays whole: was "Req-uisa")
        ("house", "en", []),  # one syllable (was "Hou-se")
        ("schemer", "en", [5]),  # Schem-er: the patterns have none (it was cut "Sche- mer")
        ("alchemist", "en", [5, 2]),  # Al-che-mist (the patterns: "Al-chemist"; cut "Alche- mist")
        ("philosopher's", "en", [7, 6, 3]),  # Phi-los-o-pher's ("Philosophe- r's Stone")
        ("astrologer", "en", [7, 6, 2]),  # As-trol-o-ger
    ],
)
def test_english_words_break_at_english_syllables(word, lang, breaks):
    """A lesson played in English showed "Sangui-ne" and "Counse-llor" on Ausonia's cards, and
    the market at 1366x768 150 % "Sapp-hire" and "Appre-ntice": the breaks are the language's
    hyphenation patterns (pyphen), not a rule of thumb."""
    assert _breaks(word, lang) == breaks
