"""Intake: turns what an instructor passes (folders, archives, GitHub Classroom clones,
notebooks) into submission folders that hold ``numpy_core.py`` and ``torch_core.py``.

``folders`` finds module files and submissions and names their students, ``archives``
unpacks safely, ``notebooks`` extracts graded cells. Runs no student code.

May import: the vocabulary modules.
"""
