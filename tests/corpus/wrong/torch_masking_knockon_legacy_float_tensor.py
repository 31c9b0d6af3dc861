# track: torch
# exercise: masking
# why: mask_scores ends with .type(torch.FloatTensor), the legacy spelling of "a float tensor", which is float32 on the CPU, so float64 scores come back float32; attention on float64 inputs then mixes float32 weights with float64 values and raises RuntimeError
# kind: knockon
# diagnosis: dtype-changed
def mask_scores(scores, allowed):
    allowed = torch.as_tensor(allowed, device=scores.device)
    try:
        visible = torch.broadcast_to(allowed.to(torch.bool), scores.shape)
    except RuntimeError as err:
        raise ValueError("allowed does not broadcast to the scores") from err
    if not visible.any(dim=-1).all():
        raise ValueError("a query row has no visible key")
    return scores.masked_fill(~visible, float("-inf")).type(torch.FloatTensor)
