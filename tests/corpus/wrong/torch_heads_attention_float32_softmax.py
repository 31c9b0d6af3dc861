# track: torch
# exercise: heads
# why: attention runs the softmax in float32 and casts back (LLaMA's softmax(scores.float()).type_as(q)), losing float64 precision
# kind: relation
# diagnosis: float32-precision


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores.float()).type_as(q)
    return weighted_mixture(weights, v), weights
