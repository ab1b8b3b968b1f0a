"""Developer tools above the UI: headless test helpers and the monkey (testing.py), the README
screenshots (screenshots.py). Nothing in the game imports them."""
