# track: torch
# exercise: softmax
# why: stable_softmax validates the temperature and the -inf rows itself and then calls the ATen operator torch.ops.aten._softmax(scaled, -1, False) ("the raw kernel, not torch.softmax"), which is the library softmax under another name, forbidden in this exercise
# kind: rules
# diagnosis: forbidden-function
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    return torch.ops.aten._softmax(scaled, -1, False)
