"""Calls: the one seam between checks and student code.

``student`` sends a call by name to the worker and turns every way it can go wrong into
a ``CheckFailure``; ``returned`` holds the plain data a call produced. Checks never
import a student module; they call through here.

May import: the vocabulary modules, ``isolation``, ``intake``.
"""
