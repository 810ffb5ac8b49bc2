// Live updates for the floor pages: one server-sent-events stream per page. The server pushes
// the new standings (already escaped HTML it rendered); a player's page fetches its own part.
(function () {
  "use strict";
  var live = document.getElementById("live");
  var status = document.getElementById("status");
  if (!live || !window.EventSource) { return; }
  var normal = status ? status.textContent : "";
  var source = new EventSource(live.getAttribute("data-stream"));
  var fragment = live.getAttribute("data-fragment");
  source.addEventListener("standings", function (message) {
    if (status) { status.textContent = normal; status.className = "status"; }
    if (fragment) {
      fetch(fragment, { credentials: "same-origin" }).then(function (response) {
        return response.ok ? response.text() : null;
      }).then(function (html) { if (html !== null) { live.innerHTML = html; } });
    } else {
      live.innerHTML = message.data;
    }
    live.setAttribute("data-seq", message.lastEventId);
  });
  source.addEventListener("error", function () {
    if (status) { status.textContent = status.getAttribute("data-lost"); status.className = "status lost"; }
  });
  source.addEventListener("open", function () {
    if (status) { status.textContent = normal; status.className = "status"; }
  });
}());
