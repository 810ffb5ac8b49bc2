"""The desktop app (PySide6). The only package that imports Qt.

Layout: `app` starts everything; `backend` is the one door to the services (widgets never import
`store`); `bus` carries every "what changed" value to the views; `models/` holds one item model per
table; `entry/` the keyboard hand-entry grammar and preview; `screens/` one widget per screen;
`undo` the QUndoCommands whose redo/undo call the services.
"""
