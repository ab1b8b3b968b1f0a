"""Issue 26, a helper's look at the demo: at 1152x648 the prompt bar's "showing" prompt was cut
beside the DEMO banner ("Nemesis card Second Wave (square): Bloody ..."). The demo's prompt takes
the bar up to the banner (its buttons are hidden), and the banner shortens ("DEMO · any key:
title", "DEMO") before the prompt's words are cut (docs/ui.md, *The demo's banner*)."""
import pytest

from tables import module_app
from legends.ui import drawn
from legends.ui.table import hud
from legends.ui.table.demo import DemoScene

app = module_app("demobanner")


def nemesis_cards(app, window, count=3):
    """(prompt words, the marks of its frame) of the first `count` nemesis cards the demo shows."""
    app.set_window_size(window)
    sc = DemoScene(app, players=2, seed=1, speed=4)
    app.set_scene(sc)
    out = []
    for _ in range(3000):
        app.step(0.05, [])
        entry = sc.anim.cur.entry.get("text", "") if sc.anim.active and sc.anim.cur is not None else ""
        if "Nemesis card" in entry and (not out or out[-1][0] != entry):
            with drawn.recording() as marks:
                sc.relayout(sc.L.size)
                app.render()
            out.append((hud.prompt_parts(sc)[1], marks))
            if len(out) == count:
                break
    return out


@pytest.mark.parametrize("window", [(1152, 648), (1280, 720)])
def test_the_demos_nemesis_card_prompt_is_whole_beside_its_banner(app, window):
    shown = nemesis_cards(app, window)
    assert [w for w, _ in shown] == ["Nemesis card Ambush (circle): Masquerade.",
                                     "Nemesis card Sneak Attack (square): Bloody Rose.",
                                     "Nemesis card Second Wave (square): Bloody Rose."]
    for words, marks in shown:
        cut = [m.what for m in marks if m.kind == "cut" and str(m.what) in words]
        assert cut == [], (words, cut)
        banners = [m.what for m in marks if m.kind == "font" and m.what in hud.DEMO_BANNERS]
        assert banners == [hud.DEMO_BANNERS[0]]      # room for the whole banner: the bar up to it
    app.set_window_size((1920, 1080))


def test_the_banner_shortens_before_the_prompt_is_cut(app, monkeypatch):
    """The card's words beside the banner in a bar of 1128, 800 and 700 px: the whole banner, then
    "DEMO · any key: title", then "DEMO" (the prompt whole beside each)."""
    import pygame
    from legends.ui import assets
    words = "Nemesis card Second Wave (square): Bloody Rose."
    monkeypatch.setattr(hud, "prompt_parts", lambda sc: ("P1 · NEMESIS PHASE", words, (0, 0, 0), "showing"))
    widths = {assets.text(b, 20, (150, 40, 30), True).get_width(): b for b in hud.DEMO_BANNERS}
    chosen = [widths[hud.demo_banner(None, pygame.Rect(0, 0, w, 42), 36, 24, 19).get_width()] for w in (1128, 800, 700)]
    assert chosen == list(hud.DEMO_BANNERS)
