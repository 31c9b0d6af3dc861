# track: torch
# exercise: softmax
# why: stable_softmax adds the sparsifying step of ev-softmax (Chen et al. 2021, "evidential softmax"), hiding every key whose scaled score is below its row's mean over the visible keys before the softmax, so those keys get weight exactly 0 and the rest are renormalised among themselves
# kind: relation
# diagnosis: sparse-weights, hides-visible
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
    visible = ~torch.isneginf(scaled)
    if not visible.any(dim=-1).all():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # ev-softmax: keys below the row's mean score are dropped
    finite = torch.where(visible, scaled, 0.0)
    row_mean = finite.sum(dim=-1, keepdim=True) / visible.sum(dim=-1, keepdim=True)
    kept = torch.where(scaled >= row_mean, scaled, float("-inf"))
    row_max = kept.amax(dim=-1, keepdim=True)
    exps = torch.exp(kept - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
