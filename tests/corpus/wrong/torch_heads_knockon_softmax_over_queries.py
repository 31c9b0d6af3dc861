# track: torch
# exercise: heads
# why: attention runs on the student's stable_softmax, which takes the max and the sum over dim=-2 (the queries) instead of the last axis, so each key's column sums to 1 rather than each query's row
# kind: knock-on
# diagnosis: softmax-axis, reduced-other-axis


def stable_softmax(scores, temperature=1.0):
    try:
        temp = float(temperature)
    except (TypeError, ValueError, RuntimeError) as err:
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}") from err
    if not (math.isfinite(temp) and temp > 0):
        raise ValueError(f"temperature must be a positive finite number; got {temperature!r}")
    scaled = scores / temp
    if torch.isneginf(scaled).all(dim=-1).any():
        raise ValueError("a row of scores is entirely -inf")
    col_max = scaled.amax(dim=-2, keepdim=True)
    exps = torch.exp(scaled - col_max.detach())
    return exps / exps.sum(dim=-2, keepdim=True)


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
