# track: torch
# exercise: masking
# why: ports torchtext's nn.ScaledDotProduct, attn_output_weights.masked_fill_(attn_mask, -1e8), where attn_mask marks the keys to HIDE: it fills the visible keys (where allowed is True) with -1e8 and keeps the hidden ones
# kind: public
# diagnosis: mask-inverted, mask-large-negative

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        attn_mask = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not attn_mask.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(attn_mask, -1e8)  # torchtext: masked_fill_(attn_mask, -1e8)
