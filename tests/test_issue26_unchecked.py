"""The playtest's unchecked items of issue 26 (docs/playtests/issue-26.md), as scenarios on a real
table: S pressed twice on a card whose next action is a free "Gain 1 EX" does not skip it (item 4),
and a tumbling die's last face shown is the face it lands on (item 6). Item 2's preview ghost over a
standing fighter is tests/test_overlay_layer.py::test_the_preview_ghost_leaves_the_fighters_name_readable,
item 9's refused tap is tests/test_phone_page_sofa.py::test_item9_a_refused_tap_loses_its_sent_highlight."""
import pygame

from legends.devtools.testing import key, open_table, settle
from legends.engine.scenario import build
from legends.ui.input.intents import KEYBOARD
from legends.ui.table import boards
from legends.ui.table.boards import dice as tray

# Ryu with the Counter style's Recovery Roll (move, then gain 1 EX): S skips the move, then "Gain 1 EX"
RECOVERY_ROLL = {"setup": {"players": [{"fighter": "ryu", "style": "counter", "rival": "cammy"}]},
                 "fighters": [{"space": "B4", "hand": ["counter_13"], "ex": 0}]}
# Ryu holds Sweep (melee, then push) with a Grunt in his space
SWEEP = {"fighters": [{"space": "B4", "hand": ["shoto_13"], "ex": 0}],
             "enemies": [{"kind": "standard", "space": "B4"}]}


def _play(app, doc, card):
    sc = open_table(app, build(doc, app.box), ["human"])
    sc.pipeline.submit(next(a for a in sc.game.legal_actions() if card in str(a) and a.kind == "play"), KEYBOARD)
    settle(app)
    return sc


def test_item4_s_pressed_twice_does_not_skip_a_free_gain_1_ex(app):
    sc = _play(app, RECOVERY_ROLL, "counter_13")
    assert {a.kind for a in sc.game.legal_actions()} >= {"move", "skip"}
    key(app, pygame.K_s, unicode="s")            # skips the move
    key(app, pygame.K_s, unicode="s")            # at once again: the "Gain 1 EX" that just appeared stays
    assert "ex" in {a.kind for a in sc.game.legal_actions()}, sc.game.legal_actions()
    assert sc.game.view.fighters()[0]["ex"] == 0
    assert any("not taken" in t for t, _ in app.toasts)
    settle(app)
    key(app, pygame.K_RETURN, unicode="\r")      # Enter takes it, as its button says
    settle(app)
    assert sc.game.view.fighters()[0]["ex"] == 1


def test_item6_a_tumbling_dies_last_face_is_the_face_it_lands_on(app, monkeypatch):
    """The tray's frames while the dice tumble, at 60 frames a second on the table: the last one
    before they stop shows the faces they land on (and earlier ones others: they do tumble)."""
    sc = _play(app, SWEEP, "shoto_13")
    frames, now = [], []
    real_face, real_tray = tray.paint.die_face, boards.draw_dice

    def tray_drawn(surf, rect, faces, mode=None, rolling=None, label=None, hint=None):
        now.clear()
        out = real_tray(surf, rect, faces, mode, rolling, label, hint)
        frames.append((rolling[0] if rolling else None, list(now), list(faces)))
        return out
    monkeypatch.setattr(tray.paint, "die_face", lambda v, size: now.append(v) or real_face(v, size))
    monkeypatch.setattr(boards, "draw_dice", tray_drawn)
    target = next(a for a in sc.game.legal_actions() if a.kind == "target")
    sc.pipeline.submit(target, KEYBOARD)         # the melee attack on the Grunt: its dice roll
    for _ in range(240):
        app.step(1 / 60, [])
        app.render()
    tumbling = [f for f in frames if f[0] is not None and f[0] < 0.75]
    assert len(tumbling) >= 10, len(frames)
    assert any(shown != faces for _, shown, faces in tumbling)              # they tumble
    last = max(tumbling, key=lambda f: f[0])
    assert last[1] == last[2], last                                          # the face it lands on
    stopped = [f for f in frames if f[0] is None or f[0] >= 0.75]
    assert all(shown == faces for _, shown, faces in stopped)
