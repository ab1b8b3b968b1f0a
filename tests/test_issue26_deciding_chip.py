"""Issue 26 (the playtest's 03-deciding-chip-over-name-1280.png): a fighter board's ACTIVE / DECIDING
chip is never drawn over the fighter's name, whoever drives the seat ("P4 · Keyboard + mouse" is the
longest tag), for 1-4 seats at 1280x720, 1152x648 and 1920x1080, the board whole or its essentials."""
import pygame
import pytest

from legends.ui import drawn
from legends.ui.table import boards

from tables import fresh_app, table

SIZES = [(1280, 720), (1152, 648), (1920, 1080)]
DRIVERS = ["Keyboard + mouse", "Controller 2 · PlayStation", "Phone", "Bot (expert)", "Controller 4 · UNPLUGGED"]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("deciding-chip")) as a:
        yield a


_SURFACES = {}


@pytest.fixture(scope="module", autouse=True)
def surfaces():
    """stripe_marks' surfaces let go at the module's end."""
    yield
    _SURFACES.clear()


def stripe_marks(sc, seat, rect, ctrl, active, deciding):
    # one surface a size for every board drawn (what is recorded does not depend on what it shows:
    # a fresh 1920x1080 surface a board cost more than the board)
    surf = _SURFACES.get(sc.L.size) or _SURFACES.setdefault(sc.L.size, pygame.Surface(sc.L.size))
    rival_h = 0 if sc.L.rivals is not None else sc.L.lerp(44, 64)
    with drawn.recording() as marks:
        boards.draw_seat(surf, rect, sc.game, seat, None, ctrl, active, deciding, rival_h=rival_h)
    return ([m for m in marks if m.kind == "state"], [m for m in marks if m.kind == "name"])


@pytest.mark.parametrize("window", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_the_state_chip_covers_no_name(app, n, window):
    sc = table(app, n, window)
    shown, drawn_once = 0, set()
    for full in range(n):                   # each seat's board shown whole in turn (the others' essentials)
        for seat, rect in enumerate(sc.L.seats_for(full)):
            if (seat, tuple(rect)) in drawn_once:
                continue                    # the same board in the same place: drawn and checked already
            drawn_once.add((seat, tuple(rect)))
            for ctrl in DRIVERS:
                for active, deciding in ((False, True), (True, False)):
                    states, names = stripe_marks(sc, seat, rect, ctrl, active, deciding)
                    assert len(names) == 1, (seat, ctrl)
                    for st in states:
                        shown += 1
                        assert not st.rect.colliderect(names[0].rect), (n, window, full, seat, ctrl, st, names)
                        assert pygame.Rect(rect).contains(st.rect)
    assert shown > 0                         # the chip is shown somewhere (a wide board keeps it)
    assert {seat for seat, _ in drawn_once} == set(range(n))


def test_the_playtests_board_keeps_its_chip_and_its_name_whole(app):
    """The picture's board: 4 seats at 1280x720, P4 deciding from the keyboard on its whole board:
    DECIDING shown, "Dhalsim" whole beside it (the tag gives way to "P4")."""
    sc = table(app, 4, (1280, 720))
    rect = sc.L.seats_for(3)[3]
    with drawn.recording() as marks:
        boards.draw_seat(pygame.Surface(sc.L.size), rect, sc.game, 3, None, "Keyboard + mouse", False, True,
                         rival_h=0 if sc.L.rivals is not None else sc.L.lerp(44, 64))
    state = [m for m in marks if m.kind == "state"]
    name = [m for m in marks if m.kind == "name"]
    assert [m.what for m in state] == ["DECIDING"]
    assert not state[0].rect.colliderect(name[0].rect)
    assert not [m for m in marks if m.kind == "cut" and m.what == name[0].what]
