"""What each ruleset option means to a director: its group, a one-line explanation and the
rule source it comes from (the sources are the five documents listed in docs/rules.md).

The event-setup form is built from `dataclasses.fields(Ruleset)` — this table only adds the
words. An option the engine gains later still appears (under "Other", its name as label).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OptionInfo:
    group: str
    label: str
    help: str
    source: str


GROUPS = (
    "Table", "Partners", "Stakes", "Picker's side", "Nobody picks", "Multipliers", "Penalties",
    "Other",
)

CATALOG: dict[str, OptionInfo] = {
    "players": OptionInfo("Table", "Seats at the table",
                          "How many sit at a table (3-8).", "000 encyclopedia; 002 how-to"),
    "seats_in_play": OptionInfo("Table", "Seats in play",
                                "How many play each hand (empty = everyone); the rest sit out.",
                                "000; Oktoberfest practice"),
    "sit_out": OptionInfo("Table", "Who sits out",
                          "The dealer sits out, or a rotation named each hand.", "000; 002"),
    "sitter_scores": OptionInfo("Table", "Sitter scores",
                                "Nothing, or settles like a defender.", "Oktoberfest practice"),
    "partner_method": OptionInfo("Partners", "Partner method",
                                 "Called ace, jack of diamonds/clubs, or the 6/7/8-handed ways.",
                                 "000; 003; 004 (J♦)"),
    "called_ten": OptionInfo("Partners", "Called ten",
                             "Holding every fail ace, the picker may call a ten.", "000; 003"),
    "unknown_card": OptionInfo("Partners", "Unknown card",
                               "The picker may call an ace using an 'unknown' card.", "000; 003"),
    "alone_by_choice": OptionInfo("Partners", "Alone by choice",
                                  "The picker may choose to play alone.", "000"),
    "jack_call_up": OptionInfo("Partners", "Jack call-up",
                               "Holding the partner jack, the picker calls the next jack up.",
                               "000"),
    "base": OptionInfo("Stakes", "Base unit", "Points (or cents) per unit.", "001 (base 2); 003"),
    "tier_scale": OptionInfo("Stakes", "Tier scale",
                             "Units for normal / schneider / schwarz.", "002; common options"),
    "schneider_win_at": OptionInfo("Stakes", "Schneider win at",
                                   "Picker side points that make a schneider win (91 or 90).",
                                   "000"),
    "schneider_loss_at": OptionInfo("Stakes", "Schneider loss at",
                                    "Picker side points at or below which it is schneidered.",
                                    "000"),
    "schwarz_by": OptionInfo("Stakes", "Schwarz by",
                             "All tricks, or all 120 points.", "000"),
    "share": OptionInfo("Picker's side", "How the side shares",
                        "Partner one share, 2/3–1/3, or equal.", "000; 001 (2/3–1/3)"),
    "alone_units": OptionInfo("Picker's side", "Alone units",
                              "Units per opponent when alone (1 or 2).", "003; 004 (solo ×2)"),
    "double_on_bump": OptionInfo("Picker's side", "Double on the bump",
                                 "A losing picker pays double.", "000"),
    "no_trick_protection": OptionInfo("Picker's side", "No-trick protection",
                                      "Side takes no trick: picker pays all, partner nothing.",
                                      "000 house rule; 002"),
    "bury_needs_trick": OptionInfo("Picker's side", "Bury needs a trick",
                                   "Buried points count only if the side took a trick.", "000"),
    "nobody_picks": OptionInfo("Nobody picks", "When all pass",
                               "Leaster, moster, doubler, redeal or forced pick.",
                               "000; 001; 003; 004"),
    "leaster_needs_trick": OptionInfo("Nobody picks", "Leaster needs a trick",
                                      "A player with no trick cannot win.", "001; 003"),
    "leaster_blind_to_last_trick": OptionInfo("Nobody picks", "Blind to last trick",
                                              "The blind goes with the last trick.", "003"),
    "leaster_units": OptionInfo("Nobody picks", "Leaster units",
                                "What the winner collects from each.", "001"),
    "leaster_tie": OptionInfo("Nobody picks", "Leaster tie",
                              "Split, no exchange, or redeal.", "003"),
    "doubler_mode": OptionInfo("Nobody picks", "Doubler mode",
                               "Next hand ×2, stack, or a queue of doubled hands.", "004"),
    "doubler_queue": OptionInfo("Nobody picks", "Doubler queue",
                                "Doubled hands queued per passed-out deal.", "common options"),
    "max_cracks": OptionInfo("Multipliers", "Cracks allowed",
                             "0-3: crack ×2, re-crack ×4, castrate ×8.", "003"),
    "blitz": OptionInfo("Multipliers", "Blitz", "×2 per blitz declaration.", "003"),
    "kontra": OptionInfo("Multipliers", "Kontra / re", "×2 each.", "004"),
    "last_round_doubled": OptionInfo("Multipliers", "Last round doubled",
                                     "The last round of a session is ×2.", "common options"),
    "multiplier_cap": OptionInfo("Multipliers", "Multiplier cap",
                                 "Highest multiplier (16, 64, …; empty = none).",
                                 "common options"),
    "sheepshead_call": OptionInfo("Multipliers", "Calling sheepshead",
                                  "Picker announces taking every trick.", "000"),
    "penalty": OptionInfo("Penalties", "Penalty method",
                          "Pay each, pay a total, or forfeit the hand.", "common options"),
    "penalty_units": OptionInfo("Penalties", "Penalty units",
                                "Units the offender pays.", "Oktoberfest; common options"),
}


def info_for(name: str) -> OptionInfo:
    """The words for an option (a generic entry for options this table does not know yet)."""
    return CATALOG.get(name) or OptionInfo("Other", name.replace("_", " ").capitalize(),
                                           f"engine option {name}", "docs/rules.md")
