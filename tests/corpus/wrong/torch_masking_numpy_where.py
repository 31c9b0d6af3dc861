# track: torch
# exercise: masking
# why: masks with np.where on .detach().cpu().numpy() and converts back, so no gradient reaches the scores
# kind: autograd
# diagnosis: no-gradient

import numpy as np


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    out = np.where(visible.cpu().numpy(), scores.detach().cpu().numpy(), -np.inf)
    return torch.from_numpy(out).to(device=scores.device, dtype=scores.dtype)
