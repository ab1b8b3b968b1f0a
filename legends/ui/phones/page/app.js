// Legends phone page: one seat's fighter board, hand and options, over a WebSocket to the app.
// The protocol is in docs/ui.md (section "Phones"); the engine decides what is
// legal, this page only shows the options it is sent and sends back the index tapped.
"use strict";
(function () {
  var $ = function (id) { return document.getElementById(id); };
  var token = (location.pathname.match(/^\/s\/([A-Za-z0-9_-]{8,64})\/?$/) || [])[1] || "";
  var ws = null, retry = 0, retryTimer = null, pingTimer = null, toastTimer = null;
  var refused = false, lastBuzz = "", version = null, sentVersion = null;
  var lastHealth = null, wasDeciding = false;
  // The server stopped and said why (`ended`); with `again` this page knocks by itself until the
  // next game's server lets it back in (the same code and secret while the app runs: docs/ui.md).
  var ended = null, waitWords = null;
  var T = window.LEGENDS_TIMING || {};    // (tests shorten these)
  var PING_EVERY = T.ping || 5000, DEAD_AFTER = T.dead || 12000, RETRY_MAX = T.retry || 5000;   // ms
  var lastHeard = 0;
  // The secret the TV gave this phone when it accepted it (renewed at each connection): presented
  // on reconnecting, it takes the seat back without asking the TV again. Kept in this browser only.
  var SECRET_KEY = "legends-seat-secret:" + token;
  function secret() {
    try { return window.localStorage.getItem(SECRET_KEY) || ""; } catch (e) { return ""; }
  }
  function keepSecret(value) {
    if (typeof value !== "string" || !/^[A-Za-z0-9_-]{16,64}$/.test(value)) return;
    try { window.localStorage.setItem(SECRET_KEY, value); } catch (e) { /* private mode: the TV asks again */ }
  }

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  // Text whose last word keeps to the word before it ("Dash In", "take it", "discard Meaty"): the
  // two (24 letters at most) in a span that does not wrap, so a wrapped line never leaves one word
  // alone (issue 26); the element's textContent is the text as sent.
  function keepTail(e, text) {
    text = String(text || "");
    var m = /(\S+ \S+)$/.exec(text);
    clear(e);
    if (!m || m[1].length > 24) { e.textContent = text; return e; }
    e.appendChild(document.createTextNode(text.slice(0, m.index)));
    e.appendChild(el("span", "keep", m[1]));
    return e;
  }
  // The prompt: a first line ("P2 · NEMESIS PHASE\n...", phones/tv.py phone_prompt) is its label,
  // drawn as a chip on a line of its own, so the TV's label and the step never run together (issue
  // 26, re-check after the eighth pass, finding 7: "P2 · NEMESIS PHASE Nemesis card Regroup ...").
  function promptText(text) {
    var cut = text.indexOf("\n");
    $("prompt-label").textContent = cut >= 0 ? text.slice(0, cut) : "";
    $("prompt-label").hidden = cut < 0;
    keepTail($("prompt-text"), cut >= 0 ? text.slice(cut + 1) : text);
  }
  // The phase in the headline: its last word " phase" in a span of its own, which a narrow phone
  // hides ("Nemesis phase" -> "Nemesis", style.css) so the headline stays one line; textContent is
  // the phase as sent.
  function phaseText(e, text) {
    var m = / phase$/.exec(text);
    clear(e);
    e.appendChild(document.createTextNode(m ? text.slice(0, m.index) : text));
    if (m) e.appendChild(el("span", "phase-tail", m[0]));
    return e;
  }
  function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); return e; }
  function num(v, d) { return typeof v === "number" && isFinite(v) ? v : d; }
  function list(v) { return Array.isArray(v) ? v : []; }

  function veil(text, opts) {
    opts = opts || {};
    $("veil").hidden = !text;
    if (!text) return;
    $("veil-text").textContent = text;
    $("veil-next").hidden = !opts.next;
    $("veil-next").textContent = opts.next || "";
    $("veil-spin").hidden = !!opts.still;
    $("veil-retry").hidden = !opts.retry;
  }
  function link(on) { $("link").className = "link " + (on ? "on" : "off"); }
  function toast(message) {
    var t = $("toast");
    t.textContent = message || "Something went wrong";
    t.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(function () { t.hidden = true; }, 3500);
  }
  function seatColor(c) {
    if (typeof c === "string" && /^#[0-9a-fA-F]{6}$/.test(c))
      document.documentElement.style.setProperty("--seat", c);
  }
  var SEAT_COLORS = ["#dc3c32", "#3c82e6", "#3caf5a", "#ebaa28"];   // theme.SEAT_COLORS
  var SEAT_SHAPES = ["circle", "square", "triangle", "diamond"];     // ui/paint/seatmarks.py SHAPES
  function seatMark(seat) { $("seat-mark").dataset.shape = SEAT_SHAPES[num(seat, 0) % 4]; }   // not colour alone
  function seatLabel(seat) { return "P" + (num(seat, 0) + 1); }

  // ---- the connection: reconnect with backoff, keeping the token (and the seat's secret) ----
  function connect() {
    clearTimeout(retryTimer);
    if (!token) {
      veil("Scan your seat's QR code on the TV to join.", { still: true });
      return;
    }
    var proto = location.protocol === "https:" ? "wss:" : "ws:";
    var sock;
    try {
      var held = secret();
      sock = ws = new WebSocket(proto + "//" + location.host + "/ws?token=" + encodeURIComponent(token) +
                                (held ? "&secret=" + encodeURIComponent(held) : ""));
    } catch (e) { scheduleRetry(); return; }
    sock.onopen = function () {
      link(true);
      lastHeard = Date.now();
      clearInterval(pingTimer);
      // the page's own ping: a link that says nothing for DEAD_AFTER ms (the Wi-Fi gone without a
      // word) is given up and opened again, as the server drops it by its heartbeat (server.py)
      pingTimer = setInterval(function () {
        if (Date.now() - lastHeard > DEAD_AFTER) lost(sock); else send({ type: "ping" });
      }, PING_EVERY);
    };
    sock.onmessage = function (ev) {
      var msg;
      lastHeard = Date.now();
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      if (msg && typeof msg === "object") handle(msg);
    };
    sock.onclose = function () { lost(sock); };
    sock.onerror = function () { /* onclose follows */ };
  }
  function lost(sock) {
    if (sock !== ws) return;            // an older connection, already given up
    sock.onclose = sock.onmessage = null;
    try { sock.close(); } catch (e) { /* closed already */ }
    link(false);
    clearInterval(pingTimer);
    ws = null;
    if (!refused) scheduleRetry();
  }
  // Knocks again with backoff (0.5 s, 1, 2, 4, then every 5 s), saying why it waits.
  function scheduleRetry() {
    clearTimeout(retryTimer);
    retry = Math.min(retry + 1, 6);
    var delay = Math.min(500 * Math.pow(2, retry - 1), RETRY_MAX);
    if (ended) veil(ended.message || "The TV stopped the game.", { next: ended.next });
    else if (waitWords) veil(waitWords, { next: "This phone tries again by itself." });
    else veil("Connection lost. Reconnecting...");
    retryTimer = setTimeout(connect, delay);
  }
  function send(obj) {
    if (ws && ws.readyState === 1) { ws.send(JSON.stringify(obj)); return true; }
    return false;
  }

  function handle(msg) {
    if (msg.type === "pending") {
      retry = 0; ended = waitWords = null;
      seatColor(msg.color || SEAT_COLORS[num(msg.seat, 0)]);
      $("veil-seat").hidden = false;
      $("veil-seat").textContent = seatLabel(msg.seat);
      seatMark(msg.seat);
      veil("Waiting for the TV to accept...");
    } else if (msg.type === "joined") {
      retry = 0; ended = waitWords = null;
      keepSecret(msg.secret);
    } else if (msg.type === "refused" && msg.retry) {
      waitWords = String(msg.message || "The TV cannot let this phone in yet.");   // the server closes; we knock again
      if (!ended) veil(waitWords, { next: "This phone tries again by itself." });
    } else if (msg.type === "refused") {
      refused = true; ended = waitWords = null;
      veil(msg.message || "The TV did not let this phone join.", { still: true, retry: true });
      if (ws) ws.close();
    } else if (msg.type === "ended") {
      ended = { message: String(msg.message || "The TV stopped the game."), next: String(msg.next || "") };
      waitWords = null;
      if (!msg.again) {
        refused = true;
        veil(ended.message, { next: ended.next, still: true, retry: true });
        ended = null;
      } else veil(ended.message, { next: ended.next });
    } else if (msg.type === "state") {
      retry = 0; ended = waitWords = null;
      veil(null);
      render(msg);
    } else if (msg.type === "error") {
      toast(msg.message);
      unsend();
    }
  }

  // ---- drawing the state ----
  function render(s) {
    seatColor(s.color);
    document.body.dataset.version = String(num(s.version, 0));
    document.title = (s.player || "Legends") + (s.deciding ? " · your move" : "");
    var name = String(s.player || seatLabel(s.seat));
    var parts = name.split(" · ");
    $("seat-num").textContent = parts.length > 1 ? parts[0] : seatLabel(s.seat);
    seatMark(s.seat);
    $("fighter-name").textContent = parts.length > 1 ? parts.slice(1).join(" · ") : name;
    $("turn").textContent = "Turn " + (s.turn !== undefined ? s.turn : "—");
    phaseText($("phase"), String(s.phase || ""));
    $("active").textContent = s.active ? s.active + "'s turn" : "";
    promptText(String(s.prompt || ""));
    var mine = !!s.deciding && list(s.options).length > 0;
    if (mine && !s.optional && !wasDeciding && window.scrollY > 40) window.scrollTo({ top: 0, behavior: "smooth" });
    wasDeciding = mine && !s.optional;
    $("prompt").classList.toggle("mine", !!s.deciding && !s.optional);
    $("decide-title").textContent = s.optional ? "Optional: your abilities" : "Your move";
    $("decide").classList.toggle("optional", !!s.optional);
    var overNew = !!s.over && $("over").hidden;
    renderOver(s.over);
    $("prompt").hidden = !!s.over && !s.deciding;        // the result panel says what comes next
    renderOptions(s);
    renderMap(s);
    renderStatus(s.board || {});
    renderBoard(s.board || {});
    renderHand(list(s.hand), s.deciding ? list(s.options) : []);
    renderLog(list(s.log));
    if (overNew) overInView();
    buzz(s);
  }
  // The result just came: its title in view under the sticky stripe (a phone scrolled down to its
  // hand or log kept its scroll, and the stripe hid the title: issue 26's playtest).
  function overInView() {
    var top = $("over").getBoundingClientRect().top - $("top").getBoundingClientRect().bottom - 8;
    if (top < 0 || top > window.innerHeight / 2) window.scrollTo({ top: Math.max(0, window.scrollY + top) });
  }

  // The options as full-width buttons, grouped by their rulebook section (the groups in the order
  // they first come, each titled once: "play X, sprint with X, play Y, sprint with Y" had its two
  // titles between every pair); each button keeps its number in the TV's list. The state's
  // `suggested` (the option the TV's cursor starts on: a block's card that blocks, never "Take the
  // damage") comes first, its group with it, marked "Suggested" (any other is still a tap away).
  function grouped(opts, first) {
    var order = [], groups = {};
    var items = opts.map(function (o, n) { return { o: o, n: n, first: n === first }; });
    items.sort(function (a, b) { return (b.first ? 1 : 0) - (a.first ? 1 : 0) || a.n - b.n; });
    items.forEach(function (it) {
      var key = String(it.o.section || "");
      if (!groups.hasOwnProperty(key)) { groups[key] = []; order.push(key); }
      groups[key].push(it);
    });
    return order.map(function (key) { return { section: key, items: groups[key] }; });
  }
  function renderOptions(s) {
    var box = clear($("options"));
    var opts = s.deciding ? list(s.options) : [];
    $("decide").hidden = opts.length === 0;
    box.classList.toggle("many", opts.length >= 4);
    if (version !== s.version) sentVersion = null;
    version = s.version;
    var first = typeof s.suggested === "number" && s.suggested >= 0 && s.suggested < opts.length ? s.suggested : -1;
    grouped(opts, first).forEach(function (g) {
      if (g.section) box.appendChild(el("div", "opt-group", g.section));
      g.items.forEach(function (it) { box.appendChild(optionButton(it.o, it.n, it.first)); });
    });
    enableOptions(sentVersion === null);
  }
  function optionButton(o, n, first) {
    var b = el("button", first ? "opt suggested" : "opt");
    b.type = "button";
    b.dataset.option = String(num(o.i, n));
    b.dataset.section = String(o.section || "");
    b.appendChild(el("span", "opt-n", n + 1));
    var body = el("span", "opt-body");
    if (first) body.appendChild(el("span", "opt-tag", "Suggested"));
    body.appendChild(keepTail(el("span", "opt-label"), o.label));
    b.appendChild(body);
    b.addEventListener("click", function () { choose(num(o.i, n)); });
    return b;
  }
  function enableOptions(on) {
    var bs = document.querySelectorAll("#options .opt, #map-pick .opt");
    for (var k = 0; k < bs.length; k++) bs[k].disabled = !on;
  }
  function marks(i) {
    return document.querySelectorAll('#options .opt[data-option="' + i + '"], #map-pick .opt[data-option="' + i + '"]');
  }
  function choose(i) {
    if (sentVersion !== null) return;
    if (!send({ type: "choose", version: version, option: i })) {
      toast("Not connected: reconnecting...");
      return;
    }
    sentVersion = version;
    var bs = marks(i);
    for (var k = 0; k < bs.length; k++) bs[k].classList.add("sent");
    enableOptions(false);
  }
  // The TV refused the tap (or it came too late): nothing stays highlighted as sent.
  function unsend() {
    sentVersion = null;
    var bs = document.querySelectorAll(".opt.sent");
    for (var k = 0; k < bs.length; k++) bs[k].classList.remove("sent");
    enableOptions(true);
  }

  // ---- the map: the options that point at a space or a figure are marked on it (map.js) ----
  function renderMap(s) {
    var map = s.map, panel = $("map-panel");
    panel.hidden = !map || !window.LegendsMap;
    $("map-pick").hidden = true;
    if (panel.hidden) return;
    var opts = s.deciding ? list(s.options) : [];
    var marked = window.LegendsMap.draw($("map"), map, opts, pickOnMap);
    panel.classList.toggle("choosing", marked > 0);
    $("map-title").textContent = marked > 0 ? "Tap a gold square or figure" : "The stage";
  }
  function pickOnMap(here, where) {
    if (here.length === 1) { choose(num(here[0].o.i, here[0].n)); return; }
    var box = clear($("map-pick"));          // several options there: the player says which
    box.hidden = false;
    box.appendChild(el("div", "opt-group", where));
    here.forEach(function (h) {
      var b = el("button", "opt"), i = num(h.o.i, h.n);
      b.type = "button";
      b.dataset.option = String(i);
      b.appendChild(el("span", "opt-n", h.n + 1));
      b.appendChild(keepTail(el("span", "opt-label"), h.o.label));
      b.addEventListener("click", function () { choose(i); });
      box.appendChild(b);
    });
    enableOptions(sentVersion === null);
  }

  // ---- the game's end: the result, then what happens next ----
  function renderOver(o) {
    var box = $("over");
    box.hidden = !o;
    if (!o) return;
    box.classList.toggle("won", !!o.won);
    $("over-title").textContent = o.title || (o.won ? "Victory!" : "Defeat");
    $("over-reason").textContent = o.reason || "";
    $("over-turns").textContent = o.turns !== undefined ? "Turns played: " + o.turns : "";
    $("over-next").textContent = o.next || "";
  }
  // ---- the status line (sticky at the top): what the player needs at every decision ----
  function renderStatus(b) {
    var hp = num(b.health, 0), ex = num(b.ex, 0);
    $("st-health").textContent = hp + "/" + num(b.max_health, hp);
    $("st-ex").textContent = ex + "/" + num(b.max_ex, ex);
    $("st-combo").textContent = list(b.meter).length + "/" + num(b.max_meter, 3);
    $("st-stunned").hidden = !b.stunned;
    $("status").classList.toggle("low", hp <= 1);
  }

  function pips(box, have, max) {
    clear(box);
    for (var k = 0; k < max; k++) box.appendChild(el("span", "pip" + (k < have ? " full" : "")));
  }
  function renderBoard(b) {
    $("board-name").textContent = b.fighter || "";
    $("round").textContent = "Round " + num(b.round, 1);
    $("stunned").hidden = !b.stunned;
    $("deck").textContent = num(b.deck, 0);
    $("discard").textContent = num(b.discard, 0);
    var hp = num(b.health, 0), maxHp = Math.min(num(b.max_health, hp), 30);
    pips($("health"), hp, maxHp);
    $("health-n").textContent = hp + "/" + maxHp;
    var ex = num(b.ex, 0), maxEx = Math.min(num(b.max_ex, ex), 20);
    pips($("ex"), ex, maxEx);
    $("ex-n").textContent = ex + "/" + maxEx;
    if (lastHealth !== null && hp < lastHealth) {
      var board = $("board");
      board.classList.remove("hurt");
      void board.offsetWidth;
      board.classList.add("hurt");
    }
    lastHealth = hp;
    renderAbilities(list(b.abilities));
    var meter = clear($("meter")), cards = list(b.meter);
    for (var k = 0; k < Math.max(cards.length, 3); k++)
      meter.appendChild(el("div", "slot" + (k < cards.length ? " filled" : ""), k < cards.length ? cards[k] : "empty"));
  }
  function costChips(cost) {
    var box = el("span", "cost");
    var items = Array.isArray(cost) ? cost : (cost ? String(cost).split(/\s*[,+]\s*|\s+/) : []);
    items.forEach(function (c) {
      if (c) box.appendChild(el("span", "chip " + String(c).toLowerCase().replace(/[^a-z]/g, ""), c));
    });
    return box;
  }
  function renderAbilities(abs) {
    var box = clear($("abilities"));
    if (!abs.length) box.appendChild(el("div", "empty", "No abilities"));
    abs.forEach(function (a) {
      var card = el("div", "ability");
      var head = el("div", "ability-head");
      head.appendChild(el("span", "ability-name", a.name));
      head.appendChild(costChips(a.cost));
      card.appendChild(head);
      var sides = el("div", "sides");
      [["Standard", a.standard, !a.is_upgraded], ["Upgraded", a.upgraded, !!a.is_upgraded]].forEach(function (sd) {
        var side = el("div", "side" + (sd[2] ? " now" : ""));
        side.appendChild(el("span", "side-t", sd[0]));
        side.appendChild(document.createTextNode(sd[1] || "—"));
        sides.appendChild(side);
      });
      card.appendChild(sides);
      box.appendChild(card);
    });
  }
  // A card's text without what the page shows apart: its combo icons (as chips) and sprint value.
  function cardParts(c) {
    var text = String(c.text || ""), icons = Array.isArray(c.icons) ? c.icons : null;
    var m = text.match(/\s*Combo icons: ([^.]*)\./);
    if (m) {
      text = text.replace(m[0], "");
      if (!icons) icons = m[1] === "none" ? [] : m[1].split(/\s*,\s*/);
    }
    text = text.replace(/\s*Sprint \d+\.\s*$/, "");
    return { text: text, icons: icons || [] };
  }
  function renderHand(hand, opts) {
    var box = clear($("hand"));
    $("hand-n").textContent = "(" + hand.length + ")";
    if (!hand.length) box.appendChild(el("div", "empty", "No cards in hand"));
    hand.forEach(function (c) {
      var named = opts.some(function (o) { return c.name && String(o.label || "").indexOf(c.name) >= 0; });
      var card = el("div", "card" + (named ? " playable" : "")), parts = cardParts(c);
      if (c.id !== undefined) card.dataset.id = String(c.id);
      card.appendChild(el("div", "card-name", c.name));
      card.appendChild(el("div", "card-text", parts.text));
      var foot = el("div", "card-foot");
      foot.appendChild(costChips(parts.icons));
      if (c.sprint !== undefined && c.sprint !== null) foot.appendChild(el("span", "card-sprint", "Sprint " + c.sprint));
      card.appendChild(foot);
      box.appendChild(card);
    });
  }
  function renderLog(lines) {
    var box = clear($("log"));
    lines.slice(-6).forEach(function (line) { box.appendChild(el("li", "", line)); });
  }
  function buzz(s) {
    var key = s.buzz ? s.buzz + ":" + (s.buzz_id !== undefined ? s.buzz_id : s.version) : "";
    if (key && key !== lastBuzz && navigator.vibrate) {
      try { navigator.vibrate(s.buzz === "damage" ? [90, 60, 90] : 180); } catch (e) { /* ignored */ }
    }
    if (key) lastBuzz = key;
  }

  // Browsers let a page vibrate only after the player has tapped it (since its last load): say so.
  function buzzNote() {
    var ua = navigator.userActivation;
    $("buzz-note").hidden = !navigator.vibrate || !ua || ua.hasBeenActive;
  }
  // (in the page's flow, under the buttons: hidden once the tap's click is on its way, so nothing
  // moves under the finger between its pointerdown and its click)
  document.addEventListener("click", function () { $("buzz-note").hidden = true; }, true);
  buzzNote();

  $("veil-retry").addEventListener("click", function () {
    refused = false; retry = 0; ended = waitWords = null;
    veil("Connecting to the TV...");
    connect();
  });
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState !== "visible" || refused || !token) return;
    if (!ws) { retry = 0; connect(); }
    else if (ws.readyState === 1 && Date.now() - lastHeard > DEAD_AFTER) lost(ws);   // back from a screen lock: a dead link goes now
  });
  connect();
})();
