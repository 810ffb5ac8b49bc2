// Live updates for the floor pages: one server-sent-events stream per page. The server pushes
// the new standings (already escaped HTML it rendered); a player's page fetches its own part,
// and so does a table's sheet (its "sheet" events say only that the table changed). What a
// player has typed into the live part (a hand's line, a code) survives the update — except a
// line typed for a hand that another phone saved meanwhile (the entry form's hand moved on).
// A lost stream is opened again with backoff (1 s doubling to 30 s), forever: a refused
// stream (the server restarted, a 403) is not final while the page's session still reads.
(function () {
  "use strict";
  var live = document.getElementById("live");
  var status = document.getElementById("status");
  if (!live || !window.EventSource) { return; }
  var normal = status ? status.textContent : "";
  var streamUrl = live.getAttribute("data-stream");
  var fragment = live.getAttribute("data-fragment");
  var source = null;
  var delay = 1000;
  var lost = false;
  var countdown = null;

  function typed() {
    var kept = {};
    var fields = live.querySelectorAll("input[id], select[id], textarea[id]");
    for (var i = 0; i < fields.length; i++) {
      var field = fields[i];
      if (field.type === "hidden") { continue; }
      if (field.tagName === "SELECT") {  // kept only if the player chose another option
        var chosen = field.options[field.selectedIndex];
        if (chosen && !chosen.defaultSelected) { kept[field.id] = field.value; }
      } else if (field.value !== "") {
        kept[field.id] = field.value;
      }
    }
    return kept;
  }

  function hand() {
    var form = document.getElementById("entry");
    return form ? form.getAttribute("data-hand") : null;
  }

  function swap(html) {
    var kept = typed();
    var before = hand();
    var active = document.activeElement;
    var focused = active && live.contains(active) ? active.id : "";
    var start = focused && typeof active.selectionStart === "number" ? active.selectionStart : null;
    var end = start === null ? null : active.selectionEnd;
    live.innerHTML = html;
    var form = document.getElementById("entry");
    if (before !== null && hand() !== before && kept.line !== undefined) {
      delete kept.line;  // typed for a hand stored meanwhile: never sent as the next one
      var note = document.createElement("p");
      note.className = "error";
      note.id = "moved";
      note.textContent = form ? form.getAttribute("data-moved") : "";
      if (form) { form.parentNode.insertBefore(note, form); }
    }
    Object.keys(kept).forEach(function (id) {
      var field = document.getElementById(id);
      if (!field || field.type === "hidden" || !live.contains(field)) { return; }
      if (field.tagName === "SELECT") {
        var was = field.value;
        field.value = kept[id];
        if (field.value === "") { field.value = was; }  // that choice is gone
      } else {
        field.value = kept[id];
      }
    });
    var again = focused ? document.getElementById(focused) : null;
    if (again) {
      again.focus();
      if (start !== null && again.setSelectionRange) {
        try { again.setSelectionRange(start, end); } catch (ignored) { /* not a text field */ }
      }
    }
    document.dispatchEvent(new CustomEvent("floor:swapped"));
  }

  // One fetch of the live part at a time: a stream that opens again asks for it (what
  // changed while it was away) and its first event may too; a second ask while one is on its
  // way fetches once more after it (never an older part swapped in over a newer one), and a
  // part the same as the one shown is not swapped in again (the page stays as it is).
  var fetching = false;
  var wanted = false;
  var shown = null;

  function refetch() {
    if (fetching) { wanted = true; return; }
    fetching = true;
    wanted = false;
    fetch(fragment, { credentials: "same-origin", cache: "no-store" }).then(function (response) {
      if (response.status === 403) { window.location.reload(); return null; }  // session over
      return response.ok ? response.text() : null;
    }).then(function (html) {
      if (html !== null && html !== shown) { shown = html; swap(html); }
    }, function () { /* the connection is gone: the stream's "open" fetches again */ }
    ).then(function () {
      fetching = false;
      if (wanted) { refetch(); }
    });
  }

  function say(text, isLost) {
    if (status) { status.textContent = text; status.className = isLost ? "status lost" : "status"; }
  }

  function fresh(message) {
    say(normal, false);
    if (message.lastEventId) { live.setAttribute("data-seq", message.lastEventId); }
  }

  function url() {  // where the page is now: the last change number it had
    var seq = live.getAttribute("data-seq");
    if (!seq || !/^[0-9]+$/.test(seq) || streamUrl.indexOf("seen=") < 0) { return streamUrl; }
    return streamUrl.replace(/seen=[0-9]*/, "seen=" + seq);
  }

  function retry() {
    var wait = Math.round(delay * (0.8 + Math.random() * 0.4) / 1000);
    delay = Math.min(delay * 2, 30000);
    var left = Math.max(wait, 1);
    var template = status ? status.getAttribute("data-retry") : null;
    clearInterval(countdown);
    function tick() {
      if (template) { say(template.split("{seconds}").join(String(left)), true); }
      else if (status) { say(status.getAttribute("data-lost"), true); }
      left -= 1;
      if (left < 0) { clearInterval(countdown); connect(); }
    }
    tick();
    countdown = setInterval(tick, 1000);
  }

  function connect() {
    source = new EventSource(url());
    source.addEventListener("standings", function (message) {
      fresh(message);
      if (fragment) { refetch(); } else { live.innerHTML = message.data; }
    });
    source.addEventListener("sheet", function (message) {
      fresh(message);
      refetch();
    });
    source.addEventListener("error", function () {
      lost = true;
      if (source.readyState === EventSource.CLOSED) {  // refused: try again, later, forever
        source.close();
        retry();
      } else if (status) {
        say(status.getAttribute("data-lost"), true);  // the browser is reconnecting
      }
    });
    source.addEventListener("open", function () {
      delay = 1000;
      say(normal, false);
      document.dispatchEvent(new CustomEvent("floor:connected"));
      if (lost && fragment) { refetch(); }  // what changed while the stream was away
      lost = false;
    });
  }

  connect();
}());
