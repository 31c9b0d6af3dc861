# track: torch
# exercise: heads
# why: attention inverts the mask before masking (nn.MultiheadAttention's convention)
# diagnosis: mask-inverted


def attention(q, k, v, allowed=None):
    if k.shape[-2] != v.shape[-2]:
        raise ValueError("k and v differ in S")
    scores = scaled_scores(q, k)
    if allowed is not None:
        scores = mask_scores(scores, ~torch.as_tensor(allowed, device=q.device).to(torch.bool))
    weights = stable_softmax(scores)
    return weighted_mixture(weights, v), weights
