# track: torch
# exercise: masking
# why: torch.where broadcasts both ways, so a mask with more axes than scores silently grows the result
# diagnosis: error-not-raised, error-not-valueerror


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device).to(torch.bool)
    out = torch.where(allowed, scores, float("-inf"))
    if torch.isneginf(out).all(dim=-1).any():
        raise ValueError("a query row has no visible key")
    return out
