"""Issue 26's small items left, the words of a row (the fifth pass): an option row and the hint
panel's short row lead with the words that matter, and a wrapped name is never cut in a word.

Item 1: the futile reroll row read "2. (your roll already defeats every target in range) Rer..." at
1280x720 -- the explanation first, the verb cut. The option's own words now come first and the
explanation after ("2. Reroll die 2 (1 EX): your roll already defeats ..."), so a cut row still names
its choice."""
import pygame

from legends.devtools.testing import open_table
from legends.engine import Action
from legends.engine.futility import SAFE_ROLL
from legends.engine.scenario import build
from legends.ui import drawn

from tables import module_app, record

app = module_app("issue26-rowwords")


def reroll_table(app, window=(1280, 720)):
    """Ryu (1 EX) plays Step Kick on the Grunt in his space and rolls enough: the reroll is futile."""
    g = build({"fighters": [{"space": "B4", "hand": ["shoto_13"], "ex": 1}],
               "enemies": [{"kind": "standard", "space": "B4"}], "dice": [2, 1] * 4}, app.box)
    g.apply(Action.parse("P1 play shoto_13"))
    g.apply(Action.parse("P1 target m1"))
    assert g.pending.kind == "reroll"
    app.set_window_size(window)
    return open_table(app, g, ["human"])


def drawn_lines(lv) -> list:
    """The text lines the options list paints, in order (its title first)."""
    with drawn.recording() as marks:
        lv.draw(pygame.Surface(lv.rect.size), origin=(0, 0))
    return [str(m.what) for m in marks if m.kind == "font"]


def test_item1_the_futile_reroll_row_names_its_choice_first_and_says_why_after(app):
    sc = reroll_table(app)
    rows = [text for text, a, colour in sc.options.items if a is not None and a.kind == "reroll"]
    assert len(rows) == 1
    assert rows[0] == f"2. Reroll die 2 (1 EX): {SAFE_ROLL}"
    lines = drawn_lines(sc.options)
    row = [t for t in lines if t.startswith("2. ")]
    assert len(row) == 1
    assert row[0].startswith("2. Reroll die 2 (1 EX)")           # the verb and its die whole, at 1280x720
    assert not any(t.startswith("2. (") for t in lines)



# --- item 2: the hint panel's one-line rows at 1280x720 keep the target and the destination -----------
def test_item2_a_hint_row_too_long_for_its_line_keeps_its_target_and_destination(app):
    """Four seats on the Ayutthaya Ruins, P1's push: the row "Push Blanka (D4) to Reclining Buddha"
    stands on one line of 180 px in the 720p panel; it read "Push Blanka (D4) to Reclini...". Now
    it drops the square, then names the feature by its last word: "Push Blanka to Buddha", whole."""
    from test_issue26_hint_rows import PLAYTEST, answer, pushing
    sc = pushing(app, (1280, 720))
    answer(app, sc, PLAYTEST)
    marks = record(app, sc)
    assert sc.comp.parts["hint"].sig[2] == "best"
    placed = {str(m.what): m for m in marks if m.kind == "text" and str(m.what).startswith("Push Blanka")}
    assert sorted(placed) == ["Push Blanka (D4) to C4", "Push Blanka to Buddha"]      # whole, none cut
    assert all(m.box.contains(m.rect) for m in placed.values())                       # inside the panel

def test_item2_the_wording_steps(app):
    from legends.ui.table.hint_panel import row_label
    label = "Push Blanka (D4) to Reclining Buddha"
    assert row_label(label, 400) == label
    assert row_label(label, 210) == "Push Blanka to Reclining Buddha"
    assert row_label(label, 180) == "Push Blanka to Buddha"
    assert row_label("Skip this action", 40) == "Skip this action"        # nothing to shorten: cut as before


# --- item 6: a name's one word cut only between syllables ---------------------------------------------
def test_item6_ryus_upgraded_shoryuken_at_95px_reads_sho_ryuken_not_shor_yuken(app):
    """The 720p table's 95x95 card sets the name on two lines with the cost beside one of them; the
    one word was cut "Shor-" / "yuken" (halves of 4 letters at least). Now 3 letters a side may
    stand, and a cut between syllables comes first: "Sho-" / "ryuken"."""
    from legends.ui import paint as D
    ryu = app.box.fighters["ryu"]
    i = next(k for k, ab in enumerate(ryu.abilities) if ab.name == "Shoryuken")
    with drawn.recording() as marks:
        D.ability_card(ryu, i, True, 95, 95)
    fonts = [str(m.what) for m in marks if m.kind == "font"]
    assert "Sho-" in fonts and "ryuken" in fonts
    assert "Shor-" not in fonts and not any(t.startswith("Shor-") for t in fonts)


def test_item6_no_card_cuts_a_word_inside_a_syllable_at_a_720p_tables_sizes(app, monkeypatch):
    """Every side of every ability card at 95x95 and 95x121 drawn with its name on two lines beside
    its cost (ability_cards._shared_plan): a hyphen the name does not have ends a syllable and the
    next one starts whole (never "Tai-" / "lwind", "Shor-" / "yuken"); "Tail-" / "wind" as compounds go."""
    from legends.ui.paint import ability_cards as AC
    lines, real = {}, AC._shared_plan

    def spy(*args):
        plan = real(*args)
        lines[id(plan)] = (plan, args[7:9])     # (a, b): the name's two lines (the plan kept: its id stays its own)
        return plan
    monkeypatch.setattr(AC, "_shared_plan", spy)
    cuts = set()
    for f in app.box.fighters.values():
        for i in range(len(f.abilities)):
            for up in (False, True):
                for size in ((95, 95), (95, 121)):
                    lines.clear()
                    a_b = lines.get(id(AC.card_plan(f, i, up, *size)), (None, None))[1]
                    if a_b and a_b[0].endswith("-") and "-" not in f.abilities[i].name:
                        cuts.add(a_b)
    assert len(cuts) >= 3 and ("Sho-", "ryuken") in cuts and ("Tail-", "wind") in cuts, cuts
    bad = sorted((a, b) for a, b in cuts if not AC._syllable(a, b) and (a, b) != ("Tail-", "wind"))
    assert not bad, bad
