"""Judging: decides whether what came back is right, why not, and what it is worth.

``compare`` checks values, shapes and dtypes against the expected ones, ``diagnoses``
names likely mistakes, ``gradients`` compares gradients, ``rules`` finds forbidden
functions in the source, ``scoring`` sums points per exercise (voiding where rules say).

May import: the vocabulary modules, ``calls``, ``inputs``.
"""
