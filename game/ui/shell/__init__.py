"""The application shell, the top floor of game/ui: the app and its loop, the window, the kiosk,
content loading and the shot ids."""
