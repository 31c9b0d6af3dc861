# track: torch
# exercise: softmax
# why: stable_softmax is wrapped by the student's decorator _checked_temperature, whose wrapper validates the temperature and then calls fn(scores, temp) without returning what it gives, so stable_softmax returns None, and attention and multi-head attention fail on the None weights
# kind: knockon
# diagnosis: returned-none, none-argument
import functools
import math

import torch


def _checked_temperature(fn):
    @functools.wraps(fn)
    def wrapper(scores, temperature=1.0):
        try:
            temp = float(temperature)
        except (TypeError, ValueError, RuntimeError) as err:
            raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
        if not (math.isfinite(temp) and temp > 0):
            raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
        fn(scores, temp)

    return wrapper


@_checked_temperature
def stable_softmax(scores, temperature=1.0):
    scaled = scores / temperature
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
