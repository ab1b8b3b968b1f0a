"""The table shows the state as animated (docs/ui.md, "The table follows the animation"): while a
decision's log entries play, every board and counter reads as of the entry being shown, not the
engine's final state; Space shows the final state at once. And the targets already chosen for a
multi-target attack are marked on the map while the next one is chosen."""
import ast

import pygame

from legends.engine import Action
from legends.engine.scenario import build
from legends.ui import theme as T
from legends.ui.table.figures import chosen_targets
from legends.devtools.testing import key, open_table
from legends.ui.input.intents import KEYBOARD

RYU = {"fighter": "ryu", "style": "shoto", "rival": "cammy"}


def scene(app, doc, seats=("human",)):
    sc = open_table(app, build(doc, app.box), list(seats))
    return sc


def drawn(sig_text):
    """The record a part was drawn from, out of its signature (repr of a game.view record)."""
    assert sig_text.startswith("Record(")
    return ast.literal_eval(sig_text[len("Record("):-1])


def play(app, sc, action, read, dt=0.02):
    """Apply `action` and step its animation frame by frame; returns [(entry kind, value read)] per frame
    (the entry being shown, None between steps) and checks the drawn parts against the shown game."""
    sc.pipeline.submit(Action.parse(action), KEYBOARD)
    app.render()                                    # drawn before the first step begins
    out = [("before", read(sc))]
    while sc.anim.active:
        app.step(dt, [])
        if not sc.anim.active:
            break
        cur = sc.anim.cur
        out.append((cur.kind if cur else None, read(sc)))
    out.append(("end", read(sc)))
    return out


def seat_board(sc, seat=0):
    return drawn(sc.comp.parts[f"seat{seat}"].sig[0])


def values_by_kind(frames):
    """[(kind, value)] with repeats dropped: what a player sees change, entry by entry."""
    out = []
    for k, v in frames:
        if k is not None and (not out or out[-1] != (k, v)):
            out.append((k, v))
    return out


