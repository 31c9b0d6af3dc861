# track: torch
# exercise: scaling
# why: scaled_scores keeps a Python 2 raise with parentheses added, raise (ValueError, "q and k differ in d_k ..."), which raises a tuple; Python 3 refuses that with TypeError (exceptions must derive from BaseException), so queries and keys of different widths fail with TypeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise (ValueError, "q and k differ in d_k: %d != %d" % (q.shape[-1], k.shape[-1]))
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
