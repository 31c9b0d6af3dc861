# track: torch
# exercise: masking
# why: mask_scores writes -inf into the hidden places with scores.masked_scatter(~visible, torch.full(scores.shape, float("-inf"))), building the source without dtype=, so it is float32; masked_scatter demands the source's dtype to equal the scores', so every valid float64 call raises RuntimeError (float32 works)
# kind: crash
# diagnosis: dtype-mixed, crash
import torch


def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(
            f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}"
        ) from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    hidden_value = torch.full(scores.shape, float("-inf"), device=scores.device)
    return scores.masked_scatter(~visible, hidden_value)
