# track: torch
# exercise: masking
# why: mask_scores moves the mask next to the scores with allowed.to(scores), meaning "to the scores' device", but Tensor.to(other) also takes the other tensor's dtype, so the mask becomes a float 0./1. tensor and ~visible raises TypeError (~ is only defined for integer and bool tensors); every masked call fails, so attention and multi-head attention fail on every call with a mask
# kind: knockon
# diagnosis: crash,int-mask-inverted
def mask_scores(scores: torch.Tensor, allowed: torch.Tensor) -> torch.Tensor:
    allowed = torch.as_tensor(allowed).to(scores)
    if not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed has shape {tuple(allowed.shape)}, which does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key; every query needs at least one")
    return scores.masked_fill(~visible, float("-inf"))
