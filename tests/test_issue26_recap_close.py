"""Issue 26 playtest (sofa): the recap of a nemesis phase leaves the map when the next nemesis
phase starts to animate (that one has its own recap once shown to its end), even when the
player opened it again with the log's chip."""
import pygame
import pytest

from legends.devtools.testing import click, held, key, release, settle
from legends.ui.input.intents import KEYBOARD
from legends.ui.table import log
from legends.ui.table import recap as R

from tables import fresh_app, position, table

# Chun-Li (P1, solo, turn 5): two fireballs at M. Bison, the fighter phase ended, the attacks taken
FIGHTER_PHASE = ["P1 play zoner_01", "P1 target nemesis", "P1 keep", "P1 play zoner_02", "P1 target nemesis",
                 "P1 keep", "P1 end"]


def take(game, text):
    acts = {str(a): a for a in game.legal_actions(seat=game.pending.seat)}
    assert text in acts, f"{text} not among {list(acts)}"
    return acts[text]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("issue26-recap")) as a:
        yield a


def to_the_recap(app, window=(1280, 720)):
    sc = table(app, 1, window)
    for t in FIGHTER_PHASE:
        sc.pipeline.submit(take(sc.game, t), KEYBOARD)
        settle(app)
    release(app)
    while sc.game.pending.kind == "block":
        sc.pipeline.submit(take(sc.game, "P1 take"), KEYBOARD)
        settle(app)
    app.step(0.05, [])
    assert sc.recap.rows is not None and sc.recap.title == "NEMESIS PHASE · turn 5"
    return sc


def phase_line(game, after):
    """The log index of the first nemesis phase line at or after `after`, or None."""
    return next((i for i, e in enumerate(game.view.log) if i >= after and e.get("kind") == "phase"
                 and e.get("phase") == "nemesis"), None)


def test_the_recap_closes_when_the_next_nemesis_phase_starts_to_animate(app):
    sc = to_the_recap(app)
    from legends.bots import make_bot
    bot, before = make_bot("greedy", seed=1), len(sc.game.view.log)
    for _ in range(60):                                       # turn 6's fighter phase, to its end
        sc.pipeline.submit(bot.choose(sc.game, sc.game.legal_actions()), KEYBOARD)
        if phase_line(sc.game, before) is not None:
            break
        settle(app)
        release(app)
    app.step(0.01, [])
    if held(app):                                             # the table holds after the turn: Enter goes on
        key(app, pygame.K_RETURN, unicode="\r")
    at = phase_line(sc.game, before)
    assert at is not None and sc.anim.active
    click(app, R.chip_rect(sc).center)                        # turn 5's recap again, by the chip
    assert sc.recap.rows is not None and log.shown(sc.game, sc.anim) <= at
    for _ in range(400):
        if log.shown(sc.game, sc.anim) > at:
            break
        app.step(0.05, [])
    app.step(0.05, [])                                        # the next frame looks at what was shown
    assert sc.anim.active and log.shown(sc.game, sc.anim) > at
    assert sc.recap.rows is None and sc.handlers.stack == [sc.table]   # gone while the new phase animates


def contrast(a, b) -> float:
    """WCAG 2 contrast ratio of two sRGB colours."""
    def lum(c):
        lin = [v / 255 / 12.92 if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c[:3]]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_logs_recap_chip_reads_against_its_fill(app):
    """The chip as drawn on the screen (over the log's panel): its fill (the commonest colour of its
    inside) against its text (the colour farthest from the fill) at least 4.5:1."""
    sc = to_the_recap(app, (1728, 972))
    sc.recap.close()
    app.step(0.05, [])
    sc.invalidate()
    app.render()
    chip = sc.recap.chip
    assert chip.visible and chip.text() == "Recap  [Tab]"
    surf, inner = app.screen, chip.rect.inflate(-10, -6)
    px = [tuple(surf.get_at((x, y)))[:3] for x in range(inner.left, inner.right) for y in range(inner.top, inner.bottom)]
    fill = max(set(px), key=px.count)
    text = max(px, key=lambda c: contrast(c, fill))
    assert contrast(text, fill) >= 4.5, (fill, text, contrast(text, fill))
