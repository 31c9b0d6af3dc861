# track: torch
# exercise: masking
# why: ports the masking of Hugging Face's OPTAttention, which after applying the mask clamps the scores from below with torch.max(scores, torch.tensor(torch.finfo(dtype).min)) to keep them finite in fp16; the kit wants hidden scores at exactly -inf, but the clamp lifts every -inf to the dtype's most negative finite number (about -3.4e38 in float32)
# kind: public
# diagnosis: mask-large-negative
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    masked = scores.masked_fill(~visible, float("-inf"))
    return torch.max(masked, torch.tensor(torch.finfo(scores.dtype).min, dtype=scores.dtype, device=scores.device))
