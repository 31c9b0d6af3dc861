# track: torch
# exercise: masking
# why: mask_scores writes -inf at the hidden keys with scores.put_(flat_positions, -inf), reading Tensor.put_ as the torch spelling of "put these values at these flat positions of a new tensor"; put_ writes into the tensor it is called on, so the caller's scores are overwritten (and scores that require grad raise RuntimeError for the in-place write on a leaf)
# kind: rules
# diagnosis: input-changed, in-place-autograd
import torch


def mask_scores(scores, allowed):
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
    hidden = torch.nonzero((~visible).reshape(-1)).squeeze(-1)
    fill = torch.full(hidden.shape, float("-inf"), dtype=scores.dtype, device=scores.device)
    return scores.put_(hidden, fill)
