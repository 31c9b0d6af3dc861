# track: torch
# exercise: softmax
# why: mask_scores and stable_softmax both look for a query with no visible key through the student's helper _has_dead_row(visible), which reduces with visible.any(dim=-2).all() (over the queries, "for every column") where dim=-1 belongs; so an all -inf row of scores or an empty mask row is let through (NaN weights, an all -inf row) whenever other queries see those keys, and a valid mask (or valid scores) that hides one key from every query, a padded key, is rejected with ValueError
# kind: error
# diagnosis: error-not-raised, error-on-valid, values-nan
import math

import torch


def _has_dead_row(visible):
    return not bool(visible.any(dim=-2).all())


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if _has_dead_row(visible):
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if _has_dead_row(torch.isfinite(scaled) | (scaled > 0)):
        raise ValueError("a row of scores is entirely -inf: no key is visible to that query")
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    return exps / exps.sum(dim=-1, keepdim=True)
