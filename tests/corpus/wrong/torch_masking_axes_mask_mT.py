# track: torch
# exercise: masking
# why: mask_scores reads the mask as (S, T), key by query, and applies visible.mT, so a causal mask hides the earlier keys and shows the later ones, and non-square masks fail
# kind: axes
# diagnosis: causal-upper,mask-transposed

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
    try:
        visible = torch.broadcast_to(allowed.mT, scores.shape)
    except RuntimeError as err:
        raise ValueError("mask does not broadcast") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
