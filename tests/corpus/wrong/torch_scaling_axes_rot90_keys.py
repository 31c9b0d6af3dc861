# track: torch
# exercise: scaling
# why: scaled_scores turns the keys with torch.rot90(k, -1, dims=(-2, -1)), taking a quarter turn for a transpose; the rotation also reverses the order of the keys, so each row of scores holds the right values with its S entries in reverse order
# kind: axes
# diagnosis: reordered, axis-flipped
import math
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError("q and k need at least 2 axes")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError("q and k differ in d_k")
    return (q @ torch.rot90(k, -1, dims=(-2, -1))) / math.sqrt(q.shape[-1])
