"""The hard bot every game shares: determinized search, the cards a seat knows a rival holds, and
thinking in another process. Pure Python."""
