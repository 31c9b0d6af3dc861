# track: torch
# exercise: masking
# why: mask_scores checks that the mask shows something with visible.any() over the whole mask instead of each row, so a mask that leaves one query row with no visible key is not rejected and that row is all -inf
# kind: error
# diagnosis: error-not-raised

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("mask does not broadcast") from err
    if not visible.any():
        raise ValueError("the mask hides every key")
    return scores.masked_fill(~visible, float("-inf"))
