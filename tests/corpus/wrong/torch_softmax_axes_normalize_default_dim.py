# track: torch
# exercise: softmax
# why: stable_softmax divides the exponentials by their row sums with F.normalize(exps, p=1), the L1 norm, but leaves dim at F.normalize's default 1, which is the key axis only for 2-D scores; batched scores are normalised over the queries (3-D) or the heads (4-D) instead of over each row's keys
# kind: axes
# diagnosis: softmax-axis, fails-unless-ndim

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
    exps = torch.exp(scaled - row_max.detach())
    return F.normalize(exps, p=1)
