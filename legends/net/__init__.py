"""What the phones' server (ui/phones) and a remote game's host and joiner (remote/) share: a
background thread with its own asyncio event loop, one peer's bounded queue and message budget
(loopthread.py), and one message's framing: bounded JSON text holding an object (message.py).
No pygame, nothing of the game: it only carries messages."""
