# track: torch
# exercise: heads
# why: attention checks that the batch axes of q and k fit with torch.broadcast_shapes(q.shape, k.shape), passing the whole shapes instead of q.shape[:-2] and k.shape[:-2], so every valid cross-attention call with T != S raises RuntimeError
# kind: crash
# diagnosis: crash, error-on-valid, needs-square

def attention(q, k, v, allowed=None):
    torch.broadcast_shapes(q.shape, k.shape)  # the batch axes of q and k must fit
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
