"""Final Table: a couch card-game arcade. See README.md."""
