"""Importers: players (CSV/XLSX), hand logs (the export's own format) and a league's earlier
event totals. Each returns an ``ImportResult`` (rows, errors, warnings); nothing is written here —
the services layer writes the rows only when ``errors`` is empty (all or nothing)."""
