"""Where the focus starts on a decision whose Enter button throws something away while an option
could still use it (inputmode.FIRST_ROW_FIRST): the excess successes' "Done (lose the excess)"
while an enemy in the square can take the excess (issue 26's sixth pass, finding 2: Enter on the
framed Done lost free damage on three minions). The focus starts on the options list's first row
that uses it, and the Done button shows its number key instead of Enter (InputMode.confirm_key)."""
from __future__ import annotations

from .inputmode import FIRST_ROW_FIRST


def first_using_row(focus, targets):
    """The focus cursor's first place on such a decision: the first options-list row whose action
    is not the decision's Enter button and would do something (view.futile); None on any other
    decision, or when no row in sight does (then the usual default: focus.Focus.default)."""
    sc = focus.scene
    m = sc.mode
    if m is None or m.decision.kind not in FIRST_ROW_FIRST:
        return None
    done, v = m.confirm_action(), sc.game.view
    for t in targets:
        acts = focus.actions(t) if t.kind == "option" else ()
        if acts and all(a != done and hasattr(a, "kind") and not v.futile(a) for a in acts):
            return t
    return None
