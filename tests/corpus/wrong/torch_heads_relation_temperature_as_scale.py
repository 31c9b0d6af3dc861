# track: torch
# exercise: heads
# why: attention passes temperature=1/sqrt(d_k) to stable_softmax on scores that scaled_scores already divided by sqrt(d_k), confusing the temperature (a divisor) with the paper's scale factor (a multiplier), so the two cancel and the weights are a softmax of the unscaled dot products
# kind: relation
# diagnosis: scale-none,logit-ratio


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores, temperature=1 / math.sqrt(q.shape[-1]))
    return weighted_mixture(weights, v), weights
