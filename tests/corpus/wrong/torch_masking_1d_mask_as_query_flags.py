# track: torch
# exercise: masking
# why: reads a 1-D mask as one flag per query and gives it a key axis with allowed.unsqueeze(-1), so an (S,) key mask becomes (S, 1): it no longer broadcasts when T != S, and when T == S it hides whole query rows instead of key columns
# kind: axes-shapes
# diagnosis: fails-with-fewer-mask-axes


def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dim() == 1:
        allowed = allowed.unsqueeze(-1)  # one flag per query: (T, 1)
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
    return scores.masked_fill(~visible, float("-inf"))
