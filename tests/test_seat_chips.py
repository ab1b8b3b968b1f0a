"""The stun and critical-art chips of a fighter board (issue 12, item 4's rule for every text: whole
or not at all): every critical art's name is whole on its chip or left to the tooltip, never cut
("Bull R..."), and a board too narrow for the chips keeps them on its standee, not over the counts."""

import pytest

from legends.content import default_box
from legends.engine import Game
from legends.engine.setup import random_setup
from legends.ui import drawn
from legends.devtools.testing import open_table

BOX = default_box()


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    from legends.devtools.testing import make_app
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LEGENDS_HOME", str(tmp_path_factory.mktemp("home")))
        yield make_app()


@pytest.mark.parametrize("n,stage", [(1, "shadaloo_base"), (2, "shadaloo_base"), (2, "night_market"),
                                     (3, "night_market"), (4, "night_market")])
def test_critical_art_names_are_never_cut(app, n, stage):
    setup = random_setup(BOX, 3, n)
    setup["stage"] = stage
    sc = open_table(app, Game.new(setup, BOX), ["human"] * n, render=False)
    cuts = []
    fighters = sc.game.view._s["fighters"]
    for k, fid in enumerate(BOX.fighters):
        for stunned in (False, True):
            for seat, f in enumerate(fighters):
                f.update({"id": fid, "round": 2, "stunned": stunned})
            sc.comp.invalidate()
            with drawn.recording() as marks:
                app.render()
            cuts += [f"{fid} (stunned {stunned}): {m.what!r}" for m in marks if m.kind == "cut"]
    assert not cuts, "\n".join(sorted(set(cuts)))


def test_a_narrow_board_keeps_its_chips_on_the_standee(app):
    import pygame
    from legends.ui.table.boards import seat as S
    setup = random_setup(BOX, 3, 2)
    setup["stage"] = "shadaloo_base"
    game = Game.new(setup, BOX)
    f = game.view._s["fighters"][0]
    f.update({"round": 2, "stunned": True})
    surf = pygame.Surface((1920, 1080))
    hots = S.draw_seat(surf, pygame.Rect(12, 744, 432, 330), game, 0)
    chips = [h.rect for h in hots if h.ref in (("stand", 0), ("critical", 0))]
    counts = [h.rect for h in hots if h.ref == ("look", 0) and h.rect.y > 744 + 64 + 30]
    assert len(chips) == 2 and counts
    assert not any(c.colliderect(r) for c in chips for r in counts)
