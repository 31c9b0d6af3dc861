# track: torch
# exercise: masking
# why: mask_scores gives the mask the scores' batch axes with allowed.expand(*scores.shape[:-2], -1, -1), the two -1 meant to keep "the mask's own (T, S)"; a 1-D (S,) key mask has only one axis to keep, and expand refuses -1 for an axis it must add, so every valid key mask is rejected with ValueError
# kind: axes
# diagnosis: error-on-valid,fails-with-fewer-mask-axes


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = allowed.to(torch.bool).expand(*scores.shape[:-2], -1, -1)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not fit the scores' shape {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
