# track: torch
# exercise: softmax
# why: stable_softmax ports cuDNN's CUDNN_SOFTMAX_MODE_CHANNEL, which normalises over the C axis of an NCHW tensor, as amax and sum over dim=1; that is the key axis only for 2-D scores, so batched (B, T, S) scores are normalised over the queries and (B, H, T, S) ones over the heads
# kind: public
# diagnosis: softmax-axis, fixed-leading-axes, reduced-other-axis
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
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    # CUDNN_SOFTMAX_MODE_CHANNEL: one softmax per (n, h, w) over the channel axis C = dim 1
    c_max = scaled.amax(dim=1, keepdim=True)
    exps = torch.exp(scaled - c_max.detach())
    return exps / exps.sum(dim=1, keepdim=True)
