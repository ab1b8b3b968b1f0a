"""Numbers printed on the fighter boards and the phases of a turn (rulebook: Fighter Boards, Turn Order)."""
MAX_HEALTH = 4      # a health track holds 4 (Damaging a Fighter)
MAX_EX = 3          # the EX gauge holds 3 (EX Tokens)
MAX_METER = 4       # the combo meter holds 4 style cards (Combo Meter)
PHASES = ("setup", "fighter", "nemesis", "over")
