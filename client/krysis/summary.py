"""What the results screen shows for a Krysis seat: its home goods, how they scored, its
mission, and the four score categories (the rulebook's "Fin del juego").

At the end of the game the screens are lifted (the view shows every home and mission), so
:func:`seat_summary` recomputes each category from the view as ``rules/krysis/scoring.py``
does: crystals at home (red 3, blue 2, white 1), the best partition of the home relics
into sets, the mission (the most of its goods at home, K-15) and the sales on the track.

    >>> import rules, pygame
    >>> from rules.core import Config, get_game
    >>> st = get_game("krysis").new_state(Config(players=2, seed=1))
    >>> seat_summary(st.view(0), 0).crystals       # the starting home: 1 red, 2 blue, 3 white
    10
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from client.krysis import crystals as icons
from client.krysis.log import crystal_value, join, mission_name, relic_name
from client.standings import category
from client.text import Text, wrap
from rules.krysis import scoring
from rules.krysis.cards import card_set
from rules.krysis.goods import COLOURS

SUMMARY_SHOWS_BREAKDOWN = True  # the summary draws the four categories itself
CATEGORIES = ("sales", "crystals", "relics", "mission")
BG, EDGE = (32, 27, 22), (110, 88, 55)
INK, SUBTLE, GOLD, DIM = (238, 230, 210), (190, 182, 160), (236, 196, 96), (168, 150, 140)
MIN_SIZE = 10
_TEXTS: dict[int, Text] = {}


@dataclass(frozen=True)
class RelicSet:
    kind: str  # same | different
    relics: tuple[str, ...]  # relic ids
    points: int


@dataclass(frozen=True)
class SeatSummary:
    home: tuple[int, int, int] | None  # None: still behind the screen
    relics: tuple[str, ...] | None
    sets: tuple[RelicSet, ...]
    left_out: tuple[str, ...]  # home relics in no scoring set
    mission: str | None
    mission_done: bool | None  # None: not known from this view
    breakdown: tuple[tuple[str, int], ...]  # sales, crystals, relics, mission

    @property
    def crystals(self) -> int:
        return dict(self.breakdown)["crystals"]


def relic_sets(relics) -> tuple[int, tuple[RelicSet, ...], tuple[str, ...]]:
    """The best partition of ``relics`` (ids) into sets: (points, sets, relics left out).
    Cached: the results screen draws every frame, and a large home takes a while to split."""
    return _relic_sets(tuple(sorted(relics)))


@lru_cache(maxsize=64)
def _relic_sets(relics: tuple[str, ...]) -> tuple[int, tuple[RelicSet, ...], tuple[str, ...]]:
    cs = card_set()
    by_type: dict[int, list[str]] = {}
    for r in relics:
        by_type.setdefault(cs.relic_type_index[r], []).append(r)
    counts = tuple(len(by_type.get(i, ())) for i in range(len(cs.relic_types)))
    points, sets = scoring.best_sets(counts, cs.set_points)
    out = []
    for s in sets:
        if s[0] == "same":
            _, t, size = s
            ids = tuple(by_type[t].pop() for _ in range(size))
        else:
            ids = tuple(by_type[t].pop() for t in s[1])
        out.append(RelicSet(s[0], ids, cs.set_points[(s[0], len(ids))]))
    left = tuple(r for t in sorted(by_type) for r in by_type[t])
    return points, tuple(out), left


def seat_summary(view, seat: int) -> SeatSummary:
    cs = card_set()
    pv = view.players_view[seat]
    home = tuple(pv.home) if pv.home is not None else None
    relics = tuple(pv.home_relics) if pv.home_relics is not None else None
    crystals = crystal_value(home) if home else 0
    relic_points, sets, left = relic_sets(relics) if relics else (0, (), ())
    done, mission_points = None, 0
    everyone = [p.home is not None and p.home_relics is not None for p in view.players_view]
    if pv.mission is not None and all(everyone) and view.phase == "over":
        m = cs.missions[pv.mission]
        counts = scoring.mission_target_counts(
            m.target, [p.home for p in view.players_view], [p.home_relics for p in view.players_view]
        )
        done = scoring.mission_done(counts, seat)
        mission_points = m.points if done else 0
    breakdown = scoring.breakdown(pv.track, crystals, relic_points, mission_points)
    return SeatSummary(home, relics, sets, left, pv.mission, done, breakdown)


# -- drawing ------------------------------------------------------------------------------
def _text(ui) -> Text:
    text = _TEXTS.get(id(ui))
    if text is None or text.ui is not ui:
        text = _TEXTS[id(ui)] = Text(ui)
    return text


def _set_words(ui, s: RelicSet, detailed: bool) -> str:
    if detailed:
        names = join(ui, [relic_name(ui, r) for r in s.relics])
        return ui.t("krysis.summary.set", relics=names, points=s.points)
    types = [_type_name(ui, r) for r in s.relics]
    if s.kind == "same":
        return ui.t("krysis.summary.set_same", type=types[0], n=len(types), points=s.points)
    return ui.t("krysis.summary.set", relics=" + ".join(types), points=s.points)


_TYPE_NAMES: dict = {}


def _type_name(ui, relic: str) -> str:
    """A relic type's name ('Ídolo'): the card set keeps only the ids, the YAML the names."""
    if not _TYPE_NAMES:
        from rules.cards import load_game

        for d in load_game("krysis")["relic_types"]:
            _TYPE_NAMES[d["id"]] = d["name"]
    t = card_set().relics[relic].type
    return ui.localized(_TYPE_NAMES.get(t, {"es": t}))


