# track: torch
# exercise: softmax
# why: stable_softmax puts the stop-gradient of the max-shift on the wrong operand, torch.exp(scaled.detach() - row_max) where torch.exp(scaled - row_max.detach()) belongs; the values are right, but autograd reaches the scores only through the row maximum, whose share cancels in the normalisation, so the gradient with respect to the scores is (about) zero
# kind: rules
# diagnosis: gradient-differs, no-gradient

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
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled.detach() - row_max)  # the shift must not carry a gradient
    return exps / exps.sum(dim=-1, keepdim=True)
