# track: torch
# exercise: scaling
# why: scaled_scores states its checks with torch._check_with(ValueError, cond, f"...") so that they raise the promised ValueError, but passes the message as a string where _check_with takes a callable that returns it; a failing check then raises TypeError ("message must be a callable") instead of ValueError, so queries and keys of different widths (or fewer than 2 axes) get the wrong exception
# kind: error
# diagnosis: error-not-valueerror
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    torch._check_with(
        ValueError, q.dim() >= 2 and k.dim() >= 2, f"q and k need at least 2 axes; got {tuple(q.shape)}, {tuple(k.shape)}"
    )
    torch._check_with(
        ValueError, q.shape[-1] == k.shape[-1], f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}"
    )
    return (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
