# track: torch
# exercise: heads
# why: attention turns the weights into a fresh leaf with weights.detach().requires_grad_() "so that their .grad can be inspected after backward" and mixes the values with that leaf, so no gradient reaches q or k (only v gets one)
# kind: rules-types
# diagnosis: no-gradient


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores).detach().requires_grad_()
    return weighted_mixture(weights, v), weights
