# track: torch
# exercise: softmax
# why: stable_softmax ports the log-sum-exp trick of fast.ai's from-the-foundations notebook, m = x.max(-1)[0]; (x - m[:, None]).exp(), written for 2-D (batch, classes) input: with leading axes m[:, None] puts the row maxima on the wrong axis, so they do not line up with their rows
# kind: public
# diagnosis: softmax-keepdims, reduced-axis-moved, shift-per-key
import math

import torch

def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    x = scores / temp
    m = x.max(-1)[0]
    if torch.isneginf(m).any():
        raise ValueError("a row of scores is entirely -inf")
    e = (x - m[:, None].detach()).exp()
    return e / e.sum(-1, keepdim=True)
