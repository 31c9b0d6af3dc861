# track: torch
# exercise: heads
# why: the student's mask_scores caches the broadcast mask in a module-level dict keyed by (allowed.shape, scores.shape) ("it is the same causal mask in every layer"), so every later call with a different mask of the same shapes reuses the first mask, and attention and multi-head attention hide the wrong keys
# kind: knock-on
# diagnosis: fails-with-mask
# miss: graded on heads alone, the probe of mask_scores' own checks sees a reused mask as keys hidden that should show (hides-visible), a true relation of one call; no pattern of the cases reads a mask kept from an earlier call with the same shapes

_VISIBLE_CACHE = {}


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    key = (tuple(allowed.shape), tuple(scores.shape))
    if key not in _VISIBLE_CACHE:
        if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
            raise ValueError("allowed must hold bools or 0/1 values")
        try:
            visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
        except RuntimeError as err:
            raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
        if not visible.any(dim=-1).all():
            raise ValueError("a query row has no visible key")
        _VISIBLE_CACHE[key] = visible
    return scores.masked_fill(~_VISIBLE_CACHE[key], float("-inf"))
