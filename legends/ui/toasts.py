"""The app's toasts: short messages shown for some seconds. One said again while it shows (a key
pressed once a second through an animation: "Key not taken ...") is folded into the one shown,
"... ×3", its time renewed, instead of a second toast stacked on the first."""
from __future__ import annotations


class Toast(list):
    """[text as shown, seconds left] (what the app's toasts always were: tests and the seats read
    t[0] and t[1]), with `key` (what folds into it), `said` (how many times), `base` (the newest
    text, without its count) and `at` (where the table drew it last: it stays there while free)."""

    def __init__(self, text, seconds, key, short=None):
        super().__init__([text, seconds])
        self.key, self.said, self.base, self.at = key, 1, text, None
        self.brief = short          # its short form ("Key not taken"), for a narrow place

    @property
    def short(self):
        return None if self.brief is None else self.brief + (f" ×{self.said}" if self.said > 1 else "")


def add(toasts: list, text: str, seconds: float, fold=None, short=None) -> Toast:
    """Show `text` for `seconds` (`short`: its short form, where the table has little room): a
    toast shown with the same `fold` key (default: the same text) takes the new text with how many
    times it was said ("... ×2") and the longer time, and comes last (the newest of the three
    shown); else a new toast."""
    key = fold or text
    for t in toasts:
        if getattr(t, "key", t[0]) == key:
            if not isinstance(t, Toast):
                t = toasts[toasts.index(t)] = Toast(t[0], t[1], key)
            t.said += 1
            t.base, t.brief = text, short
            t[0], t[1] = f"{text} ×{t.said}", max(t[1], seconds)
            toasts.remove(t)
            toasts.append(t)
            return t
    t = Toast(text, seconds, key, short)
    toasts.append(t)
    return t
