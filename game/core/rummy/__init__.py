"""The rummy kit Phase 10 and Finale share: meld requirements, the meld solver, hits, the shared
actions, checks, turn flow, protocol methods and hint sentences. Pure Python."""
