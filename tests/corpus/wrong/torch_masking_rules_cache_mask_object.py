# track: torch
# exercise: masking
# why: mask_scores keeps the broadcast bool mask it builds in a module dict keyed by the mask tensor itself and the scores' shape, {(allowed, scores.shape): visible} ("the causal mask is the same object in every layer"); tensors hash by identity, so after the caller rewrites the same mask tensor with other values, mask_scores hides the keys of the old mask
# kind: rules
# diagnosis: stale-result

_VISIBLE_CACHE = {}


def mask_scores(scores, allowed):
    key = (allowed, tuple(scores.shape))
    if key not in _VISIBLE_CACHE:
        mask = torch.as_tensor(allowed, device=scores.device)
        if mask.dtype != torch.bool and not ((mask == 0) | (mask == 1)).all():
            raise ValueError("allowed must hold bools or 0/1 values")
        try:
            visible = torch.broadcast_to(mask.to(torch.bool), scores.shape)
        except RuntimeError as err:
            raise ValueError(
                f"allowed has shape {tuple(mask.shape)}, which does not broadcast to {tuple(scores.shape)}"
            ) from err
        if not visible.any(dim=-1).all():
            raise ValueError("a query row has no visible key; every query needs at least one")
        _VISIBLE_CACHE[key] = visible
    return scores.masked_fill(~_VISIBLE_CACHE[key], float("-inf"))
