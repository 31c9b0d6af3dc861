# track: torch
# exercise: softmax
# why: stable_softmax ports DETR's PostProcess, prob = F.softmax(out_logits, -1)[..., :-1] (the last class is "no object" and is dropped), as exps / row sum followed by [..., :-1]; the softmax is right but the last key's column is cut off, so the weights come back (..., T, S-1) and their rows no longer sum to 1
# kind: public
# diagnosis: cut-short
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
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    prob = exps / exps.sum(dim=-1, keepdim=True)
    # as in DETR's PostProcess: the last column is the "no object" class
    return prob[..., :-1]
