"""A combo-meter card that can block, by its name (boards/seat.py, _combo_meter): on a block the
card's name is what the prompt and the key line speak of ("Block 1 damage: discard Double Jump"),
but a strip too narrow for its name beside its icons showed the icons alone, the framed one too
(issue 26's sixth pass, finding 8: "the framed combo card has no name"). Such a strip shows its
name alone, on one line or two, at 12 px or more; its icons are on the hover and the zoom."""
from __future__ import annotations

from ... import assets
from ... import drawn
from ... import paint
from ... import theme
from ...paint.cards import card_base, mini_plan, name_splits


def name_plan(name, w, h):
    """(lines, size) of `name` alone on a w x h strip: one line, else two (split between words),
    as large as fits from 14 px down to 12; None where neither fits."""
    room = w - 14
    for z in range(14, assets.MIN_TEXT - 1, -1):
        f = assets.font(z, True)
        if f.size(name)[0] <= room:
            return [name], z
        fits = [c for c in name_splits(name) if max(f.size(c[0])[0], f.size(c[1])[0]) <= room]
        if fits and 2 * (f.get_height() - 2) + 2 <= h - 4:
            return list(min(fits, key=lambda c: max(f.size(c[0])[0], f.size(c[1])[0]))), z
    return None


def blocking_strip(card, deck_id, w, h):
    """The strip of a combo-meter card that blocks now: paint.mini_card where its name fits there
    beside its icons, else the name alone (name_plan); the icons alone only where neither fits."""
    plan = None if mini_plan(card.name, max(1, len(card.icons)), w, h) is not None else name_plan(card.name, w, h)
    if plan is None:
        return paint.mini_card(card, deck_id, w, h)
    lines, z = plan
    s = card_base(w, h, theme.STYLE_FRAMES.get(deck_id, (110, 90, 70)), seed=3).copy()
    f = assets.font(z, True)
    step = f.get_height() - 2
    y = h // 2 - (step * (len(lines) - 1) + f.get_height()) // 2
    box = s.get_rect().inflate(-8, -2)
    for k, line in enumerate(lines):
        img = assets.text(line, z, theme.INK, True)
        drawn.put(s, img, ((w - img.get_width()) // 2, y + k * step), card.name if len(lines) == 1 else line, box)
    return s
