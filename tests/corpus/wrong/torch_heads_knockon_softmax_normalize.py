# track: torch
# exercise: heads
# why: the student's stable_softmax normalises with F.normalize (an L2 norm, not the row sum), so attention built on it returns weights whose rows do not sum to 1 and a wrong output
# kind: knock-on
# diagnosis: row-scale, row-l2-norm

import torch.nn.functional as F


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
    return F.normalize(torch.exp(scaled - row_max.detach()), dim=-1)


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
