"""Stable ids (docs/content-format.md, *Ids*): every style card and ability carries an `id:` in its
file; saves, scenarios and action texts name it. The loader reports a missing, badly formed or
duplicated id as `file: path.to.field: what was expected`, all at once; reordering a file changes
nothing but the order."""
import shutil

import pytest
import yaml

from legends.content import ContentError, default_box, load_box
from legends.content.loader import DATA, STAGES


@pytest.fixture
def sandbox(tmp_path):
    shutil.copytree(DATA, tmp_path / "data")
    shutil.copytree(STAGES, tmp_path / "stages")
    return tmp_path


def edit(path, change):
    doc = yaml.safe_load(path.read_text())
    change(doc)
    path.write_text(yaml.safe_dump(doc, sort_keys=False))


def problems(sandbox):
    with pytest.raises(ContentError) as info:
        load_box(sandbox / "data", sandbox / "stages")
    return [line.split("/data/", 1)[-1] for line in info.value.problems]


def test_every_style_card_and_ability_has_its_id_from_the_file():
    box = default_box()
    assert [c.id for c in box.styles["shoto"].cards][:3] == ["shoto_01", "shoto_02", "shoto_03"]
    assert [a.id for a in box.fighters["ryu"].abilities] == [
        "ryu_hadoken", "ryu_shoryuken", "ryu_tatsumaki_senpukyaku", "ryu_minds_eye"]
    assert box.fighters["ryu"].ability("ryu_minds_eye").name == "Mind's Eye"
    ids = [a.id for f in box.fighters.values() for a in f.abilities]
    assert len(ids) == len(set(ids)) == 48


def test_missing_badly_formed_and_duplicate_ids_are_all_reported_at_once(sandbox):
    def ryu(doc):
        del doc["abilities"][0]["id"]
        doc["abilities"][1]["id"] = "Ryu Shoryuken"
        doc["abilities"][3]["id"] = doc["abilities"][2]["id"]

    def shoto(doc):
        doc["cards"][4]["id"] = "shoto_01"
        doc["cards"][5]["id"] = "7up"
        del doc["cards"][6]["id"]

    edit(sandbox / "data" / "fighters" / "ryu.yaml", ryu)
    edit(sandbox / "data" / "styles" / "shoto.yaml", shoto)
    assert sorted(problems(sandbox)) == sorted([
        "fighters/ryu.yaml: abilities[0].id: missing; expected a stable id (lowercase letters, digits and _) "
        "that saves and scenarios use to name it",
        "fighters/ryu.yaml: abilities[1].id: expected an id of lowercase letters, digits and _, "
        "starting with a letter",
        "fighters/ryu.yaml: abilities[3].id: duplicate id 'ryu_tatsumaki_senpukyaku' (also abilities[2])",
        "styles/shoto.yaml: cards[4].id: duplicate id 'shoto_01' (also cards[0])",
        "styles/shoto.yaml: cards[5].id: expected an id of lowercase letters, digits and _, starting with a letter",
        "styles/shoto.yaml: cards[6].id: missing; expected a stable id (lowercase letters, digits and _) "
        "that saves and scenarios use to name it",
    ])


def test_an_id_used_in_two_files_is_reported_with_both_files(sandbox):
    edit(sandbox / "data" / "fighters" / "ryu.yaml", lambda d: d["abilities"][0].update(id="ken_hadoken"))
    edit(sandbox / "data" / "styles" / "zoner.yaml", lambda d: d["cards"][2].update(id="shoto_03"))
    found = sorted(problems(sandbox))
    assert len(found) == 2
    assert found[0].startswith("fighters/ryu.yaml: abilities[0].id: duplicate id 'ken_hadoken' (also in ")
    assert found[0].endswith("fighters/ken.yaml)")
    assert found[1].startswith("styles/zoner.yaml: cards[2].id: duplicate id 'shoto_03' (also in ")


def test_reordering_cards_and_abilities_changes_only_their_order(sandbox):
    edit(sandbox / "data" / "fighters" / "ryu.yaml", lambda d: d["abilities"].reverse())
    edit(sandbox / "data" / "styles" / "shoto.yaml", lambda d: d["cards"].reverse())
    moved, box = load_box(sandbox / "data", sandbox / "stages"), default_box()
    assert [a.id for a in moved.fighters["ryu"].abilities][0] == "ryu_minds_eye"
    for a in box.fighters["ryu"].abilities:
        assert moved.fighters["ryu"].ability(a.id) == a
    for c in box.styles["shoto"].cards:
        assert moved.style_card(c.id) == c


def test_a_scenario_names_upgraded_abilities_by_id():
    """docs/scenarios.md: `upgraded` lists ability ids; the old form (four booleans by position) is refused
    with the ids that are expected."""
    from legends.engine.scenario import ScenarioError, build

    game = build({"fighters": [{"upgraded": ["ryu_minds_eye", "ryu_hadoken"]}]})
    assert game.s["fighters"][0]["upgraded"] == ["ryu_hadoken", "ryu_minds_eye"]
    with pytest.raises(ScenarioError, match=r"fighters\[0\]\.upgraded: expected ids of Ryu's abilities "
                                            r"\(ryu_hadoken, ryu_shoryuken, ryu_tatsumaki_senpukyaku, ryu_minds_eye\)"):
        build({"fighters": [{"upgraded": [True, False, False, False]}]})
