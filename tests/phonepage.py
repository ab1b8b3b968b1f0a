"""Helpers for the phone page's browser tests: headless Debian Chromium driven by Playwright's sync
API in ONE thread of its own (pygame keeps the test's main thread), and a tiny fake aiohttp server
that speaks the phone protocol with canned messages (docs/ui.md, *Phones*), to test the page
without the app.

`need_browser()` skips the test (with the reason) when Playwright or Chromium is missing; CI
installs both (.ci/run).
"""
import asyncio
import concurrent.futures
import json
import os
import queue
import shutil
import threading
import time
from pathlib import Path

import pytest

PAGE = Path(__file__).resolve().parents[1] / "legends" / "ui" / "phones" / "page"
CHROMIUM = os.environ.get("LEGENDS_CHROMIUM") or shutil.which("chromium") or ""
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
PHONE = {"width": 390, "height": 844}


def need_browser():
    """Skip cleanly unless both Playwright (the Python package) and Chromium are installed (CI sets
    LEGENDS_REQUIRE_BROWSER=1: then a missing one fails the test instead)."""
    why = None
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        why = "playwright is not installed (pip install -r requirements-dev.txt)"
    if why is None and not (os.path.isfile(CHROMIUM) and os.access(CHROMIUM, os.X_OK)):
        why = f"chromium is not installed ({CHROMIUM or 'not on PATH'}; apt-get install chromium)"
    if why and os.environ.get("LEGENDS_REQUIRE_BROWSER"):
        pytest.fail(why)
    if why:
        pytest.skip(why)


class Browser(threading.Thread):
    """Every Playwright call runs in this one thread: `call(fn)` runs fn(self) there and returns its
    result; `pump` (run on the caller's thread while waiting, e.g. one pygame frame) keeps the app
    going. Pages are opened with `open(key, url)` and kept in `self.pages[key]`."""

    def __init__(self, viewport=PHONE):
        super().__init__(daemon=True, name="playwright")
        self.jobs = queue.Queue()
        self.viewport = viewport
        self.pages = {}
        self.errors = []                    # JavaScript errors on any page
        self.failed = []                    # responses with a 4xx or 5xx status (a missing favicon ...)
        self.ready = concurrent.futures.Future()

    def run(self):
        from playwright.sync_api import sync_playwright
        try:
            with sync_playwright() as pw:
                browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS, headless=True,
                                             timeout=30_000)
                self.browser = browser
                self.context = self.new_context()
                self.ready.set_result(True)
                self._serve()
                self.context.close()
                browser.close()
        except BaseException as e:         # report a launch failure to the waiting test
            if not self.ready.done():
                self.ready.set_exception(e)
            raise

    def _serve(self):
        while True:
            fn, fut = self.jobs.get()
            if fn is None:
                return
            if not fut.set_running_or_notify_cancel():
                continue
            try:
                fut.set_result(fn(self))
            except BaseException as e:
                fut.set_exception(e)

    def start_and_wait(self, timeout=40):
        self.start()
        self.ready.result(timeout)
        return self

    def call(self, fn, pump=None, timeout=30):
        fut = concurrent.futures.Future()
        self.jobs.put((fn, fut))
        end = time.monotonic() + timeout
        while True:
            try:
                return fut.result(0.005 if pump else timeout)
            except concurrent.futures.TimeoutError:
                if time.monotonic() > end:
                    fut.cancel()
                    raise TimeoutError(f"the browser did not answer in {timeout} s") from None
                if pump:
                    pump()

    def stop(self):
        self.jobs.put((None, None))
        self.join(20)

    # ---- run in the browser thread (through call) ----
    def new_context(self):
        """A browser profile of its own (its own storage): another phone."""
        context = self.browser.new_context(viewport=self.viewport, device_scale_factor=1, is_mobile=True,
                                           has_touch=True)
        context.set_default_timeout(15_000)
        self.contexts = getattr(self, "contexts", []) + [context]
        return context

    def renew(self):
        """As a browser just started: every page and profile closed, a new profile, no errors kept (one
        Chromium for a module's tests, each with phones of its own: tests/test_phone_browser.py)."""
        for context in getattr(self, "contexts", []):
            context.close()
        self.contexts = []
        self.pages, self.errors, self.failed = {}, [], []
        self.context = self.new_context()

    def open(self, key, url, fresh=False, init=None):
        """A page (a tab) at `url`; `fresh`: on another phone (a new context, nothing stored);
        `init`: a script run before the page's own (e.g. window.LEGENDS_TIMING, shorter delays)."""
        page = (self.new_context() if fresh else self.context).new_page()
        page.add_init_script("navigator.vibrate = p => { (window.__buzzes = window.__buzzes || []).push(p); return true; };")
        if init:
            page.add_init_script(init)
        page.on("response", lambda r: r.status >= 400 and self.failed.append(f"{key}: {r.status} {r.url}"))
        page.on("pageerror", lambda e: self.errors.append(f"{key}: {e}"))
        page.goto(url, wait_until="domcontentloaded")
        self.pages[key] = page
        return page


