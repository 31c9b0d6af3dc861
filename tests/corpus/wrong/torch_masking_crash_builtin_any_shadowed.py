# track: torch
# exercise: masking
# why: mask_scores names its per-row test "any = visible.any(dim=-1)" after using the builtin any(...) to check the values of a numeric mask; the assignment makes any a local name for the whole function, so every 0/1 (non-bool) mask raises UnboundLocalError at the builtin call, while bool masks skip it and work
# kind: crash
# diagnosis: unbound-local, crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and any(v not in (0, 1) for v in allowed.unique().tolist()):
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to the"
            f" scores' shape {tuple(scores.shape)} = (..., T, S)"
        ) from err
    any = visible.any(dim=-1)  # one flag per query row: does it see a key?
    if not any.all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
