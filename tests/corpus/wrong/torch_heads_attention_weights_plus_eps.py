# track: torch
# exercise: heads
# why: attention adds 1e-6 to the weights "so that log(weights) is safe when the attention entropy is plotted" and mixes and returns those, so hidden keys get weight 1e-6 instead of exactly 0 and every output is shifted by 1e-6 times the sum of the values
# kind: relation
# diagnosis: offset, only-at-special, epsilon


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores) + 1e-6
    return weighted_mixture(weights, v), weights
