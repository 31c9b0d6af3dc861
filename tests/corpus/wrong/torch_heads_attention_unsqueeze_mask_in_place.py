# track: torch
# exercise: heads
# why: attention gives a 2-D mask its batch axis with allowed.unsqueeze_(0), which reshapes the caller's allowed= tensor in place (the values are right)
# diagnosis: input-changed


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v must have the same number of keys S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        if allowed.dim() == 2 and scores.dim() > 2:
            allowed.unsqueeze_(0)
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
