# track: torch
# exercise: softmax
# why: stable_softmax moves the key axis to the front with scaled.movedim(-1, 0) to normalise along dim 0, and "moves it back" with weights.movedim(-1, 0) again, the same move where movedim(0, -1) belongs, so the weights come back with their axes rotated ((S, ..., T) turned into (T, S, ...)) instead of (..., T, S)
# kind: axes
# diagnosis: permuted, transposed
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    keys_first = (scores / temp).movedim(-1, 0)  # (S, ..., T)
    row_max = keys_first.amax(dim=0, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(keys_first - row_max.detach())
    weights = exps / exps.sum(dim=0, keepdim=True)
    return weights.movedim(-1, 0)
