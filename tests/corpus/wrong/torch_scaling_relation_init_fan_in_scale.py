# track: torch
# exercise: scaling
# why: scaled_scores takes d_k from torch.nn.init._calculate_fan_in_and_fan_out(q)[0] ("the scale is 1/sqrt(fan_in), as in LeCun initialisation"); that fan-in is q.size(1) times the sizes of every axis after it, which is d_k only for 2-D q: a (B, T, d_k) batch is divided by sqrt(T * d_k), a (B, H, T, d_k) one by sqrt(H * T * d_k)
# kind: relation
# diagnosis: fails-unless-ndim, fails-with-leading-axes
import math

import torch
from torch.nn.init import _calculate_fan_in_and_fan_out


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    fan_in, _ = _calculate_fan_in_and_fan_out(q)  # the width each score sums over
    return (q @ k.transpose(-2, -1)) / math.sqrt(fan_in)