def snapshot(page):
    """What the page shows, read from its DOM (runs in the browser thread)."""
    return page.evaluate("""() => {
      const t = s => Array.from(document.querySelectorAll(s)).map(e => e.textContent.trim());
      const q = s => { const e = document.querySelector(s); return e ? e.textContent.trim() : null; };
      const opts = Array.from(document.querySelectorAll('#options .opt'))      // in the TV's order (the page groups them)
        .sort((a, b) => Number(a.dataset.option) - Number(b.dataset.option));
      return {
        veil: document.getElementById('veil').hidden ? null : q('#veil-text'),
        version: document.body.dataset.version === undefined ? null : Number(document.body.dataset.version),
        seat: q('#seat-pill'), mark: (document.querySelector('#seat-mark') || {dataset: {}}).dataset.shape || null, fighter: q('#fighter-name'), prompt: q('#prompt-text'), active: q('#active'),
        deciding: !document.getElementById('decide').hidden,
        options: opts.map(b => b.querySelector('.opt-label').textContent),
        sections: opts.map(b => b.dataset.section || ''),
        groups: t('#options .opt-group'), decide_title: q('#decide-title'),
        sent: opts.map(b => b.classList.contains('sent')),
        status: q('#status'), over: document.getElementById('over').hidden ? null : q('#over'),
        veil_next: document.getElementById('veil-next').hidden ? null : q('#veil-next'),
        map_choices: Array.from(document.querySelectorAll('#map .choice')).map(e => e.dataset.space || e.dataset.figure),
        map_figures: Array.from(document.querySelectorAll('#map .fig')).map(e => e.dataset.figure),
        enabled: opts.map(b => !b.disabled),
        hand: t('#hand .card-name'), sprint: t('#hand .card-sprint'),
        health: document.querySelectorAll('#health .pip.full').length,
        max_health: document.querySelectorAll('#health .pip').length,
        ex: document.querySelectorAll('#ex .pip.full').length,
        deck: q('#deck'), discard: q('#discard'), round: q('#round'),
        abilities: t('#abilities .ability-name'), now: t('#abilities .side.now .side-t'),
        meter: t('#meter .slot.filled'), log: t('#log li'),
        toast: document.getElementById('toast').hidden ? null : q('#toast'),
        buzzes: (window.__buzzes || []).length,
      };
    }""")


@pytest.fixture(scope="module")
def module_browser(chromium):
    """The test process's one browser for a test module's pages (import it as `browser`), as if just
    started for the module: new profiles, no pages, no errors (Browser.renew), at its start and end."""
    chromium.call(lambda b: b.renew())
    yield chromium
    chromium.call(lambda b: b.renew())


def wait_for(browser, page, cond, timeout=10):
    """Poll the page's snapshot (in the browser thread) until cond(snapshot) holds; the last one."""
    def poll(b):
        end = time.monotonic() + timeout
        while True:
            s = snapshot(page)
            if cond(s) or time.monotonic() > end:
                return s
            page.wait_for_timeout(50)
    return browser.call(poll, timeout=timeout + 10)


def snapshot_in(browser, page):
    """The page's snapshot, from the test's thread."""
    return browser.call(lambda b: snapshot(page))


def measured(browser, key, state, width, script, height=844):
    """`script` evaluated on the page against a FakeServer sending `state` (canned_state's kind of
    callable), opened as `key` at `width` x `height` once its first state is shown: what it returns."""
    with FakeServer(state=state) as srv:
        page = browser.call(lambda b: b.open(key, srv.url()))
        browser.call(lambda b: page.set_viewport_size({"width": width, "height": height}))
        wait_for(browser, page, lambda s: s["version"] == 1 and s["veil"] is None)
        m = browser.call(lambda b: page.evaluate(script))
        browser.call(lambda b: page.close())
    return m


# ---------------------------------------------------------------- the fake server (canned messages)

