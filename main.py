"""Final Table launcher: ``python main.py --help``."""

from game.cli.main import main

if __name__ == "__main__":
    raise SystemExit(main())
