# track: torch
# exercise: softmax
# why: stable_softmax is decorated with @torch.inference_mode() "since a softmax has no parameters to learn"; its weights are right but come back as inference tensors with no autograd history, so no gradient reaches the scores, and attention, which multiplies those weights with values that require grad, raises RuntimeError (inference tensors cannot be saved for backward)
# kind: knockon
# diagnosis: no-gradient, crash
import math

import torch


@torch.inference_mode()
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
    exps = torch.exp(scaled - row_max)
    return exps / exps.sum(dim=-1, keepdim=True)
