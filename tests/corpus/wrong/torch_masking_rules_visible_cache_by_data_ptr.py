# track: torch
# exercise: masking
# why: mask_scores memoises the broadcast bool mask by (allowed.data_ptr(), scores.shape), "the mask tensor is the same every step", so a mask tensor whose values are rewritten in place between two calls is still read with its old values
# kind: rules
# diagnosis: stale-result
_VISIBLE: dict = {}


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    key = (allowed.data_ptr(), tuple(scores.shape))
    if key not in _VISIBLE:
        if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
            raise ValueError("allowed must hold bools or 0/1 values")
        try:
            visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
        except RuntimeError as err:
            raise ValueError(f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}") from err
        if not visible.any(dim=-1).all():
            raise ValueError("a query row has no visible key; every query needs at least one")
        _VISIBLE[key] = visible.clone()
    return scores.masked_fill(~_VISIBLE[key], float("-inf"))
