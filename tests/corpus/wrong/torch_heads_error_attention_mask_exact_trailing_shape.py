# track: torch
# exercise: heads
# why: attention validates the mask with allowed.shape != scores.shape[-allowed.dim():] ("the mask must match the last axes of the scores"), an exact-size test where broadcasting belongs, so valid masks with a length-1 axis, such as a (B, 1, T, T) mask shared by every head, raise ValueError
# kind: error
# diagnosis: error-on-valid, fails-with-broadcast-mask
import torch


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        allowed = torch.as_tensor(allowed)
        if allowed.dim() > scores.dim() or allowed.shape != scores.shape[scores.dim() - allowed.dim():]:
            raise ValueError(f"mask of shape {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}")
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
