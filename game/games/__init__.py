"""The five games. Each package is pure rules (no pygame) plus a ``spec`` module."""
