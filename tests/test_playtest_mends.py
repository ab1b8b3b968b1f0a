"""Issue 26's second playtest, mended (items 2 and 4): the cursor's default never costs a card
while a free choice is there; toasts and the focus label keep off what players need."""
import pygame
import pytest

from legends.devtools.testing import key, open_table, settle
from legends.engine.scenario import build
from tables import table

# Ryu has played both style cards; Sweep and Step Kick in his meter pay for Tatsumaki Senpukyaku:
# the decision is "perform an ability (discard two cards), or end the fighter phase"
ABILITY_OR_END = {"fighters": [{"space": "B4", "hand": [], "meter": ["shoto_13", "shoto_04"], "ex": 0}],
                  "enemies": [{"kind": "standard", "space": "B4"}], "played": 2}


def test_enter_after_the_last_card_ends_the_phase_and_keeps_the_meter(app):
    sc = open_table(app, build(ABILITY_OR_END, app.box), ["human"])
    app.render()
    d = sc.game.pending
    costly = [a for a in d.options if d.context.option(a).discards]
    assert costly and any(a.kind == "end" for a in d.options)       # the position the playtest met
    cur = sc.focus.current()
    assert [a.kind for a in sc.focus.actions(cur)] == ["end"]
    assert sc.focus.label(cur).startswith("Enter: End the fighter phase")
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    assert sc.game.view.history[-1] == "P1 end" and sc.game.view.phase == "nemesis"
    f = sc.game.view.fighter(0)
    assert not {"shoto_13", "shoto_04"} & set(f["discard"]), f      # nothing spent


# --- item 2: toasts keep off the nemesis board's health track and the map's letters --------------
@pytest.mark.parametrize("players", [1, 4])
def test_a_toast_at_1280x720_covers_no_claim_but_the_log_and_the_boards_abilities(app, players):
    sc = table(app, players, (1280, 720))
    app.render()
    app.toast("Key not taken while the table moved: press it again")
    app.render()
    layer = sc.overlay_claims()
    names = {c.name for c in layer.claims}
    assert "nemesis health" in names and {"column A", "row 1"} <= names      # what players need is claimed
    health = next(c.rect for c in layer.claims if c.name == "nemesis health")
    assert sc.L.nemesis.contains(health)
    (box,) = app.toast_rects
    covered = {c.name for c in layer.claims if c.rect.colliderect(box)}
    assert covered <= {"nemesis board", "log"}, covered     # (none, since the one placer: issue 26)
    assert not box.colliderect(health)


# --- item 3: the focus label keeps off the deciding seat's combo meter and the options list -------
@pytest.mark.parametrize("players", [1, 4])
def test_the_focus_label_on_any_target_leaves_the_combo_meter_and_options_title_seen(app, players):
    sc = table(app, players, (1280, 720))
    app.render()
    seen = set()
    for t in list(sc.focus.targets()):
        sc.focus.key, sc.focus.visible, sc.focus.steered = t.key, True, False
        sc.dirty = True
        app.render()
        layer = sc.overlay_claims()
        claimed = {c.name for c in layer.claims}
        assert {"P1 combo meter", "options title"} <= claimed
        label = next(p.rect for p in layer.placed if p.name == "focus label")
        covered = {c.name for c in layer.claims if c.rect.colliderect(label)}
        assert not covered & {"P1 combo meter", "options title"}, (t, covered)
        assert not any(n.startswith("option ") for n in covered), (t, covered)
        seen.add(t.kind)
    assert {"hot", "option"} <= seen


# --- item 2: the target cursor on a shared square leaves the fighters' name chips read ------------
SHARED = {"fighters": [{"space": "B4", "hand": ["shoto_03"], "ex": 0}],
          "enemies": [{"kind": "elite", "space": "B4"}], "dice": [2, 2, 2, 2]}


def test_the_cursor_on_a_figure_sharing_a_square_leaves_every_name_chip_whole(app):
    sc = open_table(app, build(SHARED, app.box), ["human"])
    app.render()
    key(app, pygame.K_RETURN, unicode="\r")          # play Anti-Air: whom to hit? the elite in P1's square
    settle(app)
    app.render()
    cur = sc.focus.current()
    assert cur.kind == "figure" and cur.what == "m1"
    chips = [pygame.Rect(r) for r in sc.view.name_chips if pygame.Rect(r).colliderect(cur.rect.inflate(40, 40))]
    assert len(chips) >= 2                           # P1's chip and the elite's, across the square

    def pixels():
        surf = app.canvas if hasattr(app, "canvas") else pygame.display.get_surface()
        return [pygame.image.tobytes(surf.subsurface(r), "RGB") for r in chips]
    sc.focus.visible = False
    sc.dirty = True
    app.render()
    bare = pixels()
    sc.focus.visible = True
    sc.dirty = True
    app.render()
    assert sc.focus.shown().key == cur.key
    assert pixels() == bare


def test_the_cursor_keeps_name_chips_on_a_scaled_canvas_too():
    """The monkey on Settings (a UI scale above 1: the table drawn on a gfx.Scaled canvas) found the
    cursor's chip keeping asking the canvas for `subsurface`, which only pygame's Surface had: a
    Scaled surface gives the pixels under a canvas rectangle at its own scale, and they go back
    where they were taken from unchanged."""
    from legends.ui import gfx
    real = pygame.Surface((300, 200))
    real.fill((10, 20, 30))
    canvas = gfx.Scaled(real, 1.5)
    assert canvas.get_size() == (200, 134)
    chip = pygame.Rect(40, 30, 50, 20)
    canvas.fill((200, 100, 50), chip)
    kept = canvas.subsurface(chip).copy()
    assert gfx.scale_of(kept) == 1.5 and kept.get_size() == chip.size
    before = pygame.image.tobytes(real, "RGB")
    canvas.fill((0, 0, 0), chip.inflate(20, 20))      # the cursor's frame drawn over the chip...
    canvas.blit(kept, chip)                           # ...and the chip put back over it
    assert real.get_at((int(chip.centerx * 1.5), int(chip.centery * 1.5)))[:3] == (200, 100, 50)
    assert pygame.image.tobytes(real.subsurface(gfx._rect(chip, 1.5)), "RGB") == \
        pygame.image.tobytes(pygame.image.frombytes(before, real.get_size(), "RGB").subsurface(gfx._rect(chip, 1.5)), "RGB")
    edge = canvas.subsurface((190, 120, 10, 14))      # at the canvas's edge: clipped to the real pixels
    assert edge.real.get_width() <= real.get_width() - 285
