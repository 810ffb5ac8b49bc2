"""The rule engine: rulesets, presets, hand outcomes and exact zero-sum scoring.

Pure Python, no I/O. Everything a caller needs is importable from here; see
docs/rules.md for every option, every preset and the source it comes from.
"""

from typing import TYPE_CHECKING

from sheepshead_scorer.lazy_names import lazy_names
from sheepshead_scorer.rules.errors import RuleError
from sheepshead_scorer.rules.options import (
    DoublerMode,
    HandKind,
    LeasterTie,
    NobodyPicks,
    PartnerCall,
    PartnerMethod,
    PenaltyMethod,
    PenaltyReason,
    Role,
    SchwarzBy,
    Share,
    SitOut,
    SitterScores,
    Tier,
    TierScale,
)

if TYPE_CHECKING:
    from sheepshead_scorer.rules.calls import default_call
    from sheepshead_scorer.rules.outcomes import (
        AllPassHand,
        HandOutcome,
        LeasterHand,
        MisdealHand,
        PenaltyHand,
        PickedHand,
        Seat,
    )
    from sheepshead_scorer.rules.presets import PRESETS, preset
    from sheepshead_scorer.rules.result import HandScore
    from sheepshead_scorer.rules.ruleset import Ruleset
    from sheepshead_scorer.rules.scoring import score_hand
    from sheepshead_scorer.rules.serialization import (
        outcome_from_dict,
        outcome_to_dict,
        score_to_dict,
        stored_outcome_from_dict,
    )
    from sheepshead_scorer.rules.session import score_session
    from sheepshead_scorer.rules.table_game import (
        TableGame,
        TableOutcome,
        score_table_hands,
        table_outcome_from_dict,
        table_outcome_to_dict,
    )

# The scoring engine loads when first used: the enums above are what the rows of a printed or
# stored hand need (a command reading standings loads no scoring).
_LAZY = {
    "AllPassHand": "sheepshead_scorer.rules.outcomes",
    "HandOutcome": "sheepshead_scorer.rules.outcomes",
    "HandScore": "sheepshead_scorer.rules.result",
    "LeasterHand": "sheepshead_scorer.rules.outcomes",
    "MisdealHand": "sheepshead_scorer.rules.outcomes",
    "PRESETS": "sheepshead_scorer.rules.presets",
    "PenaltyHand": "sheepshead_scorer.rules.outcomes",
    "PickedHand": "sheepshead_scorer.rules.outcomes",
    "Ruleset": "sheepshead_scorer.rules.ruleset",
    "Seat": "sheepshead_scorer.rules.outcomes",
    "TableGame": "sheepshead_scorer.rules.table_game",
    "TableOutcome": "sheepshead_scorer.rules.table_game",
    "default_call": "sheepshead_scorer.rules.calls",
    "outcome_from_dict": "sheepshead_scorer.rules.serialization",
    "outcome_to_dict": "sheepshead_scorer.rules.serialization",
    "preset": "sheepshead_scorer.rules.presets",
    "score_hand": "sheepshead_scorer.rules.scoring",
    "score_session": "sheepshead_scorer.rules.session",
    "score_table_hands": "sheepshead_scorer.rules.table_game",
    "score_to_dict": "sheepshead_scorer.rules.serialization",
    "stored_outcome_from_dict": "sheepshead_scorer.rules.serialization",
    "table_outcome_from_dict": "sheepshead_scorer.rules.table_game",
    "table_outcome_to_dict": "sheepshead_scorer.rules.table_game",
}


__getattr__ = lazy_names(_LAZY, globals())


__all__ = [
    "PRESETS",
    "AllPassHand",
    "DoublerMode",
    "HandKind",
    "HandOutcome",
    "HandScore",
    "LeasterHand",
    "LeasterTie",
    "MisdealHand",
    "NobodyPicks",
    "PartnerCall",
    "PartnerMethod",
    "PenaltyHand",
    "PenaltyMethod",
    "PenaltyReason",
    "PickedHand",
    "Role",
    "RuleError",
    "Ruleset",
    "SchwarzBy",
    "Seat",
    "Share",
    "SitOut",
    "SitterScores",
    "TableGame",
    "TableOutcome",
    "Tier",
    "TierScale",
    "default_call",
    "outcome_from_dict",
    "outcome_to_dict",
    "preset",
    "score_hand",
    "score_session",
    "score_table_hands",
    "score_to_dict",
    "stored_outcome_from_dict",
    "table_outcome_from_dict",
    "table_outcome_to_dict",
]
