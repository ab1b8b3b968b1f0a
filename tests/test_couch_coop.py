"""Couch co-op with a controller per seat (issue 11): a whole round of a two-player game played
through an input script by two virtual controllers, with no mouse or keyboard event at all.

The script only presses A on each controller, in turn, waiting for the table between presses: a
press from the controller whose seat does not decide is refused (a controller decides only for its
own seat), so every decision of P1 comes from controller 1 and every decision of P2 from
controller 2. From the title: A opens the setup (its focus starts on New game), A on each
controller joins a seat, A starts the game, then the focus cursor's default makes each decision.
"""
import pygame

from legends.ui.input import script as S
from legends.ui.input.script_runner import Runner
from legends.ui.input.intents import Kind

KEYBOARD_OR_MOUSE = {pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                     pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.TEXTINPUT}
SCRIPT = [
    {"pad_added": 1, "type": "xbox"},
    {"pad_added": 2, "type": "playstation"},
    {"wait": "idle"},
    {"pad": 1, "button": "a"},            # the title: New game
    {"wait": "idle"},
    {"pad": 1, "button": "a"},            # the setup: controller 1 takes P1
    {"pad": 2, "button": "a"},            # controller 2 takes P2
    {"pad": 1, "button": "a"},            # controller 1 has a seat: start the game
    {"wait": "idle"},
    {"repeat": 400, "do": [{"pad": 1, "button": "a"}, {"wait": "idle"},
                           {"pad": 2, "button": "a"}, {"wait": "idle"}]},
]


class Recorder:
    """Every raw event the app is fed, and who took each decision the table applied."""

    def __init__(self, app):
        self.raw, self.decisions = [], []
        self.app = app
        feed = app.feed

        def recorded(e):
            self.raw.append(e.type)
            feed(e)
        app.feed = recorded

    def watch(self, scene):
        submit = scene.pipeline.submit        # every device's decisions go through it (issue 25)

        def recorded(action, device):
            seat = scene.game.pending.seat
            ok = submit(action, device)
            if ok:
                self.decisions.append((seat, device.index if device.kind is Kind.PAD else device))
            return ok
        scene.pipeline.submit = recorded


def play_round(app, upto_turn=3):
    """Run the script until turn `upto_turn` begins (both players have played a whole turn: a round)."""
    rec = Recorder(app)
    runner = Runner(S.parse(SCRIPT, "couch.yaml"), fixed=True)
    app.title()
    watched = None
    for _ in range(200_000):
        runner.advance(app, 1 / 30)
        app.step(1 / 30, pygame.event.get())
        sc = app.scene
        if type(sc).__name__ == "GameScene" and sc is not watched:
            rec.watch(sc)
            watched = sc
        if watched is not None and (sc.game.view.turn >= upto_turn or sc.game.is_over()) or runner.done:
            break
    return rec, runner, watched


def test_a_whole_round_by_two_controllers_and_no_keyboard_or_mouse(app):
    """Issue 11, What must hold: a whole round of a two-player game by two virtual controllers through
    an input script, with no mouse or keyboard event."""
    rec, runner, sc = play_round(app)
    assert not runner.problems
    assert sc is not None, "the script never reached the table"
    assert sc.game.view.seats == 2
    assert sc.game.view.turn >= 3, "both players played a whole turn"
    assert not (set(rec.raw) & KEYBOARD_OR_MOUSE), "only controller events were fed to the app"
    seats = {seat for seat, _ in rec.decisions if seat is not None}
    assert seats == {0, 1}
    for seat, device in rec.decisions:          # P1's decisions by controller 1, P2's by controller 2
        if seat is not None:
            assert device == seat + 1, (seat, device)


def test_the_readme_picture_script_reads():
    """docs/inputs/couch-4p.yaml (the README's four-controller picture) is a valid input script."""
    from pathlib import Path
    path = Path(__file__).resolve().parents[1] / "docs" / "inputs" / "couch-4p.yaml"
    steps = S.load(path)
    assert sum(1 for s in steps if s.kind == "post") >= 10
