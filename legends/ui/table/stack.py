"""The table's input as a stack of handlers (the way python-tcod's tutorial does input handlers):
every event goes to the handler on top; `handle(event)` returns the next handler: itself (stay), a
new one (pushed over it) or None (done: popped). Handlers that do not own an event pass it down.
The handlers themselves: handlers.py (the table, its menus and popups) and sheets.py (help, zoom,
phone codes)."""
from __future__ import annotations


class Handler:
    """One room of the table's input."""
    pauses = False      # the game waits while it is open (bots, the game-over switch)
    modal = True        # no hover marks or tooltips on the table under it

    def __init__(self, scene):
        self.scene = scene
        self.below = None           # the handler under this one (set when pushed)

    def handle(self, e):
        return self

    def pass_down(self, e):
        """Let the handler below take an event this one does not own; keep this one open."""
        nxt = self.below.handle(e) if self.below is not None else self.below
        return self if nxt is self.below or nxt is None else nxt

    def draw(self, surf, hover):
        """Draw over the table; returns the rectangle drawn on (restored next frame), or None."""
        return None


class HandlerStack:
    def __init__(self, base: Handler):
        self.stack = [base]

    @property
    def top(self) -> Handler:
        return self.stack[-1]

    def dispatch(self, e) -> bool:
        top = self.top
        nxt = top.handle(e)
        if nxt is None:
            self.pop(top)
        elif nxt is not top:
            self.push(nxt)
        return getattr(top, "consumed", True)

    def push(self, h: Handler):
        h.below = self.top
        self.stack.append(h)
        h.scene.dirty = True

    def pop(self, h: Handler):
        if h in self.stack[1:]:
            i = self.stack.index(h)
            if i + 1 < len(self.stack):
                self.stack[i + 1].below = self.stack[i - 1]
            self.stack.remove(h)
            h.scene.dirty = True

    def close(self, *kinds):
        """Close every open handler of these kinds (a decision was taken, the game was reloaded)."""
        for h in [h for h in self.stack[1:] if isinstance(h, kinds)]:
            self.pop(h)

    def find(self, kind):
        return next((h for h in self.stack if isinstance(h, kind)), None)

    @property
    def paused(self) -> bool:
        return any(h.pauses for h in self.stack)

    @property
    def modal(self) -> bool:
        return any(h.modal for h in self.stack)

    def draw(self, surf, hover):
        """Each open handler draws over the table, bottom to top; returns the rectangles drawn."""
        return [r for r in (h.draw(surf, hover) for h in self.stack) if r is not None]
