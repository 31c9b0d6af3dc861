# track: torch
# exercise: heads
# why: attention's S check builds its message with f"{v.shape:d}", a format spec that torch.Size does not support, so mismatched keys and values raise TypeError from the f-string instead of the ValueError being raised
# kind: error
# diagnosis: error-not-valueerror

def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]:d} rows but v has shape {v.shape:d}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
