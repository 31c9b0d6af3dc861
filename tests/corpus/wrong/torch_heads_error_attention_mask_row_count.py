# track: torch
# exercise: heads
# why: attention checks that the mask has one row per query, "allowed.shape[-2] != q.shape[-2]", so valid masks that broadcast along the queries, a (1, S) row or an (S,) key mask, raise ValueError (the 1-D one IndexError)
# kind: error
# diagnosis: error-on-valid, fails-with-fewer-mask-axes, fails-with-broadcast-mask

def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    if allowed is not None:
        allowed = torch.as_tensor(allowed)
        if allowed.shape[-2] != q.shape[-2]:
            raise ValueError(f"the mask needs one row per query: {tuple(allowed.shape)} for T={q.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
