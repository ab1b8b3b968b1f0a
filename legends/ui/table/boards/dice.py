"""The dice tray: a label line, the dice (tumbling while they roll), the total and a hint.

Hotspot refs: ("die", i)."""
from __future__ import annotations

import pygame

from ....content.catalog import plural
from ... import assets
from ... import paint
from ... import rules_text
from ... import theme
from ...paint import Hot, blit_center, glow
from ... import gfx


LANDING = 0.5       # the share of a roll's animation after which a tumbling die shows its real face


def draw_dice(surf, rect, faces, mode=None, rolling=None, label=None, hint=None):
    """A felt dice tray: a label line, the dice, the total (and a hint beside it);
    rolling=(progress, rng) tumbles them."""
    rect = pygame.Rect(rect)
    paint.panel(surf, rect, (24, 70, 50), (120, 90, 50), 14, 4, True)
    hots = []
    n = max(1, len(faces))
    top = rect.y + 34
    bottom = rect.bottom - 34
    size = max(24, min(72, (rect.w - 40) // n - 12, bottom - top - 8))
    total = sum(faces)
    if label:
        surf.blit(assets.fit_text(label, rect.w - 28, 18, theme.CREAM, True), (rect.x + 14, rect.y + 8))
    x0 = rect.centerx - (n * (size + 12) - 12) // 2
    y0 = top + (bottom - top - size) // 2
    for i, v in enumerate(faces):
        r = pygame.Rect(x0 + i * (size + 12), y0, size, size)
        if rolling is not None:
            prog, rnd = rolling
            if prog < 0.75:         # tumbling; its last frames already show the face it lands on
                shown = rnd.choice((0, 0, 1, 1, 1, 2)) if prog < LANDING else v
                spin, jolt = (25, 4) if prog < LANDING else (8, 1)
                img = gfx.rotate(paint.die_face(shown, size), rnd.randint(-spin, spin))
                blit_center(surf, img, (r.centerx + rnd.randint(-jolt, jolt), r.centery + rnd.randint(-jolt, jolt)))
                continue
        if mode is not None and i in mode.by_die:
            glow(surf, r, radius=10)
        surf.blit(paint.die_face(v, size), r)
        hots.append(Hot(r, (f"Die {i + 1}: {plural(v, 'success')}", rules_text.RULES["dice"][1], rules_text.RULES["dice"][2]),
                        ("die", i)))
    if rolling is None or rolling[0] >= 0.75:
        t = assets.text(f"{total} success{'es' if total != 1 else ''}", 22, (255, 230, 120), True, shadow=(0, 0, 0))
        if hint:
            surf.blit(t, (rect.right - t.get_width() - 14, rect.bottom - t.get_height() - 8))
            h = assets.whole_text(hint, rect.w - t.get_width() - 42, 38, 15, (214, 230, 200), min_size=13)   # two
            surf.blit(h, (rect.x + 14, min(rect.bottom - 8 - t.get_height() // 2 - h.get_height() // 2,   # lines at
                                           rect.bottom - 5 - h.get_height())))                        # 15 px, whole
        else:
            surf.blit(t, (rect.centerx - t.get_width() // 2, rect.bottom - t.get_height() - 8))
    return hots
