# track: torch
# exercise: masking
# why: mask_scores gets the hidden positions from a helper _hidden(allowed, shape) that broadcasts and inverts the mask but returns it as .to(torch.uint8), the ByteTensor masks of old PyTorch code; masked_fill only accepts bool masks, so mask_scores raises RuntimeError on every valid call
# kind: knockon
# diagnosis: crash


def _hidden(allowed, shape):
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), shape)
    except RuntimeError as err:
        raise ValueError(f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return (~visible).to(torch.uint8)


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    return scores.masked_fill(_hidden(allowed, scores.shape), float("-inf"))
