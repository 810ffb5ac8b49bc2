"""The hub's pieces: one server-sent event per change, safe whatever a name holds."""

from __future__ import annotations

from sheepshead_scorer.web.hub import encode_event


def test_an_event_is_one_data_line_even_with_line_breaks_in_a_name() -> None:
    message = encode_event("standings", 7, "<td>Anna\r\nevent: evil\rdata: x</td>\n<td>3</td>")
    text = message.decode()
    assert text.startswith("event: standings\r\nid: 7\r\ndata: ")
    assert text.endswith("\r\n\r\n")
    body = text[: -len("\r\n\r\n")]
    assert body.count("\r") == 2 and body.count("\n") == 2  # only the framing's own breaks
    assert "\nevent: evil" not in text and "\rdata: x" not in text
