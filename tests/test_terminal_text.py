"""Issue 24 item 11: text from a file reaches the terminal escaped and capped. A save's decision
holding ESC or BEL sequences (clear the screen, set the terminal's title) in a 3 kB line is shown by
`check-save` and `scenario` as `\\x1b[2J...`, one line of at most terminal.MAX_LINE characters ending
with "...", never obeyed (legends/content/terminal.py: one helper for every line the CLI prints from a file)."""
import json
import os
import subprocess
import sys

import pytest

import hostile as H

ATTACK = "\x1b]0;PWNED\x07\x1b[2J\x1b[31m\u202e\x9b"          # set the title, clear, red, bidi, CSI
RAW = ("\x1b", "\x07", "\u202e", "\x9b")
MAX_LINE = 400             # legends/content/terminal.py's MAX_LINE (not imported: this file fails alone on old code)


def run(*args):
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=H.ROOT, capture_output=True, text=True,
                          timeout=120, env=env)


def assert_shown_escaped(out):
    text = out.stdout + out.stderr
    assert out.returncode == 1 and "Traceback" not in text, text[-500:]
    assert not any(ch in text for ch in RAW), repr(text[:300])
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and len(lines[0]) <= MAX_LINE, (len(lines), [len(x) for x in lines])
    assert "\\x1b]0;PWNED\\x07\\x1b[2J\\x1b[31m\\u202e\\x9b" in lines[0]
    return lines[0]


@pytest.mark.parametrize("decision", ["P1 move " + ATTACK + "B" * 3000, "P1 " + ATTACK + " move A3"],
                         ids=["long", "short"])
def test_item11_check_save_shows_a_decisions_control_characters_escaped_and_capped(tmp_path, decision):
    data = H.save_data()
    data["decisions"][2] = decision
    path = tmp_path / "escapes.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    line = assert_shown_escaped(run("check-save", str(path)))
    assert line.startswith(f"cannot load {path.name}: ")
    assert line.endswith("...") == decision.endswith("B")


@pytest.mark.parametrize("decision", ["P1 move " + ATTACK + "B" * 1900, "P1 " + ATTACK + " move B4"],
                         ids=["long", "short"])
def test_item11_scenario_shows_a_decisions_control_characters_escaped_and_capped(tmp_path, decision):
    base = (H.ROOT / "tests" / "scenarios" / "move_and_attack.yaml").read_text(encoding="utf-8")
    path = tmp_path / "escapes.yaml"
    path.write_text(base.replace("  - P1 move B4", "  - " + json.dumps(decision)), encoding="utf-8")
    line = assert_shown_escaped(run("scenario", str(path)))
    assert line.startswith(f"{path}: ")
    assert line.endswith("...") == decision.endswith("B")


def test_item11_the_helper_escapes_every_control_character_and_caps_the_line():
    from legends.content import terminal
    assert terminal.line("a\x1b[2Jb\x07\n\t\x7f\x85\u2028\u202e\U000e0001 é ✓") == \
        "a\\x1b[2Jb\\x07\\n\\t\\x7f\\x85\\u2028\\u202e\\U000e0001 é ✓"
    assert terminal.line("x" * terminal.MAX_LINE) == "x" * terminal.MAX_LINE            # fits: kept whole
    long = terminal.line("x" * 3000)
    assert len(long) == terminal.MAX_LINE and long.endswith("...")
    cut = terminal.line("\x1b" * 3000)                                                 # never half an escape
    assert cut.endswith("\\x1b...") and len(cut) <= terminal.MAX_LINE
    assert terminal.MAX_LINE == MAX_LINE
