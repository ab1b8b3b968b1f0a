"""Drawing the table (a mixin of GameScene): the table is a Compositor of cached parts (panels,
boards, the map with its standees, the log...), each re-rendered only when its signature changes.
Per frame only the overlays are drawn on the screen: the tooltip, hover marks, and whatever an
animation moves. docs/ui.md explains it.
"""
from __future__ import annotations

from . import boards
from .. import gfx
from . import figures, hand, hud, log
from . import claims, overlays, phonechip, tooltip_place, zoom
from .hints import chip_room, draw_option_badges
from ..input import glyphs
from ..input.buttons import ButtonMap, pad_hint_line
from ..input.keymap import Keymap


SEAT_REFS = ("ability", "meter", "meter_label", "health", "ex", "stand", "critical", "look")   # a seat's hotspots


class TableDrawing:
    def on_enter(self):
        from .. import theme
        if getattr(self, "_vision", theme.vision) != theme.vision:     # colour vision changed in Settings meanwhile:
            self.relayout(self.L.size)                          # every part drawn again in its colours
        self._vision = theme.vision
        self.comp.invalidate()
        self.dirty = True

    def on_resize(self):
        super().on_resize()
        from .. import theme
        if (theme.W, theme.H) != self.L.size or gfx.scale_of(self.comp.bg) != gfx.K:   # a new canvas or drawing scale:
            self.relayout((theme.W, theme.H))                                         # laid out and drawn again
        self.comp.invalidate()

    def overlay_claims(self):
        return getattr(self, "overlay_layer", None)

    def invalidate(self, rects=None):
        """Something else drew on the screen (a toast, a message): copy these regions again."""
        self.comp.invalidate(rects)
        self.dirty = True

    def hotspots(self) -> list:
        """The hotspots of the table as it is now: laid out again when something changed since the
        last frame (a decision, a step of an animation, an event), so a click or a key between two
        frames, or in a test that never draws, hits what the state shows (issue 25)."""
        if self.stale:
            self.lay_out()
        return self.hots

    def lay_out(self):
        """Declare the table's parts for the state now (the compositor renders only those whose
        signature changed; nothing reaches the screen): the hotspots and the figures' places come
        from here. Returns what the frame's overlays need."""
        self.stale = False                 # (a part that asks for the hotspots meanwhile gets the last ones)
        log.fit_options(self.L, self.options, self.turn_view()[2], self.anim.active,    # the log / options split
                        self.hints.covered(self.L))         # (the list under a hint: the log's room under its panel)
        m = self.mode if not self.anim.active else None
        hover = self.hover if not self.handlers.modal else None
        comp = self.comp
        comp.begin()
        self.declare_panels(hover)
        active = self.turn_view()[1]       # the board and hand of the turn being shown (animations lag the engine)
        self.declare_seats(m, active)
        live, geo = figures.map_part(comp, self.game, self.anim, self.view, self.standees, self.preview,
                                     self.shown_game, self.epoch, m, self.previews_on())
        L = self.L
        pad = self.seating.glyph_pad()       # the deciding seat's controller, else the device used last
        keys = pad_hint_line(self.app.settings, pad)      # a controller's names for the player's buttons
        keys = keys or Keymap.from_settings(self.app.settings.keys).hint_line(hud.KEY_HINTS)   # the player's keys
        hint_h = max(18, min(22, L.map.bottom - self.view.map_rect.bottom - 2))   # under the squares
        chip = phonechip.plan(self.app.phones, L, self.view, hint_h)[1] if self.app.phones.running else 0
        comp.part("hints", (L.map.x + chip, L.map.bottom - hint_h, L.map.w - chip, hint_h), (L.map.w - chip, keys),
                  lambda s, r: hud.draw_hints(s, r, keys), pad=2)      # (the phones' chip at its left end: phonechip.py)
        comp.part("log", L.log, log.log_sig(self.game, self.anim, self.epoch, self.log_scroll),
                  lambda s, r: log.draw_log_part(self.game, self.anim, self.log_scroll, s, r))
        self.declare_button("recap chip", self.recap.chip, hover)   # on the log's fill, not under it
        self.hints.declare(comp)                # over the log, while a hint is asked for or shown
        self.declare_options(hover)
        roll, strips = hand.declare(comp, L, self.game, self.anim, self.shown_game(), self.epoch, self.mode,
                                    hover, m, self.looking)
        if strips is not None:
            self.hand_strips = strips
        comp.end()
        self.hots = comp.hots()
        return m, hover, live, geo, roll

    def draw(self, surf):
        m, hover, live, geo, roll = self.lay_out()
        comp = self.comp
        comp.present(surf)
        # --- overlays: drawn on the screen, restored from the canvas next frame ----------
        if roll is not None:
            self.hots += hand.draw_rolling(surf, roll, self.L.dice, self.rng, comp.overlay)
        figures.draw_live_figures(surf, self.view, comp.overlay, self.game, self.standees.still, live, m, hover)
        if hover and geo is not None:
            figures.draw_hover_preview(surf, self.view, comp.overlay, self.standees.still, hover, geo)
        if not any(getattr(h, "hides_step", False) for h in self.handlers.stack):    # the menu: no banner's band
            overlays.draw_step(surf, self.game, self.anim, self.view, self.L, self.humans, comp.overlay)
        self.draw_overlays(surf, hover)

    def draw_overlays(self, surf, hover):
        """What is drawn over the table, placed by the overlay layer (claims.py) in this order: the
        focus cursor's label and tooltip, the hover tooltip, what stands where it must (the held
        press, both sides of an ability, a popup menu), the hint badges, the phones' chip; the app
        places the toasts last."""
        comp = self.comp
        layer = self.overlay_layer = self.claims_layer()
        line = comp.parts.get("hints")          # the key hints line: the focus label's last place
        if line is not None:                    # its "F1 help" / "Menu": claimed, the line's room ends before them
            hud.claim_keys(layer, line.rect, line.sig[1])
        chip = phonechip.keep(layer, self.app.phones, self.L, self.view, line.rect.h) \
            if self.app.phones.running and line is not None else None     # "Phones: P2 · Q: codes" (off the squares)
        focused = self.focus.draw(surf, layer, line and (line.sig[1], line.rect))   # the cursor, label, tooltip (focus.py)
        for r in focused:
            comp.overlay(r)
        if hover and not focused:
            tip = self.tip_at(hover)
            if tip:
                far = self.view.map_rect.collidepoint(hover)    # a figure's, a spawn's: off the feature's name
                comp.overlay(tooltip_place.tooltip(surf, layer, tip, hover, far=far))
        held = self.hold.draw(surf, layer, claims.banner_areas(self.L, self.view.map_rect, self.options))
        if held is not None:
            comp.overlay(held)
        sides = zoom.draw_upgrades(self, surf, self.focus, self.table.hot_actions, self.hover)  # both sides of an ability wherever an upgrade is offered
        if sides is not None:
            comp.overlay(sides)
            layer.note("upgrade sides", sides)
        for r in self.handlers.draw(surf, self.hover):
            comp.overlay(r)
            layer.note("menu", r)
        self.hints.draw_marks(surf, self.hots, comp.overlay, layer)
        spot = phonechip.settle(layer, chip) if chip else None       # while phones are invited
        if spot is not None:
            comp.overlay(phonechip.draw(surf, spot, self.app.phones))

    def declare_button(self, name, b, hover):
        if b.visible:
            hov = hover is not None and b.rect.collidepoint(hover)
            self.comp.part(name, b.rect, (b.text(), b.style, b.enabled, hov, b.size, getattr(b, "glyph", None)),
                           lambda s, r, b=b, hov=hov: glyphs.draw_button(s, r, b, hov), pad=2)

    def claims_layer(self):
        """The overlay layer of the table as drawn this frame: what it claims (claims.py)."""
        return claims.table_layer(self.L, self.view, self.options, self.hots, self.comp, self.standees,
                                  self.game.pending.seat, self.anim.active, self.overlay_kept)

    def declare_panels(self, hover):
        """The top bar, the prompt, the buttons, the nemesis board and the minion sheet."""
        L, comp = self.L, self.comp
        shown, turn = self.shown_game(), self.turn_view()        # as of the log entry being animated (shown.py)
        comp.part("top", L.top, hud.top_sig(shown, turn) + (self.epoch,),
                  lambda s, r: hud.draw_top(s, r, shown, turn, L), pad=4)
        comp.part("prompt", L.prompt, hud.prompt_sig(self) + (self.epoch,), self.draw_prompt)
        pad = self.seating.glyph_pad()
        glyphs.refresh(self.buttons, pad, ButtonMap.for_pad(self.app.settings, pad).moved())    # keys, or the pad's glyphs
        for i, b in enumerate(self.buttons):
            if b is not self.recap.chip:        # (the log's chip: over the log, declared after it)
                self.declare_button(f"button{i}", b, hover)
        g, v = shown, shown.view
        hl_icon = log.current_ncard_icon(self.game, self.anim)
        nspace = v.space_of("nemesis") if v.enemy("nemesis") is not None else None
        comp.part("nemesis", L.nemesis, (repr(v.nemesis), nspace, hl_icon, self.epoch),
                  lambda s, r: boards.draw_nemesis(s, r, g, hl_icon))
        counts = tuple(sorted((e["kind"], e["space"] is not None) for e in v.enemies()))
        supply = (v.supply("standard"), v.supply("elite"))
        comp.part("minions", L.minions, (supply, counts, self.epoch), lambda s, r: boards.draw_minions(s, r, g))

    def declare_seats(self, m, active):
        g, comp = self.shown_game(), self.comp
        v = g.view
        dec = self.game.pending.seat if not self.anim.active else None
        self._seat_rects = self.L.seats_for(self.full_seat(dec, active))
        rival_h = 0 if self.L.rivals is not None else self.L.lerp(44, 64)
        for seat, rect in enumerate(self._seat_rects):
            f = v.fighter(seat)
            rivals = tuple(repr(v.enemy(r)) for r in f["rivals"])
            hl = hand.seat_highlights(m, seat)
            ctrl = self.seat_label(seat)
            looked = seat == self.looking.seat
            comp.part(f"seat{seat}", rect, (repr(f), rivals, hl, seat == active, seat == dec, ctrl, looked, self.epoch),
                      lambda s, r, seat=seat, ctrl=ctrl, looked=looked: boards.draw_seat(
                          s, r, g, seat, m, ctrl, seat == active, seat == dec, rival_h=rival_h, looked=looked))
        if self.L.rivals is not None:       # the rival cards in their box at the row's end (layout.py)
            rivals = tuple(repr(v.enemy(r)) for f in v.fighters() for r in f["rivals"])
            comp.part("rivals", self.L.rivals, (rivals, self.epoch),
                      lambda s, r: boards.draw_rivals_box(s, r, g, self.L.lerp(44, 64)))

    def seat_label(self, seat) -> str:
        """The line under a fighter's name: who drives the seat ("Controller 1 · Xbox", "Keyboard +
        mouse", "Bot (expert)"); the theatre's table says who played it instead."""
        return self.seating.label(seat)

    def full_seat(self, dec, active):
        """The seat whose board is shown whole where not all fit (layout.seats_for): the one looked
        at, else the one the focus cursor is on, else the one the mouse is over (while a player at
        the table decides, only a board with something to use now: a mouse resting on another
        board took the decider's hand away, issue 26's playtest; a click on its name looks at it),
        else the one deciding, else the one whose turn is shown."""
        if self.looking.seat is not None:
            return self.looking.seat
        k = self.focus.key if self.focus.visible and self.focus_is_fresh() else None
        if k is not None and k[0] == "hot" and isinstance(k[1], tuple) and k[1][0] in SEAT_REFS:
            return k[1][1]
        hovered = self.hovered_seat()
        if hovered is not None and (dec is None or dec not in self.humans or any(
                hand.seat_highlights(self.mode, hovered)[:4])):
            return hovered
        return dec if dec is not None else active

    def focus_is_fresh(self) -> bool:
        """Does the focus key belong to the decision being drawn? Peeked, not asked (current() would
        pick a default from the last frame's hotspots): the key of the decision before (P3's framed
        combo card after P3 blocked) kept P3's board the wide one while the prompt already named P1
        (issue 26's sixth pass, finding 1): the frame is not drawn again until something moves."""
        return self.focus.belongs_to(self.mode)

    def hovered_seat(self):
        """The seat under the mouse in the seats' row; kept while the mouse stays in the row (a board
        that opens covers the place it had, so the mouse stays on it)."""
        span, hover = getattr(self.L, "seat_span", None), self.hover if not self.handlers.modal else None
        if hover is None or span is None or self.L.kind == "tall" or not span.collidepoint(hover):
            self._hovered = None
            return None
        for i, r in enumerate(getattr(self, "_seat_rects", ())):
            if r.collidepoint(hover):
                self._hovered = i
        return getattr(self, "_hovered", None)

    def declare_options(self, hover):
        lv = self.options
        hov_i = lv.item_at(hover) if hover and lv.rect.collidepoint(hover) else None
        ranks = self.hints.ranks()

        def render(s, r):
            lv.reserve = chip_room(lv, ranks)
            lv.draw(s, (hover[0] - lv.rect.x + r.x, hover[1] - lv.rect.y + r.y) if hov_i is not None else None,
                    origin=r.topleft)
            draw_option_badges(s, lv, r, ranks)
        self.text_look()
        self.comp.part("options", self.L.options, (lv.version, lv.scroll, lv.title, lv.title_color, hov_i,
                                                   lv.row_h, lv.size, lv.contrast,
                                                   tuple(ranks.values())), render)

    def text_look(self):
        """The options list's text size and contrast from the settings (issue 32 item 5)."""
        k, self.options.contrast = hud.text_look(self)
        self.options.row_h, self.options.size = round(self.L.option_row * k), round(self.L.option_text * k)

    def draw_prompt(self, surf, r):
        hud.draw_prompt(self, surf, r)
