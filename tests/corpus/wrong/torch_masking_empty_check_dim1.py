# track: torch
# exercise: masking
# why: tests for empty rows with visible.any(dim=1), which is the key axis only for 2-D scores: with leading axes it checks another axis, so empty query rows slip through (or valid masks raise)
# kind: pattern
# diagnosis: fails-with-leading-axes,error-not-raised,error-on-valid


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
