"""Input devices and input scripts: what a device means at the table (intents.py: Intent, Do, Device;
translate.py: a pygame event as an Intent), game controllers (pads.py), their button glyphs
(glyphs.py), which device drives which seat (seats.py), and replayed input scripts (script.py reads
one, script_events.py its events, script_runner.py replays it).

A controller's buttons reach the scenes as the keys they stand for (KEYDOWN / KEYUP events that
carry `pad`, the controller's number, 1-based); an event without `pad` comes from the keyboard or
the mouse. So every screen that works by keyboard alone works by controller alone; at the table the
event becomes an intent tagged Device.pad(n), and the seats let a controller decide only for its own.
"""
