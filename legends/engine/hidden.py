"""What the players cannot know, drawn again: `Game.sample(seed)` for a search that must not peek.

At the table the players see the fighters, enemies, hands, combo meters, discard piles, the
nemesis discard, the supply, revealed objective tokens and the log. They do not see:

- the order of each style deck (its cards are known: the style's cards not in hand, meter or
  discard), so a sample shuffles it;
- the nemesis deck: at setup 3 + 3 per player of the nemesis cards are dealt face down and the
  rest go back to the box (rulebook *Setup*), so before the deck first runs out even which cards it
  holds is unknown: a sample deals it again from the cards not yet seen (the game's nemesis cards
  less the discard and a card being resolved). After the discard is reshuffled into a new deck
  (rulebook *Nemesis Cards*), its cards are all known and a sample shuffles it;
- the face of every objective token still icon side down (rulebook *Objective Tokens*: the combo
  icon is on the front): a sample deals the hidden tokens' icons among them again;
- the future dice: the copy's random source is reseeded from `seed`, and dice forced by a test or
  scenario (`forced_dice`) are forgotten.

Every hidden list is put in a canonical order (sorted) before it is shuffled, so a sample depends
only on what is visible and on `seed`: reordering a real game's hidden decks or reseeding its
dice never changes its samples (tests/test_expert.py).
"""
from __future__ import annotations

from . import rng
from .setup import nemesis_deck


def sample(game, seed: int, quiet: bool = False):
    """A copy of `game` with everything hidden from the players drawn again from `seed` (quiet: it
    writes no log text from here on, Game.sample)."""
    copy = game.clone()
    copy.rules.quiet = quiet
    s = copy.s
    state = rng.next_u64(rng.seed_state(seed) ^ 0x41D_DE2)[1]
    for f in s["fighters"]:
        state = _reshuffle(state, f["deck"])
    state = _nemesis(copy, unseen_nemesis_cards(game), state)     # worked out on `game`: kept there
    state = _objectives(s["objectives"], state)
    s["forced_dice"] = []
    s["rng"] = rng.next_u64(state)[1]
    return copy


def _reshuffle(state: int, items: list) -> int:
    """Shuffle a hidden pile in place from its sorted order (its current order is never used)."""
    items.sort()
    return rng.shuffle(state, items)


def unseen_nemesis_cards(game) -> list:
    """The nemesis cards the players have not seen that may be in the deck, sorted; [] after the
    deck was made of the (seen) discard pile. A search samples one position many times: the answer
    is kept on the game for as long as its log, its nemesis discard and the cards being resolved
    stay as they are."""
    s = game.s
    nem = s["nemesis"]
    seen = list(nem["discard"]) + [t["card"] for t in s["stack"] if t.get("kind") == "ncard"]
    key = (s["log"], len(s["log"]), seen)
    memo = getattr(game, "_unseen", None)
    if memo is not None and memo[0][0] is key[0] and memo[0][1:] == key[1:]:
        return list(memo[1])
    found = _unseen(game, seen)
    game._unseen = (key, found)
    return list(found)


def _unseen(game, seen) -> list:
    s = game.s
    if any(e.get("kind") == "reshuffle" for e in s["log"]):
        return []
    pool = nemesis_deck(game.box, len(s["fighters"]), s["setup"].get("hard", False))
    for c in seen:
        if c in pool:
            pool.remove(c)
    return sorted(pool)


def _nemesis(game, unseen: list, state: int) -> int:
    deck = game.s["nemesis"]["deck"]
    if not unseen or len(unseen) < len(deck) or any(c not in unseen for c in deck):
        return _reshuffle(state, deck)      # known cards (a reshuffled deck, or a hand-made position)
    state = rng.shuffle(state, unseen)
    deck[:] = unseen[:len(deck)]
    return state


def _objectives(tokens: list, state: int) -> int:
    hidden = [t for t in tokens if not t["revealed"]]
    icons = [t["icon"] for t in hidden]
    state = _reshuffle(state, icons)
    for t, icon in zip(hidden, icons):
        t["icon"] = icon
    return state
