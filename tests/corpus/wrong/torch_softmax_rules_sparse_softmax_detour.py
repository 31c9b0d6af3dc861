# track: torch
# exercise: softmax
# why: stable_softmax checks the temperature and the dead rows itself, then normalises with torch.sparse.softmax(scaled.to_sparse(), dim=-1).to_dense() ("the -inf keys are sparse anyway"), a library softmax from torch.sparse that this exercise forbids (to_sparse also drops scores that are exactly 0, which the sparse softmax then treats as hidden)
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
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    return torch.sparse.softmax(scaled.to_sparse(), dim=-1).to_dense()
