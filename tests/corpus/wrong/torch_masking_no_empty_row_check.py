# track: torch
# exercise: masking
# why: never checks for query rows without a visible key, returning all -inf rows
# diagnosis: error-not-raised


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    return scores.masked_fill(~visible, float("-inf"))
