# track: torch
# exercise: softmax
# why: stable_softmax ports the normalisation of the Point Cloud Transformer's offset attention (PCT_Pytorch SA_Layer: attention = softmax(energy); attention = attention / (1e-9 + attention.sum(dim=1, keepdims=True)), dim 1 of its (B, N, N) maps written as dim=-2), so after the row softmax every weight is divided again by its key's total over the queries: the rows no longer sum to 1
# kind: public
# diagnosis: normalised-both-axes
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
    attention = exps / exps.sum(dim=-1, keepdim=True)
    # offset attention: normalise each key's column as well
    return attention / (1e-9 + attention.sum(dim=-2, keepdim=True))
