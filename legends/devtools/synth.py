"""The table's sounds, synthesized: python -m legends.devtools.synth [--check] [OUT_DIR]

Writes one 16-bit mono WAV per sound into sounds/ (the default OUT_DIR); --check writes nothing
and exits 1 when a committed file differs from what the recipes make (a test runs it too).
Pure Python (math, array, wave: dsp.py) and deterministic: the same bytes on every machine.
The sounds are the project's own work, under the project's licence.

Effects are 22050 Hz and well under a second; the music is a quiet 8 s loop at 16000 Hz
(4 bars at 120 BPM, A minor), written so its end runs seamlessly into its start.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path

from ..content.shipped import shipped
from .dsp import (Rng, add, bandpass, bell, drive, env, finish, gate, glide, highpass, lowpass, mul, noise, osc,
                  silence, sweep, swell, wav_bytes)

SOUNDS = shipped("sounds")
R = 22050                   # effects
MR = 16000                  # music
BELL = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.12))
STRUCK = ((1.0, 1.0), (2.02, 0.5), (2.76, 0.6), (4.07, 0.3), (5.4, 0.2))


def note(name: str) -> float:
    """'A4' -> 440.0 (sharps only: C C# D D# E F F# G G# A A# B)."""
    names = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
    return 440.0 * 2 ** ((names.index(name[:-1]) + 12 * (int(name[-1]) + 1) - 69) / 12)


def _thump(dur, f0, f1, tau_pitch, tau, seed, bite=0.7, bite_cut=2500.0):
    """A body hit: a sine dropping in pitch plus a lowpassed noise smack."""
    body = mul(osc(dur, sweep(f0, f1, tau_pitch), R), env(dur, R, tau, 0.001))
    smack = mul(lowpass(noise(dur, R, seed), bite_cut, R, 2), env(dur, R, tau * 0.3, 0.0005))
    return add(body, smack, 0.0, R, bite * 3.0)


# --- the fighting ------------------------------------------------------------------------------
def hit_melee():
    """A punch: a low body thud dropping 180 -> 50 Hz, a noise smack and a click."""
    x = _thump(0.28, 180, 50, 0.03, 0.09, 11)
    add(x, mul(highpass(noise(0.02, R, 12), 3000, R), env(0.02, R, 0.004)), 0.0, R, 0.35)
    return finish(drive(x, 1.8), R, 0.9)


def hit_short():
    """A kick: snappier, higher (320 -> 70 Hz) with a bright crack."""
    x = _thump(0.24, 320, 70, 0.02, 0.07, 21, bite=0.5)
    add(x, mul(bandpass(noise(0.08, R, 22), 2500, R, 1.0), env(0.08, R, 0.02, 0.0005)), 0.0, R, 2.5)
    add(x, mul(highpass(noise(0.02, R, 23), 1000, R), env(0.02, R, 0.006)), 0.0, R, 0.4)
    return finish(drive(x, 1.6), R, 0.9)


def hit_long():
    """A projectile landing: a rising whoosh, then a burst whose noise darkens, a sub drop and a zap."""
    x = silence(0.46, R)
    w = mul(bandpass(noise(0.09, R, 31), glide(500, 3000, 0.09), R, 1.5), swell(0.09, R, 1.0))
    add(x, mul(w, [i / len(w) for i in range(len(w))]), 0.0, R, 1.2)
    burst = mul(lowpass(noise(0.37, R, 32), sweep(4000, 250, 0.08), R, 2), env(0.37, R, 0.12))
    add(x, burst, 0.08, R, 2.2)
    add(x, mul(osc(0.37, sweep(110, 35, 0.08), R), env(0.37, R, 0.15)), 0.08, R, 0.9)
    add(x, mul(osc(0.2, sweep(880, 220, 0.05), R, "soft"), env(0.2, R, 0.05)), 0.08, R, 0.25)
    return finish(drive(x, 1.6), R, 0.9)


def _whoosh(dur, lo, hi, seed):
    center = lambda t: lo + (hi - lo) * math.sin(math.pi * min(t, dur) / dur)
    return mul(bandpass(noise(dur, R, seed), center, R, 2.0), swell(dur, R, 2.0))


def miss():
    return finish(_whoosh(0.22, 600, 2600, 41), R, 0.5)


def swing():
    """An enemy's attack coming in: a lower, heavier whoosh."""
    return finish(_whoosh(0.2, 300, 1400, 42), R, 0.55)


def hurt():
    """A fighter takes damage: a heavy body blow with a short falling grunt."""
    x = _thump(0.32, 110, 40, 0.03, 0.12, 51, bite=0.6, bite_cut=1200.0)
    grunt = lowpass(osc(0.16, glide(190, 120, 0.16), R, "saw", vib=(28, 0.03)), 900, R, 2)
    add(x, mul(grunt, env(0.16, R, 0.06, 0.01)), 0.01, R, 0.7)
    return finish(drive(x, 1.8), R, 0.85)


def block():
    """A guard: a hard clack with inharmonic ringing, over a small thump."""
    x = silence(0.2, R)
    for f, g, tau in ((1250, 1.0, 0.05), (1870, 0.6, 0.04), (2950, 0.4, 0.03), (4100, 0.25, 0.02)):
        add(x, mul(osc(0.2, f, R), env(0.2, R, tau, 0.0005)), 0.0, R, g)
    add(x, mul(highpass(noise(0.02, R, 61), 2000, R), env(0.02, R, 0.004)), 0.0, R, 1.2)
    add(x, mul(osc(0.2, sweep(200, 120, 0.02), R), env(0.2, R, 0.03)), 0.0, R, 0.8)
    return finish(drive(x, 1.2), R, 0.75)


def knockdown():
    """An enemy goes down: a body falling, with one bounce."""
    x = silence(0.36, R)
    add(x, _thump(0.25, 75, 38, 0.04, 0.08, 71, bite=0.5, bite_cut=500.0), 0.0, R)
    add(x, _thump(0.2, 70, 40, 0.04, 0.06, 72, bite=0.5, bite_cut=500.0), 0.11, R, 0.45)
    return finish(drive(x, 1.5), R, 0.8)


def ko():
    """A fighter is KO'd: a huge impact, then a long falling tone."""
    x = silence(0.78, R)
    add(x, mul(osc(0.7, sweep(80, 28, 0.1), R), env(0.7, R, 0.3, 0.001)), 0.0, R, 1.0)
    add(x, mul(lowpass(noise(0.5, R, 81), sweep(5000, 200, 0.06), R, 2), env(0.5, R, 0.15)), 0.0, R, 2.4)
    fall = lowpass(osc(0.68, glide(520, 90, 0.6), R, "saw", vib=(6, 0.01)), 1500, R, 2)
    add(x, mul(mul(fall, env(0.68, R, 0.25, 0.04, 0.1)), gate(0.68, R, 0.01, 0.15)), 0.08, R, 0.6)
    return finish(drive(x, 1.4), R, 0.95)


def round2():
    """Round 2: the fight bell, rung twice."""
    x = silence(0.72, R)
    for at, g in ((0.0, 1.0), (0.22, 0.9)):
        add(x, bell(0.72 - at, 830, R, STRUCK, 0.45), at, R, g)
        add(x, mul(highpass(noise(0.01, R, 91), 3000, R), env(0.01, R, 0.002)), at, R, 0.6 * g)
    return finish(x, R, 0.75)


def spawn():
    """A minion appears: a rising shimmer that lands with a soft thump."""
    x = silence(0.33, R)
    b = bandpass(noise(0.23, R, 101), glide(300, 4000, 0.23), R, 3.0)
    rise = [math.sin(0.5 * math.pi * i / len(b)) ** 2 for i in range(len(b))]
    add(x, mul(mul(b, rise), gate(0.23, R, 0.001, 0.03)), 0.0, R, 1.5)
    add(x, mul(osc(0.23, glide(200, 800, 0.23), R, "tri"), swell(0.23, R, 2.0)), 0.0, R, 0.15)
    add(x, _thump(0.1, 120, 60, 0.02, 0.05, 102, bite=0.3, bite_cut=800.0), 0.22, R, 0.8)
    return finish(x, R, 0.6)


def nemesis():
    """The nemesis arrives: a low boom, a rumble and a dark dissonant drone."""
    x = silence(0.85, R)
    add(x, mul(osc(0.85, sweep(55, 30, 0.15), R), env(0.85, R, 0.4, 0.002)), 0.0, R, 1.0)
    add(x, mul(lowpass(noise(0.85, R, 111), 300, R, 2), env(0.85, R, 0.3, 0.005)), 0.0, R, 5.0)
    add(x, mul(lowpass(noise(0.05, R, 112), 2000, R), env(0.05, R, 0.015)), 0.0, R, 0.8)
    drone = [a + b for a, b in zip(osc(0.8, 55.0, R, "saw"), osc(0.8, 58.27, R, "saw"))]
    add(x, mul(lowpass(drone, 400, R, 2), env(0.8, R, 0.35, 0.06, 0.1)), 0.03, R, 0.5)
    return finish(drive(x, 1.5), R, 0.95)


# --- EX, cards, the table --------------------------------------------------------------------
def _notes(names, step, dur, partials, tau, detune=0.0, attack=0.002):
    x = silence(step * (len(names) - 1) + dur, R)
    for i, n in enumerate(names):
        add(x, bell(dur, note(n), R, partials, tau, attack), i * step, R)
        if detune:
            add(x, bell(dur, note(n) + detune, R, partials, tau, attack), i * step, R, 0.8)
    return x


def ex_gain():
    """EX gained: a bright rising chime with a little shimmer."""
    x = _notes(("E6", "B6", "E7"), 0.06, 0.33, BELL, 0.25)
    add(x, mul(highpass(noise(0.3, R, 121), 6000, R), env(0.3, R, 0.08, 0.02)), 0.1, R, 0.15)
    return finish(x, R, 0.7)


def ex_spend():
    """EX spent: a quick power zip up, then a spark."""
    x = silence(0.32, R)
    add(x, mul(osc(0.16, glide(300, 1500, 0.15), R, "soft"), env(0.16, R, 0.08, 0.005, 0.06)), 0.0, R, 0.5)
    add(x, bell(0.2, 2000, R, BELL, 0.12), 0.12, R, 0.8)
    return finish(lowpass(x, 6000, R), R, 0.65)


def ex_enemy():
    """The nemesis's EX: a darker chime falling, slightly out of tune (it beats)."""
    return finish(_notes(("D#5", "C5", "A4"), 0.07, 0.33, BELL, 0.3, detune=3.0), R, 0.6)


def special():
    """An ability: a power surge, a chord whose filter opens."""
    x = silence(0.5, R)
    for n in ("A3", "E4", "A4"):
        add(x, osc(0.5, note(n), R, "saw", vib=(5, 0.004)), 0.0, R, 0.4)
    x = mul(lowpass(x, glide(300, 4000, 0.35), R, 2), env(0.5, R, 0.12, 0.1, 0.15))
    add(x, bell(0.3, 1760, R, BELL, 0.12), 0.2, R, 0.25)
    return finish(x, R, 0.7)


def objective():
    """An objective: a two-note pickup."""
    x = silence(0.3, R)
    add(x, mul(osc(0.07, note("C6"), R, "soft"), env(0.07, R, 0.05, 0.003)), 0.0, R, 0.6)
    add(x, mul(osc(0.23, note("G6"), R, "soft"), env(0.23, R, 0.08, 0.003)), 0.07, R, 0.6)
    return finish(lowpass(x, 3000, R, 2), R, 0.55)


def heal():
    """Health recovered: three soft rising notes."""
    return finish(_notes(("C5", "E5", "G5"), 0.08, 0.29, ((1.0, 1.0), (2.0, 0.2)), 0.2, attack=0.012), R, 0.5)


def dice():
    """Dice rattling to rest: three dice bouncing on wood, the gaps and the knocks shrinking, for
    about as long as the table shows them tumbling (0.8 s at normal speed, shorter when faster)."""
    x = silence(0.62, R)
    rng = Rng(131)
    for d, start in enumerate((0.0, 0.017, 0.036)):
        t, gap, amp = start, 0.085 - 0.008 * d, 1.0
        while t < 0.56 and amp > 0.1:
            click = bandpass(noise(0.03, R, 140 + int(t * 1000) + d), rng.uniform(2500, 5000), R, 3.0)
            add(x, mul(click, env(0.03, R, 0.005, 0.0005)), t, R, 2.0 * amp)
            knock = mul(osc(0.04, rng.uniform(350, 900), R), env(0.04, R, 0.012, 0.0005))
            add(x, knock, t, R, 0.4 * amp)
            t += gap * rng.uniform(0.75, 1.25)
            gap *= 0.85
            amp *= 0.87
    return finish(x, R, 0.8)


def card():
    """A card played or drawn: a snap and a smaller flick."""
    x = silence(0.1, R)
    for at, g, seed in ((0.0, 1.0, 151), (0.03, 0.4, 152)):
        add(x, mul(bandpass(noise(0.06, R, seed), 3000, R, 0.7), env(0.06, R, 0.012, 0.001)), at, R, g)
    return finish(x, R, 0.45)


def turn():
    """A new turn or phase: a taiko drum."""
    x = mul(osc(0.45, sweep(120, 75, 0.05), R), env(0.45, R, 0.25, 0.002))
    add(x, mul(osc(0.2, 190, R), env(0.2, R, 0.1)), 0.0, R, 0.4)
    add(x, mul(lowpass(noise(0.06, R, 161), 800, R), env(0.06, R, 0.03)), 0.0, R, 1.5)
    return finish(drive(x, 1.2), R, 0.7)


def click():
    """A UI button: a short tick."""
    x = mul(osc(0.04, 1800, R), env(0.04, R, 0.008, 0.0005))
    add(x, mul(highpass(noise(0.01, R, 171), 3000, R), env(0.01, R, 0.002)), 0.0, R, 0.5)
    return finish(x, R, 0.4, fade_out=0.005)


def move():
    """A figure steps: a soft shuffle."""
    x = mul(lowpass(noise(0.1, R, 181), 700, R, 2), env(0.1, R, 0.03, 0.005))
    add(x, mul(osc(0.1, 150, R), env(0.1, R, 0.02)), 0.0, R, 0.3)
    return finish(x, R, 0.3)


# --- the end of a game ---------------------------------------------------------------------------
def _brass(dur, freq, rate, bright=3000.0, vib=(0.0, 0.0), release=0.05):
    """A brass-like note: two slightly detuned saws through a filter that opens with the loudness."""
    e = env(dur, rate, 10.0, 0.015, max(0.0, dur - 0.015 - release))
    tail = int(release * rate)
    for i in range(max(0, len(e) - tail), len(e)):
        e[i] *= (len(e) - i) / tail
    saws = [a + b for a, b in zip(osc(dur, freq * 0.997, rate, "saw", vib), osc(dur, freq * 1.003, rate, "saw", vib))]
    n = len(e)
    return mul(lowpass(saws, lambda t: 400.0 + bright * e[min(n - 1, int(t * rate))], rate, 2), e)


def victory():
    """The fighters win: a short fanfare, G C E and a held C major chord with a cymbal."""
    x = silence(0.92, R)
    for i, n in enumerate(("G4", "C5", "E5")):
        add(x, _brass(0.11, note(n), R), 0.1 * i, R, 0.5)
    for n, g in (("C4", 0.3), ("C5", 0.4), ("E5", 0.35), ("G5", 0.45)):
        add(x, _brass(0.6, note(n), R, 2500.0, vib=(5.5, 0.004), release=0.2), 0.3, R, g)
    add(x, mul(highpass(noise(0.5, R, 191), 5000, R), env(0.5, R, 0.2, 0.005)), 0.3, R, 0.35)
    return finish(drive(x, 1.1), R, 0.85)


def defeat():
    """The fighters lose: a falling 'wah wah wahhh', the last note sliding down."""
    x = silence(0.86, R)
    for i, n in enumerate(("G4", "F#4")):
        add(x, _wah(0.19, note(n)), 0.2 * i, R, 0.5)
    add(x, _wah(0.46, glide(note("F4"), note("C#4"), 0.42), vib=(5, 0.012)), 0.4, R, 0.55)
    return finish(x, R, 0.75)


def _wah(dur, freq, vib=(0.0, 0.0)):
    saw = osc(dur, freq, R, "saw", vib)
    cut = lambda t: 300.0 + 1400.0 * math.sin(math.pi * min(1.0, t / dur)) ** 0.7
    return mul(lowpass(saw, cut, R, 2), gate(dur, R, 0.02, 0.08))


# --- music ----------------------------------------------------------------------------------------
BAR, BARS = 2.0, 4                       # 120 BPM, 4/4
CHORDS = (("A1", ("A3", "C4", "E4")), ("F1", ("F3", "A3", "C4")), ("G1", ("G3", "B3", "D4")),
          ("E1", ("E3", "G#3", "B3")))
BASS = (0, 0, 12, 0, 0, 12, 7, 12)       # semitones above the root, one an eighth note
RIFF = ((2.0, "A4"), (2.5, "C5"), (3.0, "E5"), (3.25, "D5"))     # beats of the bar, a pluck each


def music():
    """A quiet 8 s loop: pulsing bass, kick and snare, hats, a soft pad and a small riff."""
    x = silence(BAR * BARS, MR)
    for b, (root, pad) in enumerate(CHORDS):
        t0 = b * BAR
        for i, semi in enumerate(BASS):
            f = note(root) * 2 ** (semi / 12)
            pluck = lowpass(osc(0.24, f, MR, "saw"), sweep(1400, 300, 0.05), MR, 2)
            add(x, mul(pluck, env(0.24, MR, 0.09, 0.004)), t0 + 0.25 * i, MR, 0.35, wrap=True)
        for v in pad:
            tone = lowpass(osc(BAR + 0.3, note(v), MR, "tri", vib=(4.0, 0.003)), 1500, MR)
            add(x, mul(tone, gate(BAR + 0.3, MR, 0.3, 0.5)), t0, MR, 0.06, wrap=True)
        for beat, n in RIFF:
            f = note(n) * (1 if b % 2 == 0 else 2 ** (-2 / 12))
            add(x, bell(0.4, f, MR, BELL, 0.15), t0 + 0.5 * beat, MR, 0.08, wrap=True)
        _drums(x, t0, b)
    return finish(x, MR, 0.5, fade_in=0, fade_out=0)


def _drums(x, t0, bar):
    kick = mul(osc(0.2, sweep(110, 45, 0.03), MR), env(0.2, MR, 0.08, 0.001))
    for at in (0.0, 1.0) + ((1.75,) if bar % 2 else ()):
        add(x, kick, t0 + at, MR, 0.5, wrap=True)
    for at in (0.5, 1.5):
        sn = mul(bandpass(noise(0.15, MR, 200 + bar), 1800, MR, 0.8), env(0.15, MR, 0.06, 0.001))
        add(x, sn, t0 + at, MR, 0.5, wrap=True)
        add(x, mul(osc(0.08, 180, MR), env(0.08, MR, 0.04)), t0 + at, MR, 0.12, wrap=True)
    for i in range(8):
        hat = mul(highpass(noise(0.03, MR, 300 + 8 * bar + i), 5000, MR), env(0.03, MR, 0.012, 0.0005))
        add(x, hat, t0 + 0.25 * i, MR, 0.1 if i % 2 else 0.05, wrap=True)


# --- the files ------------------------------------------------------------------------------------
EFFECTS = {f.__name__: f for f in (click, move, card, turn, dice, hit_melee, hit_short, hit_long, miss, swing,
                                   hurt, block, knockdown, ex_gain, ex_spend, ex_enemy, special, objective, heal,
                                   ko, round2, spawn, nemesis, victory, defeat)}


def render(name: str) -> bytes:
    """The WAV file of one sound (an effect's name, or "music")."""
    if name == "music":
        return wav_bytes(music(), MR)
    return wav_bytes(EFFECTS[name](), R)


def names() -> list:
    return list(EFFECTS) + ["music"]


def main(argv=None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    out = Path(next((a for a in args if not a.startswith("--")), SOUNDS))
    drift, total = [], 0
    for name in names():
        data = render(name)
        path = out / f"{name}.wav"
        total += len(data)
        if check:
            if not path.exists() or path.read_bytes() != data:
                drift.append(name)
            continue
        out.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.name:16} {len(data) / 1024:6.1f} KB")
    if check:
        print("sounds match their recipes" if not drift else "differ from their recipes: " + ", ".join(drift))
        return 1 if drift else 0
    print(f"{len(names())} files, {total / 1024:.0f} KB in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
