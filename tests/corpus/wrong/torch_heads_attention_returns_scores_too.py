# track: torch
# exercise: heads
# why: returns (output, weights, scores), as some libraries do to help debugging, where the contract asks for the pair (output, weights)
# kind: rules-types
# diagnosis: not-a-pair


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights, scores
