# track: torch
# exercise: softmax
# why: stable_softmax builds each row's log-sum-exp by folding torch.logaddexp over the keys, starting from the first key's score and then looping over range(S) (all keys, the first again), so the first key's exp is counted twice in the normaliser and every row sums to less than 1
# kind: relation
# diagnosis: row-scale, key-counted-twice
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
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    lse = scaled[..., 0]
    for s in range(scaled.shape[-1]):
        lse = torch.logaddexp(lse, scaled[..., s])  # log(e^a + e^b), never overflows
    return torch.exp(scaled - lse.unsqueeze(-1))
