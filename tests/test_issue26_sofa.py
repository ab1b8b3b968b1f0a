"""Issue 26's leftovers at the sofa: four players at 1152x648 read every seat's name (the narrow
boards' names gave way to "..."), and the log's Recap chip has a key of its own (the keymap's
`recap`: Tab, shown in Controls and the help) and a controller route (a button of its own in
Controls, and the focus ring)."""
import pygame
import pytest

from legends.devtools.testing import key

from tables import fresh_app, record, table

NAMES = ("Chun-Li", "Ken", "Ryu", "Zangief")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("issue26-sofa")) as a:
        yield a


@pytest.mark.parametrize("window", [(1152, 648), (1280, 720)])
def test_item4_four_players_read_every_seats_name(app, window):
    sc = table(app, 4, window)
    marks = record(app, sc)
    cut = {m.what for m in marks if m.kind == "cut"}
    assert not cut & set(NAMES), cut
    shown = {m.what: m.size for m in marks if m.kind == "font" and m.what in NAMES}
    assert set(shown) == set(NAMES), shown           # each seat's name, whole, on its board
    assert min(shown.values()) >= 13, shown
    app.set_window_size((1920, 1080))


def test_item5_tab_opens_and_closes_the_recap_and_follows_the_players_key(app):
    from test_issue26_log import play_to_the_recap
    sc = table(app, 1, (1920, 1080))
    key(app, pygame.K_TAB)                                   # no nemesis phase told yet: said so
    assert sc.recap.rows is None and any("No nemesis phase" in t[0] for t in app.toasts)
    sc = play_to_the_recap(app)
    sc.recap.close()
    app.step(0.05, [])
    app.render()
    assert sc.recap.chip.visible and sc.recap.chip.text() == "Recap  [Tab]"     # the chip names its key
    key(app, pygame.K_TAB)
    assert sc.recap.rows is not None
    key(app, pygame.K_TAB)
    assert sc.recap.rows is None and sc.handlers.stack == [sc.table]
    app.settings.change(keys={"recap": "c"})                 # the player's own key (Controls)
    key(app, pygame.K_TAB)
    assert sc.recap.rows is None                             # Tab no longer does it
    key(app, pygame.K_c, unicode="c")
    assert sc.recap.rows is not None
    app.render()
    assert sc.recap.chip.text() == "Recap  [C]"
    app.settings.change(keys={})
    app.toasts.clear()


def test_item5_a_controller_button_may_take_the_recap(app):
    """No button is free by default (the focus ring reaches the chip); Controls may give it one."""
    from test_issue26_log import play_to_the_recap
    from legends.devtools.testing import add_pad, pad_button
    from legends.ui.input.buttons import ButtonMap
    assert ButtonMap.from_settings({}, "xbox").button("recap") is None
    app.settings.change(buttons={"xbox": {"zoom": "none", "recap": "rs"}})
    sc = play_to_the_recap(app)
    sc.recap.close()
    add_pad(app, 1)
    pad_button(app, 1, "rs")
    assert sc.recap.rows is not None
    pad_button(app, 1, "rs")
    assert sc.recap.rows is None
    app.settings.change(buttons={})


def test_the_phones_map_works_out_the_printed_board_once_per_board(app):
    """Review mend: the walls, doors and squares are the same for every state (phones/stagemap.py)."""
    from legends.engine.board import board_for
    from legends.ui.phones.stagemap import stage_map
    sc = table(app, 2, (1920, 1080))
    board = board_for(sc.game.stage)
    before = stage_map(sc.game.view, board, 0)
    again = stage_map(sc.game.view, board, 1)
    assert again["squares"] is before["squares"] and again["walls"] is before["walls"]
    assert again["me"] == "F2" and before["me"] == "F1"
    assert {f["id"]: f["space"] for f in again["figures"]} == {
        f: s for f, s in sc.game.view.positions().items() if s is not None}
    assert len(before["doors"]) == len(sc.game.stage.doors)
