"""What each choice on the setup screen means, from the content catalog (never a game's state):
a fighter's abilities (cost, actions, kicker, upgraded side) and critical art, what a style deck
favours (counted from its 14 cards), a rival's and a minion group's cards, a nemesis' board, a
stage's rules, and the figures in the setup preview. Each returns a tooltip (title, text, section)."""
from __future__ import annotations

from collections import Counter

from ...content import catalog

CONTROL_TIPS = {
    "human": "You decide for this seat: cards, moves, abilities, blocks.",
    "greedy": "A bot decides for this seat: it takes the play that looks best right now (attacks it can win, "
              "EX, staying healthy).",
    "random": "A bot decides for this seat at random among the legal choices (for testing and chaos).",
    "remote": "A friend on another machine plays this seat: starting the fight, this machine hosts the game and "
              "shows an invite (a code and a QR code) to send them; they choose Join a game on their title screen.",
}


effect_words = catalog.effect_words


def act_words(act) -> str:
    """One action in plain words, keywords with their rule text: 'melee attack 3 (boost, up to 2 targets)'."""
    return catalog.act_words(act, full=True)


def rows_words(rows) -> str:
    """Action rows, left to right and top to bottom: 'move 1, melee attack 2, then gain 1 EX'."""
    return ", then ".join(", ".join(act_words(a) for a in row) for row in rows) or "nothing"


def cost_words(cost) -> str:
    return " + ".join(cost) if cost else "free"


def ability_line(ab) -> str:
    st, up = ab.standard, ab.upgraded
    line = f"{ab.name} ({cost_words(st.cost)}): {rows_words(st.rows)}."
    if st.kicker:
        k = st.kicker
        what = rows_words(k.rows) if k.rows else "boosts it"
        line += f" Kicker {cost_words(k.cost)}: {what}."
    if up.rows != st.rows or up.kicker != st.kicker:
        line += f" Upgraded: {rows_words(up.rows)}"
        if up.kicker and up.kicker != st.kicker:
            line += f"; kicker {cost_words(up.kicker.cost)}: {rows_words(up.kicker.rows) if up.kicker.rows else 'boosts it'}"
        line += "."
    return line


def fighter_tip(fighter) -> tuple:
    lines = [ability_line(ab) for ab in fighter.abilities]
    lines.append(f"Critical art {fighter.critical_art.name}: {rows_words(fighter.critical_art.rows)} "
                 "(Round 2, all four abilities upgraded).")
    return (f"{fighter.name} - {fighter.title}", "Abilities (pay with combo icons from your meter):\n" +
            "\n".join(lines), "Ability Cards / Critical Arts")


def deck_counts(deck) -> dict:
    """How many cards of a deck do each thing (an attack type, a movement, EX, a keyword, an icon)."""
    c = Counter()
    for card in deck.cards:
        seen = set()
        for row in card.rows:
            for a in row:
                seen.add(a.icon if a.icon != "effect" else "effect:" + a.effect)
                if a.target > 1:
                    seen.add("target")
                for kw in ("withdraw", "charge"):
                    if getattr(a, kw):
                        seen.add(kw)
                if a.boost:
                    seen.add("boost")
                if a.effect and a.icon != "effect":
                    seen.add("effect:" + a.effect)
        if seen & {"short", "long"}:
            seen.add("ranged")
        c.update(seen)
        c.update("icon:" + i for i in card.icons)
        c["sprint"] += card.sprint
    return c


def favours(c, n) -> list:
    """What a deck's counts say it is good at, most telling first."""
    melee, ranged = c["melee"], c["ranged"]
    out = ["melee attacks" if melee > ranged else "ranged attacks" if ranged > melee else "melee and ranged attacks"]
    if c["move"] * 2 > n:
        out.append("mobility")
    if c["ex"] + c["effect:gain_ex"] >= 4:
        out.append("EX gain")
    if c["push"] + c["pull"] >= 4:
        out.append("pushing and pulling")
    if c["target"] >= 3:
        out.append("hitting several enemies")
    if c["effect:heal"] >= 2:
        out.append("healing")
    return out


