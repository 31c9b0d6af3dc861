# track: torch
# exercise: softmax
# why: stable_softmax keeps the soft span mask of Adaptive Attention Span (Sukhbaatar et al. 2019, AdaptiveMask with ramp_size 32 and its initial span 0): each weight is multiplied by clamp((span - (i - j)) / 32 + 1, 0, 1) and the row renormalised, so keys behind the query lose weight linearly with their distance (none at 32 or more)
# kind: public
# diagnosis: scale-by-distance, weights-by-distance
# miss: weights times a ramp of the distance i - j, renormalised per row: no relation fits a factor per distance inside a row's renormalisation
import math

import torch


def stable_softmax(scores: torch.Tensor, temperature: float = 1.0) -> torch.Tensor:
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    # AdaptiveMask: a soft window over the distance from the query, learned span z.
    ramp_size, span = 32, 0.0
    t, s = scores.shape[-2], scores.shape[-1]
    dist = torch.arange(t, device=scores.device)[:, None] - torch.arange(s, device=scores.device)[None, :]
    span_mask = ((span - dist.to(scores.dtype)) / ramp_size + 1).clamp(0, 1)
    weights = weights * span_mask
    return weights / weights.sum(dim=-1, keepdim=True)
