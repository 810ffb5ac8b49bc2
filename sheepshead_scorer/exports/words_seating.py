"""The German of the seating lists, the blank score sheets and the seat cards (a seat is a
"Sitz", a rank a "Platz": the cards and the phones say the same). ``exports.i18n.GERMAN``
holds these with the rest of the documents' words."""

from __future__ import annotations

from typing import Final

SEATING_GERMAN: Final[dict[str, str]] = {
    "Seating by table": "Sitzplan nach Tischen",
    "Seating by player": "Sitzplan nach Namen",
    "seating by table": "Sitzplan nach Tischen",
    "where do I sit?": "Wo sitze ich?",
    "Session {session}, round {round} — {what}": "Durchgang {session}, Runde {round} — {what}",
    "Score sheets": "Spielzettel",
    "Seat cards": "Sitzkarten",
    "seat cards": "Sitzkarten",
    "Table {table} · seat {seat}": "Tisch {table} · Sitz {seat}",
    "Session {session}, round {round} — your code:":
        "Durchgang {session}, Runde {round} — Ihr Code:",
    "Only for you: with it you confirm an opponent's hand and sign the round's sheet on a "
    "phone. Do not show it to anyone; it expires with the round.":
        "Nur für Sie: Damit bestätigen Sie am Handy das Spiel eines Gegenspielers und "
        "unterschreiben das Blatt der Runde. Zeigen Sie ihn niemandem; er verfällt mit der "
        "Runde.",
    "Enter your table's hands at {address}": "Spiele Ihres Tisches eingeben: {address}",
    "Cut along the dashed lines and give each player their own card.":
        "An den gestrichelten Linien ausschneiden und jedem Spieler seine eigene Karte geben.",
    "Table {table} — session {session}, round {round} — score sheet":
        "Tisch {table} — Durchgang {session}, Runde {round} — Spielzettel",
    " — ★ deals hand 1, then the deal passes clockwise.":
        " — ★ gibt Spiel 1, dann wird im Uhrzeigersinn weitergegeben.",
    "Write each player's running total after every hand. Signatures — I agree with the "
    "totals above:":
        "Nach jedem Spiel die laufende Summe jedes Spielers eintragen. Unterschriften — "
        "ich bin mit den Summen oben einverstanden:",
    "★ deals the first hand; the deal passes clockwise.":
        "★ gibt das erste Spiel; gegeben wird im Uhrzeigersinn.",
    "★ deals the first hand.": "★ gibt das erste Spiel.",
    "Pts": "Augen",
    "#": "Nr.",
    "×": "×",
}
