"""Where every text of a frame lands on the screen, through the surfaces it is painted on.

A table paints much of its text onto surfaces of its own (a card's face, a panel, a chip),
shrinks some of them (``shown_at``) and blits them onto the screen: a recording screen alone
(``label_fit.Recorder``) sees those as pictures. While :func:`tracking` is on:

- every text rendered (``client.ui.Font.render``, ``client.text.Text.render``) carries its
  ink (``get_bounding_rect``) and its words;
- ``pygame.Surface(...)`` makes a :class:`Tracked` surface, whose blits carry what the
  source carries (moved to where it lands, clipped to it); a fill clears what it covers;
- a copy, a converted surface and a scaled one carry their source's texts (scaled);

so ``texts(surface)`` gives the (rect, words) of every text on a surface, the screen a
:class:`Tracked` one included. ``overlapping`` lists the pairs whose ink overlaps.
"""

from __future__ import annotations

import contextlib
import weakref

import pygame

import client.text
import client.ui

_INK: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # surface -> [(Rect, words)]
_BASE = pygame.Surface


def texts(surface) -> list[tuple[pygame.Rect, str]]:
    """The (rect on ``surface``, words) of each text that lies on it."""
    try:
        found = _INK.get(surface)
    except TypeError:
        return []
    if found is not None:
        return found
    if client.text.is_text(surface):  # rendered by Text before tracking began: its ink, unnamed
        ink = surface.get_bounding_rect()
        return [(ink, "?")] if ink.w and ink.h else []
    return []


def _set(surface, found) -> None:
    with contextlib.suppress(TypeError):
        _INK[surface] = found


def _carried(source, dest, area) -> list[tuple[pygame.Rect, str]]:
    found = texts(source)
    if not found:
        return []
    x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
    clip = pygame.Rect(area) if area is not None else source.get_rect()
    out = []
    for rect, words in found:
        part = rect.clip(clip)
        if part.w and part.h:
            out.append((part.move(x - clip.x, y - clip.y), words))
    return out


def _cover(surface, source, dest, area) -> None:
    """Texts of ``surface`` that ``source``, blitted at ``dest``, hides (opaque at the text's
    middle: a card laid over another's corner) are no longer seen."""
    x, y = (dest.x, dest.y) if isinstance(dest, pygame.Rect) else (int(dest[0]), int(dest[1]))
    clip = pygame.Rect(area) if area is not None else source.get_rect()
    landed = pygame.Rect(x, y, clip.w, clip.h)
    kept = []
    for rect, words in _INK[surface]:
        cx, cy = rect.center
        if landed.collidepoint(cx, cy) and source.get_at((cx - x + clip.x, cy - y + clip.y)).a >= 250:
            continue
        kept.append((rect, words))
    _INK[surface] = kept


class Tracked(_BASE):
    """A surface whose blits carry the texts of what is blitted onto it."""

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        out = _BASE.blit(self, source, dest, area, special_flags)
        if self in _INK and not special_flags:
            _cover(self, source, dest, area)
        carried = _carried(source, dest, area)
        if carried:
            clip = self.get_rect()
            mine = [(r.clip(clip), w) for r, w in carried if r.colliderect(clip)]
            _set(self, texts(self) + mine if self in _INK else mine)
        return out

    def blits(self, blit_sequence, doreturn=1):
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color, rect=None, special_flags=0):
        out = _BASE.fill(self, color, rect, special_flags)
        if self in _INK and not special_flags:
            covered = self.get_rect() if rect is None else pygame.Rect(rect)
            _set(self, [(r, w) for r, w in _INK[self] if not covered.contains(r)])
        return out

    def copy(self):
        out = _BASE.copy(self)
        _set(out, list(texts(self)))
        return out

    def convert_alpha(self, *args):
        out = _as_tracked(_BASE.convert_alpha(self, *args), True)
        _set(out, list(texts(self)))
        return out

    def convert(self, *args):
        out = _as_tracked(_BASE.convert(self, *args), False)
        _set(out, list(texts(self)))
        return out


def _as_tracked(surface, alpha: bool):
    """A Tracked surface with ``surface``'s pixels (one drawn on later carries its texts)."""
    out = Tracked(surface.get_size(), pygame.SRCALPHA if alpha else 0)
    _BASE.blit(out, surface, (0, 0), None, pygame.BLEND_RGBA_ADD if alpha else 0)
    return out


def _scaled(fn):
    def scale(surface, size, *args, **kwargs):
        out = fn(surface, size, *args, **kwargs)
        found = texts(surface)
        if found:
            (w, h), (sw, sh) = out.get_size(), surface.get_size()
            fx, fy = w / max(1, sw), h / max(1, sh)
            _set(
                out,
                [
                    (pygame.Rect(int(r.x * fx), int(r.y * fy), max(1, int(r.w * fx)), max(1, int(r.h * fy))), t)
                    for r, t in found
                ],
            )
        return out

    return scale


@contextlib.contextmanager
def tracking():
    """Track texts through the surfaces they are painted on (see the module's docstring);
    ``client.ui.TEXT_LOG`` is on meanwhile (so caches paint anew, their texts tracked)."""
    font_render = client.ui.Font.render
    fast = client.text.fast
    saved = {name: getattr(pygame.transform, name) for name in ("smoothscale", "scale")}
    log_before = client.ui.TEXT_LOG

    def render(self, text, *args, **kwargs):
        out = font_render(self, text, *args, **kwargs)
        ink = out.get_bounding_rect()
        _set(out, [(ink, str(text))] if ink.w and ink.h and str(text).strip() else [])
        return out

    def fast_tracked(surf):
        out = fast(surf)
        if out is not surf:
            _set(out, list(texts(surf)))
        return out

    client.ui.Font.render = render
    client.text.fast = fast_tracked
    pygame.Surface = Tracked
    for name, fn in saved.items():
        setattr(pygame.transform, name, _scaled(fn))
    if client.ui.TEXT_LOG is None:
        client.ui.TEXT_LOG = []
    try:
        yield
    finally:
        client.ui.Font.render = font_render
        client.text.fast = fast
        pygame.Surface = _BASE
        for name, fn in saved.items():
            setattr(pygame.transform, name, fn)
        client.ui.TEXT_LOG = log_before


def frame_texts(app) -> list[tuple[pygame.Rect, str]]:
    """The (rect on screen, words) of every text the app's visible scenes draw now (call it
    inside :func:`tracking`, after the scenes were made there: their cached surfaces carry
    their texts). Toasts are left out: a toast's box covers what is under it for a moment."""
    screen = Tracked(app.size)
    start = max((i for i, s in enumerate(app.scenes) if s.opaque), default=0)
    for scene in app.scenes[start:]:
        scene.draw(screen)
    return texts(screen)


def overlapping(found, least: int = 2) -> list[tuple]:
    """The pairs of texts whose ink overlaps by at least ``least`` pixels each way (a pixel
    of a letter's tail touching the next line's accent is no overlap)."""
    out = []
    for i, (a, ta) in enumerate(found):
        for b, tb in found[i + 1 :]:
            both = a.clip(b)
            if both.w >= least and both.h >= least and a != b:
                out.append((ta, tuple(a), tb, tuple(b)))
    return out
