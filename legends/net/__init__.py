"""What the phones' server (ui/phones) and a remote game's host and joiner (remote/) share: a
background thread with its own asyncio event loop, and one peer's bounded queue and message budget.
No pygame, nothing of the game: it only carries messages."""
