"""The workshop's models on their own (legends/ui/workshop/model: no pygame): the editable stage and its tools,
undo and redo, the live checks pointing at squares, the stage file it writes, the position editor's
draft refusing what the engine refuses, and the quick balance."""
import subprocess
import sys

import pytest

from legends.content import default_box
from legends.content.loader import Reader, load_stage
from legends.ui.workshop.model import checks
from legends.ui.workshop.model.draft import blank, from_stage, stage_id
from legends.ui.workshop.model.edits import Editor
from legends.ui.workshop.model.position import PositionDraft


def playable(cols=5, rows=4):
    ed = Editor(blank(cols, rows, "Yard"))
    for tool, square in (("start", "A1"), ("spawn1", "E1"), ("spawn2", "E4"), ("spawn3", "A4"), ("poi", "C2")):
        assert ed.apply(tool, square)
    return ed


def test_the_workshop_models_import_no_pygame():
    code = ("import sys; import legends.ui.workshop.model.draft, legends.ui.workshop.model.edits, "
            "legends.ui.workshop.model.checks, legends.ui.workshop.model.position, legends.ui.workshop.model.trial; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=".")
    assert out.stdout.strip() == "False", out.stderr


def test_an_empty_grid_says_what_is_missing_with_the_tool_that_places_it():
    places = [p.place for p in checks.problems(blank(4, 4), default_box())]
    assert places == ["start", "spawns.1", "spawns.2", "spawns.3", "point_of_interest.space"]
    assert checks.problems(playable().draft, default_box()) == []


@pytest.mark.parametrize("sid", sorted(default_box().stages))
def test_a_copy_of_a_box_stage_writes_the_same_stage(sid):
    stage = default_box().stages[sid]
    draft = from_stage(stage, name=f"{stage.name} copy")
    problems = []
    copy = load_stage(draft.to_doc(), Reader("copy", problems))
    assert problems == [] and copy.id == stage_id(f"{stage.name} copy")
    assert set(copy.squares) == set(stage.squares) and copy.start == stage.start and copy.spawns == stage.spawns
    assert {frozenset(w) for w in copy.walls} == {frozenset(w) for w in stage.walls}
    assert copy.objectives == stage.objectives and copy.setup_minions == stage.setup_minions
    assert [(r.effect, r.params) for r in copy.rules] == [(r.effect, r.params) for r in stage.rules]
    assert (copy.loss.effect, copy.loss.params) == (stage.loss.effect, stage.loss.params)


def test_walls_cut_a_spawn_off_and_the_check_rings_its_square():
    ed = playable()
    for square, side in (("D1", "right"), ("D2", "right"), ("E2", "down")):
        assert ed.apply("wall", square, side)
    found = checks.problems(ed.draft, default_box())
    assert [(p.place, p.square) for p in found][:1] == [("spawns.1", "E1")]
    assert "walls cut E1 off" in found[0].what
    assert ed.apply("door", "D1", "right")              # a door in the wall: E1 is reached again
    assert checks.problems(ed.draft, default_box()) == []


def test_undo_and_redo_walk_the_history_both_ways():
    ed = playable()
    ed.apply("hazard", "B2")
    ed.apply("objective", "D3")
    ed.apply("objective", "D3")                          # punch, then kick
    assert ed.draft.tokens == [{"space": "D3", "icon": "kick"}]
    assert ed.undo() and ed.draft.tokens == [{"space": "D3", "icon": "punch"}]
    assert ed.undo() and ed.draft.tokens == []
    assert ed.redo() and ed.redo() and ed.draft.tokens == [{"space": "D3", "icon": "kick"}]
    assert not ed.redo()
    assert ed.undo() and ed.apply("minion", "B3") and not ed.redo()     # a new edit forgets the redo


def test_painting_a_square_out_takes_what_is_on_it_and_undo_gives_it_back():
    ed = playable()
    ed.apply("wall", "C2", "right")
    assert ed.apply("square", "C2")
    d = ed.draft
    assert (2, 1) not in d.squares and d.poi is None and not d.walls
    assert ed.undo() and ed.draft.poi == "C2" and len(ed.draft.walls) == 1


def test_a_tool_off_the_map_or_a_marker_on_a_hole_changes_nothing():
    ed = playable()
    ed.apply("square", "C3")
    assert not ed.apply("start", "C3") and not ed.apply("start", "Z9") and not ed.apply("wall", "B3", "right")
    assert ed.draft.start == "A1"


def test_the_loss_and_its_numbers_take_only_what_the_engine_supports():
    ed = playable()
    assert not ed.set("loss", "sudden_death") and not ed.set("loss_number", 0) and not ed.set("loss_number", 51)
    assert ed.set("loss", "objectives_destroyed")
    assert ed.draft.loss_number == 12
    assert [p.place for p in checks.problems(ed.draft, default_box())] == ["loss.count"]
    ed.apply("objective", "D3")
    assert ed.set("loss_number", 1) and checks.problems(ed.draft, default_box()) == []
    assert ed.draft.to_doc()["loss"]["text"].startswith("The fighters lose when 1 objective token")


def test_a_feature_is_one_space_and_a_marker_on_its_square_stands_for_it():
    ed = playable()
    ed.apply("feature", "B3")
    ed.apply("feature", "C3")
    ed.apply("hazard", "C3")
    stage = checks.load(ed.draft)
    assert stage is not None and stage.features[0].squares == ((1, 2), (2, 2))
    assert stage.rules[0].args["spaces"] == ("feature_1",)


def test_a_name_of_a_box_stage_is_refused_as_the_stages_id():
    ed = playable()
    ed.set("name", "Night Market")
    ed.draft.id = "night_market"
    assert [p.place for p in checks.problems(ed.draft, default_box())] == ["id"]


def test_the_grid_can_grow_and_shrink():
    ed = playable()
    assert ed.resize(3, 3)
    assert ed.draft.cols == 3 and ed.draft.spawns == {} and ed.draft.start == "A1"
    assert ed.resize(6, 5) and (5, 4) in ed.draft.squares
    assert ed.undo() and ed.undo() and ed.draft.spawns == {1: "E1", 2: "E4", 3: "A4"}


def test_the_overrun_tool_sets_the_loss_on_its_space():
    ed = playable()
    ed.apply("overrun", "C3")
    doc = ed.draft.to_doc()
    assert doc["loss"]["effect"] == "space_overrun" and doc["loss"]["space"] == "C3"
    assert checks.problems(ed.draft, default_box()) == []


# --- the position editor's draft ---------------------------------------------------------------------
SETUP = {"stage": "shadaloo_base", "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                                               {"fighter": "ken", "style": "shoto", "rival": "juri"}]}


def test_a_position_is_built_by_the_engine_after_each_edit():
    pos = PositionDraft(SETUP, default_box())
    assert pos.place(("fighter", 0), "B4") and pos.add_enemy("elite", "C4") and pos.nemesis_at("F4")
    assert pos.change(("fighter", 0), "health", -2) and pos.toggle_stunned(1)
    state = pos.state()
    assert state["fighters"][0]["space"] == "B4" and state["fighters"][0]["health"] == 2
    assert state["fighters"][1]["stunned"] is True and state["enemies"]["nemesis"]["space"] == "F4"
    assert [e["kind"] for e in state["enemies"].values()] == ["nemesis", "elite"]


def test_an_illegal_position_is_refused_with_the_engines_reason():
    pos = PositionDraft(SETUP, default_box())
    assert not pos.place(("fighter", 0), "Z9")
    assert pos.refused == "fighters[0].space: 'Z9' is not a space of the stage"
    assert pos.state()["fighters"][0]["space"] == "A4"           # the last legal position stays
    for _ in range(4):
        assert pos.meter_add(0)
    assert not pos.meter_add(0) and len(pos.state()["fighters"][0]["meter"]) == 4


def test_the_top_of_the_nemesis_deck_and_undo():
    pos = PositionDraft(SETUP, default_box())
    deck = pos.state()["nemesis"]["deck"]
    assert pos.deck_top(deck[-1]) and pos.state()["nemesis"]["deck"][0] == deck[-1]
    assert pos.undo() and pos.state()["nemesis"]["deck"] == deck
    assert pos.redo() and pos.state()["nemesis"]["deck"][0] == deck[-1]


def test_a_position_file_is_the_scenario_format(tmp_path):
    import yaml
    from legends.engine.scenario import build
    pos = PositionDraft(SETUP, default_box())
    assert pos.place(("fighter", 1), "B2")
    path = tmp_path / "p.yaml"
    path.write_text(pos.text("a test"))
    assert path.read_text().startswith("# a test\n")
    game = build(yaml.safe_load(path.read_text()))
    assert game.to_dict()["fighters"][1]["space"] == "B2"


def test_a_quick_balance_gives_each_player_counts_rate_and_interval():
    from legends.ui.workshop.model.trial import QuickBalance
    run = QuickBalance(playable().draft.to_doc(), default_box(), games=3, players=(1, 2))
    run.start()
    run.join(120)
    assert run.done and run.error is None and run.played == 6
    assert sorted(run.rows) == [1, 2]
    for r in run.rows.values():
        assert r["games"] == 3 and r["lo"] <= r["rate"] <= r["hi"]
    assert run.lines()[0].startswith("1 player: ")


def test_the_stage_file_reads_back_as_the_same_document_with_the_grid_a_row_a_line():
    import yaml
    from legends.store.own_stages import stage_text
    ed = playable()
    ed.set("flavor", "Rain: on the # roof")
    text = stage_text(ed.draft.to_doc())
    assert '\n  - "#####"\n' in text and yaml.safe_load(text) == ed.draft.to_doc()


def test_a_name_typed_is_one_undo_step():
    ed = playable()
    ed.checkpoint()
    for name in ("Y", "Ya", "Yar"):
        assert ed.rename(name)
    assert not ed.rename("   ") and ed.draft.name == "Yar" and ed.draft.id == "yar"
    assert ed.undo() and ed.draft.name == "Yard"


def test_another_hand_card_and_cards_left_in_the_nemesis_deck():
    pos = PositionDraft(SETUP, default_box())
    f = pos.state()["fighters"][0]
    assert pos.hand_next(0)
    g = pos.state()["fighters"][0]
    assert g["hand"] == f["hand"][1:] + [f["deck"][-1]] and g["deck"][0] == f["hand"][0]
    assert pos.deck_left(1)
    nem = pos.state()["nemesis"]
    assert len(nem["deck"]) == 1 and len(nem["discard"]) == 8     # one card from the nemesis arriving
    assert pos.build()[1] == []


def test_capacity_counts_up_to_four_then_none_and_the_start_needs_room_for_four():
    ed = playable()
    ed.apply("capacity", "A1")
    assert ed.draft.capacity == {"A1": 1}
    assert [(p.place, p.square) for p in checks.problems(ed.draft, default_box())] == [("capacity.A1", "A1")]
    for _ in range(3):
        ed.apply("capacity", "A1")
    assert ed.draft.capacity == {"A1": 4} and checks.problems(ed.draft, default_box()) == []
    ed.apply("capacity", "A1")
    assert ed.draft.capacity == {}


def test_a_game_in_progress_becomes_a_position_that_builds_the_same_table():
    from legends.bots import make_bot
    from legends.engine import Game
    from legends.engine.scenario import build
    from legends.engine.setup import random_setup
    from legends.ui.workshop.model.position import position_of
    box = default_box()
    game = Game.new(random_setup(box, 5, 2), box)
    bot = make_bot("greedy", 1)
    for _ in range(60):
        game.apply(bot.choose(game, game.legal_actions()))
    before = game.to_dict()
    after = build(position_of(before)).to_dict()
    for key in ("space", "health", "ex", "round", "stunned", "hand", "meter", "deck", "discard"):
        assert [f[key] for f in after["fighters"]] == [f[key] for f in before["fighters"]], key
    assert {k: (e["kind"], e["space"]) for k, e in after["enemies"].items()} == \
        {k: (e["kind"], e["space"]) for k, e in before["enemies"].items()}
    assert after["nemesis"]["deck"] == before["nemesis"]["deck"] and after["nemesis"]["ex"] == before["nemesis"]["ex"]
    assert after["objectives"] == before["objectives"] and after["supply"] == before["supply"]
    pos = PositionDraft({}, box, doc=position_of(before))
    assert pos.problems == [] and pos.change(("fighter", 0), "ex", 1)


def test_the_nemesis_deck_is_put_in_any_order_one_step_at_a_time_with_undo():
    pos = PositionDraft(SETUP, default_box())
    deck = pos.state()["nemesis"]["deck"]
    assert pos.deck_move(2, -1) and pos.deck_move(1, -1)            # the third card to the top
    assert pos.deck_move(2, 1)                                      # the old second card one further down
    want = [deck[2], deck[0], deck[3], deck[1]] + deck[4:]
    assert pos.state()["nemesis"]["deck"] == want
    assert not pos.deck_move(0, -1) and not pos.deck_move(len(deck) - 1, 1)     # no place above the top
    assert pos.undo() and pos.state()["nemesis"]["deck"][:3] == [deck[2], deck[0], deck[1]]
    assert pos.redo() and pos.state()["nemesis"]["deck"] == want


def test_play_from_here_draws_the_nemesis_cards_in_the_order_set(tmp_path):
    """Rulebook, Nemesis Phase: "the active player must draw 1 nemesis card from the top of the nemesis
    deck and resolve it"; Advancing the Nemesis: "Discard the top card of the nemesis deck". Either way
    the next card taken is the top one, so the cards the game takes are the order the editor set, once
    saved and loaded again (the scenario's nemesis.deck: the top card first)."""
    import yaml
    from legends.bots import make_bot
    pos = PositionDraft(SETUP, default_box())
    deck = pos.state()["nemesis"]["deck"]
    for index, delta in ((3, -1), (2, -1), (1, -1), (4, -1), (3, -1)):  # deck[3] on top, then deck[0], deck[4]
        assert pos.deck_move(index, delta)
    order = pos.state()["nemesis"]["deck"][:3]
    assert order == [deck[3], deck[0], deck[4]]
    path = tmp_path / "p.yaml"
    path.write_text(pos.text("an order"))
    loaded = PositionDraft({}, default_box(), doc=yaml.safe_load(path.read_text()))
    game, problems = loaded.build()                 # what Play from here starts (table.py play)
    assert problems == [] and game.to_dict()["nemesis"]["deck"][:3] == order
    bot = make_bot("greedy", 1)
    taken = lambda: [e["card"] for e in game.to_dict()["log"] if e.get("kind") == "ncard"]    # noqa: E731
    for _ in range(5000):
        if game.is_over() or len(taken()) >= 3:
            break
        game.apply(bot.choose(game, game.legal_actions()))
    assert taken()[:3] == order
