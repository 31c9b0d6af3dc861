# track: torch
# exercise: masking
# why: stable_softmax and mask_scores share the student's helper _fill_hidden(x, visible, value=0.0), written to zero the hidden keys' weights; mask_scores calls it as _fill_hidden(scores, visible) without value=float("-inf"), so every hidden score becomes 0 instead of -inf (the visible scores are right)
# kind: relation
# diagnosis: mask-zero
import math

import torch


def _fill_hidden(x, visible, value=0.0):
    """Return x with `value` wherever visible is False (a new tensor)."""
    return x.masked_fill(~visible, value)


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    if torch.isneginf(row_max).any():
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    exps = torch.exp(scaled - row_max.detach())
    weights = exps / exps.sum(dim=-1, keepdim=True)
    return _fill_hidden(weights, ~torch.isneginf(scaled))  # hidden keys: exactly 0


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return _fill_hidden(scores, visible)
