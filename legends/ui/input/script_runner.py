"""Replaying an input script (script.py reads it): a Runner posts its steps' events into the app as
the app's clock advances (`advance`, called by App.run before each frame), one input item a frame,
so each one is seen by the screen it was meant for; waits until the app is idle or for a time;
takes screenshots. A headless run steps a fixed clock (`run_fixed`)."""
from __future__ import annotations

import sys
from dataclasses import dataclass, field

import pygame
from ...content.terminal import say
from .. import gfx

FRAME = 1 / 30          # the fixed clock of a headless run: seconds a frame


def idle(app) -> bool:
    """The app waits for a human: a message is open, or the scene needs no frames (no animation,
    no bot to play, no expert or hint thinking). Toasts do not count."""
    sc = app.scene
    return app.message is not None or sc is None or not sc.busy()


@dataclass
class Runner:
    """Feeds a script's steps into the app as its clock advances. `fixed`: a headless run steps a
    fixed clock (FRAME a frame, no sleeping: deterministic and quick); None: decided by App.run
    from the video driver (dummy or offscreen: fixed)."""
    steps: list
    fixed: bool | None = None
    t: float = 0.0                  # the script's clock
    i: int = 0                      # the next step
    mark: float = 0.0               # when the previous step was done
    log: list = field(default_factory=list)     # (t, where, kind) of every step done
    problems: list = field(default_factory=list)

    @property
    def done(self) -> bool:
        return self.i >= len(self.steps)

    def start(self, app):
        if self.fixed is None:
            self.fixed = pygame.display.get_driver() in ("dummy", "offscreen")

    def advance(self, app, dt) -> None:
        """The clock moves by dt: do the steps now due (at most one that posts events, so the app
        handles each input item in a frame of its own before the next is posted)."""
        self.t += dt
        posted = False
        while not self.done:
            st = self.steps[self.i]
            due = self.mark + st.after
            if self.t + 1e-9 < due:
                return
            if st.kind == "post":
                if posted:
                    return
                if self.on_canvas(app, st):
                    for e in st.events:
                        pygame.event.post(e)        # the canvas point as it is (see the docstring)
                posted = True
            elif st.kind == "pause" and self.t + 1e-9 < due + st.seconds:
                return
            elif st.kind == "idle" and (posted or not idle(app)):
                if self.t - due < st.seconds:
                    return
                self.problems.append(f"{st.where}: still busy after {st.seconds:g} s; went on")
                print(f"input script: {self.problems[-1]}", file=sys.stderr)
            elif st.kind == "shot":
                self.screenshot(app, st)
            self.log.append((round(self.t, 4), st.where, st.kind))
            self.mark = self.t
            self.i += 1

    def on_canvas(self, app, st) -> bool:
        """Whether a step's point (if any) lies on the canvas the current screen draws on; if not,
        a problem, said on stderr (the step is skipped)."""
        if not st.point:
            return True
        w, h = app.screen.get_size()
        x, y = st.point
        if x < w and y < h:
            return True
        scene = type(app.scene).__name__ if app.scene is not None else "no screen"
        self.problems.append(f"{st.where}: expected a point inside the {w}x{h} canvas of {scene} (the table's "
                             f"follows the window's size), got [{x}, {y}]; skipped")
        print(f"input script: {self.problems[-1]}", file=sys.stderr)
        return False

    def screenshot(self, app, st):
        app.render()
        try:
            gfx.save(app.screen, st.path)
        except (pygame.error, OSError) as exc:
            self.problems.append(f"{st.where}: cannot write {st.path}: {exc}")
            say(f"input script: {self.problems[-1]}", sys.stderr)      # the path is the script's text

    def run_fixed(self, app, seconds=None) -> None:
        """The headless loop: FRAME of clock a frame, no sleeping, until the script is done (then
        quits) or, with `seconds`, until that much clock has passed (the script may still run)."""
        import time
        clock = 0.0
        while app.running:
            if self.done and seconds is None:
                break
            if not self.done:
                self.advance(app, FRAME)
            drew = app.step(FRAME, pygame.event.get())
            clock += FRAME
            if seconds is not None and clock + 1e-9 >= seconds:
                break
            if not drew:
                time.sleep(0.0005)      # let a bot's or a hint's search thread run
        if not self.done:
            print(f"input script: stopped at {self.steps[self.i].where} (step {self.i + 1} of {len(self.steps)}) "
                  f"after {clock:.1f} s", file=sys.stderr)
