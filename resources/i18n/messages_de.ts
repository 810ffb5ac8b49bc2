<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <source>{field}={value!r} is not allowed; allowed: {allowed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{message}{separator}{fix}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field} = {value!r} cannot be exported: allowed is {allowed}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}, column {column!r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {value!r}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{entity} {entity_id!r} does not exist; {fix}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reload the screen and pick it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{field}={value!r} is not allowed: {allowed}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{message}. {fix}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: 1 problem found, nothing was imported; fix the row listed and import the whole file again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what}: {count} problems found, nothing was imported; fix the rows listed and import the whole file again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
