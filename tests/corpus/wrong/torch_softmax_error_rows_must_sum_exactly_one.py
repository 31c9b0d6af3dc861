# track: torch
# exercise: softmax
# why: stable_softmax catches rows with no visible key by checking its result, raising ValueError unless every row of the weights sums exactly to 1 (a NaN row fails that test); but float rows of a correct softmax often sum to 1 only up to rounding (0.99999994, 1.0000001), so valid scores are refused too
# kind: error
# diagnosis: error-on-valid
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True).detach()
    exps = torch.exp(scaled - row_max)
    weights = exps / exps.sum(dim=-1, keepdim=True)
    # an all -inf row gives NaN weights, whose sum is not 1
    if not bool((weights.sum(dim=-1) == 1).all()):
        raise ValueError("a row of scores is entirely -inf: its weights do not sum to 1")
    return weights
