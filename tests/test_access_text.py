"""Issue 32 (everyone at the table), item 5: a text size for the prompt and the options list, on
top of the UI scale, and a high-contrast look for both (black on white, white on black)."""
import pygame
import pytest

from legends.ui.table.hud import prompt_parts

from tables import fresh_app, record, table


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("access-text")) as a:
        yield a
        a.settings.change(table_text="100", high_contrast=False)


def font_of(marks, text):
    return max(m.size for m in marks if m.kind == "font" and m.what == text)


def test_item5_the_table_text_size_makes_the_prompt_and_options_larger(app):
    sizes = {}
    for size in ("100", "150"):
        app.settings.change(table_text=size)
        sc = table(app, 4, (1920, 1080))
        marks = record(app, sc)
        sizes[size] = (font_of(marks, sc.options.items[0][0]), font_of(marks, prompt_parts(sc)[1]),
                       sc.options.row_h)
    assert sizes["150"][0] >= sizes["100"][0] * 1.45        # the options' rows
    assert sizes["150"][1] >= sizes["100"][1] * 1.3         # the prompt (as high as its bar allows)
    assert sizes["150"][2] >= sizes["100"][2] * 1.45        # rows tall enough for it


def test_item5_high_contrast_prompt_and_options(app):
    looks = {}
    for contrast in (False, True):
        app.settings.change(table_text="100", high_contrast=contrast)
        sc = table(app, 4, (1920, 1080))
        app.render()
        surf = pygame.display.get_surface()
        p = sc.L.prompt
        body = sc.options.body()
        row = pygame.Rect(body.x, body.y + sc.options.rows()[0] * 2, body.w - 8, sc.options.rows()[0] - 2)
        looks[contrast] = (tuple(surf.get_at((sc.L.hint_button.x - 8, p.y + 8)))[:3],
                           tuple(surf.get_at((row.right - 6, row.centery)))[:3])
    assert looks[False][0] != (255, 255, 255) and looks[True][0] == (255, 255, 255)    # the prompt's paper
    assert looks[False][1] != (0, 0, 0) and looks[True][1] == (0, 0, 0)                # an option's row
