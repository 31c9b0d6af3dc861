# track: torch
# exercise: softmax
# why: stable_softmax divides the scores by math.sqrt(temperature), treating the temperature like d_k in the scaled scores, so at any temperature but 1 the logits are scaled by 1/sqrt(T) instead of 1/T
# kind: relation
# diagnosis: logit-ratio, softmax-temperature-ignored
import math
import torch


def stable_softmax(scores, temperature=1.0):

    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")

    scaled = scores / math.sqrt(temp)
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
