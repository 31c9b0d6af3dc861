# track: torch
# exercise: softmax
# why: looks for all -inf rows only after the exp, as rows whose sum is 0, but there -inf - -inf is NaN so the sum is NaN and the check never fires: NaN rows come back instead of ValueError (and the student's attention passes them on)
# kind: knock-on
# diagnosis: error-not-raised,values-nan


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


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
