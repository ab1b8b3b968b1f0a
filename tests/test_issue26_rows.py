"""Issue 26's fourth pass, finding 2 (docs/playtests/issue-26.md, picture 24): at 1280x720 with two
seats, P1's block listed "1. Take the damage" at 14 px over "2. Block 1 damage: discard Double
Jump" at 12 and the two other blocks at 13. The list had no room for rows of two lines (four rows
of 28 px in a 112 px body), so each long row was squeezed alone to fit. The rows in sight now share
the one size they all fit at (down to the 12 px floor), none cut; at 1080p they keep the list's own."""
import pygame
import pytest

from legends.devtools.testing import key, open_table, release, settle
from legends.engine.scenario import build
from legends.ui import assets as A
from legends.ui import drawn

from tables import fresh_app, record, until_block

PLAYERS = [{"fighter": "birdie", "style": "aerial", "rival": "abigail"},
           {"fighter": "blanka", "style": "counter", "rival": "akuma"},
           {"fighter": "chun_li", "style": "zoner", "rival": "alex"},
           {"fighter": "dhalsim", "style": "grappler", "rival": "cammy"}]
# Double Jump, Air Combo, Air Throw: the playtest's three blocks
METER = ["aerial_09", "aerial_12", "aerial_05"]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("issue26-rows")) as a:
        yield a


def block(app, n, window):
    """n seats in `window`; P1 (Birdie, three cards in the combo meter) ends the fighter phase and
    a grunt attacks in the nemesis phase: the block prompt, four options."""
    doc = {"setup": {"stage": "ayutthaya_ruins", "minions": "shadaloo", "nemesis": "bison", "seed": 14,
                     "players": PLAYERS[:n]},
           "objectives": [], "played": 2,
           "fighters": [{"space": "B2", "meter": METER, "hand": ["aerial_01", "aerial_02"]}]
           + [{"space": s} for s in ("E4", "F4", "A4")[:n - 1]],
           "enemies": [{"kind": "standard", "space": "B2"}, {"kind": "standard", "space": "B1"}]}
    app.set_window_size(window)
    sc = open_table(app, build(doc, app.box), ["human"] * n)
    key(app, pygame.K_e, unicode="e")
    settle(app)
    release(app)
    until_block(app, sc)
    assert sc.game.pending.kind == "block" and sc.L.size == window and len(sc.L.seats) == n
    return sc


def row_sizes(lv) -> dict:
    """{row text: the sizes its pieces were drawn at} (a wrapped row: both its lines), the list
    drawn as the table draws it (its hint chips' room kept), recorded alone."""
    with drawn.recording() as marks:
        lv.draw(pygame.Surface(lv.rect.size), origin=(0, 0))
    texts = [str(m.what) for m in marks if m.kind == "font"]
    out = {}
    for t in [t for t, p, *_ in lv.items if p is not None]:
        pieces = {t} | {a for a in texts if len(a) > 3 and (t.startswith(a) or t.endswith(" " + a))}
        out[t] = {m.size for m in marks if m.kind == "font" and str(m.what) in pieces}
    return out


@pytest.mark.parametrize("n, window", [(2, (1280, 720)), (4, (1280, 720)), (2, (1920, 1080)), (4, (1920, 1080))])
def test_a_blocks_option_rows_are_drawn_at_one_size_none_cut(app, n, window):
    sc = block(app, n, window)
    marks = record(app, sc)
    lv = sc.options
    texts = [t for t, p, *_ in lv.items if p is not None]
    assert len(texts) == 4 and texts[0] == "1. Take the damage", texts
    assert all(lv.row_rect(i) is not None for i in range(4))          # every row in sight
    sizes = row_sizes(lv)
    assert all(len(s) == 1 for s in sizes.values()), sizes            # each row drawn once, at one size
    assert len(set().union(*sizes.values())) == 1, sizes               # ... and the same for all four
    size = min(set().union(*sizes.values()))
    assert size >= A.MIN_TEXT
    assert not [m for m in marks if m.kind == "cut" and any(str(m.what).rstrip(".") in t for t in texts)]
    if window == (1920, 1080):
        assert size == lv.size                                        # the list's own size: nothing squeezed
    app.set_window_size((1920, 1080))
