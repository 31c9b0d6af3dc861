# track: torch
# exercise: softmax
# why: stable_softmax ports torchaudio's wav2vec2 SelfAttention, weights = weights - weights.max(dim=-1, keepdim=True)[0] followed by torch.nn.functional.softmax(weights, dim=-1); the shift is right, but the softmax is the library one this exercise forbids
# kind: public
# diagnosis: forbidden-function
import math

import torch
import torch.nn.functional as F


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    weights = scores / temp
    row_max = weights.max(dim=-1, keepdim=True)[0]
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # subtracting a constant does not change the softmax; it avoids overflow (torchaudio)
    weights = weights - row_max
    return F.softmax(weights, dim=-1)
