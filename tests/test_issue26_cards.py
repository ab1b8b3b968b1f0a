"""Issue 26, second pass: ability-card keywords and the framed block card.

- The framed block card in the combo meter (playtest picture 14, finding 3): at 1280x720 with four
  seats the block prompt frames a combo-meter card; its name read "V-Re-/versal" at 12 px, cut
  inside the word, and the cursor's frame went over the end of the "COMBO METER" label. The name
  is whole words now ("V-" / "Reversal": split after its own hyphen, or at a space) at 12 px or more,
  and the meter's first card stands off the label by the frame's reach.
- Ability-card keywords at a 720p table's card sizes (bench/card_keywords.py): the counts of sides
  with a keyword at the 12 px floor and of sides drawing no actions ("Z: actions") are pinned as
  upper bounds."""
import pygame

from legends.devtools.testing import key, open_table, release, settle
from legends.engine.scenario import build
from legends.ui import drawn
from legends.ui import paint as D
from legends.ui.paint.cards import mini_plan, name_splits

from tables import module_app, record, seats

PLAYERS = seats(("blanka", "counter", "akuma"), ("birdie", "aerial", "abigail"), ("chun_li", "zoner", "alex"),
                ("dhalsim", "grappler", "cammy"))
app = module_app("issue26-cards")


def block_4p(app):
    """Four seats at 1280x720; P1 (Blanka, V-Reversal and Whiff Punish in the meter) ends the turn
    and the nemesis phase's grunt attacks: a block prompt, the cursor on a meter card."""
    doc = {"setup": {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 14, "players": PLAYERS},
           "objectives": [], "played": 2,
           "fighters": [{"space": "B2", "meter": ["counter_03", "counter_05"], "hand": ["counter_06", "counter_07"]},
                        {"space": "E4"}, {"space": "F5"}, {"space": "A4"}],
           "enemies": [{"kind": "standard", "space": "B2"}, {"kind": "standard", "space": "B1"}]}
    app.set_window_size((1280, 720))
    sc = open_table(app, build(doc, app.box), ["human"] * 4)
    key(app, pygame.K_e, unicode="e")
    settle(app)
    release(app)
    assert sc.game.pending.kind == "block" and sc.L.size == (1280, 720) and len(sc.L.seats) == 4
    return sc


def test_the_framed_block_card_is_named_in_whole_words_and_its_frame_keeps_off_the_label(app):
    sc = block_4p(app)
    marks = record(app, sc)
    t = sc.focus.shown()
    assert t is not None and t.what[:2] == ("meter", 0), t          # the cursor frames P1's first meter card
    labels = [h.rect for h in sc.hots if h.ref == ("meter_label", 0)]      # the label's column, the row high
    assert len(labels) == 1 and sc.L.seats[0].contains(labels[0]), labels
    assert [m for m in marks if m.kind == "font" and m.what == "METER" and m.size >= 18]
    frame = sc.focus.draw(app.screen.copy())[0]                     # where the cursor's frame is drawn
    assert frame.contains(t.rect) and not frame.colliderect(labels[0]), (frame, labels[0])
    card = app.box.style_card(t.what[2])
    assert card.name == "V-Reversal"
    with drawn.recording() as inside:
        D.mini_card(card, "counter", t.rect.w, t.rect.h)
    words = [m for m in inside if m.kind == "font"]
    assert [m.what for m in words] == ["V-", "Reversal"], [(m.what, m.size) for m in words]
    assert min(m.size for m in words) >= 12
    texts = [m for m in inside if m.kind == "text"]
    assert len(texts) == 2 and all(m.box.contains(m.rect) for m in texts)


def test_a_meter_strips_name_is_never_cut_inside_a_word(app):
    assert name_splits("V-Reversal") == [("V-", "Reversal")]
    assert name_splits("Whiff Punish") == [("Whiff", "Punish")]
    assert name_splits("Hyakuretsukyaku") == []
    seen = 0
    for deck in app.box.styles.values():
        for c in deck.cards:
            for w, h in ((75, 32), (78, 32), (90, 40)):
                plan = mini_plan(c.name, len(c.icons), w, h)
                seen += 1
                if plan is not None:
                    lines, z, _isz, _under = plan
                    assert " ".join(lines).replace("- ", "-") == c.name and z >= 12, (c.name, plan)
    assert seen == 3 * sum(len(d.cards) for d in app.box.styles.values())


