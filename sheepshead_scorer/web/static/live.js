// Live updates for the floor pages: one server-sent-events stream per page. The server pushes
// the new standings (already escaped HTML it rendered); a player's page fetches its own part,
// and so does a table's sheet (its "sheet" events say only that the table changed). What a
// player has typed into the live part (a hand's line, a code) survives the update.
(function () {
  "use strict";
  var live = document.getElementById("live");
  var status = document.getElementById("status");
  if (!live || !window.EventSource) { return; }
  var normal = status ? status.textContent : "";
  var source = new EventSource(live.getAttribute("data-stream"));
  var fragment = live.getAttribute("data-fragment");

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

  function swap(html) {
    var kept = typed();
    var active = document.activeElement;
    var focused = active && live.contains(active) ? active.id : "";
    var start = focused && typeof active.selectionStart === "number" ? active.selectionStart : null;
    var end = start === null ? null : active.selectionEnd;
    live.innerHTML = html;
    Object.keys(kept).forEach(function (id) {
      var field = document.getElementById(id);
      if (!field || field.type === "hidden" || !live.contains(field)) { return; }
      if (field.tagName === "SELECT") {
        var before = field.value;
        field.value = kept[id];
        if (field.value === "") { field.value = before; }  // that choice is gone
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
  }

  function refetch() {
    fetch(fragment, { credentials: "same-origin" }).then(function (response) {
      if (response.status === 403) { window.location.reload(); return null; }  // session over
      return response.ok ? response.text() : null;
    }).then(function (html) { if (html !== null) { swap(html); } });
  }

  function fresh(message) {
    if (status) { status.textContent = normal; status.className = "status"; }
    live.setAttribute("data-seq", message.lastEventId);
  }

  source.addEventListener("standings", function (message) {
    fresh(message);
    if (fragment) { refetch(); } else { live.innerHTML = message.data; }
  });
  source.addEventListener("sheet", function (message) {
    fresh(message);
    refetch();
  });
  source.addEventListener("error", function () {
    if (status) { status.textContent = status.getAttribute("data-lost"); status.className = "status lost"; }
  });
  source.addEventListener("open", function () {
    if (status) { status.textContent = normal; status.className = "status"; }
  });
}());
