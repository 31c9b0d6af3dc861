# track: torch
# exercise: heads
# why: attention is right but the mask_scores it calls masks arithmetically, scores * m + (1 - m) * (-inf) with m the mask as floats; at visible keys 0 * -inf is NaN, so every masked attention call returns NaN
# kind: knock-on
# diagnosis: mask-multiplied,values-nan,fails-with-mask
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    m = visible.to(scores.dtype)
    return scores * m + (1.0 - m) * float("-inf")


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
