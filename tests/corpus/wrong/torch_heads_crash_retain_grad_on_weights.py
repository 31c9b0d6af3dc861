# track: torch
# exercise: heads
# why: attention calls weights.retain_grad() so that the attention map's gradient can be inspected after backward; retain_grad raises RuntimeError on a tensor that does not require grad, so every call of attention and multi-head attention on inputs without gradients fails
# kind: crash
# diagnosis: crash


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError(f"k has S={k.shape[-2]} rows but v has S={v.shape[-2]}")
    scores = scaled_scores(q, k)  # (..., T, S)
    if allowed is not None:
        scores = mask_scores(scores, allowed)
    weights = stable_softmax(scores)  # (..., T, S)
    weights.retain_grad()  # keep weights.grad for inspecting the attention map after backward
    return weighted_mixture(weights, v), weights
