# track: torch
# exercise: softmax
# why: stable_softmax shifts each row by its largest absolute value, scaled.abs().amax(dim=-1, keepdim=True) ("safe against overflow in both directions"), instead of its largest value; a row with a hidden key holds -inf, whose absolute value is +inf, so every entry of that row becomes -inf - inf or exp(-inf) and the row is NaN, and attention with a mask returns NaN
# kind: knockon
# diagnosis: values-nan, shift-per-key
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
    if torch.isneginf(scaled.amax(dim=-1, keepdim=True)).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # the largest magnitude guards against overflow for big positive AND big negative scores
    shift = scaled.abs().amax(dim=-1, keepdim=True).detach()
    exps = torch.exp(scaled - shift)
    return exps / exps.sum(dim=-1, keepdim=True)
