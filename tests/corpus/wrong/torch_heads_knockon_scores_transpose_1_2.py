# track: torch
# exercise: heads
# why: attention calls a scaled_scores that transposes the keys with k.transpose(1, 2), right only for 3-D (B, S, d_k) keys: 2-D keys raise and 4-D (B, H, S, d_k) keys from multi-head attention get H and S swapped
# kind: knock-on
# diagnosis: fixed-leading-axes, fails-with-leading-axes


def scaled_scores(q, k):
    if q.dim() < 2 or k.dim() < 2:
        raise ValueError(f"q and k need at least 2 axes; got {tuple(q.shape)} and {tuple(k.shape)}")
    if q.shape[-1] != k.shape[-1]:
        raise ValueError(f"q has d_k={q.shape[-1]} but k has d_k={k.shape[-1]}")
    return torch.matmul(q, k.transpose(1, 2)) / math.sqrt(q.shape[-1])


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