def canned_state(seat=1, version=1, deciding=True, **over):
    """A state message as the protocol describes it: P2 · Ken in turn 3, deciding."""
    s = {
        "type": "state", "seat": seat, "version": version, "player": "P2 · Ken", "color": "#3c82e6",
        "turn": 3, "active": "P2 · Ken", "phase": "Fighter phase",
        "prompt": "P2 · Ken decides: play style card 1 of 2", "deciding": deciding,
        "options": [
            {"i": 0, "label": "Play Hadoken", "section": "Fighter Phase: Play a Style Card"},
            {"i": 1, "label": "Sprint with Hadoken (move 1)", "section": "Fighter Phase: Sprint"},
            {"i": 2, "label": "Play Shoryuken", "section": "Fighter Phase: Play a Style Card"},
            {"i": 3, "label": "Use Quick Step (joystick)", "section": "Abilities"},
            {"i": 4, "label": "End the fighter phase", "section": "Fighter Phase"},
        ] if deciding else [],
        "board": {
            "fighter": "Ken", "health": 4, "max_health": 6, "ex": 2, "max_ex": 5, "round": 1,
            "deck": 9, "discard": 3,
            "abilities": [
                {"name": "Shoryuken", "cost": ["punch", "punch"], "standard": "Melee 4. Kicker (punch): boost 0.",
                 "upgraded": "Move 1, melee 5. Kicker (punch): boost 1.", "is_upgraded": False},
                {"name": "Hadoken", "cost": ["punch", "joystick"], "standard": "Long range 2.",
                 "upgraded": "Long range 3 (cost: punch).", "is_upgraded": True},
                {"name": "Quick Step", "cost": ["joystick"], "standard": "Move 2, melee 1 charge.",
                 "upgraded": "Move 3, melee 2 charge. Kicker (kick): push.", "is_upgraded": False},
                {"name": "Tatsumaki Senpukyaku", "cost": ["kick", "kick"],
                 "standard": "Melee 2 target 2, push.", "upgraded": "Melee 3 target 2, push.",
                 "is_upgraded": False},
            ],
            "meter": ["Jab", "Roundhouse"],
        },
        "hand": [
            {"id": 11, "name": "Hadoken", "text": "Long range 2. Gain 1 EX.", "sprint": 1},
            {"id": 12, "name": "Shoryuken", "text": "Melee 3. Target 2.", "sprint": 2},
            {"id": 13, "name": "Forward Step", "text": "Move 2, then melee 1.", "sprint": 2},
            {"id": 14, "name": "Focus Attack", "text": "Block 1. Gain 1 EX.", "sprint": 1},
        ],
        "log": ["Turn 3: P2 (Ken) is the active player.", "P2 draws 2.", "M1 moves C2 -> C3 toward P2.",
                "M1 attacks P2 (melee 1).", "P2 (Ken) suffers 1 damage.", "P2 plays Jab."],
        "buzz": "decide" if deciding else None,
    }
    s.update(over)
    return s


def canned_map_state(version=1, deciding=True, **over):
    """A state whose options point at the map (as protocol.option_list and stagemap.py send them):
    moves to squares and a feature, a target figure, two options on one square."""
    squares = [[c, r, "console" if (c, r) in ((1, 1), (2, 1)) else f"{'ABC'[c]}{r + 1}"]
               for r in range(3) for c in range(3)]
    options = [{"i": 0, "label": "Skip this action", "section": "Card and Ability Actions"},
               {"i": 1, "label": "Move to A1", "section": "Card and Ability Actions", "to": "A1"},
               {"i": 2, "label": "Move to Command Console", "section": "Card and Ability Actions", "to": "console"},
               {"i": 3, "label": "Target Shadaloo Grunt (M1)", "section": "Card and Ability Actions", "target": "m1"},
               {"i": 4, "label": "Push M2 to C3", "section": "Card and Ability Actions", "target": "m2", "to": "C3"},
               {"i": 5, "label": "Pull M2 to C3", "section": "Card and Ability Actions", "target": "m2", "to": "C3"}]
    s = canned_state(version=version, deciding=deciding, options=options if deciding else [],
                     prompt="P2 · Ken decides: resolve move 2 or skip", **over)
    s["map"] = {"cols": 3, "rows": 3, "squares": squares, "names": {"console": "Command Console"},
                "walls": [[0, 0, 1, 0]], "doors": [[1, 2, 2, 2]], "me": "F2", "tokens": ["B1"],
                "figures": [{"id": "F2", "tag": "P2", "name": "Ken", "kind": "fighter", "space": "A2", "seat": 1},
                            {"id": "m1", "tag": "M1", "name": "Shadaloo Grunt (M1)", "kind": "standard", "space": "C1"},
                            {"id": "m2", "tag": "M2", "name": "Shadaloo Grunt (M2)", "kind": "standard", "space": "B3"}]}
    return s


