"""Inputs: what the checks feed student functions, and the reference's answers.

``cases`` builds the lesson's, generated and error cases, ``reference`` runs the live
reference in ``solutions/``, ``recorded`` stores its answers on the public cases as data
(so public checks run without the reference).

May import: the vocabulary modules.
"""
