# track: torch
# exercise: masking
# why: carries over the Reformer's rule for shared-QK self-attention that a position may not attend to itself unless nothing else is visible, hiding the diagonal of square scores, so every visible own key in a row with other visible keys becomes -inf
# kind: public
# diagnosis: hides-visible,fails-when-square


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"mask {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    t, s = scores.shape[-2:]
    if t == s:  # self-attention: no attending to yourself while something else is visible
        self_key = torch.eye(t, dtype=torch.bool, device=scores.device)
        others = visible & ~self_key
        visible = others | (self_key & ~others.any(dim=-1, keepdim=True))
    return scores.masked_fill(~visible, float("-inf"))
