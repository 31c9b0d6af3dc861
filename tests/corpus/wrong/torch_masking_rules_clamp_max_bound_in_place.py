# track: torch
# exercise: masking
# why: mask_scores hides keys by clamping the scores from above with a bound that is +inf where visible and -inf where hidden, scores.clamp_(max=bound) ("the mask as an upper limit"); clamp_ is the in-place form, so it writes -inf into the caller's scores tensor and returns that same tensor (and refuses a leaf that requires grad)
# kind: rules
# diagnosis: input-changed, in-place-autograd
import torch


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    inf = torch.tensor(float("inf"), dtype=scores.dtype, device=scores.device)
    bound = torch.where(visible, inf, -inf)  # no limit where visible, -inf where hidden
    return scores.clamp_(max=bound)
