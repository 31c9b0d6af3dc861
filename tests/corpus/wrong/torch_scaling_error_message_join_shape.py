# track: torch
# exercise: scaling
# why: scaled_scores builds its error message with "x".join(q.shape) to print shapes as 4x8; str.join takes strings only and a torch.Size holds ints, so building the message raises TypeError and queries and keys of different d_k get TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q {tuple(q.shape)} and k {tuple(k.shape)} need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q is " + "x".join(q.shape) + " but k is " + "x".join(k.shape) + ": d_k differs")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
