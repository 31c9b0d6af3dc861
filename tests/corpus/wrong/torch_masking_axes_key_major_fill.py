# track: torch
# exercise: masking
# why: mask_scores fills the hidden keys in a key-major view, scores.mT.masked_fill(~visible.mT, -inf) ("a hidden key is then a whole row of -inf, as in the lesson's heat map"), and returns that view without turning it back, so the masked scores come out (..., S, T), the expected ones with their last two axes swapped
# kind: axes
# diagnosis: transposed


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not fit scores {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.mT.masked_fill(~visible.mT, float("-inf"))  # key-major: hidden keys are rows
