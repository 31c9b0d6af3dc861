# track: torch
# exercise: masking
# why: mask_scores gives a 1-D key mask its query axis with allowed.expand(scores.shape[-1], -1), one row per key where one row per query was meant, so an (S,) key mask becomes (S, S) and is rejected as not broadcasting whenever T != S
# kind: axes
# diagnosis: needs-square, error-on-valid, fails-with-fewer-mask-axes


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() == 1:  # a key mask: the same row for every query
        allowed = allowed.expand(scores.shape[-1], -1)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
