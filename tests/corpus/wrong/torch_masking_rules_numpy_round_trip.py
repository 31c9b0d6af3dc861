# track: torch
# exercise: masking
# why: mask_scores does the masking in NumPy, torch.from_numpy(np.where(visible.numpy(), scores.detach().numpy(), -np.inf)), as in the NumPy track; the values are right but the result is a new tensor with no autograd history, so no gradient reaches the scores
# kind: rules
# diagnosis: no-gradient
import numpy as np


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores' shape") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    masked = np.where(visible.cpu().numpy(), scores.detach().cpu().numpy(), -np.inf).astype(
        scores.detach().cpu().numpy().dtype
    )
    return torch.from_numpy(masked).to(scores.device)
