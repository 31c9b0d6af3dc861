# track: torch
# exercise: softmax
# why: stable_softmax detects a row with no visible key after the exponentials, if (exps.sum(-1) == 0).any(), "such a row has no weight"; but an all -inf row shifted by its own -inf maximum gives exp(nan) = nan, not 0, so the check never fires: the row comes back NaN instead of raising ValueError
# kind: error
# diagnosis: error-not-raised
def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError("temperature must be a positive finite number") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError("temperature must be a positive finite number")
    scaled = scores / temp
    row_max = scaled.amax(dim=-1, keepdim=True)
    exps = torch.exp(scaled - row_max.detach())
    total = exps.sum(dim=-1, keepdim=True)
    if (total == 0).any():
        raise ValueError("a row of scores is entirely -inf")
    return exps / total
