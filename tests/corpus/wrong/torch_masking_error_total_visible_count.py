# track: torch
# exercise: masking
# why: mask_scores checks "every query sees a key" by counting the visible entries of the whole broadcast mask, visible.sum() < T; a mask with one empty query row but other rows showing several keys (or other batch elements) passes the count, so that row comes back all -inf instead of raising ValueError
# kind: error
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed does not broadcast to the scores' shape {tuple(scores.shape)}") from err
    if visible.sum() < scores.shape[-2]:
        raise ValueError("fewer visible keys than queries: some query sees no key")
    return scores.masked_fill(~visible, float("-inf"))
