# track: torch
# exercise: softmax
# why: stable_softmax is written after from torch import * ("so exp, amax and isneginf need no torch. prefix"); the star import also rebinds the builtins float, int, bool, range, max, sum... in the module to torch's dtypes and functions, so float(temperature) becomes torch.float32(temperature), a dtype that cannot be called: the TypeError lands in the temperature check's except, and every call raises ValueError (mask_scores' float("-inf") breaks the same way)
# kind: knockon
# diagnosis: error-on-valid
import math

from torch import *


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = amax(scaled, dim=-1, keepdim=True)
    if isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    e = exp(scaled - row_max.detach())
    return e / e.sum(dim=-1, keepdim=True)
