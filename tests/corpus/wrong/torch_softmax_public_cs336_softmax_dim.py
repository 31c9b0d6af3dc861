# track: torch
# exercise: softmax
# why: stable_softmax keeps the signature of the CS336 assignment's softmax(in_features, dim), def stable_softmax(scores, dim=-1), and normalises over dim: the temperature is never applied, a positional temperature is taken as the dim (2.0 raises TypeError) and temperature= raises TypeError
# kind: public
# diagnosis: softmax-temperature-ignored, crash, signature-differs
import math

import torch


def stable_softmax(scores, dim=-1):
    row_max = scores.amax(dim=dim, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf")
    exps = torch.exp(scores - row_max.detach())
    return exps / exps.sum(dim=dim, keepdim=True)
