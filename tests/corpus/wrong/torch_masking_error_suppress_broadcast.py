# track: torch
# exercise: masking
# why: mask_scores wraps torch.broadcast_to in contextlib.suppress(RuntimeError) "to replace PyTorch's message with its own" but never raises that message; for a mask that does not broadcast the suppressed error leaves visible unassigned, so the next line raises UnboundLocalError instead of ValueError
# kind: error
# diagnosis: unbound-local,error-not-valueerror
import contextlib


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    with contextlib.suppress(RuntimeError):  # our own message below instead of PyTorch's
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
