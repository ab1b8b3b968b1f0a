"""Issue 26's re-check after the ninth pass (docs/playtests/issue-26.md, "Re-check after the ninth
pass", findings 1-3, pictures 96-104): text cut or small at 1152x648 and 1280x720.

1. At 1152x648 the log cut an attack's roll without saying so: the third line of "P4 attacks
   Abigail (melee 2): rolls 2 dice: miss, double = 2 successes." was left out and the " ..." mark
   added to a full second line was clipped away (257 px in a 235 px body). The cut entry's last
   line now leaves out its last words so that its mark fits.
"""
import pygame
import pytest

from legends.ui import assets, drawn
from legends.ui.table.boards import log as logboard
from legends.ui.table.layout import Layout

ROLL = {"kind": "roll", "text": "P4 attacks Abigail (melee 2): rolls [0, 2] = 2 successes."}


def log_body_width(rect) -> int:
    """The width of a 1152x648 log's body (two lines beside its title: draw_log)."""
    return rect.w - 24 - assets.text("LOG", 17, (0, 0, 0), True).get_width()


@pytest.mark.parametrize("board", [(8, 4), (6, 6)])
def test_finding1_a_cut_roll_in_the_1152x648_log_shows_its_mark(board):
    L = Layout(4, board, (1152, 648))
    assert L.log.h == 57                                    # two lines beside the title
    width = log_body_width(L.log)
    older = [{"kind": "info", "text": "P3 moves E4 -> F4."}]
    entry = dict(ROLL, text=ROLL["text"].replace("Abigail", "Doll Commander (M6)"))   # three lines in either
    with drawn.recording() as marks:
        _, lines = logboard.draw_log(pygame.Surface(L.size), L.log, older + [entry], 0)
    assert len(lines) == 2
    assert lines[0].strip().startswith("P4 attacks Doll Commander")
    assert lines[-1].endswith(" ...")                       # the mark was clipped away before
    drawn_lines = [m for m in marks if m.kind == "font" and str(m.what) in lines]
    assert len(drawn_lines) == 2
    for m in drawn_lines:
        assert assets.font(logboard.LOG_TEXT).size(str(m.what))[0] <= width     # 257 px in 235 before


def test_finding1_the_ninth_passes_log_at_300_px():
    """The log of the re-check's picture 97 (Ayutthaya Ruins, 1152x648: 300 px): the roll's second
    line "rolls 2 dice: miss, double = 2 ..." was 257 px for its 236 px body."""
    rect = Layout(4, (8, 4), (1152, 648)).log
    _, lines = logboard.draw_log(pygame.Surface((1152, 648)), rect, [ROLL], 0)
    assert [t.strip() for t in lines] == ["P4 attacks Abigail (melee 2):", "rolls 2 dice: miss, double ..."]
    assert assets.font(logboard.LOG_TEXT).size(lines[-1])[0] <= log_body_width(rect)


def test_finding1_cut_line_leaves_words_out_before_the_mark():
    assert logboard.cut_line("   rolls 2 dice: miss, double = 2", 10_000) == "   rolls 2 dice: miss, double = 2 ..."
    short = logboard.cut_line("   rolls 2 dice: miss, double = 2", 200)
    assert short.startswith("   rolls") and short.endswith(" ...")
    assert assets.font(logboard.LOG_TEXT).size(short)[0] <= 200
