"""Issue 26's second playtest pass (docs/playtests/issue-26.md, "Second pass"): START read twice with
one figure at four seats; a toast over a bot's ability cards; the banner's smeared copy; the block
prompt's Enter."""
import pygame

from legends.devtools.testing import open_table
from legends.engine.scenario import build

from test_issue26_overlaps import PLAYERS, app  # noqa: F401 -- the same four fighters, one app per module


# --- START read twice with one figure ---------------------------------------------------------
def ruins_table(app, on_start):
    """Four seats on Ayutthaya Ruins (START on D4) at 1280x720, the first `on_start` fighters there
    (Chun-Li first: the playtest's picture 12)."""
    app.set_window_size((1280, 720))
    order = [2, 0, 1, 3]
    spaces = {i: "A1" for i in range(4)}
    for k, i in enumerate(order):
        spaces[i] = "D4" if k < on_start else ["A1", "A3", "G1", "G3"][k]
    doc = {"setup": {"stage": "ayutthaya_ruins", "minions": "shadaloo", "nemesis": "bison", "seed": 5,
                     "players": PLAYERS},
           "turn": 3, "fighters": [{"space": spaces[i]} for i in range(4)], "nemesis": {"space": "G4"},
           "enemies": []}
    sc = open_table(app, build(doc, app.box), ["human"] * 4)
    app.render()
    return sc


def test_one_figure_on_start_at_four_seats_leaves_start_read_once(app):
    """Chun-Li alone on D4 at four seats: her disc sat over the letters' feet, a third of the word's
    area, and START was drawn again above the square though the printed word read (picture 12).
    The word's upper part is what is measured now: no tag for one figure, a tag for three."""
    sc = ruins_table(app, 1)
    assert dict(sc.standees.uncovered).get("start") is None
    sc = ruins_table(app, 3)
    assert dict(sc.standees.uncovered).get("start") is not None


# --- a toast over a bot's ability cards -----------------------------------------------------------
SOLO = [{"fighter": "birdie", "style": "grappler", "rival": "abigail"},
        {"fighter": "blanka", "style": "rushdown", "rival": "akuma"}]


def bot_turn(app):
    """Run A of the playtest: Birdie (human) and Blanka (a greedy bot) on Ayutthaya Ruins at
    1280x720, turn 4, Blanka's turn (its board wide), the table moving."""
    app.set_window_size((1280, 720))
    doc = {"setup": {"stage": "ayutthaya_ruins", "minions": "shadaloo", "nemesis": "balrog", "seed": 5,
                     "players": SOLO},
           "turn": 4, "active": 1, "fighters": [{"space": "A1"}, {"space": "D4"}], "nemesis": {"space": "G1"},
           "enemies": []}
    sc = open_table(app, build(doc, app.box), ["human", "greedy"])
    for _ in range(10):
        app.step(0.05, [])
    return sc


def test_toasts_keep_off_the_ability_cards_during_a_bots_turn(app):
    """During Blanka's (bot) turn a refusal toast sat over its ability cards "Rolling Attack /
    Surprise Forward", under their names (picture 10): only the names were claimed. The whole cards
    are claims now, and toasts that find the keys' line full go elsewhere."""
    from legends.ui.table.menus import REFUSED
    sc = bot_turn(app)
    app.toasts.clear()
    app.toast("Key not taken while the table moved", 2.5, REFUSED, "Key not taken")
    app.toast("Controller 2 takes P2, the second seat at the table now", 4.0)
    app.toast("Settings file unreadable: settings.json: keys.confirm: a key name was expected", 4.0)
    app.render()
    cards = [h.rect for h in sc.hots if h.ref.__class__ is tuple and h.ref[0] == "ability"]
    assert len(cards) >= 4
    layer = sc.overlay_layer
    for c in cards:
        assert any(k.rect.contains(c) for k in layer.claims), c
    assert len(app.toast_rects) == 3
    for r in app.toast_rects:
        assert r.collidelist(cards) < 0, (r, cards)
    app.toasts.clear()


# --- the banner's smeared copy --------------------------------------------------------------------
def test_the_banner_slides_in_inside_its_own_rect(app):
    """"P2 performs Rolling Attack, discarding 1 card." trailed a smeared copy of its text past
    the banner's right end (picture 10): while sliding in, the text was drawn up to 200 px beyond
    the rectangle the banner returns (the one restored next frame), so each frame left its copy
    there. Two consecutive frames of the slide-in now draw nothing outside that rectangle."""
    from legends.ui.table.overlays import banner
    area = pygame.Rect(300, 200, 500, 300)
    for p in (0.02, 0.06, 0.1, 0.2, 0.5):
        surf = pygame.Surface((1280, 720))
        surf.fill((7, 9, 11))
        r = banner(surf, area, "P2 performs Rolling Attack, discarding 1 card.", p)
        r2 = banner(surf, area, "P2 performs Rolling Attack, discarding 1 card.", p + 0.02)
        inside = r.union(r2)
        mask = pygame.mask.from_threshold(surf, (7, 9, 11), (1, 1, 1, 255))
        mask.invert()                   # the pixels drawn on
        drawn = mask.get_bounding_rects()
        assert drawn and all(inside.contains(d) for d in drawn), (p, inside, drawn)


# --- the prompt bar says what Enter does on a block -----------------------------------------------
def test_the_block_prompt_says_what_enter_does(app):
    """On a block the bar's buttons were "Take damage [1]", Skip, End phase: nothing in the bar said
    that Enter blocks (only the focus label did, picture 11). The prompt now ends with
    "[Enter]: block with the framed card"; where Enter is Confirm's it says nothing more."""
    from test_issue26_enter_label import block_decision
    from test_issue26_overlaps import held
    from legends.ui.table.hud import prompt_line
    app.set_window_size((1280, 720))
    sc = block_decision(app)
    app.render()
    assert sc.b_confirm.key != "Enter"
    assert prompt_line(sc).endswith("[Enter]: block with the framed card"), prompt_line(sc)
    sc = held(app, 1, (1280, 720))
    app.render()
    assert "[Enter]" not in prompt_line(sc)
