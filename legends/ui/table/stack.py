"""The table's input as a stack of handlers (the way python-tcod's tutorial does input handlers):
every intent (input/intents.py: what a device means, tagged with the device) goes to the handler on
top; `handle(intent)` returns the next handler: itself (stay), a new one (pushed over it) or None
(done: popped), or `Submit(action)`: an action for the pipeline to submit (pipeline.py), the
handler staying (or `then`: None pops it first). A handler never applies anything itself. Handlers
that do not own an intent pass it down. The handlers themselves: handlers.py (the table; its clicks:
clicks.py), menus.py (its menus and popups) and sheets.py (help, zoom, phone codes)."""
from __future__ import annotations

STAY = object()


class Submit:
    """What a handler returns for an action to take: the stack submits it for the intent's device."""
    __slots__ = ("action", "then", "after")

    def __init__(self, action, then=STAY):
        self.action = action
        self.then = then            # STAY: the handler stays; None: popped first; a handler: pushed
        self.after = None           # called with whether it was applied (a handler's own bookkeeping)

    def __repr__(self):
        return f"Submit({self.action})"


class Handler:
    """One room of the table's input."""
    pauses = False      # the game waits while it is open (bots, the game-over switch)
    modal = True        # no hover marks or tooltips on the table under it

    def __init__(self, scene):
        self.scene = scene
        self.below = None           # the handler under this one (set when pushed)

    def handle(self, it):
        return self

    def pass_down(self, it):
        """Let the handler below take an intent this one does not own; keep this one open."""
        nxt = self.below.handle(it) if self.below is not None else self.below
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

    @property
    def base(self) -> Handler:
        """The handler at the bottom, under every sheet and popup (the table's input)."""
        return self.stack[0]

    def dispatch(self, it, submit):
        """The top handler takes the intent; an action it returns goes to `submit(action, device)`
        after the stack changed. Returns (consumed, what submit returned or None)."""
        top = self.top
        nxt = top.handle(it)
        sub = nxt if isinstance(nxt, Submit) else None
        if sub is not None:
            nxt = top if sub.then is STAY else sub.then
        if nxt is None:
            self.pop(top)
        elif nxt is not top:
            self.push(nxt)
        done = submit(sub.action, it.device) if sub is not None else None
        if sub is not None and sub.after is not None:
            sub.after(done)
        return getattr(top, "consumed", True), done

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
