# track: torch
# exercise: softmax
# why: stable_softmax tests for all -inf rows with "if torch.isneginf(row_max):", the truth value of a whole tensor of row maxima; with more than one row PyTorch raises RuntimeError (ambiguous boolean) on every valid call
# kind: crash
# diagnosis: ambiguous-truth, crash
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
    if torch.isneginf(row_max):
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
