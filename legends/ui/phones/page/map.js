// Legends phone page: the small map of the stage (issue 26 item 9). It draws what the state's `map`
// says (squares, walls, doors, features, figures, objective tokens: legends/ui/phones/stagemap.py)
// and marks the options that point at a space ("to") or a figure ("target"), as the engine said;
// it works out no rule. Tapping a marked square or figure picks its option (several: the page asks).
"use strict";
window.LegendsMap = (function () {
  var NS = "http://www.w3.org/2000/svg", U = 10;
  var SEAT_COLORS = ["#dc3c32", "#3c82e6", "#3caf5a", "#ebaa28"];   // theme.SEAT_COLORS
  var KIND_COLORS = { standard: "#6f6a64", elite: "#7b4fa8", rival: "#c8641e", nemesis: "#5a0f14" };

  function svg(tag, attrs, parent) {
    var e = document.createElementNS(NS, tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (parent) parent.appendChild(e);
    return e;
  }
  function list(v) { return Array.isArray(v) ? v : []; }
  function int(v) { return typeof v === "number" && isFinite(v) ? Math.floor(v) : 0; }

  // space -> its squares [[c, r]], in reading order
  function spaces(map) {
    var out = {};
    list(map.squares).forEach(function (q) {
      if (!Array.isArray(q) || q.length < 3) return;
      (out[String(q[2])] = out[String(q[2])] || []).push([int(q[0]), int(q[1])]);
    });
    return out;
  }
  function centre(squares) {
    var x = 0, y = 0;
    squares.forEach(function (q) { x += q[0]; y += q[1]; });
    return [(x / squares.length + 0.5) * U, (y / squares.length + 0.5) * U];
  }
  // where each option points: {"s:C3": [option, ...], "f:m2": [...]} (a space it ends on first)
  function spots(options) {
    var out = {};
    list(options).forEach(function (o, n) {
      var key = o.to ? "s:" + o.to : (o.target ? "f:" + o.target : null);
      if (key) (out[key] = out[key] || []).push({ o: o, n: n });
    });
    return out;
  }
  function edge(g, w, cls) {
    if (!Array.isArray(w) || w.length < 4) return;
    var c1 = int(w[0]), r1 = int(w[1]), c2 = int(w[2]), r2 = int(w[3]);
    var a = r1 === r2 ? { x1: Math.max(c1, c2) * U, y1: r1 * U, x2: Math.max(c1, c2) * U, y2: (r1 + 1) * U }
                      : { x1: c1 * U, y1: Math.max(r1, r2) * U, x2: (c1 + 1) * U, y2: Math.max(r1, r2) * U };
    a["class"] = cls;
    svg("line", a, g);
  }
  function badge(g, x, y, n) {
    svg("circle", { cx: x, cy: y, r: 1.8, "class": "badge" }, g);
    svg("text", { x: x, y: y + 0.75, "class": "badge-n" }, g).textContent = String(n + 1);
  }
  // A feature's printed name, under its figures: on two lines when long ("Command / Console")
  function featureName(g, c, name) {
    var words = name.split(/\s+/), lines = [name];
    if (name.length > 9 && words.length > 1) {
      var half = Math.ceil(words.length / 2);
      lines = [words.slice(0, half).join(" "), words.slice(half).join(" ")];
    }
    lines.forEach(function (line, k) {
      svg("text", { x: c[0], y: c[1] + 4.4 - (lines.length - 1 - k) * 2, "class": "feature-name" },
          g).textContent = line.slice(0, 14);
    });
  }

  function draw(box, map, options, pick) {
    while (box.firstChild) box.removeChild(box.firstChild);
    var cols = Math.max(1, Math.min(int(map.cols), 20)), rows = Math.max(1, Math.min(int(map.rows), 20));
    var root = svg("svg", { viewBox: "-1 -1 " + (cols * U + 2) + " " + (rows * U + 2), "class": "stage",
                            role: "img", "aria-label": "The stage" }, box);
    var sp = spaces(map), names = map.names || {}, marks = spots(options);
    var floor = svg("g", {}, root), marked = svg("g", {}, root), lines = svg("g", {}, root), top = svg("g", {}, root);
    Object.keys(sp).forEach(function (space) {
      var key = "s:" + space, here = marks[key], feature = Object.prototype.hasOwnProperty.call(names, space);
      sp[space].forEach(function (q) {
        var r = svg("rect", { x: q[0] * U, y: q[1] * U, width: U, height: U, "data-space": space,
                              "class": "sq" + (feature ? " feature" : "") + (here ? " choice" : "") }, here ? marked : floor);
        if (here) r.addEventListener("click", function () { pick(here, feature ? names[space] : space); });
      });
      var c = centre(sp[space]);
      if (feature) featureName(top, c, String(names[space]));
      else {
        svg("text", { x: sp[space][0][0] * U + 0.8, y: sp[space][0][1] * U + 2.4, "class": "sq-name" + (here ? " on" : "") }, top).textContent = space;
      }
    });
    list(map.walls).forEach(function (w) { edge(lines, w, "wall"); });
    list(map.doors).forEach(function (w) { edge(lines, w, "door"); });
    // an objective token: bottom right of a square (its name top left, a choice's number top
    // right), top left of a feature; drawn under the figures
    list(map.tokens).forEach(function (space) {
      var q = (sp[space] || [])[0], x = names[space] ? 1.8 : 8.2, y = names[space] ? 1.8 : 8.2;
      if (q) svg("rect", { x: q[0] * U + x - 1, y: q[1] * U + y - 1, width: 2, height: 2, "class": "token",
                           transform: "rotate(45 " + (q[0] * U + x) + " " + (q[1] * U + y) + ")" }, top);
    });
    // figures: up to four a space, side by side in its first square (a feature: at its centre)
    var by = {};
    list(map.figures).forEach(function (f) { if (sp[f.space]) (by[f.space] = by[f.space] || []).push(f); });
    Object.keys(by).forEach(function (space) {
      var figs = by[space], c = names[space] ? centre(sp[space]) : centre([sp[space][0]]);
      var n = figs.length, rad = n > 2 ? 1.9 : (n > 1 ? 2.3 : 2.7), dx = n > 1 ? 2.4 : 0;
      if (names[space]) c = [c[0], c[1] - 2.7];      // above the feature's name
      figs.slice(0, 4).forEach(function (f, k) {
        var x = c[0] + (n > 1 ? (k % 2 ? dx : -dx) : 0), y = c[1] + (n > 2 ? (k < 2 ? -1.6 : 2.2) : 1.2);
        var here = marks["f:" + f.id];
        var color = f.kind === "fighter" ? SEAT_COLORS[int(f.seat) % 4] : (KIND_COLORS[f.kind] || "#6f6a64");
        var disc = svg("circle", { cx: x, cy: y, r: rad, fill: color, "data-figure": f.id,
                                   "class": "fig" + (f.id === map.me ? " me" : "") + (here ? " choice" : "") }, top);
        svg("text", { x: x, y: y + rad * 0.33, "class": "fig-tag", "font-size": rad * (String(f.tag).length > 2 ? 0.8 : 1) },
            top).textContent = String(f.tag || "?").slice(0, 3);
        if (here) {
          disc.addEventListener("click", function () { pick(here, f.name || f.tag); });
          badge(top, x + rad * 0.8, y - rad * 0.8, here[0].n);
        }
      });
    });
    Object.keys(marks).forEach(function (key) {     // a choice's number: top right (a feature's last square)
      var space = key.slice(2), squares = sp[space];
      if (key.slice(0, 2) !== "s:" || !squares) return;
      var q = names[space] ? squares[squares.length - 1] : squares[0];
      badge(top, q[0] * U + 8.1, q[1] * U + 1.9, marks[key][0].n);
    });
    return Object.keys(marks).length;
  }
  return { draw: draw, spots: spots };
})();
