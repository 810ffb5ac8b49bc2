"""What each ruleset option means to a director: its group, a one-line explanation and the
rule source it comes from (the sources are the five documents listed in docs/rules.md).

The event-setup form is built from `dataclasses.fields(Ruleset)` — this table only adds the
words. An option the engine gains later still appears (under "Other", its name as label).
Where a rule comes from and what each preset is, in words, is ``ui/words/rule_sources.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from sheepshead_scorer.ui.words.translation import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class OptionInfo:
    """An option's group, label and help in English (shown translated, context
    "RulesetCatalog") and the rule source it comes from (not translated)."""

    group: str
    label: str
    help: str
    source: str


GROUPS = (
    QT_TRANSLATE_NOOP("RulesetCatalog", "Table"),
    QT_TRANSLATE_NOOP("RulesetCatalog", "Partners"),
    QT_TRANSLATE_NOOP("RulesetCatalog", "Stakes"),
    QT_TRANSLATE_NOOP("RulesetCatalog", "Picker's side"),
    QT_TRANSLATE_NOOP("RulesetCatalog", "Nobody picks"),
    QT_TRANSLATE_NOOP("RulesetCatalog", "Multipliers"),
    QT_TRANSLATE_NOOP("RulesetCatalog", "Penalties"),
    QT_TRANSLATE_NOOP("RulesetCatalog", "Other"),
)

CATALOG: dict[str, OptionInfo] = {
    "players": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Table"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Seats at the table"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "How many sit at a table (3-8)."),
        "000 encyclopedia; 002 how-to",
    ),
    "seats_in_play": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Table"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Seats in play"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "How many play each hand (empty = everyone); the rest sit out.",
        ),
        "000; Oktoberfest practice",
    ),
    "sit_out": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Table"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Who sits out"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "The dealer sits out, or a rotation named each hand."),
        "000; 002",
    ),
    "sitter_scores": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Table"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Sitter scores"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Nothing, or settles like a defender."),
        "Oktoberfest practice",
    ),
    "partner_method": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Partners"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Partner method"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "Called ace, jack of diamonds/clubs, the 6/7/8-handed ways, or two-handed.",
        ),
        "000; 003; 004 (J♦)",
    ),
    "small_tables_alone": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Partners"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Small tables: picker alone"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "At a 3- or 4-seat table the picker plays alone with the larger blind.",
        ),
        "002; 004",
    ),
    "called_ten": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Partners"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Called ten"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Holding every fail ace, the picker may call a ten."),
        "000; 003",
    ),
    "unknown_card": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Partners"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Unknown card"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "The picker may call an ace using an 'unknown' card."),
        "000; 003",
    ),
    "alone_by_choice": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Partners"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Alone by choice"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "The picker may choose to play alone."),
        "000",
    ),
    "jack_call_up": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Partners"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Jack call-up"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "Holding the partner jack, the picker calls the next jack up.",
        ),
        "000",
    ),
    "jack_picker_calls_ace": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Partners"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Jack picker calls an ace"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "Holding the partner jack, the picker may call a fail ace; with none to call "
            "he is stuck alone.",
        ),
        "000 (jack of diamonds, \"a relatively new variant\")",
    ),
    "base": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Stakes"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Base unit"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Points (or cents) per unit."),
        "001 (base 2); 003",
    ),
    "tier_scale": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Stakes"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Tier scale"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Units for normal / schneider / schwarz."),
        "002; common options",
    ),
    "schneider_win_at": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Stakes"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Schneider win at"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "Picker side points that make a schneider win (91 or 90).",
        ),
        "000",
    ),
    "schneider_loss_at": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Stakes"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Schneider loss at"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "Picker side points at or below which it is schneidered.",
        ),
        "000",
    ),
    "schwarz_by": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Stakes"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Schwarz by"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "All tricks, or all 120 points."),
        "000",
    ),
    "share": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Picker's side"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "How the side shares"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Partner one share, 2/3–1/3, or equal."),
        "000; 001 (2/3–1/3)",
    ),
    "alone_units": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Picker's side"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Alone units"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Units per opponent when alone (1 or 2)."),
        "003; 004 (solo ×2)",
    ),
    "double_on_bump": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Picker's side"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Double on the bump"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "A losing picker pays double."),
        "000",
    ),
    "no_trick_protection": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Picker's side"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "No-trick protection"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "Side takes no trick: picker pays all, partner nothing.",
        ),
        "000 (house rule); 002",
    ),
    "bury_needs_trick": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Picker's side"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Bury needs a trick"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Buried points count only if the side took a trick."),
        "000",
    ),
    "picker_needs_trick": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Picker's side"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Picker must take a trick"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "A picker who takes no trick personally loses the hand; hands record the "
            "picker's own tricks.",
        ),
        "000 (\"require the picker to take at least one trick\")",
    ),
    "smith_rule": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Picker's side"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Smith rule"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "A picker who takes no trick personally: a win goes all to the partner, a loss "
            "is paid by the picker alone; hands record the picker's own tricks.",
        ),
        "house rule (lxnadvisory/sheepshead-app); not with \"Picker must take a trick\"",
    ),
    "nobody_picks": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Nobody picks"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "When all pass"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "Leaster, moster, doubler, redeal, forced pick, or the dealer's choice of leaster "
            "or doubler.",
        ),
        "000; 001; 003; 004",
    ),
    "leaster_needs_trick": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Nobody picks"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Leaster needs a trick"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "A player with no trick cannot win."),
        "001; 003",
    ),
    "leaster_blind_to_last_trick": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Nobody picks"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Blind to last trick"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "The blind goes with the last trick."),
        "003",
    ),
    "leaster_units": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Nobody picks"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Leaster units"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "What the winner collects from each."),
        "001",
    ),
    "leaster_tie": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Nobody picks"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Leaster tie"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Split, no exchange, or redeal."),
        "003",
    ),
    "doubler_mode": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Nobody picks"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Doubler mode"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Next hand ×2, stack, or a queue of doubled hands."),
        "004",
    ),
    "doubler_queue": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Nobody picks"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Doubler queue"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Doubled hands queued per passed-out deal."),
        "common options",
    ),
    "pass_ante": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Nobody picks"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Pass ante"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "Units each player pays into a pot when nobody picks; the next pick's winners take it.",
        ),
        "003",
    ),
    "schiller_last_round": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Nobody picks"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Schiller last round"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "In the last round of a session nobody may pass: somebody has to pick.",
        ),
        "000 (\"1 round of Schiller ... at the end of the night\")",
    ),
    "max_cracks": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Multipliers"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Cracks allowed"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "0-3: crack ×2, re-crack ×4, castrate ×8."),
        "003",
    ),
    "blitz": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Multipliers"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Blitz"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "×2 per blitz declaration."),
        "003",
    ),
    "kontra": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Multipliers"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Kontra / re"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "×2 each."),
        "004",
    ),
    "last_round_doubled": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Multipliers"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Each player's last deal doubled"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "The session's last deals are ×2: one deal by each player at every table (5 deals at a 5-table, 6 at a 6-table), at the end of the session's last seating round."),  # noqa: E501
        "common options",
    ),
    "last_hand_doubled": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Multipliers"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Last hand doubled"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "The last hand of a session is ×2."),
        "common options",
    ),
    "tie_doubles_next": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Multipliers"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "60–60 doubles the next"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "After a 60–60 hand the next hand is ×2."),
        "common options",
    ),
    "runner_units": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Stakes"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Runner units (mit/ohne)"),
        QT_TRANSLATE_NOOP(
            "RulesetCatalog",
            "Units per card of an unbroken run of top trump held (mit) or missing (ohne); "
            "0 = off.",
        ),
        "001 (\"mit\" or \"ohne\", a known variant)",
    ),
    "runners_from": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Stakes"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Runners count from"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "The shortest run of top trump that pays."),
        "001",
    ),
    "multiplier_cap": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Multipliers"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Multiplier cap"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Highest multiplier (16, 64, …; empty = none)."),
        "common options",
    ),
    "sheepshead_call": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Multipliers"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Calling sheepshead"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Picker announces taking every trick."),
        "000",
    ),
    "penalty": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Penalties"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Penalty method"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Pay each, pay a total, or forfeit the hand."),
        "common options",
    ),
    "penalty_units": OptionInfo(
        QT_TRANSLATE_NOOP("RulesetCatalog", "Penalties"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Penalty units"),
        QT_TRANSLATE_NOOP("RulesetCatalog", "Units the offender pays."),
        "Oktoberfest; common options",
    ),
}


def info_for(name: str) -> OptionInfo:
    """The words for an option (a generic entry for options this table does not know yet)."""
    return CATALOG.get(name) or OptionInfo("Other", name.replace("_", " ").capitalize(),
                                           f"engine option {name}", "docs/rules.md")


#: The words shown for the options' choices (an enum value with "_" as a space), marked for
#: translation in context "RulesetValues"; tier scales like "1-2-3" need none.
VALUE_WORDS = (
    QT_TRANSLATE_NOOP("RulesetValues", "dealer"),
    QT_TRANSLATE_NOOP("RulesetValues", "rotation"),
    QT_TRANSLATE_NOOP("RulesetValues", "zero"),
    QT_TRANSLATE_NOOP("RulesetValues", "as defender"),
    QT_TRANSLATE_NOOP("RulesetValues", "called ace"),
    QT_TRANSLATE_NOOP("RulesetValues", "jack of diamonds"),
    QT_TRANSLATE_NOOP("RulesetValues", "jack of clubs"),
    QT_TRANSLATE_NOOP("RulesetValues", "right hand and jd"),
    QT_TRANSLATE_NOOP("RulesetValues", "die and jd"),
    QT_TRANSLATE_NOOP("RulesetValues", "black queens"),
    QT_TRANSLATE_NOOP("RulesetValues", "picker alone"),
    QT_TRANSLATE_NOOP("RulesetValues", "two handed"),
    QT_TRANSLATE_NOOP("RulesetValues", "all tricks"),
    QT_TRANSLATE_NOOP("RulesetValues", "all points"),
    QT_TRANSLATE_NOOP("RulesetValues", "partner one share"),
    QT_TRANSLATE_NOOP("RulesetValues", "two thirds"),
    QT_TRANSLATE_NOOP("RulesetValues", "equal"),
    QT_TRANSLATE_NOOP("RulesetValues", "leaster"),
    QT_TRANSLATE_NOOP("RulesetValues", "moster"),
    QT_TRANSLATE_NOOP("RulesetValues", "doubler"),
    QT_TRANSLATE_NOOP("RulesetValues", "redeal"),
    QT_TRANSLATE_NOOP("RulesetValues", "forced pick"),
    QT_TRANSLATE_NOOP("RulesetValues", "dealers choice"),
    QT_TRANSLATE_NOOP("RulesetValues", "split"),
    QT_TRANSLATE_NOOP("RulesetValues", "no exchange"),
    QT_TRANSLATE_NOOP("RulesetValues", "next hand"),
    QT_TRANSLATE_NOOP("RulesetValues", "stack"),
    QT_TRANSLATE_NOOP("RulesetValues", "queue"),
    QT_TRANSLATE_NOOP("RulesetValues", "each"),
    QT_TRANSLATE_NOOP("RulesetValues", "total"),
    QT_TRANSLATE_NOOP("RulesetValues", "forfeit"),
)


def value_word(value: str) -> str:
    """An option's choice as the form shows it: "called_ace" → "called ace" (translated)."""
    return QCoreApplication.translate("RulesetValues", value.replace("_", " "))
