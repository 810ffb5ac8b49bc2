"""The hand-entry line, without Qt: its grammar (``grammar``), the engine outcome it builds
(``outcomes``) and the reading of a line into payouts (``reading``). The desktop's entry line
(``ui/entry``) and the phones' table entry (``web/``) both use it: one grammar, one parser."""