# --- ability-card keywords at a 720p table's sizes ------------------------------------------------
# bench/card_keywords.py before (main at 57fd2ed) -> after: (keyword at 12 px, no actions drawn)
#   95x95 13/20 -> 6/19, 95x97 13/20 -> 6/19, 95x121 22/11 -> 5/3, 95x123 22/11 -> 5/2,
#   140x121 7/0 -> 0/0, 145x95 3/3 -> 0/1; BOOST labels at 12 px or under 21-28 -> 0 at every size
# then (cards2: a boost mark for the BOOST word, keywords hung under the row, a one-row kicker's
# keywords hung under its "+[cost]", a short card's two-line name down to 12 px where that gives
# the actions their room, its cost icons down to 12 px beside it, 1 px kept off the band and the strip):
#   95x95 6/19 -> 2/4, 95x97 6/19 -> 2/4, 95x121 5/3 -> 0/0, 95x123 5/2 -> 0/0
# then (cards95: the crowded rows packed, paint/packed.py; a short card's name on two lines at 12 px
# over its cost line where nothing else keeps the actions whole), with the sides whose keywords are
# pills over their icons (the fourth count): 95x95 2/4/0/4 -> 1/1/0/1, 95x97 the same,
# 95x121 and 95x123 0/0/0/2 -> 0/0/0/0, 145x95 0/1/0/0 -> 0/0/0/0; then (cardsfix: Bull Head's whole kicker on
# its cost line, Oicho Throw's "+[cost]" on a line of its name) 95x95 and 95x97 1/1/0/1 -> 0/0/0/0
BOUNDS = {(95, 95): (0, 0, 0, 0), (95, 97): (0, 0, 0, 0), (95, 121): (0, 0, 0, 0), (95, 123): (0, 0, 0, 0),
          (140, 121): (0, 0, 0, 0), (145, 95): (0, 0, 0, 0)}


def test_ability_card_keywords_at_the_floor_and_sides_without_actions_stay_under_their_bounds(app):
    import os
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "bench"))
    import card_keywords
    assert set(card_keywords.SIZES) == set(BOUNDS)
    m = card_keywords.measure(app.box)
    assert m["sides"] == 96 and m["keyword sides"] >= 60, m
    assert all(len(m[size]) == 4 for size in BOUNDS)
    worse = {size: (m[size], bound) for size, bound in BOUNDS.items()
             if any(got > most for got, most in zip(m[size], bound))}
    assert not worse, worse


def test_the_plan_says_what_the_card_draws(app):
    """card_plan's keyword size and brief are what ability_card draws (the bench reads the plan)."""
    from legends.ui.paint.ability_cards import card_plan
    from legends.ui.paint.badges import act_tags
    seen = 0
    for f in app.box.fighters.values():
        for i, ab in enumerate(f.abilities):
            for up in (False, True):
                p = card_plan(f, i, up, 95, 121)
                with drawn.recording() as marks:
                    D.ability_card(f, i, up, 95, 121)
                seen += 1
                assert p.brief == any(m.kind == "brief" for m in marks), ab.name
                side = ab.side(up)
                tags = {t for r in list(side.rows) + list(side.kicker.rows if side.kicker else ()) for a in r
                        for t, _ in act_tags(a)}
                sizes = {m.size for m in marks if m.kind == "font" and m.what in tags}
                if p.keyword is not None:           # (the painter tries 12 and 13 px: both rendered)
                    assert tags and p.keyword in sizes, (ab.name, p.keyword, sizes)
                else:
                    assert p.brief or not tags, ab.name
    assert seen == 96


def test_a_boost_kicker_gives_its_word_to_a_mark_only_where_the_word_leaves_no_room(app):
    """Chun-Li's Spinning Bird Kick at 95x95: "+[joystick]" and the orange boost mark on the cost line
    (the BOOST word would take the actions' room); at 140x121 the word as printed."""
    from legends.ui.paint.ability_cards import card_plan
    chun = app.box.fighters["chun_li"]
    small, large = card_plan(chun, 0, False, 95, 95), card_plan(chun, 0, False, 140, 121)
    assert not small.brief and small.kick.mark and small.kick.inline and small.boost is None
    assert not large.brief and not large.kick.mark and large.boost >= 13
    with drawn.recording() as marks:
        _s, hots = D.ability_card(chun, 0, False, 95, 95)
    assert [m for m in marks if m.kind == "text" and m.what == "boost"]
    assert any(h.tip and "action 2" in h.tip[1] for h in hots), [h.tip for h in hots]


