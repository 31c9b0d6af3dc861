# track: torch
# exercise: softmax
# why: stable_softmax cleans its exponentials with exps.nan_to_num_() in place ("no NaN may leave the softmax"); exp's backward needs its own output, which the in-place call changes, so the values are right but every gradient through stable_softmax, and through attention and multi_head_self_attention, raises RuntimeError
# kind: knockon
# diagnosis: in-place-autograd
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    exps.nan_to_num_()
    return exps / exps.sum(dim=-1, keepdim=True)
