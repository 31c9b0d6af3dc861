# track: torch
# exercise: scaling
# why: scaled_scores ports torchtext's nn.ScaledDotProduct.forward, which takes sequence-first inputs (L, N*H, E/H): it scales the queries by head_dim ** -0.5 and swaps axes -2 and -3 of q and k before q @ k^T; the kit's inputs are (..., T, d_k), so 2-D queries raise IndexError and batched ones are scored with the batch axis taken as positions (wrong shape, or a size mismatch)
# kind: public
# diagnosis: fixed-leading-axes, fixed-ndim, crash
import torch


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    head_dim = q.size(-1)
    q = q * (float(head_dim) ** -0.5)
    # (L, N * H, E / H) -> (N * H, L, E / H)
    q, k = q.transpose(-2, -3), k.transpose(-2, -3)
    return torch.matmul(q, k.transpose(-2, -1))
