# track: torch
# exercise: scaling
# why: scaled_scores multiplies by a scale kept as a bfloat16 0-d tensor, torch.tensor(d_k, dtype=torch.bfloat16).rsqrt() ("the scale lives in the model's bf16 precision"); a 0-d tensor does not change the scores' dtype, but 1/sqrt(d_k) is rounded to 8 bits of mantissa, so for a d_k that is not a power of 4 every score is off by up to about 0.2 % (0.13 % for d_k = 3)
# kind: relation
# diagnosis: half-precision, ratio
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    scale = torch.tensor(q.shape[-1], dtype=torch.bfloat16).rsqrt()
    return (q @ k.transpose(-2, -1)) * scale
