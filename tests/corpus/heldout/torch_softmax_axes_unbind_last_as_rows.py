# track: torch
# exercise: softmax
# why: stable_softmax walks the rows with scaled.unbind(-1), taking "unbind the last axis" for "one slice per row", and stacks the results back with dim=-1; unbind(-1) gives one slice per KEY (a column of T queries), so each column is normalised over the queries and the rows no longer sum to 1
# kind: axes
# diagnosis: softmax-axis, reduced-other-axis
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
    out = []
    for row in scaled.unbind(-1):  # one row at a time
        shifted = row - row.amax(dim=-1, keepdim=True).detach()
        e = torch.exp(shifted)
        out.append(e / e.sum(dim=-1, keepdim=True))
    return torch.stack(out, dim=-1)