def test_hung_keywords_keep_a_two_action_row_on_one_line_in_87_px(app):
    """[move 2] -> [melee 2 TARGET 3]: badges as wide as their keywords take 90 px and wrap; hung under
    the row the keywords run under the arrow and the row is 87 px or less, on one line."""
    from legends.ui.paint.icons import row_surface
    row = app.box.fighters["chun_li"].abilities[0].side(False).rows[0]
    assert len(row) == 2
    wide, _ = row_surface(row, 18)
    hung, spots = row_surface(row, 18, compact="hang")
    assert wide.get_width() > 87 >= hung.get_width() and hung.get_height() <= 30
    assert len(spots) == 2 and spots[1][0].width >= 50          # the melee's spot holds its keyword


def test_a_long_word_is_hyphenated_between_syllables():
    from legends.ui.paint.ability_cards import _syllable
    assert _syllable("Tatsu-", "maki") and _syllable("Mujin-", "kyaku") and _syllable("Whirlwind", "Shot")
    assert not _syllable("Tats-", "umaki") and not _syllable("Shor-", "yuken")


def test_hung_keywords_are_drawn_whole_inside_their_row(app):
    """Every ability row of the box hung at 18 px: under the icons, the keywords' ink spans at least the
    widest keyword (none cut at the row's left edge) and the row's image holds it."""
    from legends.ui import assets
    from legends.ui.paint.badges import act_tags
    from legends.ui.paint.icons import row_surface
    rows = {row for f in app.box.fighters.values() for ab in f.abilities for up in (False, True)
            for row in ab.side(up).rows if any(act_tags(a) for a in row)}
    for row in rows:
        img, _spots = row_surface(row, 18, compact="hang", kw=12)
        under = [x for x in range(img.get_width()) for y in range(19, img.get_height()) if img.get_at((x, y)).a > 0]
        widest = max(assets.font(12, True).size(t)[0] for a in row for t, _ in act_tags(a))
        assert under and max(under) - min(under) + 2 >= widest, [a.icon for a in row]
    assert len(rows) >= 40, len(rows)


CROWDED = (("chun_li", "Spinning Bird Kick", True), ("guile", "Defensive Crouch", False),
           ("guile", "Defensive Crouch", True), ("ryu", "Shoryuken", True), ("karin", "Tenko", True),
           ("rashid", "Spinning Mixer", True))


def test_the_crowded_sides_of_a_720p_board_draw_their_actions_with_no_pill_over_an_icon(app):
    """The six sides that drew "Z: actions" or pills over their icons at 95x95 (a four-seat 1280x720
    board): the name whole, every action drawn with its icon at 18 px or more, the keywords as text
    beside or under the icons (packed, paint/packed.py), never over one; Shoryuken's BOOST the boost
    mark beside its icon. (Bull Head's upgraded side: tests/test_issue26_bullhead.py.)"""
    from legends.ui import assets
    from legends.ui.paint import packed
    from legends.ui.paint.ability_cards import card_plan
    from legends.ui.paint.badges import tag_size
    seen = []
    for fid, name, up in CROWDED:
        f = app.box.fighters[fid]
        i = [ab.name for ab in f.abilities].index(name)
        side = f.abilities[i].side(up)
        p = card_plan(f, i, up, 95, 95)
        assert not p.brief and p.pills is not True and p.shown == name and p.keyword >= 12, (name, p.pills)
        with drawn.recording() as marks:
            D.ability_card(f, i, up, 95, 95)
        acts = [m for m in marks if m.kind == "act"]
        n = sum(len(r) for r in side.rows) + sum(len(r) for r in (side.kicker.rows if side.kicker else ()))
        assert len(acts) == n and min(m.size for m in acts) >= 18, (name, len(acts), n)
        assert [m for m in marks if m.kind == "text" and m.what == name] and not [m for m in marks if m.kind == "cut"]
        if p.pills in ("pack", "mark"):
            laid = packed.plan(side.rows, 18, p.area.w, tag_size(18, "pack", p.keyword), p.pills == "mark")
            f12 = assets.font(tag_size(18, "pack", p.keyword), True)
            for _part, (_w, _h, items), _t in laid:     # a line: its words' ink off its icons
                icons = [pygame.Rect(ix, 0, 18, 18) for ix, _ts, _m in items]
                words = [pygame.Rect(tx, ty + 3, f12.size(word)[0], 9) for _ix, ts, _m in items for word, tx, ty in ts]
                assert icons and not [w for w in words if w.collidelist(icons) >= 0], (name, icons, words)
            assert sum(len(ts) for _p, (_w, _h, items), _t in laid for _ix, ts, _m in items) >= (p.pills == "pack")
        seen.append(p.pills)
    assert len(seen) == 6 and seen.count("pack") >= 3 and "mark" in seen, seen
    assert not card_plan(app.box.fighters["birdie"], 0, True, 95, 95).brief     # Bull Head: its kicker on the cost line
