# track: torch
# exercise: softmax
# why: ports the spherical softmax of de Brebisson and Vincent (2016, "An exploration of softmax alternatives"), (z**2 + eps) / sum(z**2 + eps) with eps = 1e-8 and hidden keys masked to 0, as a softmax that "cannot overflow"; the weights follow the squared scaled scores, not their exponentials (a score of -3 outweighs a score of 2)
# kind: public
# diagnosis: mixture-transformed, weights-not-exp
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    z = scores / temp
    visible = ~torch.isneginf(z)
    if not visible.any(dim=-1).all():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    eps = 1e-8
    sq = torch.where(visible, torch.where(visible, z, 0.0) ** 2 + eps, 0.0)
    return sq / sq.sum(dim=-1, keepdim=True)
