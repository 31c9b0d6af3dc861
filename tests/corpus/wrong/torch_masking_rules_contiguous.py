# track: torch
# exercise: masking
# why: mask_scores takes "a fresh contiguous copy" with out = scores.contiguous() and writes out[~visible] = -inf into it; contiguous() returns the tensor itself when it is already contiguous, so the caller's scores are overwritten with -inf at the hidden keys (and scores that are a leaf requiring grad make the in-place write raise RuntimeError)
# kind: rules
# diagnosis: input-changed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    out = scores.contiguous()
    out[~visible] = float("-inf")
    return out
