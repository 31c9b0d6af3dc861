"""Keep ``torch._dynamo`` unimported until something really compiles (the self-check's quick start).

Torch wraps many of its own Python functions (the decompositions behind every operation
on the meta device, among them) in ``torch._compile._disable_dynamo``. On its first call
such a wrapper imports ``torch._dynamo`` (about a second) to ask it not to trace the
function. Until ``torch._dynamo`` is imported nothing can be tracing, so calling the
function directly is exactly what the wrapper would end up doing.

:func:`defer` gives every such wrapper that exists a stand-in that calls the function
directly while ``torch._dynamo`` is not in ``sys.modules``, and hands over to torch's own
wrapper (which imports it and asks) once it is. A torch whose wrapper does not look as
expected is left alone: it costs the second, and behaves the same.
"""

from __future__ import annotations

import gc
import sys
import types
from typing import Any

_DYNAMO = "torch._dynamo"


def defer() -> int:
    """Give every wrapper of this torch a stand-in; returns how many (0: left alone, as when
    ``torch._dynamo`` is imported already). Each stand-in hands over once, on its first
    call after ``torch._dynamo`` is imported."""
    if _DYNAMO in sys.modules:
        return 0
    try:
        from torch import _compile

        code = _compile._disable_dynamo(lambda: None).__code__
    except (ImportError, AttributeError, TypeError):
        return 0
    if code.co_freevars != ("fn", "recursive"):
        return 0
    count = 0
    for wrapper in gc.get_objects():
        if type(wrapper) is not types.FunctionType or wrapper.__code__ is not code:
            continue
        fn = wrapper.__closure__[0].cell_contents  # type: ignore[index]
        if callable(fn) and getattr(fn, "__dynamo_disable", None) is None:
            try:
                fn.__dynamo_disable = _stand_in(fn, wrapper)
            except (AttributeError, TypeError):
                continue
            count += 1
    return count


def _stand_in(fn: Any, wrapper: Any) -> Any:
    def call(*args: Any, **kwargs: Any) -> Any:
        if _DYNAMO not in sys.modules:
            return fn(*args, **kwargs)
        try:  # something compiles now: torch's own wrapper asks torch._dynamo from here on
            del fn.__dynamo_disable
        except AttributeError:
            pass
        return wrapper(*args, **kwargs)

    return call
