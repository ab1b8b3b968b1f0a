"""Where the focus starts on a decision whose Enter button throws something away while an option
could still use it (inputmode.FIRST_ROW_FIRST): the excess successes' "Done (lose the excess)"
while an enemy in the square can take the excess (issue 26's sixth pass, finding 2: Enter on the
framed Done lost free damage on three minions). The focus starts on the options list's first row
that uses it, and the Done button shows its number key instead of Enter (InputMode.confirm_key)."""
from __future__ import annotations

from .inputmode import FIRST_ROW_FIRST


def first_using_row(mode, view, targets, actions_of):
    """The focus cursor's first place on such a decision (`mode`, the input mode): the first
    options-list row among `targets` whose actions (`actions_of(target)`) are not the decision's
    Enter button and would do something (`view.futile`); None on any other decision, or when no row
    in sight does (then the usual default: focus.Focus.default)."""
    if mode is None or mode.decision.kind not in FIRST_ROW_FIRST:
        return None
    done = mode.confirm_action()
    for t in targets:
        acts = actions_of(t) if t.kind == "option" else ()
        if acts and all(a != done and hasattr(a, "kind") and not view.futile(a) for a in acts):
            return t
    return None
