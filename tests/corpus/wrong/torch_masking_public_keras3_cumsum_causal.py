# track: torch
# exercise: masking
# why: causal_mask ports Keras 3's MultiHeadAttention._compute_causal_mask, ones of shape (1, t, t) with row_index = cumsum(axis=-2) and col_index = cumsum(axis=-1), returning row_index >= col_index; the pattern and the bool dtype are right, but the leading batch axis of Keras' mask is kept, so the mask is (1, t, t) instead of (t, t)
# kind: public
# diagnosis: extra-axis
import torch


def causal_mask(t: int, device: torch.device | str | None = None) -> torch.Tensor:
    ones_mask = torch.ones((1, t, t), dtype=torch.int32, device=device)
    row_index = torch.cumsum(ones_mask, dim=-2)
    col_index = torch.cumsum(ones_mask, dim=-1)
    return torch.greater_equal(row_index, col_index)
