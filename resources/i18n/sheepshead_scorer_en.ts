<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>HandEntryScreen</name>
    <message numerus="yes">
        <source>Table {table}: all %n hand(s) entered · Ctrl+PgDown: next table</source>
        <translation>
            <numerusform>Table {table}: all %n hand entered · Ctrl+PgDown: next table</numerusform>
            <numerusform>Table {table}: all %n hands entered · Ctrl+PgDown: next table</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintPreviewDialog</name>
    <message numerus="yes">
        <source>%n page(s) — {file}</source>
        <translation>
            <numerusform>%n page — {file}</numerusform>
            <numerusform>%n pages — {file}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sent %n page(s) to the printer.</source>
        <translation>
            <numerusform>Sent %n page to the printer.</numerusform>
            <numerusform>Sent %n pages to the printer.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundTotalsScreen</name>
    <message numerus="yes">
        <source>Not saved yet: the totals typed for %n table(s) ({tables}) — Enter saves</source>
        <translation>
            <numerusform>Not saved yet: the totals typed for %n table ({tables}) — Enter saves</numerusform>
            <numerusform>Not saved yet: the totals typed for %n tables ({tables}) — Enter saves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatingScreen</name>
    <message numerus="yes">
        <source>Every player plays %n hand(s).</source>
        <translation>
            <numerusform>Every player plays %n hand.</numerusform>
            <numerusform>Every player plays %n hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table {n}: %n hand(s), each player plays {plays}</source>
        <translation>
            <numerusform>Table {n}: %n hand, each player plays {plays}</numerusform>
            <numerusform>Table {n}: %n hands, each player plays {plays}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Session {session}, round {round} — %n hand(s), {status}</source>
        <translation>
            <numerusform>Session {session}, round {round} — %n hand, {status}</numerusform>
            <numerusform>Session {session}, round {round} — %n hands, {status}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsScreen</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n picked</source>
        <translation>
            <numerusform>%n picked</numerusform>
            <numerusform>%n picked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leaster(s)</source>
        <translation>
            <numerusform>%n leaster</numerusform>
            <numerusform>%n leasters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n all-pass(es)</source>
        <translation>
            <numerusform>%n all-pass</numerusform>
            <numerusform>%n all-passes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n schneider(s)</source>
        <translation>
            <numerusform>%n schneider</numerusform>
            <numerusform>%n schneiders</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableTotals</name>
    <message numerus="yes">
        <source>Computed from %n hand(s) on Hand entry</source>
        <translation>
            <numerusform>Computed from %n hand on Hand entry</numerusform>
            <numerusform>Computed from %n hands on Hand entry</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Table {n} already has %n hand(s) entered on Hand entry; these totals come from them. To type the sheet&apos;s totals instead, delete those hands first.</source>
        <translation>
            <numerusform>Table {n} already has %n hand entered on Hand entry; these totals come from it. To type the sheet&apos;s totals instead, delete that hand first.</numerusform>
            <numerusform>Table {n} already has %n hands entered on Hand entry; these totals come from them. To type the sheet&apos;s totals instead, delete those hands first.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerificationLog</name>
    <message numerus="yes">
        <source>table {n}: the second entry differs in %n hand(s)</source>
        <translation>
            <numerusform>table {n}: the second entry differs in %n hand</numerusform>
            <numerusform>table {n}: the second entry differs in %n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VerifyDialog</name>
    <message numerus="yes">
        <source>✗ %n difference(s): check the paper sheet and correct the hand on the score sheet (F2), then enter it again here.</source>
        <translation>
            <numerusform>✗ %n difference: check the paper sheet and correct the hand on the score sheet (F2), then enter it again here.</numerusform>
            <numerusform>✗ %n differences: check the paper sheet and correct the hand on the score sheet (F2), then enter it again here.</numerusform>
        </translation>
    </message>
</context>
</TS>
