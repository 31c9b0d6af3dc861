"""One place that picks how a track's worker runs: forked from a template
(``grader.isolation.runner``) or spawned as a fresh interpreter (``grader.isolation.spawned``),
as ``grader.isolation.capabilities`` chooses. Both kinds answer the same calls with the
same limits and messages."""

from __future__ import annotations

from grader.isolation import capabilities, sandbox, spawned
from grader.isolation.runner import Limits, Worker, template_for

AnyWorker = Worker | spawned.SpawnedWorker


def new_worker(limits: Limits, plan: sandbox.Plan, start: str = "full") -> AnyWorker:
    """A worker for one track of one submission; it starts on its first call."""
    if capabilities.choice() == "spawn":
        return spawned.SpawnedWorker(limits, plan, start)
    return Worker(limits, plan, start)


def prestart(plan: sandbox.Plan, start: str) -> None:
    """Begin what a worker of ``start`` will come from, so it imports numpy (and torch)
    while the grader goes on: the template, or a spare spawned worker."""
    if capabilities.choice() == "spawn":
        spawned.spare_for(start)
    else:
        template_for(plan, start)
