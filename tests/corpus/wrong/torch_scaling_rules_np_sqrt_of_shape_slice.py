# track: torch
# exercise: scaling
# why: scaled_scores takes the scale as np.sqrt(q.shape[-1:]), a slice typed for the index q.shape[-1]; np.sqrt quietly turns the 1-item torch.Size into a float64 NumPy array, and dividing a tensor by a NumPy array hands the division to NumPy, which calls .numpy() on the scores: with q or k requiring grad that raises RuntimeError, and without it the scores come back float64
# kind: rules
# diagnosis: numpy-with-grad, dtype-float64
import numpy as np
import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = np.sqrt(q.shape[-1:])  # sqrt(d_k)
    return (q @ k.transpose(-2, -1)) / scale
