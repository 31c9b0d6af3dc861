"""Reports: what people read, made from plain outcomes (``grader.outcomes``).

``text`` (the points table, feedback, feedback.md), ``html`` (report.html, with heatmaps),
``gradescope`` (results.json), ``classroom`` (GitHub Classroom's result), ``grades_csv``,
``summary`` (the class) and ``files`` (atomic writes). Runs nothing and judges nothing.

May import: the vocabulary modules.
"""
