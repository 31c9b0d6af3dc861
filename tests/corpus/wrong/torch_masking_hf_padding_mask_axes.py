# track: torch
# exercise: masking
# why: follows Hugging Face's handling of a 2-D attention_mask, (batch, key_len) -> mask[:, None, None, :], whenever a 2-D mask meets scores with more axes; the kit's 2-D mask is (T, S), so it becomes (T, 1, 1, S) and no longer lines up with the scores (valid masks rejected or applied to the wrong rows)
# kind: public-code
# diagnosis: fails-with-fewer-mask-axes, fails-with-broadcast-mask, error-on-valid


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dim() == 2 and scores.dim() > 2:
        allowed = allowed[:, None, None, :]
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
