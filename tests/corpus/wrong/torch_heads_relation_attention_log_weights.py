# track: torch
# exercise: heads
# why: attention mixes the values with the right weights but returns weights.log() "because the heat map uses a log scale", so the weights it returns are the log of the expected ones (-inf where a key is hidden)
# kind: relation
# diagnosis: log-of-expected


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights.log()
