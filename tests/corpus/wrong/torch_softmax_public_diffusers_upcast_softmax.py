# track: torch
# exercise: softmax
# why: stable_softmax follows the upcast_softmax path of diffusers' Attention.get_attention_scores, attention_scores.float() before the softmax and .to(dtype) after it ("upcast to avoid precision issues" with half inputs); .float() is float32, so float64 scores are computed in float32 and the float64 weights carry float32 rounding (the dtype itself comes back right)
# kind: public
# diagnosis: float32-precision
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    dtype = scores.dtype
    scaled = scores.float() / temp  # upcast_softmax
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    probs = exps / exps.sum(dim=-1, keepdim=True)
    return probs.to(dtype)
