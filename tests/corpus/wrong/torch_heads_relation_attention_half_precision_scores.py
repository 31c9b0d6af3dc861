# track: torch
# exercise: heads
# why: attention computes q k^T in half precision, scaled_scores(q.half(), k.half()).to(q.dtype) ("as on the GPU"), and casts the scores back, so the dtype is kept but every weight (and output) of attention and multi-head attention carries float16 rounding of the scores (about 1e-3 relative)
# kind: relation
# diagnosis: half-precision
def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q.half(), k.half()).to(q.dtype)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