def _paragraphs(ui, sm: SeatSummary, detailed: bool) -> list[tuple[str, tuple]]:
    """Column B: the relic sets, then the mission, as (text, colour) paragraphs."""
    out = []
    if sm.relics is None:
        out.append((ui.t("krysis.summary.relics_hidden"), SUBTLE))
    elif not sm.relics:
        out.append((ui.t("krysis.summary.no_relics"), SUBTLE))
    else:
        sets = [_set_words(ui, s, detailed) for s in sm.sets]
        if sm.left_out:
            sets.append(ui.t("krysis.summary.left_out", relics=join(ui, [relic_name(ui, r) for r in sm.left_out])))
        if detailed:  # one line per set under a title with the points
            out.append((ui.t("krysis.summary.relics_title", points=dict(sm.breakdown)["relics"]), INK))
            out += [(f"– {text}", INK) for text in sets]
        else:
            out.append((ui.t("krysis.summary.relics", sets="; ".join(sets)), INK))
    if sm.mission is None:
        out.append((ui.t("krysis.summary.mission_hidden"), SUBTLE))
    else:
        name = mission_name(ui, sm.mission)
        if sm.mission_done is None:
            out.append((ui.t("krysis.summary.mission", mission=name), SUBTLE))
        elif sm.mission_done:
            out.append((ui.t("krysis.summary.mission_done", mission=name, points=dict(sm.breakdown)["mission"]), GOLD))
        else:
            out.append((ui.t("krysis.summary.mission_failed", mission=name), DIM))
    if detailed and sm.mission is not None:
        text = ui.localized(card_set().missions[sm.mission].text)
        out.append((text, SUBTLE))
    return out


def _layout(text: Text, paras, width: int, size: int) -> list[tuple[str, tuple]] | None:
    font = text.font(size)
    lines = []
    for para, colour in paras:
        for line in wrap(font, para, width):
            if font.size(line)[0] > width:
                return None
            lines.append((line, colour))
    return lines


