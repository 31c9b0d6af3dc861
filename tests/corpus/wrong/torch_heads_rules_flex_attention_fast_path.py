# track: torch
# exercise: heads
# why: attention computes the weights itself but takes the output of unmasked 4-D calls from torch.nn.attention.flex_attention run eagerly (uncompiled); the values are right, but flex_attention's eager fallback does not support the backward pass (PyTorch warns it may give incorrect results), so the gradients of multi-head attention's output are wrong
# kind: rules
# diagnosis: gradient-differs
# miss: only gradient checks fail, on multi-head attention; no cause reads an eager flex_attention's gradient


from torch.nn.attention.flex_attention import flex_attention


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)
    if allowed is None and q.dim() == 4 and q.shape[:-2] == k.shape[:-2] == v.shape[:-2]:
        return flex_attention(q, k, v), weights
    return weighted_mixture(weights, v), weights
