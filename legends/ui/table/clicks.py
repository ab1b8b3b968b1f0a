"""What a click on the table means (TableInput's pointer half, handlers.py): a button's on_click, a row
of the Legal options list, a board's name or hand chip (look at that hand), else the InputMode's
actions at the hotspot, figure or space under it: one is submitted, several open a ChoicePopup. The
focus cursor's Enter takes the same paths (focus.py: `activate`, `hot_actions`, `press`)."""
from __future__ import annotations

from ..sound import ui_click
from .menus import ChoicePopup
from .stack import Handler, Submit

# hotspot kind (a place of the action catalogue, engine/kinds.py) -> its popup title; the options are
# the input mode's at that place, keyed by the rest of the hotspot's ref: (seat, card), a seat, a die
HOT_CHOICES = {"sprint": "Sprint", "ability": "Ability: choose how to pay", "meter": "Combo meter",
               "critical": "Critical art: discard which card?", "stand": "Stand up", "die": "Reroll",
               "objective": "Interact with the objective token"}


def taken(out) -> bool:
    """Did a handler take the intent? (True, a handler to open or an action to submit)"""
    return out is not None and out is not False


class TableClicks:
    """The clicks of TableInput (a mixin: it reads the handler's scene, buttons, hold and looking)."""

    def button_at(self, pos):
        return next((b for b in self.buttons() if b.visible and b.rect.collidepoint(pos)), None)

    def press(self, b):
        """A left click (or Enter / A with the focus) on a button: what its on_click returns."""
        if not b.enabled:
            return True
        ui_click()
        out = b.on_click() if b.on_click else None
        return out if isinstance(out, (Handler, Submit)) else True

    def point(self, it):
        sc = self.scene
        b = self.button_at(it.pos) if it.arg == 1 else None
        if getattr(b, "looks", False):      # Help, Menu, Hint: anyone may press them
            return self.press(b)
        if not sc.seating.may_decide(it):   # a seat waiting for its controller
            return True
        if self.hold.active:                # a click while the table holds after a turn: Undo still
            if b is not None and getattr(b, "undoes", False):    # works; any other left click starts the nemesis phase
                return self.press(b)
            return self.hold.release() if it.arg == 1 else True
        if b is not None:
            return self.press(b)
        lv = sc.options
        if lv.visible and lv.rect.collidepoint(it.pos):
            i = lv.item_at(it.pos) if it.arg == 1 else None
            if i is not None and lv.items[i][1] is not None:
                ui_click()
                return self.pick_row(lv.items[i][1])
            return True
        return self.click(it.pos, it.arg)

    def activate(self, t):
        """The focus cursor's Enter on its target (focus.py): what a left click on it does."""
        pos = t.rect.center
        if t.kind == "hot":
            return self.click_hot(t.what, pos, 1)
        if t.kind == "figure":
            return self.click_figure(t.what, pos)
        if t.kind == "space":
            return self.click_space(t.what, pos)
        if t.kind == "option":
            return self.pick_row(self.scene.options.items[t.what][1])
        return self.press(t.what)

    def pick_row(self, action):
        """A row of the Legal options list (a click, the focus's Enter): skips what is still animated."""
        if self.scene.anim.active:
            self.scene.anim.skip()
        return Submit(action)

    def click(self, pos, button):
        sc = self.scene
        if sc.anim.active:
            sc.anim.press()
            sc.dirty = True
            if sc.anim.active:              # a step at a time: the click only went on
                return True
        look = next((h.ref[1] for h in reversed(sc.hotspots()) if h.ref and h.ref[0] == "look" and h.rect.collidepoint(pos)),
                    None)
        if look is not None:                # a board's name or hand chip: look at that seat's hand
            return self.looking.look(look)
        m = sc.mode
        if not m:
            return False
        for h in reversed(sc.hotspots()):         # a hotspot with a meaning (cards, abilities, dice, tokens)
            if h.ref is not None and h.rect.collidepoint(pos):
                out = self.click_hot(h.ref, pos, button)
                if taken(out):
                    return out
        fid = sc.view.figure_at(pos)
        if fid is not None and fid in m.figures():
            out = self.click_figure(fid, pos)
            if taken(out):
                return out
        space = sc.view.space_at(pos)
        return self.click_space(space, pos) if space is not None else False

    # a click on one thing (the focus cursor's Enter takes the same paths, focus.py)
    def click_hot(self, ref, pos, button=1):
        return self.choose(self.hot_actions(ref, button), pos, self.hot_title(ref))

    def click_figure(self, fid, pos):
        sc, m = self.scene, self.scene.mode
        acts = m.for_figure(fid)
        if m.sub:                           # a push: the space is chosen next
            sc.dirty = True
            return True
        return self.choose(acts, pos, sc.game.view.name_of(fid))

    def click_space(self, space, pos):
        return self.choose(self.scene.mode.for_space(space), pos, f"Space {self.scene.game.view.space_name(space)}")

    def hot_actions(self, ref, button) -> list:
        m, kind = self.scene.mode, ref[0]
        if kind == "hand":
            acts = m.by_hand.get((ref[1], ref[2]), [])
            want = "sprint" if button == 3 else "play"
            return [a for a in acts if a.kind == want] or acts
        if kind in HOT_CHOICES:
            return m.at(kind, ref[1:] if len(ref) > 2 else ref[1])
        return []

    @staticmethod
    def hot_title(ref) -> str:
        return "Play this card" if ref[0] == "hand" else HOT_CHOICES.get(ref[0], "")

    def choose(self, actions, pos, title):
        """One action: Submit it; several: ask which (a ChoicePopup); none: False."""
        actions = list(dict.fromkeys(actions))
        if not actions:
            return False
        if len(actions) == 1:
            return Submit(actions[0])
        return ChoicePopup(self.scene, pos, title, actions)
