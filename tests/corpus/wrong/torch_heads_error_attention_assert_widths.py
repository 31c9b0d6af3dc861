# track: torch
# exercise: heads
# why: attention checks its inputs up front with assert statements, assert q.shape[-1] == k.shape[-1] and assert k.shape[-2] == v.shape[-2], as in the Annotated Transformer, so queries and keys of different widths, or keys and values of different lengths, raise AssertionError instead of ValueError
# kind: error
# diagnosis: error-not-valueerror
def attention(q, k, v, allowed=None):
    assert q.shape[-1] == k.shape[-1], "q and k must have the same width"
    assert k.shape[-2] == v.shape[-2], "one value per key"
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
