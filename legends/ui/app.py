"""The app shell: the window, the scene switch and the main loop (scenes follow scene.Scene).

The table draws on a canvas the size of the window (divided by the UI scale), the menu screens on
1920x1080 (`Scene.canvas`); `Display` (screen.py) shows it scaled in a resizable window through an
SDL renderer (headless drivers draw on a plain display of the canvas's size); F11 toggles
fullscreen. The loop redraws only when a scene says something changed and sleeps in event.wait()
when idle.
"""
from __future__ import annotations

import gc
import sys
import time
import traceback

import pygame

from ..bots import NAMES as BOT_NAMES
from ..store import autosaves, crash
from ..store.settings import load_settings
from . import sound
from . import theme
from .input.pads import PAD_ADDED, PAD_REMOVED, Pads
from .phones import tv as phones
from .screen import FIXED, MENU_LEAST, Display
from .dialogs import MessageBox
from . import caches, gfx

CHORDS = pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META
SETTLE_FRAMES = 30      # frames drawn after the window is resized or exposed: a window manager may still be
                        # mapping it at its new size when the first one is presented (seen with openbox: the
                        # title stayed as drawn before going fullscreen until a key was pressed)


class App:
    def __init__(self, fullscreen=None, box=None):
        pygame.display.init()
        pygame.font.init()
        problems: list = []         # a bad settings.json: the defaults, and a message
        self.settings = load_settings(BOT_NAMES, problems)      # the typed record (store/settings.py)
        theme.set_vision(self.settings.colour_vision)           # the colours drawn for the player's vision
        if fullscreen is not None and fullscreen:
            self.settings.fullscreen = True
        self.display = Display(self.settings)
        self.sound = sound.make_sound(self.settings, music=False)      # a silent one where there is no audio
        sound.use(self.sound)
        self.music_due = True       # the music begins after the first frame (step): the title first
        if box is None:
            from ..content import default_box
            box = default_box()
        self.box = box
        self.scene = None
        self.running = True
        self.message = None
        self.toasts = [[p, 8.0] for p in problems]   # [(text, seconds left)]
        self.said = set(problems)   # problems with the player's files already shown (once a run, not at every visit)
        self.clock = pygame.time.Clock()
        self.frames = 0
        self.needs_draw = True
        self._drawn_over = []       # screen regions the app drew over the scene last frame
        self.toast_rects = []       # the toasts' boxes last drawn (draw_toasts)
        self.settling = 0           # frames still drawn after the window changed (SETTLE_FRAMES)
        self._crashes = []          # times of recent crash reports
        self.mouse = (0, 0)         # last known pointer position (wheel events get it as .pos)
        self.pads = Pads()          # game controllers: their buttons arrive as keys with `pad` (input/pads.py)
        self.seat_pads = None       # the controller of each seat, from the setup screen to the table (input/seats.py)
        self.phones = phones.PhoneHub(self)     # phones as controllers: runs while invited (phones/tv.py)
        self.remote = None                      # a remote game's link while its table is up (remote/link.py)
        self.left = False           # a scene was left this frame: its memory goes back once it returns (step)

    # --- window ----------------------------------------------------------------------------
    @property
    def screen(self) -> pygame.Surface:
        """The canvas the current scene draws on (its size changes with the scene and the window)."""
        return self.display.canvas

    def fit_canvas(self, always=False) -> bool:
        """The canvas the scene wants: the table's for this window and UI scale (screen.canvas_for),
        or the menus' fixed 1920x1080, each drawn at the scale it fits the window (Display.use). A
        new size or scale: theme.W/H follow and the scene lays itself out again (on_resize); with
        `always` the scene is told even when the canvas stays (a scene just shown may have been laid
        out for another: a table left at 150%, back at Auto on a 4K TV where the menus' canvas is
        its own). True if the size or scale changed."""
        sc = self.scene
        table = getattr(sc, "canvas", "fixed") == "window"
        if not self.display.use(*((self.display.table_canvas(), 1.0) if table else (FIXED, MENU_LEAST))):
            if always and sc is not None:
                sc.on_resize()
            return False
        self.needs_draw = True
        self._drawn_over = []
        if sc is not None:
            sc.on_resize()
        return True

    def set_window_size(self, size):
        """Resize the window (headless: the size the canvas rule sees; tests, screenshots, benches)."""
        self.display.set_window_size(size)
        self.fit_canvas()
        self.needs_draw = True

    def apply_ui_scale(self):
        """The UI scale setting changed: the table's canvas follows (when the table shows)."""
        self.fit_canvas()

    def apply_window_size(self):
        self.display.apply_size(self.settings)
        self.display.keep_pointer(self.mouse)
        self.needs_draw = True

    def toggle_fullscreen(self):
        try:
            self.display.set_fullscreen(not self.settings.fullscreen)
            err = self.settings.change(fullscreen=not self.settings.fullscreen)
            if err:
                self.toast(err)
            self.display.keep_pointer(self.mouse)
        except pygame.error as exc:
            self.toast(f"Fullscreen is not available here ({exc})")
        self.needs_draw = True
        # laid out for the surface the window has now, and looked at every frame while it settles
        # (the windowing system's answer may come late, or be another size than the one asked for)
        self.settling = SETTLE_FRAMES
        self.fit_canvas(always=True)

    def toggle_mute(self):
        """M: sound off or on (saved); says so, and why nothing is heard where there is no audio."""
        muted = self.sound.toggle_mute()
        why = "" if self.sound.available else f" ({self.sound.reason or 'no audio device'})"
        self.toast(self.sound.save_error or ("Sound off (M turns it on)" if muted else "Sound on (M mutes)") + why)

    # --- scenes and messages ---------------------------------------------------------------
    def set_scene(self, scene):
        self.left = self.left or (self.scene is not None and self.scene is not scene)
        self.scene = scene
        for t in self.toasts:           # a new screen: its toasts placed afresh among its claims (table/toasts.py)
            if getattr(t, "at", None) is not None:
                t.at = None
        self.needs_draw = True
        self.fit_canvas(always=True)    # the table: the window's canvas; the menus: 1920x1080
        phones.sync(self)           # the phones' server runs on the setup screen and at the table only
        far = getattr(self, "remote", None)
        if far is not None and not getattr(scene, "keeps_remote", False):
            self.remote = None      # a remote game's link (remote/link.py) lives on its table only
            far.stop()
        if hasattr(scene, "on_enter"):
            scene.on_enter()

    def toast(self, text, seconds=3.0, fold=None, short=None):
        """Show `text` for `seconds`; said again while shown (or another with the same `fold`
        key), it is folded into the one shown, "... ×2"; `short`: its short form (toasts.add)."""
        from .toasts import add
        add(self.toasts, text, seconds, fold, short)
        self.needs_draw = True

    def show_message(self, title, text, on_close=None, buttons=(("OK", None),)):
        """A message box over the scene; on_close gets the payload of the button chosen (Esc: the last)."""
        self.message = (MessageBox(title, text, buttons), on_close)
        self.needs_draw = True

    def title(self):
        from .scenes.title import TitleScene
        self.set_scene(TitleScene(self))

    def open_game(self, game, seats):
        """A game at the table from a position (Set the table asks the shell: no import circle)."""
        from .table import GameScene
        self.set_scene(GameScene(self, game, list(seats)))

    def game_over(self, game, seats, demo_next=None):
        """The game-over screen (the table asks the shell, so the screens do not import each other in a circle)."""
        from .scenes.gameover import GameOverScene
        self.set_scene(GameOverScene(self, game, seats, demo_next=demo_next))

    # --- one frame --------------------------------------------------------------------------
    def dispatch(self, e) -> bool:
        if e.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.mouse = e.pos
        elif e.type == pygame.MOUSEWHEEL and not hasattr(e, "pos"):
            e = pygame.event.Event(e.type, dict(e.dict, pos=self.mouse))    # where the wheel turned
        if e.type == pygame.QUIT:
            self.running = False
            return True
        if e.type in (pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE, pygame.VIDEOEXPOSE,
                      pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED):
            self.needs_draw = True
            self.settling = SETTLE_FRAMES
            if e.type in (pygame.WINDOWSIZECHANGED, pygame.WINDOWRESIZED):
                self.display.resized(e)
                self.fit_canvas(always=True)
            elif self.scene:            # exposed, restored: drawn again whole
                self.scene.on_resize()
            return True
        if self.message:
            if e.type == pygame.MOUSEMOTION:
                self.needs_draw = True
                self._msg_hover = e.pos
            elif e.type == pygame.KEYDOWN:      # the arrows move the highlighted button
                self.needs_draw = True
            closed, payload = self.message[0].handle_event(e)
            if closed:
                cb = self.message[1]
                self.message = None
                self.needs_draw = True
                if cb:
                    cb(payload)
            return True
        listening = self.scene is not None and self.scene.takes_every_key
        if e.type == pygame.KEYDOWN and e.key == pygame.K_F11 and not listening:
            self.toggle_fullscreen()
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_m and not getattr(e, "mod", 0) & CHORDS \
                and not listening and not (self.scene is not None and self.scene.takes_text):   # M is a letter where text is typed
            self.toggle_mute()
            return True
        if self.scene:
            try:
                return self.scene.handle_event(e)
            except Exception as exc:  # never lose the window to a bug in a scene
                self.report(exc, f"{type(self.scene).__name__}.handle_event({pygame.event.event_name(e.type)})")
                return True
        return False

    def report(self, exc, context=""):
        """An unexpected exception: write a crash report, let the scene recover (the game scene
        reloads its last autosave), and say so. Three crashes within 10 s leave for the title."""
        traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
        scene = self.scene
        payload = {"scene": type(scene).__name__ if scene else None}
        try:
            if scene is not None:
                payload.update(scene.crash_payload() or {})
        except Exception:   # the report must not fail because the scene is broken
            pass
        folder = crash.write_crash_report(exc, context, payload)
        now = time.monotonic()
        self._crashes = [t for t in self._crashes if now - t < 10.0] + [now]
        note = ""
        try:
            if len(self._crashes) >= 3:
                raise RuntimeError("crashing repeatedly")
            note = scene.recover(exc) if scene is not None else ""
        except Exception:
            self._crashes = []
            note = ("It kept failing, so you are back at the title screen; Continue resumes the last "
                    "autosave." if autosaves.continue_candidates() else "You are back at the title screen.")
            try:
                self.title()
            except Exception:
                self.scene = None
                self.running = False
        where = f" A crash report is in {folder}." if folder else " (The crash report could not be written.)"
        self.show_message("Something went wrong", f"{exc.__class__.__name__}: {exc}. {note or ''}{where}")

    def feed(self, e):
        """One raw event through the controllers (a pad's button becomes its key), then dispatched."""
        if phones.is_wake(e):
            return                          # only woke the loop: this frame polls the phones
        last = self.pads.last
        for ev in self.pads.feed(e):
            if ev.type == PAD_ADDED:
                self.toast(f"{self.pads.label(ev.pad)} connected")
            elif ev.type == PAD_REMOVED:
                self.toast(f"Controller {ev.pad} unplugged")
            self.dispatch(ev)
            if ev.type in (PAD_ADDED, PAD_REMOVED) and self.scene is not None:
                self.scene.dirty = True     # who drives a seat, a seat waiting for its controller
        if self.pads.last != last and self.scene is not None:
            self.scene.dirty = True         # the buttons show the keys or glyphs of the device used last

    def step(self, dt, events=None, draw=True) -> bool:
        """Process events, update and draw if needed (draw=False: leave it for a later step).
        Returns True if the screen was redrawn."""
        if self.music_due and self.frames:
            self.music_due = False
            start = getattr(getattr(self, "sound", None), "start_music", None)    # a test's stand-in may have none
            if start is not None:
                start()
        for e in (events if events is not None else pygame.event.get()):
            self.feed(e)
        for e in self.pads.update(dt):      # a stick or d-pad held repeats its arrow
            self.dispatch(e)
        if self.phones.running:             # joins, and decisions from phones (applied here, on this thread)
            try:
                self.phones.update(dt)
            except Exception as exc:
                self.report(exc, "phones")
        if self.scene and not self.message:     # a message pauses the table (bots, animations)
            try:
                self.scene.update(dt)
            except Exception as exc:
                self.report(exc, f"{type(self.scene).__name__}.update")
        if self.left:                       # the scene left (its own code has returned): free it now
            self.left = False
            caches.release_scene()
        for t in self.toasts:
            t[1] -= dt
        if self.toasts and any(t[1] <= 0 for t in self.toasts):
            self.toasts = [t for t in self.toasts if t[1] > 0]
            self.needs_draw = True
        if self.settling and draw:          # the window changed: draw every frame for a moment (below)
            self.settling -= 1
            self.needs_draw = True
        if draw and (self.needs_draw or (self.scene and self.scene.dirty)):
            self.render()
            return True
        return False

    def render(self):
        # the window's real size moved (SDL may not have said): laid out for it; looked at every frame
        # while the window settles after a window event, else a few times a second (Display.poll)
        if self.display.check() if self.settling else self.display.poll():
            self.fit_canvas(always=True)
        surf = self.screen
        sc = self.scene
        if sc:
            if self._drawn_over:
                sc.invalidate(self._drawn_over)
            try:
                sc.draw(surf)
                sc.dirty = False
            except Exception as exc:
                sc.dirty = False
                sc.invalidate()
                self.report(exc, f"{type(sc).__name__}.draw")
                if self.scene is not None and self.scene is not sc:     # recovery changed the scene
                    try:
                        self.scene.draw(surf)
                        self.scene.dirty = False
                    except Exception:       # it will be drawn (and reported) next frame
                        pass
        self._drawn_over = []
        self.draw_toasts(surf)
        if self.message:
            self.message[0].draw(surf, getattr(self, "_msg_hover", None))
            self._drawn_over.append(surf.get_rect())
        self.display.present()
        self.needs_draw = False
        if not self.frames:
            gc.enable()             # held from the start (cli.py) to the first frame
        self.frames += 1

    def draw_toasts(self, surf):
        """The last three toasts, placed by the one placer (table/toasts.py) among the claims of the
        scene's overlay layer (the table's, the setup screen's, a menu's; a screen that gives none:
        its canvas's bounds alone, the toasts at its top): off what must stay seen, each wrapped to
        its room only where it cannot fit on one line; their boxes go to `toast_rects`."""
        self.toast_rects = []
        if not self.toasts:
            return
        from .table import claims, toasts
        layer = self.scene.overlay_claims() if self.scene is not None else None
        if layer is None:
            layer = claims.OverlayLayer(surf.get_rect())
        self.toast_rects = toasts.draw(surf, layer, self.toasts[-3:])
        self._drawn_over += [r.inflate(40, 40) for r in self.toast_rects]

    def busy(self) -> bool:
        return (bool(self.toasts) or self.settling or self.pads.busy() or self.phones.busy()
                or (self.scene is not None and self.scene.busy()))

    def run(self, seconds=None, screenshot=None, runner=None) -> int:
        """The main loop. `runner`: an input script (input/script_runner.py) fed in as the clock goes; on
        a headless driver it runs on a fixed clock (Runner.run_fixed), else in real time."""
        if runner is not None:
            runner.start(self)
        if runner is not None and runner.fixed:
            runner.run_fixed(self, seconds)
        else:
            self.run_realtime(seconds, runner)
        if screenshot:
            self.render()
            try:
                gfx.save(self.screen, screenshot)
            except (pygame.error, OSError) as exc:
                print(f"cannot write screenshot {screenshot}: {exc}", file=sys.stderr)
                return 1
        return 0

    def run_realtime(self, seconds=None, runner=None):
        start = time.perf_counter()
        last = start
        while self.running:
            scripted = runner is not None and not runner.done
            events = []
            if self.busy() or scripted:
                self.clock.tick(60)
            else:
                timeout = 250
                if seconds is not None:
                    left = seconds - (time.perf_counter() - start)
                    timeout = max(1, min(timeout, int(left * 1000)))
                ev = pygame.event.wait(timeout)
                events = [ev] if ev.type != pygame.NOEVENT else []
            now = time.perf_counter()
            dt = min(0.1, now - last)
            last = now
            if scripted:
                runner.advance(self, dt)        # posts the script's events now due
            self.step(dt, events + pygame.event.get())
            if seconds is not None and now - start >= seconds:
                break


def run(mode="play", fullscreen=False, seconds=None, screenshot=None, demo=None, runner=None) -> int:
    from ..content import ContentError, default_box
    from ..content.terminal import say
    try:
        box = default_box()
    except ContentError as exc:
        for line in exc.problems:
            say(line, sys.stderr)
        print("The content has problems; run `python main.py validate`.", file=sys.stderr)
        return 1
    from ..store.own_stages import player_box, said_of
    bad: list = []
    box = player_box(box, bad.append)       # and the player's own stages; a bad one is said, left out
    for line in bad:
        say(line, sys.stderr)
    try:
        app = App(fullscreen=fullscreen, box=box)
    except pygame.error as exc:
        print(f"Cannot open the window: {exc}", file=sys.stderr)
        return 1
    if bad:
        app.toast(said_of(bad), 10.0)
    if mode == "demo":
        from .table import DemoScene
        app.set_scene(DemoScene(app, **(demo or {})))
    else:
        app.title()
    try:
        return app.run(seconds, screenshot, runner)
    finally:
        app.phones.stop()
        if app.remote is not None:
            app.remote.stop()       # the joiners are told the host left (its autosave keeps the game)
        app.sound.close()
        pygame.display.quit()
