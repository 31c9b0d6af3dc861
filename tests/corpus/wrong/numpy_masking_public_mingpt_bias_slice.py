# track: numpy
# exercise: masking
# why: mask_scores ports minGPT's CausalSelfAttention masking, att.masked_fill(self.bias[:, :, :T, :T] == 0, float('-inf')), slicing the mask with four indices as minGPT slices its (1, 1, block, block) buffer; any valid mask with fewer than 4 axes (the (T, S) causal mask, a (B, T, S) mask) raises IndexError
# kind: public
# diagnosis: fixed-ndim, fails-with-fewer-mask-axes, crash
import numpy as np


def mask_scores(scores, allowed):
    scores = np.asarray(scores)
    allowed = np.asarray(allowed)
    if allowed.dtype != bool and not np.isin(allowed, (0, 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    t, s = scores.shape[-2:]
    bias = allowed[:, :, :t, :s]  # minGPT: self.bias[:, :, :T, :T]
    try:
        hidden = np.broadcast_to(bias == 0, scores.shape)
    except ValueError as err:
        raise ValueError(f"allowed {allowed.shape} does not broadcast to {scores.shape}") from err
    if hidden.all(axis=-1).any():
        raise ValueError("a query row has no visible key")
    return np.where(hidden, -np.inf, scores).astype(scores.dtype, copy=False)
