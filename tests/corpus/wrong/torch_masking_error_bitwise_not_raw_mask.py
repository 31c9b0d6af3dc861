# track: torch
# exercise: masking
# why: mask_scores broadcasts the mask as given and looks for empty rows with (~visible).all(dim=-1).any() before any conversion to bool; on a 0/1 integer mask ~ is a bitwise not (~1 = -2, ~0 = -1, both true), so every valid 0/1 integer mask is rejected with ValueError (and a 0/1 float mask raises TypeError)
# kind: error
# diagnosis: fails-with-01-masks,int-mask-inverted

def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed, scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if (~visible).all(dim=-1).any():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible.to(torch.bool), float("-inf"))
