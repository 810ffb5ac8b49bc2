// A phone that loses the hall's Wi-Fi keeps the hands it typed (issue 24): the table sheet's
// entry forms are sent only after a quick /t/ping answers; without an answer the hand is kept
// in localStorage with the number it was typed for, the next one typed goes in as the hand
// after it, and "2 hands waiting to send" says so. When the connection returns (the browser's
// "online", the live stream open again, or every few seconds) the hands are saved in order
// with their numbers, so each is stored exactly once (the server answers a number already
// stored with "already saved", or with what is stored there).
(function () {
  "use strict";
  var panel = document.getElementById("queue");
  if (!panel || !window.localStorage || !window.fetch) { return; }
  var KEY = "floor-queue:" + panel.getAttribute("data-table");
  var saveUrl = panel.getAttribute("data-save");
  var pingUrl = panel.getAttribute("data-ping");
  var sending = false;
  var delay = 2000;
  var timer = null;

  function load() {
    try { return JSON.parse(localStorage.getItem(KEY) || "[]"); } catch (e) { return []; }
  }
  function store(items) {
    if (items.length) { localStorage.setItem(KEY, JSON.stringify(items)); }
    else { localStorage.removeItem(KEY); }
  }
  function words(name, values) {
    var text = panel.getAttribute("data-" + name) || "";
    Object.keys(values).forEach(function (k) { text = text.split("{" + k + "}").join(values[k]); });
    return text;
  }
  function entry() { return document.getElementById("entry"); }

  function show() {
    var items = load();
    var count = document.getElementById("queue-count");
    var list = document.getElementById("queue-list");
    panel.hidden = items.length === 0 && !document.getElementById("queue-refused").childNodes.length;
    count.textContent = items.length === 0 ? "" :
      items.length === 1 ? words("one", {}) : words("many", { count: items.length });
    list.textContent = "";
    items.forEach(function (item) {
      var li = document.createElement("li");
      li.textContent = words("item", { hand: item.hand, line: item.line });
      list.appendChild(li);
    });
    number();
  }

  function number() {  // the entry form names the hand after the kept ones
    var form = entry();
    var items = load();
    if (!form || !items.length) { return; }
    var next = items[items.length - 1].hand + 1;
    var hand = form.querySelector("input[name=hand]");
    if (hand && Number(hand.value) < next) {
      hand.value = String(next);
      form.setAttribute("data-hand", String(next));
      var title = document.getElementById("next-hand");
      if (title) { title.textContent = words("title", { hand: next }); }
    }
  }

  function keep(form) {
    var line = form.querySelector("input[name=line]");
    var hand = Number(form.querySelector("input[name=hand]").value);
    var items = load();
    if (items.length && items[items.length - 1].hand >= hand) { hand = items[items.length - 1].hand + 1; }
    items.push({ hand: hand, line: line.value });
    store(items);
    if (line.type !== "hidden") { line.value = ""; }
    document.getElementById("queue-kept").textContent = words("kept", { hand: hand });
    show();
    later();
  }

  function reachable() {
    var ask = new AbortController();
    var stop = setTimeout(function () { ask.abort(); }, 3000);
    return fetch(pingUrl, { cache: "no-store", credentials: "same-origin", signal: ask.signal })
      .then(function (r) { clearTimeout(stop); return r.ok; },
            function () { clearTimeout(stop); return false; });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!form || !form.querySelector || !form.querySelector("input[name=hand]") ||
        (form.getAttribute("action") || "").indexOf("/t/preview") < 0) { return; }
    event.preventDefault();
    if (load().length || navigator.onLine === false) { keep(form); return; }
    reachable().then(function (ok) { if (ok) { form.submit(); } else { keep(form); } });
  }, true);

  function csrf() {
    var field = document.querySelector("#entry input[name=csrf], input[name=csrf]");
    return field ? field.value : "";
  }

  function refused(item, html) {
    var reason = "";
    try {
      var page = new DOMParser().parseFromString(html, "text/html");
      var found = page.getElementById("error") || page.getElementById("message");
      reason = found ? found.textContent : "";
    } catch (e) { reason = ""; }
    var li = document.createElement("li");
    li.className = "error";
    li.textContent = words("refused", { hand: item.hand, line: item.line, reason: reason });
    document.getElementById("queue-refused").appendChild(li);
  }

  function flush() {
    var items = load();
    if (sending || !items.length) { return; }
    sending = true;
    var item = items[0];
    var body = new URLSearchParams({ csrf: csrf(), line: item.line, expected: String(item.hand) });
    fetch(saveUrl, { method: "POST", body: body, credentials: "same-origin",
                     headers: { "Content-Type": "application/x-www-form-urlencoded" } })
      .then(function (response) {
        return response.text().then(function (html) {
          sending = false;
          if (response.status === 403 || response.status === 429 || response.status >= 500) {
            later(); return;  // signed out or the server busy: keep it, try again later
          }
          var rest = load();
          if (rest.length && rest[0].hand === item.hand) { rest.shift(); }
          store(rest);
          if (!response.ok) { refused(item, html); }
          delay = 2000;
          document.getElementById("queue-kept").textContent = "";
          show();
          if (rest.length) { flush(); }
        });
      }, function () { sending = false; later(); });
  }

  function later() {
    if (timer) { clearTimeout(timer); }
    timer = setTimeout(function () { timer = null; flush(); }, delay);
    delay = Math.min(delay * 2, 30000);
  }

  window.addEventListener("online", function () { delay = 2000; flush(); });
  document.addEventListener("floor:connected", function () { delay = 2000; flush(); });
  document.addEventListener("floor:swapped", number);
  show();
  flush();
}());
