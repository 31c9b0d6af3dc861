# track: torch
# exercise: heads
# why: attention upcasts to float64 and returns float64 tensors for float32 inputs
# diagnosis: dtype-float64


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    q, k, v = q.double(), k.double(), v.double()
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
