"""The keyboard hand-entry line: its grammar (`grammar`), the engine outcome it builds
(`outcomes`) and the live payout preview (`preview`)."""
