"""The floor network: players' live pages in the app's process, and the league website.

``server.FloorServer`` is the small interface the desktop starts and stops; ``app`` holds the
Starlette routes, ``hub`` the one change-feed poller that feeds every phone, ``reads`` the rows
the pages show (through the services facade only), ``site`` the static league website.
"""