def draw_seat_summary(ui, surface: pygame.Surface, rect: pygame.Rect, view, seat: int) -> None:
    """Three columns: the home (crystals as icons, the relic count), the relic sets and the
    mission in words, the four score categories with their points."""
    text = _text(ui)
    sm = seat_summary(view, seat)
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, BG, rect, border_radius=10)
    pygame.draw.rect(surface, EDGE, rect, 1, border_radius=10)
    big = rect.h >= 260 * ui.scale  # the enlarged summary: larger type, one set a line
    pad = max(4, min(rect.h // 16, int(18 * ui.scale)))
    inner = rect.inflate(-2 * pad, -2 * pad)
    gap = max(6, inner.w // 40)
    wa, wc = int(inner.w * 0.28), int(inner.w * 0.24)
    wb = inner.w - wa - wc - 2 * gap
    col_a = pygame.Rect(inner.x, inner.y, wa, inner.h)
    col_b = pygame.Rect(col_a.right + gap, inner.y, wb, inner.h)
    col_c = pygame.Rect(col_b.right + gap, inner.y, wc, inner.h)
    cap = max(MIN_SIZE, int((26 if big else 20) * max(1.0, ui.scale)))
    cats = [(category(ui, "krysis", c), v) for c, v in sm.breakdown]

    def fits(size: int, detailed: bool):
        ls = text.font(size).get_linesize()
        lines = _layout(text, _paragraphs(ui, sm, detailed), col_b.w, size)
        if lines is None or len(lines) * ls > col_b.h:
            return None
        if 4 * ls > col_c.h or 3 * ls + ls // 2 > col_a.h:
            return None
        font = text.font(size)
        if any(font.size(f"{n}  {v}")[0] > col_c.w for n, v in cats):
            return None
        counts = [f"×{n}" for n in (sm.home or (0, 0, 0))]
        bold = text.font(size, bold=True)
        if sum(ls + 2 + bold.size(c)[0] for c in counts) + 2 * (ls // 2) > col_a.w:
            return None
        return lines

    chosen = None
    for detailed in (True, False):
        for size in range(cap, MIN_SIZE - 1, -1):
            if detailed and size < max(12, int(13 * ui.scale)):
                break
            lines = fits(size, detailed)
            if lines is not None:
                chosen = (size, lines)
                break
        if chosen:
            break
    if chosen is None:
        size = MIN_SIZE
        lines = _layout(text, _paragraphs(ui, sm, False), 10**6, size) or []
        ls = text.font(size).get_linesize()
        lines = lines[: max(1, col_b.h // ls)]
        chosen = (size, lines)
    size, lines = chosen
    font = text.font(size)
    ls = font.get_linesize()

    # A: the home
    y = col_a.y
    surface.blit(text.render(ui.t("krysis.summary.home"), size, SUBTLE, bold=True, width=col_a.w), (col_a.x, y))
    y += ls + ls // 4
    if sm.home is None:
        surface.blit(text.render(ui.t("krysis.summary.hidden"), size, SUBTLE, width=col_a.w), (col_a.x, y))
    else:
        x = col_a.x
        for c, n in zip(COLOURS, sm.home):
            surface.blit(icons.crystal(c, ls), (x, y))
            count = text.render(f"×{n}", size, INK, bold=True)
            surface.blit(count, (x + ls + 2, y))
            x += ls + 2 + count.get_width() + ls // 2
        y += ls + ls // 4
        surface.blit(icons.relic_back(ls), (col_a.x, y))
        count = len(sm.relics or ())
        surface.blit(
            text.render(ui.t("krysis.log.relics_n", n=count), size, INK, width=col_a.w - ls - 4), (col_a.x + ls + 4, y)
        )
    # B: the relic sets and the mission
    for i, (line, colour) in enumerate(lines):
        surface.blit(text.render(line, size, colour), (col_b.x, col_b.y + i * ls))
    # C: the categories
    for i, (name, value) in enumerate(cats):
        yy = col_c.y + i * ls
        surface.blit(text.render(name, size, SUBTLE), (col_c.x, yy))
        num = text.render(str(value), size, INK, bold=True)
        surface.blit(num, (col_c.right - num.get_width(), yy))


def score_tip(ui, state, seat: int, viewer: int | None) -> str:
    """What the side panel's figure for ``seat`` is, as ``viewer`` sees it (first line, on
    hover), and its breakdown (the next line, on a click): the viewer's own whole score so
    far (its home is behind its own screen), another's sales on the public score track (K-18),
    every total once the screens are lifted at the end."""
    t = ui.t
    over = state.is_over()
    if over or seat == viewer:
        score = state.scores()[seat]
        parts = " · ".join(f"{category(ui, 'krysis', k)} {v}" for k, v in score.breakdown)
        head = t("krysis.table.score_final", n=score.total) if over else t("krysis.table.score_own", n=score.total)
        return f"{head}\n{parts}"
    return t("krysis.table.score_track", n=state.track[seat])
