"""Short sounds for the moments that matter, played through pygame.mixer, fail-soft.

The mixer starts on the first sound (not at start-up); if it cannot (no audio
device, a broken driver), sound is switched off for the session and the reason
logged: a missing device never stops the app. Settings ``sound_on`` and
``volume`` (0..1) apply to every sound. The files are made by tools/make_sounds.py.

The table scene calls :meth:`TableSounds.update` once a frame; it hears the rules
only through what every game publishes: the actions applied (their codec type),
the public events (message keys) and whose turn it is. So a game's table needs no
code for sound, only a line in :data:`ACTION_SOUNDS` / :data:`EVENT_SOUNDS`::

    sounds = TableSounds(app)
    sounds.update(scene)        # plays at most one sound a frame, the most important
"""

from __future__ import annotations

import logging

import pygame

from client.ui import asset_root

log = logging.getLogger("tablero.sound")

NAMES = ("card", "gem", "turn", "win", "end")
PRIORITY = ("end", "win", "turn", "card", "gem")  # one sound a frame: the first of these

# Applied actions, by codec type. Every choice of a sealed (simultaneous) decision gets the
# same sound, so that hearing an opponent's choice tells nothing about it.
ACTION_SOUNDS = {
    "imperio.play": "card",
    "imperio.elector": "card",
    "virrey.bid": "gem",
    "virrey.bid_pass": "gem",
    "virrey.bid_attack": "gem",
    "virrey.take_gem": "gem",
    "virrey.store_gem": "gem",
    "virrey.return_gems": "gem",
    "virrey.play": "card",
    "virrey.discard": "card",
    "virrey.pass": "card",
    "virrey.place": "card",
    "virrey.start_card": "card",
    "virrey.keep_card": "card",
    "virrey.take": "card",
}
# Public events, by message key: a trick or an auction won.
EVENT_SOUNDS = {
    "imperio.won": "win",
    "virrey.won_card": "win",
}


class Sound:
    """The app's sound player (one per App, see :func:`of`)."""

    def __init__(self, settings):
        self.settings = settings
        self.ready: bool | None = None  # None until the mixer is tried
        self._cache: dict[str, pygame.mixer.Sound] = {}
        self.played: list[str] = []  # names played, in order (tests, the log)
        self.last: pygame.mixer.Sound | None = None

    @property
    def enabled(self) -> bool:
        return bool(self.settings.sound_on) and self.settings.volume > 0

    def _start(self) -> bool:
        if self.ready is None:
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self.ready = True
            except Exception as err:  # noqa: BLE001 - any mixer failure means: no sound
                log.warning("sound off: the audio device cannot be opened (%s)", err)
                self.ready = False
        return self.ready

    def play(self, name: str) -> bool:
        """Play ``name`` at the settings' volume; False (and nothing else) when it cannot."""
        if not self.enabled or not self._start():
            return False
        try:
            snd = self._cache.get(name)
            if snd is None:
                snd = self._cache[name] = pygame.mixer.Sound(str(asset_root() / "sounds" / f"{name}.wav"))
            snd.set_volume(max(0.0, min(1.0, self.settings.volume)))
            snd.play()
        except Exception as err:  # noqa: BLE001
            log.warning("sound off: cannot play %s (%s)", name, err)
            self.ready = False
            return False
        self.last = snd
        self.played.append(name)
        return True


def of(app) -> Sound:
    """The app's :class:`Sound`, made on first use (the mixer itself starts later still)."""
    sound = getattr(app, "sound", None)
    if sound is None:
        sound = app.sound = Sound(app.settings)
    return sound


class TableSounds:
    """Watches a table scene's match: new actions, public events, the viewer's turn."""

    def __init__(self, app, match=None):
        self.sound = of(app)
        self.steps = len(match.steps) if match is not None else 0
        self.events = len(match.state.events) if match is not None else 0
        self.turn: tuple | None = None  # (seat, steps) of the last "your turn"
        self.over = match.is_over() if match is not None else False

    def update(self, scene) -> str | None:
        """Play the most important sound of what happened since the last frame."""
        from rules.core.actions import encode

        match = scene.match
        steps, events = match.steps, match.state.events
        heard: set[str] = set()
        if len(steps) < self.steps or len(events) < self.events:  # undo: nothing to hear
            self.steps, self.events = len(steps), len(events)
        for step in steps[self.steps :]:
            name = ACTION_SOUNDS.get(encode(step.action).get("type"))
            if name:
                heard.add(name)
        for event in events[self.events :]:
            if event.to is None and event.key in EVENT_SOUNDS:
                heard.add(EVENT_SOUNDS[event.key])
        self.steps, self.events = len(steps), len(events)
        if match.is_over() and not self.over:
            heard.add("end")
        self.over = match.is_over()
        seat = scene.deciding
        if seat is not None and (seat, len(steps)) != self.turn:
            if not steps or steps[-1].seat != seat:
                heard.add("turn")  # not again for each step of the same seat's composite turn
            self.turn = (seat, len(steps))
        for name in PRIORITY:
            if name in heard:
                self.sound.play(name)
                return name
        return None
