"""Item models: one QAbstractTableModel per table on screen, each fed plain row objects."""
