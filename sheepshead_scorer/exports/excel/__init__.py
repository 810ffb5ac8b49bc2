"""Excel workbooks (openpyxl, write-only mode): the event workbook and the season workbook."""
