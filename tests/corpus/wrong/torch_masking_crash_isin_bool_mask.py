# track: torch
# exercise: masking
# why: mask_scores checks that the mask holds only 0/1 values with torch.isin(allowed, torch.tensor([0, 1])) for every mask, bool masks included, but torch.isin does not accept bool tensors, so every valid bool mask makes mask_scores raise RuntimeError (0/1 integer masks work)
# kind: crash
# diagnosis: crash


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if not torch.isin(allowed, torch.tensor([0, 1], device=scores.device)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
