"""Small texts the playtest found misleading (#15): a stage's texts name no nemesis (any may be
chosen), the style-deck tip counts cards ("6 with withdraw", never "withdraw 6", which reads as
6 spaces), and a long name in a narrow chip reads whole on two lines rather than "Bull R..."."""
import pygame

from legends.content import default_box
from legends.ui import assets as A
from legends.ui.scenes import setup_tips


def test_no_stage_text_names_a_nemesis():
    box = default_box()
    names = {n.name for n in box.nemeses.values()} | {"Sagat", "Bison", "Balrog", "Vega"}
    assert len(box.stages) >= 4
    for st in box.stages.values():
        for text in (st.flavor, st.setup_text, st.poi_name):
            assert not [n for n in names if n in text], (st.id, text)


def test_the_deck_tip_counts_cards_with_a_keyword():
    tip = setup_tips.deck_tip(default_box().styles["aerial"])[1]
    assert "6 with withdraw" in tip and "withdraw 6" not in tip
    assert "Also: 1 card with EX" in tip and "with several targets" in tip


def test_a_long_name_takes_two_lines_in_a_narrow_chip(app):
    one_line = A.font(15, True).get_height()
    img = A.fit_lines("Bull Revenger", 60, 28, 15, (255, 255, 255), True)
    assert img.get_width() <= 60 and img.get_height() > one_line      # two lines, nothing cut
    assert A.fit_text("Bull Revenger", 60, 15, bold=True, min_size=10).get_width() <= 60
    wide = A.fit_lines("Bull Revenger", 300, 28, 15, (255, 255, 255), True)
    assert wide.get_height() <= one_line + 2                            # room enough: one line
    assert isinstance(A.fit_lines("Crossover", 30, 28, 15, bold=True), pygame.Surface)   # one word: fitted, as before
