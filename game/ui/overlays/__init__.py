"""Scenes any table or menu may open on top of itself: pause and confirm dialogs, the rules pages,
settings and the error screen."""
