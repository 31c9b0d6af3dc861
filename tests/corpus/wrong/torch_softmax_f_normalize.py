# track: torch
# exercise: softmax
# why: normalises the exponentials with F.normalize(exps, dim=-1), whose default p=2 divides each row by its Euclidean norm instead of its sum
# kind: relation
# diagnosis: row-scale, row-l2-norm

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
    return F.normalize(exps, dim=-1)
