"""The one build step pyproject.toml cannot say: ship the checkout's top-level stages/, sprites/ and
sounds/ inside the package as legends/_box/<name>/, where legends/content/shipped.py finds them."""
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

KINDS = {"stages": "*.yaml", "sprites": "*.svg", "sounds": "*.wav"}   # legends.content.shipped.FOLDERS


class BuildWithBox(build_py):
    def run(self):
        super().run()
        for name, pattern in KINDS.items():
            target = Path(self.build_lib, "legends", "_box", name)
            self.mkpath(str(target))
            for src in sorted(Path(name).glob(pattern)):
                self.copy_file(str(src), str(target / src.name))


setup(cmdclass={"build_py": BuildWithBox})
