# track: torch
# exercise: softmax
# why: stable_softmax reuses the student's mask_scores to reject rows that are entirely -inf, scaled = mask_scores(scaled, ~torch.isneginf(scaled)), but that mask_scores does its fill under torch.no_grad() ("it only writes constants"), so everything stable_softmax computes from it is cut from autograd and no gradient reaches the scores
# kind: knockon
# diagnosis: no-gradient
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    if allowed.dtype != torch.bool and not ((allowed == 0) | (allowed == 1)).all():
        raise ValueError("allowed must hold bools or 0/1 values")
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError(f"allowed {tuple(allowed.shape)} does not broadcast to {tuple(scores.shape)}") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    with torch.no_grad():
        return scores.masked_fill(~visible, float("-inf"))


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = mask_scores(scores / temp, ~torch.isneginf(scores))
    exps = torch.exp(scaled - scaled.amax(dim=-1, keepdim=True))
    return exps / exps.sum(dim=-1, keepdim=True)
