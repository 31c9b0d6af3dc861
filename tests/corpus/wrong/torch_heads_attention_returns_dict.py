# track: torch
# exercise: heads
# why: returns a Hugging Face-style dict {"output": ..., "weights": ...} from attention instead of the (output, weights) tuple of tensors
# kind: array-type
# diagnosis: wrong-array-type,not-a-pair


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return {"output": weighted_mixture(weights, v), "weights": weights}
