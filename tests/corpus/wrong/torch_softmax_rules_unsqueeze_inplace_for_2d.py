# track: torch
# exercise: softmax
# why: stable_softmax gives 2-D scores a batch axis with scores.unsqueeze_(0) ("treat every input as batched") and squeezes it off the result; the weights are right, but unsqueeze_ works in place, so the caller's own (T, S) scores are left reshaped to (1, T, S) (and a leaf that requires grad makes the call raise RuntimeError)
# kind: rules
# diagnosis: input-changed
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    unbatched = scores.dim() == 2
    if unbatched:
        scores.unsqueeze_(0)  # (1, T, S)
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    return weights.squeeze(0) if unbatched else weights
