"""The controller glyphs of the seat the table shows (issue 26, fourth pass, finding 7): in P1's
nemesis phase (P1 on an Xbox pad) the prompt bar and the keys' line showed PlayStation's "R2 End
phase": the engine already waited for P2 (a PlayStation pad) while the animation showed P1's phase.
Two seats on two pad kinds, a round played by the pads: in every frame where an animation shows one
seat's turn while the engine waits for the other's decision, the glyphs are the shown seat's pad."""
import pygame

from legends.ui.input import script as S
from legends.ui.input.script_runner import Runner

from test_couch_coop import SCRIPT


def test_the_glyphs_are_the_shown_seats_pad_not_the_next_ones(app):
    runner = Runner(S.parse(SCRIPT, "couch.yaml"), fixed=True)
    app.title()
    checked, sc = [], None
    for _ in range(200_000):
        runner.advance(app, 1 / 30)
        app.step(1 / 30, pygame.event.get())
        sc = app.scene
        if type(sc).__name__ == "GameScene":
            if sc.game.view.turn >= 3 or sc.game.is_over():
                break
            shown, deciding = sc.turn_view()[1], sc.game.pending.seat
            if sc.anim.active and shown is not None and deciding is not None and shown != deciding:
                seating = sc.seating
                want = seating.pads.pads[seating.devices.driver(shown)]
                checked.append((sc.turn_view(), seating.glyph_pad() is want))
        if runner.done:
            break
    assert type(sc).__name__ == "GameScene" and sc.game.view.turn >= 3
    kinds = {sc.seating.pads.kind(n) for n in sc.seating.pads.pads}
    assert len(kinds) == 2, kinds                      # an Xbox pad and a PlayStation pad
    assert len(checked) >= 5, len(checked)             # frames of a nemesis phase shown after the turn moved on
    assert all(ok for _, ok in checked), [v for v, ok in checked if not ok][:3]
    assert any(v[2] == "nemesis" for v, _ in checked)
