"""Issue 26's fifth pass, finding 2 (docs/playtests/issue-26.md): at 1280x720 the block prompt in
the top bar was cut: "P1 · Birdie decides: ... deals 1 damage; discard a combo-meter card to
cancel 1, or take it · [A]: block with..." (whole at 1728x972). The key advice is shortened
("· [A]: block"), else left out, before the decision's own words are cut: at 1280x720 and
1152x648, with 1, 2 and 4 seats, the keyboard's Enter and a controller's A, the prompt is drawn
with no "cut" mark and the decision's sentence whole."""
import pytest

from legends.ui import assets as A
from legends.ui.table import hud

from tables import fresh_app, record
from test_issue26_rows import block

CASES = [(w, n, k) for w in [(1280, 720), (1152, 648)] for n in (1, 2, 4) for k in ("Enter", "A")]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("issue26-prompt720")) as a:
        yield a


def prompt_pieces(marks, line):
    """The font and cut marks of the prompt bar: the pieces of text that are part of its line."""
    return [m for m in marks if m.kind in ("font", "cut") and len(str(m.what)) > 3 and str(m.what) in line]


@pytest.mark.parametrize("window,n,enter", CASES)
def test_the_block_prompt_is_whole(app, monkeypatch, window, n, enter):
    monkeypatch.setattr(hud, "enter_name", lambda sc: enter)
    sc = block(app, n, window)
    who, what, _, _ = hud.prompt_parts(sc)
    assert what.endswith(f"[{enter}]: block with the framed card"), what
    sentence = what.rpartition(" · ")[0]
    assert "discard" in sentence
    marks = record(app, sc)
    line = hud.prompt_line(sc)
    pieces = prompt_pieces(marks, line)
    cuts = [m for m in marks if m.kind == "cut" and any(w in str(m.what) for w in ("discard", "combo-meter", "block"))]
    assert cuts == [], cuts
    floor = 14 if window == (1280, 720) else A.MIN_TEXT      # 1152x648: the bar's buttons leave ~230 px
    words = " ".join(str(m.what) for m in pieces if m.kind == "font" and m.size >= floor)
    assert sentence in words, (sentence, words)       # the decision's words whole, at 14 px or more
    assert len(pieces) >= 2                           # who decides, and the sentence