class FakeServer:
    """Serves the page's files and a /ws speaking the protocol with canned messages, on its own
    asyncio loop in a thread. `accept` sends a state after the pending message (as the TV would);
    every message the phones send lands in `self.received`; `replies(msg)` answers a choose; each
    connection's query is in `self.queries`; with `secret`, a `joined` message gives the phone
    "<secret><connection number>" as the TV's secret."""

    def __init__(self, tokens=("tok-seat-two-abcdef",), accept=True, refuse=False, secret=None, state=None,
                 held=0):
        self.tokens, self.accept, self.refuse, self.secret = set(tokens), accept, refuse, secret
        self.state = state or canned_state      # state(version=..., deciding=...) -> the state sent
        self.held = held                        # the first `held` connections: "already has a phone" (retry)
        self.mute = False                       # True: no pong, no reply (a link gone silent)
        self.received, self.sockets, self.connects, self.queries = [], [], 0, []
        self.version = 1
        self.loop = asyncio.new_event_loop()
        self.started = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True, name="fake-phone-server")

    def __enter__(self):
        self.thread.start()
        assert self.started.wait(20), "the fake server did not start"
        return self

    def __exit__(self, *exc):
        self.refuse = True
        self.run(self.drop)
        asyncio.run_coroutine_threadsafe(self.runner.cleanup(), self.loop).result(20)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(20)

    def url(self, token=None):
        return f"http://127.0.0.1:{self.port}/s/{token or next(iter(self.tokens))}"

    def run(self, coro_fn, *args):
        """Run coro_fn(*args) on the server's loop (e.g. push a message), from any thread."""
        return asyncio.run_coroutine_threadsafe(coro_fn(*args), self.loop).result(10)

    def _run(self):
        from aiohttp import web
        asyncio.set_event_loop(self.loop)
        app = web.Application()
        async def page(request):
            name = request.match_info.get("name", "index.html")
            if name not in ("index.html", "style.css", "app.js", "map.js"):
                return web.Response(status=404)
            return web.FileResponse(PAGE / name)
        app.router.add_get("/", page)
        app.router.add_get("/s/{token}", page)
        app.router.add_get("/page/{name}", page)
        app.router.add_get("/ws", self._ws)
        self.runner = web.AppRunner(app, shutdown_timeout=1)
        self.loop.run_until_complete(self.runner.setup())
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        self.loop.run_until_complete(site.start())
        self.port = site._server.sockets[0].getsockname()[1]
        self.started.set()
        self.loop.run_forever()

    async def _ws(self, request):
        from aiohttp import web
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self.connects += 1
        self.queries.append(dict(request.query))
        if self.connects <= self.held:
            await ws.send_json({"type": "refused", "message": "P2 already has a phone connected.", "retry": True})
            await ws.close()
            return ws
        if request.query.get("token") not in self.tokens or self.refuse:
            await ws.send_json({"type": "refused", "message": "This seat's code is not valid."})
            await ws.close()
            return ws
        self.sockets.append(ws)
        await ws.send_json({"type": "pending", "seat": 1})
        if self.accept and self.secret:
            await ws.send_json({"type": "joined", "seat": 1, "secret": f"{self.secret}{self.connects}"})
        if self.accept:
            await ws.send_json(self.state(version=self.version))
        async for m in ws:
            msg = json.loads(m.data)
            self.received.append(msg)
            if self.mute:
                continue
            if msg.get("type") == "ping":
                await ws.send_json({"type": "pong"})
            elif msg.get("type") == "choose":
                await ws.send_json(self.reply(msg))
        self.sockets.remove(ws)
        return ws

    def reply(self, msg):
        shown = self.state(version=self.version).get("options") or []      # the options the page was sent
        if msg.get("version") != self.version or not 0 <= msg.get("option", -1) < len(shown):
            return {"type": "error", "message": "That option is no longer legal."}
        self.version += 1
        return canned_state(version=self.version, deciding=False, prompt="P1 · Ryu decides: move 2",
                            active="P1 · Ryu", buzz=None)

    def received_choices(self) -> list:
        return [m["option"] for m in self.received if m.get("type") == "choose"]

    async def push(self, msg):
        for ws in list(self.sockets):
            await ws.send_json(msg)

    async def drop(self):
        for ws in list(self.sockets):
            await ws.close()
