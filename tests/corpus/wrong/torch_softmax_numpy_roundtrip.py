# track: torch
# exercise: softmax
# why: computes the softmax in NumPy and converts back, cutting the autograd graph
# named-by: does not require grad: it was detached

import numpy as _np


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    x = scaled.detach().cpu().numpy()
    exps = _np.exp(x - x.max(axis=-1, keepdims=True))
    return torch.from_numpy(exps / exps.sum(axis=-1, keepdims=True)).to(scores.device)
