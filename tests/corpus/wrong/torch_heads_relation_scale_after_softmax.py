# track: torch
# exercise: heads
# why: attention written inline applies the 1/sqrt(d_k) scale after the softmax, weights = softmax(masked q k^T) / sqrt(d_k): the softmax sees unscaled scores and every row of weights sums to 1/sqrt(d_k) instead of 1
# kind: relation
# diagnosis: scale-none,row-scale, row-sum


def attention(q, k, v, allowed=None):
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = q @ k.transpose(-2, -1)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores) / math.sqrt(q.shape[-1])
    return weights @ v, weights
