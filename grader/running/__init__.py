"""Running: runs the checks on submissions.

``marks`` is how a check declares its exercise and points, ``plugin`` the pytest plugin
that runs checks against one submission, ``layout`` where checks live, ``session`` one
submission, ``batch`` many (resumable, parallel), ``progress`` what a batch prints, and
``in_notebook`` the nbgrader test cells' entry.

May import: every room above except ``checks`` and ``instructor``.
"""
