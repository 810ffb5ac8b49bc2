"""The keyboard hand-entry line's Qt side: the live preview in the window's language
(`preview`) and the hand described in words (`describe`). The grammar and the outcome it
builds are ``sheepshead_scorer.entry`` (shared with the phones' table entry)."""
