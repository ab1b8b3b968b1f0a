"""Generic game pieces drawn as cached surfaces: primitives, action icons, cards, enemy cards, dice."""
