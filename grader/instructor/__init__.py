"""Instructor: what only the instructor's kit has; the student release leaves this room out.

``release`` and ``leaks`` (the student repository and its leak scan), ``stubs`` and
``student_readme`` (made from the reference), ``gradescope_bundle``, ``nbgrader_course``
and ``nbgrader_gradebook``, and ``mistakes`` (the live catalogue of known mistakes, which
``grader.judging.diagnoses`` looks up by name when it is present).

May import: every room except ``checks``.
"""
