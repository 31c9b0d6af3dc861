# track: torch
# exercise: scaling
# why: scaled_scores ports Whisper's qkv_attention, n_batch, n_ctx, n_state = q.shape, then scales q and k^T by n_state ** -0.25 each; the values are right for 3-D inputs, but the unpacking assumes exactly three axes, so 2-D queries (and 4-D ones with a head axis) raise ValueError ("not enough / too many values to unpack") on valid inputs
# kind: public
# diagnosis: fixed-ndim, error-on-valid, fails-unless-ndim
import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    n_batch, n_ctx, n_state = q.shape
    if k.shape[-1] != n_state:
        raise ValueError(f"q has d_k={n_state} but k has d_k={k.shape[-1]}")
    scale = n_state ** -0.25
    return (q * scale) @ (k.transpose(-2, -1) * scale)
