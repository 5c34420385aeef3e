"""The application: window, scene stack and frame loop (Tuxemon's pattern).

Scenes are pushed, popped or replaced with :meth:`App.push`, :meth:`App.pop`
and :meth:`App.replace`; the change takes effect at the end of the frame.
Events go to the top scene; drawing starts at the topmost opaque scene. A scene makes
the next one by name (``app.scene("setup", game_id)``, the registry :data:`SCENES`), so
scene modules never import each other or this module.

At rest the interactive loop (:meth:`App.tick`) draws nothing: it draws at up to
60 frames a second while there is input, a scene animates (``Scene.animating``)
or a toast fades, and for ``CALM_AFTER`` seconds after; then it sleeps in
``pygame.event.wait`` and only updates the scenes. A scene that leaves the stack
is freed the frame after (see :meth:`App._collect_discarded`).

Tests drive the app one frame at a time::

    app = App(worker="inline")          # no window needed with SDL_VIDEODRIVER=dummy
    app.push(MainMenu(app)); app.step()
    pygame.event.post(...); app.step()  # one frame, no sleeping
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
import warnings
from collections.abc import Callable
from pathlib import Path

import pygame

from client.cache import trim_heap
from client.ui import MAX_SIZE, MIN_SIZE, UI, Settings, make_manager, scale_for
from rules.core import saves

FPS = 60
CALM_AFTER = 2.0  # seconds of full-rate frames after the last input, movement or scene change
REST_WAKE_MS = 100  # at rest the loop waits up to this long for an event, then updates (no drawing)


RESIZE_SETTLE = 0.25  # seconds a new window size must hold before scenes are rebuilt


def set_dpi_awareness() -> None:
    """On Windows, draw at the monitor's real pixels (sharp text at 125-150 % system
    scaling) instead of being bitmap-stretched; must run before the display starts."""
    if sys.platform != "win32":
        return
    import ctypes

    try:
        ctypes.windll.shcore.SetProcessDpiAwareness(2)  # per-monitor aware (Windows 8.1+)
    except (AttributeError, OSError):
        try:
            ctypes.windll.user32.SetProcessDPIAware()  # system aware (Vista+)
        except (AttributeError, OSError):
            pass


def fit_window(size: tuple[int, int], desktop: tuple[int, int] | None = None) -> tuple[int, int]:
    """``size`` held between MIN_SIZE and MAX_SIZE, and, given the desktop's size, inside
    it with room for the title bar and the task bar (never below MIN_SIZE unless the
    desktop itself is smaller)."""
    w, h = (max(lo, min(hi, v)) for v, lo, hi in zip(size, MIN_SIZE, MAX_SIZE))
    if desktop:
        dw, dh = desktop
        w = min(w, max(min(MIN_SIZE[0], dw), dw - 32))
        h = min(h, max(min(MIN_SIZE[1], dh), dh - 96))
    return w, h


# The scenes by name: a scene asks the app for the next one (``app.scene("setup", game_id)``)
# instead of importing it, so no scene module imports another scene module or this one.
SCENES: dict[str, str] = {
    "menu": "client.scenes.menu:MainMenu",
    "setup": "client.scenes.setup:SetupScene",
    "load": "client.scenes.loading:LoadScene",
    "settings": "client.scenes.settings:SettingsScene",
    "rules": "client.scenes.rules:RulesScene",
    "table": "client.scenes.table:TableScene",
    "pass": "client.scenes.passdevice:PassScene",
    "results": "client.scenes.results:ResultsScene",
    "stats": "client.scenes.stats:StatsScene",
    "replay": "client.scenes.replay:ReplayScene",
    "message": "client.scenes.dialogs:MessageDialog",
    "confirm": "client.scenes.dialogs:ConfirmDialog",
    "save_as": "client.scenes.dialogs:SaveAsDialog",
    "shortcuts": "client.scenes.dialogs:ShortcutsDialog",
    "learn": "client.scenes.learn:LearnScene",
}


def scene_class(name: str) -> type:
    """The scene class registered as ``name`` in :data:`SCENES` (imported on first use)."""
    module, cls = SCENES[name].split(":")
    return getattr(importlib.import_module(module), cls)


def settings_path() -> Path:
    return saves.config_dir() / "settings.json"


class App:
    """Owns the window, the shared UI services, the scene stack and the AI worker."""

    def __init__(self, settings: Settings | None = None, worker: str = "process", autosave: bool = True):
        if sys.platform.startswith("linux"):
            # Without this hint SDL makes a throwaway OpenGL context at window creation only
            # to read the driver's vendor (loading Mesa and LLVM: ~100 MB resident for good),
            # then, except on ATI/NVIDIA drivers, blits through X11 shared memory anyway.
            os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        set_dpi_awareness()
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(400, 40)
        # (title, text, alone) the start tells (notice, show_notices)
        self.notices: list[tuple[str, str, bool]] = []
        self.wait_box: pygame.Rect | None = None  # where show_wait last told of its work
        problems: dict = {}
        self.settings = settings or self._start_settings(problems)
        self.ui = UI(self.settings)
        if problems:
            text = "; ".join(map(self.ui.reason, problems["problems"]))
            self.notice(
                self.ui.t("settings.reset_title"),
                self.ui.t("settings.reset_text", problems=text, kept=problems["kept"]),
            )
        if settings is None:  # the real start: the player's files are looked at once
            self._check_autosave()
            self._check_history()
        self.autosave = autosave  # autoplay and benchmarks leave the player's autosave alone
        # finished games go into the history (client.records): "play", "autoplay", or None
        self.history_mark: str | None = "play" if autosave else None
        self.worker_kind = worker
        self._worker = None
        self.scenes: list = []
        self._ops: list[Callable[[], None]] = []
        self._discarded = False  # a scene left the stack this frame: collect its garbage
        self.running = True
        self.frames = 0  # frames stepped
        self.frames_drawn = 0  # of which drawn and flipped (at rest the loop stops drawing)
        self.still = 0.0  # seconds since the last input, movement or scene change
        self._dt = 1 / FPS
        self._woken: list = []  # the event that ended a wait at rest, handled next frame
        self._held: set[int] = set()  # keys pressed and not yet released (once_per_press)
        self.after_draw: list[Callable[[App], None]] = []  # e.g. screenshots
        self.clock = pygame.time.Clock()
        self._resize_wait: float | None = None  # seconds until a pending resize is applied
        self.screen = self._open_window(first=True)
        self._rescale()
        pygame.display.set_caption("tablero")

    def _start_settings(self, told: dict) -> Settings:
        """The real start (no settings given): the saved settings, an unusable part of them
        replaced by defaults, the bad file kept beside and the player told once (a notice and
        a log line: ``told`` gets the notice's parameters); the temporary files of a write killed
        half-way are removed."""
        from client.logs import log

        for path in saves.clean_temporary():
            log.info("removed %s, left by an interrupted write", path)
        settings, problems, kept = Settings.recover(settings_path())
        if problems:
            where = str(kept) if kept else str(settings_path())
            log.warning(
                "settings not used (%s); defaults in their place; the file is kept as %s", "; ".join(problems), where
            )
            told.update(problems=problems, kept=where)
        return settings

    def _check_autosave(self) -> None:
        """An autosave that cannot be loaded is set aside (``autosave.json.bad-<date>``), so
        that Continue is not offered for it, and the player told at once (a notice and a log
        line) rather than at each press of Continue."""
        from client.logs import log
        from rules.core import SaveError, files

        path = saves.autosave_path()
        if not saves.has_autosave():
            return
        try:
            saves.read(path)
            return
        except SaveError as err:
            why = err
        try:
            kept = str(files.set_aside(path))
        except OSError as err:
            log.warning("the game in progress cannot be loaded (%s) nor set aside: %s", why, err)
            kept = str(path)
        else:
            log.warning("the game in progress cannot be loaded (%s); the file is kept as %s", why, kept)
        reason = self.ui.reason(why, named=True)  # the notice names the file already
        text = self.ui.t("autosave.aside_text", reason=reason, kept=kept)
        self.notice(self.ui.t("autosave.aside_title"), text, alone=True)  # it names the game

    def _check_history(self) -> None:
        """A damaged history is told at start, as the settings are, and logged: its bad
        lines are set aside by ``history.load`` (so the statistics have nothing to tell)."""
        from client.logs import log
        from rules.core import history

        _, problems = history.load(keep_saves=False)
        for problem in problems:
            log.warning("history: %s", problem)
        if problems:
            text = "\n".join(map(self.ui.reason, problems))
            self.notice(self.ui.t("stats.damaged_title"), text)

    def notice(self, title: str, text: str, alone: bool = False) -> None:
        """Something the start tells; ``alone``: the text says what it is about without its
        title (in a message of several it is not led by the title, which it would repeat)."""
        self.notices.append((title, text, alone))

    def show_notices(self) -> None:
        """Open what the start has to tell the player (see ``notices``) over the top scene:
        one message, each file set aside in a paragraph of its own."""
        from client.scenes.dialogs import MessageDialog

        if len(self.notices) == 1:
            self.push(MessageDialog(self, *self.notices[0][:2]))
        elif self.notices:
            text = "\n\n".join(text if alone else f"{title}: {text}" for title, text, alone in self.notices)
            self.push(MessageDialog(self, self.ui.t("start.notices_title"), text))
        self.notices = []

    def save_settings(self) -> None:
        """Write settings.json; a folder that cannot be written says so, never stops the app."""
        try:
            self.settings.save(settings_path())
        except OSError as err:
            from client.logs import log

            log.warning("settings not saved: %s", err)
            self.ui.toast(self.ui.t("settings.not_saved", reason=self.ui.reason(err)))

    # -- window -----------------------------------------------------------
    def _open_window(self, first: bool = False) -> pygame.Surface:
        """The window at the settings' size (the first one also inside the desktop)."""
        s = self.settings
        if s.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        desktop = None
        if first and pygame.display.get_driver() != "dummy":  # a headless run has no desktop
            desktop = (pygame.display.get_desktop_sizes() or [None])[0]
        s.width, s.height = fit_window((s.width, s.height), desktop)
        screen = pygame.display.set_mode((s.width, s.height), pygame.RESIZABLE)
        try:  # the window manager refuses smaller sizes (pygame-ce 2.1.4+)
            with warnings.catch_warnings():  # "use Window.get_surface": only its size is set
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().minimum_size = MIN_SIZE
        except (AttributeError, pygame.error):
            pass
        return screen

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def new_manager(self):
        return make_manager(self.size, self.ui.scale)

    def _rescale(self) -> None:
        """The UI scale for the settings' choice (and this window's size, for "fit")."""
        self.ui.scale = scale_for(self.settings.ui_scale, self.size)

    def apply_settings(self, reopen: bool = False) -> None:
        """Persist settings; reopen the window if its mode changed; rebuild every scene."""
        self.save_settings()
        if reopen:
            self.screen = self._open_window()
        self._rescale()
        for scene in self.scenes:
            scene.rebuild()

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_settings(reopen=True)

    # -- the AI worker ------------------------------------------------------
    @property
    def worker(self):
        if self._worker is None:
            from client.ai_worker import InlineWorker, ProcessWorker

            self._worker = ProcessWorker() if self.worker_kind == "process" else InlineWorker()
        return self._worker

    def use_inline_worker(self) -> None:
        self.close_worker()
        self.worker_kind = "inline"

    def close_worker(self) -> None:
        """Stop the AI worker (a busy one too); the next request starts a fresh one."""
        if self._worker is not None:
            self._worker.close()
        self._worker = None

    # -- scene stack -------------------------------------------------------
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        self._ops.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._ops.append(self._pop)

    def replace(self, scene, *args, **kwargs) -> None:
        """Put ``scene`` in place of the top scene. Given a registered name (and its
        arguments), the new scene is made only once the old one has left the stack and been
        collected: a finished table and its results never hold their pixels at once."""
        if not isinstance(scene, str):
            self._ops.append(lambda: (self._pop(), self._push(scene)))
            return

        def run():
            self._pop()
            self._collect_discarded()
            self._push(self.scene(scene, *args, **kwargs))
            self._discarded = True  # and once more the frame after, for what a local still held

        self._ops.append(run)

    def scene(self, name: str, *args, **kwargs):
        """A new scene of the kind registered as ``name`` (:data:`SCENES`), for this app."""
        return scene_class(name)(self, *args, **kwargs)

    def message(self, title: str, text: str) -> None:
        """Show ``text`` in a dialog with OK over the top scene."""
        self.push(self.scene("message", title, text))

    def pop_to(self, cls) -> None:
        """Pop scenes until the top one is an instance of ``cls`` (a class, or its name in
        :data:`SCENES`)."""
        if isinstance(cls, str):
            cls = scene_class(cls)

        def run():
            while self.scenes and not isinstance(self.scenes[-1], cls):
                self._pop()
            if self.scenes:
                self.scenes[-1].resume()

        self._ops.append(run)

    def _push(self, scene) -> None:
        self.scenes.append(scene)
        scene.enter()

    def _pop(self) -> None:
        if self.scenes:
            scene = self.scenes.pop()
            scene.leave()
            self._discarded = True
            if self.scenes:
                self.scenes[-1].resume()

    def show_wait(self) -> None:
        """Before work that holds the loop (opening a table: its modules, its cards, a lesson's
        play-through; up to 2 s the first time): the frame now with "Setting up the table"
        over it, shown at once, so that the press is seen answered (``wait_box``: where)."""
        self.draw_scenes()
        self.wait_box = draw_wait(self.ui, self.screen, self.ui.t("start.wait_table"))
        pygame.display.flip()

    def start_match(self, match, replace: bool = False, **table_args):
        """Open the table of ``match`` (on top, or replacing the top scene; ``table_args``
        for the table scene); returns the scene.

        A game in progress that ``match`` does not continue is kept first (listed in Load;
        ``saves.keep_autosave``): its next move would otherwise overwrite the autosave. Then
        ``match`` is the game in progress, autosaved at once: a game loaded (or started) and
        left before its first move is the one Continue resumes."""
        self.show_wait()
        try:
            scene = self.scene("table", match, **table_args)
        except (ImportError, KeyError) as err:
            self.message(
                self.ui.t("error.start_title"),
                self.ui.t("error.no_table", game=match.game.id, reason=self.ui.reason(err)),
            )
            return None
        if self.autosave:
            try:
                if saves.keep_autosave(match) is not None:
                    self.ui.toast(self.ui.t("save.kept", n=saves.KEEP_LAST))
            except OSError as err:
                self.message(
                    self.ui.t("save.keep_failed_title"), self.ui.t("save.keep_failed", reason=self.ui.reason(err))
                )
                return None
            scene.autosave()
        self.replace(scene) if replace else self.push(scene)
        return scene

    def toggle_shortcuts(self) -> None:
        """F1 anywhere: show the shortcut list (client/keyboard.py; a scene with keys of its
        own lists them in ``shortcut_rows()``), or close it."""
        if isinstance(self.top, scene_class("shortcuts")):
            self.pop()
        else:
            rows = getattr(self.top, "shortcut_rows", None)
            self.push(self.scene("shortcuts", rows() if rows else None))

    def quit(self) -> None:
        self.running = False

    # -- frames --------------------------------------------------------------
    def moving(self) -> bool:
        """Something on screen changes by itself: a visible scene animates, a toast fades."""
        if self.ui.toasts:
            return True
        return any(scene.animating() for scene in self.scenes[self._first_drawn() :])

    def step(self, events: list | None = None, dt: float = 1 / FPS, draw: bool | None = True) -> bool:
        """Run one frame: events to the top scene, update, draw, flip, then stack changes.

        ``draw=None`` draws only while something moves or moved in the last ``CALM_AFTER``
        seconds (the interactive loop); returns whether the frame was drawn."""
        if self._discarded:
            self._collect_discarded()
        if events is None:
            events = pygame.event.get()
        self.ui.begin_frame()
        for event in self.once_per_press(events):
            if event.type == pygame.QUIT:
                self.quit()
            elif event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
                self.screen = pygame.display.get_surface()
                self._resize_wait = RESIZE_SETTLE  # applied once the size holds still
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
                on_help = getattr(self.top, "on_help", None)  # a scene with help of its own (a lesson)
                if on_help is None or not on_help():
                    self.toggle_shortcuts()
            elif self.top is not None:
                self.top.handle_event(event)
        if self._resize_wait is not None:
            self._resize_wait -= dt
            if self._resize_wait <= 0:
                self._resize_wait = None
                self._resized()
        self.ui.update(dt)
        if self.top is not None:
            self.top.update(dt)
        if events or self.moving():
            self.still = 0.0
        if draw is None:
            draw = self.still < CALM_AFTER
        self.still += dt
        if draw:
            self.draw()
            for hook in list(self.after_draw):
                hook(self)
            self.frames_drawn += 1
        self.frames += 1
        ops, self._ops = self._ops, []
        for op in ops:
            op()
        if ops:
            self.still = 0.0
        return draw

    # act once a press (F1 and F11 toggle: a repeat undid them)
    ONCE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_F1, pygame.K_F11)

    def once_per_press(self, events: list) -> list:
        """``events`` without the repeats of Enter, Space, Esc, F1 and F11: pygame repeats a key it has
        not seen released, and sees nothing while the app is busy (a lesson's 2 s to load
        made one Enter into a dozen, skipping steps; Enter on a game, then on its setup's
        Start, began the game; F1 on a lesson opened its rules, and the repeat the shortcuts
        over them). The arrows and Tab still repeat."""
        out = []
        for event in events:
            if event.type == pygame.KEYDOWN and event.key in self.ONCE:
                if event.key in self._held:
                    continue
                self._held.add(event.key)
            elif event.type == pygame.KEYUP:
                self._held.discard(event.key)
            elif event.type == pygame.WINDOWFOCUSLOST:  # its releases may go to another window
                self._held.clear()
            out.append(event)
        return out

    def _collect_discarded(self) -> None:
        """Free the scenes that left the stack. A scene (its pygame_gui manager, elements,
        table and caches) is a web of reference cycles that Python would free only at its
        next full collection, which a long session may not reach for hundreds of megabytes;
        collect once now (the frame after, when no event or local still points into it),
        then hand the freed pages back to the system."""
        self._discarded = False
        gc.collect()
        trim_heap()

    def _resized(self) -> None:
        """Take the window's new size (a smaller one than MIN_SIZE is put back to it), save
        it and rebuild every scene once."""
        self.screen = pygame.display.get_surface()
        if fit_window(self.size) != self.size:
            self.screen = pygame.display.set_mode(fit_window(self.size), pygame.RESIZABLE)
        w, h = self.size
        if (w, h) != (self.settings.width, self.settings.height):
            self.settings.width, self.settings.height = w, h
            self.save_settings()
        self._rescale()
        for scene in self.scenes:
            scene.rebuild()

    def _first_drawn(self) -> int:
        """Index of the topmost opaque scene: drawing starts there."""
        start = 0
        for i, scene in enumerate(self.scenes):
            if scene.opaque:
                start = i
        return start

    def draw_scenes(self) -> None:
        """The scenes from the topmost one that covers the window up (a blank where none)."""
        if not self.scenes:
            self.screen.fill((20, 17, 14))
        for scene in self.scenes[self._first_drawn() :]:
            scene.draw(self.screen)

    def draw(self) -> None:
        self.draw_scenes()
        draw_toasts(self.ui, self.screen)
        pygame.display.flip()

    def run(self, on_first_frame: Callable[[], None] | None = None) -> None:
        """The interactive loop: up to 60 frames a second while anything moves; at rest it
        draws nothing and sleeps until the next event (see :meth:`tick`)."""
        while self.running:
            self.tick()
            if on_first_frame is not None:
                on_first_frame()
                on_first_frame = None
        self.close()

    def tick(self) -> bool:
        """One pass of the interactive loop; returns whether it drew a frame.

        While something moves (input, animations, the AI thinking, toasts, and for
        ``CALM_AFTER`` seconds after them) frames are drawn and paced at ``FPS``. At rest
        nothing is drawn: the loop waits for an event (up to ``REST_WAKE_MS``, so the scenes
        still update and notice an AI answer) instead of spinning."""
        events, self._woken = self._woken + pygame.event.get(), []
        drawn = self.step(events, dt=self._dt, draw=None)
        if drawn:
            ms = self.clock.tick(FPS)
        else:
            event = pygame.event.wait(REST_WAKE_MS)
            if event.type != pygame.NOEVENT:
                self._woken.append(event)
            ms = self.clock.tick()
        self._dt = min(0.1, ms / 1000)
        return drawn

    def close(self) -> None:
        for scene in reversed(self.scenes):
            scene.leave()
        self.scenes.clear()
        self.close_worker()
        pygame.display.quit()


