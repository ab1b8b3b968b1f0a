"""Helpers for headless UI tests and scripts: synthetic events, settling animations, finding hotspots."""
from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402


def make_app(strict=True):
    """An App on the dummy video driver; strict: a caught scene error fails loudly."""
    from .app import App
    app = App()
    if strict:
        def boom(exc):
            raise exc
        app.report = boom
    return app


def click(app, pos, button=1):
    pos = (int(pos[0]), int(pos[1]))
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])


def key(app, k, mod=0, unicode=""):
    app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=unicode, scancode=0)])


def settle(app, limit=2000):
    """Run frames until the scene has no animation running (bots keep deciding while busy)."""
    sc = app.scene
    for _ in range(limit):
        app.step(0.05, [])
        anim = getattr(app.scene, "anim", None)
        if app.scene is not sc or anim is None or not anim.active:
            break
    app.render()


def hot(scene, ref):
    """Center of the hotspot whose ref matches (drawn in the last frame)."""
    for h in reversed(scene.hots):
        if h.ref == ref:
            return h.rect.center
    raise KeyError(f"no hotspot {ref!r}")


def widget(scene, label):
    for w in scene.widgets:
        if getattr(w, "label", None) == label:
            return w
    raise KeyError(label)


def figure_pos(scene, fid):
    for r, f in scene.view.fig_rects:
        if f == fid:
            return r.center
    raise KeyError(fid)
