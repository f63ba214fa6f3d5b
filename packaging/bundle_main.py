"""The PyInstaller bundle's entry point: the same as the installed `final-table` command."""

import sys

from game.cli.main import main

if __name__ == "__main__":
    sys.exit(main())
