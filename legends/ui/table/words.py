"""Numbers said in words on the table (issue 26 item 6): dice results in the log and the prompt."""
from __future__ import annotations

import re

FACES = {"0": "miss", "1": "hit", "2": "double"}       # a fighter die's faces: 0, 1 or 2 successes
_ROLLED = re.compile(r"(rolls?|rolled) (?:(\d+ success(?:es)?) )?\[([\d, ]*)\]( = )?")
_REROLLED = re.compile(r"reroll a (\d): (\d)\.")


def dice_words(text: str) -> str:
    """Dice results said in words, not as code: "rolls [0, 2, 1] = 3 successes" reads "rolls 3 dice:
    miss, double, hit = 3 successes", "reroll a 0: 2." reads "reroll a miss: double." (the engine's
    text stays as saves compare it; only the table's rendering changes)."""
    def rolled(m):
        faces = [f.strip() for f in m.group(3).split(",") if f.strip()]
        said = f"{m.group(1)} {len(faces)} {'die' if len(faces) == 1 else 'dice'}: " + ", ".join(FACES.get(f, f) for f in faces)
        return f"{said} = " if m.group(4) else f"{said} = {m.group(2)}" if m.group(2) else said
    text = _ROLLED.sub(rolled, text)
    return _REROLLED.sub(lambda m: f"reroll a {FACES.get(m.group(1))}: {FACES.get(m.group(2))}.", text)


_FACES_SAID = re.compile(r"\b(?:rolls?|rolled) \d+ dic?e: [a-z, ]+ = (?=\d+ success)")
_KEEP_SAID = re.compile(r"; spend (\d+) EX to reroll a die, or keep: your roll already defeats (.+)$")


def terse(text: str, level=1) -> str:
    """Shorter words for a prompt bar too narrow for the whole line (1280x720, 1152x648): a roll
    said by its successes alone ("rolled 3 dice: double, miss, hit = 3 successes" reads "3
    successes"; the dice tray shows the faces); at level 2 a reroll that cannot help says keeping
    first ("3 successes: keep, they defeat every target in range (or reroll a die: 1 EX)")."""
    text = _FACES_SAID.sub("", text)
    return _KEEP_SAID.sub(r": keep, they defeat \2 (or reroll a die: \1 EX)", text) if level >= 2 else text
