"""Issue 26's sixth pass (docs/playtests/issue-26.md, pictures 34-46): the findings mended here.

1. The wide "deciding" board lagged behind the prompt: after P3 blocked, P1's block was named by
   the prompt while P3's board stayed the wide one (the focus key of the decision before was read,
   and the frame is not drawn again until something moves).
"""
import pygame
import pytest

from legends.devtools.testing import key, open_table, release, settle
from legends.engine.scenario import build

from tables import fresh_app

PLAYERS = [{"fighter": "birdie", "style": "aerial", "rival": "abigail"},
           {"fighter": "blanka", "style": "counter", "rival": "akuma"},
           {"fighter": "chun_li", "style": "zoner", "rival": "alex"},
           {"fighter": "dhalsim", "style": "grappler", "rival": "cammy"}]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("issue26-sixth")) as a:
        yield a


def two_blocks(app, window=(1728, 972)):
    """Four seats; P1 (Birdie) and P3 (Chun-Li) each stand with a grunt and two combo-meter cards:
    P1 ends the fighter phase, and the nemesis phase asks P1's blocks, then P3's."""
    doc = {"setup": {"stage": "ayutthaya_ruins", "minions": "shadaloo", "nemesis": "bison", "seed": 14,
                     "players": PLAYERS},
           "objectives": [], "played": 2,
           "fighters": [{"space": "B2", "meter": ["aerial_09", "aerial_12"], "hand": ["aerial_01", "aerial_02"]},
                        {"space": "E4"}, {"space": "F4", "meter": ["zoner_07", "zoner_08"]}, {"space": "A4"}],
           "enemies": [{"kind": "standard", "space": "B2"}, {"kind": "standard", "space": "F4"},
                       {"kind": "standard", "space": "B1"}]}
    app.set_window_size(window)
    sc = open_table(app, build(doc, app.box), ["human"] * 4)
    key(app, pygame.K_e, unicode="e")
    settle(app)
    release(app)
    return sc


def wide(sc) -> int:
    """The seat whose board the last frame drew wide."""
    widths = [r.w for r in sc._seat_rects]
    assert len(widths) == 4 and len(set(widths)) == 2, widths
    return widths.index(max(widths))


def test_the_deciding_board_widens_in_the_frame_the_prompt_names_its_seat(app):
    from legends.ui.table import hud
    sc = two_blocks(app)
    frames = []         # (the seat asked, the prompt's pill, the wide board) of every frame drawn with nothing moving
    for i in range(400):
        d = sc.game.pending
        if d.kind != "block":
            break
        if app.step(0.05, []) and not sc.anim.active and sc.game.pending.kind == "block":
            frames.append((sc.game.pending.seat, hud.prompt_parts(sc)[0], wide(sc)))
        if not sc.anim.active and i % 10 == 9:
            key(app, pygame.K_RETURN, unicode="\r")      # Enter: block with the framed card
    firsts = [f for i, f in enumerate(frames) if i == 0 or frames[i - 1][0] != f[0]]
    assert [f[0] for f in firsts] == [0, 2], frames      # P1's blocks, then P3's
    assert len(frames) >= 2
    for seat, who, shown in frames:
        assert who.startswith(f"P{seat + 1} ·") and shown == seat, frames
