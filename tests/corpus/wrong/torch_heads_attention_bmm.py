# track: torch
# exercise: heads
# why: mixes with torch.bmm(weights, v), which only takes 3-D batches, so unbatched attention and multi-head inputs (4-D) raise
# kind: crash
# diagnosis: fixed-ndim, fixed-leading-axes


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return torch.bmm(weights, v), weights
