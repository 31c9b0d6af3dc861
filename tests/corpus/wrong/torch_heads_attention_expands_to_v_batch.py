# track: torch
# exercise: heads
# why: expands q and k to the batch shape of q, k AND v "so the batches line up", so when v has extra leading axes the weights take them too
# kind: axes-shapes
# diagnosis: weights-broadcast-v


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    lead = torch.broadcast_shapes(q.shape[:-2], k.shape[:-2], v.shape[:-2])
    q = q.expand(*lead, *q.shape[-2:])
    k = k.expand(*lead, *k.shape[-2:])
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
