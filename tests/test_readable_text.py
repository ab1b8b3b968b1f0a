"""A readable minimum (issue 12, item 2): on a 1280x720 window (drawn 1:1, so a font's size is its
size in screen pixels) every text the table draws is at least 12 px, in the states a player reads
most: the fighter phase with a decision, an attack choosing its targets, the nemesis phase being
animated, another seat's hand looked at, and the zoom open; for four players and for one. The
sizes are those passed to the fonts (assets.text notes each text it renders while drawn.recording
is on; every part is rendered afresh)."""
import pygame
import pytest

from legends.engine import Action
from legends.ui.assets import MIN_TEXT
from legends.ui.table.sheets import ZoomView

from tables import fresh_app, record, table
from legends.ui.input.intents import KEYBOARD

WINDOW = (1280, 720)

# Texts exempt from the 12 px floor, and why. None today: every text the table draws is >= 12 px.
EXEMPT: dict = {}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("readable")) as a:
        a.settings.preview_moves = True
        yield a


def small(marks) -> list:
    return sorted({(m.size, m.what) for m in marks if m.kind == "font" and m.size < MIN_TEXT
                   and m.what not in EXEMPT})


def check(app, sc, what):
    assert app.screen.get_size() == WINDOW
    marks = record(app, sc)
    assert sum(m.kind == "font" for m in marks) > 40, what       # the table was really drawn
    bad = small(marks)
    assert not bad, f"{what}: texts under {MIN_TEXT} px: {bad}"
    return marks


def hover(app, pos):
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


@pytest.mark.parametrize("n", [4, 2, 1])
def test_the_fighter_phase_reads_at_12_px(app, n):
    sc = table(app, n, WINDOW)
    assert sc.mode is not None and sc.game.view.phase == "fighter"
    marks = check(app, sc, "a decision")
    texts = {m.what for m in marks if m.kind == "font"}
    assert any("Chun-Li decides" in t for t in texts) and any(t.startswith("1. ") for t in texts)
    hover(app, sc.L.hand.center)                  # a card's tooltip
    check(app, sc, "a hand card hovered")


@pytest.mark.parametrize("n", [4, 2, 1])
def test_an_attack_with_its_targets_reads_at_12_px(app, n):
    sc = table(app, n, WINDOW)
    for a in ("P1 play zoner_10", "P1 target m1"):
        sc.pipeline.submit(Action.parse(a), KEYBOARD)
        sc.anim.skip()
        app.step(0.02, [])
    assert sc.game.pending.kind == "target"
    check(app, sc, "choosing the second target")


@pytest.mark.parametrize("n", [4, 2, 1])
def test_the_nemesis_phase_reads_at_12_px_while_animated(app, n):
    sc = table(app, n, WINDOW, played=2)
    assert sc.pipeline.submit(Action.parse("P1 end"), KEYBOARD)
    frames = 0
    while frames < 12 and not sc.game.is_over():
        if not sc.anim.active:              # a block to take: take the damage
            take = [a for a in sc.game.legal_actions() if a.kind in ("take", "decline")]
            if not take or sc.game.view.phase != "nemesis":
                break
            sc.pipeline.submit(take[0], KEYBOARD)
        for _ in range(6):
            app.step(0.05, [])
        if sc.anim.active:
            check(app, sc, f"the nemesis phase, frame {frames}")
            frames += 1
    assert frames > 2


def test_a_hand_looked_at_reads_at_12_px(app):
    sc = table(app, 4, WINDOW)
    assert sc.looking.look(2)
    marks = check(app, sc, "P3's hand looked at")
    assert sc.full_seat(None, 0) == 2 and any("LOOKING" in str(m.what) for m in marks if m.kind == "font")


@pytest.mark.parametrize("n", [4, 2, 1])
def test_the_zoom_reads_at_12_px(app, n):
    sc = table(app, n, WINDOW)
    ability = next(h for h in sc.hots if h.ref and h.ref[0] == "ability")
    hover(app, ability.rect.center)
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z", scancode=0)])
    assert isinstance(sc.handlers.top, ZoomView)
    check(app, sc, "an ability zoomed")


def test_a_small_text_is_noticed(app):
    """The check itself: a text drawn under 12 px while recording is caught, at its size."""
    from legends.ui import assets as A
    from legends.ui import drawn
    with drawn.recording() as marks:
        A.text("tiny", 10)
        A.fit_text("a long text squeezed into a narrow box", 40, 14)
    assert small(marks) == [(10, "tiny")]
    assert all(m.size >= MIN_TEXT for m in marks if m.kind == "font" and m.what != "tiny")
