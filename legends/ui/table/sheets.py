"""Sheets over the table, each a handler on the table's stack (stack.py): the help sheet, the zoom
(zoom.py) and the phones' join codes. None of them decides anything; keys they do not own pass
down to the table under them."""
from __future__ import annotations

from .. import theme
from ..input.buttons import own_help
from ..phones.codes import draw_codes
from ..input.intents import Do
from ..widgets import dimmer
from .overlays import draw_help
from .stack import Handler
from .zoom import draw_zoom

class HelpOverlay(Handler):
    """The help sheet over the table: a click, Esc, F1 or H closes it; other keys still play."""

    def handle(self, it):
        return None if it.do in (Do.HELP, Do.CANCEL, Do.POINT) else self.pass_down(it)

    def draw(self, surf, hover):
        return draw_help(surf, *own_help(self.scene.app.settings, self.scene.seating.glyph_pad()))

class ZoomView(Handler):
    """The zoom over the table (zoom.py): Z, Esc or a click closes it; other keys pass down."""

    def __init__(self, scene, subject):
        super().__init__(scene)
        self.subject = subject

    def handle(self, it):
        return None if it.do in (Do.ZOOM, Do.CANCEL, Do.POINT) else self.pass_down(it)

    def draw(self, surf, hover):
        return draw_zoom(surf, self.scene, self.subject)

class PhonesOverlay(Handler):
    """The codes over the table: Q, Esc or a click closes it; the game goes on under it."""
    modal = True

    def handle(self, it):
        return None if it.do in (Do.PHONES, Do.CANCEL, Do.POINT) else self.pass_down(it)

    def draw(self, surf, hover):
        sc = self.scene
        surf.blit(dimmer(surf.get_size(), 110), (0, 0))
        seats = sc.seating.seats
        names = [sc.game.view.fighter_name(s) for s in range(len(seats))]
        w, h = min(1400, theme.W - 40), min(560, theme.H - 60)      # centred on the canvas, whatever its size
        draw_codes(surf, (theme.W // 2 - w // 2, max(30, theme.H // 2 - 340), w, h), sc.app, seats, names,
                   title="Join from your phone (Q or Esc closes)")
        return surf.get_rect()
