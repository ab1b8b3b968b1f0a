"""Seeded randomness kept inside the game state (one integer), so games replay exactly.

SplitMix64: tiny, fast in pure Python, and its whole state is a single int that
JSON saves as it is.
"""
MASK = (1 << 64) - 1


def next_u64(state: int):
    """Return (new_state, random 64-bit value)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def seed_state(seed: int) -> int:
    return (int(seed) * 0x2545F4914F6CDD1D + 0x1234567) & MASK


def randbelow(state: int, n: int):
    """Return (new_state, value in [0, n)). Multiply-shift: bias is below 2**-40 for small n."""
    state, v = next_u64(state)
    return state, (v * n) >> 64


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates in place; returns the new RNG state. (randbelow and next_u64 written out: a
    search shuffles every hidden pile of every sample.)"""
    for i in range(len(items) - 1, 0, -1):
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        j = ((z ^ (z >> 31)) * (i + 1)) >> 64
        items[i], items[j] = items[j], items[i]
    return state
