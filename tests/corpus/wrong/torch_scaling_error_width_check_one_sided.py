# track: torch
# exercise: scaling
# why: scaled_scores checks the widths one way only, raising ValueError when q.shape[-1] > k.shape[-1] ("a query cannot have more features than its keys"), so queries narrower than the keys pass the check and fail inside the matmul with RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] > k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]}, more features than the keys' {k.shape[-1]}")
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
