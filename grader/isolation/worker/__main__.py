"""Entry of the worker script: ``python -I .../worker/__main__.py --template FD sandbox|plain full|quick|numpy ROOT...``
(the template that forks workers) or ``--spawned full|quick|numpy ROOT...`` (one portable worker).

Loads this folder as the package ``attnkit_worker`` (whatever the folder is called, and
without putting it on ``sys.path``), then runs the template.
"""

import importlib.util
import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))


def _package() -> None:
    spec = importlib.util.spec_from_file_location(
        "attnkit_worker", os.path.join(_HERE, "__init__.py"), submodule_search_locations=[_HERE]
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["attnkit_worker"] = module
    spec.loader.exec_module(module)


USAGE = ("usage: worker --template CONTROL_FD sandbox|plain full|quick|numpy [BLOCKED_ROOT ...]\n"
         "       worker --spawned full|quick|numpy [BLOCKED_ROOT ...]")

if __name__ == "__main__":
    args = sys.argv[1:]
    if args[:1] == ["--spawned"] and args[1:2] in (["full"], ["quick"], ["numpy"]):
        _package()
        from attnkit_worker.serve import spawned

        spawned(args[2:], args[1])
    elif args[:1] == ["--template"] and args[2:3] in (["sandbox"], ["plain"]) and args[3:4] in (["full"], ["quick"], ["numpy"]):
        _package()
        from attnkit_worker.serve import template

        template(int(args[1]), args[4:], args[2] == "sandbox", args[3])
    else:
        sys.exit(USAGE)
