# track: torch
# exercise: heads
# why: attention hands its weights back as weights.to_sparse() ("masked attention maps are mostly zeros, store them sparse"); the output is right, but the returned weights are a sparse COO tensor instead of the ordinary dense (strided) tensor the contract asks for
# kind: rules
# diagnosis: wrong-array-type


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights.to_sparse()
