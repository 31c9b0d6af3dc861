# track: torch
# exercise: softmax
# why: stable_softmax builds a torch.nn.LogSoftmax(dim=-1) module and exponentiates its output, still a library log-softmax, which the exercise forbids
# kind: rules-types
# diagnosis: forbidden-function
import math

import torch


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    if torch.isneginf(scaled.amax(dim=-1)).any():
        raise ValueError("a row of scores is entirely -inf")
    log_probs = torch.nn.LogSoftmax(dim=-1)(scaled)
    return log_probs.exp()
