# track: torch
# exercise: masking
# why: follows nn.MultiheadAttention's attn_mask convention and hides the keys where allowed is True
# diagnosis: mask-inverted


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
    try:
        hidden = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if hidden.all(dim=-1).any():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(hidden, float("-inf"))
