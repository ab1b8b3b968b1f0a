"""The prompt a phone shows: the TV's prompt bar as the TV shows it, without the TV's keys.

    phone_prompt(sc)    # "P1 · Birdie decides: Doll Agent (M1)'s poison deals 1 damage; ..., or take it"
    settling(sc)        # True for the frame between a decision and its animation's first step

The TV's bar adds key advice that a phone cannot follow ("· [Enter]: block with the framed card",
"Enter / A: the next step · Space: the rest", "... or Enter / A takes P2"): the phone gets the
decision in the engine's words (hud.prompt_parts(sc, keys=False)) and its option buttons.

While the table animates a decision's log, the phone says the line the TV shows, never the next
decision (issue 26, fourth pass, item 5: P2's page said "P2 · Blanka decides" while the TV still
showed P1's nemesis phase, then went back to it). In the frame where an animation has been queued but
its first step not begun (`settling`), the TV has nothing new to show: no state goes out then.
"""
from __future__ import annotations


def settling(sc) -> bool:
    """The table animates but shows no step this frame (queued, not begun; or one just ended):
    what the prompt bar would say then is not what the TV shows."""
    an = sc.anim
    return an.active and an.cur is None and not an.waiting


def shown_entry(sc):
    """The log entry the TV shows while it animates: the step playing, else the last one shown."""
    an = sc.anim
    if an.cur is not None:
        return an.cur.entry
    log = sc.game.view.log
    last = min(an.upto(), len(log)) - 1
    return log[last] if last >= 0 else None


def phone_prompt(sc) -> str:
    from ..table.hud import prompt_line
    from ..table.seatview import seat_name
    from ..table.words import dice_words
    if not sc.anim.active:
        return prompt_line(sc, keys=False)
    _, shown, phase = sc.turn_view()
    who = f"P{shown + 1} · NEMESIS PHASE" if phase == "nemesis" else seat_name(sc, shown)
    entry = shown_entry(sc)
    return f"{who} {dice_words(str(entry.get('text', '')))}" if entry is not None else who
