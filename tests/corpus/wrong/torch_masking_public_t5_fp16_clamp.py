# track: torch
# exercise: masking
# why: mask_scores ends with the clamp Hugging Face's T5 applies to keep fp16 finite, clamp(min=-clamp_value, max=clamp_value) with clamp_value = finfo(float16).max - 1000, applied in every dtype: hidden scores become -64504 instead of -inf, and scores beyond +-64504 are clipped
# kind: public-code
# diagnosis: mask-large-negative,clipped


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
    masked = scores.masked_fill(~visible, float("-inf"))
    clamp_value = torch.finfo(torch.float16).max - 1000
    return torch.clamp(masked, min=-clamp_value, max=clamp_value)
