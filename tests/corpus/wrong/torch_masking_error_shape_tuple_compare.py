# track: torch
# exercise: masking
# why: mask_scores checks that the mask "is no bigger than the scores" with allowed.shape <= scores.shape, a comparison of two torch.Size tuples, which Python makes element by element from the left (lexicographically); valid masks can compare greater (an (S,) key mask whenever S > T) and are rejected, while masks that do not fit can compare smaller and then fail in torch.broadcast_to with RuntimeError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror,error-on-valid


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if not allowed.shape <= scores.shape:
        raise ValueError(f"allowed {tuple(allowed.shape)} is bigger than scores {tuple(scores.shape)}")
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf"))
