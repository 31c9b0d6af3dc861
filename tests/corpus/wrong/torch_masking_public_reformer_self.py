# track: torch
# exercise: masking
# why: mask_scores keeps a step of Reformer's shared-QK attention (lucidrains' reformer-pytorch), which gives each query's own key (query t, key t) the score TOKEN_SELF_ATTN_VALUE = -5e4 so that a token attends to itself only when nothing else is visible; the kit has separate queries and keys, so every visible diagonal score is replaced by -5e4, and attention through it hides each query's own key whenever another key is visible
# kind: public
# diagnosis: hides-visible


TOKEN_SELF_ATTN_VALUE = -5e4


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
    out = scores.masked_fill(~visible, float("-inf"))
    t, s = scores.shape[-2:]
    self_pos = torch.eye(t, s, dtype=torch.bool, device=scores.device)
    return out.masked_fill(self_pos & visible, TOKEN_SELF_ATTN_VALUE)
