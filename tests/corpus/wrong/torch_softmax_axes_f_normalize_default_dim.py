# track: torch
# exercise: softmax
# why: stable_softmax divides the exponentials by their sums with F.normalize(exps, p=1) ("L1-normalise each row") and keeps its default dim=1, which is the key axis only for 2-D scores; batched scores are normalised over dim 1 (the batch's queries or heads)
# kind: axes
# diagnosis: reduced-other-axis, softmax-axis, fails-with-leading-axes
import math

import torch
import torch.nn.functional as F


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return F.normalize(exps, p=1)
