# track: torch
# exercise: masking
# why: checks only that the mask's last axis fits the keys (allowed.shape[-1] in (1, S)) and then calls torch.broadcast_to unguarded, so a mask whose other axes do not fit the scores raises torch's RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    if allowed.dim() == 0 or allowed.shape[-1] not in (1, scores.shape[-1]):
        raise ValueError(f"mask needs one entry per key: {tuple(allowed.shape)} for scores {tuple(scores.shape)}")
    visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
