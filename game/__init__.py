"""Final Table: a couch card-game arcade. See README.md."""

# The one place the version lives: pyproject.toml reads it (dynamic), --version prints it,
# and the installed data cache is named after it.
__version__ = "0.2.0"
