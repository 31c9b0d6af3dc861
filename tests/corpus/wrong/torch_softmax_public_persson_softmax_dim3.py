# track: torch
# exercise: softmax
# why: stable_softmax keeps the softmax axis of Aladdin Persson's "Transformer from scratch", torch.softmax(energy / ..., dim=3), written for its (N, heads, query_len, key_len) energy: the max and the sum run over dim=3, which is the key axis only for 4-D scores; 2-D and 3-D scores raise IndexError (and 5-D ones are normalised over the queries)
# kind: public
# diagnosis: fixed-ndim, axis-past-end
import math

import torch

KEY_DIM = 3  # energy shape: (N, heads, query_len, key_len)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    energy = scores / temp
    row_max = energy.amax(dim=KEY_DIM, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(energy - row_max.detach())
    return exps / exps.sum(dim=KEY_DIM, keepdim=True)
