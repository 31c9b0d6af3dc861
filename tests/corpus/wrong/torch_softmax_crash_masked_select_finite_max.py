# track: torch
# exercise: softmax
# why: stable_softmax takes each row's maximum over its finite scores only, scaled.masked_select(torch.isfinite(scaled)).view(*scaled.shape[:-1], -1).amax(-1, keepdim=True); masked_select flattens the picked scores into one vector, and the view back into rows works only when every row has as many finite scores, so any valid input whose rows hide different numbers of keys (a causal mask) raises RuntimeError
# kind: crash
# diagnosis: crash
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
    finite = torch.isfinite(scaled)
    if not finite.any(dim=-1).all():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # the maximum of the finite scores of each row, so -inf never takes part in it
    row_max = scaled.masked_select(finite).view(*scaled.shape[:-1], -1).amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
