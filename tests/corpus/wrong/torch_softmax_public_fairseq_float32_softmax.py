# track: torch
# exercise: softmax
# why: stable_softmax follows fairseq's utils.softmax, which always normalises in float32 (F.softmax(x, dim=dim, dtype=torch.float32), "for numerical stability in half precision"), written here as scaled = scores.float() / temperature; float64 scores lose their precision and come back as float32 weights
# kind: public
# diagnosis: dtype-changed, float32-precision
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores.float() / temp  # fairseq: softmax in float32
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
