"""The choices a ruleset offers, as string enums (their values are what JSON stores)."""

from __future__ import annotations

from enum import StrEnum


class PartnerMethod(StrEnum):
    """How the picker's partner(s) are found."""

    CALLED_ACE = "called_ace"  # picker calls a fail ace (or ten / unknown); 4-6 in play
    JACK_OF_DIAMONDS = "jack_of_diamonds"  # holder of J♦ is the partner; 5-6 in play
    JACK_OF_CLUBS = "jack_of_clubs"  # holder of J♣ is the partner; 5-6 in play
    RIGHT_HAND_AND_JD = "right_hand_and_jd"  # 6-handed: right-hand neighbour + J♦ holder
    DIE_AND_JD = "die_and_jd"  # 7-handed: a die picks one partner, the J♦ holder the other
    BLACK_QUEENS = "black_queens"  # 8-handed: Q♣ holder ("picker") and Q♠ holder
    PICKER_ALONE = "picker_alone"  # 3- and 4-handed: the picker always plays alone
    TWO_HANDED = "two_handed"  # 002 "Two player rules": no pick, each seat for itself


class PartnerCall(StrEnum):
    """What happened at the partner call of one picked hand."""

    ACE = "ace"  # called a fail ace; its holder is the partner
    TEN = "ten"  # picker held all fail aces and called a ten
    UNKNOWN = "unknown"  # picker called an ace using an "unknown" card
    ALONE = "alone"  # picker chose to go alone (or the method is always alone)
    FORCED_ALONE = "forced_alone"  # nothing was callable: picker plays alone
    JACK = "jack"  # the jack method's partner (J♦ or J♣ holder)
    CALL_UP = "call_up"  # picker held the jack and called up to the next higher jack
    JACK_SOLO = "jack_solo"  # picker held the partner jack: plays alone
    FIXED = "fixed"  # 6/7/8-handed methods: partners fixed by seat, die or black queens


class SitOut(StrEnum):
    """Who sits out when more seats are at the table than play a hand."""

    DEALER = "dealer"  # the dealer (then the seats to the dealer's right)
    ROTATION = "rotation"  # the outcome names the sitters (`sitting_out`)


class SitterScores(StrEnum):
    """What a seat sitting out scores."""

    ZERO = "zero"  # nothing, ever
    AS_DEFENDER = "as_defender"  # settles like a defender in picked hands (0 otherwise)


class TierScale(StrEnum):
    """Units per defender for normal / schneider / schwarz."""

    ONE_TWO_THREE = "1-2-3"
    ONE_TWO_FOUR = "1-2-4"
    ONE_THREE_FIVE = "1-3-5"


class Tier(StrEnum):
    """How lopsided a picked hand was."""

    NORMAL = "normal"
    SCHNEIDER = "schneider"
    SCHWARZ = "schwarz"


class SchwarzBy(StrEnum):
    """What makes a schwarz (the top tier)."""

    ALL_TRICKS = "all_tricks"  # one side took every trick
    ALL_POINTS = "all_points"  # one side took all 120 card points


class Share(StrEnum):
    """How the picker's side splits what it wins or loses."""

    PARTNER_ONE_SHARE = "partner_one_share"  # each partner one defender's share, picker rest
    TWO_THIRDS = "two_thirds"  # picker 2/3, partner(s) 1/3
    EQUAL = "equal"  # everyone on the side the same


class NobodyPicks(StrEnum):
    """What happens when everybody passes."""

    LEASTER = "leaster"  # fewest points wins
    MOSTER = "moster"  # most points loses
    DOUBLER = "doubler"  # redeal, later hand(s) doubled
    REDEAL = "redeal"  # thrown in and redealt, nothing carried
    FORCED_PICK = "forced_pick"  # schiller: the last player must pick; all-pass impossible
    DEALERS_CHOICE = "dealers_choice"  # the dealer calls a leaster or a doubler, per hand


class LeasterTie(StrEnum):
    """What a tie for the leaster (or moster) does."""

    SPLIT = "split"  # the losers pay as usual, the tied winners split it exactly
    NO_EXCHANGE = "no_exchange"  # nobody pays
    REDEAL = "redeal"  # the hand is redealt


class DoublerMode(StrEnum):
    """How consecutive all-pass hands combine under the doubler."""

    NEXT_HAND = "next_hand"  # the next played hand is ×2, however many passed-out deals
    STACK = "stack"  # ×2 per passed-out deal, all on the next played hand
    QUEUE = "queue"  # each passed-out deal queues `doubler_queue` hands at ×2


class PenaltyMethod(StrEnum):
    """How a misplay, renege, peek or mauer is punished."""

    EACH = "each"  # offender pays `penalty_units` × base to each other player in the hand
    TOTAL = "total"  # offender pays `penalty_units` × base in all, split among the others
    FORFEIT = "forfeit"  # the offender's side loses the hand (normal tier)


class PenaltyReason(StrEnum):
    """Why a penalty was given."""

    MISPLAY = "misplay"
    RENEGE = "renege"
    PEEK = "peek"
    #: "Mauer": could clearly pick but walled up and passed (source 003, "Mauer / pass penalty").
    MAUER = "mauer"


class Role(StrEnum):
    """What a player was in one hand (the standings count picks, partner wins, leasters...)."""

    PICKER = "picker"
    PARTNER = "partner"
    DEFENDER = "defender"
    LEASTER = "leaster"
    SITTER = "sitter"
    """Sat out the hand (dealer at a 6-hand table, ...): points count, the hand is not played."""
    OTHER = "other"
    """Any other hand (misdeal, penalty, all pass without leaster): not a hand played."""
    TEAM = "team"
    """Played a Sheep Head hand for one of the two fixed teams (000 "Players have partners")."""


class HandKind(StrEnum):
    """What kind of hand a HandScore is for."""

    PICKED = "picked"
    LEASTER = "leaster"
    MOSTER = "moster"
    ALL_PASS = "all_pass"
    MISDEAL = "misdeal"
    PENALTY = "penalty"
    FOX = "fox"
    """A hand of Sheep Head, the fox game (000 "Sheep Head variant"; ``rules.sheep_head``)."""
