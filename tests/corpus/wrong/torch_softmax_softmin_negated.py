# track: torch
# exercise: softmax
# why: uses F.softmin on the negated scores, which is a library softmax in disguise
# named-by: (a library softmax)

import torch.nn.functional as F


def stable_softmax(scores, temperature=1.0):
    t = float(temperature)
    if not (math.isfinite(t) and t > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / t
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    return F.softmin(-scaled, dim=-1)
