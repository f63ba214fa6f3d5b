"""Menus and dialogs shared by all games."""
