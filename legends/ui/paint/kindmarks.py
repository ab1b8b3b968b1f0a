"""Kind marks: what a figure or a square is, told by a shape, not by colour alone (issue 32 item 1,
"so do enemy kinds and hazards on the map"). Every enemy kind has a silhouette of its own on its
standee's top-left corner, on its card's band and in the help sheet: a standard minion a shield, an
elite minion a star, a rival crossed bars (versus), the nemesis a crown; none is a seat's shape
(circle, square, triangle, diamond: seatmarks.py). Every hazard of a stage has a glyph of its own
printed on its squares (a bolt, waves, a flame, spikes), chosen by the words of its rule and never
shared with another hazard of the same stage. Recording (drawn.recording) notes each as ("kind",
kind) and ("hazard", glyph).

    kind_glyph("elite")                  # "elite": the sprite drawn for that kind
    hazard_glyphs(stage.rules)           # {rule index: "hazard_bolt", ...}
"""
from __future__ import annotations

KIND_GLYPHS = {"standard": "standard", "elite": "elite", "rival": "rival", "nemesis": "nemesis"}
# a hazard's glyph by the words of its rule (its name and text), the first that matches; else the next free
HAZARD_WORDS = (("hazard_bolt", ("rail", "electric", "volt", "wire", "shock", "spark", "power", "current")),
                ("hazard_wave", ("water", "harbor", "harbour", "sea", "river", "flood", "pool", "canal", "tide")),
                ("hazard_flame", ("fire", "flame", "lava", "burn", "heat", "oil", "furnace", "steam")),
                ("hazard_spikes", ("spike", "trap", "blade", "glass", "rubble", "thorn")))
HAZARD_GLYPHS = tuple(g for g, _ in HAZARD_WORDS)


def kind_glyph(kind: str):
    """The sprite that marks an enemy kind (None: a fighter, which wears its seat's mark)."""
    return KIND_GLYPHS.get(kind)


def hazard_glyphs(rules) -> dict:
    """{index in rules: glyph} of the stage's hazard rules: by their words, distinct on one stage
    (a second hazard of the same words takes the next glyph free; more than four: they repeat)."""
    out, used = {}, set()
    for i, rule in enumerate(rules):
        if rule.effect != "hazard":
            continue
        words = (str(getattr(rule, "text", "") or "") + " " + str(dict(rule.args).get("name", ""))).lower()
        wanted = next((g for g, keys in HAZARD_WORDS if any(k in words for k in keys)), HAZARD_GLYPHS[-1])
        order = HAZARD_GLYPHS[HAZARD_GLYPHS.index(wanted):] + HAZARD_GLYPHS[:HAZARD_GLYPHS.index(wanted)]
        glyph = next((g for g in order if g not in used), wanted)
        used.add(glyph)
        out[i] = glyph
    return out
