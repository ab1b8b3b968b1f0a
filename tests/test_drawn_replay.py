"""Recording what is drawn (legends/ui/drawn.py) is as cheap as drawing (issue 31 item 6): a cached
piece (legends/ui/paint/cache.py) keeps the marks its build noted and a hit while recording notes
them again, rather than painting the piece afresh. What a test reads must not change for it: the
marks of a table or a card recorded with every piece painted afresh (no cache at all, as recording
did before), from a cold cache, from a warm one (every piece replayed) and from pieces built while
nothing was recorded (each built again once) are the same marks in the same order, at the same
rects."""
import pygame
import pytest

from legends.content import default_box
from legends.ui import drawn
from legends.ui import gfx
from legends.ui import paint as D
from legends.ui.paint import cache
from legends.ui.table.map import previews

from tables import module_app, table

BOX = default_box()
app = module_app("drawn-replay")


class NoCache:
    """The pieces' cache as recording had it before: never a hit, nothing kept."""
    name, d = "none", {}

    def get(self, key, default=None):
        return default

    def __setitem__(self, key, value):
        pass

    def __len__(self):
        return 0


def flat(marks) -> list:
    return [(m.kind, m.what, tuple(m.rect), None if m.box is None else tuple(m.box), m.size) for m in marks]


def recorded(paint) -> list:
    """The marks of one `paint()`. The map's preview ghosts keep a cache of their own (not the
    pieces'), where a ghost's standee notes its marks only when the ghost is built: emptied first."""
    previews._ghosts.clear()
    with drawn.recording() as marks:
        paint()
    return flat(marks)


def four_ways(paint, quiet) -> dict:
    """The marks `paint()` records: every piece painted afresh, from a cold cache, a warm one, and
    after `quiet()` drew the same pieces unrecorded (a cold cache again first)."""
    out = {}
    gfx.caches.clear()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(cache, "_cache", NoCache())
        mp.setattr(cache, "_kept", {})
        out["afresh"] = recorded(paint)
    gfx.caches.clear()
    puts = cache._cache.puts
    for way in ("cold", "warm"):
        out[way] = recorded(paint)
        out[way + " builds"] = cache._cache.puts - puts
        puts = cache._cache.puts
    gfx.caches.clear()
    quiet()
    out["built unrecorded"] = recorded(paint)
    return out


def assert_same(out, least):
    assert len(out["afresh"]) > least
    for way in ("cold", "warm", "built unrecorded"):
        assert len(out[way]) == len(out["afresh"]), way
        assert out[way] == out["afresh"], way
    assert out["cold builds"] > 20
    assert out["warm builds"] < out["cold builds"] // 10       # the warm recording replayed its pieces


def test_the_four_seat_table_at_1280x720_records_the_same_marks_replayed(app):
    sc = table(app, 4, (1280, 720))

    def paint():
        sc.relayout(sc.L.size)          # every part rendered again (tables.record)
        app.render()
    out = four_ways(paint, paint)
    assert_same(out, 800)
    kinds = {m[0] for m in out["afresh"]}
    assert {"font", "text", "act", "name", "card"} <= kinds, kinds


def test_a_looked_at_hand_records_the_same_marks_replayed(app):
    sc = table(app, 2, (1920, 1080))

    def paint():
        sc.looking.look(1)
        sc.relayout(sc.L.size)
        app.render()
        sc.looking.look(None)
    out = four_ways(paint, paint)
    assert_same(out, 800)
    assert len([m for m in out["afresh"] if m[0] == "card"]) > 5


def gallery():
    """A gallery of cards at the table's sizes: style cards and their meter strips, ability cards on
    both sides, minion and rival cards, nemesis cards, each blitted side by side on one surface."""
    sheet = pygame.Surface((1600, 400))
    x = 0
    for deck in list(BOX.styles.values())[:2]:
        for c in deck.cards[:6]:
            for w, h in ((100, 166), (140, 232)):
                sheet.blit(D.style_card(c, deck.id, w, h)[0], (x % 1500, 0))
                x += w
            sheet.blit(D.mini_card(c, deck.id, 60, 40), (x % 1500, 200))
    for f in list(BOX.fighters.values())[:4]:
        for i in range(len(f.abilities)):
            for up in (False, True):
                for w, h in ((95, 95), (150, 120), (180, 190)):
                    sheet.blit(D.ability_card(f, i, up, w, h)[0], (x % 1500, 200))
                    x += w
    for g in BOX.minions.values():
        for kind in ("standard", "elite"):
            side = g.side(kind)
            D.enemy_card(side.name, side.health, side.activation, D.passive_label(side.passive), 200, 64,
                         (90, 96, 84), mark=kind, extra="map 4 · supply 1")
    nem = next(iter(BOX.nemeses.values()))
    for card in BOX.nemesis_cards[:6]:
        D.nemesis_card(card, nem.r1, 250, 350)


def test_a_card_gallery_records_the_same_marks_replayed(app):
    out = four_ways(gallery, gallery)
    assert_same(out, 2000)
    kinds = {m[0] for m in out["afresh"]}
    assert {"font", "text", "act", "icon"} <= kinds, kinds


def test_a_piece_built_inside_another_replays_inside_it(app):
    """Nested pieces: an ability card's build asks for its rows and badges (cached pieces of their
    own). Recorded alone, a badge replays its marks; recorded inside a card built afresh, the card
    keeps the badge's replayed marks among its own, in their place."""
    f = BOX.fighters["ryu"] if "ryu" in BOX.fighters else next(iter(BOX.fighters.values()))
    gfx.caches.clear()
    with drawn.recording() as alone:
        D.ability_card(f, 0, False, 150, 120)
    with drawn.recording() as card_first:           # the card replayed whole
        D.ability_card(f, 0, False, 150, 120)
    gfx.caches.clear()
    with drawn.recording():
        D.ability_card(f, 0, False, 180, 190)       # its pieces: some shared with the card at 150x120
    with drawn.recording() as inner_first:          # the card built, some of its pieces replayed
        D.ability_card(f, 0, False, 150, 120)
    assert len(alone) > 10
    assert flat(card_first) == flat(alone)
    assert flat(inner_first) == flat(alone)
