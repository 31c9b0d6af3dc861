"""Isolation: runs student code, and only student code, in a separate worker process.

``sandbox`` plans the Linux namespaces and hidden folders, ``runner`` starts the template
and the workers and talks to them with limits, ``worker/`` is the code that runs inside
(self-contained: it imports nothing from ``grader``).

May import: the vocabulary modules (``errors``, ``kit``...). Nothing else.
"""