def draw_wait(ui: UI, surface: pygame.Surface, text: str) -> pygame.Rect:
    """``text`` in a box at the middle of ``surface``, drawn as a toast is (at the UI's
    scale); returns the box."""
    label = ui.font(round(18 * ui.scale), bold=True).render(text, True, (250, 242, 225))
    box = label.get_rect().inflate(round(48 * ui.scale), round(28 * ui.scale))
    box.center = surface.get_rect().center
    pygame.draw.rect(surface, (20, 16, 12), box, border_radius=10)
    pygame.draw.rect(surface, (232, 196, 106), box, 2, border_radius=10)
    surface.blit(label, label.get_rect(center=box.center))
    return box


def draw_toasts(ui: UI, surface: pygame.Surface) -> None:
    """Toasts stack where the top scene left room (``UI.toast_boxes``), fading out in their
    last half second."""
    shown = list(reversed(ui.toasts[-4:]))
    wrap = max(120, ui.toast_area(surface.get_size()).w - 40)
    labels = [ui.font(18, bold=True).render(text, True, (250, 242, 225), None, wrap) for text, _ in shown]
    boxes = ui.toast_boxes(surface.get_size(), [(lb.get_width() + 40, lb.get_height() + 20) for lb in labels])
    for (_text, left), label, box in zip(shown, labels, boxes):
        card = pygame.Surface(box.size, pygame.SRCALPHA)
        alpha = int(230 * min(1.0, left * 2))
        pygame.draw.rect(card, (20, 16, 12, alpha), card.get_rect(), border_radius=10)
        pygame.draw.rect(card, (232, 196, 106, alpha), card.get_rect(), 2, border_radius=10)
        label.set_alpha(alpha)
        card.blit(label, (20, 10))
        surface.blit(card, box)