def test_frames_are_pictures_of_the_game_as_each_entry_is_written():
    """Game.apply(action, frames): one independent copy per new log entry, read through its view;
    an EX gain is logged once gained (Defeating Enemies: the reward)."""
    game = build({"setup": {"players": [RYU]}, "fighters": [{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                  "enemies": [{"kind": "standard", "space": "D4"}], "dice": [2, 2, 0]})
    game.apply(Action.parse("P1 play shoto_03"))
    start, frames = len(game.view.log), []
    game.apply(Action.parse("P1 target m1"), frames)
    new = list(game.view.log[start:])
    assert len(frames) == len(new) and [f.view.log[-1] for f in frames] == new
    kinds = [e["kind"] for e in new]
    assert kinds[:4] == ["roll", "hit", "defeat", "ex"]
    assert [f.view.fighter(0)["ex"] for f in frames[:4]] == [0, 0, 0, 1]       # the reward, at its entry
    assert [f.view.enemy("m1") is None for f in frames[:4]] == [False, False, True, True]
    assert [f.view.supply("standard") for f in frames[:3]] == [4, 4, 5]         # one token back in the box
    assert frames[0].pending.kind == "frame" and frames[0].legal_actions() == []
    game.apply(game.legal_actions()[0])
    assert frames[3].view.fighter(0)["ex"] == 1 and len(frames[3].view.log) == start + 4   # copies stay put


def test_every_entry_is_written_once_its_change_happened():
    """Random 1-3 player games, every decision applied with frames: at a "damage" entry the fighter's
    health is already lower (or refilled by the KO that follows in Round 1: Damaging a Fighter), at an
    "ex" entry the EX already gained, at "track" the tracker moved, at "defeat" the figure is gone."""
    from legends.bots import make_bot
    from legends.content import default_box
    from legends.engine import Game
    from legends.engine.setup import random_setup
    checked = set()
    for seed in range(6):
        game = Game.new(random_setup(default_box(), seed, 1 + seed % 3))
        bot = make_bot("random", seed)
        for _ in range(250):
            if game.is_over():
                break
            prev, frames = game.clone(), []
            game.apply(bot.choose(game, game.legal_actions()), frames)
            for frame in frames:
                e, pv, fv = frame.view.log[-1], prev.view, frame.view
                prev = frame
                if e["kind"] in ("damage", "ex") and e.get("who"):
                    seat, field = int(e["who"][1:]) - 1, "health" if e["kind"] == "damage" else "ex"
                    was, now = pv.fighter(seat)[field], fv.fighter(seat)[field]
                    assert (now == max(0, was - e["amount"]) if field == "health" else now > was or now == 3), e
                elif e["kind"] == "track":
                    assert fv.nemesis["track"] == pv.nemesis["track"] + 1, e["text"]
                elif e["kind"] == "defeat":
                    assert pv.enemy(e["who"])["space"] is not None, e["text"]
                    assert fv.enemy(e["who"]) is None or fv.enemy(e["who"])["space"] is None, e["text"]
                else:
                    continue
                checked.add(e["kind"])
    assert checked >= {"damage", "ex", "defeat"}


def test_a_defeated_minion_and_its_reward_show_when_their_entries_do(app):
    """Rulebook: Defeating Enemies -- the minion is removed (back to the supply) and the attacker gains
    its reward (Standard minion: 1 EX). The seat board, the minion sheet and the map show them at the
    "defeat" and "ex" entries, not at the first frame of the animation."""
    sc = scene(app, {"setup": {"players": [RYU]}, "fighters": [{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                     "enemies": [{"kind": "standard", "space": "D4"}, {"kind": "standard", "space": "A1"}],
                     "dice": [2, 2, 0]})
    play(app, sc, "P1 play shoto_03", lambda sc: None)

    def read(sc):
        return seat_board(sc)["ex"], sc.comp.parts["minions"].sig[0][0], sc.game.view.fighter(0)["ex"]
    seen = values_by_kind(play(app, sc, "P1 target m1", read))
    kinds = [k for k, _ in seen]
    assert kinds[:5] == ["before", "roll", "hit", "defeat", "ex"]
    assert [v[:2] for _, v in seen[:5]] == [(0, 3), (0, 3), (0, 3), (0, 4), (1, 4)]    # (EX shown, supply shown)
    assert all(v[2] == 1 for _, v in seen)                                     # the engine had it all along
    assert seen[-1] == ("end", (1, 4, 1))


def test_a_rival_flips_when_the_animation_shows_the_hit(app):
    """Rulebook: Defeating Enemies -- a rival damaged on its R1 side flips to R2. Its card above the
    seat board reads R1 until the "rival" entry is shown."""
    sc = scene(app, {"setup": {"players": [RYU]}, "fighters": [{"space": "D4", "hand": ["shoto_03", "shoto_04"]}],
                     "enemies": [{"kind": "rival", "rival": "cammy", "space": "D4"}], "dice": [1, 1, 0]})
    play(app, sc, "P1 play shoto_03", lambda sc: None)
    seen = values_by_kind(play(app, sc, "P1 target r:cammy",
                               lambda sc: drawn(sc.comp.parts["seat0"].sig[1][0])["round"]))
    assert [k for k, _ in seen[:4]] == ["before", "roll", "hit", "rival"]
    assert [v for _, v in seen[:4]] == [1, 1, 1, 2] and seen[-1] == ("end", 2)


def test_a_nemesis_hit_moves_the_health_track_at_its_entry(app):
    """Rulebook: Defeating the Nemesis -- a successful attack moves the health tracker one space right.
    The nemesis board keeps its old tracker (the same pixels) through the roll and the hit."""
    sc = scene(app, {"setup": {"players": [RYU]}, "fighters": [{"space": "F4", "hand": ["shoto_03", "shoto_04"]}],
                     "nemesis": {"space": "F4", "track": 1}, "dice": [2, 1, 1]})
    play(app, sc, "P1 play shoto_03", lambda sc: None)
    board = pygame.Rect(sc.L.nemesis)
    before = app.screen.subsurface(board).copy()

    def read(sc):
        same = app.screen.subsurface(board).copy().get_view("2").raw == before.get_view("2").raw
        return drawn(sc.comp.parts["nemesis"].sig[0])["track"], same
    seen = values_by_kind(play(app, sc, "P1 target nemesis", read))
    assert seen[:4] == [("before", (1, True)), ("roll", (1, True)), ("hit", (1, True)), ("track", (2, False))]
    assert sc.game.view.nemesis["track"] == 2


NEMESIS_PHASE = {"setup": {"players": [RYU], "seed": 3}, "played": 2,
                 "fighters": [{"space": "D4", "hand": ["shoto_03"], "meter": ["shoto_07"], "health": 3}],
                 "enemies": [{"kind": "standard", "space": "D3"}, {"kind": "standard", "space": "D5"}]}


def test_health_hand_and_deck_follow_the_nemesis_phase(app):
    """Rulebook: Fighter Phase (the active player draws 2 at its end) and Damaging a Fighter: the hand
    and deck counts change at "P1 draws 2. Nemesis phase.", the health at "suffers 1 damage", each
    after the animation showed the attack."""
    sc = scene(app, NEMESIS_PHASE)

    def read(sc):
        f = seat_board(sc)
        hand = sc.comp.parts["hand"].sig[0] if "hand" in sc.comp.parts else None
        return f["health"], len(f["hand"]), len(f["deck"]), len(hand)
    seen = values_by_kind(play(app, sc, "P1 end", read))
    assert seen[:2] == [("before", (3, 1, 12, 1)),       # the hand part and the board: 1 card, deck 12
                        ("phase", (3, 3, 10, 3))]        # drawn at the phase entry: 3 cards, deck 10
    assert sc.game.pending.kind == "block"
    seen = values_by_kind(play(app, sc, "P1 take", read))
    assert [k for k, _ in seen[:4]] == ["before", "damage", "move", "enemy_attack"]
    assert [v[0] for _, v in seen] == [3, 2, 2, 2, 2]
    assert sc.game.view.fighter(0)["health"] == 2


def test_health_stays_until_the_damage_entry_then_changes(app):
    """Rulebook: Damaging a Fighter. Frame by frame: the health drawn is 3 through the enemy's move and
    attack, and 2 from the frame showing "suffers 1 damage"."""
    sc = scene(app, NEMESIS_PHASE)
    first = play(app, sc, "P1 end", lambda sc: seat_board(sc)["health"])
    assert all(v == 3 for _, v in first)
    frames = play(app, sc, "P1 take", lambda sc: seat_board(sc)["health"])
    at = next(i for i, (k, _) in enumerate(frames) if k == "damage")
    assert at == 0 or all(v == 3 for _, v in frames[:at])
    assert all(v == 2 for _, v in frames[at:])


def test_space_skips_to_the_final_state(app):
    """Space skips the animation: every board shows the engine's state at once."""
    sc = scene(app, NEMESIS_PHASE)
    play(app, sc, "P1 end", lambda sc: None)
    sc.pipeline.submit(Action.parse("P1 take"), KEYBOARD)
    app.render()
    assert sc.anim.active and seat_board(sc)["health"] == 3 and sc.game.view.fighter(0)["health"] == 2
    key(app, pygame.K_SPACE, unicode=" ")
    app.render()
    assert not sc.anim.active and sc.shown_game() is sc.game
    assert seat_board(sc) == sc.game.view.fighter(0).thaw()
    assert drawn(sc.comp.parts["nemesis"].sig[0]) == sc.game.view.nemesis.thaw()
    assert list(sc.comp.parts["hand"].sig[0]) == list(sc.game.view.fighter(0)["hand"])


def test_chosen_targets_of_a_multi_target_attack_are_marked(app):
    """Rulebook: Modifying Cards and Actions -- "Target X - Choose multiple targets within range for this
    attack." Fireball Volley (long 1 target 3): each target already chosen wears a numbered marker in the
    attacker's colour while the next is chosen; none once the roll is animated."""
    doc = {"setup": {"players": [{"fighter": "ryu", "style": "zoner", "rival": "cammy"}]},
           "fighters": [{"space": "D4", "hand": ["zoner_10", "zoner_05"], "ex": 1}],
           "enemies": [{"kind": "standard", "space": "D3"}, {"kind": "elite", "space": "D2"},
                       {"kind": "standard", "space": "C4"}], "dice": [1]}
    sc = scene(app, doc)
    app.settings.preview_moves = False
    for a in ("P1 play zoner_10", "P1 target m1"):
        play(app, sc, a, lambda sc: None)
    app.render()
    assert sc.game.pending.kind == "target"
    assert chosen_targets(sc.game, sc.anim) == ((("m1", 1),), T.SEAT_COLORS[0])
    assert sc.comp.parts["map"].sig[-2] == (("m1", 1),)
    play(app, sc, "P1 target m2", lambda sc: None)
    app.render()
    assert chosen_targets(sc.game, sc.anim)[0] == (("m1", 1), ("m2", 2))
    for fid in ("m1", "m2"):                  # the number badge at the standee's top right, P1's red
        r = next(r for r, f in sc.view.fig_rects if f == fid)
        rad = r.w // 2 + 6
        spot = (int(r.centerx + rad * 0.72) - max(10, r.w // 5) + 3, int(r.centery - rad * 0.72))
        assert tuple(app.screen.get_at(spot))[:3] == T.SEAT_COLORS[0]
    assert all(f not in dict(chosen_targets(sc.game, sc.anim)[0]) for f in ("m3",))
    sc.pipeline.submit(Action.parse("P1 target m3"), KEYBOARD)    # the third target: the roll is animated, no marks
    assert chosen_targets(sc.game, sc.anim) == ((), None)
