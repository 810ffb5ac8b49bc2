// The round clock on a phone: counts down every quarter second from what the server sent
// (phase, seconds left, the server's instant "at"), with this phone's clock moved by the
// difference seen when the page loaded. A pushed live part brings a new #clock element: the
// next tick reads it (a pause, minutes added, a reset show within the push).
(function () {
  "use strict";
  var offset = null;  // the server's clock minus this phone's, in milliseconds

  function pad(n) { return n < 10 ? "0" + n : String(n); }

  function digits(seconds) {
    var s = Math.abs(seconds);
    var h = Math.floor(s / 3600);
    var m = Math.floor((s % 3600) / 60);
    var rest = s % 60;
    return (h ? h + ":" + pad(m) : String(m)) + ":" + pad(rest);
  }

  function number(el, name) { return parseInt(el.getAttribute(name), 10) || 0; }

  function tick() {
    var el = document.getElementById("clock");
    if (!el) { return; }
    var at = number(el, "data-at");
    if (offset === null) { offset = at * 1000 - Date.now(); }
    var phase = el.getAttribute("data-phase");
    var left = number(el, "data-left");
    var warning = number(el, "data-warning");
    if (phase === "running" || phase === "warning" || phase === "time_up") {
      var now = Math.floor((Date.now() + offset) / 1000);
      left -= Math.max(0, now - at);
      phase = left <= 0 ? "time_up" : (left <= warning ? "warning" : "running");
    }
    var word = el.getAttribute("data-word-" + phase) || "";
    if (phase === "time_up" && left < 0) {
      word += " · " + el.getAttribute("data-over").split("{time}").join(digits(-left));
    }
    var shown = digits(Math.max(left, 0));
    var digitsEl = document.getElementById("clock-digits");
    var wordEl = document.getElementById("clock-word");
    if (digitsEl && digitsEl.textContent !== shown) { digitsEl.textContent = shown; }
    if (wordEl && wordEl.textContent !== word) { wordEl.textContent = word; }
    var name = "clock " + phase;
    if (el.className !== name) { el.className = name; }
  }

  tick();
  setInterval(tick, 250);
}());
