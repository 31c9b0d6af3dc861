# track: torch
# exercise: softmax
# why: stable_softmax shifts each row by its median, scaled.nanmedian(dim=-1, keepdim=True).values after turning -inf into NaN ("robust against one outlying score"), instead of its maximum; the shift cancels for moderate scores, but exp overflows for rows with widely spread scores, giving inf/inf = NaN in the weights and in attention
# kind: knockon
# diagnosis: fails-with-extreme-scores, softmax-unstable, values-nan
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"bad temperature {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    finite = torch.where(torch.isneginf(scaled), float("nan"), scaled)
    centre = finite.nanmedian(dim=-1, keepdim=True).values
    exps = torch.exp(scaled - centre.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
