"""Tiny sound synthesis kit for synth.py: pure Python (math, array, wave), deterministic.

A sound is a list of floats (about -1..1) at a sample rate. Frequencies and filter cutoffs are a
number or a function of the time in seconds. Noise comes from our own xorshift generator, so the
same recipe gives the same samples on every machine and Python version.
"""
from __future__ import annotations

import io
import math
import sys
import wave
from array import array

TAU = 2 * math.pi


class Rng:
    """splitmix64: deterministic random numbers (never Python's `random`, whose algorithms may change)."""

    def __init__(self, seed: int):
        self.x = (seed * 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF

    def next(self) -> float:
        """Uniform in [0, 1)."""
        self.x = (self.x + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = self.x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return ((z ^ (z >> 31)) >> 11) / 9007199254740992.0

    def uniform(self, lo: float, hi: float) -> float:
        return lo + (hi - lo) * self.next()


def count(dur: float, rate: int) -> int:
    return max(1, int(round(dur * rate)))


def _fn(v):
    return v if callable(v) else (lambda t, v=v: v)


def sweep(f0: float, f1: float, tau: float):
    """f0 falling (or rising) exponentially towards f1 with time constant tau: a pitch drop."""
    return lambda t: f1 + (f0 - f1) * math.exp(-t / tau)


def glide(f0: float, f1: float, dur: float):
    """f0 to f1 in `dur` seconds, even steps in pitch (exponential), then f1."""
    k = math.log(f1 / f0) / dur
    return lambda t: f0 * math.exp(k * min(t, dur))


def osc(dur: float, freq, rate: int, shape: str = "sine", vib=(0.0, 0.0)) -> list:
    """An oscillator; shape sine | tri | saw | square | soft (a rounded square); vib: (rate Hz, depth ratio)."""
    f = _fn(freq)
    vr, vd = vib
    out, ph = [], 0.0
    for i in range(count(dur, rate)):
        t = i / rate
        fr = f(t) * (1.0 + vd * math.sin(TAU * vr * t)) if vd else f(t)
        ph = (ph + fr / rate) % 1.0
        if shape == "sine":
            v = math.sin(TAU * ph)
        elif shape == "tri":
            v = 4.0 * abs(ph - 0.5) - 1.0
        elif shape == "saw":
            v = 2.0 * ph - 1.0
        elif shape == "square":
            v = 1.0 if ph < 0.5 else -1.0
        else:
            v = math.tanh(3.0 * math.sin(TAU * ph))
        out.append(v)
    return out


def noise(dur: float, rate: int, seed: int) -> list:
    r = Rng(seed)
    return [2.0 * r.next() - 1.0 for _ in range(count(dur, rate))]


def env(dur: float, rate: int, tau: float, attack: float = 0.001, hold: float = 0.0) -> list:
    """Linear attack, a hold, then exponential decay with time constant tau; the last 8 ms fall to
    zero, so a part that ends before it has died away ends without a click."""
    n = count(dur, rate)
    out = []
    for i in range(n):
        t = i / rate
        if t < attack:
            out.append(t / attack)
        elif t < attack + hold:
            out.append(1.0)
        else:
            out.append(math.exp(-(t - attack - hold) / tau))
    tail = min(n // 4, int(0.008 * rate)) or 1
    for i in range(tail):
        out[n - 1 - i] *= i / tail
    return out


def gate(dur: float, rate: int, attack: float, release: float) -> list:
    """On over `attack`, held, off over `release` at the end."""
    n = count(dur, rate)
    a, r = max(1, int(attack * rate)), max(1, int(release * rate))
    return [min(1.0, i / a, (n - i) / r) for i in range(n)]


def swell(dur: float, rate: int, power: float = 2.0) -> list:
    """sin(pi t / dur) ** power: up and down again (a whoosh)."""
    n = count(dur, rate)
    return [math.sin(math.pi * i / n) ** power for i in range(n)]


def mul(a: list, b) -> list:
    if isinstance(b, (int, float)):
        return [x * b for x in a]
    return [x * y for x, y in zip(a, b)]


def lowpass(x: list, cutoff, rate: int, poles: int = 1) -> list:
    """One-pole lowpass (6 dB/octave per pole); cutoff may follow the time."""
    f = _fn(cutoff)
    for _ in range(poles):
        y, out = 0.0, []
        for i, v in enumerate(x):
            a = 1.0 - math.exp(-TAU * min(f(i / rate), rate * 0.45) / rate)
            y += a * (v - y)
            out.append(y)
        x = out
    return x


def highpass(x: list, cutoff, rate: int) -> list:
    return [v - w for v, w in zip(x, lowpass(x, cutoff, rate))]


def bandpass(x: list, center, rate: int, q: float = 2.0) -> list:
    """RBJ band-pass biquad (0 dB peak); a moving center is recomputed every 16 samples."""
    f = _fn(center)
    out = []
    x1 = x2 = y1 = y2 = 0.0
    b0 = b2 = a1 = a2 = 0.0
    for i, v in enumerate(x):
        if i % 16 == 0:
            w = TAU * min(f(i / rate), rate * 0.45) / rate
            alpha = math.sin(w) / (2.0 * q)
            a0 = 1.0 + alpha
            b0, b2 = alpha / a0, -alpha / a0
            a1, a2 = -2.0 * math.cos(w) / a0, (1.0 - alpha) / a0
        y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, v
        y2, y1 = y1, y
        out.append(y)
    return out


def bell(dur: float, freq: float, rate: int, partials, tau: float, attack: float = 0.002) -> list:
    """A struck tone: (ratio, gain) partials, the higher ones dying sooner."""
    out = [0.0] * count(dur, rate)
    for ratio, gain in partials:
        if freq * ratio >= rate * 0.45:
            continue
        e = env(dur, rate, tau / (1.0 + 0.5 * (ratio - 1.0)), attack)
        add(out, mul(osc(dur, freq * ratio, rate), e), 0.0, rate, gain)
    return out


def add(buf: list, x: list, at: float, rate: int, gain: float = 1.0, wrap: bool = False) -> list:
    """Mix x into buf starting at `at` seconds (wrap: past the end goes on at the start, for loops)."""
    start, n = int(round(at * rate)), len(buf)
    for i, v in enumerate(x):
        j = start + i
        if j >= n:
            if not wrap:
                break
            j %= n
        buf[j] += gain * v
    return buf


def silence(dur: float, rate: int) -> list:
    return [0.0] * count(dur, rate)


def drive(x: list, amount: float) -> list:
    """Soft saturation (tanh): louder transients without hard clipping."""
    k = math.tanh(amount)
    return [math.tanh(amount * v) / k for v in x]


def finish(x: list, rate: int, peak: float, fade_in: float = 0.001, fade_out: float = 0.01) -> list:
    """Normalise to `peak` (a fraction of full scale) with short fades, so no file starts or ends in a click."""
    top = max((abs(v) for v in x), default=0.0) or 1.0
    out = [v * peak / top for v in x]
    a = count(fade_in, rate) if fade_in > 0 else 0
    b = count(fade_out, rate) if fade_out > 0 else 0
    for i in range(min(a, len(out))):
        out[i] *= i / a
    for i in range(min(b, len(out))):
        out[-1 - i] *= i / b
    return out


def wav_bytes(x: list, rate: int) -> bytes:
    """16-bit mono PCM WAV, little-endian, the same bytes everywhere."""
    pcm = array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in x))
    if sys.byteorder == "big":
        pcm.byteswap()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(pcm.tobytes())
    return buf.getvalue()
