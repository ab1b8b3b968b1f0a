"""The player boards around the map: fighter seats, the nemesis board, the minion sheet, hand, dice tray, log."""
