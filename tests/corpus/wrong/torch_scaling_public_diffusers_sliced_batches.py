# track: torch
# exercise: scaling
# why: ports the sliced attention of diffusers (SlicedAttnProcessor, slice_size=2), which scores q[i:i+2] against k[i:i+2] slice by slice along the first axis, written for (batch*heads, T, d) tensors; for 2-D inputs that axis is T for q and S for k, so each pair of queries meets only its own pair of keys and the scores come back (T, 2) instead of (T, S), and keys without the queries' batch axis are sliced along S the same way
# kind: public
# diagnosis: fixed-leading-axes, fails-unless-ndim, cut-short
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"d_k differs: q {tuple(q.shape)}, k {tuple(k.shape)}")
    scale = 1 / math.sqrt(q.shape[-1])
    slice_size = 2
    pieces = []
    for i in range(0, q.shape[0], slice_size):
        q_slice = q[i:i + slice_size]
        k_slice = k[i:i + slice_size]
        pieces.append(q_slice @ k_slice.transpose(-2, -1) * scale)
    return torch.cat(pieces, dim=0)
