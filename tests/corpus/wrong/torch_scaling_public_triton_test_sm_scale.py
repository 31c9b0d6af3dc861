# track: torch
# exercise: scaling
# why: scaled_scores copies the reference line of the Triton fused-attention tutorial's test, p = torch.matmul(q, k.transpose(2, 3)) * sm_scale, together with the test's own sm_scale = 0.5, a constant that equals 1/sqrt(d_k) only for d_k = 4, so every other width is scaled by the wrong factor
# kind: public
# diagnosis: ratio
import torch

sm_scale = 0.5  # as in the tutorial's test_op


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.matmul(q, k.transpose(-2, -1)) * sm_scale
