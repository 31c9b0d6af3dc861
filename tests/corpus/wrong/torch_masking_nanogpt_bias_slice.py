# track: torch
# exercise: masking
# why: fits the mask to the scores the way nanoGPT slices its causal buffer, allowed[..., :T, :T] with T = scores.size(-2), which assumes S == T: a valid (T, S) cross-attention mask with S > T is cut to (T, T) and then rejected, and a 1-D (S,) mask raises IndexError
# kind: public-code
# diagnosis: needs-square, error-on-valid


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    t = scores.size(-2)
    allowed = allowed[..., :t, :t]
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
