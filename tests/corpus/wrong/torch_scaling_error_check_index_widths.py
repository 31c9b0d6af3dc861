# track: torch
# exercise: scaling
# why: scaled_scores states its width check with torch._check_index(q.shape[-1] == k.shape[-1], ...) ("a width that does not match is a size/index problem"), taking PyTorch's internal check helper for one that raises ValueError; _check_index raises IndexError, so q and k of different d_k fail with the wrong exception type
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    torch._check_index(
        q.dim() >= 2 and k.dim() >= 2,
        lambda: f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}",
    )
    torch._check_index(
        q.shape[-1] == k.shape[-1],
        lambda: f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}",
    )
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
