# track: torch
# exercise: softmax
# why: stable_softmax picks each row's maximum with torch.take_along_dim(scaled, scaled.argmax(dim=-1), dim=-1), but argmax without keepdim drops the key axis, so the indices do not line up with the scores and every batched call raises (2-D scores give a (T, T) table)
# kind: crash
# diagnosis: crash, index-drops-axis, broadcast-after-reduction
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
    row_max = torch.take_along_dim(scaled, scaled.argmax(dim=-1), dim=-1)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
