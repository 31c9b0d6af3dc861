"""The worker: the only process in which student code runs.

The grader starts ``__main__.py`` of this folder as a script, a *template* process that
imports numpy and torch once and forks one worker per submission (and again after a
timeout or crash). The worker imports the student modules, runs the calls it is sent and
answers with plain data. Nothing it sends is unpickled or executed, so a submission that
patches numpy, torch or this code inside the worker only changes what the worker says,
never how the grader judges it.

Self-contained: these modules import each other relatively and nothing from ``grader``,
so the sandbox can copy this folder alone into the template's private working folder
before it hides the grader's. The grader imports only ``wire`` from here.

- ``wire``: the codec both sides share;
- ``values``: encoding of returned values and raised exceptions;
- ``calls``: one worker's session: loading modules, running calls, gradients;
- ``pins``: keeping alive what student code takes the address of (``id``, ``data_ptr``);
- ``confine``: the in-process sandbox system calls;
- ``serve``: the serve loop, the keeper and the template;
- ``__main__``: the script's entry.
"""
