"""Entry of the worker script: ``python -I .../worker/__main__.py --template FD sandbox|plain full|quick|numpy ROOT...``.

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


if __name__ == "__main__":
    if (sys.argv[1:2] != ["--template"] or sys.argv[3:4] not in (["sandbox"], ["plain"])
            or sys.argv[4:5] not in (["full"], ["quick"], ["numpy"])):
        sys.exit("usage: worker --template CONTROL_FD sandbox|plain full|quick|numpy [BLOCKED_ROOT ...]")
    _package()
    from attnkit_worker.serve import template

    template(int(sys.argv[2]), sys.argv[5:], sys.argv[3] == "sandbox", sys.argv[4])
