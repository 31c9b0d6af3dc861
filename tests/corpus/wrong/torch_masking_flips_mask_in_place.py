# track: torch
# exercise: masking
# why: turns the mask into a "hidden" mask with logical_not_(), flipping the caller's bool mask in place
# diagnosis: input-changed


def mask_scores(scores, allowed):
    hidden = torch.as_tensor(allowed, device=scores.device).bool()  # no copy for a bool mask
    hidden.logical_not_()
    try:
        hidden_full = torch.broadcast_to(hidden, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if hidden_full.all(dim=-1).any():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(hidden_full, float("-inf"))
