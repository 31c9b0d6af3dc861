# track: torch
# exercise: softmax
# why: stable_softmax looks for a row of scores that is entirely -inf with a for loop over the row maxima that breaks at the first finite one and raises in the loop's else clause; the else runs only when no row broke the loop, so it raises only when every row is -inf, and one dead row among live ones comes back as NaN
# kind: error
# diagnosis: error-not-raised, values-nan
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
    for m in row_max.flatten():
        if torch.isfinite(m):
            break
    else:
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