def deck_tip(deck) -> tuple:
    c = deck_counts(deck)
    n = len(deck.cards) or 1
    attacks = {k: c[k] for k in catalog.ATTACKS if c[k]}
    parts = ["Favours " + ", ".join(favours(c, n)) + "."]
    parts.append(f"Of {n} cards, attacks: " + ", ".join(f"{k} {v}" for k, v in attacks.items()) + "."
                 if attacks else "No attacks.")
    parts.append(f"Movement on {c['move']}; Sprint {c['sprint'] / n:.1f} on average.")
    # "6 cards with withdraw", never "withdraw 6" (which reads like a withdraw of 6 spaces)
    extra = [("EX", c["ex"])] + [(k, c[k]) for k in ("push", "pull", "target", "boost", "charge", "withdraw")]
    extra += [(k[7:].replace("_", " "), v) for k, v in sorted(c.items()) if k.startswith("effect:")]
    words = {"target": "several targets", "gain ex": "gain EX"}
    extra = [f"{v} with {words.get(k, k)}" for k, v in extra if v]
    if extra:
        parts.append(f"Also: {extra[0].replace(' with', ' card with' if extra[0][:2] == '1 ' else ' cards with', 1)}"
                     + "".join(", " + e for e in extra[1:]) + ".")
    parts.append("Combo icons (they pay abilities): " +
                 ", ".join(f"{i} {c['icon:' + i]}" for i in catalog.COMBO_ICONS) + ".")
    return (f"{deck.name} style deck", f"{deck.archetype}.\n" + "\n".join(parts), "Style Cards / Combo Meter")


def side_words(side) -> str:
    text = f"health {side.health}; activation: {rows_words([side.activation])}"
    if side.passive:
        text += f"; passive: {effect_words(side.passive.effect, side.passive.args)}"
    return text + "."


def rival_tip(rival) -> tuple:
    return (f"{rival.name} (rival)", f"Round 1: {side_words(rival.r1)}\nRound 2: {side_words(rival.r2)}\n"
            "Activates only in its player's nemesis phase and targets that fighter. Defeating it is worth 3 EX.",
            "Rival Card")


def minions_tip(group) -> tuple:
    return (group.name, f"Standard: {group.standard.name}, {side_words(group.standard)}\n"
            f"Elite: {group.elite.name}, {side_words(group.elite)}\n"
            f"Supply: {group.supply_of('standard')} standard, {group.supply_of('elite')} elite.",
            "Minion Card")


def nemesis_tip(nem, players: int) -> tuple:
    track = list(nem.health_track)
    try:
        start = nem.start_index(players)
    except KeyError:
        start = 0
    lines = [f"Health track {' '.join(map(str, track))}: an attack needs that many successes to move the tracker "
             f"right; with {catalog.plural(players, 'player')} it starts on space {start + 1} of {len(track)}."]
    for rnd, side in ((1, nem.r1), (2, nem.r2)):
        abil = "; ".join(f"{icon} {ab.name}: {rows_words(ab.rows)}" for icon, ab in side.abilities)
        lines.append(f"Round {rnd}: {abil}.")
    lines.append(f"EX ability {nem.ex_name}: {catalog.describe(nem.ex_ability.effect, nem.ex_ability.args)}")
    return (f"{nem.name} (nemesis)", "\n".join(lines), "Nemesis Board / Defeating the Nemesis")


def stage_tip(stage, blocks) -> tuple:
    """blocks: the gallery's (heading, text) pairs for the stage."""
    text = "\n".join(f"{h}: {t}" if h else t for h, t in blocks if t)
    return (stage.name, text, "Stage Rules / Objective")


def control_tip(ctrl) -> tuple:
    return ("Played by", CONTROL_TIPS.get(ctrl, "A bot decides for this seat."), "")


def preview_figure_tip(game, fid):
    """The tip of a figure in the setup preview (the game as it will start)."""
    v, box = game.view, game.box
    if fid.startswith("F"):
        seat = int(fid[1:]) - 1
        p = v.setup["players"][seat]
        f = box.fighters[p["fighter"]]
        return (f"P{seat + 1} · {f.name} starts at {v.space_name(v.space_of(fid))}",
                f"Style deck {box.styles[p['style']].name}, rival {box.rivals[p['rival']].name}; health "
                f"{v.max_health} in each of 2 rounds.\n" + fighter_tip(f)[1], "Fighter Setup")
    e = v.enemy(fid)
    if e is None:
        return None
    if e["kind"] == "nemesis":
        return nemesis_tip(game.nem, v.seats)
    who = f"Rival of P{e['seat'] + 1}" if e["kind"] == "rival" else f"{e['kind'].capitalize()} minion"
    return (f"{v.enemy_name(e)} at {v.space_name(e['space'])}", f"{who}: {side_words(v.enemy_side(e))}",
            "Rival Card" if e["kind"] == "rival" else "Minion Card")
