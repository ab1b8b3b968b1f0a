"""A short monkey test: random clicks, keys, wheel and motion on every scene raise nothing."""
import random

import pygame
import pytest

from legends.ui.testing import make_app

KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_s, pygame.K_e, pygame.K_b, pygame.K_1, pygame.K_2, pygame.K_3,
        pygame.K_SPACE, pygame.K_h, pygame.K_F1, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_z, pygame.K_F5, pygame.K_BACKSPACE, pygame.K_4, pygame.K_9, pygame.K_TAB, pygame.K_a]
SCENES = ["title", "setup", "game", "gallery", "settings", "load", "gameover", "demo"]


def make_scene(app, name):
    from legends.engine import Game
    from legends.cli import random_setup
    from legends.ui.scenes.gallery import GalleryScene
    from legends.ui.scenes.game import DemoScene, GameScene
    from legends.ui.scenes.gameover import GameOverScene
    from legends.ui.scenes.load import LoadScene
    from legends.ui.scenes.settings import SettingsScene
    from legends.ui.scenes.setup import SetupScene
    from legends.ui.scenes.title import TitleScene
    game = Game.new(random_setup(app.box, 11, 3), app.box)
    return {"title": lambda: TitleScene(app), "setup": lambda: SetupScene(app),
            "game": lambda: GameScene(app, game, ["human", "human", "random"]), "gallery": lambda: GalleryScene(app),
            "settings": lambda: SettingsScene(app), "load": lambda: LoadScene(app),
            "gameover": lambda: GameOverScene(app, game, ["human"] * 3),
            "demo": lambda: DemoScene(app, players=2, seed=3)}[name]()


@pytest.mark.parametrize("name", SCENES)
def test_monkey(name, tmp_path, monkeypatch):
    monkeypatch.setenv("LEGENDS_HOME", str(tmp_path))
    app = make_app()            # strict: any error inside a scene fails the test
    try:
        app.set_scene(make_scene(app, name))
        rnd = random.Random(hash(name) & 0xFFFF)
        for i in range(220):
            if not app.running:
                app.running = True
            if app.message and rnd.random() < 0.5:
                app.step(0.01, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)])
            r = rnd.random()
            pos = (rnd.randrange(1920), rnd.randrange(1080))
            if r < 0.45:
                ev = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                      pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rnd.choice((1, 1, 1, 3)))]
            elif r < 0.75:
                k = rnd.choice(KEYS)
                mod = pygame.KMOD_CTRL if k == pygame.K_z else 0
                ev = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)]
            elif r < 0.85:
                ev = [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-1, 1)), flipped=False)]
            else:
                ev = [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
            app.step(rnd.choice((0.01, 0.05, 0.3)), ev)
            if app.scene is None:
                break
    finally:
        pygame.display.quit()
