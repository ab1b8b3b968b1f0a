"""Issue 26 item 6, "Dice results read like code": no dice result a player sees keeps the engine's
Python list ("rolled 0 successes [0, 0, 0]", "rolls [0, 2, 1] = 3 successes"): the table's prompt
while a bot decides a reroll too, the log panel, the phone's prompt and log, the recap's rows, for
one die, several dice and a roll of no successes."""
import re

import pytest

from legends.devtools.testing import open_table
from legends.engine import Action
from legends.engine.scenario import build
from legends.ui.phones import protocol
from legends.ui.phones.tv import phone_prompt
from legends.ui.table.hud import prompt_line
from legends.ui.table.story import recap

from tables import module_app, record

app = module_app("dice_said")
LIST = re.compile(r"\[\s*\d")          # "[0", "[0, 2, 1]": the engine's list of faces

ROLLS = {"one die": ("shoto_05", (0,)), "no successes": ("shoto_03", (0, 0, 0)), "three dice": ("shoto_03", (0, 2, 1))}


def rolled(box, card, dice):
    g = build({"fighters": [{"space": "B4", "hand": [card, "shoto_06"], "ex": 1}],
               "enemies": [{"kind": "standard", "space": "B4"}], "dice": list(dice) * 4}, box)
    g.apply(Action.parse(f"P1 play {card}"))
    if card == "shoto_05":                          # Hurricane Step: the move first, then its melee 1
        g.apply(Action.parse("P1 skip"))
    g.apply(Action.parse("P1 target m1"))
    return g


@pytest.mark.parametrize("seat", ["human", "expert"])
@pytest.mark.parametrize("roll", list(ROLLS))
def test_no_dice_result_a_player_sees_reads_as_a_list(app, roll, seat):
    g = rolled(app.box, *ROLLS[roll])
    assert g.pending.kind == "reroll" and LIST.search(g.pending.prompt)     # the engine's words stay
    sc = open_table(app, g, [seat])
    said = [prompt_line(sc), phone_prompt(sc)]
    said += protocol.state(g.view, g.box, 0, version=1, prompt="", deciding=False)["log"]
    said += [p for row in recap(g.view.log, g.view.name_of, g.view.space_name) for p in row.parts]
    drawn = [str(m.what) for m in record(app, sc) if m.kind in ("font", "text", "cut")]
    assert [t for t in said + drawn if LIST.search(t)] == []
    n = len(ROLLS[roll][1])
    faces = f"{n} {'die' if n == 1 else 'dice'}: "
    assert faces in prompt_line(sc) and any(f"rolls {faces}" in t for t in said)
